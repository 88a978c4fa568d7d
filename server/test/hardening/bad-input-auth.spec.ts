/**
 * Bad input in every `/auth` form (issue 11): fast-check over the bodies of sign-in,
 * sign-up, password-reset request and reset submit (the SuperTokens form-field endpoints)
 * and the e-mail check, through supertokens-node and the embedded core. Whatever is sent —
 * any field ids and values, missing or extra fields, wrong JSON types, broken JSON — the
 * answer is never a 5xx, every message a user can see is German, and nothing is written: no
 * session cookie, no new user in the core, no mail in the outbox, no changed password.
 * Runs are kept moderate: sign-up and reset bodies that pass the form checks cost a password
 * hash (scrypt N=2^17).
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import supertokens from 'supertokens-node';
import { signInAs, TestClient } from '../http-client';
import { sharedPortal } from '../shared-portal';
import { GERMAN_TEXT, nastyText } from './kit';

let app: FastifyInstance;
/** The portal's data folder (DATA_DIR): the dev outbox is under it. */
let dataDir: string;
let admin: TestClient;
const figures = { requests: 0 };

beforeAll(async () => {
  // The portal of this worker (test/shared-portal.ts, PUBLIC_URL http://localhost:3000): every request here is refused and writes nothing.
  const portal = await sharedPortal();
  app = portal.app;
  dataDir = portal.dataDir;
  admin = await signInAs(app, 'admin.isp');
}, 240_000);
afterAll(() => {
  console.info(`bad input to /auth: ${figures.requests} requests`);
});

/** Texts nobody types, e-mail addresses, and near-misses of e-mails, names and passwords. */
const nasty = nastyText(
  ['a\u0000b@example.at', 'x'.repeat(5_000), 'ü@ö', '@', 'superadmin', 'admin', 'isp', 'Portal!2026', 'kurz1!', 'a'.repeat(120) + '1!'],
  [fc.emailAddress()],
);
/** Any JSON a client could send as a value: mostly text, sometimes numbers, objects, lists, null. */
const anyValue = fc.oneof({ weight: 5, arbitrary: nasty }, { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) });

const field = (ids: readonly string[]) =>
  fc.record({ id: fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...ids) }, { weight: 1, arbitrary: nasty }), value: anyValue });
/** formFields as a client might botch them: the right ids with odd values, fields missing or extra, or not a list at all. */
const formFields = (ids: readonly string[]) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.tuple(...ids.map((id) => fc.record({ id: fc.constant(id), value: anyValue }))).map((fields) => [...fields]) },
    { weight: 2, arbitrary: fc.array(field(ids), { maxLength: ids.length + 3 }) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  );
/** A body: mostly `{ formFields, …extra }`, sometimes any JSON, sometimes broken text. */
const body = (ids: readonly string[], extra: Record<string, fc.Arbitrary<unknown>> = {}) =>
  fc.oneof(
    { weight: 6, arbitrary: fc.record({ formFields: formFields(ids), ...extra }).map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }).map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: fc.constantFrom('{"formFields": [', 'null', '"x"', '', '{"formFields": [{"id": "email", "value": "a@b.at"}], }') },
  );

const GERMAN = GERMAN_TEXT;
const STATUSES = new Set([
  'OK',
  'FIELD_ERROR',
  'WRONG_CREDENTIALS_ERROR',
  'SIGN_IN_NOT_ALLOWED',
  'SIGN_UP_NOT_ALLOWED',
  'EMAIL_ALREADY_EXISTS_ERROR',
  'PASSWORD_RESET_NOT_ALLOWED',
  'RESET_PASSWORD_INVALID_TOKEN_ERROR',
  'PASSWORD_POLICY_VIOLATED_ERROR',
  'GENERAL_ERROR',
]);

function outboxSize(): number {
  try {
    return readdirSync(join(dataDir, 'outbox')).length;
  } catch {
    return 0;
  }
}
async function writtenState() {
  const users = await supertokens.getUsersNewestFirst({ tenantId: 'public', limit: 1 });
  return JSON.stringify({ newest: users.users.map((user) => user.id), mails: outboxSize() });
}

