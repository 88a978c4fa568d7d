/**
 * CIDs (connections): the list and search, the details with contract and building, the
 * per-status and per-region counts of 'CID Status', and the batched lookups of a CID's
 * service states, house connection, PAN, building and ONT swaps. Every path checks the
 * screen rule, then the input (before any upstream call), then the data scope: isp users
 * see only the CIDs of their own account (in the CRM query for lists and counts; a CID of
 * another ISP read by id is NOT_FOUND, as if it did not exist).
 */
import type { GraphQLContext } from '../../graphql/context';
import { FORMATTED, odataString } from '../../sources';
import type { CrmCid, CrmLocation, CrmOntSwap } from '../../sources/crm-cids-client';
import { domainSources } from '../../sources/domain-sources';
import type { CrmOrder } from '../../sources/crm-orders-client';
import { orderingSources } from '../../sources/ordering-sources';
import type { SpeedCidServiceState } from '../../sources/speed-service-states-client';
import { dataScopeOf, firmPanCondition, firmPanIds, seesIspAccount, seesPan } from '../common/data-scope';
import type { DataScope } from '../common/data-scope';
import { InputProblems, notFound } from '../common/errors';
import { ID_FORMATS, idFilter, pageInfo, pageRequest, sortKeys, textFilter, valuesFilter } from '../common/list-input';
import type { ListArgs, PageModel, PageRequest, SortKey } from '../common/list-input';
import { productsOf } from '../common/products';
import { REGIONS, addressFilter } from '../common/regions';
import { assertAnyScreen } from '../common/screen-access';
import * as reference from '../reference';
import type { Cid } from './cids.mappers';
import type { OptionValue, PostalAddress } from '../common/models';

export type CidsContext = Pick<GraphQLContext, 'viewer' | 'services' | 'upstream'>;

/** The CRM option set `cos_status` of CIDs, in its order (README of the upstream). */
export const CID_STATUSES: readonly OptionValue[] = [
  { value: 181510000, label: 'Geplant' },
  { value: 181510001, label: 'Verfügbar' },
  { value: 181510002, label: 'Bestellt' },
  { value: 181510003, label: 'In Herstellung' },
  { value: 181510004, label: 'Aktiv' },
  { value: 181510005, label: 'Gekündigt' },
];

/** Screens whose data is a CID list: the intern list, the search, the status drill-down and an ISP's own connections. */
export const CID_LIST_SCREENS = ['cids', 'cid-search', 'cid-status', 'locations'] as const;
/** Screens that show one CID: the CID details (with contract and building) and an ISP's location details. */
export const CID_DETAIL_SCREENS = ['cid-details', 'location-details'] as const;

// Reading the CRM's shape

/** Start plus term, on the same day of the month (or the month's last day). */
export function minimumTermEnd(start: string | null | undefined, termMonths: number | null | undefined): string | null {
  if (!start || !termMonths) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(start);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]) - 1 + termMonths;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(Number(match[3]), lastDay))).toISOString().slice(0, 10);
}

export function toCid(raw: CrmCid): Cid {
  const accountId = raw.cos_accountid ?? null;
  const account = accountId === null ? null : { accountId, name: raw[`cos_accountid${FORMATTED}`] ?? accountId };
  const mainProductId = raw.cos_mainproductid ?? null;
  const mainProduct = mainProductId === null ? null : { id: mainProductId, name: raw[`cos_mainproductid${FORMATTED}`] ?? mainProductId };
  const addOnProducts = productsOf(raw.cos_addonproductids, raw[`cos_addonproductids${FORMATTED}`]);
  const connectedAt = raw.cos_connectedon ?? null;
  const terminatedAt = raw.cos_terminatedon ?? null;
  const statusLabel = raw[`cos_status${FORMATTED}`] ?? CID_STATUSES.find((status) => status.value === raw.cos_status)?.label ?? String(raw.cos_status);
  return {
    id: raw.cos_cid,
    status: { value: raw.cos_status, label: statusLabel },
    address: {
      street: raw.cos_street ?? null,
      houseNumber: raw.cos_housenumber ?? null,
      unit: raw.cos_unit ?? null,
      postcode: raw.cos_postcode ?? null,
      place: raw.cos_place ?? null,
      region: raw.cos_region ?? null,
    },
    locationId: raw.cos_locationid ?? null,
    aan: raw.cos_aan ?? null,
    panId: raw.cos_aan_pan ?? null,
    ontSerial: raw.cos_ontserial ?? null,
    account,
    mainProduct,
    addOnProducts,
    connectedAt,
    terminatedAt,
    modifiedAt: raw.modifiedon ?? null,
    contract: {
      account,
      mainProduct,
      addOnProducts,
      startDate: raw.cos_contractstart ?? null,
      termMonths: raw.cos_contractterm ?? null,
      minimumTermEnd: minimumTermEnd(raw.cos_contractstart, raw.cos_contractterm),
      orderReference: raw.cos_orderreference ?? null,
      connectedAt,
      terminatedAt,
    },
  };
}

