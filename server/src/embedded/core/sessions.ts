import {
  customClaims,
  type VerifiedAccessToken,
  issueAccessToken,
  protectedClaimIn,
  readAccessToken,
  sameJson,
  type IssuedAccessToken,
  type JsonObject,
} from './access-tokens';
import type { Queryable } from './database';
import { PUBLIC_TENANT, type CoreContext } from './context';
import { badRequest } from './http-errors';
import { newUuid, randomUrlSafe, sha256Hex } from './secrets';

interface SessionRow {
  session_handle: string;
  tenant_id: string;
  user_id: string;
  recipe_user_id: string;
  user_data_in_jwt: JsonObject;
  user_data_in_database: JsonObject;
  time_created: number | string;
  expires_at: number | string;
  use_static_key: boolean;
  anti_csrf_token: string | null;
}

/**
 * A refresh token of a session's family. `rotated_at` set: dead (its child was promoted);
 * `parent_hash2` set: a child waiting for promotion; neither: the session's current token.
 * (`successor_hash2` and `successor_sealed` of the former grace-period rotation stay unused.)
 */
interface RefreshTokenRow {
  token_hash2: string;
  session_handle: string;
  created_at: number | string;
  rotated_at: number | string | null;
  parent_hash2: string | null;
}

/** Makes a child the session's token: every other live token of the family dies. */
async function promote(q: Queryable, appId: string, handle: string, childHash2: string, now: number): Promise<void> {
  await q.query(
    `UPDATE refresh_tokens SET rotated_at = $4
      WHERE app_id = $1 AND session_handle = $2 AND token_hash2 <> $3 AND rotated_at IS NULL`,
    [appId, handle, childHash2, now],
  );
  await q.query('UPDATE refresh_tokens SET parent_hash2 = NULL WHERE app_id = $1 AND token_hash2 = $2', [appId, childHash2]);
}

/** The `session` object of create / verify / refresh / regenerate answers. */
export interface CdiSession {
  handle: string;
  userId: string;
  recipeUserId: string;
  userDataInJWT: JsonObject;
  tenantId: string;
}

interface TokenInfo {
  token: string;
  expiry: number;
  createdTime: number;
}

export type SessionTokensResult = {
  status: 'OK';
  session: CdiSession;
  accessToken: IssuedAccessToken;
  refreshToken: TokenInfo;
  // Absent (not null) when anti-CSRF is off: the SDK would send a literal "null" header.
  antiCsrfToken?: string;
};

const UNAUTHORISED_SESSION = {
  status: 'UNAUTHORISED',
  message: 'Either the session has ended or has been blacklisted',
} as const;

const SESSION_COLUMNS = [
  'session_handle',
  'tenant_id',
  'user_id',
  'recipe_user_id',
  'user_data_in_jwt',
  'user_data_in_database',
  'time_created',
  'expires_at',
  'use_static_key',
  'anti_csrf_token',
].join(', ');

function toCdiSession(row: SessionRow, userDataInJWT: JsonObject = row.user_data_in_jwt): CdiSession {
  return {
    handle: row.session_handle,
    userId: row.user_id,
    recipeUserId: row.recipe_user_id,
    userDataInJWT,
    tenantId: row.tenant_id,
  };
}

function rejectProtectedClaims(field: string, data: JsonObject): void {
  const claim = protectedClaimIn(data);
  if (claim !== undefined) {
    throw badRequest(`Field name '${field}' is invalid in JSON input: '${claim}' is a protected claim`);
  }
}

/** The refresh token is opaque; only hashes of it are stored. hash1 goes into the access token. */
function hashes(refreshToken: string): { hash1: string; hash2: string } {
  const hash1 = sha256Hex(refreshToken);
  return { hash1, hash2: sha256Hex(hash1) };
}

async function liveSession(q: Queryable, ctx: CoreContext, appId: string, handle: string): Promise<SessionRow | undefined> {
  const result = await q.query<SessionRow>(`SELECT ${SESSION_COLUMNS} FROM sessions WHERE app_id = $1 AND session_handle = $2 AND expires_at > $3`, [
    appId,
    handle,
    ctx.now(),
  ]);
  return result.rows[0];
}

