/**
 * CIDs (connections): the list and search, the details with contract and building, the
 * per-status and per-region counts of 'CID Status', and the batched lookups of a CID's
 * service states, house connection, PAN, building and ONT swaps. Every path checks the
 * screen rule, then the input (before any upstream call), then the data scope: isp users
 * see only the CIDs of their own account (in the CRM query for lists and counts; a CID of
 * another ISP read by id is NOT_FOUND, as if it did not exist).
 */
import type { GraphQLContext } from '../../graphql/context';
import { odataString } from '../../sources';
import { domainSources } from '../../sources/domain-sources';
import { orderingSources } from '../../sources/ordering-sources';
import { dataScopeOf, firmPanCondition, firmPanIds, seesIspAccount, seesPan } from '../common/data-scope';
import type { DataScope } from '../common/data-scope';
import { InputProblems, notFound } from '../common/errors';
import { ID_FORMATS, idFilter, pageInfo, pageRequest, sortKeys, textFilter, valuesFilter } from '../common/list-input';
import type { ListArgs, PageModel, PageRequest, SortKey } from '../common/list-input';
import { REGIONS, addressFilter } from '../common/regions';
import { assertAnyScreen } from '../common/screen-access';
import * as reference from '../reference';
import {
  CID_STATUSES,
  fromSignedOrder,
  toBuilding,
  toCid,
  toOntSwap,
  toServiceStates,
  type Cid,
  type CidBuilding,
  type CidServiceState,
  type OntSwap,
} from './cids.mappers';
import type { OptionValue } from '../common/models';

export type CidsContext = Pick<GraphQLContext, 'viewer' | 'services' | 'upstream'>;

/** Screens whose data is a CID list: the intern list, the search, the status drill-down and an ISP's own connections. */
export const CID_LIST_SCREENS = ['cids', 'cid-search', 'cid-status', 'locations'] as const;
/** Screens that show one CID: the CID details (with contract and building) and an ISP's location details. */
export const CID_DETAIL_SCREENS = ['cid-details', 'location-details'] as const;

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

export async function serviceStatesOf(context: CidsContext, cid: Cid): Promise<CidServiceState[]> {
  const [rows, catalogue] = await Promise.all([
    domainSources(context.upstream).loaders.serviceStatesByCid.load(cid.id),
    reference.serviceStates(context.upstream),
  ]);
  return toServiceStates(rows, catalogue);
}

export async function buildingOf(context: CidsContext, cid: Cid): Promise<CidBuilding | null> {
  if (cid.locationId === null) return null;
  const raw = await domainSources(context.upstream).loaders.locationById.load(cid.locationId);
  return raw === null ? null : toBuilding(raw);
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
