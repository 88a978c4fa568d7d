/**
 * Locations ('Standorte'): the list with its filters, the address suggestions while
 * typing, and a location seen from one of its CIDs with what can be ordered there. Every
 * path checks the screen rule, then the input (before any upstream call), then the data
 * scope. Locations are public address data; their CIDs are not: an isp user sees free and
 * planned CIDs and those of their own account, never another ISP's (a CID of another ISP
 * read by id is NOT_FOUND, as if it did not exist). Construction firms find only the
 * locations of the PANs assigned to them: a location of another PAN, its CIDs and their
 * states are as absent for them as an address that does not exist (DESIGN.md §8).
 */
import type { GraphQLContext, SessionUser } from '../../graphql/context';
import { FORMATTED, odataString } from '../../sources';
import type { CrmAddressLocation, CrmCid } from '../../sources/crm-orders-client';
import { domainSources } from '../../sources/domain-sources';
import { orderingSources } from '../../sources/ordering-sources';
import { CID_STATUSES } from '../cids';
import { dataScopeOf, firmPanCondition, firmPanIds, seesPan } from '../common/data-scope';
import type { DataScope } from '../common/data-scope';
import { InputProblems, notFound } from '../common/errors';
import { ID_FORMATS, idFilter, pageInfo, pageRequest, sortKeys, textFilter, valuesFilter } from '../common/list-input';
import type { ListArgs, PageModel, SortKey } from '../common/list-input';
import { addressFilter } from '../common/regions';
import { assertAnyScreen } from '../common/screen-access';
import { effectiveType } from '../navigation';
import * as reference from '../reference';
import { toLocation } from './locations.mappers';
import type { Location, LocationCid, LocationDetails } from './locations.mappers';
import type { OptionValue } from '../common/models';

export type LocationsContext = Pick<GraphQLContext, 'viewer' | 'services' | 'upstream'>;

/** Screens whose data is a location list: 'Standorte' and the search of 'CID/ONT-Tausch'. */
export const LOCATION_LIST_SCREENS = ['locations', 'ont-swap'] as const;
/** Screens that show a location from one of its CIDs. */
export const LOCATION_DETAIL_SCREENS = ['location-details', 'location-order', 'location-order-form'] as const;

/** The CRM option set `cos_connectionstatus` of locations, in its order. */
export const CONNECTION_STATUSES: readonly OptionValue[] = [
  { value: 181510000, label: 'Nicht versorgbar' },
  { value: 181510001, label: 'Geplant' },
  { value: 181510002, label: 'Anschlussbereit' },
  { value: 181510003, label: 'Angeschlossen' },
];

export const CID_STATUS = {
  planned: 181510000,
  available: 181510001,
  ordered: 181510002,
  inConstruction: 181510003,
  active: 181510004,
  terminated: 181510005,
} as const;

/** A connection can be ordered for a free CID and for one whose contract ended. */
export const ORDERABLE_CID_STATUSES: readonly number[] = [CID_STATUS.available, CID_STATUS.terminated];
/** Statuses in which a CID is held by its ISP: only that ISP may see it. */
const HELD_CID_STATUSES: readonly number[] = [CID_STATUS.ordered, CID_STATUS.inConstruction, CID_STATUS.active];

// Who sees which CID

/** Whether the scope may see the CID at all (isp users: not another ISP's current CID). */
export function seesCid(scope: DataScope, row: Pick<CrmCid, 'cos_status' | 'cos_accountid'>): boolean {
  if (scope.kind !== 'isp') return true;
  if (!HELD_CID_STATUSES.includes(row.cos_status)) return true;
  return scope.accountId !== null && row.cos_accountid === scope.accountId;
}

/** Whether the CID is held by the scope's own ISP account. */
export function ownsCid(scope: DataScope, row: Pick<CrmCid, 'cos_status' | 'cos_accountid'>): boolean {
  return scope.kind === 'isp' && scope.accountId !== null && row.cos_accountid === scope.accountId && HELD_CID_STATUSES.includes(row.cos_status);
}

