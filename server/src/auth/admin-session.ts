/**
 * Shorter lives for admin and superadmin sessions (issue 11): an absolute lifetime from
 * sign-in and an idle timeout, both configurable (ADMIN_SESSION_ABSOLUTE_MIN,
 * ADMIN_SESSION_IDLE_MIN). The clock rides in the signed access-token payload, so checking
 * it costs nothing per request and holds on every replica; only "last seen" is written,
 * and at most once per touch interval, through the core (`mergeIntoAccessTokenPayload`).
 * A session past either limit is revoked in the core and answered 401, so the client's
 * refresh fails too and the user signs in again.
 */
import Session, { type SessionContainer } from 'supertokens-node/recipe/session';
import type { Config } from '../config';
import type { Role } from '@fibre-portal/shared/vocabulary';

export const SESSION_STARTED_AT = 'portalSessionStartedAt';
export const SESSION_LAST_SEEN_AT = 'portalLastSeenAt';

const SHORT_LIVED_ROLES: ReadonlySet<Role> = new Set<Role>(['admin', 'superadmin']);

export interface AdminSessionLimits {
  absoluteMs: number;
  idleMs: number;
}

export function adminSessionLimits(config: Pick<Config, 'ADMIN_SESSION_ABSOLUTE_MIN' | 'ADMIN_SESSION_IDLE_MIN'>): AdminSessionLimits {
  return { absoluteMs: config.ADMIN_SESSION_ABSOLUTE_MIN * 60_000, idleMs: config.ADMIN_SESSION_IDLE_MIN * 60_000 };
}

/**
 * How stale "last seen" may get before it is written again: a tenth of the idle timeout,
 * at most a minute. The session may thus end up to that much before the full idle time.
 */
export const touchIntervalMs = (limits: AdminSessionLimits) => Math.min(60_000, limits.idleMs / 10);

/** The clock a new session starts with (every role: a user may become an admin). */
export function sessionClockPayload(now = Date.now()): Record<string, number> {
  return { [SESSION_STARTED_AT]: now, [SESSION_LAST_SEEN_AT]: now };
}

export type SessionClockVerdict =
  { expired: 'absolute' | 'idle' } | { expired: false; /** Payload fields to write now, if any. */ update: Record<string, number> | null };

const timeIn = (payload: Record<string, unknown>, key: string) => (typeof payload[key] === 'number' ? (payload[key] as number) : undefined);

export function judgeSessionClock(payload: Record<string, unknown>, limits: AdminSessionLimits, now: number): SessionClockVerdict {
  const startedAt = timeIn(payload, SESSION_STARTED_AT);
  const lastSeenAt = timeIn(payload, SESSION_LAST_SEEN_AT);
  if (startedAt !== undefined && now - startedAt >= limits.absoluteMs) return { expired: 'absolute' };
  if (lastSeenAt !== undefined && now - lastSeenAt >= limits.idleMs) return { expired: 'idle' };
  // Sessions from before this clock existed start it now.
  if (startedAt === undefined) return { expired: false, update: sessionClockPayload(now) };
  if (lastSeenAt === undefined || now - lastSeenAt >= touchIntervalMs(limits)) return { expired: false, update: { [SESSION_LAST_SEEN_AT]: now } };
  return { expired: false, update: null };
}

/**
 * True when `enforceAdminSessionLifetime` would do nothing for this payload: not an admin
 * role, or an admin session within both limits whose "last seen" is fresh enough. A
 * request with an already verified token may then skip the session object (verified-tokens.ts).
 */
export function sessionClockIsCurrent(payload: Readonly<Record<string, unknown>>, role: Role, limits: AdminSessionLimits, now = Date.now()): boolean {
  if (!SHORT_LIVED_ROLES.has(role)) return true;
  const verdict = judgeSessionClock(payload, limits, now);
  return verdict.expired === false && verdict.update === null;
}

/**
 * For admin and superadmin sessions: ends the session when a limit has passed (throws
 * SuperTokens' UNAUTHORISED, answered 401 with cleared cookies), else keeps "last seen" fresh.
 */
export async function enforceAdminSessionLifetime(session: SessionContainer, role: Role, limits: AdminSessionLimits, now = Date.now()): Promise<void> {
  if (!SHORT_LIVED_ROLES.has(role)) return;
  const verdict = judgeSessionClock(session.getAccessTokenPayload() as Record<string, unknown>, limits, now);
  if (verdict.expired) {
    await session.revokeSession();
    throw new Session.Error({
      type: Session.Error.UNAUTHORISED,
      message: `admin session ended: ${verdict.expired} lifetime reached`,
      payload: { clearTokens: true },
    });
  }
  if (verdict.update) await session.mergeIntoAccessTokenPayload(verdict.update);
}
