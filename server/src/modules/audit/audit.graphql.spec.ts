import { beforeAll, describe, expect, it } from 'vitest';
import { buildSchema } from 'graphql';
import { STACK_BACKENDS } from '../../../test/support/test-databases';
import { loadTypeDefs } from '../../graphql/schema';
import { signInAs, type TestClient } from '../../../test/http-client';
import { adminPortal, freshAccount, type AdminPortal } from '../../../test/support/audit';
import { sharedPortal } from '../../../test/shared-portal';
import { AUDIT_QUERY_MESSAGES } from './audit.query';

const LOG = `query ($filter: AuditFilter, $sort: [SortInput!], $first: Int, $offset: Int) {
  auditLog(filter: $filter, page: { sort: $sort, first: $first, offset: $offset }) {
    pageInfo { totalCount offset pageSize hasNextPage hasPreviousPage }
    items { id at action outcome targetType targetId accountId actor { userId email type role ip clientUrl requestId } details { key value } }
  }
}`;

interface Entry {
  id: string;
  at: string;
  action: string;
  outcome: string;
  accountId: string | null;
  actor: { email: string | null; ip: string | null; clientUrl: string | null };
  details: Array<{ key: string; value: string }>;
}
interface Page {
  pageInfo: { totalCount: number; offset: number; pageSize: number; hasNextPage: boolean; hasPreviousPage: boolean };
  entries: Entry[];
}