/** The answer's visible texts are German, its status is one the client knows, and it is no 5xx. */
function expectCleanAnswer(response: LightMyRequestResponse): { status?: string } {
  figures.requests += 1;
  expect(response.statusCode, response.body.slice(0, 200)).toBeLessThan(500);
  const json = (() => {
    try {
      return JSON.parse(response.body) as Record<string, unknown>;
    } catch {
      return null;
    }
  })();
  expect(json, `not JSON: ${response.body.slice(0, 200)}`).not.toBeNull();
  if (response.statusCode >= 400) {
    // supertokens-node answers `{ message }`, the portal's own HTTP errors `{ error: { code, message } }`.
    const message = json!['message'] ?? (json!['error'] as { message?: unknown } | undefined)?.message;
    expect(String(message), response.body.slice(0, 200)).toMatch(GERMAN);
    return {};
  }
  const status = String(json!['status']);
  expect(STATUSES.has(status), status).toBe(true);
  for (const formField of (json!['formFields'] as Array<{ error: string }> | undefined) ?? []) expect(formField.error).toMatch(GERMAN);
  for (const key of ['reason', 'message']) if (typeof json![key] === 'string') expect(json![key]).toMatch(GERMAN);
  return { status };
}

function post(client: TestClient, path: string, payload: string) {
  return client.request({
    method: 'POST',
    url: `/auth${path}`,
    headers: { 'content-type': 'application/json', rid: 'emailpassword', 'st-auth-mode': 'cookie' },
    payload,
  });
}

