/**
 * PAN-Bau and HA-Bau: PANs with their construction progress, the house connections of a
 * PAN and the reads they share with the acknowledgement workflow (`pans.acknowledgement.ts`)
 * and the material documentation (`pans.material.ts`). pm stores whatever it is sent; the rules live here: who sees which PAN
 * (construction firms: only those assigned to their account), who documents material
 * (the firm assigned to the house connection), and which acknowledgement step whom is
 * allowed (`ACKNOWLEDGEMENT_TRANSITIONS`, the one table of the workflow).
 */
import type { GraphQLContext } from '../../graphql/context';
import { domainSources } from '../../sources/domain-sources';
import type { PmAckScope, PmHouseConnection, PmListQuery, PmPan } from '../../sources/pm-pans-client';
import { dataScopeOf, seesHouseConnection, seesPan } from '../common/data-scope';
import type { DataScope } from '../common/data-scope';
import { InputProblems, notFound } from '../common/errors';
import { ID_FORMATS, idFilter, pageInfo, pageRequest, sortKeys, textFilter, valuesFilter } from '../common/list-input';
import type { ListArgs, PageModel, PageRequest, SortKey } from '../common/list-input';
import { REGIONS, regionOf } from '../common/regions';
import { assertAnyScreen } from '../common/screen-access';
import * as reference from '../reference';
import { toHouseConnection, toPan, type ConstructionView, type HouseConnection, type Pan } from './pans.mappers';

export type PansContext = Pick<GraphQLContext, 'viewer' | 'services' | 'upstream' | 'request' | 'clientUrl' | 'requestId'>;

// Views and screens

export const SCOPE_OF_VIEW: Readonly<Record<ConstructionView, PmAckScope>> = { PAN_BAU: 'pan', HA_BAU: 'ha' };
export const LIST_SCREEN: Readonly<Record<ConstructionView, string>> = { PAN_BAU: 'pan-bau', HA_BAU: 'ha-bau' };
const CIDS_SCREEN: Readonly<Record<ConstructionView, string>> = { PAN_BAU: 'pan-cids', HA_BAU: 'pan-branch-cids' };

// Reading pm's shape

export const PAN_CONSTRUCTION_STATES = ['planung', 'genehmigung', 'tiefbau', 'einblasen', 'montage', 'abgeschlossen'] as const;
export const HC_CONSTRUCTION_STATES = ['offen', 'geplant', 'tiefbau', 'hauseinfuehrung', 'gespleisst', 'fertig', 'blockiert'] as const;

// Lists: validation and pm's query

export const PAN_SORT_FIELDS = [
  'id',
  'aan',
  'place',
  'region',
  'postcode',
  'constructionState',
  'plannedCompletion',
  'completedAt',
  'acknowledgementState',
  'modifiedAt',
  'houseConnections',
  'completedHouseConnections',
  'completedShare',
] as const;
export type PanSortField = (typeof PAN_SORT_FIELDS)[number];

function panSortParam(field: PanSortField, view: ConstructionView): string {
  switch (field) {
    case 'id':
      return 'aan_pan';
    case 'constructionState':
      return 'construction_state';
    case 'plannedCompletion':
      return 'planned_completion';
    case 'completedAt':
      return 'completed_at';
    case 'acknowledgementState':
      return view === 'PAN_BAU' ? 'ack_state' : 'ack_state_ha';
    case 'modifiedAt':
      return 'modifiedon';
    case 'houseConnections':
      return 'hc_total';
    case 'completedHouseConnections':
      return 'hc_completed';
    case 'completedShare':
      return 'hc_completed_share';
    default:
      return field;
  }
}

const sortParam = <F extends string>(keys: readonly SortKey<F>[], name: (field: F) => string) =>
  keys.map((key) => `${key.descending ? '-' : ''}${name(key.field)}`).join(',');

export interface PanFilterInput {
  constructionStates?: readonly string[] | null;
  acknowledgementStates?: readonly number[] | null;
  aan?: string | null;
  place?: string | null;
  postcode?: string | null;
  region?: string | null;
  accountId?: string | null;
  text?: string | null;
}

export interface PmQuery {
  /** Null: the user's scope holds nothing (a construction firm without an account). */
  params: PmListQuery | null;
  page: PageRequest;
}

