import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { renderWithApollo } from '../../../test/apollo';
import UsersPage, { PAGE_SIZE, UsersPageQuery } from './users-page';
import { CreateUserDocument, DeactivateUserDocument } from '../../gql/graphql';

const permissions = (overrides: Partial<Record<string, boolean>> = {}) => ({
  __typename: 'UserPermissions',
  canEdit: true,
  canChangeRole: true,
  canDeactivate: true,
  canReactivate: false,
  canSendPasswordMail: true,
  ...overrides,
});

const user = (email: string, overrides: Record<string, unknown> = {}) => ({
  __typename: 'ManagedUser',
  userId: `id-${email}`,
  email,
  name: email.split('@')[0],
  role: 'user',
  type: 'isp',
  accountId: 'isp-0001',
  deactivated: false,
  isSelf: false,
  permissions: permissions(),
  ...overrides,
});

const SELF = user('chef@example.at', { name: 'Chefin', role: 'admin', isSelf: true, permissions: permissions({ canChangeRole: false, canDeactivate: false }) });
const ANNA = user('anna@example.at', { name: 'Anna Gruber' });
const GONE = user('weg@example.at', {
  name: 'Weg',
  deactivated: true,
  permissions: permissions({ canDeactivate: false, canReactivate: true, canSendPasswordMail: false }),
});

const OPTIONS = {
  __typename: 'UserAdminOptions',
  roles: ['admin', 'user'],
  types: ['isp'],
  fixedType: 'isp',
  fixedAccountId: 'isp-0001',
  accounts: ['isp-0001'],
};

function listMock(users: unknown[], { filter = {}, offset = 0, totalCount = users.length, audit = 'FORBIDDEN' } = {}): MockLink.MockedResponse {
  return {
    request: { query: UsersPageQuery, variables: { filter, first: PAGE_SIZE, offset, auditPath: '/audit' } },
    result: {
      data: {
        users: { __typename: 'UserPage', totalCount, hasMore: offset + users.length < totalCount, users },
        userAdminOptions: OPTIONS,
        auditAccess: { __typename: 'RouteAccess', status: audit },
      },
    },
  };
}

