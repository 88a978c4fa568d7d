/**
 * 'Audit-Log' (`/audit`) as `screens/audit.yaml` defines it, drawn by the generic list
 * renderer (issue 19: the bespoke audit page is gone): the columns with the outcome badge,
 * the small lines under a value and the details; filters whose bad input is named at the
 * field with nothing asked; newest first, sorted and paged on the server and kept in the
 * address; the texts in English for an English user.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { renderWithApollo } from '../../../test/apollo';
import { ensureLanguage, i18n } from '../../lib/i18n';
import { AuditActionsQuery, AuditLogQuery } from '../operations/audit';
import { LocationProbe, typed, listServer } from '../../../test/support/sdui/fixtures';
import { shippedScreen } from '../../../test/support/sdui/screens';
import ListScreen, { parts } from './list-screen';

// The list comes with its renderer, as on a click (registry.ts); on a page load it follows the header.
beforeAll(() => parts());

const user = userEvent.setup({ delay: null });

const entry = (id: string, overrides: Record<string, unknown> = {}) =>
  typed('AuditEntry', {
    id,
    at: '2026-11-20T09:30:00Z',
    action: 'user.created',
    actionLabel: 'Benutzer angelegt',
    outcome: 'ok',
    targetType: 'user',
    targetId: 'u-7',
    targetLabel: 'anna@example.at',
    accountId: 'isp-0001',
    actor: typed('AuditActor', {
      userId: 'u-1',
      email: 'chef@example.at',
      role: 'superadmin',
      ip: '10.0.0.7',
      clientUrl: '/users',
      requestId: 'req-1',
    }),
    details: [typed('AuditDetail', { key: 'role', value: 'user', label: 'Rolle', text: 'Benutzer' })],
    ...overrides,
  });

const CREATED = entry('a-1');
const REFUSED = entry('a-2', { action: 'user.deactivated', actionLabel: 'Benutzer deaktiviert', outcome: 'refused', details: [] });

const actionsMock: MockLink.MockedResponse = {
  request: { query: AuditActionsQuery },
  maxUsageCount: 20,
  result: { data: { auditActions: ['user.created', 'user.deactivated'] } },
};

/** The BFF's audit log: answers every request and records its variables. */
const auditServer = (entries: object[], totalCount = entries.length) =>
  listServer(AuditLogQuery, 'auditLog', 'AuditPage', entries, { totalCount, defaultPageSize: 50 });

function renderAudit(route: string, mocks: MockLink.MockedResponse[], language: 'de' | 'en' = 'de') {
  return renderWithApollo(
    <>
      <ListScreen screen={shippedScreen('audit.yaml', 'audit', language)} />
      <LocationProbe />
    </>,
    { route, mocks },
  );
}

const address = () => screen.getByTestId('location').textContent;
const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const NEWEST_FIRST = [{ field: 'at', direction: 'DESC' }];

afterEach(async () => {
  await i18n.changeLanguage('de');
});

