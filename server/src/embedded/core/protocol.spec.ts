import { request as httpGet } from 'node:http';
import { describe, expect, it } from 'vitest';
import supertokens from 'supertokens-node';
import EmailPassword from 'supertokens-node/recipe/emailpassword';
import Session from 'supertokens-node/recipe/session';
import { rawRequest, useEmbeddedCore } from '../../../test/support/embedded-core';

const API_KEY = 'portal-test-api-key-0123456789';
const core = useEmbeddedCore({ apiKey: API_KEY });
const AUTH = { 'api-key': API_KEY, 'cdi-version': '5.4' };

async function userCount(): Promise<number> {
  return (await rawRequest(core().url, '/public/users/count', { headers: AUTH })).json<{ count: number }>().count;
}

describe('API key', () => {
  it.each([
    ['no key', {}],
    ['a wrong key', { 'api-key': 'wrong-key' }],
    ['a wrong bearer token', { authorization: 'Bearer wrong-key' }],
  ])('answers 401 to a request with %s', async (_name, headers: Record<string, string>) => {
    for (const path of ['/apiversion', '/user/id?userId=x', '/public/users/count']) {
      const response = await rawRequest(core().url, path, { headers });
      expect(response.status).toBe(401);
      expect(response.text).toBe('Invalid API key');
    }
    const signUp = await rawRequest(core().url, '/public/recipe/signup', {
      headers,
      body: { email: 'eindringling@example.at', password: 'Portal!2026' },
    });
    expect(signUp.status).toBe(401);
  });

  it('accepts the key as a bearer token too', async () => {
    const response = await rawRequest(core().url, '/apiversion', { headers: { authorization: `Bearer ${API_KEY}` } });
    expect(response.status).toBe(200);
  });

  it('serves the JWKS over plain TCP without a key, as jose fetches it', async () => {
    const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpGet(`${core().url}/.well-known/jwks.json`, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(200);
    expect((JSON.parse(body) as { keys: unknown[] }).keys.length).toBeGreaterThan(0);
  });

  it('lets the SDK work when it is configured with the key', async () => {
    const signUp = await EmailPassword.signUp('public', 'mit.schluessel@example.at', 'Portal!2026');
    expect(signUp.status).toBe('OK');
    if (signUp.status !== 'OK') return;
    const session = await Session.createNewSessionWithoutRequestResponse('public', signUp.recipeUserId);
    const verified = await Session.getSessionWithoutRequestResponse(session.getAccessToken(), undefined, {
      checkDatabase: true,
    });
    expect(verified.getUserId()).toBe(signUp.user.id);
    expect(await supertokens.getUserCount()).toBe(1);
  });
});

describe('bad input', () => {
  it.each([
    ['malformed JSON', '{"email": "kaputt@example.at", "password": '],
    ['a JSON array', '[]'],
    ['a missing password', { email: 'ohne.passwort@example.at' }],
    ['a missing e-mail', { password: 'Portal!2026' }],
    ['an e-mail that is not a string', { email: 42, password: 'Portal!2026' }],
    ['an empty password', { email: 'leer@example.at', password: '' }],
    ['an empty body', ''],
  ])('answers 400 text to a sign-up with %s and stores nothing', async (_name, body: string | object) => {
    const before = await userCount();
    const response = await rawRequest(core().url, '/public/recipe/signup', { method: 'POST', headers: AUTH, body });
    expect(response.status).toBe(400);
    expect(response.contentType).toMatch(/^text\/plain/);
    expect(response.text.length).toBeGreaterThan(0);
    expect(await userCount()).toBe(before);
  });

  it.each([
    ['/public/recipe/session', { userId: 'u1', userDataInJWT: [], userDataInDatabase: {} }],
    ['/public/recipe/session', { userId: 'u1', userDataInJWT: {} }],
    ['/recipe/session/refresh', { refreshToken: 'x' }],
    ['/recipe/session/verify', { doAntiCsrfCheck: false }],
    ['/recipe/session/remove', {}],
    ['/recipe/session/remove', { userId: 'u1', sessionHandles: ['h'] }],
    ['/recipe/user/metadata/remove', {}],
    ['/public/recipe/user/password/reset/token/consume', { token: 7 }],
  ])('answers 400 to POST %s with %j and stores nothing', async (path, body) => {
    const response = await rawRequest(core().url, path, { headers: AUTH, body });
    expect(response.status).toBe(400);
    const sessions = await rawRequest(core().url, '/recipe/session/user?userId=u1&fetchAcrossAllTenants=true', {
      headers: AUTH,
    });
    expect(sessions.json()).toEqual({ status: 'OK', sessionHandles: [] });
  });

  it.each([
    ['/public/users/by-accountinfo?email=a%40example.at', 'without doUnionOfAccountInfo'],
    ['/public/users/by-accountinfo?email=a%40example.at&doUnionOfAccountInfo=ja', 'with a non-boolean union flag'],
    ['/public/users?limit=0', 'with limit 0'],
    ['/public/users?limit=501', 'with limit 501'],
    ['/public/users?timeJoinedOrder=UP', 'with an unknown order'],
    ['/public/users?paginationToken=bm9zZXBhcmF0b3I%3D', 'with a pagination token that is not ours'],
    ['/public/users?includeRecipeIds=magic', 'with an unknown recipe id'],
    ['/user/id', 'without userId'],
    ['/recipe/session', 'without sessionHandle'],
  ])('answers 400 to GET %s (%s)', async (path) => {
    const response = await rawRequest(core().url, path, { headers: AUTH });
    expect(response.status).toBe(400);
  });

  it('refuses a PUT /recipe/user that changes nothing, and changes nothing', async () => {
    const response = await rawRequest(core().url, '/recipe/user', {
      method: 'PUT',
      headers: AUTH,
      body: { recipeUserId: 'someone' },
    });
    expect(response.status).toBe(400);
  });

  it('keeps a "__proto__" metadata key from reaching any prototype', async () => {
    const response = await rawRequest(core().url, '/recipe/user/metadata', {
      method: 'PUT',
      headers: AUTH,
      body: '{"userId":"proto-user","metadataUpdate":{"__proto__":{"role":"superadmin"},"name":"Paula"}}',
    });
    expect(response.status).toBe(200);
    const stored = await rawRequest(core().url, '/recipe/user/metadata?userId=proto-user', { headers: AUTH });
    const metadata = stored.json<{ metadata: Record<string, unknown> }>().metadata;
    expect(metadata.name).toBe('Paula');
    expect(metadata.role).toBeUndefined();
    expect(Object.getPrototypeOf(metadata)).toBe(Object.prototype);
  });

  it.each([
    ['/public/recipe/signup', 'POST', '{"email":"nul\\u0000@example.at","password":"Portal!2026"}'],
    ['/recipe/user/metadata', 'PUT', '{"userId":"nul-user","metadataUpdate":{"name":"a\\u0000b"}}'],
    ['/public/recipe/session', 'POST', '{"userId":"nul\\u0000","userDataInJWT":{},"userDataInDatabase":{}}'],
  ])('answers 400, not 500, to %s with a NUL character that cannot be stored', async (path, method, body) => {
    const before = await userCount();
    const response = await rawRequest(core().url, path, { method, headers: AUTH, body });
    expect(response.status).toBe(400);
    expect(await userCount()).toBe(before);
    const metadata = await rawRequest(core().url, '/recipe/user/metadata?userId=nul-user', { headers: AUTH });
    expect(metadata.json().metadata).toEqual({});
  });

  it('answers 413 to an oversized body', async () => {
    const response = await rawRequest(core().url, '/recipe/user/metadata', {
      method: 'PUT',
      headers: AUTH,
      body: { userId: 'u1', metadataUpdate: { blob: 'x'.repeat(1_100_000) } },
    });
    expect(response.status).toBe(413);
    expect((await rawRequest(core().url, '/recipe/user/metadata?userId=u1', { headers: AUTH })).json().metadata).toEqual({});
  });

  it('answers an unsupported cdi-version with 400', async () => {
    const response = await rawRequest(core().url, '/user/id?userId=x', { headers: { ...AUTH, 'cdi-version': '9.9' } });
    expect(response.status).toBe(400);
  });
});

describe('paths', () => {
  it('routes tenant APIs with and without the tenant and app prefixes', async () => {
    for (const prefix of ['', '/public', '/appid-public', '/appid-public/public', '/APPID-PUBLIC/Public']) {
      const response = await rawRequest(core().url, `${prefix}/users/count`, { headers: AUTH });
      expect(response.status, prefix).toBe(200);
      expect(response.contentType).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ status: 'OK', count: await userCount() });
    }
  });

  it('tolerates rid headers and routes /recipe/session by method', async () => {
    const info = await rawRequest(core().url, '/recipe/session?sessionHandle=unbekannt', {
      headers: { ...AUTH, rid: 'session' },
    });
    expect(info.json()).toEqual({ status: 'UNAUTHORISED', message: 'Session does not exist.' });
  });

  it('keeps apps apart', async () => {
    const signUp = await rawRequest(core().url, '/appid-zweite-app/public/recipe/signup', {
      headers: AUTH,
      body: { email: 'app2@example.at', password: 'Portal!2026' },
    });
    expect(signUp.json().status).toBe('OK');
    const inDefault = await rawRequest(core().url, '/public/users/by-accountinfo?email=app2%40example.at&doUnionOfAccountInfo=false', { headers: AUTH });
    expect(inDefault.json()).toEqual({ status: 'OK', users: [] });
    const inOwnApp = await rawRequest(core().url, '/appid-zweite-app/public/users/by-accountinfo?email=app2%40example.at&doUnionOfAccountInfo=false', {
      headers: AUTH,
    });
    expect(inOwnApp.json<{ users: unknown[] }>().users).toHaveLength(1);
  });

  it('refuses unknown tenants, and app-level APIs under a tenant other than public', async () => {
    expect((await rawRequest(core().url, '/anderer/users/count', { headers: AUTH })).status).toBe(400);
    expect((await rawRequest(core().url, '/anderer/user/id?userId=x', { headers: AUTH })).status).toBe(403);
    const tenant = await rawRequest(core().url, '/anderer/recipe/multitenancy/tenant/v2', { headers: AUTH });
    expect(tenant.json()).toEqual({ status: 'TENANT_NOT_FOUND_ERROR' });
  });

  it('answers 404 for unknown APIs and 405 for a wrong method', async () => {
    expect((await rawRequest(core().url, '/recipe/gibt-es-nicht', { headers: AUTH })).status).toBe(404);
    expect((await rawRequest(core().url, '/user/id', { method: 'DELETE', headers: AUTH })).status).toBe(405);
  });
});
