/**
 * The login throttle on both stores: in memory always, Redis when TEST_REDIS_URL is set
 * (under a key prefix of its own per run). The clock is injected: delays and windows are
 * crossed by moving it, never by sleeping.
 */
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { addressKey, createLoginThrottle, createCheckGate, DEFAULT_LOGIN_LIMITS, memoryCounterStore, redisCounterStore, THROTTLE_MESSAGES } from './throttle';
import type { CounterStore, LoginThrottle } from './throttle';

const REDIS_URL = process.env['TEST_REDIS_URL'];
const redis = REDIS_URL ? new Redis(REDIS_URL, { maxRetriesPerRequest: 2 }) : null;
const runPrefix = `test:${randomUUID()}:throttle:`;
afterAll(async () => {
  if (!redis) return;
  const keys = await redis.keys(`${runPrefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

const MINUTE = 60_000;

interface Backend {
  name: string;
  enabled: boolean;
  /** A fresh store (own key space) on the given clock. */
  store(clock: () => number): CounterStore;
}

const BACKENDS: Backend[] = [
  { name: 'in memory', enabled: true, store: (clock) => memoryCounterStore(clock) },
  {
    name: `in Redis${redis ? '' : ' (skipped: TEST_REDIS_URL is not set)'}`,
    enabled: redis !== null,
    store: () => redisCounterStore(redis!, `${runPrefix}${randomUUID()}:`),
  },
];

/** One sign-in attempt as the API runs it: admitted attempts reach the password check and fail unless the password is right. */
async function attempt(throttle: LoginThrottle, email: string, ip: string, correct = false) {
  const decision = await throttle.admitSignIn(email, ip);
  if (!decision.allowed) return decision;
  if (correct) await throttle.recordSuccess(email, ip);
  else await throttle.recordFailure(email, ip);
  return decision;
}

describe.each(BACKENDS)('the login throttle $name', (backend) => {
  let time: number;
  let throttle: LoginThrottle;
  let store: CounterStore;
  const clock = () => time;
  const later = (ms: number) => {
    time += ms;
  };

  beforeEach(() => {
    time = Date.UTC(2026, 10, 22, 9, 0, 0);
    store = backend.store(clock);
    throttle = createLoginThrottle(store, DEFAULT_LOGIN_LIMITS, clock);
  });

  it.skipIf(!backend.enabled)('checks 5 wrong passwords per account and address, then makes each further one wait longer', async () => {
    for (let i = 0; i < 5; i++) expect(await attempt(throttle, 'user.isp@example.at', '10.0.0.1')).toEqual({ allowed: true, suspicious: false });
    expect(await attempt(throttle, 'user.isp@example.at', '10.0.0.1')).toEqual({ allowed: false, rule: 'delay', reason: THROTTLE_MESSAGES.wait(30_000) });
    expect(THROTTLE_MESSAGES.wait(30_000)).toBe('Zu viele fehlgeschlagene Anmeldeversuche. Bitte warten Sie 30 Sekunden und versuchen Sie es dann erneut.');

    // Each wait doubles: 30 s, 1 min, 2 min, 4 min.
    for (const wait of [30_000, 60_000, 120_000, 240_000]) {
      later(wait - 1_000);
      expect((await attempt(throttle, 'user.isp@example.at', '10.0.0.1')).allowed).toBe(false);
      later(1_000);
      expect((await attempt(throttle, 'user.isp@example.at', '10.0.0.1')).allowed).toBe(true);
    }
    const refused = await attempt(throttle, 'USER.isp@example.at ', '10.0.0.1');
    expect(refused).toEqual({
      allowed: false,
      rule: 'delay',
      reason: 'Zu viele fehlgeschlagene Anmeldeversuche. Bitte warten Sie 8 Minuten und versuchen Sie es dann erneut.',
    });
  });

  it.skipIf(!backend.enabled)('delays only that account at that address: the same account elsewhere and other accounts there go on', async () => {
    for (let i = 0; i < 5; i++) await attempt(throttle, 'user.isp@example.at', '10.0.0.1');
    expect((await attempt(throttle, 'user.isp@example.at', '10.0.0.1')).allowed).toBe(false);
    expect((await attempt(throttle, 'user.isp@example.at', '10.0.0.2')).allowed).toBe(true);
    expect((await attempt(throttle, 'user.noc@example.at', '10.0.0.1', true)).allowed).toBe(true);
  });

  it.skipIf(!backend.enabled)('gives parallel attempts one slot after the delay, not one each', async () => {
    for (let i = 0; i < 5; i++) await attempt(throttle, 'user.isp@example.at', '10.0.0.1');
    later(30_000);
    const decisions = await Promise.all(Array.from({ length: 20 }, () => throttle.admitSignIn('user.isp@example.at', '10.0.0.1')));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(1);
  });

  it.skipIf(!backend.enabled)('lets a team sharing an account sign in at the same moment from one address', async () => {
    const decisions = await Promise.all(Array.from({ length: 20 }, () => throttle.admitSignIn('user.isp@example.at', '10.0.0.1')));
    expect(decisions.every((d) => d.allowed)).toBe(true);
    await Promise.all(Array.from({ length: 20 }, () => throttle.recordSuccess('user.isp@example.at', '10.0.0.1')));
    expect((await attempt(throttle, 'user.isp@example.at', '10.0.0.1', true)).allowed).toBe(true);
  });

  it.skipIf(!backend.enabled)(
    'marks sign-ins of an account with more than 5 failures in a row as suspicious, except from its usual address, until a success',
    async () => {
      await attempt(throttle, 'user.isp@example.at', '10.1.1.1', true); // the user's office
      for (let i = 0; i < 5; i++) await attempt(throttle, 'user.isp@example.at', `203.0.113.${i}`);
      expect(await throttle.admitSignIn('user.isp@example.at', '203.0.113.99')).toEqual({ allowed: true, suspicious: true });
      expect(await throttle.admitSignIn('user.isp@example.at', '10.1.1.1')).toEqual({ allowed: true, suspicious: false });
      await throttle.recordSuccess('user.isp@example.at', '203.0.113.99');
      expect(await throttle.admitSignIn('user.isp@example.at', '203.0.113.98')).toEqual({ allowed: true, suspicious: false });
    },
  );

  it.skipIf(!backend.enabled)('lets at most 50 of 200 parallel wrong attempts from 200 addresses reach the password check', async () => {
    const decisions = await Promise.all(Array.from({ length: 200 }, (_, i) => throttle.admitSignIn('user.isp@example.at', `198.51.100.${i}`)));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(50);
  });

  it.skipIf(!backend.enabled)('lets 5 more failures through once the 15-minute window has passed, and a success clears the address', async () => {
    for (let i = 0; i < 5; i++) await attempt(throttle, 'user.isp@example.at', '10.0.0.1');
    later(15 * MINUTE);
    // Redis windows run on Redis's own clock: only the memory store is moved past them here.
    if (backend.name === 'in memory') for (let i = 0; i < 4; i++) expect((await attempt(throttle, 'user.isp@example.at', '10.0.0.1')).allowed).toBe(true);
    expect((await attempt(throttle, 'user.isp@example.at', '10.0.0.1', true)).allowed).toBe(true);
    for (let i = 0; i < 5; i++) expect((await attempt(throttle, 'user.isp@example.at', '10.0.0.1')).allowed).toBe(true);
  });

  it.skipIf(!backend.enabled)('lets at most 5 % of 1,000 attempts from 50 addresses reach the password check', async () => {
    let checked = 0;
    for (let i = 0; i < 1_000; i++) {
      // 50 addresses in turn, one attempt every 2 s: about 33 minutes, so every delay and window gets its chance.
      if ((await attempt(throttle, 'user.isp@example.at', `198.51.100.${i % 50}`)).allowed) checked += 1;
      later(2_000);
    }
    expect(checked).toBeGreaterThan(0);
    expect(checked / 1_000).toBeLessThanOrEqual(0.05);
  });

  it.skipIf(!backend.enabled)('stops password checks after 50 consecutive failures, telling the user to reset; the usual address still signs in', async () => {
    expect((await attempt(throttle, 'user.isp@example.at', '10.1.1.1', true)).allowed).toBe(true); // the user's office
    for (let i = 0; i < 50; i++) expect((await attempt(throttle, 'user.isp@example.at', `203.0.113.${i}`)).allowed).toBe(true);
    const stopped = await attempt(throttle, 'user.isp@example.at', '203.0.113.200');
    expect(stopped).toEqual({ allowed: false, rule: 'account', reason: THROTTLE_MESSAGES.accountStopped });
    expect(THROTTLE_MESSAGES.accountStopped).toContain('Bitte setzen Sie Ihr Passwort über „Passwort vergessen?“ zurück');

    expect((await attempt(throttle, 'user.isp@example.at', '10.1.1.1', true)).allowed).toBe(true);
    // …and that success does not reopen the account for the attacker.
    expect((await attempt(throttle, 'user.isp@example.at', '203.0.113.201')).allowed).toBe(false);
    // A week later the stop still holds.
    later(7 * 86_400_000);
    expect((await attempt(throttle, 'user.isp@example.at', '203.0.113.202')).allowed).toBe(false);
  });

  it.skipIf(!backend.enabled)('counts only consecutive failures: a success in between starts the count again', async () => {
    for (let i = 0; i < 49; i++) await attempt(throttle, 'user.isp@example.at', `203.0.113.${i}`);
    await attempt(throttle, 'user.isp@example.at', '10.1.1.1', true);
    for (let i = 0; i < 49; i++) expect((await attempt(throttle, 'user.isp@example.at', `192.0.2.${i}`)).allowed).toBe(true);
  });

  it.skipIf(!backend.enabled)('opens password checks again after a reset of the password', async () => {
    for (let i = 0; i < 51; i++) await attempt(throttle, 'user.isp@example.at', `203.0.113.${i}`);
    expect((await attempt(throttle, 'user.isp@example.at', '192.0.2.7')).allowed).toBe(false);
    await throttle.clearAccount('User.ISP@example.at');
    expect((await attempt(throttle, 'user.isp@example.at', '192.0.2.7', true)).allowed).toBe(true);
  });

  it.skipIf(!backend.enabled)('allows 100 attempts per address and hour, over all accounts', async () => {
    for (let i = 0; i < 100; i++) expect((await attempt(throttle, `kunde.${i}@example.at`, '10.9.9.9', true)).allowed).toBe(true);
    expect(await attempt(throttle, 'kunde.x@example.at', '10.9.9.9', true)).toEqual({ allowed: false, rule: 'ip', reason: THROTTLE_MESSAGES.ip });
    expect((await attempt(throttle, 'kunde.x@example.at', '10.9.9.10', true)).allowed).toBe(true);
    if (backend.name === 'in memory') {
      later(60 * MINUTE);
      expect((await attempt(throttle, 'kunde.x@example.at', '10.9.9.9', true)).allowed).toBe(true);
    }
  });

  it.skipIf(!backend.enabled)('counts an IPv6 subscriber by its /64: rotating the host part does not help', async () => {
    for (let i = 0; i < 5; i++) await attempt(throttle, 'user.isp@example.at', `2001:db8:1:2::${i + 1}`);
    expect((await attempt(throttle, 'user.isp@example.at', '2001:db8:1:2:ffff::9')).allowed).toBe(false);
    expect((await attempt(throttle, 'user.isp@example.at', '2001:db8:1:3::1')).allowed).toBe(true);
  });
});

describe.skipIf(!redis)(`two replicas on one Redis${redis ? '' : ' (skipped: TEST_REDIS_URL is not set)'}`, () => {
  it('share the counts: failures on one replica delay the next attempt on the other', async () => {
    const prefix = `${runPrefix}${randomUUID()}:`;
    const one = createLoginThrottle(redisCounterStore(redis!, prefix));
    const two = createLoginThrottle(redisCounterStore(redis!, prefix));
    for (let i = 0; i < 5; i++) await attempt(one, 'user.isp@example.at', '10.0.0.1');
    expect((await two.admitSignIn('user.isp@example.at', '10.0.0.1')).allowed).toBe(false);
  });
});

describe('addresses', () => {
  it.each([
    ['10.0.0.1', '10.0.0.1'],
    ['::ffff:10.0.0.1', '10.0.0.1'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
  ])('counts %s as %s', (ip, key) => {
    expect(addressKey(ip)).toBe(key);
  });
});

describe('the gate of suspicious password checks', () => {
  it('lets one check through at a time, then pauses nine times its duration, refusing at once instead of queueing', async () => {
    let time = 0; // the gate's clock (the throttle's)
    let real = 0; // what the check really took
    const gate = createCheckGate({ minSpacingMs: 1_000, pauseFactor: 9, now: () => time, elapsed: () => real });
    let finishHash: (value: string) => void = () => undefined;
    const first = gate.run(() => new Promise<string>((resolve) => (finishHash = resolve)));
    expect(first).toBeInstanceOf(Promise);
    // While the first hashes, others are refused without waiting.
    expect(gate.run(async () => 'zweiter')).toBeUndefined();
    real += 300;
    time += 300;
    finishHash('erster');
    expect(await first).toBe('erster');
    // 300 ms of hashing → 2.7 s pause (at least 1 s): an attack gets a tenth of one thread.
    expect(gate.openAt).toBe(300 + 2_700);
    time += 2_699;
    expect(gate.run(async () => 'zu früh')).toBeUndefined();
    time += 1;
    // A fast hash still waits the least spacing; a failing check does not jam the gate.
    real += 5;
    await expect(
      gate.run(async () => {
        time += 5;
        throw new Error('falsches Passwort');
      }),
    ).rejects.toThrow('falsches Passwort');
    expect(gate.openAt).toBe(3_005 + 1_000);
    time = gate.openAt;
    expect(await gate.run(async () => 'wieder offen')).toBe('wieder offen');
  });

  it('gives an admission back: a refused attempt does not count towards the 50 consecutive failures', async () => {
    const throttle = createLoginThrottle(
      memoryCounterStore(() => 0),
      DEFAULT_LOGIN_LIMITS,
      () => 0,
    );
    for (let i = 0; i < 200; i++) {
      const admission = await throttle.admitSignIn('opfer@example.at', `198.51.100.${i % 50}`);
      expect(admission.allowed).toBe(true);
      await throttle.giveBack('opfer@example.at');
    }
    // Still 50 checks to go before the stop.
    for (let i = 0; i < 50; i++) {
      expect((await throttle.admitSignIn('opfer@example.at', `203.0.113.${i}`)).allowed).toBe(true);
      await throttle.recordFailure('opfer@example.at', `203.0.113.${i}`);
    }
    expect(await throttle.admitSignIn('opfer@example.at', '203.0.113.99')).toMatchObject({ allowed: false, rule: 'account' });
  });
});
