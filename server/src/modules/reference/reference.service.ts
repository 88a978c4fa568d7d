/**
 * Reference data of the CRM, speed and pm (SPEC.md §3, §6, §7): the business rules on
 * them and who may load what; the upstream's shapes become the portal's in reference.mappers.ts.
 * Lists are the same for every user and come from the shared cache; per-id lookups go
 * through the request's DataLoaders.
 */
import type { SessionUser } from '../../graphql/context';
import type { UpstreamScope } from '../../sources';
import { forbidden } from './reference.errors';
import {
  optionTitle,
  toAccount,
  toBcProduct,
  toMaterialCode,
  toPmUser,
  toScaProduct,
  toServiceState,
  toSubject,
  type Account,
  type BcProduct,
  type BcProductStates,
  type MaterialCode,
  type PmUser,
  type ScaProduct,
  type ServiceState,
  type Subject,
} from './reference.mappers';
import { mayLoad } from './reference.permissions';
import type { ReferencePermission } from './reference.permissions';

// Rules

/** SPEC.md §9: a product state of 100 marks a product active for that audience. */
export const ACTIVE_STATE = 100;

export type ProductAudience = 'SALES' | 'CUSTOMER_CARE' | 'ISP';
export const PRODUCT_AUDIENCES: readonly ProductAudience[] = ['SALES', 'CUSTOMER_CARE', 'ISP'];

const STATE_OF: Readonly<Record<ProductAudience, keyof BcProductStates>> = { SALES: 'sales', CUSTOMER_CARE: 'customerCare', ISP: 'isp' };

export function isActiveFor(states: BcProductStates, audience: ProductAudience): boolean {
  return states[STATE_OF[audience]] === ACTIVE_STATE;
}

export function activeAudiences(states: BcProductStates): ProductAudience[] {
  return PRODUCT_AUDIENCES.filter((audience) => isActiveFor(states, audience));
}

/** SPEC.md §4: 'Problem behoben' is always placed last; the rest keep the CRM's order. */
export const LAST_STATUS_TITLE = 'Problem behoben';

export interface IncidentStatus {
  value: number;
  title: string;
  state: number | null;
}

export function orderIncidentStatuses(statuses: readonly IncidentStatus[]): IncidentStatus[] {
  const isLast = (status: IncidentStatus) => status.title.trim().toLocaleLowerCase('de') === LAST_STATUS_TITLE.toLocaleLowerCase('de');
  return [...statuses.filter((status) => !isLast(status)), ...statuses.filter(isLast)];
}

// Access

const REFUSALS: Readonly<Record<ReferencePermission, string>> = {
  materialCodes: 'Materialcodes stehen Ihrem Kontotyp nicht zur Verfügung. Wenden Sie sich an Ihre Administration, wenn Sie sie für Ihre Arbeit brauchen.',
  pmLists:
    'Die Listen des Projektmanagements stehen Ihrem Kontotyp nicht zur Verfügung. Wenden Sie sich an Ihre Administration, wenn Sie sie für Ihre Arbeit brauchen.',
  accountLists: 'Die Kontenlisten stehen Ihrem Kontotyp nicht zur Verfügung.',
};

export function assertMayLoad(permission: ReferencePermission, viewer: SessionUser): void {
  if (!mayLoad(permission, viewer)) throw forbidden(REFUSALS[permission]);
}

export interface ReferenceAccess {
  materialCodes: boolean;
  pmLists: boolean;
  accountLists: boolean;
}

export function referenceAccess(viewer: SessionUser): ReferenceAccess {
  return { materialCodes: mayLoad('materialCodes', viewer), pmLists: mayLoad('pmLists', viewer), accountLists: mayLoad('accountLists', viewer) };
}

// Loading: every list once per cache TTL, checked before any upstream call.

export function scaProducts(scope: UpstreamScope): Promise<ScaProduct[]> {
  return scope.shared('crm', 'scaproducts?p=true', 'reference', async ({ crm }) => (await crm.scaProducts()).map(toScaProduct));
}

export function bcProducts(scope: UpstreamScope): Promise<BcProduct[]> {
  return scope.shared('speed', 'bc_products', 'reference', async ({ speed }) => (await speed.bcProducts()).map(toBcProduct));
}

