import type { Database } from './database';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** Any constant key: replicas starting at once take turns applying migrations. */
const MIGRATION_LOCK = 7_205_117;

/**
 * Applies the migrations not applied yet, each in its own transaction, in version order.
 * Runs at start on PGlite and PostgreSQL alike.
 */
export async function migrate(db: Database, migrations: readonly Migration[]): Promise<number[]> {
  const applied: number[] = [];
  await db.transaction(async (tx) => {
    if (db.kind === 'postgres') await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const { rows } = await tx.query<{ version: number }>('SELECT version FROM schema_migrations');
    const done = new Set(rows.map((row) => Number(row.version)));
    for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
      if (done.has(migration.version)) continue;
      for (const statement of splitStatements(migration.sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
      applied.push(migration.version);
    }
  });
  return applied;
}

/** Splits on `;` at line ends, keeping `$$ … $$` function bodies whole. */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current = '';
  let inDollar = false;
  for (const line of sql.split('\n')) {
    current += `${line}\n`;
    if ((line.match(/\$\$/g) ?? []).length % 2 === 1) inDollar = !inDollar;
    if (!inDollar && line.trimEnd().endsWith(';')) {
      statements.push(current.trim());
      current = '';
    }
  }
  if (current.trim()) statements.push(current.trim());
  return statements;
}
