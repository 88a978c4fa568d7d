/**
 * Navigation rules as data: the definitions in `screens/`, their validation and store,
 * and the evaluator the GraphQL resolvers call. Import from here, not from the files.
 */
export {
  canOpenScreen,
  computeNavigation,
  effectiveType,
  explainVisibility,
  hasAccountId,
  matchScreenPath,
  publicRoutes,
  screenForPath,
} from './navigation.service';
export type { ScreenMatch } from './navigation.service';
export { RuleLoadError, SCREENS_SCHEMA_URL, formatIssue, loadRuleSetFromObjects, loadRuleSetFromTexts, screensSchema } from './rule-loader';
export type { LoadOptions, LoadResult } from './rule-loader';
export { createRuleStore } from './rule-store';
export type { ReloadResult, RuleChangeListener, RuleStore, RuleStoreOptions } from './rule-store';
export { ACCOUNT_TYPES, DEFAULT_TYPE, REQUIREMENTS, ROLES, RULE_KEYS, SCREEN_KINDS } from './navigation.vocabulary';
export type { AccountType, Requirement, Role, ScreenKind } from './navigation.vocabulary';
export type * from './navigation.types';
export { createNavigationResolvers } from './navigation.resolvers';
export type { NavigationResolverDeps } from './navigation.resolvers';
export { assertScreenAccess, requireScreen } from './require-screen';
export type { ScreenGuardContext } from './require-screen';
export { createAccountSwitchService, compareAdminAccounts } from './account-switch.service';
export type { AccountSwitchService, ActingAs, AdminAccount, OwnAccountKeys, SwitchAccountResult, SwitchBackResult } from './account-switch.service';
export { SWITCH_MESSAGES } from './account-switch.service';
export { createSupertokensAccountDirectory, createSupertokensMetadataStore } from './account-directory';
export type { AccountDirectory, AccountRecord, MetadataPatch, StoredMetadata, UserMetadataStore } from './account-directory';
export { portalUserOf, routeAccessOf, viewerOf } from './viewer.service';
export type { RouteAccessView } from './viewer.service';
export type { Viewer } from './navigation.mappers';
export type { TileCountSource } from './navigation.types';
export { DEFINITION_FILE_PATTERN } from './rule-loader';
export { readDefinitionTexts } from './rule-store';
