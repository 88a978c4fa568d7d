import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { holdAnswers, renderWithApollo, type HeldAnswers } from '../../../test/apollo';
import { setLanguage, i18n } from '../../lib/i18n';
import { AccountSettingsQuery, SettingsAccountsQuery, UpdateAccountSettingsMutation } from '../operations/settings';
import { typed } from '../../../test/support/sdui/fixtures';
import { shippedScreen } from '../../../test/support/sdui/screens';
import FormScreen from './form-screen';

/** `/settings` as screens/settings.yaml defines it: the generic form renderer with its query and mutation. */
const settings = shippedScreen('settings.yaml', 'settings');

const STORED = typed('AccountSettings', {
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
});

function accountsMock(canChoose = false): MockLink.MockedResponse {
  return {
    request: { query: SettingsAccountsQuery },
    maxUsageCount: 10,
    result: {
      data: {
        settingsAccounts: typed('SettingsAccounts', { canChoose, current: 'isp-0001', accounts: canChoose ? ['isp-0001', 'isp-0002'] : ['isp-0001'] }),
      },
    },
  };
}

function settingsMock(variables: Record<string, unknown> = {}, settings: object = STORED): MockLink.MockedResponse {
  return { request: { query: AccountSettingsQuery, variables }, maxUsageCount: 5, result: { data: { accountSettings: settings } } };
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

/** A mutation mock that counts what reaches the server and answers with `result`. */
function saveMock(result: (variables: Record<string, unknown>) => object, sent: Array<Record<string, unknown>>): MockLink.MockedResponse {
  return {
    request: { query: UpdateAccountSettingsMutation, variables: (variables: Record<string, unknown>) => (sent.push(variables), true) },
    maxUsageCount: 5,
    result: (variables: Record<string, unknown>) => ({ data: { updateAccountSettings: result(variables) } }),
  };
}

const refused = (fieldErrors: Array<[string, string]>) =>
  typed('AccountSettingsResult', {
    ok: false,
    settings: null,
    error: typed('SettingsError', {
      message: 'Bitte korrigieren Sie die markierten Felder.',
      fieldErrors: fieldErrors.map(([field, message]) => typed('SettingsFieldError', { field, message })),
    }),
  });

/** Replaces a field's text as one paste (typing key by key is slow on a busy machine). */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.paste(text);
}

async function openForm(mocks: MockLink.MockedResponse[], descriptor = settings, held?: HeldAnswers) {
  renderWithApollo(<FormScreen screen={descriptor} />, { mocks, ...(held === undefined ? {} : { held }) });
  return screen.findByRole('form', { name: descriptor.title });
}

afterEach(async () => {
  if (i18n.language !== 'de') await setLanguage('de');
});

