/**
 * Tells every replica to forget a user's cached metadata when it changes (deactivation,
 * role, a superadmin's account switch), over Redis pub/sub on `${prefix}user-metadata`.
 * Without it, a replica that read the metadata a moment before would serve the old role,
 * account or status to reads for up to USER_METADATA_CACHE_MS (found by the cluster test:
 * a deactivated user kept reading on the other replicas, a superadmin who switched
 * accounts saw the old account there). Only with Redis: without it there is one replica.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { metadataCache } from './user-metadata';

/** A write waits at most this long for the message; a slow Redis must not hold it up longer. */
const PUBLISH_WAIT_MS = 500;

export async function startMetadataFanout(redis: Redis, prefix: string, logger: FastifyBaseLogger): Promise<{ close(): Promise<void> }> {
  const channel = `${prefix}user-metadata`;
  // A connection in subscriber mode can do nothing else, so it gets its own.
  const subscriber = redis.duplicate();
  subscriber.on('error', (error: unknown) => logger.warn({ err: error }, 'Redis-Kanal für Benutzer-Metadaten gestört'));
  subscriber.on('message', (received: string, userId: string) => {
    if (received === channel) metadataCache.forget(userId);
  });
  if (subscriber.status === 'wait') await subscriber.connect();
  await subscriber.subscribe(channel);
  const stop = metadataCache.announceWith(async (userId) => {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([redis.publish(channel, userId), new Promise((resolve) => (timer = setTimeout(resolve, PUBLISH_WAIT_MS)))]);
    } catch (error) {
      logger.warn({ err: error, userId }, 'Änderung der Benutzer-Metadaten nicht an die anderen Instanzen verteilt; sie sehen sie nach USER_METADATA_CACHE_MS');
    } finally {
      clearTimeout(timer);
    }
  });
  return {
    async close() {
      stop();
      await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}
