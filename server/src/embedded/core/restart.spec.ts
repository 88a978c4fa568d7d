import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import supertokens from 'supertokens-node';
import EmailPassword from 'supertokens-node/recipe/emailpassword';
import Session from 'supertokens-node/recipe/session';
import UserMetadata from 'supertokens-node/recipe/usermetadata';
import { openCoreDatabase } from './database';
import { startEmbeddedCore, type EmbeddedCore } from './index';
import { decodeJwtPart, initSupertokens, makeDataDir, rawRequest } from '../../../test/support/embedded-core';

const EMAIL = 'neustart@example.at';
const PASSWORD = 'Portal!2026';
let dataDir: string;
let removeDataDir: () => Promise<void>;
let core: EmbeddedCore;

beforeAll(async () => {
  const data = await makeDataDir();
  dataDir = data.dir;
  removeDataDir = data.remove;
  core = await startEmbeddedCore({ dataDir });
  initSupertokens(core.url);
});

afterAll(async () => {
  await core?.close();
  await removeDataDir?.();
});

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

describe('restart on the same data directory', () => {
  it('refuses a second core on a data directory that is in use', async () => {
    await expect(startEmbeddedCore({ dataDir })).rejects.toThrow(/in use by process/);
    // The refused start must not have disturbed the running core.
    expect((await rawRequest(core.url, '/hello')).text).toBe('Hello');
  });

  it('keeps users, sessions, metadata and signing keys, and stores secrets only hashed', async () => {
    const signUp = await EmailPassword.signUp('public', EMAIL, PASSWORD);
    if (signUp.status !== 'OK') throw new Error('sign-up failed');
    const userId = signUp.user.id;
    await UserMetadata.updateUserMetadata(userId, { name: 'Nina Neustart' });
    const session = await Session.createNewSessionWithoutRequestResponse('public', supertokens.convertToRecipeUserId(userId), { role: 'user' });
    const { accessToken, refreshToken } = session.getAllSessionTokensDangerously();
    const reset = await EmailPassword.createResetPasswordToken('public', userId, EMAIL);
    if (reset.status !== 'OK' || refreshToken === undefined) throw new Error('setup failed');
    const kidsBefore = (await rawRequest(core.url, '/.well-known/jwks.json')).json<{ keys: { kid: string }[] }>().keys;

    const port = Number(new URL(core.url).port);
    await core.close();

    const db = await openCoreDatabase(join(dataDir, 'core'));
    try {
      const users = await db.query<{ password_hash: string }>('SELECT password_hash FROM users');
      expect(users.rows[0]?.password_hash).toMatch(/^scrypt\$131072\$8\$1\$[^$]+\$[^$]+$/);
      expect(users.rows[0]?.password_hash).not.toContain(PASSWORD);
      const tokens = await db.query<{ token_hash: string }>('SELECT token_hash FROM password_reset_tokens');
      expect(tokens.rows.map((r) => r.token_hash)).toEqual([sha256(reset.token)]);
      const refresh = await db.query<{ token_hash2: string }>('SELECT token_hash2 FROM refresh_tokens');
      expect(refresh.rows.map((r) => r.token_hash2)).toEqual([sha256(sha256(refreshToken))]);
    } finally {
      await db.close();
    }

    // Same port: the SDK keeps its connection URI for the whole process.
    core = await startEmbeddedCore({ dataDir, port });
    expect(core.url).toBe(`http://127.0.0.1:${port}`);

    const kidsAfter = (await rawRequest(core.url, '/.well-known/jwks.json')).json<{ keys: { kid: string }[] }>().keys;
    expect(kidsAfter).toEqual(kidsBefore);

    expect((await EmailPassword.signIn('public', EMAIL, PASSWORD)).status).toBe('OK');
    expect((await UserMetadata.getUserMetadata(userId)).metadata).toEqual({ name: 'Nina Neustart' });

    // checkDatabase makes the core itself check the old token's signature and the stored session.
    const verified = await Session.getSessionWithoutRequestResponse(accessToken, undefined, { checkDatabase: true });
    expect(verified.getHandle()).toBe(session.getHandle());
    expect(verified.getAllSessionTokensDangerously().accessAndFrontTokenUpdated).toBe(false);

    const refreshed = await Session.refreshSessionWithoutRequestResponse(refreshToken);
    expect(refreshed.getHandle()).toBe(session.getHandle());
    expect(decodeJwtPart(refreshed.getAccessToken(), 0).kid).toBe(decodeJwtPart(accessToken, 0).kid);

    expect((await EmailPassword.consumePasswordResetToken('public', reset.token)).status).toBe('OK');
    // Two password hashes at the production cost (2^17) and a core restart: at load 15-20 this
    // ran past the 30 s default (CI, 26.11.).
  }, 90_000);
});
