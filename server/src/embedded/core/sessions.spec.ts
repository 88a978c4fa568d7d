import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import supertokens from 'supertokens-node';
import EmailPassword from 'supertokens-node/recipe/emailpassword';
import Session from 'supertokens-node/recipe/session';
import { decodeJwtPart, makeClock, rawRequest, useEmbeddedCore } from '../../../test/support/embedded-core';

const clock = makeClock();
const core = useEmbeddedCore({ now: clock.now });
let userId: string;

beforeAll(async () => {
  const signUp = await EmailPassword.signUp('public', 'sitzung@example.at', 'Portal!2026');
  if (signUp.status !== 'OK') throw new Error('sign-up failed');
  userId = signUp.user.id;
});

function recipeUserId() {
  return supertokens.convertToRecipeUserId(userId);
}

async function newSession(payload: Record<string, unknown> = {}, data: Record<string, unknown> = {}) {
  const session = await Session.createNewSessionWithoutRequestResponse('public', recipeUserId(), payload, data);
  const tokens = session.getAllSessionTokensDangerously();
  if (tokens.refreshToken === undefined) throw new Error('no refresh token');
  return { session, accessToken: tokens.accessToken, refreshToken: tokens.refreshToken };
}

async function refreshTokens(refreshToken: string) {
  const session = await Session.refreshSessionWithoutRequestResponse(refreshToken);
  return session.getAllSessionTokensDangerously();
}

async function sessionErrorType(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (Session.Error.isErrorFromSuperTokens(error)) return error.type;
    throw error;
  }
  return 'NO_ERROR';
}

describe('session creation', () => {
  it('issues a v5 RS256 access token the SDK verifies locally', async () => {
    const before = Math.floor(Date.now() / 1000);
    const { session, accessToken, refreshToken } = await newSession({ role: 'admin' });

    expect(decodeJwtPart(accessToken, 0)).toEqual({
      kid: expect.stringMatching(/^d-\d{13}$/),
      typ: 'JWT',
      version: '5',
      alg: 'RS256',
    });
    const payload = decodeJwtPart(accessToken, 1);
    expect(payload).toMatchObject({
      sub: userId,
      rsub: userId,
      tId: 'public',
      sessionHandle: session.getHandle(),
      refreshTokenHash1: createHash('sha256').update(refreshToken).digest('hex'),
      parentRefreshTokenHash1: null,
      antiCsrfToken: null,
      role: 'admin',
      iss: 'http://localhost:3001/auth',
    });
    expect(payload.iat).toBeGreaterThanOrEqual(before);
    expect(payload.exp).toBe((payload.iat as number) + 3600);
    // Opaque, cookie- and header-safe.
    expect(refreshToken).toMatch(/^[A-Za-z0-9_-]{40,}$/);

    const verified = await Session.getSessionWithoutRequestResponse(accessToken);
    expect(verified.getUserId()).toBe(userId);
    expect(verified.getHandle()).toBe(session.getHandle());
    expect(verified.getTenantId()).toBe('public');
    expect(verified.getAccessTokenPayload().role).toBe('admin');
  });

  it('answers times in milliseconds: access expiry = exp * 1000, refresh expiry about 100 days ahead', async () => {
    const response = await rawRequest(core().url, '/public/recipe/session', {
      headers: { 'cdi-version': '5.4', rid: 'session' },
      body: { userId, userDataInJWT: {}, userDataInDatabase: {}, useDynamicSigningKey: true, enableAntiCsrf: false },
    });
    expect(response.status).toBe(200);
    const body = response.json<{
      accessToken: { token: string; expiry: number; createdTime: number };
      refreshToken: { expiry: number; createdTime: number };
    }>();
    const payload = decodeJwtPart(body.accessToken.token, 1);
    expect(body.accessToken.expiry).toBe((payload.exp as number) * 1000);
    expect(body.accessToken.createdTime).toBe((payload.iat as number) * 1000);
    const hundredDays = 100 * 24 * 3_600_000;
    expect(body.refreshToken.expiry - body.refreshToken.createdTime).toBe(hundredDays);
    expect(Math.abs(body.refreshToken.createdTime - clock.now())).toBeLessThan(10_000);
    expect('antiCsrfToken' in body).toBe(false);
  });

  it('creates an anti-CSRF token only when asked to', async () => {
    const response = await rawRequest(core().url, '/public/recipe/session', {
      body: { userId, userDataInJWT: {}, userDataInDatabase: {}, useDynamicSigningKey: true, enableAntiCsrf: true },
    });
    const body = response.json<{ antiCsrfToken: string; accessToken: { token: string } }>();
    expect(body.antiCsrfToken).toMatch(/^[0-9a-f-]{36}$/);
    expect(decodeJwtPart(body.accessToken.token, 1).antiCsrfToken).toBe(body.antiCsrfToken);
  });

  it('signs with the static key when the dynamic one is not wanted', async () => {
    const response = await rawRequest(core().url, '/public/recipe/session', {
      body: { userId, userDataInJWT: {}, userDataInDatabase: {}, useDynamicSigningKey: false, enableAntiCsrf: false },
    });
    const kid = decodeJwtPart(response.json<{ accessToken: { token: string } }>().accessToken.token, 0).kid;
    expect(kid).toMatch(/^s-\d+$/);
    const jwks = (await rawRequest(core().url, '/.well-known/jwks.json')).json<{ keys: { kid: string }[] }>();
    expect(jwks.keys.map((k) => k.kid)).toContain(kid);
  });

  it('refuses protected claims in the payload with 400', async () => {
    const response = await rawRequest(core().url, '/public/recipe/session', {
      body: { userId, userDataInJWT: { sub: 'someone-else' }, userDataInDatabase: {}, useDynamicSigningKey: true },
    });
    expect(response.status).toBe(400);
  });
});

