/**
 * Where the user administration reads and writes users: SuperTokens (users, passwords,
 * sessions, reset tokens) and its user metadata (SPEC.md §3). A small interface, so that
 * the rules are tested with plain objects and the supertokens-node calls stay thin.
 */
import { randomBytes } from 'node:crypto';
import supertokens from 'supertokens-node';
import EmailPassword from 'supertokens-node/recipe/emailpassword';
import Session from 'supertokens-node/recipe/session';
import UserMetadata from 'supertokens-node/recipe/usermetadata';
import { DEACTIVATED } from '../../auth/user-metadata';
import { mapLimited } from '../../lib/map-limited';

/** A user as the administration sees them: SuperTokens user plus metadata. */
export interface DirectoryUser {
  userId: string;
  /** First e-mail address. */
  email: string | null;
  name: string | null;
  /** Raw metadata role; anything but 'admin' or 'superadmin' counts as 'user'. */
  role: string | null;
  /** Raw metadata type; null counts as isp. */
  type: string | null;
  accountId: string | null;
  deactivated: boolean;
  /** Preferred e-mail language of this user, when set ('de' or 'en'). */
  language: string | null;
  /** When the user signed up, ms since the epoch. */
  timeJoined: number;
}

/** The metadata keys this module writes; null removes a key. */
export type DirectoryPatch = Partial<Record<'name' | 'role' | 'type' | 'accountid' | 'userid' | 'status', string | null>>;

export interface UserDirectory {
  /** Every user of the public tenant, newest first. */
  listAll(): Promise<DirectoryUser[]>;
  /** One user, or null when no user has this id. */
  get(userId: string): Promise<DirectoryUser | null>;
  /** Creates an e-mail/password user with a random password nobody knows. */
  create(email: string, metadata: DirectoryPatch): Promise<{ status: 'OK'; user: DirectoryUser } | { status: 'EMAIL_ALREADY_EXISTS' }>;
  update(userId: string, patch: DirectoryPatch): Promise<DirectoryUser>;
  /** Ends every session of the user; returns how many were ended. */
  revokeSessions(userId: string): Promise<number>;
  /** A single-use token for `/auth/user/password/reset`, or null for an unknown user. */
  createPasswordToken(userId: string, email: string): Promise<string | null>;
}

const TENANT = 'public';
/** Page size of the user listing; the core allows up to 500. */
const PAGE_SIZE = 500;
/** Metadata reads in flight at once while listing. */
const METADATA_CONCURRENCY = 8;

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

export function directoryUserOf(user: { id: string; emails: readonly string[]; timeJoined: number }, metadata: Record<string, unknown>): DirectoryUser {
  return {
    userId: user.id,
    email: user.emails[0] ?? null,
    name: text(metadata['name']),
    role: text(metadata['role']),
    type: text(metadata['type']),
    accountId: text(metadata['accountid']),
    deactivated: metadata['status'] === DEACTIVATED,
    language: text(metadata['language']),
    timeJoined: user.timeJoined,
  };
}

/**
 * A password of 48 random bytes: the account exists, but nobody — the admin included —
 * knows a password for it until the user sets one through the invitation link.
 */
function unusablePassword(): string {
  return `${randomBytes(48).toString('base64url')}!a1`;
}

const readMetadata = async (userId: string) => ((await UserMetadata.getUserMetadata(userId)).metadata ?? {}) as Record<string, unknown>;

/** SuperTokens through supertokens-node over CDI (initialised by the auth module). */
export function createSupertokensUserDirectory(): UserDirectory {
  return {
    async listAll() {
      const users: Array<{ id: string; emails: string[]; timeJoined: number }> = [];
      let paginationToken: string | undefined;
      do {
        const page = await supertokens.getUsersNewestFirst({ tenantId: TENANT, limit: PAGE_SIZE, paginationToken });
        users.push(...page.users.map((user) => ({ id: user.id, emails: user.emails, timeJoined: user.timeJoined })));
        paginationToken = page.nextPaginationToken;
      } while (paginationToken !== undefined);
      return mapLimited(users, METADATA_CONCURRENCY, async (user) => directoryUserOf(user, await readMetadata(user.id)));
    },

    async get(userId) {
      const user = await supertokens.getUser(userId);
      if (user === undefined) return null;
      return directoryUserOf(user, await readMetadata(user.id));
    },

    async create(email, metadata) {
      const created = await EmailPassword.signUp(TENANT, email, unusablePassword());
      if (created.status === 'EMAIL_ALREADY_EXISTS_ERROR') return { status: 'EMAIL_ALREADY_EXISTS' };
      const { metadata: stored } = await UserMetadata.updateUserMetadata(created.user.id, { ...metadata, userid: created.user.id });
      return { status: 'OK', user: directoryUserOf(created.user, stored as Record<string, unknown>) };
    },

    async update(userId, patch) {
      const user = await supertokens.getUser(userId);
      if (user === undefined) throw new Error(`unknown user ${userId}`);
      const { metadata } = await UserMetadata.updateUserMetadata(userId, patch);
      return directoryUserOf(user, metadata as Record<string, unknown>);
    },

    async revokeSessions(userId) {
      return (await Session.revokeAllSessionsForUser(userId)).length;
    },

    async createPasswordToken(userId, email) {
      const result = await EmailPassword.createResetPasswordToken(TENANT, userId, email);
      return result.status === 'OK' ? result.token : null;
    },
  };
}

/** The accountids of ISP users (a missing type counts as isp), each once. */
export async function ispAccountsOf(directory: Pick<UserDirectory, 'listAll'>): Promise<string[]> {
  const users = await directory.listAll();
  return [...new Set(users.filter((user) => user.accountId !== null && (user.type === null || user.type === 'isp')).map((user) => user.accountId as string))];
}
