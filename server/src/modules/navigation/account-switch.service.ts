/**
 * The superadmin's account switch (SPEC.md §2, §4, §6): list the admin accounts, sorted
 * by type, and take one over by writing its `{accountid, type, userid}` into the
 * superadmin's own metadata. The next request's session user carries the new type and
 * accountid, so menus, tiles, routes and data follow without further code.
 *
 * The first switch also keeps the superadmin's own three keys in the metadata key
 * `switchedfrom` (in the same write, in the core, so every replica sees it); switching back
 * writes them back exactly — a key the superadmin did not have is removed again — and drops
 * `switchedfrom`. Further switches between admin accounts keep the first `switchedfrom`.
 */
import type { Role } from './navigation.vocabulary';
import { effectiveType } from './rule-compiler';
import { forbidden } from './navigation.errors';
import type { AccountDirectory, AccountRecord, MetadataPatch, UserMetadataStore } from './account-directory';

const USER_ID = /^[A-Za-z0-9._:@-]{1,100}$/;

/** The only role that may switch, and the only role that may be switched into. */
const SWITCHING_ROLE: Role = 'superadmin';
const TARGET_ROLE: Role = 'admin';

export interface AdminAccount {
  userId: string;
  /** Effective type: a missing type is isp. */
  type: string;
  name: string | null;
  email: string | null;
  accountId: string | null;
  /** The superadmin's metadata points at this account (`userid`). */
  current: boolean;
}

export type SwitchAccountResult = { ok: true; account: AdminAccount; error: null } | { ok: false; account: null; error: { message: string } };

/** The superadmin's own `{accountid, type, userid}` from before the first switch; null for a key they did not have. */
export interface OwnAccountKeys {
  accountid: string | null;
  type: string | null;
  userid: string | null;
}

/** The admin account a superadmin acts as, with what they switch back to. */
export interface ActingAs {
  account: AdminAccount;
  own: OwnAccountKeys;
}

export type SwitchBackResult =
  { ok: true; actedAs: AdminAccount | null; own: OwnAccountKeys; error: null } | { ok: false; actedAs: null; own: null; error: { message: string } };

export const SWITCH_MESSAGES = {
  listForbidden: 'Nur ein Superadmin darf die Admin-Konten sehen.',
  switchForbidden: 'Nur ein Superadmin darf das Konto wechseln.',
  notSwitched: 'Sie handeln gerade nicht als ein anderes Konto, es gibt nichts zurückzuwechseln. Ihr Konto bleibt unverändert.',
} as const;

/** Who asks: the signed-in user of the request. */
export interface SwitchingUser {
  userId: string;
  role: Role;
}

export interface AuditLogger {
  info(obj: object, msg: string): void;
}

export interface AccountSwitchService {
  canSwitchAccount(user: Pick<SwitchingUser, 'role'>): boolean;
  listAdminAccounts(user: SwitchingUser): Promise<AdminAccount[]>;
  switchAccount(user: SwitchingUser, targetUserId: string, logger: AuditLogger): Promise<SwitchAccountResult>;
  /** The admin account the superadmin acts as after a switch; null for everyone else and before a switch. */
  actingAs(user: SwitchingUser): Promise<ActingAs | null>;
  /** Restores the superadmin's own metadata keys; refused (nothing written) without a switch. */
  switchBack(user: SwitchingUser, logger: AuditLogger): Promise<SwitchBackResult>;
}

const textOrNull = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** The kept own keys, or null when the metadata holds none (no switch, or a value no switch wrote). */
export function ownKeysOf(switchedfrom: unknown): OwnAccountKeys | null {
  if (switchedfrom === null || typeof switchedfrom !== 'object' || Array.isArray(switchedfrom)) return null;
  const kept = switchedfrom as Record<string, unknown>;
  return { accountid: textOrNull(kept['accountid']), type: textOrNull(kept['type']), userid: textOrNull(kept['userid']) };
}

const collator = new Intl.Collator('de', { sensitivity: 'base' });

/** By type, then name, then e-mail: a stable order in the dropdown. */
export function compareAdminAccounts(a: AdminAccount, b: AdminAccount): number {
  return (
    collator.compare(a.type, b.type) ||
    collator.compare(a.name ?? '', b.name ?? '') ||
    collator.compare(a.email ?? '', b.email ?? '') ||
    a.userId.localeCompare(b.userId)
  );
}

const adminAccountOf = (record: AccountRecord, currentUserId: string | null): AdminAccount => ({
  userId: record.userId,
  type: effectiveType(record),
  name: record.name,
  email: record.email,
  accountId: record.accountId,
  current: record.userId === currentUserId,
});