describe('session information and data', () => {
  it('reports the stored session', async () => {
    const { session } = await newSession({ role: 'user' }, { seen: 1 });
    const info = await Session.getSessionInformation(session.getHandle());
    expect(info).toMatchObject({
      sessionHandle: session.getHandle(),
      userId,
      tenantId: 'public',
      sessionDataInDatabase: { seen: 1 },
      customClaimsInAccessTokenPayload: { role: 'user', iss: 'http://localhost:3001/auth' },
    });
    expect(info?.recipeUserId.getAsString()).toBe(userId);
    expect(Math.abs((info?.timeCreated ?? 0) - clock.now())).toBeLessThan(10_000);
    expect(info?.expiry).toBe((info?.timeCreated ?? 0) + 100 * 24 * 3_600_000);
    expect(await Session.getSessionInformation('no-such-handle')).toBeUndefined();
  });

  it('replaces the session data in the database', async () => {
    const { session } = await newSession({}, { a: 1 });
    expect(await Session.updateSessionDataInDatabase(session.getHandle(), { b: 2 })).toBe(true);
    expect(await session.getSessionDataFromDatabase()).toEqual({ b: 2 });
    expect(await Session.updateSessionDataInDatabase('no-such-handle', { b: 2 })).toBe(false);
  });

  it('lists the live session handles of a user', async () => {
    const { session } = await newSession();
    expect(await Session.getAllSessionHandlesForUser(userId)).toContain(session.getHandle());
  });
});

describe('payload updates', () => {
  it('regenerates the token on mergeIntoAccessTokenPayload, keeping its expiry', async () => {
    const { session, accessToken } = await newSession({ role: 'user', theme: 'light' });
    const before = decodeJwtPart(accessToken, 1);
    await session.mergeIntoAccessTokenPayload({ theme: 'dark', role: null });

    const regenerated = session.getAccessToken();
    expect(regenerated).not.toBe(accessToken);
    const after = decodeJwtPart(regenerated, 1);
    expect(after.theme).toBe('dark');
    expect('role' in after).toBe(false);
    expect(after.exp).toBe(before.exp);
    expect(after.refreshTokenHash1).toBe(before.refreshTokenHash1);

    const verified = await Session.getSessionWithoutRequestResponse(regenerated);
    expect(verified.getAccessTokenPayload().theme).toBe('dark');
    const info = await Session.getSessionInformation(session.getHandle());
    expect(info?.customClaimsInAccessTokenPayload).toEqual({ theme: 'dark', iss: 'http://localhost:3001/auth' });
  });

  it('hands out the stored payload on a checkDatabase verification after an offline update', async () => {
    const { session, accessToken } = await newSession({ plan: 'basic' });
    expect(await Session.mergeIntoAccessTokenPayload(session.getHandle(), { plan: 'premium' })).toBe(true);

    // Without checkDatabase the token stays as it was (stateless verification).
    const local = await Session.getSessionWithoutRequestResponse(accessToken);
    expect(local.getAccessTokenPayload().plan).toBe('basic');

    const checked = await Session.getSessionWithoutRequestResponse(accessToken, undefined, { checkDatabase: true });
    expect(checked.getAccessTokenPayload().plan).toBe('premium');
    const tokens = checked.getAllSessionTokensDangerously();
    expect(tokens.accessAndFrontTokenUpdated).toBe(true);
    expect(decodeJwtPart(tokens.accessToken, 1).plan).toBe('premium');

    // The replacement matches the database, so the next check keeps it.
    const again = await Session.getSessionWithoutRequestResponse(tokens.accessToken, undefined, {
      checkDatabase: true,
    });
    expect(again.getAllSessionTokensDangerously().accessAndFrontTokenUpdated).toBe(false);
  });
});

