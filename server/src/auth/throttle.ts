import type { Redis } from 'ioredis';

/**
 * Counters in fixed time windows and a few timestamps, shared across replicas through Redis
 * when configured. Used to slow down password guessing and mail bombing (sign-in and reset
 * requests) and by the open signing routes of orders.
 */
export interface CounterStore {
  /** Adds one to `key` and returns the count within the current window. */
  increment(key: string, windowMs: number): Promise<number>;
  /** Takes one back (an attempt counted at admission that was then refused). */
  decrement(key: string): Promise<void>;
  get(key: string): Promise<number>;
  reset(key: string): Promise<void>;
  /** Stores a number under `key` for `ttlMs`, replacing what was there. */
  set(key: string, value: number, ttlMs: number): Promise<void>;
  /**
   * Atomically: when the number under `key` is at most `now` (or absent), stores `until`
   * for `ttlMs` and answers true; otherwise leaves it and answers false. Two replicas
   * racing for the same slot cannot both get it.
   */
  claim(key: string, now: number, until: number, ttlMs: number): Promise<boolean>;
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
  const prune = () => {
    if (counters.size > 100_000) {
      for (const [k] of counters) if (!live(k)) counters.delete(k);
    }
  };
  return {
    async increment(key, windowMs) {
      const entry = live(key) ?? { count: 0, expiresAt: now() + windowMs };
      entry.count += 1;
      counters.set(key, entry);
      prune();
      return entry.count;
    },
    async decrement(key) {
      const entry = live(key);
      if (entry) entry.count -= 1;
    },
    async get(key) {
      return live(key)?.count ?? 0;
    },
    async reset(key) {
      counters.delete(key);
    },
    async set(key, value, ttlMs) {
      counters.set(key, { count: value, expiresAt: now() + ttlMs });
      prune();
    },
    async claim(key, at, until, ttlMs) {
      if ((live(key)?.count ?? 0) > at) return false;
      counters.set(key, { count: until, expiresAt: now() + ttlMs });
      return true;
    },
  };
}

// GET, compare and SET in one step on the Redis server.
const CLAIM_SCRIPT = `
local current = tonumber(redis.call('GET', KEYS[1]) or '0')
if current > tonumber(ARGV[1]) then return 0 end
redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3])
return 1`;

export function redisCounterStore(redis: Redis, prefix: string): CounterStore {
  return {
    async increment(key, windowMs) {
      const full = `${prefix}${key}`;
      const [[, count]] = (await redis.multi().incr(full).pexpire(full, windowMs, 'NX').exec()) as [[null, number], unknown];
      return count;
    },
    async decrement(key) {
      // Only when the key still exists: a DECR on an expired key would leave -1 without a TTL.
      await redis.eval(`if redis.call('EXISTS', KEYS[1]) == 1 then return redis.call('DECR', KEYS[1]) end return 0`, 1, `${prefix}${key}`);
    },
    async get(key) {
      return Number((await redis.get(`${prefix}${key}`)) ?? 0);
    },
    async reset(key) {
      await redis.del(`${prefix}${key}`);
    },
    async set(key, value, ttlMs) {
      await redis.set(`${prefix}${key}`, String(value), 'PX', Math.max(1, Math.ceil(ttlMs)));
    },
    async claim(key, now, until, ttlMs) {
      return (await redis.eval(CLAIM_SCRIPT, 1, `${prefix}${key}`, String(now), String(until), String(Math.max(1, Math.ceil(ttlMs))))) === 1;
    },
  };
}

export interface LoginLimits {
  /** Failed sign-ins per account and address in `failureWindowMs` before delays start. */
  failuresPerAccountAndIp: number;
  failureWindowMs: number;
  /** The first delay; it doubles with every further failure, up to `delayMaxMs`. */
  delayBaseMs: number;
  delayMaxMs: number;
  /** Consecutive failed sign-ins of an account (from any address) that stop password checks until a reset. */
  consecutiveFailuresPerAccount: number;
  /** How long the consecutive count and the stop are kept without a new attempt (housekeeping; a reset clears them at once). */
  accountMemoryMs: number;
  /** How long an address stays known for an account after a successful sign-in from it. */
  knownAddressMs: number;
  /** Sign-in attempts per address in `ipWindowMs`, whatever their outcome. */
  attemptsPerIp: number;
  ipWindowMs: number;
  resetsPerAccount: number;
  resetsPerIp: number;
  resetWindowMs: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  failuresPerAccountAndIp: 5,
  failureWindowMs: 15 * 60_000,
  delayBaseMs: 30_000,
  delayMaxMs: 15 * 60_000,
  consecutiveFailuresPerAccount: 50,
  accountMemoryMs: 30 * 86_400_000,
  knownAddressMs: 90 * 86_400_000,
  attemptsPerIp: 100,
  ipWindowMs: 60 * 60_000,
  resetsPerAccount: 5,
  resetsPerIp: 30,
  resetWindowMs: 60 * 60_000,
};