describe('the settings on the generic form (screens/settings.yaml)', () => {
  it('fills the form with the stored settings and says who saved them last', async () => {
    const form = await openForm([accountsMock(), settingsMock()]);
    expect((within(form).getByRole('textbox', { name: /Name \(Firma/ }) as HTMLInputElement).value).toBe('Netz GmbH');
    expect((within(form).getByRole('textbox', { name: /Empfänger 1/ }) as HTMLInputElement).value).toBe('noc@netz.example.at');
    expect((within(form).getByRole('combobox', { name: /Sprache/ }) as HTMLSelectElement).value).toBe('de');
    expect(screen.getByText(/Zuletzt gespeichert am 01\.03\.2026.*von admin\.isp@example\.at/)).toBeTruthy();
    // The sections of the definition, each a fieldset with its legend.
    expect(within(form).getAllByRole('group').length).toBeGreaterThanOrEqual(3);
    // An admin has one account: no choice.
    await screen.findByRole('textbox', { name: /Postleitzahl/ });
    expect(screen.queryByRole('combobox', { name: 'Account' })).toBeNull();
  });

  it('shows every mistake at its field in one round (postcode, phone, e-mails, required), focuses the first and sends nothing', async () => {
    const user = userEvent.setup();
    const sent: Array<Record<string, unknown>> = [];
    const form = await openForm([accountsMock(), settingsMock(), saveMock(() => refused([]), sent)]);
    await user.clear(within(form).getByRole('textbox', { name: /Name \(Firma/ }));
    await fill(user, within(form).getByRole('textbox', { name: 'Postleitzahl' }), '12');
    await fill(user, within(form).getByRole('textbox', { name: 'Telefon' }), '0800-HILFE');
    await user.click(within(form).getByRole('button', { name: 'Adresse hinzufügen' }));
    // The new entry has the focus.
    expect(document.activeElement?.getAttribute('name')).toBe('noticeEmails.1');
    await user.paste('kaputt@');
    await user.click(within(form).getByRole('button', { name: 'Adresse hinzufügen' }));
    await user.paste('NOC@netz.example.at');
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));

    const messageOf = (name: string | RegExp) => {
      const field = within(form).getByRole('textbox', { name });
      const id = field.getAttribute('aria-describedby');
      return id ? document.getElementById(id)?.textContent : undefined;
    };
    expect(messageOf(/Name \(Firma/)).toBe('Feld ist nicht optional');
    expect(messageOf('Postleitzahl')).toBe('Die Postleitzahl besteht aus 4 oder 5 Ziffern');
    expect(messageOf('Telefon')).toBe('Die Telefonnummer darf nur Ziffern, Leerzeichen und + ( ) / - enthalten und braucht 6 bis 20 Ziffern');
    expect(messageOf(/Empfänger 2/)).toBe('E-Mail ist ungültig');
    expect(messageOf(/Empfänger 3/)).toBe('Diese E-Mail-Adresse steht bereits in der Liste');
    expect(within(form).getByRole('textbox', { name: 'Postleitzahl' }).getAttribute('aria-invalid')).toBe('true');
    // Announced once, and the focus is on the first mistake.
    expect(within(form).getByRole('alert').textContent).toContain('5 Felder sind nicht richtig ausgefüllt.');
    expect(document.activeElement?.getAttribute('name')).toBe('contactName');
    expect(sent).toEqual([]);
  });

  it('shows the server’s messages beside the fields it refused, all at once, and keeps what was typed', async () => {
    const user = userEvent.setup();
    const sent: Array<Record<string, unknown>> = [];
    const form = await openForm([
      accountsMock(),
      settingsMock(),
      saveMock(
        () =>
          refused([
            ['postcode', 'Die Postleitzahl besteht aus 4 oder 5 Ziffern'],
            ['phone', 'Die Telefonnummer darf nur Ziffern, Leerzeichen und + ( ) / - enthalten und braucht 6 bis 20 Ziffern'],
            ['noticeEmails.0', 'Diese E-Mail-Adresse steht bereits in der Liste'],
            ['accountId', 'Sie können nur die Einstellungen Ihres eigenen Kontos sehen und ändern.'],
          ]),
        sent,
      ),
    ]);
    await fill(user, within(form).getByRole('textbox', { name: 'Postleitzahl' }), '3500');
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));
    expect(await within(form).findByText('Die Postleitzahl besteht aus 4 oder 5 Ziffern')).toBeTruthy();
    expect(within(form).getByText(/braucht 6 bis 20 Ziffern/)).toBeTruthy();
    expect(within(form).getByText('Diese E-Mail-Adresse steht bereits in der Liste')).toBeTruthy();
    // A message for no field of the form goes with the refusal.
    expect(within(form).getByRole('alert').textContent).toBe(
      'Bitte korrigieren Sie die markierten Felder. Sie können nur die Einstellungen Ihres eigenen Kontos sehen und ändern.',
    );
    await waitFor(() => expect(document.activeElement?.getAttribute('name')).toBe('postcode'));
    expect((within(form).getByRole('textbox', { name: 'Postleitzahl' }) as HTMLInputElement).value).toBe('3500');
    expect(sent).toEqual([{ input: input({ postcode: '3500' }) }]);
  });

  it('saves once however often it is clicked, confirms, and switches the interface to the saved language', async () => {
    const user = userEvent.setup();
    const sent: Array<Record<string, unknown>> = [];
    const saved = { ...STORED, noticeEmails: [], street: '', mailLanguage: 'en', updatedAt: '2026-03-02T10:00:00.000Z' };
    // The answer waits until both clicks are done, however slow the machine: the second click
    // comes while the save runs (after it, a click would rightly save again).
    const held = holdAnswers('UpdateAccountSettings');
    const form = await openForm(
      [accountsMock(), settingsMock(), saveMock(() => typed('AccountSettingsResult', { ok: true, settings: saved, error: null }), sent)],
      settings,
      held,
    );
    await user.click(within(form).getByRole('button', { name: 'Empfänger 1 entfernen' }));
    expect(within(form).getByText('Noch keine Empfänger eingetragen.')).toBeTruthy();
    await user.clear(within(form).getByRole('textbox', { name: 'Straße und Hausnummer' }));
    await user.selectOptions(within(form).getByRole('combobox', { name: /Sprache/ }), 'en');
    const submit = within(form).getByRole('button', { name: 'Speichern' });
    await user.click(submit);
    await user.click(submit);
    held.release();
    expect((await within(form).findByRole('status')).textContent).toContain('Die Einstellungen wurden gespeichert.');
    // An emptied field is sent as '' (a change), the list as it is now.
    expect(sent).toEqual([{ input: input({ noticeEmails: [], street: '', mailLanguage: 'en' }) }]);
    await waitFor(() => expect(i18n.language).toBe('en'));
    // The line above the form shows the new save (the date in the new language's format).
    expect(await screen.findByText(/Zuletzt gespeichert am 02[./]03[./]2026/)).toBeTruthy();
  }, 40_000);

  it('does not switch the language when the save did not change it', async () => {
    const user = userEvent.setup();
    const sent: Array<Record<string, unknown>> = [];
    const form = await openForm([
      accountsMock(),
      settingsMock(),
      saveMock(() => typed('AccountSettingsResult', { ok: true, settings: STORED, error: null }), sent),
    ]);
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));
    expect((await within(form).findByRole('status')).textContent).toContain('Die Einstellungen wurden gespeichert.');
    expect(i18n.language).toBe('de');
  });

  it('lets a superadmin choose the account, for loading and for saving', async () => {
    const user = userEvent.setup();
    const sent: Array<Record<string, unknown>> = [];
    const other = { ...STORED, accountId: 'isp-0002', contactName: 'Anderes Netz' };
    await openForm([
      accountsMock(true),
      settingsMock(),
      settingsMock({ accountId: 'isp-0002' }, other),
      saveMock(() => typed('AccountSettingsResult', { ok: true, settings: other, error: null }), sent),
    ]);
    const choice = await screen.findByRole('combobox', { name: 'Account' });
    expect((choice as HTMLSelectElement).value).toBe('isp-0001');
    await user.selectOptions(choice, 'isp-0002');
    expect(await screen.findByDisplayValue('Anderes Netz')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await screen.findByRole('status');
    expect(sent).toEqual([{ accountId: 'isp-0002', input: input({ contactName: 'Anderes Netz' }) }]);
  });

  it('speaks English to an English viewer, with the shared rules’ English messages', async () => {
    await setLanguage('en');
    const user = userEvent.setup();
    const form = await openForm([accountsMock(), settingsMock()], shippedScreen('settings.yaml', 'settings', 'en'));
    await fill(user, within(form).getByRole('textbox', { name: 'Postcode' }), '12');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByText('The postcode has 4 or 5 digits')).toBeTruthy();
    expect(within(form).getByRole('alert').textContent).toContain('1 field is not filled in correctly.');
  });
});
