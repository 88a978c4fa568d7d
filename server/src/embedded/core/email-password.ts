import type { CoreContext } from './context';
import { badRequest } from './http-errors';
import { atLeastAsStrong, burnPasswordCheck, hashPassword, parseStoredHash, verifyPassword } from './passwords';
import { newUuid, randomAlphanumeric, sha256Hex } from './secrets';
import { findUserByEmail, findUserById, normaliseEmail, toCdiUser, type CdiUser, type UserRow } from './users';

// 64 characters over 62 symbols ≈ 381 bits, far above the 128 bits a guess must beat.
const RESET_TOKEN_LENGTH = 64;

type SignedIn = { status: 'OK'; user: CdiUser; recipeUserId: string };

export type SignUpResult = SignedIn | { status: 'EMAIL_ALREADY_EXISTS_ERROR' };

export type SignInResult = SignedIn | { status: 'WRONG_CREDENTIALS_ERROR' };

function requirePassword(password: string): void {
  if (password.length === 0) throw badRequest("Field name 'password' is invalid in JSON input: must not be empty");
}

function requireEmail(email: string): string {
  const normalised = normaliseEmail(email);
  if (normalised.length === 0) throw badRequest("Field name 'email' is invalid in JSON input: must not be empty");
  return normalised;
}

export async function signUp(ctx: CoreContext, appId: string, tenantId: string, email: string, password: string): Promise<SignUpResult> {
  const normalised = requireEmail(email);
  requirePassword(password);
  // Checked before hashing so that a duplicate does not cost a scrypt run; the unique index
  // below still decides a race between two sign-ups.
  if (await findUserByEmail(ctx.db, appId, tenantId, normalised)) return { status: 'EMAIL_ALREADY_EXISTS_ERROR' };
  const passwordHash = await hashPassword(password, ctx.settings.passwordHash);
  const inserted = await ctx.db.query<UserRow>(
    `INSERT INTO users (app_id, user_id, tenant_id, email, password_hash, time_joined)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (app_id, tenant_id, email) DO NOTHING
     RETURNING user_id, tenant_id, email, password_hash, time_joined`,
    [appId, newUuid(), tenantId, normalised, passwordHash, ctx.now()],
  );
  const row = inserted.rows[0];
  if (!row) return { status: 'EMAIL_ALREADY_EXISTS_ERROR' };
  return { status: 'OK', user: toCdiUser(row), recipeUserId: row.user_id };
}

export async function signIn(ctx: CoreContext, appId: string, tenantId: string, email: string, password: string): Promise<SignInResult> {
  const row = await findUserByEmail(ctx.db, appId, tenantId, email);
  if (!row) {
    await burnPasswordCheck(password, ctx.settings.passwordHash);
    return { status: 'WRONG_CREDENTIALS_ERROR' };
  }
  if (!(await verifyPassword(password, row.password_hash))) return { status: 'WRONG_CREDENTIALS_ERROR' };
  return { status: 'OK', user: toCdiUser(row), recipeUserId: row.user_id };
}

export type ImportResult = SignedIn & { didUserAlreadyExist: boolean };

/** What the official core accepts in `hashingAlgorithm` (upper-cased); none of them is this core's own scrypt. */
const OFFICIAL_IMPORT_ALGORITHMS = new Set(['ARGON2', 'BCRYPT', 'FIREBASE_SCRYPT']);
/** Above this, checking one password would hold memory and a thread for seconds: refused on import. */
const MAX_IMPORTED_N = 2 ** 20;

/**
 * `POST /recipe/user/passwordhash/import`, as on the official core: creates the user with the
 * given hash, or replaces the hash of the user with this e-mail (`didUserAlreadyExist`).
 * The official core takes argon2, bcrypt and Firebase scrypt hashes; this one only hashes it can
 * check itself, in its own format (`scrypt$N$r$p$salt$hash`, inferred when `hashingAlgorithm` is
 * absent, as the official core infers argon2 and bcrypt), and never weaker than the cost of its
 * own new hashes. The portal imports one hash of the published demo password for every demo
 * account instead of hashing the same password 33 times (auth/demo-accounts.ts).
 */
export async function importPasswordHash(
  ctx: CoreContext,
  appId: string,
  tenantId: string,
  input: { email: string; passwordHash: string; hashingAlgorithm?: string | null | undefined },
): Promise<ImportResult> {
  const email = requireEmail(input.email);
  const passwordHash = input.passwordHash.trim();
  if (passwordHash === '') throw badRequest('Password hash cannot be an empty string');
  if (input.hashingAlgorithm !== undefined && input.hashingAlgorithm !== null) {
    const algorithm = input.hashingAlgorithm.trim().toUpperCase();
    if (algorithm === '') throw badRequest('Hashing Algorithm cannot be an empty string');
    if (!OFFICIAL_IMPORT_ALGORITHMS.has(algorithm)) throw badRequest('Unsupported password hashing algorithm');
    throw badRequest(`This core does not check ${algorithm} hashes; import hashes in its own scrypt format without hashingAlgorithm`);
  }
  const parsed = parseStoredHash(passwordHash);
  if (!parsed) throw badRequest('Password hash is in invalid format');
  const { N, r, p } = parsed.params;
  const powerOfTwo = (N & (N - 1)) === 0;
  if (!powerOfTwo || N > MAX_IMPORTED_N || r > 32 || p > 16 || parsed.salt.length < 16 || parsed.key.length < 32) {
    throw badRequest('Password hash is in invalid format');
  }
  if (!atLeastAsStrong(parsed.params, ctx.settings.passwordHash)) {
    throw badRequest(`Password hash is weaker than this core's own (scrypt N=${ctx.settings.passwordHash.N}, r=${ctx.settings.passwordHash.r})`);
  }
  return ctx.db.transaction(async (tx): Promise<ImportResult> => {
    const existing = await findUserByEmail(tx, appId, tenantId, email);
    if (existing) {
      await tx.query('UPDATE users SET password_hash = $3 WHERE app_id = $1 AND user_id = $2', [appId, existing.user_id, passwordHash]);
      // As after a password change: a reset link mailed before must not undo it.
      await tx.query('DELETE FROM password_reset_tokens WHERE app_id = $1 AND user_id = $2', [appId, existing.user_id]);
      return { status: 'OK', user: toCdiUser(existing), recipeUserId: existing.user_id, didUserAlreadyExist: true };
    }
    const inserted = await tx.query<UserRow>(
      `INSERT INTO users (app_id, user_id, tenant_id, email, password_hash, time_joined)
       VALUES ($1, $2, $3, $4, $5, $6)
       RETURNING user_id, tenant_id, email, password_hash, time_joined`,
      [appId, newUuid(), tenantId, email, passwordHash, ctx.now()],
    );
    const row = inserted.rows[0]!;
    return { status: 'OK', user: toCdiUser(row), recipeUserId: row.user_id, didUserAlreadyExist: false };
  });
}