/** German texts of the refusals (the client shows a SIGN_IN_NOT_ALLOWED reason as it is). */
export const THROTTLE_MESSAGES = {
  /** After 5 failures from one address: the wait grows with every further failure. */
  wait: (ms: number) => `Zu viele fehlgeschlagene Anmeldeversuche. Bitte warten Sie ${waitInWords(ms)} und versuchen Sie es dann erneut.`,
  /** After 50 consecutive failures of the account, from an address it has not signed in from before. */
  accountStopped:
    'Ihr Zugang wurde nach zu vielen fehlgeschlagenen Anmeldeversuchen zu Ihrem Schutz gesperrt. Bitte setzen Sie Ihr Passwort über „Passwort vergessen?“ zurück; danach können Sie sich wieder anmelden.',
  ip: 'Zu viele Anmeldeversuche von Ihrer Adresse. Bitte versuchen Sie es in einer Stunde erneut.',
  busy: 'Gerade werden sehr viele Anmeldeversuche für diesen Zugang geprüft. Bitte versuchen Sie es in einer Minute erneut.',
  reset: 'Zu viele Anfragen zum Zurücksetzen des Passworts. Bitte versuchen Sie es in einer Stunde erneut.',
} as const;

function waitInWords(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return seconds === 1 ? '1 Sekunde' : `${seconds} Sekunden`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 Minute' : `${minutes} Minuten`;
}

/**
 * The address a limit counts: IPv4 as it is, IPv6 by its /64 prefix (one subscriber line
 * gets a whole /64, so counting single IPv6 addresses would let one attacker rotate freely).
 */
