import { sign, verify } from 'node:crypto';
import type { KeyKind, SigningKeys } from './signing-keys';

/** Claims the core owns; they may never come from `userDataInJWT` (SDK constant `protectedProps`). */
export const PROTECTED_CLAIMS: ReadonlySet<string> = new Set([
  'sub',
  'iat',
  'exp',
  'sessionHandle',
  'parentRefreshTokenHash1',
  'refreshTokenHash1',
  'antiCsrfToken',
  'rsub',
  'tId',
  'stt',
]);

export type JsonObject = Record<string, unknown>;

export interface AccessTokenClaims {
  userId: string;
  recipeUserId: string;
  tenantId: string;
  sessionHandle: string;
  refreshTokenHash1: string;
  /** hash1 of the parent refresh token while the token's own refresh token awaits promotion, else null. */
  parentRefreshTokenHash1: string | null;
  antiCsrfToken: string | null;
  /** Whole seconds, as JWT requires. */
  iat: number;
  exp: number;
  custom: JsonObject;
}

export interface IssuedAccessToken {
  token: string;
  /** Milliseconds; equal to `exp * 1000` / `iat * 1000`, as the real core answers. */
  expiry: number;
  createdTime: number;
}

export interface VerifiedAccessToken {
  kid: string;
  payload: JsonObject;
  sessionHandle: string;
  userId: string;
  recipeUserId: string;
  tenantId: string;
  refreshTokenHash1: string;
  parentRefreshTokenHash1: string | null;
  antiCsrfToken: string | null;
  /** Milliseconds. */
  expiresAt: number;
}

export function customClaims(payload: JsonObject): JsonObject {
  return Object.fromEntries(Object.entries(payload).filter(([key]) => !PROTECTED_CLAIMS.has(key)));
}

export function protectedClaimIn(data: JsonObject): string | undefined {
  return Object.keys(data).find((key) => PROTECTED_CLAIMS.has(key));
}

function encodeJson(value: unknown): string {
  return Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
}

/** Signs a version-5 SuperTokens access token (RS256, header `{kid, typ, version:"5", alg}`). */
export async function issueAccessToken(keys: SigningKeys, appId: string, keyKind: KeyKind, claims: AccessTokenClaims): Promise<IssuedAccessToken> {
  const key = await keys.signingKey(appId, keyKind);
  const header = { kid: key.kid, typ: 'JWT', version: '5', alg: 'RS256' };
  const payload = {
    ...claims.custom,
    sub: claims.userId,
    rsub: claims.recipeUserId,
    exp: claims.exp,
    iat: claims.iat,
    tId: claims.tenantId,
    sessionHandle: claims.sessionHandle,
    refreshTokenHash1: claims.refreshTokenHash1,
    // Set after a refresh: the SDK then verifies the token with the core, which promotes the new refresh token.
    parentRefreshTokenHash1: claims.parentRefreshTokenHash1,
    antiCsrfToken: claims.antiCsrfToken,
  };
  const signingInput = `${encodeJson(header)}.${encodeJson(payload)}`;
  const signature = sign('sha256', Buffer.from(signingInput, 'ascii'), key.privateKey).toString('base64url');
  return { token: `${signingInput}.${signature}`, expiry: claims.exp * 1000, createdTime: claims.iat * 1000 };
}

function decodeJson(part: string): unknown {
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Checks signature and structure, not expiry (callers decide what expiry means for them).
 * Returns the reason as a string when the token is not one of ours.
 */
export async function readAccessToken(keys: SigningKeys, appId: string, token: string): Promise<VerifiedAccessToken | string> {
  const parts = token.split('.');
  if (parts.length !== 3) return 'Access token is not a JWT';
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  let header: unknown;
  let payload: unknown;
  try {
    header = decodeJson(headerPart);
    payload = decodeJson(payloadPart);
  } catch {
    return 'Access token cannot be decoded';
  }
  if (!isObject(header) || header.alg !== 'RS256' || typeof header.kid !== 'string') {
    return 'Access token header is not supported';
  }
  const key = await keys.findKey(appId, header.kid);
  if (!key) return 'Access token was signed with an unknown key';
  const valid = verify('sha256', Buffer.from(`${headerPart}.${payloadPart}`, 'ascii'), key.publicKey, Buffer.from(signaturePart, 'base64url'));
  if (!valid) return 'Access token signature is invalid';
  if (
    !isObject(payload) ||
    typeof payload.sub !== 'string' ||
    typeof payload.rsub !== 'string' ||
    typeof payload.sessionHandle !== 'string' ||
    typeof payload.refreshTokenHash1 !== 'string' ||
    typeof payload.exp !== 'number' ||
    typeof payload.tId !== 'string'
  ) {
    return 'Access token payload is incomplete';
  }
  return {
    kid: key.kid,
    payload,
    sessionHandle: payload.sessionHandle,
    userId: payload.sub,
    recipeUserId: payload.rsub,
    tenantId: payload.tId,
    refreshTokenHash1: payload.refreshTokenHash1,
    parentRefreshTokenHash1: typeof payload.parentRefreshTokenHash1 === 'string' ? payload.parentRefreshTokenHash1 : null,
    antiCsrfToken: typeof payload.antiCsrfToken === 'string' ? payload.antiCsrfToken : null,
    expiresAt: payload.exp * 1000,
  };
}

/** Order-insensitive deep equality of JSON values, to tell whether stored claims changed. */
export function sameJson(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isObject(value)) {
    const entries = Object.keys(value)
      .filter((k) => value[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