/**
 * The CID as the location pages show it. The ONT serial is shown to internal types, to
 * the ISP holding the CID and to construction firms assigned to its PAN (`firmAssigned`).
 */
export function toLocationCid(scope: DataScope, row: CrmCid, firmAssigned: boolean): LocationCid {
  const own = ownsCid(scope, row);
  const showsSerial = scope.kind === 'internal' || own || (scope.kind === 'firm' && firmAssigned);
  const label = row[`cos_status${FORMATTED}`] ?? CID_STATUSES.find((status) => status.value === row.cos_status)?.label ?? String(row.cos_status);
  return {
    id: row.cos_cid,
    unit: row.cos_unit ?? null,
    status: { value: row.cos_status, label },
    orderable: ORDERABLE_CID_STATUSES.includes(row.cos_status),
    own,
    ontSerial: showsSerial ? (row.cos_ontserial ?? null) : null,
  };
}

// The list and the suggestions

export const LOCATION_SORT_FIELDS = ['address', 'postcode', 'place', 'region', 'connectionStatus', 'modifiedAt'] as const;
export type LocationSortField = (typeof LOCATION_SORT_FIELDS)[number];

const LOCATION_SORT_COLUMNS: Readonly<Record<LocationSortField, readonly string[]>> = {
  address: ['cos_street', 'cos_housenumber', 'cos_place'],
  postcode: ['cos_postcode'],
  place: ['cos_place'],
  region: ['cos_region'],
  connectionStatus: ['cos_connectionstatus'],
  modifiedAt: ['modifiedon'],
};
const DEFAULT_LOCATION_SORT: readonly SortKey<LocationSortField>[] = [{ field: 'address', descending: false }];

const MAX_SEARCH_WORDS = 8;
const LOCATION_ID = { pattern: /^LOC-\d{6}$/, upperCase: true, message: 'Eine Standort-ID hat die Form LOC-000042.' } as const;

export interface LocationFilterInput {
  text?: string | null;
  locationId?: string | null;
  connectionStatuses?: readonly number[] | null;
  region?: string | null;
  postcode?: string | null;
  place?: string | null;
  onlyOwn?: boolean | null;
}

/** Words of an address search, each a condition on any address field; a whole CID stands for its location. */
function addressWords(problems: InputProblems, field: string, text: string | null): { words: string[]; cids: string[] } {
  const words = text === null ? [] : text.split(/[\s,]+/).filter(Boolean);
  if (words.length > MAX_SEARCH_WORDS) problems.add(field, `Bitte suchen Sie mit höchstens ${MAX_SEARCH_WORDS} Wörtern.`);
  const cids = words.filter((word) => ID_FORMATS.cid.pattern.test(word.toUpperCase())).map((word) => word.toUpperCase());
  return { words: words.filter((word) => !ID_FORMATS.cid.pattern.test(word.toUpperCase())), cids };
}

/**
 * One search word as OData. Each `contains` scans the locations, so a word is only looked
 * for where it can be: four digits are a postcode (or a house number starting so), a word
 * with a leading digit is a house number (its start: '1' finds 1, 1a and 12), any other word
 * is part of the street or the place.
 */
export function wordCondition(word: string): string {
  const value = odataString(word);
  if (/^\d{4}$/.test(word)) return `(cos_postcode eq ${value} or startswith(cos_housenumber,${value}))`;
  if (/^\d/.test(word)) return `startswith(cos_housenumber,${value})`;
  return `(contains(cos_street,${value}) or contains(cos_place,${value}))`;
}

/**
 * The location of a CID named in a search, when the user may see that CID; null when the
 * search names a CID the user may not see (the search then finds nothing).
 */
async function locationOfSearchedCid(context: LocationsContext, scope: DataScope, cid: string): Promise<string | null> {
  const row = await domainSources(context.upstream).loaders.cidById.load(cid);
  if (row === null || !seesCid(scope, row) || !row.cos_locationid) return null;
  return row.cos_locationid;
}