export function addressKey(ip: string): string {
  const address = ip.trim().toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped) return mapped[1]!;
  if (!address.includes(':')) return address;
  const [head = '', tail = ''] = address.split('%')[0]!.split('::') as [string, string?];
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = address.includes('::') && tail !== '' ? tail.split(':') : [];
  const missing = Math.max(0, 8 - headGroups.length - tailGroups.length);
  const groups = [...headGroups, ...Array<string>(missing).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

export type SignInDecision =
  | {
      allowed: true;
      /**
       * The account has failed more than 5 times in a row and this address is not one it
       * signed in from: probably an attack. Such checks pass one at a time through the
       * check gate (`createCheckGate`), so that an attack's password hashing cannot crowd
       * out other users' sign-ins.
       */
      suspicious: boolean;
    }
  | { allowed: false; reason: string; rule: 'ip' | 'delay' | 'account' | 'busy' };

/**
 * Sign-in and reset limits (docs/security.md):
 *
 * - per address: 100 sign-in attempts per hour, whatever their outcome;
 * - per account and address: 5 failures per 15 minutes, then one attempt per growing delay
 *   (30 s, 1 min, 2 min, … up to 15 min), claimed atomically so that parallel requests
 *   cannot share a slot; successes do not count, so a team sharing an account behind one
 *   address can sign in at the same moment;
 * - per account: 50 consecutive failures stop password checks from every address the
 *   account has not signed in from before, until the password is reset. Addresses of
 *   earlier successful sign-ins stay open (still under the two limits above), so an attack
 *   from elsewhere does not lock the real user out of their usual workplace.
 *
 * The consecutive count takes each attempt when it is admitted, before the password check,
 * so that parallel requests of an attack see each other (at most 50 checks, however many
 * are sent at once); a success clears it and the address's failures.
 */
export function createLoginThrottle(store: CounterStore, limits: LoginLimits = DEFAULT_LOGIN_LIMITS, now: () => number = Date.now) {
  const account = (email: string) => email.trim().toLowerCase();
  const keys = (email: string, ip: string) => {
    const who = account(email);
    const where = addressKey(ip);
    return {
      ip: `signin:ip:${where}`,
      pair: `signin:pair:${who}|${where}`,
      wait: `signin:wait:${who}|${where}`,
      known: `signin:known:${who}|${where}`,
      consecutive: `signin:fail:${who}`,
      stop: `signin:stop:${who}`,
    };
  };
  // The wait is a timestamp compared with `now`; its TTL only cleans up.
  const WAIT_TTL = limits.delayMaxMs + limits.failureWindowMs;
  const delayAfter = (failures: number) => Math.min(limits.delayMaxMs, limits.delayBaseMs * 2 ** Math.max(0, failures - limits.failuresPerAccountAndIp));

  return {
    /** Counts the attempt; answers whether it may reach the password check, or why not. */
    async admitSignIn(email: string, ip: string): Promise<SignInDecision> {
      const key = keys(email, ip);
      if ((await store.increment(key.ip, limits.ipWindowMs)) > limits.attemptsPerIp) return { allowed: false, reason: THROTTLE_MESSAGES.ip, rule: 'ip' };

      const at = now();
      const pairFailures = await store.get(key.pair);
      if (pairFailures >= limits.failuresPerAccountAndIp) {
        // One attempt per delay: the claim reserves the slot, so parallel requests cannot share it.
        if (!(await store.claim(key.wait, at, at + delayAfter(pairFailures + 1), WAIT_TTL))) {
          const waitUntil = await store.get(key.wait);
          return { allowed: false, reason: THROTTLE_MESSAGES.wait(waitUntil - at), rule: 'delay' };
        }
      }

      const [known, stopped] = await Promise.all([store.get(key.known), store.get(key.stop)]);
      // Counted now, before the check, so that parallel attempts of an attack see each other.
      const consecutive = await store.increment(key.consecutive, limits.accountMemoryMs);
      if (known === 0 && (stopped > 0 || consecutive > limits.consecutiveFailuresPerAccount)) {
        await store.decrement(key.consecutive);
        return { allowed: false, reason: THROTTLE_MESSAGES.accountStopped, rule: 'account' };
      }
      // The usual address of the account does not pass the check gate with an attack's checks.
      return { allowed: true, suspicious: known === 0 && consecutive > limits.failuresPerAccountAndIp };
    },
    /**
     * The attempt was admitted but not checked (the check gate was busy): it does not count
     * towards the 50 consecutive failures.
     */
    async giveBack(email: string): Promise<void> {
      await store.decrement(keys(email, '').consecutive);
    },
    /** The password check failed: the address waits from the 5th failure on; the account may now be stopped. */
    async recordFailure(email: string, ip: string): Promise<void> {
      const key = keys(email, ip);
      const [pairFailures, consecutive] = await Promise.all([store.increment(key.pair, limits.failureWindowMs), store.get(key.consecutive)]);
      await Promise.all([
        pairFailures >= limits.failuresPerAccountAndIp ? store.set(key.wait, now() + delayAfter(pairFailures), WAIT_TTL) : undefined,
        consecutive >= limits.consecutiveFailuresPerAccount ? store.set(key.stop, 1, limits.accountMemoryMs) : undefined,
      ]);
    },
    /** A successful sign-in: the address becomes known; its failures and (unless stopped) the consecutive count are cleared. */
    async recordSuccess(email: string, ip: string): Promise<void> {
      const key = keys(email, ip);
      const stopped = (await store.get(key.stop)) > 0;
      await Promise.all([
        store.set(key.known, 1, limits.knownAddressMs),
        store.reset(key.pair),
        store.reset(key.wait),
        // A stopped account stays stopped for other addresses until the reset.
        stopped ? Promise.resolve() : store.reset(key.consecutive),
      ]);
    },
    /** The password was reset: password checks are open again from everywhere. */
    async clearAccount(email: string): Promise<void> {
      const key = keys(email, '');
      await Promise.all([store.reset(key.stop), store.reset(key.consecutive)]);
    },
    async allowReset(email: string, ip: string): Promise<boolean> {
      const [perAccount, perIp] = await Promise.all([
        store.increment(`reset:${account(email)}`, limits.resetWindowMs),
        store.increment(`reset:ip:${addressKey(ip)}`, limits.resetWindowMs),
      ]);
      return perAccount <= limits.resetsPerAccount && perIp <= limits.resetsPerIp;
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

export interface CheckGateOptions {
  /** Least time from the end of one check to the start of the next. */
  minSpacingMs?: number;
  /**
   * The pause after a check, as a multiple of how long it took: 9 leaves an attack at most
   * a tenth of one hashing thread, however slow the machine hashes.
   */
  pauseFactor?: number;
  /** The clock of the gate (the throttle's; tests move it). */
  now?: () => number;
  /** Measures a check's duration (real time, also when the gate's clock is moved by a test). */
  elapsed?: () => number;
}

/**
 * The gate of the password checks of suspicious sign-ins (one per process): one check at a
 * time, then a pause of `pauseFactor` times its duration (at least `minSpacingMs`). An
 * attempt that finds the gate busy or pausing is refused at once (`run` answers undefined)
 * instead of waiting: the attacker's requests cost no waiting connection and no hashing,
 * and a refused attempt is not a failure (the caller gives its admission back).
 */
export function createCheckGate(options: CheckGateOptions = {}) {
  const { minSpacingMs = 1_000, pauseFactor = 9, now = Date.now, elapsed = () => performance.now() } = options;
  let running = false;
  let openAt = Number.NEGATIVE_INFINITY;
  return {
    /** When the next check may start (the gate's clock); for tests and logs. */
    get openAt() {
      return openAt;
    },
    run<T>(task: () => Promise<T>): Promise<T> | undefined {
      if (running || now() < openAt) return undefined;
      running = true;
      const started = elapsed();
      const finish = () => {
        const took = elapsed() - started;
        openAt = now() + Math.max(minSpacingMs, pauseFactor * took);
        running = false;
      };
      return task().finally(finish);
    },
  };
}
export type CheckGate = ReturnType<typeof createCheckGate>;
