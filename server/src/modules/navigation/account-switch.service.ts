/**
 * The superadmin's account switch (SPEC.md §2, §4, §6): list the admin accounts, sorted
 * by type, and take one over by writing its `{accountid, type, userid}` into the
 * superadmin's own metadata. The next request's session user carries the new type and
 * accountid, so menus, tiles, routes and data follow without further code.
 */
import type { Role } from './navigation.vocabulary';
import { effectiveType } from './rule-compiler';
import { forbidden } from './navigation.errors';
import type { AccountDirectory, AccountRecord, UserMetadataStore } from './account-directory';

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
  const actingAs = async (user: SwitchingUser): Promise<string | null> => {
    const userid = (await metadata.get(user.userId)).userid;
    return typeof userid === 'string' && userid !== '' ? userid : null;
  };

  return {
    canSwitchAccount,

    async listAdminAccounts(user) {
      if (!canSwitchAccount(user)) throw forbidden('Nur ein Superadmin darf die Admin-Konten sehen.');
      const [records, current] = await Promise.all([directory.listAdmins(), actingAs(user)]);
      // Deactivated admins cannot sign in; switching into one would act for a closed account.
      return records
        .filter((record) => record.deactivated !== true)
        .map((record) => adminAccountOf(record, current))
        .sort(compareAdminAccounts);
    },

    async switchAccount(user, targetUserId, logger) {
      if (!canSwitchAccount(user)) throw forbidden('Nur ein Superadmin darf das Konto wechseln.');
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
      await metadata.update(user.userId, { accountid: target.accountId, type: target.type, userid: target.userId });
      logger.info(
        { audit: 'switchAccount', actorUserId: user.userId, targetUserId: target.userId, accountId: target.accountId, type: effectiveType(target) },
        'Superadmin hat in ein Admin-Konto gewechselt',
      );
      return { ok: true, account: adminAccountOf(target, target.userId), error: null };
    },
  };
}
