/**
 * Who may do what in the user administration (issue 8). Pure functions over plain
 * objects: the service feeds them the acting user, the target and the target's account,
 * and writes nothing the rules did not allow.
 *
 * Powers, decided here once:
 * - A superadmin sees every user and manages every admin and user of every account.
 * - An admin sees and manages the users of its own account (same accountid), never a
 *   superadmin (a superadmin who switched into the account carries its accountid).
 * - Roles given through the administration are 'admin' and 'user' only. Superadmin
 *   accounts are set up by operations, not here: nobody changes, deactivates or promotes
 *   to superadmin through this API; a superadmin may still rename itself.
 * - Nobody changes their own role or deactivates themselves.
 * - The last active admin of an account can be neither demoted nor deactivated.
 */
import type { Role } from '@fibre-portal/shared/vocabulary';
import type { DirectoryUser } from './users.directory';

/** The signed-in user who acts. */
export interface Actor {
  userId: string;
  role: Role;
  type: string | null;
  accountId: string | null;
}

export type Decision = { allowed: true } | { allowed: false; reason: string; field?: 'role' | 'name' };

const ALLOWED: Decision = { allowed: true };
const refuse = (reason: string, field?: 'role' | 'name'): Decision => (field ? { allowed: false, reason, field } : { allowed: false, reason });

export const USER_RULE_MESSAGES = {
  notAnAdmin: 'Nur Administratoren können Benutzer verwalten.',
  notFound: 'Diesen Benutzer gibt es nicht, oder er gehört nicht zu Ihrem Konto.',
  superadminTarget: 'Superadmin-Konten werden nicht über die Benutzerverwaltung geändert.',
  ownRole: 'Ihre eigene Rolle können Sie nicht ändern. Bitten Sie eine andere Administratorin oder einen anderen Administrator darum.',
  ownDeactivation: 'Sie können sich nicht selbst deaktivieren.',
  lastAdminDemote:
    'Das ist die letzte aktive Administration dieses Kontos: Sie kann nicht zur Rolle user herabgestuft werden. Ernennen Sie zuerst eine weitere Person zum Admin.',
  lastAdminDeactivate:
    'Das ist die letzte aktive Administration dieses Kontos: Sie kann nicht deaktiviert werden. Ernennen Sie zuerst eine weitere Person zum Admin.',
  alreadyActive: 'Dieser Benutzer ist bereits aktiv.',
  alreadyDeactivated: 'Dieser Benutzer ist bereits deaktiviert.',
  deactivatedMail: 'Dieser Benutzer ist deaktiviert. Reaktivieren Sie ihn, bevor Sie eine Passwort-E-Mail senden.',
  noEmail: 'Dieser Benutzer hat keine E-Mail-Adresse.',
} as const;

export const isAdministrator = (actor: Pick<Actor, 'role'>): boolean => actor.role === 'admin' || actor.role === 'superadmin';

const hasAccount = (accountId: string | null): accountId is string => typeof accountId === 'string' && accountId.trim() !== '';

/** Whether the actor may see (and so act on) this user at all. */
export function canSee(actor: Actor, target: Pick<DirectoryUser, 'accountId' | 'role' | 'userId'>): boolean {
  if (actor.role === 'superadmin') return true;
  if (actor.role !== 'admin') return false;
  if (target.userId === actor.userId) return true;
  return hasAccount(actor.accountId) && target.accountId === actor.accountId && target.role !== 'superadmin';
}

/** An admin of the account who can sign in; superadmins are no account's admins. */
export const isActiveAdmin = (user: Pick<DirectoryUser, 'role' | 'deactivated'>): boolean => user.role === 'admin' && !user.deactivated;

/** How many active admins an account has, from a list of users. */
export function activeAdminsOf(users: readonly DirectoryUser[], accountId: string | null): number {
  if (!hasAccount(accountId)) return 0;
  return users.filter((user) => user.accountId === accountId && isActiveAdmin(user)).length;
}

/**
 * Whether removing this admin leaves the account without one. Users without an accountid
 * belong to no account, so the rule does not apply to them.
 */