export type UpdateUserResult = { status: 'OK' } | { status: 'UNKNOWN_USER_ID_ERROR' } | { status: 'EMAIL_ALREADY_EXISTS_ERROR' };

/** `PUT /recipe/user`: new e-mail and/or password for an emailpassword login method. */
export async function updateUser(
  ctx: CoreContext,
  appId: string,
  recipeUserId: string,
  change: { email?: string; password?: string },
): Promise<UpdateUserResult> {
  if (change.email === undefined && change.password === undefined) {
    throw badRequest('You have to provide either email or password.');
  }
  const email = change.email === undefined ? undefined : requireEmail(change.email);
  if (change.password !== undefined) requirePassword(change.password);
  if (!(await findUserById(ctx.db, appId, recipeUserId))) return { status: 'UNKNOWN_USER_ID_ERROR' };
  const passwordHash = change.password === undefined ? undefined : await hashPassword(change.password, ctx.settings.passwordHash);

  return ctx.db.transaction(async (tx): Promise<UpdateUserResult> => {
    const user = await findUserById(tx, appId, recipeUserId);
    if (!user) return { status: 'UNKNOWN_USER_ID_ERROR' };
    if (email !== undefined && email !== user.email) {
      const taken = await findUserByEmail(tx, appId, user.tenant_id, email);
      if (taken) return { status: 'EMAIL_ALREADY_EXISTS_ERROR' };
      await tx.query('UPDATE users SET email = $3 WHERE app_id = $1 AND user_id = $2', [appId, recipeUserId, email]);
    }
    if (passwordHash !== undefined) {
      await tx.query('UPDATE users SET password_hash = $3 WHERE app_id = $1 AND user_id = $2', [appId, recipeUserId, passwordHash]);
    }
    // A reset link mailed before the change must not undo it (stricter than the real core).
    await tx.query('DELETE FROM password_reset_tokens WHERE app_id = $1 AND user_id = $2', [appId, recipeUserId]);
    return { status: 'OK' };
  });
}

export async function createPasswordResetToken(
  ctx: CoreContext,
  appId: string,
  tenantId: string,
  userId: string,
  email: string,
): Promise<{ status: 'OK'; token: string } | { status: 'UNKNOWN_USER_ID_ERROR' }> {
  const normalised = requireEmail(email);
  const user = await findUserById(ctx.db, appId, userId);
  if (!user || user.tenant_id !== tenantId) return { status: 'UNKNOWN_USER_ID_ERROR' };
  const token = randomAlphanumeric(RESET_TOKEN_LENGTH);
  const now = ctx.now();
  await ctx.db.query('DELETE FROM password_reset_tokens WHERE app_id = $1 AND expires_at <= $2', [appId, now]);
  await ctx.db.query('INSERT INTO password_reset_tokens (app_id, token_hash, user_id, email, expires_at) VALUES ($1, $2, $3, $4, $5)', [
    appId,
    sha256Hex(token),
    userId,
    normalised,
    now + ctx.settings.passwordResetTokenLifetimeMs,
  ]);
  return { status: 'OK', token };
}

export async function consumePasswordResetToken(
  ctx: CoreContext,
  appId: string,
  tenantId: string,
  token: string,
): Promise<{ status: 'OK'; userId: string; email: string } | { status: 'RESET_PASSWORD_INVALID_TOKEN_ERROR' }> {
  return ctx.db.transaction(async (tx) => {
    const found = await tx.query<{ user_id: string; email: string; expires_at: number | string; tenant_id: string }>(
      `SELECT t.user_id, t.email, t.expires_at, u.tenant_id
         FROM password_reset_tokens t JOIN users u ON u.app_id = t.app_id AND u.user_id = t.user_id
        WHERE t.app_id = $1 AND t.token_hash = $2`,
      [appId, sha256Hex(token)],
    );
    const row = found.rows[0];
    if (!row || row.tenant_id !== tenantId) return { status: 'RESET_PASSWORD_INVALID_TOKEN_ERROR' as const };
    // Single use: consuming one token voids every token of that user, expired or not.
    await tx.query('DELETE FROM password_reset_tokens WHERE app_id = $1 AND user_id = $2', [appId, row.user_id]);
    if (Number(row.expires_at) <= ctx.now()) return { status: 'RESET_PASSWORD_INVALID_TOKEN_ERROR' as const };
    return { status: 'OK' as const, userId: row.user_id, email: row.email };
  });
}
