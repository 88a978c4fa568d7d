import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import Session from 'supertokens-node/recipe/session';
import UserMetadata from 'supertokens-node/recipe/usermetadata';
import supertokens from 'supertokens-node';
import { signInAs, type TestClient } from '../http-client';
import { sharedPortal } from '../shared-portal';
import { cookieHeader } from './kit';

/**
 * Cross-site "simple" requests: what a page on another site can make a browser send with
 * the portal's cookies, without a preflight — form posts (urlencoded, multipart), text/plain
 * posts and plain GETs, none with a custom header (no `rid`, no Apollo preflight header).
 */
let app: FastifyInstance;

beforeAll(async () => {
  // The portal of this worker (test/shared-portal.ts): the attacks change nothing, and the sessions are this file's own.
  app = (await sharedPortal()).app;
}, 120_000);

const SIMPLE_BODIES = [
  { type: 'application/x-www-form-urlencoded', encode: (json: string) => `query=${encodeURIComponent(json)}` },
  { type: 'text/plain', encode: (json: string) => json },
  { type: 'multipart/form-data; boundary=x', encode: (json: string) => `--x\r\nContent-Disposition: form-data; name="query"\r\n\r\n${json}\r\n--x--\r\n` },
];

function crossSite(client: TestClient, method: 'GET' | 'POST', url: string, body?: { type: string; payload: string }) {
  return app.inject({
    method,
    url,
    // What a browser adds on its own to a cross-site request; no custom header.
    headers: { cookie: cookieHeader(client, url.split('?')[0]), origin: 'https://evil.example', ...(body ? { 'content-type': body.type } : {}) },
    ...(body ? { payload: body.payload } : {}),
  });
}

/** The session's handle, read from the access token (a JWT) the browser holds. */
function sessionHandleOf(client: TestClient): string {
  const token = client.cookies.get('sAccessToken')!.value;
  return (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sessionHandle: string }).sessionHandle;
}

const refusedWithoutEffect = (response: LightMyRequestResponse) => response.statusCode >= 400 && !response.body.includes('"data"');

describe('cross-site simple requests with a valid session cookie execute nothing', () => {
  it('run no GraphQL query or mutation: 0 of N', async () => {
    const superadmin = await signInAs(app, 'superadmin');
    const userId = (await superadmin.graphql<{ viewer: { user: { userId: string } } }>('{ viewer { user { userId } } }')).data!.viewer.user.userId;
    const admin = (await superadmin.graphql<{ adminAccounts: Array<{ userId: string }> }>('{ adminAccounts { userId } }')).data!.adminAccounts[0]!;
    const before = (await UserMetadata.getUserMetadata(userId)).metadata;
    const executed = vi.spyOn(app.portal.services()!.rules, 'current');

    const query = JSON.stringify({ query: '{ publicRoutes { id } viewer { greeting } }' });
    const mutation = JSON.stringify({ query: `mutation { switchAccount(userId: "${admin.userId}") { ok } }` });
    const attempts: Array<Promise<LightMyRequestResponse>> = [];
    for (const document of [query, mutation]) {
      for (const { type, encode } of SIMPLE_BODIES) attempts.push(crossSite(superadmin, 'POST', '/graphql', { type, payload: encode(document) }));
      attempts.push(crossSite(superadmin, 'GET', `/graphql?query=${encodeURIComponent(JSON.parse(document).query)}`));
    }
    const responses = await Promise.all(attempts);

    expect(responses.filter(refusedWithoutEffect)).toHaveLength(responses.length);
    expect(executed).not.toHaveBeenCalled();
    expect((await UserMetadata.getUserMetadata(userId)).metadata).toEqual(before);
    executed.mockRestore();

    // The same session, from the portal's own page, still works.
    const own = await superadmin.graphql<{ viewer: { user: { userId: string } } }>('{ viewer { user { userId } } }');
    expect(own.data?.viewer.user.userId).toBe(userId);
  });

  it('do not sign out: 0 of N', async () => {
    const victim = await signInAs(app, 'admin.isp');
    const handle = sessionHandleOf(victim);
    const responses = await Promise.all([
      ...SIMPLE_BODIES.map(({ type, encode }) => crossSite(victim, 'POST', '/auth/signout', { type, payload: encode('{}') })),
      crossSite(victim, 'GET', '/auth/signout'),
    ]);
    for (const response of responses) expect(response.statusCode).not.toBe(200);
    expect(await Session.getSessionInformation(handle)).toBeDefined();
    expect((await victim.graphql<{ viewer: unknown }>('{ viewer { greeting } }')).data?.viewer).not.toBeNull();
  });

  it('do not refresh (rotate) the session: 0 of N', async () => {
    const victim = await signInAs(app, 'user.isp');
    const handle = sessionHandleOf(victim);
    const responses = await Promise.all([
      ...SIMPLE_BODIES.map(({ type, encode }) => crossSite(victim, 'POST', '/auth/session/refresh', { type, payload: encode('{}') })),
      crossSite(victim, 'GET', '/auth/session/refresh'),
    ]);
    for (const response of responses) {
      expect(response.statusCode).not.toBe(200);
      // No new token pair was handed out.
      const issued = [response.headers['set-cookie']].flat().filter((c): c is string => typeof c === 'string' && /^sAccessToken=[^;]+/.test(c));
      expect(issued).toEqual([]);
    }
    expect(await Session.getSessionInformation(handle)).toBeDefined();
    // The victim's own refresh token was not used up: the portal's refresh still works.
    expect((await victim.refresh()).statusCode).toBe(200);
  });

  it('create no user through an admin session: 0 of N', async () => {
    const admin = await signInAs(app, 'admin.isp');
    const emails = SIMPLE_BODIES.map((_, i) => `csrf.${i}.${Date.now()}@example.at`);
    const form = (email: string) =>
      JSON.stringify({
        formFields: Object.entries({ email, password: 'Portal!2026', name: 'Fremd', role: 'admin', type: 'isp', accountid: 'isp-0001' }).map(([id, value]) => ({
          id,
          value,
        })),
      });
    const responses = await Promise.all(
      SIMPLE_BODIES.map(({ type, encode }, i) => crossSite(admin, 'POST', '/auth/signup', { type, payload: encode(form(emails[i]!)) })),
    );
    for (const response of responses) expect(response.body).not.toContain('"status":"OK"');
    for (const email of emails) expect(await supertokens.listUsersByAccountInfo('public', { email })).toEqual([]);
  });
});

describe('the protections are the configured ones', () => {
  it("answers a JSON POST without SuperTokens' custom header, with a session cookie, 401 before GraphQL", async () => {
    const client = await signInAs(app, 'user.isp');
    const response = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { cookie: cookieHeader(client), 'content-type': 'application/json' },
      payload: JSON.stringify({ query: '{ viewer { greeting } }' }),
    });
    // antiCsrf VIA_CUSTOM_HEADER: a non-GET request with the session cookie needs `rid`.
    expect(response.statusCode).toBe(401);
    expect(response.body).not.toContain('"data"');
  });

  it("keeps Apollo's CSRF prevention on: a GET without a preflight header is refused", async () => {
    const response = await app.inject({ method: 'GET', url: `/graphql?query=${encodeURIComponent('{ portal { version } }')}` });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toContain('"data"');
    const preflighted = await app.inject({
      method: 'GET',
      url: `/graphql?query=${encodeURIComponent('{ portal { version } }')}`,
      headers: { 'apollo-require-preflight': '1' },
    });
    expect(preflighted.statusCode).toBe(200);
  });
});
