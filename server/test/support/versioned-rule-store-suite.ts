/**
 * The tests of the version store and the live rules, run on one backend by each of
 * versioned-rule-store.pglite.spec.ts and versioned-rule-store.postgres.spec.ts (two files, so
 * that the backends run side by side on two workers): seeding, immutable versions, optimistic
 * concurrency between replicas, propagation (PostgreSQL LISTEN/NOTIFY; Redis pub/sub with
 * TEST_REDIS_URL), files and database together (import, conflict, export, restart), a live
 * version this code cannot read. Not a spec itself.
 */
import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { MIGRATIONS } from '../../src/db/migrations';
import { createTestDatabase, emptyDatabase, type TestDatabase } from './test-databases';
import { computeNavigation, createRuleStore, type RuleStore } from '../../src/modules/navigation';
import { recordingLogger } from './navigation';
import { FILES_AUTHOR, createVersionedRuleStore } from '../../src/modules/workbench/versioned-rule-store';
import { checkDraft } from '../../src/modules/workbench/workbench.draft';
import { copyScreens, draftFilesOf, editDraft } from './screen-files';

const AUTHOR = { id: 'u-1', email: 'superadmin@example.at', name: 'Verena Strasser' };
const REDIS_URL = process.env['TEST_REDIS_URL'];

/** A valid draft of the folder with one text replaced, ready for `publish`. */
async function draftOf(dir: string, file: string, from: string, to: string) {
  const files = editDraft(await draftFilesOf(dir), file, from, to);
  const checked = checkDraft(files);
  if (!checked.ok) throw new Error(checked.issues.map((issue) => issue.message).join('\n'));
  return { texts: checked.texts, ruleSet: checked.ruleSet };
}

const haBauLabel = (store: RuleStore, type = 'planning') =>
  computeNavigation(store.current(), { type, role: 'user', accountId: 'acc' }).menu.find((item) => item.id === 'ha-bau')?.label;

