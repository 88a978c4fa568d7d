/**
 * 'Benutzerverwaltung' (`/users`) as `screens/users.yaml` defines it, drawn by the generic
 * list renderer (issue 19: the bespoke users page is gone): columns with role labels, the
 * own-account badge and the status badge; filters from the admin's options (a value the
 * definition does not allow is never asked for); the create form checked with the shared
 * rules in German and English before anything is sent; row actions as the server allows
 * them; sorting and paging on the server, kept in the address.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { renderWithApollo } from '../../../test/apollo';
import { ensureLanguage, i18n } from '../../lib/i18n';
import { CreateUserMutation, UserAdminOptionsQuery, UserListQuery } from '../operations/users';
import { ScreenRoutesProvider } from '../screen-context';
import { LocationProbe, typed, listServer } from '../../../test/support/sdui/fixtures';
import { shippedScreen } from '../../../test/support/sdui/screens';
import ListScreen, { parts } from './list-screen';

// The list comes with its renderer, as on a click (registry.ts); on a page load it follows the header.
beforeAll(() => parts());

const user = userEvent.setup({ delay: null });

const permissions = (overrides: Partial<Record<string, boolean>> = {}) =>
  typed('UserPermissions', { canEdit: true, canChangeRole: true, canDeactivate: true, canReactivate: false, canSendPasswordMail: true, ...overrides });

const managed = (email: string, overrides: Record<string, unknown> = {}) =>
  typed('ManagedUser', {
    userId: `id-${email}`,
    email,
    name: email.split('@')[0],
    displayName: email.split('@')[0],
    role: 'user',
    type: 'isp',
    accountId: 'isp-0001',
    deactivated: false,
    isSelf: false,
    createdAt: '2026-11-01T08:00:00Z',
    permissions: permissions(),
    ...overrides,
  });

const SELF = managed('chef@example.at', {
  name: 'Chefin',
  displayName: 'Chefin',
  role: 'admin',
  isSelf: true,
  permissions: permissions({ canChangeRole: false, canDeactivate: false }),
});
const ANNA = managed('anna@example.at', { name: 'Anna Gruber', displayName: 'Anna Gruber' });
const GONE = managed('weg@example.at', {
  name: 'Weg',
  displayName: 'Weg',
  deactivated: true,
  permissions: permissions({ canDeactivate: false, canReactivate: true, canSendPasswordMail: false }),
});

/** A superadmin chooses type and account; an admin has them fixed. */
const OPTIONS = typed('UserAdminOptions', {
  roles: ['admin', 'user'],
  types: ['isp', 'baufirma'],
  fixedType: null,
  fixedAccountId: null,
  accounts: ['isp-0001', 'isp-0002'],
});

const optionsMock = (options: object = OPTIONS): MockLink.MockedResponse => ({
  request: { query: UserAdminOptionsQuery },
  maxUsageCount: 20,
  result: { data: { userAdminOptions: options } },
});

/** The BFF's user list: answers every request and records its variables. */
const usersServer = (users: object[], totalCount = users.length) => listServer(UserListQuery, 'users', 'UserPage', users, { totalCount, defaultPageSize: 20 });

function renderUsers(route: string, mocks: MockLink.MockedResponse[], { language = 'de' as 'de' | 'en', routes = ['/users'] } = {}) {
  return renderWithApollo(
    <ScreenRoutesProvider routes={routes.map((path) => ({ route: path }))}>
      <ListScreen screen={shippedScreen('users.yaml', 'users', language)} />
      <LocationProbe />
    </ScreenRoutesProvider>,
    { route, mocks },
  );
}

const address = () => screen.getByTestId('location').textContent;
const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const rowOf = (email: string) => bodyRows().find((row) => row.textContent?.includes(email)) as HTMLElement;

afterEach(async () => {
  await i18n.changeLanguage('de');
});