export function panQuery(scope: DataScope, view: ConstructionView, args: ListArgs<PanFilterInput>): PmQuery {
  const problems = new InputProblems();
  const page = pageRequest(problems, args.page?.first, args.page?.offset);
  const sort = sortKeys(problems, args.page?.sort, PAN_SORT_FIELDS, [{ field: 'id', descending: false }]);
  const filter = args.filter ?? {};
  const states = valuesFilter(problems, 'filter.constructionStates', 'Baustatus', filter.constructionStates, PAN_CONSTRUCTION_STATES);
  const acks = valuesFilter(problems, 'filter.acknowledgementStates', 'Freigabestatus', filter.acknowledgementStates, [0, 1, 2, 3, 4]);
  const aan = idFilter(problems, 'filter.aan', filter.aan, ID_FORMATS.aan);
  const place = textFilter(problems, 'filter.place', 'Der Ort', filter.place);
  const postcode = idFilter(problems, 'filter.postcode', filter.postcode, ID_FORMATS.postcode);
  const regionText = textFilter(problems, 'filter.region', 'Das Bundesland', filter.region);
  const region = regionText === null ? null : regionOf(regionText);
  if (regionText !== null && region === null) problems.add('filter.region', `Unbekanntes Bundesland. Möglich sind: ${REGIONS.join(', ')}.`);
  const accountId = idFilter(problems, 'filter.accountId', filter.accountId, ID_FORMATS.accountId);
  const text = textFilter(problems, 'filter.text', 'Der Suchtext', filter.text);
  problems.throwIfAny('Die PAN-Liste kann so nicht abgefragt werden');

  if (scope.kind === 'firm' && scope.accountId === null) return { params: null, page };
  const ackParam = view === 'PAN_BAU' ? 'ack_state' : 'ack_state_ha';
  return {
    params: {
      accountid: scope.kind === 'firm' ? scope.accountId : (accountId ?? undefined),
      construction_state: states?.join(','),
      [ackParam]: acks?.map((state) => (state === 0 ? 'none' : String(state))).join(','),
      aan: aan ?? undefined,
      place: place ?? undefined,
      postcode: postcode ?? undefined,
      region: region ?? undefined,
      q: text ?? undefined,
      sort: sortParam(sort, (field) => panSortParam(field, view)),
      limit: page.first,
      offset: page.offset,
    },
    page,
  };
}

export const HC_SORT_FIELDS = ['cid', 'constructionState', 'plannedDate', 'completedAt', 'modifiedAt', 'street'] as const;
export type HcSortField = (typeof HC_SORT_FIELDS)[number];
const HC_SORT_PARAMS: Readonly<Record<HcSortField, string>> = {
  cid: 'cid',
  constructionState: 'construction_state',
  plannedDate: 'planned_date',
  completedAt: 'completed_at',
  modifiedAt: 'modified_at',
  street: 'street',
};

export interface HouseConnectionFilterInput {
  constructionStates?: readonly string[] | null;
  text?: string | null;
}

export function houseConnectionQuery(scope: DataScope, args: ListArgs<HouseConnectionFilterInput>): PmQuery {
  const problems = new InputProblems();
  const page = pageRequest(problems, args.page?.first, args.page?.offset);
  const sort = sortKeys(problems, args.page?.sort, HC_SORT_FIELDS, [{ field: 'cid', descending: false }]);
  const filter = args.filter ?? {};
  const states = valuesFilter(problems, 'filter.constructionStates', 'Baustatus', filter.constructionStates, HC_CONSTRUCTION_STATES);
  const text = textFilter(problems, 'filter.text', 'Der Suchtext', filter.text);
  problems.throwIfAny('Die Liste der Hausanschlüsse kann so nicht abgefragt werden');
  if (scope.kind === 'firm' && scope.accountId === null) return { params: null, page };
  return {
    params: {
      // A firm sees its own house connections; a general contractor all of its PAN (pm's `accountid`).
      accountid: scope.kind === 'firm' ? scope.accountId : undefined,
      construction_state: states?.join(','),
      q: text ?? undefined,
      sort: sortParam(sort, (field) => HC_SORT_PARAMS[field]),
      limit: page.first,
      offset: page.offset,
    },
    page,
  };
}

// Reads

export const PAN_NOT_FOUND = 'Diesen PAN gibt es nicht, oder er ist Ihrem Konto nicht zugewiesen. Bitte prüfen Sie die PAN-Nummer.';

export function panIdOf(value: string): string {
  const problems = new InputProblems();
  const id = idFilter(problems, 'id', value, ID_FORMATS.pan);
  if (id === null) problems.add('id', ID_FORMATS.pan.message);
  problems.throwIfAny('Die PAN-Nummer ist ungültig');
  return id!;
}