export async function listLocations(context: LocationsContext, args: ListArgs<LocationFilterInput>): Promise<PageModel<Location>> {
  const viewer = assertAnyScreen(context, LOCATION_LIST_SCREENS);
  const scope = dataScopeOf(viewer);
  const filter = args.filter ?? {};
  const problems = new InputProblems();
  const page = pageRequest(problems, args.page?.first, args.page?.offset);
  const sort = sortKeys(problems, args.page?.sort, LOCATION_SORT_FIELDS, DEFAULT_LOCATION_SORT);
  const text = textFilter(problems, 'filter.text', 'Der Suchtext', filter.text);
  const { words, cids } = addressWords(problems, 'filter.text', text);
  const statuses = valuesFilter(
    problems,
    'filter.connectionStatuses',
    'Anschlussstatus',
    filter.connectionStatuses,
    CONNECTION_STATUSES.map((status) => status.value),
  );
  const { region, postcode, place } = addressFilter(problems, filter);
  const locationId = idFilter(problems, 'filter.locationId', filter.locationId, LOCATION_ID);
  if (cids.length > 1) problems.add('filter.text', 'Bitte suchen Sie nach höchstens einer CID.');
  problems.throwIfAny('Die Standortliste kann so nicht gefiltert werden');

  const empty = { items: [], pageInfo: pageInfo(0, page) };
  const firm = firmPanCondition(scope, await firmPanIds(context, scope));
  if (firm === false) return empty;
  const conditions: string[] = firm === null ? [] : [firm];
  if (cids[0] !== undefined) {
    const locationId = await locationOfSearchedCid(context, scope, cids[0]);
    if (locationId === null) return empty;
    conditions.push(`cos_locationid eq ${odataString(locationId)}`);
  }
  if (filter.onlyOwn === true && scope.kind === 'isp') {
    if (scope.accountId === null) return empty;
    conditions.push(`cos_accountids/any(a: a eq ${odataString(scope.accountId)})`);
  }
  if (locationId) conditions.push(`cos_locationid eq ${odataString(locationId)}`);
  for (const word of words) conditions.push(wordCondition(word));
  if (statuses) conditions.push(`cos_connectionstatus in (${statuses.join(',')})`);
  if (region) conditions.push(`cos_region eq ${odataString(region)}`);
  if (postcode) conditions.push(`cos_postcode eq ${odataString(postcode)}`);
  if (place) conditions.push(`contains(cos_place,${odataString(place)})`);
  const orderby = sort.flatMap((key) => LOCATION_SORT_COLUMNS[key.field].map((column) => `${column} ${key.descending ? 'desc' : 'asc'}`)).join(',');

  const { orders, loaders } = orderingSources(context.upstream);
  const result = await orders.locations({ filter: conditions.join(' and ') || undefined, orderby, top: page.first, skip: page.offset, count: true });
  for (const row of result.rows) loaders.locationById.prime(row.cos_locationid, row);
  return { items: result.rows.map((row) => toLocation(scope, row)), pageInfo: pageInfo(result.count ?? result.rows.length, page) };
}

/** Most matches the address search of 'CID/ONT-Tausch' sorts and pages; a wider search is asked to be narrowed. */
export const ADDRESS_SEARCH_CAP = 500;
export const ADDRESS_SEARCH_MESSAGES = {
  tooShort: 'Bitte geben Sie mindestens zwei Zeichen der Adresse oder eine CID ein.',
  tooMany: (count: number) =>
    `Die Suche findet ${count} Adressen, zu viele zum Durchblättern (höchstens ${ADDRESS_SEARCH_CAP}). Bitte ergänzen Sie Hausnummer, PLZ oder Ort.`,
} as const;

const addressCollator = new Intl.Collator('de', { sensitivity: 'base', numeric: true });

/**
 * Addresses in reading order: street, then house number naturally (1, 2, 2a, 10, 11 —
 * digits compare as numbers, a suffix follows its number), then postcode and place.
 */
