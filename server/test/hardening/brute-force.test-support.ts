/**
 * The brute-force scenario against the whole portal (real supertokens-node, the embedded
 * core's password checks), run by one spec per throttle store: supertokens-node allows one
 * portal per process. The throttle's clock is injected and moved instead of sleeping.
 * Not a spec itself.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { startServices } from '../../src/services';
import { DEMO_PASSWORD } from '../../src/auth';
import { Redis } from 'ioredis';
import { createLoginThrottle, DEFAULT_LOGIN_LIMITS, redisCounterStore, THROTTLE_MESSAGES } from '../../src/auth/throttle';
import { tempDataDir, testConfig } from '../test-kit';
import { backgroundSettled } from '../../src/lib/background';

/**
 * `env` configures the portal; with `REDIS_URL`, the 50 failures that stop the account are
 * made by a second replica's throttle on the same Redis (cheap, and it shows the sharing),
 * while in memory they are 1,000 real attempts over HTTP.
 */
/** The pause before a refusal in these specs (production: 1 s); real time, not the moved clock. */
const REFUSAL_DELAY_MS = 25;

export function bruteForceScenario(env: Record<string, string>) {
  const data = tempDataDir('portal-brute-');
  const redisPrefix = `test:${randomUUID()}:`;
  let replica: Redis | undefined;
  let app: FastifyInstance;
  let time = Date.now();
  const later = (ms: number) => {
    time += ms;
  };

  beforeAll(async () => {
    app = await buildApp(testConfig({ DATA_DIR: data.dir, PUBLIC_URL: 'http://localhost:3000', LOGIN_REFUSAL_DELAY_MS: String(REFUSAL_DELAY_MS), ...env }), {
      startServices: (config, logger, options) => startServices(config, logger, { ...options, redisPrefix, throttleClock: () => time }),
    });
    await app.portal.ready;
  }, 120_000);
  afterAll(async () => {
    if (replica) {
      const keys = await replica.keys(`${redisPrefix}*`);
      if (keys.length > 0) await replica.del(...keys);
      await replica.quit();
    }
    await app?.close();
    data.remove();
  });

  const post = (path: string, body: unknown, ip: string) =>
    app.inject({
      method: 'POST',
      url: `/auth${path}`,
      remoteAddress: ip,
      headers: {
        'content-type': 'application/json',
        rid: 'emailpassword',
        'st-auth-mode': 'cookie',
        'fdi-version': '4.1',
        'x-client-url': 'http://localhost:3000/auth',
      },
      payload: JSON.stringify(body),
    });
  const signIn = async (email: string, password: string, ip: string) =>
    (
      await post(
        '/signin',
        {
          formFields: [
            { id: 'email', value: email },
            { id: 'password', value: password },
          ],
        },
        ip,
      )
    ).json() as { status: string; reason?: string };

  // In memory: the full attack over HTTP. With Redis: the stop made by another replica.
  if (env['REDIS_URL'] === undefined)
    it('lets at most 5 % of 1,000 attempts from 50 addresses reach the password check; the user still signs in at the office, elsewhere only after a reset', async () => {
      const victim = 'user.marketing@example.at';
      const office = '10.20.30.40';
      expect((await signIn(victim, DEMO_PASSWORD, office)).status).toBe('OK');

      // The attack: 50 addresses take turns, 10 requests in flight, the clock moves 2 s per attempt.
      const outcomes = new Map<string, number>();
      for (let batch = 0; batch < 100; batch++) {
        const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => signIn(victim, `Rate!${batch}x${i}`, `198.51.100.${(batch * 10 + i) % 50}`)));
        for (const answer of answers) {
          const kind = answer.status === 'SIGN_IN_NOT_ALLOWED' ? `refused: ${answer.reason}` : answer.status;
          outcomes.set(kind, (outcomes.get(kind) ?? 0) + 1);
        }
        later(20_000);
      }
      // Only the core's password check answers WRONG_CREDENTIALS_ERROR.
      const checked = outcomes.get('WRONG_CREDENTIALS_ERROR') ?? 0;
      expect(checked).toBeGreaterThan(0);
      expect(checked / 1_000).toBeLessThanOrEqual(0.05);
      // The rest is refused before any hashing: while the one check at a time runs or pauses
      // (busy, not counted as a failure), by the growing wait of an address with 5 failures,
      // and once 50 checks failed, for good (stopped).
      const busy = outcomes.get(`refused: ${THROTTLE_MESSAGES.busy}`) ?? 0;
      const stopped = outcomes.get(`refused: ${THROTTLE_MESSAGES.accountStopped}`) ?? 0;
      const waiting = [...outcomes]
        .filter(([kind]) => kind.startsWith('refused: Zu viele fehlgeschlagene Anmeldeversuche. Bitte warten Sie'))
        .reduce((sum, [, n]) => sum + n, 0);
      expect(busy).toBeGreaterThan(100);
      expect(stopped).toBeGreaterThan(100);
      expect(checked + busy + stopped + waiting).toBe(1_000);
      expect([...outcomes.keys()].filter((kind) => kind !== 'WRONG_CREDENTIALS_ERROR' && !kind.startsWith('refused: '))).toEqual([]);

      await expectOfficeOpenElsewhereReset(victim, office);
    }, 120_000);
  else
    it('stops password checks after 50 failures seen by another replica; the user still signs in at the office, elsewhere only after a reset', async () => {
      const victim = 'user.marketing@example.at';
      const office = '10.20.30.40';
      expect((await signIn(victim, DEMO_PASSWORD, office)).status).toBe('OK');
      replica = new Redis(env['REDIS_URL']!, { maxRetriesPerRequest: 2 });
      const other = createLoginThrottle(redisCounterStore(replica, `${redisPrefix}throttle:`), DEFAULT_LOGIN_LIMITS, () => time);
      for (let i = 0; i < 50; i++) {
        const ip = `198.51.100.${i}`;
        expect((await other.admitSignIn(victim, ip)).allowed).toBe(true);
        await other.recordFailure(victim, ip);
      }
      await expectOfficeOpenElsewhereReset(victim, office);
    }, 60_000);

  async function expectOfficeOpenElsewhereReset(victim: string, office: string) {
    // The real user, at the usual address, is not locked out…
    expect((await signIn(victim, DEMO_PASSWORD, office)).status).toBe('OK');
    // …from a new address they are told to reset the password.
    expect(await signIn(victim, DEMO_PASSWORD, '192.0.2.99')).toEqual({ status: 'SIGN_IN_NOT_ALLOWED', reason: THROTTLE_MESSAGES.accountStopped });

    // The reset through the mail opens the account again, everywhere.
    expect((await post('/user/password/reset/token', { formFields: [{ id: 'email', value: victim }] }, '192.0.2.99')).json()).toEqual({ status: 'OK' });
    await backgroundSettled();
    const token = resetTokenFor(data.dir, victim);
    expect(
      (await post('/user/password/reset', { method: 'token', token, formFields: [{ id: 'password', value: 'Neues!Passwort9' }] }, '192.0.2.99')).json(),
    ).toMatchObject({ status: 'OK' });
    expect((await signIn(victim, 'Neues!Passwort9', '192.0.2.99')).status).toBe('OK');
  }

  it('asks for a growing wait after 5 wrong passwords from one address, in German', async () => {
    const email = 'user.planning@example.at';
    for (let i = 0; i < 5; i++) expect((await signIn(email, `Falsch!${i}xx`, '10.7.7.7')).status).toBe('WRONG_CREDENTIALS_ERROR');
    expect(await signIn(email, DEMO_PASSWORD, '10.7.7.7')).toEqual({
      status: 'SIGN_IN_NOT_ALLOWED',
      reason: 'Zu viele fehlgeschlagene Anmeldeversuche. Bitte warten Sie 30 Sekunden und versuchen Sie es dann erneut.',
    });
    later(30_000);
    expect((await signIn(email, 'Falsch!6xx', '10.7.7.7')).status).toBe('WRONG_CREDENTIALS_ERROR');
    expect((await signIn(email, DEMO_PASSWORD, '10.7.7.7')).reason).toBe(
      'Zu viele fehlgeschlagene Anmeldeversuche. Bitte warten Sie 1 Minute und versuchen Sie es dann erneut.',
    );
    later(60_000);
    expect((await signIn(email, DEMO_PASSWORD, '10.7.7.7')).status).toBe('OK');
  }, 60_000);

  it('refuses the 101st sign-in attempt of an address within the hour', async () => {
    for (let i = 0; i < 100; i++) {
      const answer = await signIn(`niemand.${i}@example.at`, 'Falsch!1xx', '10.8.8.8');
      expect(answer.status).not.toBe('SIGN_IN_NOT_ALLOWED');
    }
    const started = performance.now();
    expect(await signIn('user.noc@example.at', DEMO_PASSWORD, '10.8.8.8')).toEqual({ status: 'SIGN_IN_NOT_ALLOWED', reason: THROTTLE_MESSAGES.ip });
    // A refusal answers only after the pause: a flood of refused attempts is slowed down.
    expect(performance.now() - started).toBeGreaterThanOrEqual(REFUSAL_DELAY_MS - 1);
  }, 120_000);
}

function resetTokenFor(dataDir: string, email: string): string {
  const dir = join(dataDir, 'outbox');
  const mail = readdirSync(dir)
    .sort()
    .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as { to: string; text: string })
    .filter((m) => m.to === email)
    .at(-1);
  const link = /http\S+/.exec(mail!.text)![0];
  return new URL(link).searchParams.get('token')!;
}
