/**
 * No anonymous account probing (issue 16, item 3), through the real /auth API:
 * - the e-mail check answers admins only; anyone else gets what supertokens-node answers for
 *   a disabled API (the request is left to the portal's not-found handler);
 * - sign-in with an unknown address and with a wrong password answer the same text in the
 *   same time (the core checks a password in both cases);
 * - 'Passwort vergessen?' answers the same for known and unknown addresses, in the same time
 *   (token and mail are made after the answer).
 * The timings compare medians of interleaved requests from fresh client addresses (so the
 * brute-force limits stay out of it), with the production-like password cost 2^14 instead of
 * the specs' 2^12, so that one password check clearly outweighs the noise.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { DEMO_ACCOUNTS } from '../../src/auth';
import { backgroundSettled } from '../../src/lib/background';
import { signInAs, TestClient } from '../http-client';
import { tempDataDir } from '../test-kit';
import { startApp } from './kit';

const data = tempDataDir('portal-probing-');
let app: FastifyInstance;

beforeAll(async () => {
  app = await startApp({ DATA_DIR: data.dir, PUBLIC_URL: 'http://localhost:3000', EMBEDDED_CORE_SCRYPT_LOG_N: '14' });
}, 240_000);
afterAll(async () => {
  await app?.close();
  data.remove();
});

const EXISTS_PATHS = ['/auth/signup/email/exists', '/auth/emailpassword/email/exists'];
const get = (client: TestClient, url: string) => client.request({ method: 'GET', url, headers: { rid: 'emailpassword' } });
const answerOf = (response: LightMyRequestResponse) => ({ status: response.statusCode, type: response.headers['content-type'], body: response.body });

describe('the e-mail check', () => {
  it('answers anonymous callers and non-admins exactly as an API that does not exist', async () => {
    const anonymous = new TestClient(app);
    const user = await signInAs(app, 'user.isp');
    const disabled = answerOf(await get(anonymous, '/auth/emailpassword/email/gibt-es-nicht?email=admin.noc%40example.at'));
    expect(disabled.status).toBe(404);
    for (const path of EXISTS_PATHS) {
      for (const email of ['admin.noc%40example.at', 'niemand%40example.at']) {
        // The not-found text names the path it was asked for.
        const expected = { ...disabled, body: disabled.body.replace('/auth/emailpassword/email/gibt-es-nicht', path) };
        expect(answerOf(await get(anonymous, `${path}?email=${email}`)), `${path} anonymous`).toEqual(expected);
        expect(answerOf(await get(user, `${path}?email=${email}`)), `${path} as user.isp`).toEqual(expected);
      }
    }
    // A forged session cookie is no admin either.
    const forged = await anonymous.request({
      method: 'GET',
      url: `${EXISTS_PATHS[0]}?email=admin.noc%40example.at`,
      headers: { rid: 'emailpassword', cookie: 'sAccessToken=eyJhbGciOiJSUzI1NiJ9.e30.AAAA' },
    });
    expect(forged.statusCode).toBe(404);
    expect(forged.body).not.toContain('"exists"');
  });

  it('tells admins and superadmins whether an address has an account', async () => {
    for (const who of ['admin.isp', 'superadmin']) {
      const admin = await signInAs(app, who);
      for (const path of EXISTS_PATHS) {
        expect((await get(admin, `${path}?email=admin.noc%40example.at`)).json()).toEqual({ status: 'OK', exists: true });
        expect((await get(admin, `${path}?email=niemand%40example.at`)).json()).toEqual({ status: 'OK', exists: false });
      }
    }
  });
});

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

let address = 0;
/** A fresh client address per request: the per-address brute-force limits do not interfere. */
async function timedPost(path: string, body: unknown): Promise<{ ms: number; answer: unknown }> {
  address += 1;
  const started = performance.now();
  const response = await app.inject({
    method: 'POST',
    url: `/auth${path}`,
    remoteAddress: `198.51.${Math.floor(address / 250)}.${(address % 250) + 1}`,
    headers: {
      'content-type': 'application/json',
      rid: 'emailpassword',
      'st-auth-mode': 'cookie',
      'fdi-version': '4.1',
      'x-client-url': 'http://localhost:3000/',
    },
    payload: JSON.stringify(body),
  });
  return { ms: performance.now() - started, answer: response.json() };
}

const ROUNDS = 31;
const known = DEMO_ACCOUNTS.filter((account) => !account.email.startsWith('deactivated')).map((account) => account.email);

/**
 * Interleaved rounds of a known and an unknown address: the medians, the median of the
 * differences within a round (known minus unknown, timed back to back, so that a slower
 * stretch of a loaded machine touches both sides of a pair alike), and every answer.
 */
async function compare(path: string, body: (email: string) => unknown) {
  const times = { known: [] as number[], unknown: [] as number[] };
  const differences: number[] = [];
  const answers = new Set<string>();
  for (let round = 0; round < ROUNDS; round += 1) {
    const pair = [
      ['known', known[round % known.length]!],
      ['unknown', `niemand.${round}.${Date.now().toString(36)}@example.at`],
    ] as const;
    const took = { known: 0, unknown: 0 };
    for (const [kind, email] of round % 2 === 0 ? pair : [...pair].reverse()) {
      // Each answer is timed alone: a known address's token and mail, made after its answer,
      // would otherwise still run during the next request and slow whichever kind came next.
      await backgroundSettled();
      const { ms, answer } = await timedPost(path, body(email));
      took[kind] = ms;
      answers.add(JSON.stringify(answer));
    }
    // The first round warms caches on both paths; it is not counted.
    if (round === 0) continue;
    times.known.push(took.known);
    times.unknown.push(took.unknown);
    differences.push(took.known - took.unknown);
  }
  await backgroundSettled();
  return { known: median(times.known), unknown: median(times.unknown), difference: median(differences), answers: [...answers] };
}

describe('sign-in and reset do not tell whether an account exists', () => {
  it('sign-in: the same answer and the same time for an unknown address and a wrong password', async () => {
    const result = await compare('/signin', (email) => ({
      formFields: [
        { id: 'email', value: email },
        { id: 'password', value: 'Falsch!2026' },
      ],
    }));
    console.info(`sign-in medians: known address ${result.known.toFixed(1)} ms, unknown ${result.unknown.toFixed(1)} ms`);
    expect(result.answers).toEqual([JSON.stringify({ status: 'WRONG_CREDENTIALS_ERROR' })]);
    // Without the check on unknown addresses the unknown median is a few ms against tens of ms (one scrypt at 2^14).
    expect(result.unknown / result.known).toBeGreaterThan(0.7);
    expect(result.unknown / result.known).toBeLessThan(1 / 0.7);
  }, 120_000);

  it('reset: the same answer and the same time for a known and an unknown address', async () => {
    const result = await compare('/user/password/reset/token', (email) => ({ formFields: [{ id: 'email', value: email }] }));
    console.info(
      `reset medians: known address ${result.known.toFixed(1)} ms, unknown ${result.unknown.toFixed(1)} ms, difference in a round ${result.difference.toFixed(1)} ms`,
    );
    expect(result.answers).toEqual([JSON.stringify({ status: 'OK' })]);
    // Token and mail are made after the answer, for both kinds of address alike. Waiting for
    // them (a token write in the core and an SMTP round trip) would put the known address
    // several ms behind in every round.
    expect(Math.abs(result.difference)).toBeLessThan(Math.max(3, 0.3 * result.known));
  }, 120_000);
});