// The list and search: validation and the OData query

export const CID_SORT_FIELDS = ['id', 'status', 'street', 'postcode', 'place', 'region', 'account', 'connectedAt', 'modifiedAt'] as const;
export type CidSortField = (typeof CID_SORT_FIELDS)[number];

const CID_SORT_COLUMNS: Readonly<Record<CidSortField, readonly string[]>> = {
  id: ['cos_cid'],
  status: ['cos_status'],
  street: ['cos_street', 'cos_housenumber'],
  postcode: ['cos_postcode'],
  place: ['cos_place'],
  region: ['cos_region'],
  account: ['cos_accountid'],
  connectedAt: ['cos_connectedon'],
  modifiedAt: ['modifiedon'],
};

const DEFAULT_CID_SORT: readonly SortKey<CidSortField>[] = [{ field: 'id', descending: false }];

/** Address words a search text may hold; more are refused rather than ignored. */
const MAX_SEARCH_WORDS = 6;
const SEARCH_COLUMNS = ['cos_cid', 'cos_street', 'cos_housenumber', 'cos_postcode', 'cos_place', 'cos_ontserial'] as const;

export interface CidFilterInput {
  statuses?: readonly number[] | null;
  region?: string | null;
  postcode?: string | null;
  place?: string | null;
  accountId?: string | null;
  productId?: string | null;
  panId?: string | null;
  text?: string | null;
}

/**
 * The conditions of a CID filter as OData, the isolation condition first; null when the
 * user's scope holds no CID at all (an isp user without an account, a construction firm
 * without a PAN). `firmPans` are the PANs assigned to a construction firm (`firmPanIds`).
 */
export function cidConditions(problems: InputProblems, scope: DataScope, filter: CidFilterInput, firmPans: readonly string[] = []): string[] | null {
  const statuses = valuesFilter(
    problems,
    'filter.statuses',
    'Status',
    filter.statuses,
    CID_STATUSES.map((status) => status.value),
  );
  const { region, postcode, place } = addressFilter(problems, filter);
  const accountId = idFilter(problems, 'filter.accountId', filter.accountId, ID_FORMATS.accountId);
  const productId = idFilter(problems, 'filter.productId', filter.productId, ID_FORMATS.productId);
  const panId = idFilter(problems, 'filter.panId', filter.panId, ID_FORMATS.pan);
  const text = textFilter(problems, 'filter.text', 'Der Suchtext', filter.text);
  const words = text === null ? [] : text.split(/[\s,]+/).filter(Boolean);
  if (words.length > MAX_SEARCH_WORDS) problems.add('filter.text', `Bitte suchen Sie mit höchstens ${MAX_SEARCH_WORDS} Wörtern.`);
  if (problems.any) return [];

  if (scope.kind === 'isp' && scope.accountId === null) return null;
  const firm = firmPanCondition(scope, firmPans);
  if (firm === false) return null;
  const conditions: string[] = [];
  if (scope.kind === 'isp') conditions.push(`cos_accountid eq ${odataString(scope.accountId!)}`);
  else if (accountId !== null) conditions.push(`cos_accountid eq ${odataString(accountId)}`);
  if (firm !== null) conditions.push(firm);
  if (statuses) conditions.push(`cos_status in (${statuses.join(',')})`);
  if (region) conditions.push(`cos_region eq ${odataString(region)}`);
  if (postcode) conditions.push(`cos_postcode eq ${odataString(postcode)}`);
  if (place) conditions.push(`contains(cos_place,${odataString(place)})`);
  if (productId) conditions.push(`(cos_mainproductid eq ${odataString(productId)} or contains(cos_addonproductids,${odataString(productId)}))`);
  if (panId) conditions.push(`cos_aan_pan eq ${odataString(panId)}`);
  for (const word of words) {
    // A whole CID is an exact match (fast); any other word may be part of any address field.
    if (ID_FORMATS.cid.pattern.test(word.toUpperCase())) conditions.push(`cos_cid eq ${odataString(word.toUpperCase())}`);
    else conditions.push(`(${SEARCH_COLUMNS.map((column) => `contains(${column},${odataString(word)})`).join(' or ')})`);
  }
  return conditions;
}