/** pm's PAN if the scope may see it, else null. */
export async function visiblePan(context: PansContext, scope: DataScope, id: string): Promise<PmPan | null> {
  const raw = await domainSources(context.upstream).loaders.panById.load(id);
  return raw !== null && seesPan(scope, raw) ? raw : null;
}

export async function listPans(context: PansContext, view: ConstructionView, args: ListArgs<PanFilterInput>): Promise<PageModel<Pan>> {
  const viewer = assertAnyScreen(context, [LIST_SCREEN[view]]);
  const query = panQuery(dataScopeOf(viewer), view, args);
  if (query.params === null) return { items: [], pageInfo: pageInfo(0, query.page) };
  const { clients, loaders } = domainSources(context.upstream);
  const result = await clients.pans.pans(query.params);
  for (const raw of result.items) loaders.panById.prime(raw.aan_pan, raw);
  return { items: result.items.map((raw) => toPan(raw, view)), pageInfo: pageInfo(result.total, query.page) };
}

export async function getPan(context: PansContext, id: string, view: ConstructionView): Promise<Pan> {
  const viewer = assertAnyScreen(context, [LIST_SCREEN[view]]);
  const raw = await visiblePan(context, dataScopeOf(viewer), panIdOf(id));
  if (raw === null) throw notFound(PAN_NOT_FOUND);
  return toPan(raw, view);
}

/** The PAN of a CID as the CID details show it (null when the user may not see it). */
export async function panOfCid(context: PansContext, panId: string | null, view: ConstructionView): Promise<Pan | null> {
  if (panId === null || context.viewer === null) return null;
  const raw = await visiblePan(context, dataScopeOf(context.viewer), panId);
  return raw === null ? null : toPan(raw, view);
}

/** Whether the viewer is a construction firm that may document this house connection. */
function mayEditMaterial(scope: DataScope, raw: PmHouseConnection, pan: PmPan | null): boolean {
  return scope.kind === 'firm' && seesHouseConnection(scope, raw, pan);
}

export async function listHouseConnections(
  context: PansContext,
  panId: string,
  view: ConstructionView,
  args: ListArgs<HouseConnectionFilterInput>,
): Promise<PageModel<HouseConnection>> {
  const viewer = assertAnyScreen(context, [CIDS_SCREEN[view]]);
  const scope = dataScopeOf(viewer);
  const id = panIdOf(panId);
  const query = houseConnectionQuery(scope, args);
  const pan = await visiblePan(context, scope, id);
  if (pan === null) throw notFound(PAN_NOT_FOUND);
  if (query.params === null) return { items: [], pageInfo: pageInfo(0, query.page) };
  const { clients, loaders } = domainSources(context.upstream);
  const result = await clients.pans.houseConnectionsOfPan(id, query.params);
  for (const raw of result.items) loaders.houseConnectionByCid.prime(raw.cid, raw);
  return {
    items: result.items.map((raw) => toHouseConnection(raw, mayEditMaterial(scope, raw, pan))),
    pageInfo: pageInfo(result.total, query.page),
  };
}

/** The house connection of a CID (null when the user may not see it: a firm not assigned to it). */
export async function houseConnectionOfCid(context: PansContext, cid: string): Promise<HouseConnection | null> {
  const viewer = context.viewer;
  if (viewer === null) return null;
  const { loaders } = domainSources(context.upstream);
  const raw = await loaders.houseConnectionByCid.load(cid);
  if (raw === null) return null;
  const scope = dataScopeOf(viewer);
  const pan = scope.kind === 'firm' ? await loaders.panById.load(raw.aan_pan) : null;
  if (!seesHouseConnection(scope, raw, pan)) return null;
  return toHouseConnection(raw, mayEditMaterial(scope, raw, pan));
}

/** Names of the house-connection firms, looked up in one batched call for all PANs of a response. */
export async function firmsOf(context: PansContext, pan: Pan): Promise<Array<{ accountId: string; name: string }>> {
  const accounts = await Promise.all(pan.assignment.bau_ha_accountids.map((id) => reference.account(context.upstream, id)));
  return pan.assignment.bau_ha_accountids.map((id, index) => accounts[index] ?? { accountId: id, name: id });
}

/** The PAN reads the resolvers call (`createPansResolvers`, and the CID's house connection and PAN in `createCidsResolvers`). */
export function createPansService() {
  return { listPans, getPan, listHouseConnections, firmsOf, panOfCid, houseConnectionOfCid };
}
export type PansService = ReturnType<typeof createPansService>;
