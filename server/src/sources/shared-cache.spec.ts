/**
 * The shared cache on both stores: in-process always, Redis when TEST_REDIS_URL is set
 * (CI sets it), with a key prefix of its own per run.
 */
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSharedCache, memoryCacheStore, redisCacheStore } from './shared-cache';
import type { CachePolicy, CacheStore, SharedCache } from './shared-cache';

const REDIS_URL = process.env['TEST_REDIS_URL'];
const silent = { warn() {} };

let redis: Redis | null = null;
const prefix = `test:${randomUUID()}:`;

beforeAll(async () => {
  if (REDIS_URL) {
    redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
    await redis.connect();
  }
});
afterAll(async () => {
  if (redis) {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  }
});

type StoreFactory = (clock: { now: number }) => CacheStore;
const stores: Array<[string, StoreFactory | null]> = [
  ['in-process', (clock) => memoryCacheStore(100, () => clock.now)],
  [REDIS_URL ? 'Redis' : 'Redis (skipped: TEST_REDIS_URL is not set)', REDIS_URL ? () => redisCacheStore(redis!, `${prefix}${randomUUID()}:`, silent) : null],
];

const policy: CachePolicy = { ttlMs: 1_000, swrMs: 1_000, staleIfErrorMs: 10_000 };

function counter<T>(values: T[]) {
  let calls = 0;
  return {
    get calls() {
      return calls;
    },
    load: async () => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      const next = values[Math.min(calls - 1, values.length - 1)];
      if (next instanceof Error) throw next;
      return next as T;
    },
  };
}

describe.each(stores)('shared cache on the %s store', (_name, makeStore) => {
  const run = makeStore === null ? it.skip : it;
  // Redis keeps its own time for expiry; the cache's freshness runs on the injected clock.
  const setup = () => {
    const clock = { now: Date.now() };
    const cache: SharedCache = createSharedCache({ store: makeStore!(clock), now: () => clock.now, logger: silent });
    return { clock, cache };
  };

  run('loads once for 100 concurrent callers (single-flight)', async () => {
    const { cache } = setup();
    const source = counter(['v1']);
    const results = await Promise.all(Array.from({ length: 100 }, () => cache.get('k', policy, source.load)));
    expect(source.calls).toBe(1);
    expect(new Set(results.map((r) => r.value))).toEqual(new Set(['v1']));
  });

  run('serves fresh values without loading until the TTL has passed', async () => {
    const { clock, cache } = setup();
    const source = counter(['v1', 'v2']);
    await cache.get('k', policy, source.load);
    clock.now += 999;
    expect(await cache.get('k', policy, source.load)).toMatchObject({ value: 'v1', outcome: 'fresh' });
    expect(source.calls).toBe(1);
  });

  run('serves the stale value at once after the TTL and refreshes it once in the background', async () => {
    const { clock, cache } = setup();
    const source = counter(['v1', 'v2']);
    await cache.get('k', policy, source.load);
    clock.now += 1_500;
    const stale = await Promise.all(Array.from({ length: 20 }, () => cache.get('k', policy, source.load)));
    expect(stale.every((r) => r.value === 'v1' && r.outcome === 'stale')).toBe(true);
    await cache.settled();
    expect(source.calls).toBe(2);
    expect(await cache.get('k', policy, source.load)).toMatchObject({ value: 'v2', outcome: 'fresh' });
  });

  run('peeks at a value without loading or refreshing anything: fresh, stale or missing', async () => {
    const { clock, cache } = setup();
    const source = counter(['v1', 'v2']);
    expect(await cache.peek('k', policy)).toEqual({ state: 'missing' });
    await cache.get('k', policy, source.load);
    clock.now += 999;
    expect(await cache.peek('k', policy)).toEqual({ state: 'fresh', value: 'v1' });
    clock.now += 501;
    expect(await cache.peek('k', policy)).toEqual({ state: 'stale', value: 'v1' });
    clock.now += 1_000;
    expect(await cache.peek('k', policy)).toEqual({ state: 'missing' });
    await cache.settled();
    expect(source.calls).toBe(1);
  });

  run('waits for a new load once the stale-while-revalidate window has passed', async () => {
    const { clock, cache } = setup();
    const source = counter(['v1', 'v2']);
    await cache.get('k', policy, source.load);
    clock.now += 2_500;
    expect(await cache.get('k', policy, source.load)).toMatchObject({ value: 'v2', outcome: 'loaded' });
  });

  run('serves the stale value when the load fails (stale-if-error), within its window only', async () => {
    const { clock, cache } = setup();
    const source = counter<string | Error>(['v1', new Error('down')]);
    await cache.get('k', policy, source.load);
    clock.now += 5_000;
    expect(await cache.get('k', policy, source.load)).toMatchObject({ value: 'v1', outcome: 'stale-if-error' });
    clock.now += 6_001;
    await expect(cache.get('k', policy, source.load)).rejects.toThrow('down');
  });

  run('fails when there is nothing to serve', async () => {
    const { cache } = setup();
    const source = counter<Error>([new Error('down')]);
    await expect(cache.get('k', policy, source.load)).rejects.toThrow('down');
  });
});

describe('in-process store', () => {
  it('keeps at most its number of entries, dropping the least recently used first', async () => {
    const store = memoryCacheStore(2);
    await store.set('a', { value: 1, storedAt: 0 }, 60_000);
    await store.set('b', { value: 2, storedAt: 0 }, 60_000);
    await store.get('a');
    await store.set('c', { value: 3, storedAt: 0 }, 60_000);
    expect(await store.get('b')).toBeNull();
    expect(await store.get('a')).toMatchObject({ value: 1 });
    expect(await store.get('c')).toMatchObject({ value: 3 });
  });

  it('gives a load lock to one holder until it is released or its time is up', async () => {
    const clock = { now: Date.parse('2026-11-25T12:00:00Z') };
    const store = memoryCacheStore(10, () => clock.now);
    expect(await store.lock('k', 1_000)).toBe(true);
    expect(await store.lock('k', 1_000)).toBe(false);
    clock.now += 1_001;
    expect(await store.lock('k', 1_000)).toBe(true);
    await store.unlock('k');
    expect(await store.lock('k', 1_000)).toBe(true);
  });
});

describe('shared cache across replicas', () => {
  const run = REDIS_URL ? it : it.skip;
  run(`${REDIS_URL ? '' : '(skipped: TEST_REDIS_URL is not set) '}two replicas on one Redis load a cold key once`, async () => {
    const keyPrefix = `${prefix}${randomUUID()}:`;
    const replicas = [0, 1].map(() => createSharedCache({ store: redisCacheStore(redis!, keyPrefix, silent), logger: silent }));
    const source = counter(['shared']);
    const slowPolicy: CachePolicy = { ttlMs: 60_000, staleIfErrorMs: 0 };
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => replicas[i % 2]!.get('cold', slowPolicy, source.load)));
    expect(source.calls).toBe(1);
    expect(results.every((r) => r.value === 'shared')).toBe(true);
  });
});
