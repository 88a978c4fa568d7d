/**
 * The shared cache for data that is the same for every user (reference lists, the
 * outage feed): in-process by default, in Redis when REDIS_URL is set so that every
 * replica shares it (DESIGN.md §3).
 *
 * Per key, an entry is fresh for `ttlMs`; after that it is served stale for up to
 * `swrMs` more while one refresh runs in the background (stale-while-revalidate). Past
 * that window a caller waits for a new load, and if the load fails, an entry up to
 * `staleIfErrorMs` old is served instead (stale-if-error): reference data stays
 * available during an upstream outage. Loads are single-flight: concurrent callers of a
 * key share one load in this process, and with Redis a short lock keeps other replicas
 * from loading the same key at the same time.
 */
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { portalMetrics } from '../lib/metrics';

export interface CacheEntry<T = unknown> {
  value: T;
  storedAt: number;
}

/** Where entries live. Failures of the store never fail a request: they count as misses. */
export interface CacheStore {
  readonly kind: 'memory' | 'redis';
  get(key: string): Promise<CacheEntry | null>;
  set(key: string, entry: CacheEntry, keepMs: number): Promise<void>;
  /** Takes a lock for loading `key`; false when another holder has it. */
  lock(key: string, holdMs: number): Promise<boolean>;
  unlock(key: string): Promise<void>;
  delete(key: string): Promise<void>;
}

/**
 * A bounded in-process store: least recently used entries go first (lru-cache). Entry lifetimes
 * and load locks use the same clock (epoch milliseconds; lru-cache reads a start time of 0 as
 * "no lifetime"), so tests can move time without waiting.
 */
export function memoryCacheStore(maxEntries = 1_000, now: () => number = Date.now): CacheStore {
  // ttlResolution 0: an entry past its lifetime is gone on the very next read, as in Redis.
  const perf = { now };
  const entries = new LRUCache<string, CacheEntry>({ max: maxEntries, perf, ttlResolution: 0 });
  const locks = new LRUCache<string, true>({ max: maxEntries, perf, ttlResolution: 0 });
  return {
    kind: 'memory',
    async get(key) {
      return entries.get(key) ?? null;
    },
    async set(key, entry, keepMs) {
      entries.set(key, entry, { ttl: keepMs });
    },
    async lock(key, holdMs) {
      if (locks.has(key)) return false;
      locks.set(key, true, { ttl: holdMs });
      return true;
    },
    async unlock(key) {
      locks.delete(key);
    },
    async delete(key) {
      entries.delete(key);
    },
  };
}

export interface StoreLogger {
  warn(obj: object, msg: string): void;
}

/** Entries as JSON under `prefix`, expiring with Redis' own TTL. */
export function redisCacheStore(redis: Redis, prefix: string, logger: StoreLogger): CacheStore {
  const guard = async <T>(what: string, key: string, fallback: T, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      logger.warn({ err: error, key, what }, 'shared cache: Redis unavailable, continuing without it');
      return fallback;
    }
  };
  return {
    kind: 'redis',
    get: (key) =>
      guard('get', key, null, async () => {
        const raw = await redis.get(prefix + key);
        return raw === null ? null : (JSON.parse(raw) as CacheEntry);
      }),
    set: (key, entry, keepMs) =>
      guard('set', key, undefined, async () => {
        await redis.set(prefix + key, JSON.stringify(entry), 'PX', Math.max(1, Math.round(keepMs)));
      }),
    lock: (key, holdMs) =>
      // Without Redis there is no cross-replica lock; loading anyway is the safe side.
      guard('lock', key, true, async () => (await redis.set(`${prefix}lock:${key}`, '1', 'PX', Math.max(1, Math.round(holdMs)), 'NX')) === 'OK'),
    unlock: (key) =>
      guard('unlock', key, undefined, async () => {
        await redis.del(`${prefix}lock:${key}`);
      }),
    delete: (key) =>
      guard('delete', key, undefined, async () => {
        await redis.del(prefix + key);
      }),
  };
}

export interface CachePolicy {
  /** Fresh for this long. */
  ttlMs: number;
  /** Then served stale while one background refresh runs, for this long. Default: ttlMs. */
  swrMs?: number;
  /** Served when a load fails, up to this age. 0 = never. */
  staleIfErrorMs: number;
}

/** How a value was obtained, for tests and the log. */
export type CacheOutcome = 'fresh' | 'stale' | 'loaded' | 'stale-if-error';

export interface CacheResult<T> {
  value: T;
  outcome: CacheOutcome;
  storedAt: number;
}

/** What `peek` saw: a fresh value, a value `get` would serve stale, or none it would serve without a load. */
export type Peeked<T> = { state: 'fresh' | 'stale'; value: T } | { state: 'missing' };

export interface SharedCacheOptions {
  store: CacheStore;
  now?: () => number;
  logger: StoreLogger;
  /** How long another replica's load lock is waited for before loading anyway. */
  lockWaitMs?: number;
}