export interface CidQuery {
  filter: string | null;
  orderby: string;
  page: PageRequest;
}

export function cidQuery(scope: DataScope, args: ListArgs<CidFilterInput>, firmPans: readonly string[] = []): CidQuery {
  const problems = new InputProblems();
  const page = pageRequest(problems, args.page?.first, args.page?.offset);
  const sort = sortKeys(problems, args.page?.sort, CID_SORT_FIELDS, DEFAULT_CID_SORT);
  const conditions = cidConditions(problems, scope, args.filter ?? {}, firmPans);
  problems.throwIfAny('Die CID-Liste kann so nicht abgefragt werden');
  const orderby = sort.flatMap((key) => CID_SORT_COLUMNS[key.field].map((column) => `${column} ${key.descending ? 'desc' : 'asc'}`)).join(',');
  return { filter: conditions === null ? null : conditions.join(' and '), orderby, page };
}

export async function listCids(context: CidsContext, args: ListArgs<CidFilterInput>): Promise<PageModel<Cid>> {
  const viewer = assertAnyScreen(context, CID_LIST_SCREENS);
  const scope = dataScopeOf(viewer);
  const query = cidQuery(scope, args, await firmPanIds(context, scope));
  if (query.filter === null) return { items: [], pageInfo: pageInfo(0, query.page) };
  const { clients, loaders } = domainSources(context.upstream);
  const result = await clients.cids.cids({ filter: query.filter, orderby: query.orderby, top: query.page.first, skip: query.page.offset, count: true });
  // A detail asked for in the same response needs no second read.
  for (const row of result.rows) loaders.cidById.prime(row.cos_cid, row);
  return { items: result.rows.map(toCid), pageInfo: pageInfo(result.count ?? result.rows.length, query.page) };
}

const CID_NOT_FOUND = 'Diese CID gibt es nicht, oder sie gehört zu einem anderen Konto. Bitte prüfen Sie die Nummer.';

/**
 * One CID within the user's scope, or null: a CID of another ISP, and for a construction firm
 * a CID outside the PANs assigned to it (DESIGN.md §8; its contract, ISP and ONT are none of
 * the firm's business), is as absent as an unknown one.
 */
export async function findCid(context: CidsContext, scope: DataScope, id: string): Promise<Cid | null> {
  const { loaders } = domainSources(context.upstream);
  const row = await loaders.cidById.load(id);
  if (row === null || !seesIspAccount(scope, row.cos_accountid)) return null;
  if (scope.kind === 'firm') {
    const pan = row.cos_aan_pan ? await loaders.panById.load(row.cos_aan_pan) : null;
    if (pan === null || !seesPan(scope, pan)) return null;
  }
  return toCid(row);
}

export async function getCid(context: CidsContext, id: string): Promise<Cid> {
  const viewer = assertAnyScreen(context, CID_DETAIL_SCREENS);
  const problems = new InputProblems();
  const cid = idFilter(problems, 'id', id, ID_FORMATS.cid);
  if (cid === null) problems.add('id', ID_FORMATS.cid.message);
  problems.throwIfAny('Die CID ist ungültig');
  const found = await findCid(context, dataScopeOf(viewer), cid!);
  if (found === null) throw notFound(CID_NOT_FOUND);
  return withSignedOrder(context, found);
}

/** CID statuses between a signed order and the connection: the CRM's CID has no products yet. */
const AWAITING_CONNECTION = new Set([181510002, 181510003]);

/**
 * The CRM writes products, contract start and order reference onto a CID only when the
 * connection is made. Until then the CID's signed order is what the customer bought: a CID
 * that is Bestellt or In Herstellung without products shows those of its signed order (the
 * newest signed one of the CID's ISP), so customer care and sales see what was ordered.
 */
