/**
 * How a publish on one replica reaches the others (DESIGN.md §3, "change fan-out"):
 * Redis pub/sub when REDIS_URL is set, PostgreSQL LISTEN/NOTIFY when only DATABASE_URL
 * is, and nothing in the embedded default, where there is one process and the publish
 * is applied where it happened.
 *
 * The message only says "the live version is now N"; every replica reads the version
 * itself from the shared database. A lost or foreign message therefore costs one read
 * and can never make a replica serve rules the database does not hold as live.
 */
import type { Redis } from 'ioredis';
import type { Database } from '../../db/database';
import type { NavigationLogger } from '../navigation';

export type FanoutKind = 'redis' | 'postgres' | 'in-process';

export interface RulesFanout {
  readonly kind: FanoutKind;
  /** Tells the other replicas that the live version changed. */
  announce(version: number): Promise<void>;
  close(): Promise<void>;
}

export interface FanoutOptions {
  redis: Redis | null;
  /** Key prefix of this portal in Redis (`portal:` by default). */
  redisPrefix: string;
  db: Database;
  logger: NavigationLogger;
  /** Called with the announced version number (or NaN for an unreadable message). */
  onAnnounce(version: number): void;
  /** Called when the channel (re)connects: announcements may have been missed. */
  onReconnect(): void;
}

/** The PostgreSQL channel; LISTEN/NOTIFY is per database, so no prefix is needed. */
export const POSTGRES_CHANNEL = 'portal_rules';

export async function startRulesFanout(options: FanoutOptions): Promise<RulesFanout> {
  const { redis, db, logger, onAnnounce, onReconnect } = options;
  if (redis !== null) {
    const channel = `${options.redisPrefix}rules`;
    // A connection in subscriber mode can do nothing else, so it gets its own.
    const subscriber = redis.duplicate();
    let ready = false;
    subscriber.on('ready', () => {
      if (ready) onReconnect();
      ready = true;
    });
    subscriber.on('error', (error: unknown) => logger.warn({ err: error }, 'Redis-Kanal für Regeländerungen gestört'));
    subscriber.on('message', (received: string, message: string) => {
      if (received === channel) onAnnounce(Number(message));
    });
    if (subscriber.status === 'wait') await subscriber.connect();
    await subscriber.subscribe(channel);
    return {
      kind: 'redis',
      announce: async (version) => void (await redis.publish(channel, String(version))),
      close: async () => void (await subscriber.quit().catch(() => subscriber.disconnect())),
    };
  }
  if (db.kind === 'postgres') {
    const stop = await db.listen(POSTGRES_CHANNEL, (payload) => onAnnounce(Number(payload)));
    return {
      kind: 'postgres',
      announce: (version) => db.notify(POSTGRES_CHANNEL, String(version)),
      close: stop,
    };
  }
  return { kind: 'in-process', announce: async () => undefined, close: async () => undefined };
}
