import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import supertokens from 'supertokens-node';
import Session from 'supertokens-node/recipe/session';
import { errorHandler as supertokensErrorHandler, plugin as supertokensPlugin } from 'supertokens-node/framework/fastify';
import type { SessionUser } from '../graphql/context';
import type { Role } from '@fibre-portal/shared/vocabulary';
import { httpError } from '../http/errors';
import { localizeAuthBody } from './localize';
import { claimChecks, currentAuthConfig, METADATA_IN_CONTEXT, sessionClockNow } from './supertokens';
import { adminSessionLimits, enforceAdminSessionLifetime, sessionClockIsCurrent } from './admin-session';
import { DEACTIVATED, FRESH_METADATA, readMetadata, roleOf, type PortalMetadata } from './user-metadata';
import { plainAccessToken, verifiedTokens } from './verified-tokens';
import { sessionRevocations } from './revocations';

export { initSupertokens } from './supertokens';
export { seedDemoAccounts, DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';

const handleSupertokensError = supertokensErrorHandler();

/**
 * Mounts SuperTokens' frontend API under /auth (SPEC.md §7) once the services are ready,
 * and translates its answers to German. Session errors anywhere (401 expired, 403 invalid
 * claim) are answered the way supertokens-web-js expects.
 */
export async function registerAuth(app: FastifyInstance, isReady: () => boolean) {
  // An encapsulated scope: SuperTokens' middleware hook then runs for /auth/* only, not for
  // every request of the portal.
  await app.register(async (scope) => {
    scope.addHook('preHandler', async (request, reply) => {
      if (!isReady())
        return reply.code(503).send(httpError('SERVICE_UNAVAILABLE', 'Das Portal startet gerade. Bitte versuchen Sie es in wenigen Sekunden erneut.'));
      // supertokens-node reads `body.formFields` without checking that the body is an object:
      // JSON `null`, a list or a bare value would end in a TypeError (500).
      const body = request.body;
      if (body !== undefined && (body === null || typeof body !== 'object' || Array.isArray(body))) {
        return reply
          .code(400)
          .send(httpError('BAD_REQUEST', 'Die Anfrage muss ein JSON-Objekt sein, z. B. {"formFields": [...]}. Bitte prüfen Sie den Inhalt.'));
      }
      // Whether an address has an account is for the admins who create accounts (sign-up is
      // admin-only): anyone else gets what supertokens-node answers for a disabled API — it
      // leaves the request unhandled, and the portal's not-found handler answers.
      // An expired token gets SuperTokens' 401, so that an admin's client refreshes and asks again.
      if (EMAIL_EXISTS_PATHS.has(request.url.split('?')[0]!)) {
        try {
          if (!(await isAdministrator(request, reply))) return reply.callNotFound();
        } catch (error) {
          if (isSessionError(error)) return replyWithSessionError(error, request, reply);
          throw error;
        }
      }
      return undefined;
    });
    await scope.register(supertokensPlugin);
    scope.addHook('onSend', async (_request, reply, payload) => {
      if (typeof payload !== 'string') return payload;
      const type = reply.getHeader('content-type');
      return typeof type === 'string' && type.includes('application/json') ? localizeAuthBody(payload) : payload;
    });
    // Reached only when SuperTokens did not answer: client routes under /auth get the app
    // shell, anything else a 404 (the portal's not-found handler decides).
    scope.all('/auth/*', async (_request, reply) => reply.callNotFound());
  });
}

/** supertokens-node's e-mail check, under its current and its older path. */
const EMAIL_EXISTS_PATHS = new Set(['/auth/emailpassword/email/exists', '/auth/signup/email/exists']);

/** Whether the request carries the session of an admin or superadmin. */
async function isAdministrator(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
  const session = await Session.getSession(request, reply, { sessionRequired: false });
  if (!session) return false;
  const role = roleOf(await readMetadata(session.getUserId()));
  return role === 'admin' || role === 'superadmin';
}

export function isSessionError(error: unknown): boolean {
  return supertokens.Error.isErrorFromSuperTokens(error);
}

/** Answers a session error (try refresh, unauthorised, invalid claim) as SuperTokens does. */
export async function replyWithSessionError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  await handleSupertokensError(error, request, reply);
}

/**
 * The signed-in user of a request, or null. Throws SuperTokens' errors for expired tokens
 * (401), admin sessions past their lifetime (401, see admin-session.ts) and deactivated
 * users (403), which the caller answers with `replyWithSessionError`. `checkDatabase`
 * verifies the session in the core, not only the token's signature (for mutations).
 * A token verified before takes the short path (verified-tokens.ts).
 */
export async function resolveViewer(request: FastifyRequest, reply: FastifyReply, options: { checkDatabase?: boolean } = {}): Promise<SessionUser | null> {
  const token = plainAccessToken(request);
  if (token !== undefined && !options.checkDatabase && claimChecks.portalOnly) {
    const known = await viewerOfVerifiedToken(token);
    if (known !== undefined) return known;
  }
  // A request that may write checks the session and the user's metadata in the core.
  const userContext: Record<string, unknown> = options.checkDatabase ? { [FRESH_METADATA]: true } : {};
  const session = await Session.getSession(request, reply, { sessionRequired: false, checkDatabase: options.checkDatabase ?? false }, userContext);
  if (!session) return null;
  // Signed out, deactivated or stolen: the token is still well signed, but the session is gone.
  if (sessionRevocations.isRevoked(session.getHandle())) {
    throw new Session.Error({ type: Session.Error.UNAUTHORISED, message: 'Session has been revoked', payload: { clearTokens: true } });
  }
  const userId = session.getUserId();
  const metadata = (userContext[METADATA_IN_CONTEXT] as PortalMetadata | undefined) ?? (await readMetadata(userId));
  const role = roleOf(metadata);
  await enforceAdminSessionLifetime(session, role, adminSessionLimits(currentAuthConfig()), sessionClockNow());
  const payload = session.getAccessTokenPayload() as Record<string, unknown>;
  // The token of this request passed the full check and stays as it is (no new token in the answer).
  if (token !== undefined && session.getAccessToken() === token) verifiedTokens.remember(token, { userId, sessionHandle: session.getHandle(), payload });
  return sessionUser(userId, session.getHandle(), payload, metadata, role);
}

/**
 * The viewer of a token the full path verified before, or undefined where only the full path
 * may answer: unknown or expired token, revoked session, deactivated user, or an admin
 * session whose clock has run out or is due to be written.
 */
async function viewerOfVerifiedToken(token: string): Promise<SessionUser | undefined> {
  const verified = verifiedTokens.get(token);
  if (verified === undefined || sessionRevocations.isRevoked(verified.sessionHandle)) return undefined;
  const metadata = await readMetadata(verified.userId);
  if (metadata.status === DEACTIVATED) return undefined;
  const role = roleOf(metadata);
  if (!sessionClockIsCurrent(verified.payload, role, adminSessionLimits(currentAuthConfig()), sessionClockNow())) return undefined;
  return sessionUser(verified.userId, verified.sessionHandle, verified.payload, metadata, role);
}

function sessionUser(userId: string, sessionHandle: string, payload: Readonly<Record<string, unknown>>, metadata: PortalMetadata, role: Role): SessionUser {
  return {
    userId,
    sessionHandle,
    email: typeof payload['email'] === 'string' ? payload['email'] : null,
    name: metadata.name ?? null,
    accountId: metadata.accountid ?? null,
    type: metadata.type ?? null,
    role,
    language: metadata.language ?? null,
  };
}