describe('bad input to every /auth form', () => {
  it('sign-in: no 5xx, German messages, never a session', async () => {
    await fc.assert(
      fc.asyncProperty(body(['email', 'password']), async (payload) => {
        const client = new TestClient(app);
        const response = await post(client, '/signin', payload);
        const { status } = expectCleanAnswer(response);
        expect(status).not.toBe('OK');
        expect(client.cookies.has('sAccessToken')).toBe(false);
      }),
      { numRuns: 40 },
    );
  });

  it('sign-up by an admin: no 5xx, German messages, nobody created unless the form was valid', async () => {
    await fc.assert(
      fc.asyncProperty(body(['email', 'password', 'name', 'role', 'type', 'accountid']), async (payload) => {
        const before = await writtenState();
        const response = await post(admin, '/signup', payload);
        const { status } = expectCleanAnswer(response);
        if (status !== 'OK') expect(await writtenState()).toBe(before);
      }),
      { numRuns: 30 },
    );
  });

  it('sign-up without a session: refused in German before any field is looked at', async () => {
    await fc.assert(
      fc.asyncProperty(body(['email', 'password', 'name', 'role', 'type', 'accountid']), async (payload) => {
        const before = await writtenState();
        const { status } = expectCleanAnswer(await post(new TestClient(app), '/signup', payload));
        expect(status === undefined || status === 'SIGN_UP_NOT_ALLOWED' || status === 'FIELD_ERROR').toBe(true);
        expect(await writtenState()).toBe(before);
      }),
      { numRuns: 20 },
    );
  });

  it('password reset request: no 5xx, German messages, no mail for an address nobody has', async () => {
    await fc.assert(
      fc.asyncProperty(body(['email']), async (payload) => {
        const before = await writtenState();
        expectCleanAnswer(await post(new TestClient(app), '/user/password/reset/token', payload));
        expect(await writtenState()).toBe(before);
      }),
      { numRuns: 30 },
    );
  });

  it('password reset submit: no 5xx, German messages, no password changed with a forged token', async () => {
    await fc.assert(
      fc.asyncProperty(body(['password'], { token: anyValue, method: fc.oneof(fc.constant('token'), anyValue) }), async (payload) => {
        const before = await writtenState();
        const { status } = expectCleanAnswer(await post(new TestClient(app), '/user/password/reset', payload));
        expect(status).not.toBe('OK');
        expect(await writtenState()).toBe(before);
      }),
      { numRuns: 30 },
    );
    // The demo password still works: no reset went through.
    expect((await new TestClient(app).signIn('user.isp@example.at')).json()).toMatchObject({ status: 'OK' });
  });

  it('e-mail check: no 5xx and a German message for any query', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          nasty.filter((email) => !/[\uD800-\uDFFF]/.test(email)).map((email) => `email=${encodeURIComponent(email)}`),
          fc.constantFrom('', 'email=', 'email', 'x=1', 'email=a&email=b', 'email=%E0%A4%A', 'email=%00', 'email=%ZZ'),
        ),
        async (query) => {
          const response = await admin.request({ method: 'GET', url: `/auth/signup/email/exists?${query}`, headers: { rid: 'emailpassword' } });
          expectCleanAnswer(response);
        },
      ),
      { numRuns: 20 },
    );
  });

  // What these properties found, kept as fixed cases: each was a 500 or an English message.
  it.each([
    [
      'JSON null as body',
      '/signin',
      'null',
      400,
      { error: { code: 'BAD_REQUEST', message: 'Die Anfrage muss ein JSON-Objekt sein, z. B. {"formFields": [...]}. Bitte prüfen Sie den Inhalt.' } },
    ],
    [
      'a list as body',
      '/user/password/reset/token',
      '[]',
      400,
      { error: { code: 'BAD_REQUEST', message: 'Die Anfrage muss ein JSON-Objekt sein, z. B. {"formFields": [...]}. Bitte prüfen Sie den Inhalt.' } },
    ],
    [
      'a number as body',
      '/signup',
      '1',
      400,
      { error: { code: 'BAD_REQUEST', message: 'Die Anfrage muss ein JSON-Objekt sein, z. B. {"formFields": [...]}. Bitte prüfen Sie den Inhalt.' } },
    ],
    [
      'an empty reset token',
      '/user/password/reset',
      JSON.stringify({ formFields: [{ id: 'password', value: 'Portal!2027' }], token: '', method: 'token' }),
      200,
      { status: 'RESET_PASSWORD_INVALID_TOKEN_ERROR' },
    ],
    [
      'NUL in the e-mail of a reset request',
      '/user/password/reset/token',
      JSON.stringify({ formFields: [{ id: 'email', value: 'a\u0000b@example.at' }] }),
      200,
      { status: 'FIELD_ERROR', formFields: [{ id: 'email', error: 'E-Mail ist ungültig' }] },
    ],
    [
      'NUL in the e-mail of a sign-in',
      '/signin',
      JSON.stringify({
        formFields: [
          { id: 'email', value: 'user.isp\u0000@example.at' },
          { id: 'password', value: 'Portal!2026' },
        ],
      }),
      200,
      { status: 'FIELD_ERROR', formFields: [{ id: 'email', error: 'E-Mail ist ungültig' }] },
    ],
  ])('answers %s without a 500, in German', async (_label, path, payload, status, expected) => {
    const response = await post(new TestClient(app), path, payload);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual(expected);
  });

  it('refuses control characters in the name at sign-up, creating nobody', async () => {
    const before = await writtenState();
    const fields = { email: 'steuerzeichen@example.at', password: 'Portal!2026', name: 'Anna\u0000Gruber', role: 'user', type: 'isp', accountid: 'isp-0001' };
    const response = await post(admin, '/signup', JSON.stringify({ formFields: Object.entries(fields).map(([id, value]) => ({ id, value })) }));
    expect(response.json()).toEqual({
      status: 'FIELD_ERROR',
      formFields: [{ id: 'name', error: 'Der Name enthält Steuerzeichen. Bitte geben Sie nur sichtbaren Text ein.' }],
    });
    expect(await writtenState()).toBe(before);
  });

  it('answers the e-mail check for an address with NUL or none at all without a 500', async () => {
    const check = (query: string) => admin.request({ method: 'GET', url: `/auth/signup/email/exists?${query}`, headers: { rid: 'emailpassword' } });
    expect((await check('email=%00')).json()).toEqual({ status: 'OK', exists: false });
    const none = await check('');
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ message: 'Bitte geben Sie die E-Mail-Adresse an (Parameter email).' });
  });
});
