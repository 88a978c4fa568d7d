import type { Queryable } from './database';
import type { CoreContext } from './context';
import { HttpError } from './http-errors';

export interface UserRow {
  user_id: string;
  tenant_id: string;
  email: string;
  password_hash: string;
  time_joined: number | string;
}

/** The CDI user object (CDI ≥ 4.0 with `webauthn`), for a user with one emailpassword login method. */
export interface CdiUser {
  id: string;
  isPrimaryUser: false;
  tenantIds: string[];
  timeJoined: number;
  emails: string[];
  phoneNumbers: string[];
  thirdParty: { id: string; userId: string }[];
  webauthn: { credentialIds: string[] };
  loginMethods: {
    tenantIds: string[];
    recipeUserId: string;
    verified: boolean;
    timeJoined: number;
    recipeId: 'emailpassword';
    email: string;
  }[];
}

const USER_COLUMNS = 'user_id, tenant_id, email, password_hash, time_joined';

/** The SDK compares stored e-mails with its own trim+lowercase of the input, so we store that form. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function toCdiUser(row: UserRow): CdiUser {
  const timeJoined = Number(row.time_joined);
  const tenantIds = [row.tenant_id];
  return {
    id: row.user_id,
    // Account linking is not offered: every user is a recipe user with one login method.
    isPrimaryUser: false,
    tenantIds,
    timeJoined,
    emails: [row.email],
    phoneNumbers: [],
    thirdParty: [],
    webauthn: { credentialIds: [] },
    loginMethods: [
      {
        tenantIds,
        recipeUserId: row.user_id,
        // There is no e-mail verification recipe in this core.
        verified: false,
        timeJoined,
        recipeId: 'emailpassword',
        email: row.email,
      },
    ],
  };
}

export async function findUserById(q: Queryable, appId: string, userId: string): Promise<UserRow | undefined> {
  const result = await q.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE app_id = $1 AND user_id = $2`, [appId, userId]);
  return result.rows[0];
}

export async function findUserByEmail(q: Queryable, appId: string, tenantId: string, email: string): Promise<UserRow | undefined> {
  const result = await q.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE app_id = $1 AND tenant_id = $2 AND email = $3`, [
    appId,
    tenantId,
    normaliseEmail(email),
  ]);
  return result.rows[0];
}

export interface AccountInfoQuery {
  email?: string;
  phoneNumber?: string;
  thirdPartyId?: string;
  thirdPartyUserId?: string;
  webauthnCredentialId?: string;
  doUnionOfAccountInfo: boolean;
}

/** `GET /<tenant>/users/by-accountinfo`: users of the tenant whose login method matches. */
export async function listUsersByAccountInfo(ctx: CoreContext, appId: string, tenantId: string, query: AccountInfoQuery): Promise<CdiUser[]> {
  const others = [query.phoneNumber, query.thirdPartyId, query.webauthnCredentialId].some((v) => v !== undefined);
  if (query.email === undefined && !others) {
    throw new HttpError(400, 'Please provide one of email, phoneNumber, thirdPartyId or webauthnCredentialId');
  }
  // Emailpassword users have no phone number, third-party or passkey identity: an AND that
  // includes one of those matches nobody; an OR reduces to the e-mail criterion.
  if (query.email === undefined || (others && !query.doUnionOfAccountInfo)) return [];
  const row = await findUserByEmail(ctx.db, appId, tenantId, query.email);
  return row ? [toCdiUser(row)] : [];
}

export const KNOWN_RECIPE_IDS: ReadonlySet<string> = new Set(['emailpassword', 'thirdparty', 'passwordless', 'webauthn']);

export interface ListUsersQuery {
  order: 'ASC' | 'DESC';
  limit: number;
  paginationToken?: string;
  includeRecipeIds?: string[];
  emailSearch?: string[];
  /** Phone or provider search terms: emailpassword users never match them. */
  hasNonEmailSearch: boolean;
}

function encodePaginationToken(row: UserRow): string {
  return Buffer.from(`${row.user_id};${Number(row.time_joined)}`, 'utf8').toString('base64');
}

function decodePaginationToken(token: string): { userId: string; timeJoined: number } {
  const decoded = Buffer.from(token, 'base64').toString('utf8');
  const separator = decoded.lastIndexOf(';');
  const userId = decoded.slice(0, separator);
  const timeJoined = Number(decoded.slice(separator + 1));
  if (separator <= 0 || !Number.isSafeInteger(timeJoined) || timeJoined < 0) {
    throw new HttpError(400, 'invalid pagination token');
  }
  return { userId, timeJoined };
}

function likePrefix(term: string): string {
  return `${term
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * `GET /<tenant>/users`: one page in join order. The pagination token names the first user
 * of the next page (as the real core does), and is only returned when that page exists.
 */
export async function listUsers(
  ctx: CoreContext,
  appId: string,
  tenantId: string,
  query: ListUsersQuery,
): Promise<{ users: CdiUser[]; nextPaginationToken?: string }> {
  const after = query.paginationToken === undefined ? undefined : decodePaginationToken(query.paginationToken);
  if (query.includeRecipeIds && !query.includeRecipeIds.includes('emailpassword')) return { users: [] };
  if (query.hasNonEmailSearch && !query.emailSearch?.length) return { users: [] };

  const params: unknown[] = [appId, tenantId];
  const where = ['app_id = $1', 'tenant_id = $2'];
  if (after) {
    params.push(after.timeJoined, after.userId);
    where.push(`(time_joined, user_id) ${query.order === 'ASC' ? '>=' : '<='} ($3, $4)`);
  }
  if (query.emailSearch?.length) {
    params.push(query.emailSearch.map(likePrefix));
    where.push(`email LIKE ANY($${params.length})`);
  }
  params.push(query.limit + 1);
  const direction = query.order === 'ASC' ? 'ASC' : 'DESC';
  const result = await ctx.db.query<UserRow>(
    `SELECT ${USER_COLUMNS} FROM users WHERE ${where.join(' AND ')}
     ORDER BY time_joined ${direction}, user_id ${direction} LIMIT $${params.length}`,
    params,
  );
  const rows = result.rows;
  const next = rows.length > query.limit ? rows[query.limit] : undefined;
  const users = rows.slice(0, query.limit).map(toCdiUser);
  return next ? { users, nextPaginationToken: encodePaginationToken(next) } : { users };
}

export async function countUsers(ctx: CoreContext, appId: string, tenantId: string | undefined, includeRecipeIds: string[] | undefined): Promise<number> {
  if (includeRecipeIds && !includeRecipeIds.includes('emailpassword')) return 0;
  const result =
    tenantId === undefined
      ? await ctx.db.query<{ n: number | string }>('SELECT count(*) AS n FROM users WHERE app_id = $1', [appId])
      : await ctx.db.query<{ n: number | string }>('SELECT count(*) AS n FROM users WHERE app_id = $1 AND tenant_id = $2', [appId, tenantId]);
  return Number(result.rows[0]?.n ?? 0);
}

/** `POST /user/remove`: the user and everything the core keeps about them. */
export async function removeUser(ctx: CoreContext, appId: string, userId: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await tx.query('DELETE FROM sessions WHERE app_id = $1 AND user_id = $2', [appId, userId]);
    await tx.query('DELETE FROM user_metadata WHERE app_id = $1 AND user_id = $2', [appId, userId]);
    // Reset tokens go with the user (foreign key, on delete cascade).
    await tx.query('DELETE FROM users WHERE app_id = $1 AND user_id = $2', [appId, userId]);
  });
}