async function mintAccessToken(
  ctx: CoreContext,
  appId: string,
  session: SessionRow,
  input: { refreshTokenHash1: string; parentRefreshTokenHash1?: string | null; antiCsrfToken: string | null; custom: JsonObject; exp?: number },
): Promise<IssuedAccessToken> {
  const iat = Math.floor(ctx.now() / 1000);
  return issueAccessToken(ctx.keys, appId, session.use_static_key ? 'static' : 'dynamic', {
    userId: session.user_id,
    recipeUserId: session.recipe_user_id,
    tenantId: session.tenant_id,
    sessionHandle: session.session_handle,
    refreshTokenHash1: input.refreshTokenHash1,
    parentRefreshTokenHash1: input.parentRefreshTokenHash1 ?? null,
    antiCsrfToken: input.antiCsrfToken,
    iat,
    exp: input.exp ?? iat + Math.floor(ctx.settings.accessTokenValidityMs / 1000),
    custom: input.custom,
  });
}

export interface CreateSessionInput {
  userId: string;
  userDataInJWT: JsonObject;
  userDataInDatabase: JsonObject;
  useDynamicSigningKey: boolean;
  enableAntiCsrf: boolean;
}

export async function createSession(ctx: CoreContext, appId: string, tenantId: string, input: CreateSessionInput): Promise<SessionTokensResult> {
  rejectProtectedClaims('userDataInJWT', input.userDataInJWT);
  const now = ctx.now();
  // The real core marks sessions of other tenants with a suffix; app-level calls read it back.
  const handle = tenantId === PUBLIC_TENANT ? newUuid() : `${newUuid()}_${tenantId}`;
  const refreshToken = randomUrlSafe(32);
  const { hash1, hash2 } = hashes(refreshToken);
  const antiCsrfToken = input.enableAntiCsrf ? newUuid() : null;
  const row: SessionRow = {
    session_handle: handle,
    tenant_id: tenantId,
    // Without account linking the primary user id is the recipe user id.
    user_id: input.userId,
    recipe_user_id: input.userId,
    user_data_in_jwt: input.userDataInJWT,
    user_data_in_database: input.userDataInDatabase,
    time_created: now,
    expires_at: now + ctx.settings.refreshTokenValidityMs,
    use_static_key: !input.useDynamicSigningKey,
    anti_csrf_token: antiCsrfToken,
  };
  await ctx.db.transaction(async (tx) => {
    // Housekeeping where it is cheap: expired sessions can never be used again.
    await tx.query('DELETE FROM sessions WHERE expires_at <= $1', [now]);
    await tx.query(`INSERT INTO sessions (app_id, ${SESSION_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`, [
      appId,
      row.session_handle,
      row.tenant_id,
      row.user_id,
      row.recipe_user_id,
      row.user_data_in_jwt,
      row.user_data_in_database,
      row.time_created,
      row.expires_at,
      row.use_static_key,
      row.anti_csrf_token,
    ]);
    await tx.query('INSERT INTO refresh_tokens (app_id, token_hash2, session_handle, created_at) VALUES ($1, $2, $3, $4)', [appId, hash2, handle, now]);
  });
  const accessToken = await mintAccessToken(ctx, appId, row, {
    refreshTokenHash1: hash1,
    antiCsrfToken,
    custom: input.userDataInJWT,
  });
  return {
    status: 'OK',
    session: toCdiSession(row),
    accessToken,
    refreshToken: { token: refreshToken, expiry: Number(row.expires_at), createdTime: now },
    ...(antiCsrfToken === null ? {} : { antiCsrfToken }),
  };
}

export interface RefreshInput {
  refreshToken: string;
  antiCsrfToken?: string;
  enableAntiCsrf: boolean;
  useDynamicSigningKey: boolean;
}

export type RefreshResult =
  | SessionTokensResult
  | { status: 'UNAUTHORISED'; message: string }
  | { status: 'TOKEN_THEFT_DETECTED'; session: { handle: string; userId: string; recipeUserId: string } };

/**
 * Refresh-token rotation as the official core does it. A refresh makes a child token and an
 * access token that names its parent (`parentRefreshTokenHash1`); the parent stays the
 * session's token — it may refresh again — until the child is *promoted*: when the new access
 * token is first verified (the SDK asks the core for every token with a parent hash) or the
 * child itself is presented. From then on the parent and every other child of it are dead,
 * and presenting any of them is theft: the whole session is revoked, and every token of the
 * family answers 401.
 */
