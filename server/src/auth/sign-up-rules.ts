import type { Role } from '@fibre-portal/shared/vocabulary';

export interface Creator {
  role: Role;
  type: string | null;
  accountId: string | null;
}

export type SignUpDecision =
  { allowed: true; metadata: { name: string; role: string; type: string; accountid: string | null } } | { allowed: false; reason: string };

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * Who may create whom (issue 3): the sign-up form sets a role and a type, so only admins
 * may use it. An admin creates users of its own account and type, as user or admin; a
 * superadmin creates any. Field syntax is checked before this, by the form-field validators.
 */
export function decideSignUp(creator: Creator, values: Record<string, unknown>): SignUpDecision {
  const requested = { name: text(values['name']), role: text(values['role']), type: text(values['type']), accountid: text(values['accountid']) || null };
  if (creator.role === 'superadmin') return { allowed: true, metadata: requested };
  if (creator.role !== 'admin') return { allowed: false, reason: 'Nur Administratoren können Benutzer anlegen. Bitte wenden Sie sich an Ihre Administration.' };
  const ownType = creator.type || 'isp';
  if (requested.type !== ownType || (requested.accountid !== null && requested.accountid !== creator.accountId)) {
    return {
      allowed: false,
      reason: `Sie können nur Benutzer Ihres eigenen Kontos anlegen (Typ ${ownType}${creator.accountId ? `, Account ${creator.accountId}` : ''}).`,
    };
  }
  return { allowed: true, metadata: { ...requested, accountid: creator.accountId } };
}