describe.each(STACK_BACKENDS)('the audit log screen (portal database on %s)', () => {
  let portal: AdminPortal;
  let superadmin: TestClient;
  const accountId = freshAccount('audit');

  async function read(variables: Record<string, unknown>): Promise<Page> {
    const response = await superadmin.graphql<{ auditLog: { pageInfo: Page['pageInfo']; items: Entry[] } }>(LOG, variables);
    if (!response.data) throw new Error(JSON.stringify(response.errors));
    return { pageInfo: response.data.auditLog.pageInfo, entries: response.data.auditLog.items };
  }

  beforeAll(async () => {
    portal = adminPortal(await sharedPortal());
    superadmin = await signInAs(portal.app, 'superadmin');
    const actor = {
      userId: 'a1',
      email: 'admin.isp@example.at',
      type: 'isp',
      role: 'admin',
      ip: '10.0.0.7',
      clientUrl: 'http://localhost:3000/users',
      requestId: 'r-1',
    };
    for (let index = 0; index < 5; index += 1) {
      await portal.services.audit.record(actor, {
        action: 'user.changed',
        outcome: index === 2 ? 'refused' : 'ok',
        targetType: 'user',
        targetId: `u${index}`,
        accountId,
        details: { index, reason: 'Prüfung' },
      });
    }
    await portal.services.audit.record({ ...actor, email: 'admin.isp2@example.at' }, { action: 'settings.changed', outcome: 'ok', accountId });
  }, 120_000);

  it('shows superadmins who did what, when and from where, newest first', async () => {
    const page = await read({ filter: { accountId } });
    expect(page.entries.map((entry) => entry.action)).toEqual(['settings.changed', ...Array(5).fill('user.changed')]);
    const refused = page.entries.find((entry) => entry.outcome === 'refused')!;
    expect(refused).toMatchObject({ actor: { email: 'admin.isp@example.at', ip: '10.0.0.7', clientUrl: 'http://localhost:3000/users' } });
    expect(refused.details).toEqual([
      { key: 'index', value: '2' },
      { key: 'reason', value: 'Prüfung' },
    ]);
  });

  it('filters by action, outcome, actor and time, and pages by offset with the total', async () => {
    expect((await read({ filter: { accountId, outcome: 'refused' } })).entries).toHaveLength(1);
    expect((await read({ filter: { accountId, action: 'settings.changed' } })).entries).toHaveLength(1);
    expect((await read({ filter: { accountId, actorEmail: 'ISP2@' } })).entries.map((entry) => entry.action)).toEqual(['settings.changed']);
    expect((await read({ filter: { accountId, actorEmail: '%' } })).entries).toEqual([]);
    expect((await read({ filter: { accountId, to: '2000-01-01T00:00:00Z' } })).entries).toEqual([]);
    expect((await read({ filter: { accountId, from: new Date(Date.now() - 3_600_000).toISOString() } })).entries).toHaveLength(6);

    const first = await read({ filter: { accountId }, first: 4 });
    expect(first.pageInfo).toEqual({ totalCount: 6, offset: 0, pageSize: 4, hasNextPage: true, hasPreviousPage: false });
    const second = await read({ filter: { accountId }, first: 4, offset: 4 });
    expect(second.pageInfo).toMatchObject({ totalCount: 6, offset: 4, hasNextPage: false, hasPreviousPage: true });
    expect([...first.entries, ...second.entries].map((entry) => entry.id)).toEqual((await read({ filter: { accountId } })).entries.map((entry) => entry.id));
  });

  it('reads days in Austrian time, the last day included', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Vienna' }).format(new Date());
    expect((await read({ filter: { accountId, from: today, to: today } })).entries).toHaveLength(6);
    expect((await read({ filter: { accountId, to: '2000-01-01' } })).entries).toEqual([]);
  });

  it('sorts by the documented fields, newest first breaking ties', async () => {
    const byOutcome = await read({ filter: { accountId }, sort: [{ field: 'outcome', direction: 'DESC' }] });
    expect(byOutcome.entries[0]?.outcome).toBe('refused');
    const byActor = await read({ filter: { accountId }, sort: [{ field: 'actor' }] });
    // Code-point order ('2' before '@'), as both database backends compare.
    expect(byActor.entries.map((entry) => entry.actor.email)).toEqual(['admin.isp2@example.at', ...Array(5).fill('admin.isp@example.at')]);
    const oldest = await read({ filter: { accountId }, sort: [{ field: 'at', direction: 'ASC' }] });
    expect(oldest.entries.map((entry) => entry.id)).toEqual((await read({ filter: { accountId } })).entries.map((entry) => entry.id).reverse());
  });

  it('lists the actions for the filter', async () => {
    const response = await superadmin.graphql<{ auditActions: string[] }>('{ auditActions }');
    expect(response.data?.auditActions).toEqual(expect.arrayContaining(['settings.changed', 'user.changed']));
  });

  it.each([
    [{ first: 0 }, AUDIT_QUERY_MESSAGES.page],
    [{ offset: -1 }, AUDIT_QUERY_MESSAGES.offset],
    [{ filter: { outcome: 'vielleicht' } }, AUDIT_QUERY_MESSAGES.outcome],
    [{ filter: { from: 'gestern' } }, AUDIT_QUERY_MESSAGES.date('gestern')],
    [{ filter: { from: '2026-03-02', to: '2026-03-01' } }, AUDIT_QUERY_MESSAGES.range],
  ])('answers %j with a German BAD_USER_INPUT', async (variables, message) => {
    const response = await superadmin.graphql(LOG, variables);
    expect(response.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('names the field of a bad filter, and refuses an unknown sort field', async () => {
    const outcome = await superadmin.graphql(LOG, { filter: { outcome: 'vielleicht' } });
    expect(outcome.errors?.[0]?.extensions).toMatchObject({ details: { 'filter.outcome': AUDIT_QUERY_MESSAGES.outcome } });
    const sort = await superadmin.graphql(LOG, { sort: [{ field: 'details' }] });
    expect(sort.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      details: { sort: expect.stringMatching(/Möglich sind: at, action, outcome, actor, account/) },
    });
  });

  it.each([
    ['an admin', 'admin.isp'],
    ['a user', 'user.nwops'],
  ])('is closed to %s', async (_who, who) => {
    const client = await signInAs(portal.app, who);
    const response = await client.graphql(LOG);
    expect(response.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('the audit log API', () => {
  it('offers no way to change or delete entries', () => {
    const fields = Object.keys(buildSchema(loadTypeDefs()).getMutationType()?.getFields() ?? {});
    expect(fields).toContain('createUser');
    expect(fields.filter((name) => /audit|log/i.test(name))).toEqual([]);
  });
});
