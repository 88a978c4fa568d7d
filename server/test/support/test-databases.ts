import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/db/database';

export interface TestDatabase {
  db: Database;
  url?: string;
  drop(): Promise<void>;
}

/**
 * The backends every database test runs on: PGlite always, PostgreSQL when
 * `TEST_DATABASE_URL` is set (CI sets it). Each PostgreSQL run gets its own database.
 */
export const BACKENDS: Array<'pglite' | 'postgres'> = process.env['TEST_DATABASE_URL'] ? ['pglite', 'postgres'] : ['pglite'];

/**
 * The backend of the specs that go through the whole stack (GraphQL, sign-in, embedded core):
 * PGlite only. The two backends differ below the repositories, and those specs run on both
 * (database.spec.ts, audit.service.spec.ts, settings.store.spec.ts, versioned-rule-store.{pglite,postgres}.spec.ts);
 * workbench.replicas.spec.ts runs two apps on PostgreSQL and Redis. Running the GraphQL suites
 * a second time on PostgreSQL cost a portal and a few minutes per file without testing more.
 */
export const STACK_BACKENDS = ['pglite'] as const;

export async function createTestDatabase(kind: 'pglite' | 'postgres'): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'portal-db-'));
    const db = await openDatabase({ dataDir: dir });
    return {
      db,
      drop: async () => {
        await db.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const admin = new URL(process.env['TEST_DATABASE_URL']!);
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(admin.toString());
  url.pathname = `/${name}`;
  const db = await openDatabase({ dataDir: '', databaseUrl: url.toString() });
  return {
    db,
    url: url.toString(),
    async drop() {
      await db.close();
      const c = new pg.Client({ connectionString: admin.toString() });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * Empties a test database to the state of a new one, for specs that run many tests on one
 * database instead of opening one per test (a new PGlite costs seconds: a cluster copy and the
 * WebAssembly start). Everything the portal creates lives in schema `public` (migrations.ts,
 * schema_migrations), so dropping and recreating it leaves no table, function or trigger behind;
 * that is checked, not assumed.
 */
export async function emptyDatabase(db: Database): Promise<void> {
  await db.query('DROP SCHEMA public CASCADE');
  await db.query('CREATE SCHEMA public');
  const { rows } = await db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast')",
  );
  if (rows[0]?.n !== 0) throw new Error(`the test database is not empty after the reset: ${rows[0]?.n} relations left`);
}