export function compareAddresses(
  a: Pick<CrmAddressLocation, 'cos_locationid' | 'cos_street' | 'cos_housenumber' | 'cos_postcode' | 'cos_place'>,
  b: Pick<CrmAddressLocation, 'cos_locationid' | 'cos_street' | 'cos_housenumber' | 'cos_postcode' | 'cos_place'>,
): number {
  return (
    addressCollator.compare(a.cos_street ?? '', b.cos_street ?? '') ||
    addressCollator.compare(a.cos_housenumber ?? '', b.cos_housenumber ?? '') ||
    addressCollator.compare(a.cos_postcode ?? '', b.cos_postcode ?? '') ||
    addressCollator.compare(a.cos_place ?? '', b.cos_place ?? '') ||
    a.cos_locationid.localeCompare(b.cos_locationid)
  );
}

/**
 * The address search of 'CID/ONT-Tausch': every location matching the words (or the
 * location of a named CID), in natural address order, one page at a time with the total.
 * The CRM cannot order house numbers naturally, so the BFF reads all matches (at most
 * `ADDRESS_SEARCH_CAP`; more is refused with a request to narrow the search) and pages
 * itself.
 */
export async function searchAddresses(
  context: LocationsContext,
  args: { text: string; first?: number | null; offset?: number | null },
  screens: readonly [string, ...string[]],
): Promise<PageModel<Location>> {
  const viewer = assertAnyScreen(context, screens);
  const scope = dataScopeOf(viewer);
  const problems = new InputProblems();
  const page = pageRequest(problems, args.first, args.offset);
  const text = textFilter(problems, 'text', 'Der Suchtext', args.text);
  const { words, cids } = addressWords(problems, 'text', text);
  if (text === null || text.length < MIN_SUGGESTION_CHARS) problems.add('text', ADDRESS_SEARCH_MESSAGES.tooShort);
  if (cids.length > 1) problems.add('text', 'Bitte suchen Sie nach höchstens einer CID.');
  problems.throwIfAny('Die Adresssuche ist so nicht möglich');

  const empty = { items: [], pageInfo: pageInfo(0, page) };
  const firm = firmPanCondition(scope, await firmPanIds(context, scope));
  if (firm === false) return empty;
  const conditions = [...(firm === null ? [] : [firm]), ...words.map(wordCondition)];
  if (cids[0] !== undefined) {
    const locationId = await locationOfSearchedCid(context, scope, cids[0]);
    if (locationId === null) return empty;
    conditions.push(`cos_locationid eq ${odataString(locationId)}`);
  }
  const { orders, loaders } = orderingSources(context.upstream);
  const result = await orders.locations({
    filter: conditions.join(' and ') || undefined,
    orderby: 'cos_street asc,cos_housenumber asc,cos_locationid asc',
    top: ADDRESS_SEARCH_CAP,
    count: true,
  });
  const total = result.count ?? result.rows.length;
  if (total > ADDRESS_SEARCH_CAP) {
    problems.add('text', ADDRESS_SEARCH_MESSAGES.tooMany(total));
    problems.throwIfAny('Die Adresssuche ist so nicht möglich');
  }
  const rows = [...result.rows].sort(compareAddresses).slice(page.offset, page.offset + page.first);
  for (const row of rows) loaders.locationById.prime(row.cos_locationid, row);
  return { items: rows.map((row) => toLocation(scope, row)), pageInfo: pageInfo(total, page) };
}

export const MIN_SUGGESTION_CHARS = 2;
export const MAX_SUGGESTIONS = 20;

export interface AddressSuggestion {
  locationId: string;
  label: string;
  address: Location['address'];
  cidCount: number | null;
}

