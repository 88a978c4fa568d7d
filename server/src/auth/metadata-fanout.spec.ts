/**
 * Cached user metadata across replicas (found by `npm run test:cluster`): a change written
 * through one replica makes every other replica forget its copy, over Redis pub/sub. Two
 * fanouts on one prefix stand for two replicas; the cache itself is the process's.
 */
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { startMetadataFanout } from './metadata-fanout';
import { metadataCache } from './user-metadata';

const REDIS_URL = process.env['TEST_REDIS_URL'];
const reason = REDIS_URL ? '' : ' (skipped: TEST_REDIS_URL is not set)';
const warnings: unknown[] = [];
const logger = { warn: (o: unknown) => warnings.push(o) } as unknown as FastifyBaseLogger;

describe.skipIf(!REDIS_URL)(`metadata fanout over Redis${reason}`, () => {
  const redis = REDIS_URL ? new Redis(REDIS_URL, { maxRetriesPerRequest: 2 }) : null;
  afterAll(() => redis?.disconnect());

  it('a change announced by one replica makes the other forget its copy at once', async () => {
    const prefix = `test:${randomUUID()}:`;
    const other = await startMetadataFanout(redis!, prefix, logger);
    const listener = redis!.duplicate();
    const heard: string[] = [];
    listener.on('message', (_channel: string, message: string) => heard.push(message));
    await listener.subscribe(`${prefix}user-metadata`);
    try {
      const userId = `user-${randomUUID()}`;
      metadataCache.configure(60_000);
      metadataCache.set(userId, { role: 'user', status: null }, metadataCache.generation(userId));
      expect(metadataCache.get(userId)).toEqual({ role: 'user', status: null });

      // What the replica that wrote does: forget here, tell the others, then answer.
      await metadataCache.forgetEverywhere(userId);
      await vi.waitFor(() => expect(heard).toContain(userId), { timeout: 2_000, interval: 10 });

      // The other replica had read the old value again in between: the message drops it.
      metadataCache.set(userId, { role: 'user', status: null }, metadataCache.generation(userId));
      await redis!.publish(`${prefix}user-metadata`, userId);
      await vi.waitFor(() => expect(metadataCache.get(userId)).toBeUndefined(), { timeout: 2_000, interval: 10 });
    } finally {
      await other.close();
      await listener.quit();
    }
  });

  it('after close, nothing is announced any more', async () => {
    const prefix = `test:${randomUUID()}:`;
    const fanout = await startMetadataFanout(redis!, prefix, logger);
    await fanout.close();
    const listener = redis!.duplicate();
    const heard: string[] = [];
    listener.on('message', (_channel: string, message: string) => heard.push(message));
    await listener.subscribe(`${prefix}user-metadata`);
    await metadataCache.forgetEverywhere('someone');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heard).toEqual([]);
    await listener.quit();
    expect(warnings).toEqual([]);
  });
});
