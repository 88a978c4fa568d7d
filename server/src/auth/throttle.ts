import type { Redis } from 'ioredis';

/**
 * Counters in fixed time windows, shared across replicas through Redis when configured.
 * Used to slow down password guessing and mail bombing (sign-in and reset requests).
 */
export interface CounterStore {
  /** Adds one to `key` and returns the count within the current window. */
  increment(key: string, windowMs: number): Promise<number>;
  get(key: string): Promise<number>;
  reset(key: string): Promise<void>;
}

export function memoryCounterStore(now: () => number = Date.now): CounterStore {
  const counters = new Map<string, { count: number; expiresAt: number }>();
  const live = (key: string) => {
    const entry = counters.get(key);
    if (entry && entry.expiresAt <= now()) {
      counters.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    async increment(key, windowMs) {
      const entry = live(key) ?? { count: 0, expiresAt: now() + windowMs };
      entry.count += 1;
      counters.set(key, entry);
      if (counters.size > 100_000) {
        for (const [k] of counters) if (!live(k)) counters.delete(k);
      }
      return entry.count;
    },
    async get(key) {
      return live(key)?.count ?? 0;
    },
    async reset(key) {
      counters.delete(key);
    },
  };
}

export function redisCounterStore(redis: Redis, prefix: string): CounterStore {
  return {
    async increment(key, windowMs) {
      const full = `${prefix}${key}`;
      const [[, count]] = (await redis.multi().incr(full).pexpire(full, windowMs, 'NX').exec()) as [[null, number], unknown];
      return count;
    },
    async get(key) {
      return Number((await redis.get(`${prefix}${key}`)) ?? 0);
    },
    async reset(key) {
      await redis.del(`${prefix}${key}`);
    },
  };
}

export interface LoginLimits {
  failuresPerAccount: number;
  failureWindowMs: number;
  attemptsPerIp: number;
  ipWindowMs: number;
  resetsPerAccount: number;
  resetsPerIp: number;
  resetWindowMs: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  failuresPerAccount: 5,
  failureWindowMs: 15 * 60_000,
  attemptsPerIp: 100,
  ipWindowMs: 60 * 60_000,
  resetsPerAccount: 5,
  resetsPerIp: 30,
  resetWindowMs: 60 * 60_000,
};

export const THROTTLE_MESSAGES = {
  signIn: 'Zu viele Anmeldeversuche. Bitte warten Sie 15 Minuten oder setzen Sie Ihr Passwort zurück.',
  reset: 'Zu viele Anfragen zum Zurücksetzen des Passworts. Bitte versuchen Sie es in einer Stunde erneut.',
} as const;

/** Sign-in and reset limits per e-mail address and per client IP. */
export function createLoginThrottle(store: CounterStore, limits: LoginLimits = DEFAULT_LOGIN_LIMITS) {
  const accountKey = (email: string) => `signin:fail:${email.trim().toLowerCase()}`;
  const ipKey = (ip: string) => `signin:ip:${ip}`;
  return {
    /** Counts the attempt; false when the account or the address is over its limit. */
    async allowSignIn(email: string, ip: string): Promise<boolean> {
      const [failures, attempts] = await Promise.all([store.get(accountKey(email)), store.increment(ipKey(ip), limits.ipWindowMs)]);
      return failures < limits.failuresPerAccount && attempts <= limits.attemptsPerIp;
    },
    async recordFailure(email: string): Promise<void> {
      await store.increment(accountKey(email), limits.failureWindowMs);
    },
    async recordSuccess(email: string): Promise<void> {
      await store.reset(accountKey(email));
    },
    async allowReset(email: string, ip: string): Promise<boolean> {
      const [perAccount, perIp] = await Promise.all([
        store.increment(`reset:${email.trim().toLowerCase()}`, limits.resetWindowMs),
        store.increment(`reset:ip:${ip}`, limits.resetWindowMs),
      ]);
      return perAccount <= limits.resetsPerAccount && perIp <= limits.resetsPerIp;
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
