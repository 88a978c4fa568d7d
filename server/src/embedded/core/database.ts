import { mkdir, open, readFile, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { openPgliteDir } from '../../lib/pglite-cluster';

/**
 * The core's storage. Every table carries `app_id` so that a connection URI with an
 * `/appid-<x>` path gets its own user pool, sessions and signing keys, as with the real core.
 */
export type CoreDatabase = PGlite;

/** A query runner: the database itself or an open transaction. */
export interface Queryable {
  query<T>(query: string, params?: unknown[]): Promise<{ rows: T[]; affectedRows?: number }>;
}

// Append-only: a released step is never edited, a change is a new step.
const MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE users (
    app_id        text   NOT NULL,
    user_id       text   NOT NULL,
    tenant_id     text   NOT NULL,
    email         text   NOT NULL,
    password_hash text   NOT NULL,
    time_joined   bigint NOT NULL,
    PRIMARY KEY (app_id, user_id)
  );
  CREATE UNIQUE INDEX users_email_per_tenant ON users (app_id, tenant_id, email);
  CREATE INDEX users_by_time_joined ON users (app_id, tenant_id, time_joined, user_id);

  CREATE TABLE password_reset_tokens (
    app_id     text   NOT NULL,
    token_hash text   NOT NULL,
    user_id    text   NOT NULL,
    email      text   NOT NULL,
    expires_at bigint NOT NULL,
    PRIMARY KEY (app_id, token_hash),
    FOREIGN KEY (app_id, user_id) REFERENCES users (app_id, user_id) ON DELETE CASCADE
  );
  CREATE INDEX password_reset_tokens_by_user ON password_reset_tokens (app_id, user_id);

  CREATE TABLE sessions (
    app_id                text    NOT NULL,
    session_handle        text    NOT NULL,
    tenant_id             text    NOT NULL,
    user_id               text    NOT NULL,
    recipe_user_id        text    NOT NULL,
    user_data_in_jwt      jsonb   NOT NULL,
    user_data_in_database jsonb   NOT NULL,
    time_created          bigint  NOT NULL,
    expires_at            bigint  NOT NULL,
    use_static_key        boolean NOT NULL,
    anti_csrf_token       text,
    PRIMARY KEY (app_id, session_handle)
  );
  CREATE INDEX sessions_by_user ON sessions (app_id, user_id);
  CREATE INDEX sessions_by_expiry ON sessions (expires_at);

  -- One row per refresh token ever issued for a live session (its "family"), so that a
  -- rotated token presented again is recognised as theft rather than as an unknown token.
  CREATE TABLE refresh_tokens (
    app_id           text   NOT NULL,
    token_hash2      text   NOT NULL,
    session_handle   text   NOT NULL,
    created_at       bigint NOT NULL,
    rotated_at       bigint,
    successor_hash2  text,
    successor_sealed text,
    PRIMARY KEY (app_id, token_hash2),
    FOREIGN KEY (app_id, session_handle) REFERENCES sessions (app_id, session_handle) ON DELETE CASCADE
  );
  CREATE INDEX refresh_tokens_by_session ON refresh_tokens (app_id, session_handle);

  CREATE TABLE user_metadata (
    app_id   text  NOT NULL,
    user_id  text  NOT NULL,
    metadata jsonb NOT NULL,
    PRIMARY KEY (app_id, user_id)
  );

  CREATE TABLE signing_keys (
    app_id          text   NOT NULL,
    kid             text   NOT NULL,
    kind            text   NOT NULL CHECK (kind IN ('dynamic', 'static')),
    created_at      bigint NOT NULL,
    private_key_pem text   NOT NULL,
    public_jwk      jsonb  NOT NULL,
    PRIMARY KEY (app_id, kid)
  );
  CREATE INDEX signing_keys_by_age ON signing_keys (app_id, kind, created_at);
  `,
  `
  -- Rotation as the official core does it: a refresh makes a child token that waits for
  -- promotion (parent_hash2 set); its parent stays the session's token until then.
  ALTER TABLE refresh_tokens ADD COLUMN parent_hash2 text;
  `,
];

/** Opens (creating if needed) the PGlite database in `directory` and brings its schema up to date. */
export async function openCoreDatabase(directory: string): Promise<CoreDatabase> {
  const db = await openPgliteDir(directory);
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite does not stop a second process from opening the same directory, and two writers
 * corrupt it. A lock file beside the database (`<directory>.lock`, holding the owner's pid)
 * makes the second start fail with a clear message instead. A lock left by a dead process
 * is taken over. Returns the release function.
 */
export async function lockDataDirectory(directory: string): Promise<() => Promise<void>> {
  await mkdir(dirname(directory), { recursive: true });
  const lockPath = join(dirname(directory), `${basename(directory)}.lock`);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(lockPath, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      return () => unlink(lockPath).catch(() => undefined);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number((await readFile(lockPath, 'utf8').catch(() => '')).trim());
      if (Number.isInteger(owner) && owner > 0 && isAlive(owner)) {
        throw new Error(
          `Embedded core: ${directory} is in use by process ${owner}` +
            `${owner === process.pid ? ' (this process)' : ''}; two cores on one data directory would corrupt it`,
          { cause: error },
        );
      }
      await unlink(lockPath).catch(() => undefined);
    }
  }
  throw new Error(`Embedded core: could not lock ${directory}`);
}

async function migrate(db: CoreDatabase): Promise<void> {
  await db.exec('CREATE TABLE IF NOT EXISTS core_schema_version (version integer NOT NULL)');
  await db.transaction(async (tx) => {
    const current = await tx.query<{ version: number }>('SELECT version FROM core_schema_version');
    const applied = current.rows[0]?.version ?? 0;
    if (applied > MIGRATIONS.length) {
      throw new Error(`Embedded core database has schema version ${applied}, newer than this code knows (${MIGRATIONS.length})`);
    }
    for (let step = applied; step < MIGRATIONS.length; step++) {
      await tx.exec(MIGRATIONS[step]!);
    }
    if (current.rows.length === 0) {
      await tx.query('INSERT INTO core_schema_version (version) VALUES ($1)', [MIGRATIONS.length]);
    } else if (applied !== MIGRATIONS.length) {
      await tx.query('UPDATE core_schema_version SET version = $1', [MIGRATIONS.length]);
    }
  });
}