function isLastAdmin(target: DirectoryUser, activeAdmins: number): boolean {
  return isActiveAdmin(target) && hasAccount(target.accountId) && activeAdmins <= 1;
}

function reach(actor: Actor, target: DirectoryUser): Decision {
  if (!isAdministrator(actor)) return refuse(USER_RULE_MESSAGES.notAnAdmin);
  if (!canSee(actor, target)) return refuse(USER_RULE_MESSAGES.notFound);
  return ALLOWED;
}

/** A change of name and role. `role` is the requested role, already known to be admin or user unless unchanged. */
export function decideUpdate(actor: Actor, target: DirectoryUser, change: { role: string }, activeAdmins: number): Decision {
  const reached = reach(actor, target);
  if (!reached.allowed) return reached;
  const self = target.userId === actor.userId;
  const currentRole = target.role ?? 'user';
  if (target.role === 'superadmin') {
    if (!self) return refuse(USER_RULE_MESSAGES.superadminTarget);
    return change.role === currentRole ? ALLOWED : refuse(USER_RULE_MESSAGES.ownRole, 'role');
  }
  if (change.role === currentRole) return ALLOWED;
  if (self) return refuse(USER_RULE_MESSAGES.ownRole, 'role');
  if (change.role !== 'admin' && isLastAdmin(target, activeAdmins)) return refuse(USER_RULE_MESSAGES.lastAdminDemote, 'role');
  return ALLOWED;
}

export function decideDeactivate(actor: Actor, target: DirectoryUser, activeAdmins: number): Decision {
  const reached = reach(actor, target);
  if (!reached.allowed) return reached;
  if (target.userId === actor.userId) return refuse(USER_RULE_MESSAGES.ownDeactivation);
  if (target.role === 'superadmin') return refuse(USER_RULE_MESSAGES.superadminTarget);
  if (target.deactivated) return refuse(USER_RULE_MESSAGES.alreadyDeactivated);
  if (isLastAdmin(target, activeAdmins)) return refuse(USER_RULE_MESSAGES.lastAdminDeactivate);
  return ALLOWED;
}

export function decideReactivate(actor: Actor, target: DirectoryUser): Decision {
  const reached = reach(actor, target);
  if (!reached.allowed) return reached;
  if (target.role === 'superadmin' && target.userId !== actor.userId) return refuse(USER_RULE_MESSAGES.superadminTarget);
  if (!target.deactivated) return refuse(USER_RULE_MESSAGES.alreadyActive);
  return ALLOWED;
}

export function decidePasswordMail(actor: Actor, target: DirectoryUser): Decision {
  const reached = reach(actor, target);
  if (!reached.allowed) return reached;
  if (target.role === 'superadmin' && target.userId !== actor.userId) return refuse(USER_RULE_MESSAGES.superadminTarget);
  if (target.deactivated) return refuse(USER_RULE_MESSAGES.deactivatedMail);
  if (target.email === null) return refuse(USER_RULE_MESSAGES.noEmail);
  return ALLOWED;
}

/** What the client may offer for one listed user: the same decisions, asked in advance. */
export interface UserPermissions {
  canEdit: boolean;
  canChangeRole: boolean;
  canDeactivate: boolean;
  canReactivate: boolean;
  canSendPasswordMail: boolean;
}

export function permissionsFor(actor: Actor, target: DirectoryUser, activeAdmins: number): UserPermissions {
  const otherRole = target.role === 'admin' ? 'user' : 'admin';
  return {
    canEdit: decideUpdate(actor, target, { role: target.role ?? 'user' }, activeAdmins).allowed,
    canChangeRole: target.role !== 'superadmin' && decideUpdate(actor, target, { role: otherRole }, activeAdmins).allowed,
    canDeactivate: decideDeactivate(actor, target, activeAdmins).allowed,
    canReactivate: decideReactivate(actor, target).allowed,
    canSendPasswordMail: decidePasswordMail(actor, target).allowed,
  };
}