export async function addressSuggestions(context: LocationsContext, text: string, first: number | null | undefined): Promise<AddressSuggestion[]> {
  const viewer = assertAnyScreen(context, LOCATION_LIST_SCREENS);
  const problems = new InputProblems();
  const size = first ?? 8;
  if (!Number.isInteger(size) || size < 1 || size > MAX_SUGGESTIONS) problems.add('first', `Die Anzahl (first) muss zwischen 1 und ${MAX_SUGGESTIONS} liegen.`);
  const typed = textFilter(problems, 'text', 'Der Suchtext', text);
  const { words, cids } = addressWords(problems, 'text', typed);
  problems.throwIfAny('Die Adresssuche ist so nicht möglich');
  if (typed === null || typed.length < MIN_SUGGESTION_CHARS) return [];

  const scope = dataScopeOf(viewer);
  const firm = firmPanCondition(scope, await firmPanIds(context, scope));
  if (firm === false) return [];
  const conditions = [...(firm === null ? [] : [firm]), ...words.map(wordCondition)];
  if (cids[0] !== undefined) {
    const locationId = await locationOfSearchedCid(context, scope, cids[0]);
    if (locationId === null) return [];
    conditions.push(`cos_locationid eq ${odataString(locationId)}`);
  }
  const { orders } = orderingSources(context.upstream);
  const result = await orders.locations({
    filter: conditions.join(' and '),
    orderby: 'cos_street asc,cos_housenumber asc,cos_postcode asc',
    top: size,
    select: 'cos_locationid,cos_street,cos_housenumber,cos_postcode,cos_place,cos_region,cos_cidcount',
  });
  return result.rows.map((row) => {
    const location = toLocation(scope, row);
    return { locationId: location.id, label: location.label, address: location.address, cidCount: location.cidCount };
  });
}

// A location's CIDs

/** Whether a construction firm is assigned to the location's PAN (false for everyone else and without a PAN). */
async function firmAssignedTo(context: LocationsContext, scope: DataScope, panId: string | null): Promise<boolean> {
  if (scope.kind !== 'firm' || panId === null) return false;
  const pan = await domainSources(context.upstream).loaders.panById.load(panId);
  return pan !== null && seesPan(scope, pan);
}

export async function cidsOfLocation(context: LocationsContext, location: Location): Promise<LocationCid[]> {
  const { scope } = location;
  const [rows, assigned] = await Promise.all([
    orderingSources(context.upstream).loaders.cidsByLocation.load(location.id),
    firmAssignedTo(context, scope, location.panId),
  ]);
  return rows.filter((row) => seesCid(scope, row)).map((row) => toLocationCid(scope, row, assigned));
}

// Details seen from a CID

export type Audience = reference.ProductAudience;

/** Which product states count for the user (SPEC.md §3): isp → state_isp, sales → state_sa, customer care → state_cc. */
export function audienceOf(viewer: Pick<SessionUser, 'type'>): Audience | null {
  switch (effectiveType(viewer)) {
    case 'isp':
      return 'ISP';
    case 'sales':
      return 'SALES';
    case 'customer-care':
      return 'CUSTOMER_CARE';
    default:
      return null;
  }
}

/** SCA products (portal products) that are active for the audience in speed, in the CRM's order. */
export async function productsFor(context: LocationsContext, audience: Audience | null): Promise<reference.ScaProduct[]> {
  if (audience === null) return [];
  const [products, states] = await Promise.all([reference.scaProducts(context.upstream), reference.bcProducts(context.upstream)]);
  const active = new Set(states.filter((state) => reference.isActiveFor(state.states, audience)).map((state) => state.id));
  return products.filter((product) => active.has(product.id));
}

export const CID_NOT_FOUND = 'Diese CID gibt es nicht, oder sie gehört zu einem anderen Konto. Bitte prüfen Sie die Nummer.';

/** The CID of a path, checked: its format, its existence and the user's right to see it. */
export async function visibleCid(context: LocationsContext, scope: DataScope, id: string): Promise<CrmCid> {
  const problems = new InputProblems();
  const cid = idFilter(problems, 'cid', id, ID_FORMATS.cid);
  if (cid === null) problems.add('cid', ID_FORMATS.cid.message);
  problems.throwIfAny('Die CID ist ungültig');
  const row = await domainSources(context.upstream).loaders.cidById.load(cid!);
  if (row === null || !seesCid(scope, row)) throw notFound(CID_NOT_FOUND);
  return row;
}

/** Why a CID with this status cannot be ordered, in German; null when it can. */
export function statusNotOrderableReason(status: number): string | null {
  if (ORDERABLE_CID_STATUSES.includes(status)) return null;
  const label = CID_STATUSES.find((entry) => entry.value === status)?.label ?? String(status);
  return `Für diese CID ist keine Bestellung möglich: ihr Status ist „${label}“. Bestellbar sind CIDs mit dem Status Verfügbar oder Gekündigt.`;
}

