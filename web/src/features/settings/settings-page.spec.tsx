import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { renderWithApollo } from '../../../test/apollo';
import { SettingsPageDocument, UpdateAccountSettingsDocument } from '../../gql/graphql';
import SettingsPage from './settings-page';

const STORED = {
  __typename: 'AccountSettings',
  accountId: 'isp-0001',
  contactName: 'Netz GmbH',
  street: 'Gasse 1',
  postcode: '1010',
  place: 'Wien',
  phone: '+43 1 234567',
  email: 'kontakt@netz.example.at',
  noticeEmails: ['noc@netz.example.at'],
  mailLanguage: 'de',
  updatedAt: '2026-03-01T09:00:00.000Z',
  updatedBy: 'admin.isp@example.at',
};

function pageMock(accountId: string | null, settings = STORED, canChoose = false): MockLink.MockedResponse {
  return {
    request: { query: SettingsPageDocument, variables: { accountId } },
    result: {
      data: {
        settingsAccounts: { __typename: 'SettingsAccounts', canChoose, current: 'isp-0001', accounts: canChoose ? ['isp-0001', 'isp-0002'] : ['isp-0001'] },
        accountSettings: settings,
      },
    },
  };
}

const input = (values: Partial<Record<string, unknown>> = {}) => ({
  contactName: STORED.contactName,
  street: STORED.street,
  postcode: STORED.postcode,
  place: STORED.place,
  phone: STORED.phone,
  email: STORED.email,
  noticeEmails: STORED.noticeEmails,
  mailLanguage: STORED.mailLanguage,
  ...values,
});

describe('SettingsPage', () => {
  it('fills the form with the stored settings and says who saved them last', async () => {
    renderWithApollo(<SettingsPage />, { mocks: [pageMock(null)] });
    const form = await screen.findByRole('form', { name: 'Einstellungen' });
    expect((within(form).getByRole('textbox', { name: /Name \(Firma/ }) as HTMLInputElement).value).toBe('Netz GmbH');
    expect((within(form).getByRole('textbox', { name: /Empfänger 1/ }) as HTMLInputElement).value).toBe('noc@netz.example.at');
    expect(within(form).getByText(/Zuletzt gespeichert am 01\.03\.2026.*von admin\.isp@example\.at/)).toBeTruthy();
    // An admin has one account: no choice.
    expect(screen.queryByRole('combobox', { name: 'Account' })).toBeNull();
  });

  it('checks e-mails and required fields in the browser before sending', async () => {
    renderWithApollo(<SettingsPage />, { mocks: [pageMock(null)] });
    const form = await screen.findByRole('form', { name: 'Einstellungen' });
    await userEvent.clear(within(form).getByRole('textbox', { name: /Name \(Firma/ }));
    await userEvent.click(within(form).getByRole('button', { name: 'Adresse hinzufügen' }));
    await userEvent.type(within(form).getByRole('textbox', { name: /Empfänger 2/ }), 'kaputt@');
    await userEvent.click(within(form).getByRole('button', { name: 'Speichern' }));
    expect(await within(form).findByText('Feld ist nicht optional')).toBeTruthy();
    expect(within(form).getByText('E-Mail ist ungültig')).toBeTruthy();
  });

  it('shows the server’s messages beside the fields it refused', async () => {
    const mocks: MockLink.MockedResponse[] = [
      pageMock(null),
      {
        request: { query: UpdateAccountSettingsDocument, variables: { accountId: null, input: input({ postcode: '12' }) } },
        result: {
          data: {
            updateAccountSettings: {
              __typename: 'AccountSettingsResult',
              ok: false,
              settings: null,
              error: {
                __typename: 'SettingsError',
                message: 'Bitte korrigieren Sie die markierten Felder.',
                fieldErrors: [{ __typename: 'SettingsFieldError', field: 'postcode', message: 'Die Postleitzahl besteht aus 4 oder 5 Ziffern' }],
              },
            },
          },
        },
      },
    ];
    renderWithApollo(<SettingsPage />, { mocks });
    const form = await screen.findByRole('form', { name: 'Einstellungen' });
    const postcode = within(form).getByRole('textbox', { name: 'Postleitzahl' });
    await userEvent.clear(postcode);
    await userEvent.type(postcode, '12');
    await userEvent.click(within(form).getByRole('button', { name: 'Speichern' }));
    expect(await within(form).findByText('Die Postleitzahl besteht aus 4 oder 5 Ziffern')).toBeTruthy();
    expect(within(form).getByRole('alert').textContent).toContain('Bitte korrigieren Sie die markierten Felder.');
  });

  it('saves once however often it is clicked, and confirms', async () => {
    let saves = 0;
    const saved = { ...STORED, noticeEmails: [], mailLanguage: 'en', updatedAt: '2026-03-02T10:00:00.000Z' };
    const mocks: MockLink.MockedResponse[] = [
      pageMock(null),
      {
        request: { query: UpdateAccountSettingsDocument, variables: { accountId: null, input: input({ noticeEmails: [], mailLanguage: 'en' }) } },
        delay: 300,
        maxUsageCount: 5,
        result: () => {
          saves += 1;
          return { data: { updateAccountSettings: { __typename: 'AccountSettingsResult', ok: true, settings: saved, error: null } } };
        },
      },
    ];
    renderWithApollo(<SettingsPage />, { mocks });
    const form = await screen.findByRole('form', { name: 'Einstellungen' });
    await userEvent.click(within(form).getByRole('button', { name: 'Empfänger 1 entfernen' }));
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: /Sprache/ }), 'en');
    const submit = within(form).getByRole('button', { name: 'Speichern' });
    await userEvent.click(submit);
    await userEvent.click(submit);
    expect((await within(form).findByRole('status')).textContent).toContain('Die Einstellungen wurden gespeichert.');
    expect(saves).toBe(1);
  });

  it('lets a superadmin choose the account', async () => {
    const other = { ...STORED, accountId: 'isp-0002', contactName: 'Anderes Netz' };
    renderWithApollo(<SettingsPage />, { mocks: [pageMock(null, STORED, true), pageMock('isp-0002', other, true)] });
    const choice = await screen.findByRole('combobox', { name: 'Account' });
    await userEvent.selectOptions(choice, 'isp-0002');
    expect(await screen.findByDisplayValue('Anderes Netz')).toBeTruthy();
  });
});