/** One product from speed, batched with the other lookups of the request. */
export async function bcProduct(scope: UpstreamScope, id: string): Promise<BcProduct | null> {
  const raw = await scope.loaders.bcProductById.load(id);
  return raw === null ? null : toBcProduct(raw);
}

export function subjects(scope: UpstreamScope): Promise<Subject[]> {
  return scope.shared('crm', 'subjects', 'reference', async ({ crm }) => (await crm.subjects()).map(toSubject));
}

export function incidentTypes(scope: UpstreamScope): Promise<Array<{ value: number; title: string }>> {
  return scope.shared('crm', 'incidenttypes', 'reference', async ({ crm }) =>
    (await crm.incidentTypes()).map((option) => ({ value: option.Value, title: optionTitle(option) })),
  );
}

export function incidentStatuses(scope: UpstreamScope): Promise<IncidentStatus[]> {
  return scope.shared('crm', 'incidentstatuscodes', 'reference', async ({ crm }) =>
    orderIncidentStatuses(
      (await crm.incidentStatusCodes()).map((option) => ({ value: option.Value, title: optionTitle(option), state: option.State ?? null })),
    ),
  );
}

export function serviceStates(scope: UpstreamScope): Promise<ServiceState[]> {
  return scope.shared('speed', 'states', 'reference', async ({ speed }) => (await speed.serviceStates()).map(toServiceState));
}

export async function materialCodes(scope: UpstreamScope, viewer: SessionUser): Promise<MaterialCode[]> {
  assertMayLoad('materialCodes', viewer);
  return scope.shared('speed', 'hc_mat_patch_codes', 'reference', async ({ speed }) =>
    (await speed.materialCodes()).map(toMaterialCode).sort((a, b) => a.group - b.group || a.id - b.id),
  );
}

export async function pmUsers(scope: UpstreamScope, viewer: SessionUser): Promise<PmUser[]> {
  assertMayLoad('pmLists', viewer);
  return scope.shared('pm', 'list-users', 'reference', async ({ pm }) => (await pm.listUsers()).map(toPmUser));
}

export async function bauMainAccounts(scope: UpstreamScope, viewer: SessionUser): Promise<Account[]> {
  assertMayLoad('pmLists', viewer);
  return scope.shared('pm', 'accounts/bau_main', 'reference', async ({ pm }) => (await pm.bauMainAccounts()).map(toAccount));
}

export async function bauHaAccounts(scope: UpstreamScope, viewer: SessionUser): Promise<Account[]> {
  assertMayLoad('pmLists', viewer);
  return scope.shared('pm', 'accounts/bau_ha', 'reference', async ({ pm }) => (await pm.bauHaAccounts()).map(toAccount));
}

export async function ispAccounts(scope: UpstreamScope, viewer: SessionUser): Promise<Account[]> {
  assertMayLoad('accountLists', viewer);
  return scope.shared('crm', 'accounts/isp', 'reference', async ({ crm }) => (await crm.ispAccounts()).map(toAccount));
}

export async function scaAccounts(scope: UpstreamScope, viewer: SessionUser): Promise<Account[]> {
  assertMayLoad('accountLists', viewer);
  return scope.shared('crm', 'accounts/sca', 'reference', async ({ crm }) => (await crm.scaAccounts()).map(toAccount));
}

/** One CRM account, batched with the other lookups of the request. */
export async function account(scope: UpstreamScope, accountId: string | null): Promise<Account | null> {
  if (accountId === null || accountId.trim() === '') return null;
  const raw = await scope.loaders.accountById.load(accountId);
  return raw === null ? null : toAccount(raw);
}

/** What the resolvers call, as one value (`createReferenceResolvers`). */
export function createReferenceService() {
  return {
    referenceAccess,
    scaProducts,
    bcProducts,
    bcProduct,
    subjects,
    incidentTypes,
    incidentStatuses,
    serviceStates,
    materialCodes,
    pmUsers,
    bauMainAccounts,
    bauHaAccounts,
    ispAccounts,
    scaAccounts,
    account,
    isActiveFor,
    activeAudiences,
  };
}
export type ReferenceService = ReturnType<typeof createReferenceService>;