export function versionedRuleStoreSuite(kind: 'pglite' | 'postgres'): void {
  let database: TestDatabase;
  let screens: Awaited<ReturnType<typeof copyScreens>>;
  const cleanups: Array<() => Promise<void>> = [];

  // One database per backend for the file, emptied before each test (test-databases.ts): a new
  // PGlite per test cost a cluster copy and a WebAssembly start, seconds each.
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => database?.drop());
  beforeEach(async () => {
    await emptyDatabase(database.db);
    await migrate(database.db, MIGRATIONS);
    screens = await copyScreens();
  });
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    await screens.remove();
  });

  /** A replica: its own folder store, its own connection on PostgreSQL, optionally Redis. */
  async function replica(options: { db?: Database; redis?: Redis | null; prefix?: string; pollMs?: number; watch?: boolean } = {}) {
    const logger = recordingLogger();
    const files = await createRuleStore({ dir: screens.dir, logger, watch: options.watch ?? false, debounceMs: 20 });
    let db = options.db ?? database.db;
    if (options.db === undefined && kind === 'postgres' && cleanups.length > 0) {
      db = await openDatabase({ dataDir: '', databaseUrl: database.url });
      cleanups.push(() => db.close());
    }
    const store = await createVersionedRuleStore({
      files,
      dir: screens.dir,
      db,
      redis: options.redis ?? null,
      redisPrefix: options.prefix,
      logger,
      pollMs: options.pollMs,
    });
    cleanups.push(async () => {
      await store.close();
      await files.close();
    });
    return { store, logger };
  }

  it('seeds an empty database with screens/ as version 1 (authored by the files) and serves it', async () => {
    const { store } = await replica();
    expect(store.liveVersion()).toMatchObject({ version: 1, source: 'files', author: FILES_AUTHOR, comment: 'Erste Version aus screens/', baseVersion: null });
    const stored = await store.versions.get(1);
    expect(stored?.files['menu.yaml']).toBe(await readFile(join(screens.dir, 'menu.yaml'), 'utf8'));
    expect(stored?.hash).toBe(store.current().hash);
    expect(await store.versions.state()).toEqual({ version: 1, filesHash: store.current().hash });
    expect((await store.filesReport()).status).toBe('IN_SYNC');
  });

  it('does not seed twice: a second replica on the same database serves version 1 too', async () => {
    const a = await replica();
    const b = await replica();
    expect(b.store.liveVersion()?.version).toBe(1);
    expect(await a.store.versions.list({ first: 10 })).toHaveLength(1);
  });

  it('keeps versions immutable: the database refuses to change or delete one', async () => {
    await replica();
    await expect(database.db.query("UPDATE rule_versions SET comment = 'anders' WHERE version = 1")).rejects.toThrow(/immutable/);
    await expect(database.db.query('DELETE FROM rule_versions')).rejects.toThrow(/immutable/);
  });

  it('publishes a new live version with author, comment and base, and serves it at once', async () => {
    const { store } = await replica();
    const changes: string[] = [];
    store.onChange((next) => changes.push(next.hash));
    const draft = await draftOf(
      screens.dir,
      'menu.yaml',
      '      label: { de: HA-Bau, en: Connection construction }\n',
      '      label: { de: HA-Bau, en: Connection construction }\n      labelByType:\n        planning: { de: Hausanschlüsse, en: House connections }\n',
    );
    const outcome = await store.publish({ ...draft, comment: 'Planung', author: AUTHOR, expectedLive: 1, source: 'workbench' });
    expect(outcome).toMatchObject({ ok: true, version: { version: 2, source: 'workbench', comment: 'Planung', author: AUTHOR, baseVersion: 1 } });
    expect(haBauLabel(store)).toBe('Hausanschlüsse');
    expect(changes).toEqual([draft.ruleSet.hash]);
    expect(store.rulesVersion()).toMatch(/^2-[0-9a-f]{16}$/);
  });

  it('lets exactly one of two publishes on the same base win, on two replicas at once', async () => {
    const a = await replica();
    const b = await replica();
    const first = await draftOf(screens.dir, 'menu.yaml', 'label: { de: Tickets, en: Tickets }', 'label: { de: A, en: A }');
    const second = await draftOf(screens.dir, 'menu.yaml', 'label: { de: Tickets, en: Tickets }', 'label: { de: B, en: B }');
    const outcomes = await Promise.all([
      a.store.publish({ ...first, comment: 'A', author: AUTHOR, expectedLive: 1, source: 'workbench' }),
      b.store.publish({ ...second, comment: 'B', author: AUTHOR, expectedLive: 1, source: 'workbench' }),
    ]);
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    const refused = outcomes.find((outcome) => !outcome.ok);
    expect(refused).toMatchObject({ ok: false, reason: 'LIVE_MOVED', live: { version: 2 } });
    expect(await a.store.versions.liveNumber()).toBe(2);
    expect(await a.store.versions.list({ first: 10 })).toHaveLength(2);
  });

  it(
    kind === 'postgres'
      ? 'serves a publish of one replica on the other within 1 s (LISTEN/NOTIFY)'
      : 'lets a second store on the embedded database catch up by polling',
    async () => {
      const a = await replica();
      const b = await replica({ pollMs: kind === 'postgres' ? 60_000 : 100 });
      expect(a.store.fanout).toBe(kind === 'postgres' ? 'postgres' : 'in-process');
      const draft = await draftOf(
        screens.dir,
        'menu.yaml',
        'label: { de: HA-Bau, en: Connection construction }',
        'label: { de: Hausanschluss-Bau, en: House connection construction }',
      );
      // Within 1 s of the publish's answer, as the cluster test measures it: the publish's own
      // work (checking and storing the version) is not the other replica's delay.
      await a.store.publish({ ...draft, comment: 'überall', author: AUTHOR, expectedLive: 1, source: 'workbench' });
      const started = Date.now();
      await expect.poll(() => haBauLabel(b.store), { timeout: 1_000, interval: 10 }).toBe('Hausanschluss-Bau');
      expect(Date.now() - started).toBeLessThan(1_000);
      expect(b.store.liveVersion()?.version).toBe(2);
    },
  );

  it.skipIf(REDIS_URL === undefined)(
    `serves a publish of one replica on the other within 1 s over Redis pub/sub${REDIS_URL === undefined ? ' (skipped: TEST_REDIS_URL is not set)' : ''}`,
    async () => {
      const prefix = `portal-test-${randomBytes(4).toString('hex')}:`;
      const connect = async () => {
        const redis = new Redis(REDIS_URL as string, { lazyConnect: true });
        await redis.connect();
        cleanups.push(async () => void (await redis.quit()));
        return redis;
      };
      // On PGlite both replicas share the one in-process database; Redis still carries the news.
      const a = await replica({ redis: await connect(), prefix, pollMs: 60_000 });
      const b = await replica({ redis: await connect(), prefix, pollMs: 60_000 });
      expect(b.store.fanout).toBe('redis');
      const draft = await draftOf(
        screens.dir,
        'menu.yaml',
        'label: { de: HA-Bau, en: Connection construction }',
        'label: { de: HA-Bau (Redis), en: Connection construction (Redis) }',
      );
      // Within 1 s of the publish's answer, as the cluster test measures it: the publish's own
      // work (checking and storing the version) is not the other replica's delay.
      await a.store.publish({ ...draft, comment: 'redis', author: AUTHOR, expectedLive: 1, source: 'workbench' });
      const started = Date.now();
      await expect.poll(() => haBauLabel(b.store), { timeout: 1_000, interval: 10 }).toBe('HA-Bau (Redis)');
      expect(Date.now() - started).toBeLessThan(1_000);
    },
  );

  it('imports a changed file as a new version authored by the files while the database did not move', async () => {
    const { store } = await replica({ watch: true });
    const path = join(screens.dir, 'menu.yaml');
    await writeFile(
      path,
      (await readFile(path, 'utf8')).replace(
        'label: { de: HA-Bau, en: Connection construction }',
        'label: { de: Hausanschluss-Bau, en: House connection construction }',
      ),
    );
    await expect.poll(() => haBauLabel(store), { timeout: 3_000, interval: 20 }).toBe('Hausanschluss-Bau');
    expect(store.liveVersion()).toMatchObject({ version: 2, source: 'files', author: FILES_AUTHOR, comment: 'Dateien in screens/ geändert: menu.yaml' });
    expect((await store.filesReport()).status).toBe('IN_SYNC');
  });

  it('does not import files changed after a publish in the workbench: it reports the conflict, and an export resolves it', async () => {
    const { store, logger } = await replica({ watch: true });
    const draft = await draftOf(screens.dir, 'menu.yaml', 'label: { de: Tickets, en: Tickets }', 'label: { de: Meldungen, en: Reports }');
    await store.publish({ ...draft, comment: 'Meldungen', author: AUTHOR, expectedLive: 1, source: 'workbench' });
    expect((await store.filesReport()).status).toBe('DATABASE_AHEAD');

    const path = join(screens.dir, 'menu.yaml');
    await writeFile(
      path,
      (await readFile(path, 'utf8')).replace(
        'label: { de: HA-Bau, en: Connection construction }',
        'label: { de: Hausanschluss-Bau, en: House connection construction }',
      ),
    );
    await expect.poll(async () => (await store.filesReport()).status, { timeout: 3_000, interval: 50 }).toBe('CONFLICT');
    await expect.poll(() => logger.entries.some((entry) => entry.level === 'error' && entry.msg.includes('(CONFLICT)')), { timeout: 3_000 }).toBe(true);
    expect(haBauLabel(store)).toBe('HA-Bau');
    expect(store.liveVersion()?.version).toBe(2);

    const exported = await store.exportToFiles();
    expect(exported).toMatchObject({ version: 2, removed: [] });
    expect(await readFile(path, 'utf8')).toContain('label: { de: Meldungen, en: Reports }');
    expect((await store.filesReport()).status).toBe('IN_SYNC');
  });

  it('keeps serving the database after a restart when the files were not changed, and says they are behind', async () => {
    const first = await replica();
    const draft = await draftOf(screens.dir, 'menu.yaml', 'label: { de: Tickets, en: Tickets }', 'label: { de: Meldungen, en: Reports }');
    await first.store.publish({ ...draft, comment: 'Meldungen', author: AUTHOR, expectedLive: 1, source: 'workbench' });
    await first.store.close();
    const restarted = await replica();
    expect(restarted.store.liveVersion()?.version).toBe(2);
    expect(computeNavigation(restarted.store.current(), { type: 'noc', role: 'user', accountId: 'a' }).menu.map((item) => item.label)).toContain('Meldungen');
    expect(restarted.logger.entries.find((entry) => entry.level === 'warn')?.msg).toContain('Dateien und Datenbank weichen ab (DATABASE_AHEAD)');
  });

  it('serves the files and reports it when the live version does not validate with this code', async () => {
    const { store } = await replica();
    await store.versions.locked((locked) =>
      locked.publish({ files: { 'menu.yaml': 'menu: kaputt\n' }, hash: 'x', source: 'workbench', comment: 'kaputt', author: AUTHOR, baseVersion: 1 }),
    );
    await store.close();
    const restarted = await replica();
    expect(restarted.store.liveVersion()).toBeNull();
    expect(restarted.store.rulesVersion()).toMatch(/^files-/);
    expect(haBauLabel(restarted.store)).toBe('HA-Bau');
    const report = await restarted.store.filesReport();
    expect(report.status).toBe('LIVE_INVALID');
    expect(report.message).toContain('Live-Version 2 ist mit dieser Portal-Version ungültig');
  });
}
