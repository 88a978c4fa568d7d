import { z } from 'zod';
import { PUBLIC_TENANT, type CoreContext } from './context';
import { consumePasswordResetToken, createPasswordResetToken, importPasswordHash, signIn, signUp, updateUser } from './email-password';
import { badRequest, HttpError } from './http-errors';
import {
  createSession,
  getSessionInformation,
  refreshSession,
  regenerateSession,
  replaceSessionData,
  revokeSessions,
  sessionHandlesForUser,
  verifySession,
} from './sessions';
import { clearUserMetadata, getUserMetadata, updateUserMetadata } from './user-metadata';
import { countUsers, findUserById, KNOWN_RECIPE_IDS, listUsers, listUsersByAccountInfo, removeUser, toCdiUser } from './users';

/** CDI versions this core implements (supertokens-node 24.0.3 speaks exactly 5.4). */
export const SUPPORTED_CDI_VERSIONS: readonly string[] = ['5.4'];

export interface CoreRequest {
  appId: string;
  tenantId: string;
  query: URLSearchParams;
  body: unknown;
}

/**
 * - `app`: app-level API; a tenant other than `public` in the path is refused (403).
 * - `tenant`: tenant API; the tenant must exist (only `public` does).
 * - `tenant-lookup`: the handler itself answers for unknown tenants.
 */
type Scope = 'app' | 'tenant' | 'tenant-lookup';

export interface Route {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  scope: Scope;
  /** JWKS and the health check are public, as on the real core. */
  open?: boolean;
  handler: (ctx: CoreContext, req: CoreRequest) => Promise<object | string>;
}

// ---------------------------------------------------------------------------- input helpers

const jsonObject = z.record(z.string(), z.unknown());
const id = z.string().min(1);

