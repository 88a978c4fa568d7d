import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { renderWithApollo } from '../../../test/apollo';
import AuditPage, { AuditPageQuery, PAGE_SIZE, toAuditFilter } from './audit-page';

const entry = (id: string, overrides: Record<string, unknown> = {}) => ({
  __typename: 'AuditEntry',
  id,
  at: '2026-03-01T09:15:00.000Z',
  action: 'user.deactivated',
  outcome: 'refused',
  targetType: 'user',
  targetId: 'u-1',
  accountId: 'isp-0001',
  actor: {
    __typename: 'AuditActor',
    userId: 'a-1',
    email: 'admin.isp@example.at',
    role: 'admin',
    ip: '10.0.0.7',
    clientUrl: 'http://portal/users',
    requestId: 'req-7',
  },
  details: [{ __typename: 'AuditDetail', key: 'reason', value: 'Sie können sich nicht selbst deaktivieren.' }],
  ...overrides,
});

function logMock(
  entries: unknown[],
  { filter = {}, after = null as string | null, hasMore = false, nextCursor = null as string | null } = {},
): MockLink.MockedResponse {
  return {
    request: { query: AuditPageQuery, variables: { filter, first: PAGE_SIZE, after } },
    result: { data: { auditLog: { __typename: 'AuditPage', hasMore, nextCursor, entries }, auditActions: ['settings.changed', 'user.deactivated'] } },
  };
}

describe('AuditPage', () => {
  it('shows who did what, when and from where, in German', async () => {
    renderWithApollo(<AuditPage />, { mocks: [logMock([entry('7')])] });
    const table = await screen.findByRole('table');
    const cells = within(within(table).getAllByRole('row')[1]!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    // 09:15 UTC is 10:15 in Vienna.
    expect(cells[0]).toBe('01.03.2026, 10:15:00');
    expect(cells.slice(1, 5)).toEqual(['Benutzer deaktiviert', 'Abgelehnt', 'admin.isp@example.atadmin', 'isp-0001user u-1']);
    expect(cells[5]).toContain('IP 10.0.0.7');
    expect(cells[5]).toContain('Seite http://portal/users');
    expect(cells[6]).toContain('Sie können sich nicht selbst deaktivieren.');
    expect(screen.queryByRole('button', { name: /Löschen|Bearbeiten/ })).toBeNull();
  });

  it('filters by action, outcome and a day range in Vienna time', async () => {
    const filter = toAuditFilter({ action: 'settings.changed', outcome: 'ok', actorEmail: ' isp@ ', accountId: '', from: '2026-03-01', to: '2026-03-01' });
    expect(filter).toEqual({
      action: 'settings.changed',
      outcome: 'ok',
      actorEmail: 'isp@',
      // Days in Vienna (UTC+1 in March): 1 March 00:00 to 2 March 00:00.
      from: '2026-02-28T23:00:00.000Z',
      to: '2026-03-01T23:00:00.000Z',
    });
    renderWithApollo(<AuditPage />, { mocks: [logMock([entry('7')]), logMock([entry('8', { action: 'settings.changed', outcome: 'ok' })], { filter })] });
    const form = await screen.findByRole('form', { name: 'Filter' });
    await screen.findByRole('table');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Aktion' }), 'settings.changed');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Ergebnis' }), 'ok');
    await userEvent.type(within(form).getByRole('searchbox', { name: /E-Mail/ }), ' isp@ ');
    await userEvent.type(within(form).getByLabelText('Von (Datum)'), '2026-03-01');
    await userEvent.type(within(form).getByLabelText('Bis (Datum)'), '2026-03-01');
    await userEvent.click(within(form).getByRole('button', { name: 'Anwenden' }));
    expect(await screen.findByText('Einstellungen geändert', { selector: 'td' })).toBeTruthy();
  });

  it('takes summer time into account for a day range', () => {
    expect(toAuditFilter({ action: '', outcome: '', actorEmail: '', accountId: '', from: '2026-07-10', to: '2026-03-28' })).toEqual({
      from: '2026-07-09T22:00:00.000Z',
      to: '2026-03-28T23:00:00.000Z',
    });
  });

  it('pages to older entries with the cursor and back', async () => {
    renderWithApollo(<AuditPage />, {
      mocks: [
        logMock([entry('9')], { hasMore: true, nextCursor: '9' }),
        logMock([entry('3', { targetId: 'u-alt' })], { after: '9' }),
        logMock([entry('9')], { hasMore: true, nextCursor: '9' }),
      ],
    });
    await screen.findByText('user u-1');
    await userEvent.click(screen.getByRole('button', { name: 'Ältere' }));
    expect(await screen.findByText('user u-alt')).toBeTruthy();
    expect(screen.getByText('Seite 2')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Neuere' }));
    expect(await screen.findByText('user u-1')).toBeTruthy();
  });
});
