/**
 * The BFF's REST clients for the CRM, speed and pm (issue 5): keep-alive pools,
 * deadlines, breakers, bounded retries, the shared cache, per-request DataLoaders and the
 * error catalogue of SPEC.md §8. Import from here.
 */
export { createUpstreamSources, configuredBaseUrl, needsEmbeddedUpstream } from './upstream-sources';
export type { CachePolicyName, UpstreamSettings, UpstreamSources, UpstreamSourcesOptions } from './upstream-sources';
export { UpstreamScope } from './upstream-scope';
export type { RequestLoaders, ScopeInit, SourceClients } from './upstream-scope';
export { partialErrorsPlugin } from './partial-errors';
export { UNKNOWN_CODE, UNKNOWN_MESSAGE, UpstreamError, applyCatalogue, looksInternal, maskEntry, sanitizeDetails, toUpstreamError } from './error-catalogue';
export type { CatalogueEntry, CatalogueRule, PortalErrorCode, UpstreamErrorExtensions } from './error-catalogue';
export { UpstreamFailure, SOURCE_SYSTEMS, SYSTEM_NAMES } from './upstream-failure';
export type { SourceSystem, UpstreamFailureKind } from './upstream-failure';
export type { CallContext, CallOptions, SourceStats } from './rest-source';
export type { SourceCaller } from './source-caller';
export { FORMATTED, odataString } from './crm-client';
export type { CrmAccount, CrmClient, CrmOption, CrmOutageNotification, CrmScaProduct, CrmSubject } from './crm-client';
export type { SpeedBcProduct, SpeedClient, SpeedMaterialCode, SpeedServiceState } from './speed-client';
export type { PmAccount, PmClient, PmUser } from './pm-client';