export async function refreshSession(ctx: CoreContext, appId: string, input: RefreshInput): Promise<RefreshResult> {
  const presented = hashes(input.refreshToken);
  const outcome = await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const found = await tx.query<RefreshTokenRow>(
      `SELECT token_hash2, session_handle, created_at, rotated_at, parent_hash2
         FROM refresh_tokens WHERE app_id = $1 AND token_hash2 = $2`,
      [appId, presented.hash2],
    );
    const token = found.rows[0];
    if (!token) return { kind: 'unauthorised' as const, message: 'Refresh token not found' };
    const session = await liveSession(tx, ctx, appId, token.session_handle);
    if (!session) return { kind: 'unauthorised' as const, message: 'Session has ended' };
    if (input.enableAntiCsrf && session.anti_csrf_token !== null && input.antiCsrfToken !== session.anti_csrf_token) {
      return { kind: 'unauthorised' as const, message: 'Anti CSRF token missing, or not matching' };
    }
    if (token.rotated_at !== null) {
      await tx.query('DELETE FROM sessions WHERE app_id = $1 AND session_handle = $2', [appId, session.session_handle]);
      return { kind: 'theft' as const, session };
    }
    // A child presented: it is promoted, its parent and siblings die.
    if (token.parent_hash2 !== null) await promote(tx, appId, session.session_handle, presented.hash2, now);

    const antiCsrfToken = input.enableAntiCsrf ? (session.anti_csrf_token ?? newUuid()) : null;
    const useStaticKey = !input.useDynamicSigningKey;
    const child = randomUrlSafe(32);
    const childHashes = hashes(child);
    const expiresAt = now + ctx.settings.refreshTokenValidityMs;
    await tx.query('INSERT INTO refresh_tokens (app_id, token_hash2, session_handle, created_at, parent_hash2) VALUES ($1, $2, $3, $4, $5)', [
      appId,
      childHashes.hash2,
      session.session_handle,
      now,
      presented.hash2,
    ]);
    await tx.query(
      `UPDATE sessions SET expires_at = $3, anti_csrf_token = $4, use_static_key = $5
        WHERE app_id = $1 AND session_handle = $2`,
      [appId, session.session_handle, expiresAt, antiCsrfToken, useStaticKey],
    );
    return {
      kind: 'issue' as const,
      session: { ...session, expires_at: expiresAt, anti_csrf_token: antiCsrfToken, use_static_key: useStaticKey },
      refreshToken: { token: child, expiry: expiresAt, createdTime: now },
      hash1: childHashes.hash1,
      parentHash1: presented.hash1,
      antiCsrfToken,
    };
  });

  if (outcome.kind === 'unauthorised') return { status: 'UNAUTHORISED', message: outcome.message };
  if (outcome.kind === 'theft') {
    ctx.logger.warn(
      { sessionHandle: outcome.session.session_handle, userId: outcome.session.user_id },
      'refresh token reused after rotation: session revoked as token theft',
    );
    return {
      status: 'TOKEN_THEFT_DETECTED',
      session: {
        handle: outcome.session.session_handle,
        userId: outcome.session.user_id,
        recipeUserId: outcome.session.recipe_user_id,
      },
    };
  }
  const accessToken = await mintAccessToken(ctx, appId, outcome.session, {
    refreshTokenHash1: outcome.hash1,
    parentRefreshTokenHash1: outcome.parentHash1,
    antiCsrfToken: outcome.antiCsrfToken,
    custom: outcome.session.user_data_in_jwt,
  });
  return {
    status: 'OK',
    session: toCdiSession(outcome.session),
    accessToken,
    refreshToken: outcome.refreshToken,
    ...(outcome.antiCsrfToken === null ? {} : { antiCsrfToken: outcome.antiCsrfToken }),
  };
}

export interface VerifyInput {
  accessToken: string;
  antiCsrfToken?: string;
  doAntiCsrfCheck: boolean;
  enableAntiCsrf: boolean;
  checkDatabase: boolean;
}

export type VerifyResult =
  { status: 'OK'; session: CdiSession; accessToken?: IssuedAccessToken } | { status: 'UNAUTHORISED' | 'TRY_REFRESH_TOKEN'; message: string };