export async function withSignedOrder(context: CidsContext, cid: Cid): Promise<Cid> {
  if (cid.mainProduct !== null || cid.account === null || !AWAITING_CONNECTION.has(cid.status.value)) return cid;
  const { orders } = orderingSources(context.upstream);
  const filter = `cos_cid eq ${odataString(cid.id)} and cos_accountid eq ${odataString(cid.account.accountId)} and cos_statekey in ('signed','in_construction')`;
  const found = await orders.orders({ filter, orderby: 'cos_signedon desc', top: 1 });
  const order = found.rows[0];
  return order === undefined ? cid : fromSignedOrder(cid, order);
}

export function fromSignedOrder(cid: Cid, order: CrmOrder): Cid {
  const mainId = order.cos_mainproductid ?? null;
  const mainProduct = mainId === null ? null : { id: mainId, name: order[`cos_mainproductid${FORMATTED}`] ?? mainId };
  const addOnProducts = productsOf(order.cos_addonproductids, order[`cos_addonproductids${FORMATTED}`]);
  return {
    ...cid,
    mainProduct,
    addOnProducts,
    contract: {
      ...cid.contract,
      mainProduct,
      addOnProducts,
      termMonths: cid.contract.termMonths ?? order.cos_contractterm ?? null,
      orderReference: cid.contract.orderReference ?? order.cos_ordernumber,
    },
  };
}

// CID Status: counts per status and per Bundesland

export interface CidStatusCounts {
  total: number;
  byStatus: Array<{ status: OptionValue; count: number }>;
  byRegion: Array<{ region: string; count: number }>;
}

/**
 * One `$count` call per status and per Bundesland (15 small calls in parallel, no rows
 * travel): the CRM's Web API has no grouping here, and reading 30,000 rows to count them
 * would cost far more.
 */
export async function statusCounts(context: CidsContext, filter: CidFilterInput | null | undefined): Promise<CidStatusCounts> {
  const viewer = assertAnyScreen(context, ['cid-status']);
  const problems = new InputProblems();
  const scope = dataScopeOf(viewer);
  const conditions = cidConditions(problems, scope, filter ?? {}, await firmPanIds(context, scope));
  problems.throwIfAny('Die Zählung kann so nicht gefiltert werden');
  if (conditions === null) {
    return { total: 0, byStatus: CID_STATUSES.map((status) => ({ status, count: 0 })), byRegion: REGIONS.map((region) => ({ region, count: 0 })) };
  }
  const { clients } = domainSources(context.upstream);
  const count = (extra: string) => clients.cids.countCids([...conditions, extra].join(' and '));
  const [byStatus, byRegion] = await Promise.all([
    Promise.all(CID_STATUSES.map(async (status) => ({ status, count: await count(`cos_status eq ${status.value}`) }))),
    Promise.all(REGIONS.map(async (region) => ({ region, count: await count(`cos_region eq ${odataString(region)}`) }))),
  ]);
  return { total: byStatus.reduce((sum, entry) => sum + entry.count, 0), byStatus, byRegion };
}

// Batched lookups of one CID

export type BadgeTone = 'SUCCESS' | 'INFO' | 'WARNING' | 'DANGER' | 'NEUTRAL';

/** speed's state codes as badge colours. */
export const SERVICE_STATE_TONES: Readonly<Record<number, BadgeTone>> = { 100: 'SUCCESS', 200: 'INFO', 300: 'WARNING', 400: 'DANGER', 900: 'NEUTRAL' };
export const SERVICE_LABELS: Readonly<Record<string, string>> = { internet: 'Internet', voip: 'Telefonie', iptv: 'TV' };
const SERVICE_ORDER = ['internet', 'voip', 'iptv'];

export interface CidServiceState {
  service: string;
  serviceLabel: string;
  state: number;
  label: string;
  tone: BadgeTone;
  since: string | null;
}

