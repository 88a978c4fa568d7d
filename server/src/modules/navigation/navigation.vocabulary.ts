/**
 * The closed vocabulary of the rule language: account types, roles, screen kinds and
 * named conditions. Who sees what is data in `screens/`; these lists only say which
 * names a rule may use. `schema/screens.schema.json` carries the same lists (a spec
 * checks that both agree), so editors and the workbench can validate without code.
 */

// The account types and roles are the one list of `@fibre-portal/shared/vocabulary` (the sign-up form
// offers the same names); this file adds what only the rule language knows.
import type { AccountType } from '@fibre-portal/shared/vocabulary';

export { ACCOUNT_TYPES, ROLES } from '@fibre-portal/shared/vocabulary';
export type { AccountType, Role } from '@fibre-portal/shared/vocabulary';

/**
 * A missing type counts as this one (SPEC.md section 6), and it is the only type that is
 * not "internal-style" (DESIGN.md section 4). It is vocabulary, not a visibility rule.
 */
export const DEFAULT_TYPE: AccountType = 'isp';

/** Screen kinds; later issues add per-kind fields (columns, filters, actions). */
export const SCREEN_KINDS = ['list', 'detail', 'form', 'dashboard', 'custom'] as const;
export type ScreenKind = (typeof SCREEN_KINDS)[number];

/**
 * Named conditions a rule may require. `accountIdOrInternalType` is the header-menu
 * condition of SPEC.md section 2: any type other than isp, or an accountid.
 */
export const REQUIREMENTS = ['accountIdOrInternalType'] as const;
export type Requirement = (typeof REQUIREMENTS)[number];

/** The rule keys a rule may use; anything else is an unknown rule name. */
export const RULE_KEYS = ['types', 'excludeTypes', 'roles', 'requires', 'sameAs'] as const;