describe('refresh', () => {
  it('makes a child refresh token and an access token naming its parent; the first verification promotes it', async () => {
    const { session, refreshToken } = await newSession({ role: 'user' });
    const refreshed = await Session.refreshSessionWithoutRequestResponse(refreshToken);
    const tokens = refreshed.getAllSessionTokensDangerously();
    expect(refreshed.getHandle()).toBe(session.getHandle());
    expect(tokens.refreshToken).toBeDefined();
    expect(tokens.refreshToken).not.toBe(refreshToken);
    const payload = decodeJwtPart(tokens.accessToken, 1);
    expect(payload.parentRefreshTokenHash1).toBe(createHash('sha256').update(refreshToken).digest('hex'));
    expect(payload.refreshTokenHash1).toBe(createHash('sha256').update(tokens.refreshToken!).digest('hex'));
    expect(payload.role).toBe('user');
    // The SDK asks the core for a token with a parent hash; the answer replaces it with one without.
    const verified = await Session.getSessionWithoutRequestResponse(tokens.accessToken);
    expect(verified.getHandle()).toBe(session.getHandle());
    const replaced = verified.getAllSessionTokensDangerously();
    expect(replaced.accessAndFrontTokenUpdated).toBe(true);
    expect(decodeJwtPart(replaced.accessToken, 1).parentRefreshTokenHash1).toBeNull();
    expect(decodeJwtPart(replaced.accessToken, 1).refreshTokenHash1).toBe(payload.refreshTokenHash1);
  });

  it('keeps accepting the parent until the child is promoted (two tabs, a lost answer)', async () => {
    const { refreshToken } = await newSession();
    const first = await refreshTokens(refreshToken);
    clock.advance(60_000);
    const second = await refreshTokens(refreshToken);
    expect(second.refreshToken).not.toBe(first.refreshToken);
    // The second child is used: it is promoted, and keeps the session going.
    expect((await Session.getSessionWithoutRequestResponse(second.accessToken)).getHandle()).toBeDefined();
    expect((await refreshTokens(second.refreshToken!)).refreshToken).toBeDefined();
  });

  it('treats the parent as theft once the new access token was used, and ends the whole family', async () => {
    const { session, refreshToken } = await newSession();
    const child = await refreshTokens(refreshToken);
    await Session.getSessionWithoutRequestResponse(child.accessToken);

    let theft: unknown;
    try {
      await Session.refreshSessionWithoutRequestResponse(refreshToken);
    } catch (error) {
      theft = error;
    }
    expect(Session.Error.isErrorFromSuperTokens(theft) && theft.type).toBe('TOKEN_THEFT_DETECTED');
    const { payload } = theft as {
      payload: { sessionHandle: string; userId: string; recipeUserId: { getAsString(): string } };
    };
    expect(payload.sessionHandle).toBe(session.getHandle());
    expect(payload.userId).toBe(userId);
    expect(payload.recipeUserId.getAsString()).toBe(userId);

    expect(await Session.getSessionInformation(session.getHandle())).toBeUndefined();
    expect(await sessionErrorType(Session.refreshSessionWithoutRequestResponse(child.refreshToken!))).toBe('UNAUTHORISED');
    expect(await sessionErrorType(Session.getSessionWithoutRequestResponse(child.accessToken))).toBe('UNAUTHORISED');
    expect(await sessionErrorType(Session.getSessionWithoutRequestResponse(child.accessToken, undefined, { checkDatabase: true }))).toBe('UNAUTHORISED');
  });

  it('treats the parent as theft once the child refresh token was presented, at any time', async () => {
    const { session, refreshToken } = await newSession();
    const child = await refreshTokens(refreshToken);
    const grandchild = await refreshTokens(child.refreshToken!);
    expect(await sessionErrorType(Session.refreshSessionWithoutRequestResponse(refreshToken))).toBe('TOKEN_THEFT_DETECTED');
    expect(await Session.getSessionInformation(session.getHandle())).toBeUndefined();
    expect(await sessionErrorType(Session.refreshSessionWithoutRequestResponse(grandchild.refreshToken!))).toBe('UNAUTHORISED');
  });

  it('treats a sibling of a promoted child as theft', async () => {
    const { session, refreshToken } = await newSession();
    const first = await refreshTokens(refreshToken);
    const second = await refreshTokens(refreshToken);
    await Session.getSessionWithoutRequestResponse(first.accessToken);
    expect(await sessionErrorType(Session.refreshSessionWithoutRequestResponse(second.refreshToken!))).toBe('TOKEN_THEFT_DETECTED');
    expect(await Session.getSessionInformation(session.getHandle())).toBeUndefined();
  });

  it('answers UNAUTHORISED for a refresh token it never issued', async () => {
    expect(await sessionErrorType(Session.refreshSessionWithoutRequestResponse('erfundenes-token'))).toBe('UNAUTHORISED');
  });

  it('checks the anti-CSRF token bound to the session', async () => {
    const created = (
      await rawRequest(core().url, '/public/recipe/session', {
        body: { userId, userDataInJWT: {}, userDataInDatabase: {}, useDynamicSigningKey: true, enableAntiCsrf: true },
      })
    ).json<{ refreshToken: { token: string }; antiCsrfToken: string }>();
    const refresh = (antiCsrfToken?: string) =>
      rawRequest(core().url, '/recipe/session/refresh', {
        body: {
          refreshToken: created.refreshToken.token,
          antiCsrfToken,
          enableAntiCsrf: true,
          useDynamicSigningKey: true,
        },
      });
    expect((await refresh('falsch')).json().status).toBe('UNAUTHORISED');
    const ok = (await refresh(created.antiCsrfToken)).json<{ status: string; antiCsrfToken: string }>();
    expect(ok.status).toBe('OK');
    expect(ok.antiCsrfToken).toBe(created.antiCsrfToken);
  });
});