export function toServiceStates(rows: readonly SpeedCidServiceState[], catalogue: readonly reference.ServiceState[]): CidServiceState[] {
  const labelOf = (service: string, state: number) =>
    catalogue.find((entry) => entry.service === service && entry.state === state)?.label ??
    catalogue.find((entry) => entry.state === state)?.label ??
    `Status ${state}`;
  const rank = (service: string) => (SERVICE_ORDER.includes(service) ? SERVICE_ORDER.indexOf(service) : SERVICE_ORDER.length);
  return [...rows]
    .sort((a, b) => rank(a.service) - rank(b.service) || a.service.localeCompare(b.service))
    .map((row) => ({
      service: row.service,
      serviceLabel: SERVICE_LABELS[row.service] ?? row.service,
      state: row.state,
      label: labelOf(row.service, row.state),
      tone: SERVICE_STATE_TONES[row.state] ?? 'NEUTRAL',
      since: row.since ?? null,
    }));
}

export async function serviceStatesOf(context: CidsContext, cid: Cid): Promise<CidServiceState[]> {
  const [rows, catalogue] = await Promise.all([
    domainSources(context.upstream).loaders.serviceStatesByCid.load(cid.id),
    reference.serviceStates(context.upstream),
  ]);
  return toServiceStates(rows, catalogue);
}

export interface CidBuilding {
  locationId: string;
  address: PostalAddress;
  buildingType: OptionValue | null;
  units: number | null;
  floors: number | null;
  fibreTerminationPoint: string | null;
  accessNotes: string | null;
  connectionStatus: OptionValue | null;
  constructionState: OptionValue | null;
  latitude: number | null;
  longitude: number | null;
  cidCount: number | null;
}

function optionOf(value: number | null | undefined, label: string | null | undefined): OptionValue | null {
  return value === null || value === undefined ? null : { value, label: label ?? String(value) };
}

export function toBuilding(raw: CrmLocation): CidBuilding {
  return {
    locationId: raw.cos_locationid,
    address: {
      street: raw.cos_street ?? null,
      houseNumber: raw.cos_housenumber ?? null,
      unit: null,
      postcode: raw.cos_postcode ?? null,
      place: raw.cos_place ?? null,
      region: raw.cos_region ?? null,
    },
    buildingType: optionOf(raw.cos_buildingtype, raw[`cos_buildingtype${FORMATTED}`]),
    units: raw.cos_units ?? null,
    floors: raw.cos_floors ?? null,
    fibreTerminationPoint: raw.cos_ftp ?? null,
    accessNotes: raw.cos_accessnotes ?? null,
    connectionStatus: optionOf(raw.cos_connectionstatus, raw[`cos_connectionstatus${FORMATTED}`]),
    constructionState: optionOf(raw.cos_constructionstate, raw[`cos_constructionstate${FORMATTED}`]),
    latitude: raw.cos_latitude ?? null,
    longitude: raw.cos_longitude ?? null,
    cidCount: raw.cos_cidcount ?? null,
  };
}

export async function buildingOf(context: CidsContext, cid: Cid): Promise<CidBuilding | null> {
  if (cid.locationId === null) return null;
  const raw = await domainSources(context.upstream).loaders.locationById.load(cid.locationId);
  return raw === null ? null : toBuilding(raw);
}

export interface OntSwap {
  id: string;
  oldSerial: string | null;
  newSerial: string | null;
  swappedBy: string | null;
  swappedByAccount: { accountId: string; name: string } | null;
  reason: string | null;
  swappedAt: string;
}

export function toOntSwap(raw: CrmOntSwap): OntSwap {
  const accountId = raw.cos_swappedbyaccountid ?? null;
  return {
    id: raw.cos_ontswapid,
    oldSerial: raw.cos_oldserial ?? null,
    newSerial: raw.cos_newserial ?? null,
    swappedBy: raw.cos_swappedby ?? null,
    swappedByAccount: accountId === null ? null : { accountId, name: raw[`cos_swappedbyaccountid${FORMATTED}`] ?? accountId },
    reason: raw.cos_reason ?? null,
    swappedAt: raw.cos_swappedon,
  };
}

export async function ontSwapsOf(context: CidsContext, cid: Cid): Promise<OntSwap[]> {
  const rows = await domainSources(context.upstream).loaders.ontSwapsByCid.load(cid.id);
  return rows.map(toOntSwap).sort((a, b) => b.swappedAt.localeCompare(a.swappedAt));
}

/** What the resolvers call, as one value: `createCidsResolvers` gets it injected, a spec may hand in a stand-in. */
export function createCidsService() {
  return { listCids, getCid, statusCounts, serviceStatesOf, buildingOf, ontSwapsOf };
}
export type CidsService = ReturnType<typeof createCidsService>;
