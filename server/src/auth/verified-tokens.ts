/**
 * Access tokens verified once (issue 20, B1). supertokens-node verifies the RS256 signature
 * of the access token on every request (`jose.jwtVerify`, a synchronous RSA verification on
 * the event loop), parses the cookies three times and builds a front token it does not
 * send: about a tenth of the CPU time of a dashboard request. A token that passed that full
 * check is remembered here, by its SHA-256, until it expires; the next request with the same
 * token skips the signature check.
 *
 * Nothing else is skipped: every request still checks, as the full path does, the request's
 * shape (one `sAccessToken` cookie, no Authorization header, no legacy cookie, the anti-CSRF
 * `rid` header on a POST), the revocation map (sign-out, theft and deactivation through any
 * replica, revocations.ts), the user's metadata (deactivated: full path, answered 403) and the
 * admin session clock (admin-session.ts). Anything unusual goes the full path, which answers
 * as before. Requests that may write always go the full path (checked in the core).
 * The short path repeats one claim validator, the portal's active-user check; it is off as
 * soon as a recipe adds another (`claimChecks` in supertokens.ts).
 *
 * A token that the full path would refuse is never stored: expired (the entry ends with the
 * token's `exp`), badly signed (a changed token has another hash), revoked (checked on every
 * hit), or a token of a refreshed session that the core still has to confirm
 * (`parentRefreshTokenHash1`, the SDK asks the core for those).
 */
import { hash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** What the full check established about a token, enough to build the viewer again. */
export interface VerifiedToken {
  userId: string;
  sessionHandle: string;
  /** The token's payload (e-mail, admin session clock). Frozen: shared between requests. */
  payload: Readonly<Record<string, unknown>>;
  /** The token's `exp`, in ms: the entry is gone from then on. */
  expiresAt: number;
}

/** Tokens kept at most; beyond that the least recently used goes (about 200 bytes each). */
export const VERIFIED_TOKENS_KEPT = 20_000;

const ACCESS_TOKEN_COOKIE = 'sAccessToken';
const LEGACY_COOKIE = 'sIdRefreshToken';
/** A JWT in compact form: base64url parts and dots. Anything else (quoted, %-encoded): the SDK parses it. */
const COMPACT_JWT = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

/**
 * The access token of a request, when the request carries it the plain way the web client
 * does: exactly one `sAccessToken` cookie, no Authorization header, no legacy cookie, and on
 * anything but GET the `rid` header of SuperTokens' anti-CSRF check. Undefined otherwise;
 * such requests take the SDK's full path, which decides (and answers errors) as before.
 */
export function plainAccessToken(request: Pick<FastifyRequest, 'headers' | 'method'>): string | undefined {
  const { headers } = request;
  if (headers.authorization !== undefined) return undefined;
  if (request.method !== 'GET' && headers['rid'] === undefined) return undefined;
  const cookie = headers.cookie;
  if (typeof cookie !== 'string') return undefined;
  let token: string | undefined;
  for (const part of cookie.split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    const name = part.slice(0, at).trim();
    if (name === LEGACY_COOKIE) return undefined;
    if (name !== ACCESS_TOKEN_COOKIE) continue;
    // Two access-token cookies (another cookie domain): the SDK asks for a refresh.
    if (token !== undefined) return undefined;
    token = part.slice(at + 1).trim();
  }
  return token !== undefined && COMPACT_JWT.test(token) ? token : undefined;
}

export function createVerifiedTokens(options: { max?: number; now?: () => number } = {}) {
  const max = options.max ?? VERIFIED_TOKENS_KEPT;
  // Read at every call, as supertokens-node reads Date.now() when it checks a token's expiry:
  // both judge a token on the same clock (session.spec.ts moves it).
  const now = options.now ?? (() => Date.now());
  // Map order is recency: a hit moves to the end, the first entry is the least recently used.
  const entries = new Map<string, VerifiedToken>();
  const keyOf = (token: string) => hash('sha256', token, 'base64');
  return {
    /** The token's verification, while the token is still valid. */
    get(token: string): VerifiedToken | undefined {
      const key = keyOf(token);
      const entry = entries.get(key);
      if (entry === undefined) return undefined;
      entries.delete(key);
      if (entry.expiresAt <= now()) return undefined;
      entries.set(key, entry);
      return entry;
    },
    /** Remembers a token the full check accepted; tokens the core still has to confirm are not kept. */
    remember(token: string, verified: { userId: string; sessionHandle: string; payload: Record<string, unknown> }): void {
      const { payload } = verified;
      // The SDK asks the core about a token with a parent refresh token (a string; null means none).
      if (typeof payload['exp'] !== 'number' || typeof payload['parentRefreshTokenHash1'] === 'string') return;
      const expiresAt = payload['exp'] * 1000;
      if (expiresAt <= now()) return;
      const key = keyOf(token);
      entries.delete(key);
      if (entries.size >= max) entries.delete(entries.keys().next().value as string);
      entries.set(key, { userId: verified.userId, sessionHandle: verified.sessionHandle, payload: Object.freeze({ ...payload }), expiresAt });
    },
    clear(): void {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}

export type VerifiedTokens = ReturnType<typeof createVerifiedTokens>;

export const verifiedTokens = createVerifiedTokens();