/**
 * `POST /recipe/session/verify`. The SDK comes here for `checkDatabase: true` and for every
 * token with a parent hash (made by a refresh). Such a token promotes its refresh token
 * (`refreshSession`) and is answered with a replacement without the parent hash. Otherwise the
 * session must still exist, and if its stored payload has changed since the token was made,
 * a token with the stored payload is returned.
 */
export async function verifySession(ctx: CoreContext, appId: string, input: VerifyInput): Promise<VerifyResult> {
  const token = await readAccessToken(ctx.keys, appId, input.accessToken);
  if (typeof token === 'string') return { status: 'TRY_REFRESH_TOKEN', message: token };
  if (token.expiresAt <= ctx.now()) return { status: 'TRY_REFRESH_TOKEN', message: 'Access token has expired' };
  if (input.enableAntiCsrf && input.doAntiCsrfCheck) {
    if (token.antiCsrfToken === null || input.antiCsrfToken !== token.antiCsrfToken) {
      return { status: 'TRY_REFRESH_TOKEN', message: 'Anti CSRF token missing, or not matching' };
    }
  }
  const tokenClaims = customClaims(token.payload);
  if (token.parentRefreshTokenHash1 !== null) return promoteByAccessToken(ctx, appId, token);
  if (!input.checkDatabase) {
    return {
      status: 'OK',
      session: {
        handle: token.sessionHandle,
        userId: token.userId,
        recipeUserId: token.recipeUserId,
        userDataInJWT: tokenClaims,
        tenantId: token.tenantId,
      },
    };
  }
  const session = await liveSession(ctx.db, ctx, appId, token.sessionHandle);
  if (!session || session.user_id !== token.userId) return UNAUTHORISED_SESSION;
  if (sameJson(session.user_data_in_jwt, tokenClaims)) return { status: 'OK', session: toCdiSession(session) };
  const accessToken = await mintAccessToken(ctx, appId, session, {
    refreshTokenHash1: token.refreshTokenHash1,
    antiCsrfToken: token.antiCsrfToken,
    custom: session.user_data_in_jwt,
  });
  return { status: 'OK', session: toCdiSession(session), accessToken };
}

/** The first use of an access token made by a refresh: its refresh token becomes the session's. */
async function promoteByAccessToken(ctx: CoreContext, appId: string, token: VerifiedAccessToken): Promise<VerifyResult> {
  const childHash2 = sha256Hex(token.refreshTokenHash1);
  const session = await ctx.db.transaction(async (tx) => {
    const live = await liveSession(tx, ctx, appId, token.sessionHandle);
    if (!live || live.user_id !== token.userId) return undefined;
    const found = await tx.query<RefreshTokenRow>(
      'SELECT token_hash2, session_handle, created_at, rotated_at, parent_hash2 FROM refresh_tokens WHERE app_id = $1 AND token_hash2 = $2 AND session_handle = $3',
      [appId, childHash2, live.session_handle],
    );
    const child = found.rows[0];
    // A sibling was promoted first: this family member is dead.
    if (!child || child.rotated_at !== null) return undefined;
    if (child.parent_hash2 !== null) {
      if (child.parent_hash2 !== sha256Hex(token.parentRefreshTokenHash1!)) return undefined;
      await promote(tx, appId, live.session_handle, childHash2, ctx.now());
    }
    return live;
  });
  if (!session) return UNAUTHORISED_SESSION;
  const accessToken = await mintAccessToken(ctx, appId, session, {
    refreshTokenHash1: token.refreshTokenHash1,
    antiCsrfToken: token.antiCsrfToken,
    custom: session.user_data_in_jwt,
    exp: token.expiresAt / 1000,
  });
  return { status: 'OK', session: toCdiSession(session), accessToken };
}

export type RegenerateResult = { status: 'OK'; session: CdiSession; accessToken?: IssuedAccessToken } | { status: 'UNAUTHORISED'; message: string };

/**
 * `POST /recipe/session/regenerate`: stores a new custom payload and, if the presented token
 * has not expired, re-signs it with that payload and the same expiry.
 */
