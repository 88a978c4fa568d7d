import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, splitStatements } from './migrate';
import { MIGRATIONS } from './migrations';
import { openDatabase } from './database';
import { BACKENDS, createTestDatabase, type TestDatabase } from '../../test/support/test-databases';

describe.each(BACKENDS)('the portal database on %s', (kind) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(kind);
  }, 60_000);
  afterAll(async () => test?.drop());

  it('applies every migration once, and none again', async () => {
    expect(await migrate(test.db, MIGRATIONS)).toEqual(MIGRATIONS.map((m) => m.version));
    expect(await migrate(test.db, MIGRATIONS)).toEqual([]);
    const { rows } = await test.db.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(rows.map((r) => Number(r.version))).toEqual(MIGRATIONS.map((m) => m.version));
  });

  it('keeps the audit log append-only', async () => {
    await test.db.query(`INSERT INTO audit_log (action, outcome) VALUES ('test', 'ok')`);
    await expect(test.db.query(`UPDATE audit_log SET action = 'changed'`)).rejects.toThrow(/append-only/);
    await expect(test.db.query('DELETE FROM audit_log')).rejects.toThrow(/append-only/);
    const { rows } = await test.db.query<{ action: string }>('SELECT action FROM audit_log');
    expect(rows).toEqual([{ action: 'test' }]);
  });

  it('rolls a failed transaction back', async () => {
    await test.db.query('CREATE TABLE tx_probe (n integer)');
    await expect(
      test.db.transaction(async (tx) => {
        await tx.query('INSERT INTO tx_probe VALUES (1)');
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect((await test.db.query('SELECT * FROM tx_probe')).rows).toEqual([]);
  });

  it('lets one transaction at a time through an advisory lock (the check-and-write of the user administration)', async () => {
    // users.service.ts takes pg_advisory_xact_lock around a check and a write, so that two admins
    // demoting each other at once cannot both pass the last-admin rule (replicas share the lock on PostgreSQL).
    const events: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const locked = (name: string, wait?: Promise<void>) =>
      test.db.transaction(async (tx) => {
        await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', ['portal:users:isp-0001']);
        events.push(`${name} in`);
        await wait;
        events.push(`${name} out`);
      });
    const first = locked('first', held);
    await expect.poll(() => events, { timeout: 5_000 }).toEqual(['first in']);
    const second = locked('second');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(events).toEqual(['first in']);
    release();
    await Promise.all([first, second]);
    expect(events).toEqual(['first in', 'first out', 'second in', 'second out']);
  });

  it('delivers notifications to listeners', async () => {
    const received: string[] = [];
    const stop = await test.db.listen('portal_probe', (payload) => received.push(payload));
    await test.db.notify('portal_probe', 'hallo');
    await expect.poll(() => received, { timeout: 2_000 }).toEqual(['hallo']);
    await stop();
  });
});

describe('splitStatements', () => {
  it('keeps dollar-quoted function bodies whole', () => {
    const parts = splitStatements('CREATE TABLE a (x int);\nCREATE FUNCTION f() RETURNS int AS $$\nBEGIN\n  RETURN 1;\nEND;\n$$ LANGUAGE plpgsql;\nSELECT 1;');
    expect(parts).toHaveLength(3);
    expect(parts[1]).toContain('RETURN 1;');
  });
});

describe.skipIf(!BACKENDS.includes('postgres'))('PostgreSQL dropping the portal connections', () => {
  it('reports the error instead of ending the process, and the next query opens a new connection', async () => {
    const admin = await createTestDatabase('postgres');
    const errors: Error[] = [];
    const db = await openDatabase({ dataDir: '', databaseUrl: admin.url, onConnectionError: (error) => errors.push(error) });
    try {
      const received: string[] = [];
      await db.listen('portal_probe', (payload) => received.push(payload));
      await db.query('SELECT 1'); // an idle pooled connection besides the listening one
      // What a restart or failover does to every open connection of this database.
      await admin.db.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
      // Each connection reports the server's 57P01 (and may add node-postgres' "terminated unexpectedly").
      const terminated = () => errors.filter((error) => (error as Error & { code?: string }).code === '57P01').length;
      await expect.poll(terminated, { timeout: 5_000 }).toBeGreaterThanOrEqual(2);
      expect(errors.every((error) => error instanceof Error)).toBe(true);
      expect((await db.query<{ n: number }>('SELECT 41 + 1 AS n')).rows).toEqual([{ n: 42 }]);
    } finally {
      await db.close();
      await admin.drop();
    }
  });
});
