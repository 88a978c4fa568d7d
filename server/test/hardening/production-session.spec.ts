import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import UserMetadata from 'supertokens-node/recipe/usermetadata';
import { signInAs, TestClient } from '../http-client';
import { tempDataDir } from '../test-kit';
import { clientManifest, cookieHeader, fixtureDist, startApp } from './kit';

// The first app of this process is a production one: SuperTokens sets its cookie flags once per process.
const data = tempDataDir();
let app: FastifyInstance;

beforeAll(async () => {
  app = await startApp({ DATA_DIR: data.dir, NODE_ENV: 'production', PUBLIC_URL: 'https://portal.example.at' }, { webDistDir: fixtureDist(data.dir) });
}, 120_000);
afterAll(async () => {
  await app?.close();
  data.remove();
});

const manifest = clientManifest();
const idOf = (operation: string) => {
  const entry = Object.entries(manifest).find(([, text]) => new RegExp(`^(query|mutation) ${operation}\\b`).test(text));
  if (!entry) throw new Error(`${operation} is not a client operation`);
  return entry[0];
};

/** A trusted operation by id, as the client sends it in production, with the cookies of `cookie`. */
function send(operation: string, variables: Record<string, unknown>, cookie: string) {
  return app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', rid: 'anti-csrf', cookie },
    payload: JSON.stringify({ variables, extensions: { persistedQuery: { version: 1, sha256Hash: idOf(operation) } } }),
  });
}

describe('session cookies in production', () => {
  it('are HttpOnly, Secure and SameSite=Lax; the refresh token only goes to the refresh path', async () => {
    const response = await new TestClient(app).signIn('user.isp@example.at');
    const cookies = [response.headers['set-cookie']].flat().filter((c): c is string => typeof c === 'string');
    const access = cookies.find((c) => c.startsWith('sAccessToken='));
    const refresh = cookies.find((c) => c.startsWith('sRefreshToken='));
    for (const cookie of [access, refresh]) {
      expect(cookie).toMatch(/;\s*HttpOnly/i);
      expect(cookie).toMatch(/;\s*Secure/i);
      expect(cookie).toMatch(/;\s*SameSite=Lax/i);
    }
    expect(access).toMatch(/;\s*Path=\/(;|$)/i);
    expect(refresh).toMatch(/;\s*Path=\/auth\/session\/refresh/i);
  });
});

describe('an old access token cannot write', () => {
  it('is refused for a mutation after sign-out (checked against the core), and nothing is written', async () => {
    const superadmin = await signInAs(app, 'superadmin');
    const viewer = await superadmin.request({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', rid: 'anti-csrf' },
      payload: JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash: idOf('AdminAccounts') } } }),
    });
    const target = (viewer.json() as { data: { adminAccounts: Array<{ userId: string; current: boolean }> } }).data.adminAccounts.find((a) => !a.current)!;
    const stolen = cookieHeader(superadmin);
    const superadminId = JSON.parse(Buffer.from(superadmin.cookies.get('sAccessToken')!.value.split('.')[1]!, 'base64url').toString()).sub as string;
    const before = (await UserMetadata.getUserMetadata(superadminId)).metadata;

    expect((await superadmin.signOut()).statusCode).toBe(200);
    const replay = await send('SwitchAccount', { userId: target.userId }, stolen);

    expect(replay.statusCode).toBe(401);
    expect(replay.body).not.toContain('"data"');
    expect((await UserMetadata.getUserMetadata(superadminId)).metadata).toEqual(before);
  });

  it('is refused for a mutation after deactivation', async () => {
    const user = await signInAs(app, 'user.marketing');
    const userId = JSON.parse(Buffer.from(user.cookies.get('sAccessToken')!.value.split('.')[1]!, 'base64url').toString()).sub as string;
    await UserMetadata.updateUserMetadata(userId, { status: 'deactivated' });
    try {
      const response = await send('SwitchAccount', { userId: 'irgendwer' }, cookieHeader(user));
      expect(response.statusCode).toBe(403);
      expect(response.body).not.toContain('"data"');
    } finally {
      await UserMetadata.updateUserMetadata(userId, { status: null });
    }
  });

  it('still runs a mutation of a live session (the refusals above are about the session, not the mutation)', async () => {
    const user = await signInAs(app, 'user.isp');
    const response = await send('SwitchAccount', { userId: 'irgendwer' }, cookieHeader(user));
    expect(response.statusCode).toBe(200);
    // A user may not switch: the resolver ran and answered FORBIDDEN.
    expect(response.json()).toMatchObject({ errors: [{ extensions: { code: 'FORBIDDEN' } }] });
  });
});
