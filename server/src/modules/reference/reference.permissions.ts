/**
 * Who may load the restricted reference lists, written in the rule language of
 * `screens/` (`types`, `excludeTypes`, `roles`; a missing type counts as isp).
 *
 * Why a typed constant and not a file in `screens/`: the navigation rule store reads every
 * YAML/JSON file there against `schema/screens.schema.json`, which allows only `menu`,
 * `home` and `screens` (additionalProperties: false), so a `permissions` file there would
 * refuse the start. Adding a `permissions` section belongs to the navigation module; until
 * then this is the one place these rules live, and the types are checked by the compiler
 * against the same vocabulary (`AccountType`, `Role`).
 */
import { ACCOUNT_TYPES, effectiveType } from '../navigation';
import type { AccessRule, AccountType, NavigationUser } from '../navigation';

/** The part of the rule language that applies to data (no `sameAs`, no `requires`). */
export type DataAccessRule = Pick<AccessRule, 'types' | 'excludeTypes' | 'roles'>;

/** SPEC.md §6: types that load material codes and PM lists: every type but isp and intern. */
const MATERIAL_AND_PM_TYPES: AccountType[] = ACCOUNT_TYPES.filter((type) => type !== 'isp' && type !== 'intern');

export const REFERENCE_ACCESS = {
  /** Material codes (speed `hc_mat_patch_codes`), SPEC.md §6. */
  materialCodes: { types: MATERIAL_AND_PM_TYPES },
  /** PM users and the construction-firm lists of pm, SPEC.md §6. */
  pmLists: { types: MATERIAL_AND_PM_TYPES },
  /**
   * ISP and SCA account lists. SPEC.md does not say who loads them; ISPs compete on this
   * portal (issue 11), so an ISP does not get the list of the others.
   */
  accountLists: { excludeTypes: ['isp'] },
} as const satisfies Record<string, DataAccessRule>;

export type ReferencePermission = keyof typeof REFERENCE_ACCESS;

/** Whether `user` passes `rule`: every present clause must hold. */
export function allows(rule: DataAccessRule, user: Pick<NavigationUser, 'type' | 'role'>): boolean {
  const type = effectiveType(user) as AccountType;
  if (rule.types !== undefined && !rule.types.includes(type)) return false;
  if (rule.excludeTypes !== undefined && rule.excludeTypes.includes(type)) return false;
  if (rule.roles !== undefined && !rule.roles.includes(user.role)) return false;
  return true;
}

export function mayLoad(permission: ReferencePermission, user: Pick<NavigationUser, 'type' | 'role'>): boolean {
  return allows(REFERENCE_ACCESS[permission], user);
}