describe('the users list (screens/users.yaml on the generic list)', () => {
  it('shows the columns of the definition, with role labels, the own-account badge and the status in colour', async () => {
    const server = usersServer([SELF, ANNA, GONE]);
    renderUsers('/users', [server.mock, optionsMock()]);
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent?.replace(/[↕↑↓▲▼]/gu, '').trim())).toEqual(
      expect.arrayContaining(['Name', 'E-Mail', 'Rolle', 'Typ', 'Account', 'Status']),
    );
    expect(within(rowOf('chef@example.at')).getByText('Sie')).toBeTruthy();
    expect(within(rowOf('anna@example.at')).queryByText('Sie')).toBeNull();
    expect(within(rowOf('chef@example.at')).getByText('Admin')).toBeTruthy();
    expect(within(rowOf('anna@example.at')).getByText('Benutzer')).toBeTruthy();
    expect(within(rowOf('anna@example.at')).getByText('Aktiv').getAttribute('data-tone')).toBe('success');
    expect(within(rowOf('weg@example.at')).getByText('Deaktiviert').getAttribute('data-tone')).toBe('danger');
    // No default sort: the server's order, and nothing filtered.
    expect(server.requests[0]).toEqual({ first: 20, offset: 0 });
  });

  it('offers each row the actions the server allows for that user', async () => {
    renderUsers('/users', [usersServer([SELF, ANNA, GONE]).mock, optionsMock()]);
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    const actions = (email: string) =>
      within(rowOf(email))
        .getAllByRole('button')
        .map((button) => button.textContent)
        .filter((text) => ['Bearbeiten', 'Deaktivieren', 'Reaktivieren', 'Passwort-E-Mail senden'].includes(text ?? ''));
    expect(actions('chef@example.at')).toEqual(['Bearbeiten', 'Passwort-E-Mail senden']);
    expect(actions('anna@example.at')).toEqual(['Bearbeiten', 'Deaktivieren', 'Passwort-E-Mail senden']);
    expect(actions('weg@example.at')).toEqual(['Bearbeiten', 'Reaktivieren']);
  });

  it('links the audit log only for those who may open it', async () => {
    const { unmount } = renderUsers('/users', [usersServer([SELF]).mock, optionsMock()]);
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(screen.queryByRole('link', { name: 'Audit-Log öffnen' })).toBeNull();
    unmount();
    renderUsers('/users', [usersServer([SELF]).mock, optionsMock()], { routes: ['/users', '/audit'] });
    expect((await screen.findByRole('link', { name: 'Audit-Log öffnen' })).getAttribute('href')).toBe('/audit');
  });

  it('filters by the options the server offers this admin, into the address and the query', async () => {
    const server = usersServer([ANNA]);
    renderUsers('/users', [server.mock, optionsMock()]);
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    const type = await screen.findByRole('combobox', { name: 'Typ' });
    await waitFor(() =>
      expect(
        within(type)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(expect.arrayContaining(['isp', 'baufirma'])),
    );
    await user.selectOptions(type, 'baufirma');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'deactivated');
    await user.type(screen.getByLabelText('Name oder E-Mail'), 'anna{Enter}');
    await waitFor(() => expect(server.requests.at(-1)?.filter).toEqual({ type: 'baufirma', status: 'deactivated', search: 'anna' }));
    expect(new URLSearchParams(address()?.split('?')[1]).get('type')).toBe('baufirma');
    expect(new URLSearchParams(address()?.split('?')[1]).get('status')).toBe('deactivated');
  });

  it('never asks for a filter value the definition does not allow (an edited address)', async () => {
    const server = usersServer([ANNA]);
    renderUsers('/users?status=geloescht&sort=password:asc&page=-2', [server.mock, optionsMock()]);
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(server.requests.length).toBeGreaterThan(0);
    for (const request of server.requests) {
      expect(request.filter?.['status']).toBeUndefined();
      expect(request.sort).toBeUndefined();
      expect(request.offset).toBe(0);
    }
  });

  it('sorts on the server by a column header and pages through the server’s pages, both in the address', async () => {
    const server = usersServer([SELF, ANNA], 45);
    renderUsers('/users', [server.mock, optionsMock()]);
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(screen.getByText('Seite 1 von 3')).toBeTruthy();
    await user.click(within(screen.getByRole('columnheader', { name: /E-Mail/ })).getByRole('button'));
    await waitFor(() => expect(server.requests.at(-1)).toEqual({ sort: [{ field: 'email', direction: 'ASC' }], first: 20, offset: 0 }));
    expect(address()).toContain('sort=email');
    // The pager waits while the sorted page loads (its buttons are disabled meanwhile).
    await waitFor(() => expect(screen.getByRole('button', { name: /Weiter/ }).hasAttribute('disabled')).toBe(false));
    await user.click(screen.getByRole('button', { name: /Weiter/ }));
    await waitFor(() => expect(server.requests.at(-1)).toEqual({ sort: [{ field: 'email', direction: 'ASC' }], first: 20, offset: 20 }));
    expect(address()).toContain('page=2');
    expect(await screen.findByText('Seite 2 von 3')).toBeTruthy();
  });

  it.each([
    {
      language: 'de' as const,
      open: 'Benutzer anlegen',
      email: /E-Mail/,
      submit: 'Anlegen und einladen',
      invalid: 'E-Mail ist ungültig',
      required: 'Feld ist nicht optional',
    },
    {
      language: 'en' as const,
      open: 'Create user',
      email: /E-mail/,
      submit: 'Create and invite',
      invalid: 'Email is invalid',
      required: 'Field is not optional',
    },
  ])('checks the create form with the shared rules in $language and sends nothing', async ({ language, open, email, submit, invalid, required }) => {
    if (language === 'en') {
      await ensureLanguage('en');
      await i18n.changeLanguage('en');
    }
    let sent = 0;
    const create: MockLink.MockedResponse = {
      request: { query: CreateUserMutation, variables: () => true },
      maxUsageCount: 5,
      result: () => {
        sent += 1;
        return { data: { createUser: typed('UserResult', { ok: true, user: ANNA, error: null }) } };
      },
    };
    renderUsers('/users', [usersServer([SELF]).mock, optionsMock(), create], { language });
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: open }));
    const dialog = await screen.findByRole('dialog', { name: open });
    await user.type(within(dialog).getByRole('textbox', { name: email }), 'kein-mail');
    await user.click(within(dialog).getByRole('button', { name: submit }));
    expect(await within(dialog).findByText(invalid)).toBeTruthy();
    // Name, role and type are required; the account is optional.
    expect(within(dialog).getAllByText(required).length).toBeGreaterThanOrEqual(2);
    expect(within(dialog).queryByRole('textbox', { name: /Passwort|Password/ })).toBeNull();
    expect(sent).toBe(0);
  });
});
