/**
 * Where the account switch reads and writes accounts: SuperTokens users and their user
 * metadata (SPEC.md §3). Small interfaces, so that the service is tested with plain
 * objects and the supertokens-node implementations stay thin.
 */
import supertokens from 'supertokens-node';
import UserMetadata from 'supertokens-node/recipe/usermetadata';
import { DEACTIVATED } from '../../auth/user-metadata';
import { mapLimited } from '../../lib/map-limited';

/** A user as the portal stores them: SuperTokens user plus metadata, values as stored. */
export interface AccountRecord {
  userId: string;
  /** First e-mail address. */
  email: string | null;
  name: string | null;
  /** Raw metadata type; null or '' counts as isp. */
  type: string | null;
  accountId: string | null;
  role: string | null;
  /** Deactivated by an admin (metadata `status`): not offered and not switched into. */
  deactivated?: boolean;
}

export interface AccountDirectory {
  /** Every account whose metadata role is `admin` (SPEC.md §7 "list-admins"), unordered. */
  listAdmins(): Promise<AccountRecord[]>;
  /** One account, or null when no user has this id. */
  getUser(userId: string): Promise<AccountRecord | null>;
}

/** The metadata keys of SPEC.md §3; other keys are kept but not interpreted here. */
export interface StoredMetadata {
  name?: unknown;
  accountid?: unknown;
  type?: unknown;
  role?: unknown;
  userid?: unknown;
  status?: unknown;
  /** Set by the first account switch: the superadmin's own `{accountid, type, userid}`, null for a key they did not have. */
  switchedfrom?: unknown;
  [key: string]: unknown;
}

/** A metadata patch: top-level keys are replaced, `null` removes a key (SuperTokens semantics). */
export type MetadataPatch = Record<string, string | null | Record<string, string | null>>;

export interface UserMetadataStore {
  get(userId: string): Promise<StoredMetadata>;
  update(userId: string, patch: MetadataPatch): Promise<StoredMetadata>;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

export function accountRecordOf(userId: string, emails: readonly string[], metadata: StoredMetadata): AccountRecord {
  return {
    userId,
    email: emails[0] ?? null,
    name: text(metadata.name),
    type: text(metadata.type),
    accountId: text(metadata.accountid),
    role: text(metadata.role),
    deactivated: metadata.status === DEACTIVATED,
  };
}

/** supertokens-node's user metadata recipe (initialised by the auth module). */
export function createSupertokensMetadataStore(): UserMetadataStore {
  return {
    async get(userId) {
      const { metadata } = await UserMetadata.getUserMetadata(userId);
      return (metadata ?? {}) as StoredMetadata;
    },
    async update(userId, patch) {
      const { metadata } = await UserMetadata.updateUserMetadata(userId, patch);
      return metadata as StoredMetadata;
    },
  };
}

/** Page size of the user listing; the core allows up to 500. */
const PAGE_SIZE = 200;
/** Metadata reads in flight at once while listing. */
const METADATA_CONCURRENCY = 8;

/** SuperTokens users of the public tenant, read through supertokens-node over CDI. */
export function createSupertokensAccountDirectory(metadata: UserMetadataStore = createSupertokensMetadataStore()): AccountDirectory {
  return {
    async listAdmins() {
      const users: Array<{ id: string; emails: string[] }> = [];
      let paginationToken: string | undefined;
      do {
        const page = await supertokens.getUsersOldestFirst({ tenantId: 'public', limit: PAGE_SIZE, paginationToken });
        users.push(...page.users.map((user) => ({ id: user.id, emails: user.emails })));
        paginationToken = page.nextPaginationToken;
      } while (paginationToken !== undefined);
      const records = await mapLimited(users, METADATA_CONCURRENCY, async (user) => accountRecordOf(user.id, user.emails, await metadata.get(user.id)));
      return records.filter((record) => record.role === 'admin' && record.deactivated !== true);
    },
    async getUser(userId) {
      const user = await supertokens.getUser(userId);
      if (user === undefined) return null;
      return accountRecordOf(user.id, user.emails, await metadata.get(user.id));
    },
  };
}
