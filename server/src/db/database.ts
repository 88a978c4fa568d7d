import { join } from 'node:path';
import pg from 'pg';
import { openPgliteDir } from '../lib/pglite-cluster';

/**
 * The portal's own database (rule versions, audit log, settings): PGlite under the data
 * folder by default, PostgreSQL when `DATABASE_URL` is set. Both speak the same SQL, so the
 * code above this interface and the migrations are the same for both.
 */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** LISTEN on a channel; returns a function that stops listening. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
}

export interface OpenOptions {
  databaseUrl?: string;
  /** PGlite lives in `${dataDir}/portal` when no URL is given. */
  dataDir: string;
  /**
   * Called when PostgreSQL drops a connection the pool is not using (restart, failover,
   * `pg_terminate_backend`): the pool replaces it on the next query; without a handler
   * node-postgres would throw the error and end the process.
   */
  onConnectionError?: (error: Error) => void;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.onConnectionError ?? (() => undefined)) : openPglite(join(options.dataDir, 'portal'));
}

async function openPglite(dir: string): Promise<Database> {
  const db = await openPgliteDir(dir);
  return {
    kind: 'pglite',
    query: async <T>(sql: string, params?: unknown[]) => ({ rows: (await db.query<T>(sql, params)).rows }),
    transaction: (fn) => db.transaction((tx) => fn({ query: async <T>(sql: string, params?: unknown[]) => ({ rows: (await tx.query<T>(sql, params)).rows }) })),
    listen: async (channel, onPayload) => {
      const stop = await db.listen(channel, onPayload);
      return async () => stop();
    },
    notify: async (channel, payload) => {
      await db.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    close: () => db.close(),
  };
}

async function openPostgres(url: string, onConnectionError: (error: Error) => void): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10, idleTimeoutMillis: 30_000 });
  pool.on('error', onConnectionError);
  // Fail at start with the connection error, not at the first request.
  await pool.query('SELECT 1');
  const listeners: pg.PoolClient[] = [];
  return {
    kind: 'postgres',
    query: async <T>(sql: string, params?: unknown[]) => ({ rows: (await pool.query(sql, params)).rows as T[] }),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({ query: async <T>(sql: string, params?: unknown[]) => ({ rows: (await client.query(sql, params)).rows as T[] }) });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async listen(channel, onPayload) {
      // LISTEN needs a connection of its own for as long as it listens.
      const client = await pool.connect();
      listeners.push(client);
      // A listening connection that drops only loses announcements; the rule store's poll
      // catches up. The broken client is discarded when it is released.
      let broken: Error | undefined;
      client.on('error', (error) => {
        broken = error;
        onConnectionError(error);
      });
      client.on('notification', (message) => {
        if (message.channel === channel) onPayload(message.payload ?? '');
      });
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      return async () => {
        await client.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
        const index = listeners.indexOf(client);
        if (index === -1) return;
        listeners.splice(index, 1);
        client.release(broken ?? true);
      };
    },
    async notify(channel, payload) {
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    async close() {
      // Listening connections are closed, not returned: they carry LISTEN state.
      for (const client of listeners.splice(0)) client.release(true);
      await pool.end();
    },
  };
}