export function createAccountSwitchService(deps: { directory: AccountDirectory; metadata: UserMetadataStore }): AccountSwitchService {
  const { directory, metadata } = deps;
  const canSwitchAccount = (user: Pick<SwitchingUser, 'role'>): boolean => user.role === SWITCHING_ROLE;

  /** The admin account the superadmin acts as: the `userid` of their metadata. */
  const currentUserId = async (user: SwitchingUser): Promise<string | null> => textOrNull((await metadata.get(user.userId)).userid);

  /** The admin account a superadmin acts as after a switch, with their own keys. */
  const actingAs = async (user: SwitchingUser): Promise<ActingAs | null> => {
    if (!canSwitchAccount(user)) return null;
    const stored = await metadata.get(user.userId);
    const own = ownKeysOf(stored.switchedfrom);
    const userid = textOrNull(stored.userid);
    if (own === null || userid === null) return null;
    const record = USER_ID.test(userid) ? await directory.getUser(userid) : null;
    // An account removed since the switch is still named by what the metadata holds.
    const account =
      record === null
        ? {
            userId: userid,
            type: effectiveType({ type: textOrNull(stored.type) }),
            name: null,
            email: null,
            accountId: textOrNull(stored.accountid),
            current: true,
          }
        : adminAccountOf(record, userid);
    return { account, own };
  };

  return {
    canSwitchAccount,

    async listAdminAccounts(user) {
      if (!canSwitchAccount(user)) throw forbidden(SWITCH_MESSAGES.listForbidden);
      const [records, current] = await Promise.all([directory.listAdmins(), currentUserId(user)]);
      // Deactivated admins cannot sign in; switching into one would act for a closed account.
      return records
        .filter((record) => record.deactivated !== true)
        .map((record) => adminAccountOf(record, current))
        .sort(compareAdminAccounts);
    },

    async switchAccount(user, targetUserId, logger) {
      if (!canSwitchAccount(user)) throw forbidden(SWITCH_MESSAGES.switchForbidden);
      const id = targetUserId.trim();
      // A user id is a UUID (or an external id) of at most 100 plain characters; anything else
      // names nobody and is not worth a call to the core, whose database refuses NUL.
      const target = USER_ID.test(id) ? await directory.getUser(id) : null;
      if (target === null) {
        const shown = id.replace(/[\u0000-\u001F\u007F]/g, '').slice(0, 60);
        return { ok: false, account: null, error: { message: `Es gibt kein Konto mit der ID „${shown}“. Bitte wählen Sie ein Konto aus der Liste.` } };
      }
      if (target.role !== TARGET_ROLE) {
        const who = target.name ?? target.email ?? target.userId;
        return {
          ok: false,
          account: null,
          error: { message: `„${who}“ ist kein Admin-Konto. Wechseln können Sie nur in Admin-Konten.` },
        };
      }
      if (target.deactivated === true) {
        const who = target.name ?? target.email ?? target.userId;
        return { ok: false, account: null, error: { message: `Das Konto „${who}“ ist deaktiviert. Wechseln können Sie nur in aktive Admin-Konten.` } };
      }
      // SPEC.md §4: exactly these three keys; null removes a key the target does not have.
      // The first switch keeps the superadmin's own keys in the same write.
      const stored = await metadata.get(user.userId);
      const patch: MetadataPatch = { accountid: target.accountId, type: target.type, userid: target.userId };
      if (ownKeysOf(stored.switchedfrom) === null) {
        patch['switchedfrom'] = { accountid: textOrNull(stored.accountid), type: textOrNull(stored.type), userid: textOrNull(stored.userid) };
      }
      await metadata.update(user.userId, patch);
      logger.info(
        { audit: 'switchAccount', actorUserId: user.userId, targetUserId: target.userId, accountId: target.accountId, type: effectiveType(target) },
        'Superadmin hat in ein Admin-Konto gewechselt',
      );
      return { ok: true, account: adminAccountOf(target, target.userId), error: null };
    },

    actingAs,

    async switchBack(user, logger) {
      if (!canSwitchAccount(user)) throw forbidden(SWITCH_MESSAGES.switchForbidden);
      const acting = await actingAs(user);
      const own = acting?.own ?? ownKeysOf((await metadata.get(user.userId)).switchedfrom);
      if (own === null) return { ok: false, actedAs: null, own: null, error: { message: SWITCH_MESSAGES.notSwitched } };
      await metadata.update(user.userId, { accountid: own.accountid, type: own.type, userid: own.userid, switchedfrom: null });
      logger.info(
        { audit: 'switchBack', actorUserId: user.userId, fromUserId: acting?.account.userId ?? null, accountId: own.accountid, type: own.type },
        'Superadmin ist in das eigene Konto zurückgewechselt',
      );
      return { ok: true, actedAs: acting?.account ?? null, own, error: null };
    },
  };
}
