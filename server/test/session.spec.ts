import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import Session from 'supertokens-node/recipe/session';
import UserMetadata from 'supertokens-node/recipe/usermetadata';
import { buildApp } from '../src/app';
import { signInAs, TestClient } from './http-client';
import { tempDataDir, testConfig } from './test-kit';

// Short-lived access tokens (2 s), so that expiry and refresh happen within the test.
const data = tempDataDir();
const METADATA_CACHE_MS = 4_000;
const config = () => testConfig({ DATA_DIR: data.dir, ACCESS_TOKEN_VALIDITY_SEC: '2', USER_METADATA_CACHE_MS: String(METADATA_CACHE_MS) });
let app: FastifyInstance;

/**
 * A token expires on the process clock, which the specs move instead of waiting: supertokens-node
 * checks a token's `exp` against `Date.now()` (its own verification path, and the portal's
 * verified-token shortcut reads the same), and the embedded core, in this process, issues and
 * refreshes tokens on that clock too. Only forward, before and after whole steps.
 */
const realNow = Date.now.bind(Date);
let movedBy = 0;
const processClock = vi.spyOn(Date, 'now').mockImplementation(() => realNow() + movedBy);
const later = (ms: number) => {
  movedBy += ms;
};

beforeAll(async () => {
  app = await buildApp(config());
  await app.portal.ready;
}, 120_000);
afterAll(async () => {
  await app?.close();
  data.remove();
  processClock.mockRestore();
});

const VIEWER = '{ viewer { user { email role } } }';

describe('sessions', () => {
  it('answers 401 after the access token expired, and OK again after a refresh', async () => {
    const client = await signInAs(app, 'user.pmo');
    expect((await client.graphql(VIEWER)).status).toBe(200);
    later(2_200);
    const expired = await client.graphql(VIEWER);
    expect(expired.status).toBe(401);
    expect(expired.message).toBe('try refresh token');
    expect((await client.refresh()).statusCode).toBe(200);
    const again = await client.graphql<{ viewer: { user: { email: string } } }>(VIEWER);
    expect(again.status).toBe(200);
    expect(again.data?.viewer.user.email).toBe('user.pmo@example.at');
  });

  it('checks the signature of a token once, and refuses it when it expired or was changed', async () => {
    const client = await signInAs(app, 'user.isp');
    const verify = vi.spyOn(Session, 'getSession');
    try {
      expect((await client.graphql(VIEWER)).status).toBe(200);
      expect(verify).toHaveBeenCalledTimes(1);
      // The same token again: the verification is remembered (auth/verified-tokens.ts).
      const again = await client.graphql<{ viewer: { user: { email: string } } }>(VIEWER);
      expect(again.data?.viewer.user.email).toBe('user.isp@example.at');
      expect(verify).toHaveBeenCalledTimes(1);
      // A token with another signature is not the token that was verified.
      const forged = new TestClient(app);
      const token = client.cookies.get('sAccessToken')!.value;
      const last = token.at(-2) === 'A' ? 'B' : 'A';
      forged.cookies.set('sAccessToken', { value: `${token.slice(0, -2)}${last}${token.at(-1)}`, path: '/' });
      expect((await forged.graphql(VIEWER)).status).toBe(401);
      // After its expiry the remembered token is refused like any other.
      later(2_200);
      const expired = await client.graphql(VIEWER);
      expect(expired.status).toBe(401);
      expect(expired.message).toBe('try refresh token');
    } finally {
      verify.mockRestore();
    }
  });

  it('revokes the whole session when an already rotated refresh token comes back', async () => {
    const client = await signInAs(app, 'user.sales');
    const stolen = client.cookies.get('sRefreshToken')!.value;
    expect((await client.refresh()).statusCode).toBe(200);
    expect((await client.refresh()).statusCode).toBe(200);
    // The thief replays the first refresh token, two rotations old.
    const thief = new TestClient(app);
    thief.cookies.set('sRefreshToken', { value: stolen, path: '/auth/session/refresh' });
    const replay = await thief.refresh();
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ message: 'token theft detected' });
    // The legitimate user's session family is dead too.
    later(2_200);
    expect((await client.refresh()).statusCode).toBe(401);
  });

  it('fails a deactivated user on the very next request with 403, not 401', async () => {
    const client = await signInAs(app, 'user.marketing');
    const userId = (await client.graphql<{ viewer: { user: { userId: string } } }>('{ viewer { user { userId } } }')).data!.viewer.user.userId;
    await UserMetadata.updateUserMetadata(userId, { status: 'deactivated' });
    try {
      const response = await client.graphql(VIEWER);
      expect(response.status).toBe(403);
      expect(response.message).toBe('invalid claim');
      // Signing out still works, so the client can clear its cookies.
      expect((await client.signOut()).statusCode).toBe(200);
    } finally {
      await UserMetadata.updateUserMetadata(userId, { status: null });
    }
  });

  it('reuses the metadata between reads for the cache time, but a request that may write reads it from the core', async () => {
    const client = await signInAs(app, 'user.intern');
    const cachedFrom = Date.now();
    const userId = (await client.graphql<{ viewer: { user: { userId: string } } }>('{ viewer { user { userId } } }')).data!.viewer.user.userId;
    // Another replica deactivates the user: straight in the core, this process is not told.
    const core = app.portal.services()!.core;
    const deactivate = await fetch(`${core.connectionURI}/recipe/user/metadata`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'cdi-version': '5.4', ...(core.apiKey ? { 'api-key': core.apiKey } : {}) },
      body: JSON.stringify({ userId, metadataUpdate: { status: 'deactivated' } }),
    });
    const changedAt = Date.now();
    expect(deactivate.status).toBe(200);
    try {
      // Reads within the cache time are served from the cache (no round trip to the core) …
      const read = await client.graphql(VIEWER);
      if (Date.now() - cachedFrom < METADATA_CACHE_MS) expect(read.status).toBe(200);
      // … a mutation checks the core at once, whatever the cache holds …
      const write = await client.graphql('mutation { switchAccount(userId: "niemand") { ok } }');
      expect(write.status).toBe(403);
      expect(write.message).toBe('invalid claim');
      // … and reads follow within the cache time.
      await expect.poll(async () => (await client.graphql(VIEWER)).status, { timeout: METADATA_CACHE_MS + 2_000, interval: 100 }).toBe(403);
      expect(Date.now() - changedAt).toBeLessThan(METADATA_CACHE_MS + 2_000);
    } finally {
      await UserMetadata.updateUserMetadata(userId, { status: null });
    }
    // The write through this process is seen by the very next read.
    expect((await client.graphql(VIEWER)).status).toBe(200);
  });

  it('keeps users and live sessions across a restart of the portal', async () => {
    const client = await signInAs(app, 'admin.noc');
    await app.close();
    app = await buildApp(config());
    await app.portal.ready;
    client.app = app;
    // The access token may have expired meanwhile; a refresh must then succeed against the restarted core.
    let response = await client.graphql<{ viewer: { user: { email: string } } }>(VIEWER);
    if (response.status === 401) {
      expect((await client.refresh()).statusCode).toBe(200);
      response = await client.graphql(VIEWER);
    }
    expect(response.data?.viewer.user.email).toBe('admin.noc@example.at');
    expect((await new TestClient(app).signIn('admin.noc@example.at')).json()).toMatchObject({ status: 'OK' });
  });
});