describe('the audit log (screens/audit.yaml on the generic list)', () => {
  it('shows the columns of the definition: outcome in colour, who with the role, target and origin as small lines, the details', async () => {
    const server = auditServer([CREATED, REFUSED]);
    renderAudit('/audit', [server.mock, actionsMock]);
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(server.requests[0]).toEqual({ sort: NEWEST_FIRST, first: 50, offset: 0 });
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent?.replace(/[↕↑↓▲▼]/gu, '').trim());
    expect(headers).toEqual(['Zeitpunkt', 'Aktion', 'Ergebnis', 'Wer', 'Account und Ziel', 'Von wo', 'Details']);
    expect(screen.getByRole('columnheader', { name: /Zeitpunkt/ }).getAttribute('aria-sort')).toBe('descending');
    const [created, refused] = bodyRows() as [HTMLElement, HTMLElement];
    expect(within(created).getByText('Benutzer angelegt')).toBeTruthy();
    expect(within(created).getByText('Ausgeführt').getAttribute('data-tone')).toBe('success');
    expect(within(refused).getByText('Abgelehnt').getAttribute('data-tone')).toBe('warning');
    expect(created.textContent).toContain('chef@example.at');
    expect(created.textContent).toContain('superadmin');
    expect(created.textContent).toContain('user anna@example.at');
    expect(created.textContent).toContain('IP 10.0.0.7');
    expect(created.textContent).toContain('Anfrage req-1');
    expect(created.textContent).toContain('Rolle: Benutzer');
    expect(screen.getByRole('button', { name: /CSV/ })).toBeTruthy();
  });

  it('names an account id of the wrong form at its field, moves the focus there, and asks nothing', async () => {
    const server = auditServer([CREATED]);
    renderAudit('/audit', [server.mock, actionsMock]);
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    const asked = server.requests.length;
    const account = screen.getByLabelText('Account');
    await user.type(account, 'isp 0001!');
    await user.click(screen.getByRole('button', { name: 'Anwenden' }));
    expect(await screen.findByText('Die Account-ID darf nur Buchstaben, Ziffern, Punkt, Binde- und Unterstrich enthalten (höchstens 64 Zeichen)')).toBeTruthy();
    expect(document.activeElement).toBe(account);
    expect(address()).toBe('/audit');
    expect(server.requests.length).toBe(asked);
  });

  it('names a date range that ends before it starts at its field, and asks nothing', async () => {
    const server = auditServer([CREATED]);
    renderAudit('/audit', [server.mock, actionsMock]);
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    const asked = server.requests.length;
    await user.type(screen.getByLabelText('Datum von'), '30.11.2026');
    await user.type(screen.getByLabelText('Datum bis'), '01.11.2026');
    await user.click(screen.getByRole('button', { name: 'Anwenden' }));
    expect(await screen.findByText('Das Bis-Datum liegt vor dem Von-Datum. Bitte tauschen Sie die beiden Daten.')).toBeTruthy();
    expect(address()).toBe('/audit');
    expect(server.requests.length).toBe(asked);
  });

  it('filters by outcome, action and day into the address and the query', async () => {
    const server = auditServer([REFUSED]);
    renderAudit('/audit', [server.mock, actionsMock]);
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    const action = screen.getByRole('combobox', { name: 'Aktion' });
    // The loaded actions carry the definition's labels.
    await waitFor(() => expect(within(action).getByRole('option', { name: 'Benutzer deaktiviert' })).toBeTruthy());
    await user.selectOptions(action, 'user.deactivated');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Ergebnis' }), 'refused');
    await user.type(screen.getByLabelText('Datum von'), '01.11.2026');
    await user.click(screen.getByRole('button', { name: 'Anwenden' }));
    await waitFor(() =>
      expect(server.requests.at(-1)).toEqual({
        filter: { action: 'user.deactivated', outcome: 'refused', from: '2026-11-01' },
        sort: NEWEST_FIRST,
        first: 50,
        offset: 0,
      }),
    );
    const params = new URLSearchParams(address()?.split('?')[1]);
    expect(params.get('outcome')).toBe('refused');
    expect(params.get('action')).toBe('user.deactivated');
  });

  it('never asks for values the definition does not allow (an edited address)', async () => {
    const server = auditServer([CREATED]);
    renderAudit('/audit?outcome=maybe&account=isp%200001!&sort=ip:asc&dateFrom=gestern', [server.mock, actionsMock]);
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(server.requests.length).toBeGreaterThan(0);
    for (const request of server.requests) expect(request).toEqual({ sort: NEWEST_FIRST, first: 50, offset: 0 });
  });

  it('sorts by a column header and pages through the server’s pages, both in the address', async () => {
    const server = auditServer([CREATED, REFUSED], 120);
    renderAudit('/audit', [server.mock, actionsMock]);
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(screen.getByText('Seite 1 von 3')).toBeTruthy();
    await user.click(within(screen.getByRole('columnheader', { name: /Wer/ })).getByRole('button'));
    await waitFor(() => expect(server.requests.at(-1)).toEqual({ sort: [{ field: 'actor', direction: 'ASC' }], first: 50, offset: 0 }));
    expect(address()).toContain('sort=actor');
    // The pager waits while the sorted page loads (its buttons are disabled meanwhile).
    await waitFor(() => expect(screen.getByRole('button', { name: /Weiter/ }).hasAttribute('disabled')).toBe(false));
    await user.click(screen.getByRole('button', { name: /Weiter/ }));
    await waitFor(() => expect(server.requests.at(-1)).toEqual({ sort: [{ field: 'actor', direction: 'ASC' }], first: 50, offset: 50 }));
    expect(address()).toContain('page=2');
  });

  it('speaks English to an English user, the refusal at the field too', async () => {
    await ensureLanguage('en');
    await i18n.changeLanguage('en');
    const server = auditServer([CREATED]);
    renderAudit('/audit', [server.mock, actionsMock], 'en');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(within(bodyRows()[0]!).getByText('Done')).toBeTruthy();
    const asked = server.requests.length;
    await user.type(screen.getByLabelText('Account'), 'isp 0001!');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('The account id may only contain letters, digits, dot, hyphen and underscore (at most 64 characters)')).toBeTruthy();
    expect(server.requests.length).toBe(asked);
  });
});
