/**
 * Reference data of the CRM, speed and pm (SPEC.md §3, §6, §7): the shapes of the
 * upstream turned into the portal's, the business rules on them, and who may load what.
 * Lists are the same for every user and come from the shared cache; per-id lookups go
 * through the request's DataLoaders.
 */
import type { SessionUser } from '../../graphql/context';
import type {
  CrmOption,
  CrmScaProduct,
  CrmSubject,
  PmUser as PmUserRecord,
  SpeedBcProduct,
  SpeedMaterialCode,
  SpeedServiceState,
  UpstreamScope,
} from '../../sources';
import { FORMATTED } from '../../sources';
import type { ChargeType } from '@fibre-portal/shared/order-pricing';
import { forbidden } from './reference.errors';
import type { BcProduct, BcProductStates, PmUser, ScaProduct } from './reference.mappers';
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

/** SPEC.md §3: material-code groups. */
export const MATERIAL_GROUP_LABELS: Readonly<Record<number, string>> = { 1: 'Kabeltyp', 2: 'Rack im AAN', 3: 'Farbe' };
/** SPEC.md §3: in groups 2 and 3 a code without a name is the 'no choice' entry. */
export const NO_CHOICE_LABEL = 'Keine Auswahl';
const NO_CHOICE_GROUPS = new Set([2, 3]);

export interface MaterialCode {
  id: number;
  group: number;
  groupLabel: string;
  name: string | null;
  noChoice: boolean;
}

export function toMaterialCode(raw: SpeedMaterialCode): MaterialCode {
  const unnamed = raw.c_name === null || raw.c_name.trim() === '';
  const noChoice = unnamed && NO_CHOICE_GROUPS.has(raw.c_grp);
  return {
    id: raw.c_id,
    group: raw.c_grp,
    groupLabel: MATERIAL_GROUP_LABELS[raw.c_grp] ?? `Gruppe ${raw.c_grp}`,
    name: noChoice ? NO_CHOICE_LABEL : unnamed ? null : raw.c_name,
    noChoice,
  };
}

/** CRM option values of `cos_producttype`, for answers without the formatted label. */
const PRODUCT_TYPE_ADD_ON = 181510001;
/** CRM option values of `cos_chargetype`; a product without one is charged monthly. */
const CHARGE_TYPES: Readonly<Record<number, ChargeType>> = { 181510000: 'MONTHLY', 181510001: 'ONE_TIME', 181510002: 'MONTHLY_AND_SETUP' };

export function toScaProduct(raw: CrmScaProduct): ScaProduct {
  const label = raw[`cos_producttype${FORMATTED}`] ?? null;
  const addOn = label !== null ? /^add[\s-]?on$/i.test(label.trim()) : raw.cos_producttype === PRODUCT_TYPE_ADD_ON;
  return {
    id: raw.cos_productid,
    name: raw.cos_name,
    kind: addOn ? 'ADD_ON' : 'MAIN',
    kindLabel: label ?? (addOn ? 'Add On' : 'Main'),
    description: raw.cos_description ?? null,
    downloadMbit: raw.cos_downloadmbit ?? null,
    uploadMbit: raw.cos_uploadmbit ?? null,
    chargeType: CHARGE_TYPES[raw.cos_chargetype ?? 181510000] ?? 'MONTHLY',
    monthlyFee: raw.cos_monthlyfee ?? null,
    setupFee: raw.cos_setupfee ?? null,
  };
}

export function toBcProduct(raw: SpeedBcProduct): BcProduct {
  return { id: raw.productid, name: raw.name, states: { sales: raw.state_sa ?? null, customerCare: raw.state_cc ?? null, isp: raw.state_isp ?? null } };
}

export interface Subject {
  id: string;
  title: string;
  description: string | null;
  parentId: string | null;
  parentTitle: string | null;
}

export function toSubject(raw: CrmSubject): Subject {
  return {
    id: raw.subjectid,
    title: raw.title,
    description: raw.description ?? null,
    parentId: raw._parentsubject_value ?? null,
    parentTitle: raw[`_parentsubject_value${FORMATTED}`] ?? null,
  };
}

/** An option of a CRM option set: `Options[].Value` and `Label.UserLocalizedLabel.Label`. */
export function optionTitle(option: CrmOption): string {
  return option.Label.UserLocalizedLabel?.Label ?? String(option.Value);
}

export interface ServiceState {
  service: string;
  state: number;
  label: string | null;
}

export function toServiceState(raw: SpeedServiceState): ServiceState {
  return { service: raw.service, state: raw.state, label: raw.label ?? null };
}

export function toPmUser(raw: PmUserRecord): PmUser {
  return {
    id: raw.id,
    name: raw.metadata.name ?? null,
    email: raw.email ?? null,
    accountId: raw.metadata.accountid ?? null,
    type: raw.metadata.type ?? null,
    role: raw.metadata.role ?? null,
  };
}

export interface Account {
  accountId: string;
  name: string;
}

const toAccount = (raw: { accountid: string; name: string }): Account => ({ accountId: raw.accountid, name: raw.name });

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