describe('revocation', () => {
  it('revokes one session by handle', async () => {
    const { session, accessToken, refreshToken } = await newSession();
    expect(await Session.revokeSession(session.getHandle())).toBe(true);
    expect(await Session.revokeSession(session.getHandle())).toBe(false);
    expect(await Session.getSessionInformation(session.getHandle())).toBeUndefined();
    expect(await sessionErrorType(Session.getSessionWithoutRequestResponse(accessToken, undefined, { checkDatabase: true }))).toBe('UNAUTHORISED');
    expect(await sessionErrorType(Session.refreshSessionWithoutRequestResponse(refreshToken))).toBe('UNAUTHORISED');
  });

  it('revokes every session of a user and no one else’s', async () => {
    const other = await Session.createNewSessionWithoutRequestResponse('public', supertokens.convertToRecipeUserId('another-user'));
    const a = await newSession();
    const b = await newSession();
    const revoked = await Session.revokeAllSessionsForUser(userId);
    expect(revoked).toEqual(expect.arrayContaining([a.session.getHandle(), b.session.getHandle()]));
    expect(await Session.getAllSessionHandlesForUser(userId)).toEqual([]);
    expect(await Session.getAllSessionHandlesForUser('another-user')).toEqual([other.getHandle()]);
  });

  it('keeps a revoked session revoked for regenerate', async () => {
    const { session } = await newSession();
    await Session.revokeSession(session.getHandle());
    expect(await sessionErrorType(session.mergeIntoAccessTokenPayload({ x: 1 }))).toBe('UNAUTHORISED');
  });
});