/** Why the user cannot order for this CID now, in German; null when they can. */
export function notOrderableReason(viewer: SessionUser, row: Pick<CrmCid, 'cos_status'>, products: readonly reference.ScaProduct[]): string | null {
  const scope = dataScopeOf(viewer);
  if (scope.kind === 'isp' && scope.accountId === null) {
    return 'Ihrem Benutzer ist kein ISP-Konto zugeordnet. Bitte wenden Sie sich an Ihre Administration.';
  }
  const byStatus = statusNotOrderableReason(row.cos_status);
  if (byStatus !== null) return byStatus;
  if (!products.some((product) => product.kind === 'MAIN')) return 'Für Ihr Konto ist derzeit kein Hauptprodukt bestellbar.';
  return null;
}

export async function locationDetails(context: LocationsContext, id: string): Promise<LocationDetails> {
  const viewer = assertAnyScreen(context, LOCATION_DETAIL_SCREENS);
  const scope = dataScopeOf(viewer);
  const row = await visibleCid(context, scope, id);
  const [raw, products] = await Promise.all([
    row.cos_locationid ? orderingSources(context.upstream).loaders.locationById.load(row.cos_locationid) : Promise.resolve(null),
    productsFor(context, audienceOf(viewer)),
  ]);
  if (raw === null) throw notFound('Zu dieser CID ist kein Standort erfasst.');
  const location = toLocation(scope, raw);
  const reason = notOrderableReason(viewer, row, products);
  return {
    cid: toLocationCid(scope, row, false),
    location,
    panId: location.panId,
    orderable: reason === null,
    notOrderableReason: reason,
  };
}

export interface StateValue {
  key: string;
  label: string;
}

export async function houseConnectionState(context: LocationsContext, details: LocationDetails): Promise<StateValue | null> {
  const found = await domainSources(context.upstream).loaders.houseConnectionByCid.load(details.cid.id);
  return found === null ? null : { key: found.construction_state, label: found.construction_state_label ?? found.construction_state };
}

export async function panOf(context: LocationsContext, details: LocationDetails) {
  return details.panId === null ? null : domainSources(context.upstream).loaders.panById.load(details.panId);
}

/** The ISP accounts the user may order for: their own, or (sales, customer care) every ISP. */
export async function orderAccounts(context: LocationsContext, viewer: SessionUser): Promise<reference.Account[]> {
  const scope = dataScopeOf(viewer);
  if (scope.kind === 'isp') {
    if (scope.accountId === null) return [];
    return [(await reference.account(context.upstream, scope.accountId)) ?? { accountId: scope.accountId, name: scope.accountId }];
  }
  return reference.ispAccounts(context.upstream, viewer);
}

// The lookups of the details page (resolved only when asked for)

function detailsViewer(context: LocationsContext): SessionUser {
  return assertAnyScreen(context, LOCATION_DETAIL_SCREENS);
}

export async function panConstructionState(context: LocationsContext, details: LocationDetails): Promise<StateValue | null> {
  const pan = await panOf(context, details);
  return pan === null ? null : { key: pan.construction_state, label: pan.construction_state_label ?? pan.construction_state };
}

export async function panPlannedCompletion(context: LocationsContext, details: LocationDetails): Promise<string | null> {
  return (await panOf(context, details))?.planned_completion ?? null;
}

export function productsOfViewer(context: LocationsContext): Promise<reference.ScaProduct[]> {
  return productsFor(context, audienceOf(detailsViewer(context)));
}

export function orderAccountsOfViewer(context: LocationsContext): Promise<reference.Account[]> {
  return orderAccounts(context, detailsViewer(context));
}

/** What the resolvers call, as one value (`createLocationsResolvers`; the ONT swap's search uses `searchAddresses`). */
export function createLocationsService() {
  return {
    listLocations,
    addressSuggestions,
    locationDetails,
    cidsOfLocation,
    houseConnectionState,
    panConstructionState,
    panPlannedCompletion,
    productsOfViewer,
    orderAccountsOfViewer,
  };
}
export type LocationsService = ReturnType<typeof createLocationsService>;