export interface SharedCache {
  readonly kind: CacheStore['kind'];
  /**
   * The value of `key`, loaded with `load` when missing or too old. `load` must not depend
   * on one request (no abort signal of a browser): many callers share its result.
   */
  get<T>(key: string, policy: CachePolicy, load: () => Promise<T>): Promise<CacheResult<T>>;
  /**
   * The value `get` would answer now without waiting for a load: fresh, or stale (`get` would
   * serve it and refresh it); else missing (`get` would have to load). Loads, refreshes and
   * counts nothing: the boot cache compares the value (graphql/boot-cache.ts) without causing
   * an upstream call of its own.
   */
  peek<T>(key: string, policy: CachePolicy): Promise<Peeked<T>>;
  /** Background refreshes in flight; tests and shutdown wait for them. */
  settled(): Promise<void>;
  delete(key: string): Promise<void>;
}

const LOCK_HOLD_MS = 10_000;
const LOCK_POLL_MS = 25;

export function createSharedCache(options: SharedCacheOptions): SharedCache {
  const { store, logger } = options;
  const now = options.now ?? Date.now;
  const lockWaitMs = options.lockWaitMs ?? 2_000;
  /** Loads in flight in this process, per key: the single-flight table. */
  const inflight = new Map<string, Promise<CacheEntry>>();
  const background = new Set<Promise<unknown>>();

  const keepMs = (policy: CachePolicy) => policy.ttlMs + Math.max(policy.swrMs ?? policy.ttlMs, policy.staleIfErrorMs);

  async function loadAndStore<T>(key: string, policy: CachePolicy, load: () => Promise<T>): Promise<CacheEntry> {
    const value = await load();
    const entry: CacheEntry = { value, storedAt: now() };
    await store.set(key, entry, keepMs(policy));
    return entry;
  }

  /** One load per key in this process; with Redis, one per key across replicas when possible. */
  function singleFlight<T>(key: string, policy: CachePolicy, load: () => Promise<T>, waitForOthers: boolean): Promise<CacheEntry> {
    const running = inflight.get(key);
    if (running) return running;
    const task = (async () => {
      const locked = store.kind === 'redis' ? await store.lock(key, LOCK_HOLD_MS) : false;
      if (store.kind === 'redis' && !locked) {
        // Another replica is loading: use its result when it arrives in time.
        if (waitForOthers) {
          const deadline = now() + lockWaitMs;
          while (now() < deadline) {
            await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
            const entry = await store.get(key);
            if (entry && now() - entry.storedAt < policy.ttlMs) return entry;
          }
        } else {
          const entry = await store.get(key);
          if (entry) return entry;
        }
      }
      try {
        return await loadAndStore(key, policy, load);
      } finally {
        if (locked) await store.unlock(key);
      }
    })();
    inflight.set(key, task);
    const cleanup = () => {
      if (inflight.get(key) === task) inflight.delete(key);
    };
    task.then(cleanup, cleanup);
    return task;
  }

  async function get<T>(key: string, policy: CachePolicy, load: () => Promise<T>): Promise<CacheResult<T>> {
    const result = await lookup(key, policy, load);
    portalMetrics.cacheLookup(result.outcome);
    return result;
  }

  async function lookup<T>(key: string, policy: CachePolicy, load: () => Promise<T>): Promise<CacheResult<T>> {
    const entry = await store.get(key);
    const age = entry ? now() - entry.storedAt : Infinity;
    if (entry && age < policy.ttlMs) return { value: entry.value as T, outcome: 'fresh', storedAt: entry.storedAt };
    if (entry && age < policy.ttlMs + (policy.swrMs ?? policy.ttlMs)) {
      if (!inflight.has(key)) {
        const refresh = singleFlight(key, policy, load, false).catch((error: unknown) => {
          logger.warn({ err: error, key }, 'shared cache: background refresh failed, the stale value stays');
        });
        background.add(refresh);
        void refresh.finally(() => background.delete(refresh));
      }
      return { value: entry.value as T, outcome: 'stale', storedAt: entry.storedAt };
    }
    try {
      const loaded = await singleFlight(key, policy, load, true);
      return { value: loaded.value as T, outcome: 'loaded', storedAt: loaded.storedAt };
    } catch (error) {
      if (entry && age < policy.ttlMs + policy.staleIfErrorMs) {
        logger.warn({ err: error, key, ageMs: age }, 'shared cache: load failed, serving the stale value');
        return { value: entry.value as T, outcome: 'stale-if-error', storedAt: entry.storedAt };
      }
      throw error;
    }
  }

  return {
    kind: store.kind,
    get,
    async peek<T>(key: string, policy: CachePolicy): Promise<Peeked<T>> {
      const entry = await store.get(key);
      const age = entry ? now() - entry.storedAt : Infinity;
      if (entry && age < policy.ttlMs) return { state: 'fresh', value: entry.value as T };
      if (entry && age < policy.ttlMs + (policy.swrMs ?? policy.ttlMs)) return { state: 'stale', value: entry.value as T };
      return { state: 'missing' };
    },
    async settled() {
      while (background.size > 0) await Promise.allSettled([...background]);
    },
    delete: (key) => store.delete(key),
  };
}
