/**
 * Names both sides need without knowing any rule: the account types and roles a sign-up
 * form offers. Who sees what is decided by `screens/`, never by these lists.
 */
export const ACCOUNT_TYPES = [
  'isp',
  'baufirma',
  'intern',
  'pmo',
  'pm-am',
  'bau-main',
  'customer-care',
  'sales',
  'finanz',
  'marketing',
  'c-management',
  'nwops',
  'planning',
  'noc',
] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export const ROLES = ['user', 'admin', 'superadmin'] as const;
export type Role = (typeof ROLES)[number];

/** Roles a sign-up may give (SPEC.md §5): a superadmin is never created through a form. */
export const SIGN_UP_ROLES = ['admin', 'user'] as const;