function valueAt(root: unknown, path: PropertyKey[]): unknown {
  let value = root;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

function parseBody<T>(schema: z.ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const path = issue?.path ?? [];
  const name = path.map(String).join('.');
  if (valueAt(body, path) === undefined) throw badRequest(`Field name '${name}' is missing in JSON input`);
  throw badRequest(`Field name '${name}' is invalid in JSON input: ${issue?.message ?? 'invalid value'}`);
}

function optionalParam(query: URLSearchParams, name: string): string | undefined {
  return query.get(name) ?? undefined;
}

function requiredParam(query: URLSearchParams, name: string): string {
  const value = query.get(name);
  if (value === null || value === '') throw badRequest(`Field name '${name}' is missing in GET request`);
  return value;
}

function booleanParam(query: URLSearchParams, name: string): boolean | undefined {
  const value = query.get(name);
  if (value === null) return undefined;
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw badRequest(`Field name '${name}' must be true or false`);
}

function recipeIdsParam(query: URLSearchParams): string[] | undefined {
  const raw = optionalParam(query, 'includeRecipeIds');
  if (raw === undefined || raw.trim() === '') return undefined;
  const ids = raw.split(',').map((s) => s.trim());
  const unknown = ids.find((recipeId) => !KNOWN_RECIPE_IDS.has(recipeId));
  if (unknown !== undefined) throw badRequest(`Unknown recipe ID: ${unknown}`);
  return ids;
}

function searchTerms(query: URLSearchParams, name: string): string[] | undefined {
  const raw = optionalParam(query, name);
  if (raw === undefined) return undefined;
  const terms = raw
    .split(';')
    .map((t) => t.trim())
    .filter((t) => t !== '');
  return terms.length > 0 ? terms : undefined;
}

// ---------------------------------------------------------------------------- body schemas

const credentialsBody = z.object({ email: z.string(), password: z.string() });
const importBody = z.object({ email: z.string(), passwordHash: z.string(), hashingAlgorithm: z.string().nullish() });
const resetTokenBody = z.object({ userId: id, email: z.string() });
const consumeBody = z.object({ token: z.string().min(1) });
const updateUserBody = z.object({ recipeUserId: id, email: z.string().optional(), password: z.string().optional() });
const removeUserBody = z.object({ userId: id, removeAllLinkedAccounts: z.boolean().optional() });
const createSessionBody = z.object({
  userId: id,
  userDataInJWT: jsonObject,
  userDataInDatabase: jsonObject,
  useDynamicSigningKey: z.boolean().optional().default(true),
  enableAntiCsrf: z.boolean().optional().default(false),
});
const verifyBody = z.object({
  accessToken: z.string().min(1),
  antiCsrfToken: z.string().optional(),
  doAntiCsrfCheck: z.boolean(),
  enableAntiCsrf: z.boolean().optional().default(false),
  checkDatabase: z.boolean().optional().default(false),
});
const refreshBody = z.object({
  refreshToken: z.string().min(1),
  antiCsrfToken: z.string().optional(),
  enableAntiCsrf: z.boolean().optional().default(false),
  useDynamicSigningKey: z.boolean(),
});
const removeSessionsBody = z.union([
  z.object({ sessionHandles: z.array(z.string()), userId: z.undefined().optional() }),
  z.object({
    userId: id,
    sessionHandles: z.undefined().optional(),
    revokeSessionsForLinkedAccounts: z.boolean().optional(),
    revokeAcrossAllTenants: z.boolean().optional(),
  }),
]);
const regenerateBody = z.object({ accessToken: z.string().min(1), userDataInJWT: jsonObject });
const sessionDataBody = z.object({ sessionHandle: id, userDataInDatabase: jsonObject });
const jwtDataBody = z.object({ sessionHandle: id, userDataInJWT: jsonObject });
const metadataUpdateBody = z.object({ userId: id, metadataUpdate: jsonObject });
const metadataRemoveBody = z.object({ userId: id });

function parseRemoveSessions(body: unknown): z.infer<typeof removeSessionsBody> {
  const hasHandles = typeof body === 'object' && body !== null && 'sessionHandles' in body;
  const hasUser = typeof body === 'object' && body !== null && 'userId' in body;
  if (hasHandles === hasUser) throw badRequest("Exactly one of 'userId' or 'sessionHandles' is required");
  return parseBody(removeSessionsBody, body);
}

// ---------------------------------------------------------------------------- the routes

export const ROUTES: readonly Route[] = [
  {
    method: 'GET',
    path: '/apiversion',
    scope: 'app',
    handler: async () => ({ versions: [...SUPPORTED_CDI_VERSIONS] }),
  },
  { method: 'GET', path: '/hello', scope: 'app', open: true, handler: async () => 'Hello' },
  {
    method: 'GET',
    path: '/.well-known/jwks.json',
    scope: 'app',
    open: true,
    handler: (ctx, req) => ctx.keys.jwks(req.appId),
  },
  { method: 'GET', path: '/recipe/jwt/jwks', scope: 'app', handler: (ctx, req) => ctx.keys.jwks(req.appId) },

  // Multitenancy: only the default tenant exists; emailpassword is its (implicit) first factor.
  {
    method: 'GET',
    path: '/recipe/multitenancy/tenant/v2',
    scope: 'tenant-lookup',
    handler: async (_ctx, req) =>
      req.tenantId === PUBLIC_TENANT
        ? { status: 'OK', tenantId: PUBLIC_TENANT, thirdParty: { providers: [] }, coreConfig: {} }
        : { status: 'TENANT_NOT_FOUND_ERROR' },
  },

  {
    method: 'GET',
    path: '/recipe/multitenancy/tenant/list/v2',
    scope: 'app',
    handler: async () => ({
      status: 'OK',
      tenants: [{ tenantId: PUBLIC_TENANT, thirdParty: { providers: [] }, coreConfig: {} }],
    }),
  },

  // EmailPassword
  {
    method: 'POST',
    path: '/recipe/signup',
    scope: 'tenant',
    handler: (ctx, req) => {
      const body = parseBody(credentialsBody, req.body);
      return signUp(ctx, req.appId, req.tenantId, body.email, body.password);
    },
  },
  {
    method: 'POST',
    path: '/recipe/signin',
    scope: 'tenant',
    handler: (ctx, req) => {
      const body = parseBody(credentialsBody, req.body);
      return signIn(ctx, req.appId, req.tenantId, body.email, body.password);
    },
  },
  {
    method: 'POST',
    path: '/recipe/user/passwordhash/import',
    scope: 'tenant',
    handler: (ctx, req) => importPasswordHash(ctx, req.appId, req.tenantId, parseBody(importBody, req.body)),
  },
  {
    method: 'POST',
    path: '/recipe/user/password/reset/token',
    scope: 'tenant',
    handler: (ctx, req) => {
      const body = parseBody(resetTokenBody, req.body);
      return createPasswordResetToken(ctx, req.appId, req.tenantId, body.userId, body.email);
    },
  },
  {
    method: 'POST',
    path: '/recipe/user/password/reset/token/consume',
    scope: 'tenant',
    handler: (ctx, req) => consumePasswordResetToken(ctx, req.appId, req.tenantId, parseBody(consumeBody, req.body).token),
  },
  {
    method: 'PUT',
    path: '/recipe/user',
    scope: 'app',
    handler: (ctx, req) => {
      const body = parseBody(updateUserBody, req.body);
      return updateUser(ctx, req.appId, body.recipeUserId, body);
    },
  },

  // Users
  {
    method: 'GET',
    path: '/users/by-accountinfo',
    scope: 'tenant',
    handler: async (ctx, req) => {
      const union = booleanParam(req.query, 'doUnionOfAccountInfo');
      if (union === undefined) throw badRequest("Field name 'doUnionOfAccountInfo' is missing in GET request");
      const users = await listUsersByAccountInfo(ctx, req.appId, req.tenantId, {
        email: optionalParam(req.query, 'email'),
        phoneNumber: optionalParam(req.query, 'phoneNumber'),
        thirdPartyId: optionalParam(req.query, 'thirdPartyId'),
        thirdPartyUserId: optionalParam(req.query, 'thirdPartyUserId'),
        webauthnCredentialId: optionalParam(req.query, 'webauthnCredentialId'),
        doUnionOfAccountInfo: union,
      });
      return { status: 'OK', users };
    },
  },
  {
    method: 'GET',
    path: '/user/id',
    scope: 'app',
    handler: async (ctx, req) => {
      const user = await findUserById(ctx.db, req.appId, requiredParam(req.query, 'userId'));
      return user ? { status: 'OK', user: toCdiUser(user) } : { status: 'UNKNOWN_USER_ID_ERROR' };
    },
  },
  {
    method: 'GET',
    path: '/users',
    scope: 'tenant',
    handler: async (ctx, req) => {
      const order = optionalParam(req.query, 'timeJoinedOrder') ?? 'ASC';
      if (order !== 'ASC' && order !== 'DESC') throw badRequest('timeJoinedOrder can be either ASC OR DESC');
      const limitRaw = optionalParam(req.query, 'limit');
      const limit = limitRaw === undefined ? 100 : Number(limitRaw);
      if (!Number.isInteger(limit) || limit < 1 || limit > 500) {
        throw badRequest('limit must be an integer between 1 and 500');
      }
      const paginationToken = optionalParam(req.query, 'paginationToken');
      const phone = searchTerms(req.query, 'phone');
      const provider = searchTerms(req.query, 'provider');
      return {
        status: 'OK',
        ...(await listUsers(ctx, req.appId, req.tenantId, {
          order,
          limit,
          paginationToken: paginationToken === '' ? undefined : paginationToken,
          includeRecipeIds: recipeIdsParam(req.query),
          emailSearch: searchTerms(req.query, 'email'),
          hasNonEmailSearch: phone !== undefined || provider !== undefined,
        })),
      };
    },
  },
  {
    method: 'GET',
    path: '/users/count',
    scope: 'tenant',
    handler: async (ctx, req) => {
      const allTenants = booleanParam(req.query, 'includeAllTenants') === true;
      const count = await countUsers(ctx, req.appId, allTenants ? undefined : req.tenantId, recipeIdsParam(req.query));
      return { status: 'OK', count };
    },
  },
  {
    method: 'POST',
    path: '/user/remove',
    scope: 'app',
    handler: async (ctx, req) => {
      await removeUser(ctx, req.appId, parseBody(removeUserBody, req.body).userId);
      return { status: 'OK' };
    },
  },

  // Session
  {
    method: 'POST',
    path: '/recipe/session',
    scope: 'tenant',
    handler: (ctx, req) => createSession(ctx, req.appId, req.tenantId, parseBody(createSessionBody, req.body)),
  },
  {
    method: 'GET',
    path: '/recipe/session',
    scope: 'app',
    handler: (ctx, req) => getSessionInformation(ctx, req.appId, requiredParam(req.query, 'sessionHandle')),
  },
  {
    method: 'POST',
    path: '/recipe/session/verify',
    scope: 'app',
    handler: (ctx, req) => verifySession(ctx, req.appId, parseBody(verifyBody, req.body)),
  },
  {
    method: 'POST',
    path: '/recipe/session/refresh',
    scope: 'app',
    handler: (ctx, req) => refreshSession(ctx, req.appId, parseBody(refreshBody, req.body)),
  },
  {
    method: 'POST',
    path: '/recipe/session/remove',
    scope: 'tenant',
    handler: async (ctx, req) => {
      const body = parseRemoveSessions(req.body);
      const revoked =
        body.sessionHandles !== undefined
          ? await revokeSessions(ctx, req.appId, { sessionHandles: body.sessionHandles })
          : await revokeSessions(ctx, req.appId, {
              userId: body.userId,
              tenantId: body.revokeAcrossAllTenants === true ? undefined : req.tenantId,
            });
      return { status: 'OK', sessionHandlesRevoked: revoked };
    },
  },
  {
    method: 'POST',
    path: '/recipe/session/regenerate',
    scope: 'app',
    handler: (ctx, req) => regenerateSession(ctx, req.appId, parseBody(regenerateBody, req.body)),
  },
  {
    method: 'PUT',
    path: '/recipe/session/data',
    scope: 'app',
    handler: (ctx, req) => {
      const body = parseBody(sessionDataBody, req.body);
      return replaceSessionData(ctx, req.appId, body.sessionHandle, 'user_data_in_database', body.userDataInDatabase);
    },
  },
  {
    method: 'PUT',
    path: '/recipe/jwt/data',
    scope: 'app',
    handler: (ctx, req) => {
      const body = parseBody(jwtDataBody, req.body);
      return replaceSessionData(ctx, req.appId, body.sessionHandle, 'user_data_in_jwt', body.userDataInJWT);
    },
  },
  {
    method: 'GET',
    path: '/recipe/session/user',
    scope: 'tenant',
    handler: async (ctx, req) => {
      const userId = requiredParam(req.query, 'userId');
      const allTenants = booleanParam(req.query, 'fetchAcrossAllTenants') === true;
      const sessionHandles = await sessionHandlesForUser(ctx, req.appId, userId, allTenants ? undefined : req.tenantId);
      return { status: 'OK', sessionHandles };
    },
  },

  // UserMetadata
  {
    method: 'GET',
    path: '/recipe/user/metadata',
    scope: 'app',
    handler: async (ctx, req) => ({
      status: 'OK',
      metadata: await getUserMetadata(ctx, req.appId, requiredParam(req.query, 'userId')),
    }),
  },
  {
    method: 'PUT',
    path: '/recipe/user/metadata',
    scope: 'app',
    handler: async (ctx, req) => {
      const body = parseBody(metadataUpdateBody, req.body);
      return { status: 'OK', metadata: await updateUserMetadata(ctx, req.appId, body.userId, body.metadataUpdate) };
    },
  },
  {
    method: 'POST',
    path: '/recipe/user/metadata/remove',
    scope: 'app',
    handler: async (ctx, req) => {
      await clearUserMetadata(ctx, req.appId, parseBody(metadataRemoveBody, req.body).userId);
      return { status: 'OK' };
    },
  },
];

/** First path segments of APIs; anything else in that position is a tenant id. */
export const API_ROOTS: ReadonlySet<string> = new Set(ROUTES.map((r) => r.path.split('/')[1]!));

/** Applies the route's tenant rule; throws the real core's refusal. */
export function checkScope(route: Route, req: CoreRequest): void {
  if (route.scope === 'app' && req.tenantId !== PUBLIC_TENANT) {
    throw new HttpError(403, 'Only public tenantId can call this app specific API');
  }
  if (route.scope === 'tenant' && req.tenantId !== PUBLIC_TENANT) {
    throw badRequest(
      'AppId or tenantId not found => Tenant with the following connectionURIDomain, appId and tenantId ' +
        `combination not found: (, ${req.appId}, ${req.tenantId})`,
    );
  }
}
