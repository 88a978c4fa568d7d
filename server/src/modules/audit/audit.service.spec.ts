import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../db/migrate';
import { MIGRATIONS } from '../../db/migrations';
import { BACKENDS, createTestDatabase, type TestDatabase } from '../../../test/support/test-databases';
import { createAuditLog, type AuditActor } from './audit.service';

const actor = (email: string): AuditActor => ({
  userId: `id-${email}`,
  email,
  type: 'isp',
  role: 'admin',
  ip: '10.1.2.3',
  clientUrl: 'http://localhost:3000/users',
  requestId: 'req-1',
});

describe.each(BACKENDS)('the audit log on %s', (kind) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(kind);
    await migrate(test.db, MIGRATIONS);
  }, 60_000);
  afterAll(async () => test?.drop());

  it('records who did what, when and from where, newest first, with filters and pages', async () => {
    const log = createAuditLog(test.db);
    await log.record(actor('admin.isp@example.at'), {
      action: 'user.created',
      outcome: 'ok',
      targetType: 'user',
      targetId: 'u1',
      accountId: 'isp-0001',
      details: { role: 'user' },
    });
    await log.record(actor('admin.isp2@example.at'), {
      action: 'user.deactivated',
      outcome: 'refused',
      targetId: 'u2',
      accountId: 'isp-0002',
      details: { reason: 'letzter Admin' },
    });
    await log.record(actor('admin.isp@example.at'), { action: 'settings.changed', outcome: 'ok', accountId: 'isp-0001' });

    const all = await log.list({}, { first: 10 });
    expect(all.entries.map((e) => e.action)).toEqual(['settings.changed', 'user.deactivated', 'user.created']);
    expect(all.entries[2]).toMatchObject({
      outcome: 'ok',
      targetId: 'u1',
      details: { role: 'user' },
      actor: { email: 'admin.isp@example.at', ip: '10.1.2.3', clientUrl: 'http://localhost:3000/users' },
    });

    expect((await log.list({ outcome: 'refused' }, { first: 10 })).entries.map((e) => e.targetId)).toEqual(['u2']);
    expect((await log.list({ accountId: 'isp-0001', actorEmail: 'ADMIN.ISP@' }, { first: 10 })).entries).toHaveLength(2);

    const first = await log.list({}, { first: 2 });
    expect(first.totalCount).toBe(3);
    expect(first.entries).toHaveLength(2);
    const second = await log.list({}, { first: 2, offset: 2 });
    expect(second.entries.map((e) => e.action)).toEqual(['user.created']);
    expect(second.totalCount).toBe(3);

    const byAction = await log.list({}, { first: 10, sort: [{ field: 'action', descending: false }] });
    expect(byAction.entries.map((e) => e.action)).toEqual(['settings.changed', 'user.created', 'user.deactivated']);
  });
});