describe('UsersPage', () => {
  it('lists the users with the actions the server allows each one, and counts them', async () => {
    renderWithApollo(<UsersPage />, { mocks: [listMock([SELF, ANNA, GONE], { totalCount: 3 })] });
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual(['chef@example.at', 'anna@example.at', 'weg@example.at']);
    const actions = (name: string) =>
      within(screen.getByRole('group', { name: `Aktionen für ${name}` }))
        .getAllByRole('button')
        .map((b) => b.textContent);
    expect(actions('Chefin')).toEqual(['Bearbeiten', 'Passwort-E-Mail senden']);
    expect(actions('Anna Gruber')).toEqual(['Bearbeiten', 'Deaktivieren', 'Passwort-E-Mail senden']);
    expect(actions('Weg')).toEqual(['Bearbeiten', 'Reaktivieren']);
    expect(screen.getByText('1–3 von 3')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Audit-Log öffnen' })).toBeNull();
  });

  it('links the audit log only when the server opens it for this user', async () => {
    renderWithApollo(<UsersPage />, { mocks: [listMock([SELF], { audit: 'OPEN' })] });
    expect((await screen.findByRole('link', { name: 'Audit-Log öffnen' })).getAttribute('href')).toBe('/audit');
  });

  it('checks the create form with the shared validators before anything is sent', async () => {
    renderWithApollo(<UsersPage />, { mocks: [listMock([SELF])] });
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Benutzer anlegen' }));
    const form = await screen.findByRole('form', { name: 'Benutzer anlegen' });
    await userEvent.type(within(form).getByRole('textbox', { name: /E-Mail/ }), 'kein-mail');
    await userEvent.click(within(form).getByRole('button', { name: 'Anlegen und einladen' }));
    expect(await within(form).findByText('E-Mail ist ungültig')).toBeTruthy();
    expect(within(form).getAllByText('Feld ist nicht optional')).toHaveLength(2);
    // The admin's own type and account are given, not chosen.
    expect(within(form).getByText('Vorgegeben: isp-0001')).toBeTruthy();
    expect(within(form).queryByRole('textbox', { name: /Passwort/ })).toBeNull();
  });

  it('shows the server’s field errors beside the fields, sends once however often it is clicked, and keeps the dialog open', async () => {
    let calls = 0;
    const mocks: MockLink.MockedResponse[] = [
      listMock([SELF]),
      {
        request: {
          query: CreateUserDocument,
          variables: { input: { email: 'anna@example.at', name: 'Anna', role: 'user', type: 'isp', accountId: 'isp-0001' } },
        },
        delay: 300,
        maxUsageCount: 5,
        result: () => {
          calls += 1;
          return {
            data: {
              createUser: {
                __typename: 'UserResult',
                ok: false,
                user: null,
                error: {
                  __typename: 'UserError',
                  message: 'Bitte korrigieren Sie die markierten Felder.',
                  fieldErrors: [{ __typename: 'UserFieldError', field: 'email', message: 'Ein Benutzer mit dieser E-Mail-Adresse existiert bereits.' }],
                },
              },
            },
          };
        },
      },
    ];
    renderWithApollo(<UsersPage />, { mocks });
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Benutzer anlegen' }));
    const form = await screen.findByRole('form', { name: 'Benutzer anlegen' });
    await userEvent.type(within(form).getByRole('textbox', { name: /E-Mail/ }), 'anna@example.at');
    await userEvent.type(within(form).getByRole('textbox', { name: /Name/ }), 'Anna');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: /Rolle/ }), 'user');
    const submit = within(form).getByRole('button', { name: 'Anlegen und einladen' });
    await userEvent.click(submit);
    await userEvent.click(submit);
    expect(await within(form).findByText('Ein Benutzer mit dieser E-Mail-Adresse existiert bereits.')).toBeTruthy();
    expect(within(form).getByRole('alert').textContent).toContain('Bitte korrigieren Sie die markierten Felder.');
    expect(calls).toBe(1);
  });

  it('deactivates after a confirmation and says so', async () => {
    let deactivated = 0;
    const mocks: MockLink.MockedResponse[] = [
      listMock([SELF, ANNA]),
      {
        request: { query: DeactivateUserDocument, variables: { userId: ANNA.userId } },
        result: () => {
          deactivated += 1;
          return { data: { deactivateUser: { __typename: 'UserResult', ok: true, error: null } } };
        },
      },
      listMock([SELF, { ...ANNA, deactivated: true }]),
    ];
    renderWithApollo(<UsersPage />, { mocks });
    await screen.findByRole('table');
    await userEvent.click(within(screen.getByRole('group', { name: 'Aktionen für Anna Gruber' })).getByRole('button', { name: 'Deaktivieren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Benutzer deaktivieren' });
    expect(dialog.textContent).toContain('Anna Gruber wird deaktiviert');
    expect(deactivated).toBe(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deaktivieren' }));
    expect((await screen.findByRole('status')).textContent).toContain('Anna Gruber wurde deaktiviert.');
    expect(deactivated).toBe(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps a refusal of the server inside the confirmation', async () => {
    const mocks: MockLink.MockedResponse[] = [
      listMock([SELF, ANNA]),
      {
        request: { query: DeactivateUserDocument, variables: { userId: ANNA.userId } },
        result: {
          data: {
            deactivateUser: {
              __typename: 'UserResult',
              ok: false,
              error: { __typename: 'UserError', message: 'Das ist die letzte aktive Administration dieses Kontos.' },
            },
          },
        },
      },
    ];
    renderWithApollo(<UsersPage />, { mocks });
    await screen.findByRole('table');
    await userEvent.click(within(screen.getByRole('group', { name: 'Aktionen für Anna Gruber' })).getByRole('button', { name: 'Deaktivieren' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deaktivieren' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('letzte aktive Administration');
  });

  it('asks the server for the next page', async () => {
    const many = Array.from({ length: PAGE_SIZE }, (_, index) => user(`u${index}@example.at`));
    renderWithApollo(<UsersPage />, {
      mocks: [listMock(many, { totalCount: 25 }), listMock([user('last@example.at')], { offset: PAGE_SIZE, totalCount: 25 })],
    });
    await screen.findByText('1–20 von 25');
    await userEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(await screen.findByText('21–21 von 25')).toBeTruthy();
    expect(screen.getByText('last@example.at')).toBeTruthy();
  });
});