export async function regenerateSession(ctx: CoreContext, appId: string, input: { accessToken: string; userDataInJWT: JsonObject }): Promise<RegenerateResult> {
  rejectProtectedClaims('userDataInJWT', input.userDataInJWT);
  // The signature is checked (expiry is not), so only tokens this core made can change a session.
  const token = await readAccessToken(ctx.keys, appId, input.accessToken);
  if (typeof token === 'string') return { status: 'UNAUTHORISED', message: token };
  const updated = await ctx.db.query<SessionRow>(
    `UPDATE sessions SET user_data_in_jwt = $3
      WHERE app_id = $1 AND session_handle = $2 AND expires_at > $4 AND user_id = $5
      RETURNING ${SESSION_COLUMNS}`,
    [appId, token.sessionHandle, input.userDataInJWT, ctx.now(), token.userId],
  );
  const session = updated.rows[0];
  if (!session) return UNAUTHORISED_SESSION;
  if (token.expiresAt <= ctx.now()) return { status: 'OK', session: toCdiSession(session) };
  const accessToken = await mintAccessToken(ctx, appId, session, {
    refreshTokenHash1: token.refreshTokenHash1,
    parentRefreshTokenHash1: token.parentRefreshTokenHash1,
    antiCsrfToken: token.antiCsrfToken,
    custom: input.userDataInJWT,
    exp: token.expiresAt / 1000,
  });
  return { status: 'OK', session: toCdiSession(session), accessToken };
}

export async function getSessionInformation(ctx: CoreContext, appId: string, sessionHandle: string) {
  const session = await liveSession(ctx.db, ctx, appId, sessionHandle);
  if (!session) return { status: 'UNAUTHORISED' as const, message: 'Session does not exist.' };
  return {
    status: 'OK' as const,
    sessionHandle: session.session_handle,
    userId: session.user_id,
    recipeUserId: session.recipe_user_id,
    userDataInDatabase: session.user_data_in_database,
    userDataInJWT: session.user_data_in_jwt,
    expiry: Number(session.expires_at),
    timeCreated: Number(session.time_created),
    tenantId: session.tenant_id,
  };
}

/** Full replacement of one of the two stored payloads. */
export async function replaceSessionData(
  ctx: CoreContext,
  appId: string,
  sessionHandle: string,
  column: 'user_data_in_database' | 'user_data_in_jwt',
  data: JsonObject,
): Promise<{ status: 'OK' } | { status: 'UNAUTHORISED'; message: string }> {
  if (column === 'user_data_in_jwt') rejectProtectedClaims('userDataInJWT', data);
  const result = await ctx.db.query(`UPDATE sessions SET ${column} = $3 WHERE app_id = $1 AND session_handle = $2 AND expires_at > $4`, [
    appId,
    sessionHandle,
    data,
    ctx.now(),
  ]);
  return (result.affectedRows ?? 0) > 0 ? { status: 'OK' } : UNAUTHORISED_SESSION;
}

/** Handles of the user's live sessions; `tenantId` undefined means every tenant. */
export async function sessionHandlesForUser(ctx: CoreContext, appId: string, userId: string, tenantId: string | undefined): Promise<string[]> {
  const result = await ctx.db.query<{ session_handle: string }>(
    `SELECT session_handle FROM sessions
      WHERE app_id = $1 AND user_id = $2 AND expires_at > $3 AND ($4::text IS NULL OR tenant_id = $4)
      ORDER BY time_created`,
    [appId, userId, ctx.now(), tenantId ?? null],
  );
  return result.rows.map((r) => r.session_handle);
}

export async function revokeSessions(
  ctx: CoreContext,
  appId: string,
  target: { sessionHandles: string[] } | { userId: string; tenantId: string | undefined },
): Promise<string[]> {
  const result =
    'sessionHandles' in target
      ? await ctx.db.query<{ session_handle: string }>('DELETE FROM sessions WHERE app_id = $1 AND session_handle = ANY($2::text[]) RETURNING session_handle', [
          appId,
          target.sessionHandles,
        ])
      : await ctx.db.query<{ session_handle: string }>(
          `DELETE FROM sessions WHERE app_id = $1 AND user_id = $2 AND ($3::text IS NULL OR tenant_id = $3)
           RETURNING session_handle`,
          [appId, target.userId, target.tenantId ?? null],
        );
  return result.rows.map((r) => r.session_handle);
}
