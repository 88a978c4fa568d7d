/**
 * A user of the directory as the administration shows them (`ManagedUser`): the stored
 * role and type read with their defaults, the name texts use, and what this admin may do
 * with them (the rules of `users.rules.ts`).
 */
import type { Role } from '@fibre-portal/shared/vocabulary';
import type { DirectoryUser } from './users.directory';
import { activeAdminsOf, permissionsFor, type Actor, type UserPermissions } from './users.rules';

/** A user as the administration shows them. */
export interface ManagedUser {
  userId: string;
  email: string | null;
  name: string | null;
  /** The name, else the e-mail, else the id: how texts name the user. */
  displayName: string;
  role: Role;
  /** Effective type: a missing type is isp. */
  type: string;
  accountId: string | null;
  deactivated: boolean;
  isSelf: boolean;
  createdAt: string;
  permissions: UserPermissions;
}

/** The stored role; anything but admin and superadmin is a user. */
export const roleOf = (user: Pick<DirectoryUser, 'role'>): Role => (user.role === 'admin' || user.role === 'superadmin' ? user.role : 'user');

/** The stored type; a missing one is isp. */
export const effectiveType = (type: string | null) => (type === null || type === '' ? 'isp' : type);

/** A directory user as `actor` sees them in the administration; `everyone` tells who else administers the account. */
export function toManagedUser(actor: Actor, user: DirectoryUser, everyone: readonly DirectoryUser[]): ManagedUser {
  return {
    userId: user.userId,
    email: user.email,
    name: user.name,
    displayName: user.name ?? user.email ?? user.userId,
    role: roleOf(user),
    type: effectiveType(user.type),
    accountId: user.accountId,
    deactivated: user.deactivated,
    isSelf: user.userId === actor.userId,
    createdAt: new Date(user.timeJoined).toISOString(),
    permissions: permissionsFor(actor, user, activeAdminsOf(everyone, user.accountId)),
  };
}
