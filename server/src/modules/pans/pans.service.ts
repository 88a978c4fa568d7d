/**
 * PAN-Bau and HA-Bau: PANs with their construction progress, the house connections of a
 * PAN with their material documentation, and the acknowledgement (Freigabe) workflow of
 * SPEC.md §3. pm stores whatever it is sent; the rules live here: who sees which PAN
 * (construction firms: only those assigned to their account), who documents material
 * (the firm assigned to the house connection), and which acknowledgement step whom is
 * allowed (`ACKNOWLEDGEMENT_TRANSITIONS`, the one table of the workflow).
 */
import { auditActorOf } from '../audit';
import type { GraphQLContext } from '../../graphql/context';
import type { SessionUser } from '../../graphql/context';
import { UpstreamError } from '../../sources';
import { acknowledgementKey, domainSources } from '../../sources/domain-sources';
import type { PmAckScope, PmAcknowledgement, PmHouseConnection, PmListQuery, PmPan } from '../../sources/pm-pans-client';
import { dataScopeOf, isAssignedToPan, seesHouseConnection, seesPan } from '../common/data-scope';
import type { DataScope } from '../common/data-scope';
import { InputProblems, notFound } from '../common/errors';
import { ID_FORMATS, idFilter, pageInfo, pageRequest, sortKeys, textFilter, valuesFilter } from '../common/list-input';
import type { PageModel, PageRequest, SortKey, SortKeyInput } from '../common/list-input';
import { REGIONS, regionOf } from '../common/regions';
import { assertAnyScreen } from '../common/screen-access';
import { effectiveType } from '../navigation';
import type { AccountType } from '../navigation';
import * as reference from '../reference';
import type { MaterialCode } from '../reference';
import type { ConstructionView, HouseConnection, Pan } from './pans.mappers';
import type { FieldErrorModel, MutationErrorModel } from '../common/models';

export type PansContext = Pick<GraphQLContext, 'viewer' | 'services' | 'upstream' | 'request' | 'clientUrl' | 'requestId'>;

// Views and screens

const SCOPE_OF_VIEW: Readonly<Record<ConstructionView, PmAckScope>> = { PAN_BAU: 'pan', HA_BAU: 'ha' };
const LIST_SCREEN: Readonly<Record<ConstructionView, string>> = { PAN_BAU: 'pan-bau', HA_BAU: 'ha-bau' };
const CIDS_SCREEN: Readonly<Record<ConstructionView, string>> = { PAN_BAU: 'pan-cids', HA_BAU: 'pan-branch-cids' };

// Acknowledgement: states and the transition table

export type AckState = 1 | 2 | 3 | 4;
export type AckAction = 'REQUEST' | 'GRANT' | 'REJECT' | 'COMPLETE';

/** SPEC.md §3. */
export const ACK_STATE_LABELS: Readonly<Record<AckState, string>> = {
  1: 'Freigabe beantragt',
  2: 'Freigabe erteilt',
  3: 'Freigabe abgelehnt',
  4: 'Freigabe abgeschlossen',
};
export const NO_ACK_LABEL = 'Keine Freigabe beantragt';

export const ackLabel = (state: number | null): string => (state === null ? NO_ACK_LABEL : (ACK_STATE_LABELS[state as AckState] ?? `Status ${state}`));

export interface AckTransition {
  action: AckAction;
  /** States the step may start from; null = none requested yet. */
  from: readonly (AckState | null)[];
  to: AckState;
  /** Account types that may take the step. */
  types: readonly AccountType[];
  /** Only a construction firm assigned to the PAN (its general contractor or one of its house-connection firms). */
  assignedOnly: boolean;
  reason: 'optional' | 'required';
  /** Refusal for any other type. */
  notAllowed: string;
  /** Refusal from any other state; `{state}` is the current state's label. */
  illegal: string;
}

/**
 * The acknowledgement workflow, reviewed in one place: every allowed step is a row; a step
 * that no row allows is refused with the row's German message.
 */
export const ACKNOWLEDGEMENT_TRANSITIONS: readonly AckTransition[] = [
  {
    action: 'REQUEST',
    from: [null, 3],
    to: 1,
    types: ['baufirma', 'bau-main'],
    assignedOnly: true,
    reason: 'optional',
    notAllowed: 'Die Freigabe beantragt die diesem PAN zugewiesene Baufirma (baufirma oder bau-main).',
    illegal: 'Eine Freigabe kann nur beantragt werden, solange noch keine beantragt ist oder nachdem sie abgelehnt wurde. Aktueller Stand: {state}.',
  },
  {
    action: 'GRANT',
    from: [1],
    to: 2,
    types: ['pmo', 'pm-am'],
    assignedOnly: false,
    reason: 'optional',
    notAllowed: 'Eine Freigabe erteilen nur PMO und PM-AM.',
    illegal: 'Erteilen lässt sich nur eine beantragte Freigabe. Aktueller Stand: {state}.',
  },
  {
    action: 'REJECT',
    from: [1],
    to: 3,
    types: ['pmo', 'pm-am'],
    assignedOnly: false,
    reason: 'required',
    notAllowed: 'Eine Freigabe lehnen nur PMO und PM-AM ab.',
    illegal: 'Ablehnen lässt sich nur eine beantragte Freigabe. Aktueller Stand: {state}.',
  },
  {
    action: 'COMPLETE',
    from: [2],
    to: 4,
    types: ['pmo'],
    assignedOnly: false,
    reason: 'optional',
    notAllowed: 'Eine Freigabe schließt nur das PMO ab.',
    illegal: 'Abschließen lässt sich nur eine erteilte Freigabe. Aktueller Stand: {state}.',
  },
];

export const REASON_REQUIRED = 'Bitte geben Sie einen Grund für die Ablehnung an, damit die Baufirma weiß, was zu ändern ist.';
export const MAX_REASON_LENGTH = 2000;

export type AckDecision =
  { ok: true; to: AckState } | { ok: false; code: 'NOT_ALLOWED' | 'ILLEGAL_TRANSITION' | 'INVALID_INPUT'; message: string; fieldErrors: FieldErrorModel[] };

export interface AckRequest {
  action: AckAction;
  current: number | null;
  /** The user's account type (a missing type counts as isp). */
  type: string;
  /** Whether the user's account is assigned to the PAN. */
  assigned: boolean;
  reason: string | null;
}

/** Whether a step is allowed, by `ACKNOWLEDGEMENT_TRANSITIONS`; checks role, assignment, state, reason in that order. */
export function decideAcknowledgement(request: AckRequest, table: readonly AckTransition[] = ACKNOWLEDGEMENT_TRANSITIONS): AckDecision {
  const row = table.find((transition) => transition.action === request.action);
  if (row === undefined) return { ok: false, code: 'NOT_ALLOWED', message: 'Diesen Schritt gibt es nicht.', fieldErrors: [] };
  if (!row.types.includes(request.type as AccountType) || (row.assignedOnly && !request.assigned)) {
    return { ok: false, code: 'NOT_ALLOWED', message: row.notAllowed, fieldErrors: [] };
  }
  if (!row.from.includes(request.current as AckState | null)) {
    return { ok: false, code: 'ILLEGAL_TRANSITION', message: row.illegal.replace('{state}', ackLabel(request.current)), fieldErrors: [] };
  }
  if (row.reason === 'required' && (request.reason === null || request.reason.trim() === '')) {
    return { ok: false, code: 'INVALID_INPUT', message: REASON_REQUIRED, fieldErrors: [{ field: 'reason', message: REASON_REQUIRED }] };
  }
  return { ok: true, to: row.to };
}

/** The steps a user could take now (a required reason is assumed to be given). */
export function allowedActions(current: number | null, type: string, assigned: boolean): AckAction[] {
  return ACKNOWLEDGEMENT_TRANSITIONS.filter((row) => decideAcknowledgement({ action: row.action, current, type, assigned, reason: 'x' }).ok).map(
    (row) => row.action,
  );
}

// Reading pm's shape

export const PAN_CONSTRUCTION_STATES = ['planung', 'genehmigung', 'tiefbau', 'einblasen', 'montage', 'abgeschlossen'] as const;
export const HC_CONSTRUCTION_STATES = ['offen', 'geplant', 'tiefbau', 'hauseinfuehrung', 'gespleisst', 'fertig', 'blockiert'] as const;

const stateValue = (key: string, label: string | null | undefined) => ({ key, label: label ?? key });

export function ackStateOf(raw: PmPan, view: ConstructionView): number | null {
  return view === 'PAN_BAU' ? raw.ack_state : raw.ack_state_ha;
}

export function toPan(raw: PmPan, view: ConstructionView): Pan {
  const state = ackStateOf(raw, view);
  const mainId = raw.bau_main_accountid ?? null;
  return {
    id: raw.aan_pan,
    aan: raw.aan,
    panNumber: raw.pan_no,
    area: { place: raw.area.place ?? null, postcode: raw.area.postcode ?? null, region: raw.area.region ?? null, streets: raw.area.streets ?? [] },
    view,
    constructionState: stateValue(raw.construction_state, raw.construction_state_label),
    plannedCompletion: raw.planned_completion ?? null,
    completedAt: raw.completed_at ?? null,
    mainContractor: mainId === null ? null : { accountId: mainId, name: raw.bau_main_name ?? mainId },
    locationCount: raw.location_count,
    houseConnections: raw.hc_total,
    completedHouseConnections: raw.hc_completed,
    completedShare: raw.hc_completed_share,
    acknowledgement: { state, label: ackLabel(state) },
    modifiedAt: raw.modifiedon ?? null,
    assignment: { bau_main_accountid: mainId, bau_ha_accountids: raw.bau_ha_accountids ?? [] },
  };
}

export function toHouseConnection(raw: PmHouseConnection, canEditMaterial: boolean): HouseConnection {
  const firmId = raw.bau_ha_accountid ?? null;
  return {
    cid: raw.cid,
    panId: raw.aan_pan,
    locationId: raw.locationid ?? null,
    address: {
      street: raw.address.street ?? null,
      houseNumber: raw.address.housenumber ?? null,
      unit: raw.address.unit ?? null,
      postcode: raw.address.postcode ?? null,
      place: raw.address.place ?? null,
      region: null,
    },
    constructionState: stateValue(raw.construction_state, raw.construction_state_label),
    firm: firmId === null ? null : { accountId: firmId, name: raw.bau_ha_name ?? firmId },
    plannedDate: raw.planned_date ?? null,
    completedAt: raw.completed_at ?? null,
    material: {
      cable: raw.material.cable,
      rack: raw.material.rack,
      colour: raw.material.colour,
      documentedBy: raw.material.documented_by ?? null,
      documentedAt: raw.material.documented_at ?? null,
    },
    canEditMaterial,
    modifiedAt: raw.modified_at ?? null,
  };
}

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

export interface ListArgs<F> {
  filter?: F | null;
  sort?: readonly SortKeyInput[] | null;
  first?: number | null;
  offset?: number | null;
}

export interface PmQuery {
  /** Null: the user's scope holds nothing (a construction firm without an account). */
  params: PmListQuery | null;
  page: PageRequest;
}

export function panQuery(scope: DataScope, view: ConstructionView, args: ListArgs<PanFilterInput>): PmQuery {
  const problems = new InputProblems();
  const page = pageRequest(problems, args.first, args.offset);
  const sort = sortKeys(problems, args.sort, PAN_SORT_FIELDS, [{ field: 'id', descending: false }]);
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
  const page = pageRequest(problems, args.first, args.offset);
  const sort = sortKeys(problems, args.sort, HC_SORT_FIELDS, [{ field: 'cid', descending: false }]);
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

const PAN_NOT_FOUND = 'Diesen PAN gibt es nicht, oder er ist Ihrem Konto nicht zugewiesen. Bitte prüfen Sie die PAN-Nummer.';

function panIdOf(value: string): string {
  const problems = new InputProblems();
  const id = idFilter(problems, 'id', value, ID_FORMATS.pan);
  if (id === null) problems.add('id', ID_FORMATS.pan.message);
  problems.throwIfAny('Die PAN-Nummer ist ungültig');
  return id!;
}

/** pm's PAN if the scope may see it, else null. */
async function visiblePan(context: PansContext, scope: DataScope, id: string): Promise<PmPan | null> {
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

export interface AcknowledgementEntry {
  id: string;
  sequence: number;
  fromState: number | null;
  state: number;
  label: string;
  by: { userId: string | null; name: string | null; accountId: string | null; type: string | null };
  reason: string | null;
  at: string;
}

export function toAcknowledgementEntry(raw: PmAcknowledgement): AcknowledgementEntry {
  return {
    id: raw.id,
    sequence: raw.seq,
    fromState: raw.from_state,
    state: raw.state,
    label: raw.state_label ?? ackLabel(raw.state),
    by: { userId: raw.by.userid ?? null, name: raw.by.name ?? null, accountId: raw.by.accountid ?? null, type: raw.by.type ?? null },
    reason: raw.reason ?? null,
    at: raw.at,
  };
}

export async function historyOf(context: PansContext, pan: Pan): Promise<AcknowledgementEntry[]> {
  const rows = await domainSources(context.upstream).loaders.acknowledgementsByPan.load(acknowledgementKey(pan.id, SCOPE_OF_VIEW[pan.view]));
  return rows.map(toAcknowledgementEntry).sort((a, b) => a.sequence - b.sequence);
}

export function allowedActionsOf(context: PansContext, pan: Pan): AckAction[] {
  const viewer = context.viewer;
  if (viewer === null) return [];
  return allowedActions(pan.acknowledgement.state, effectiveType(viewer), isAssignedToPan(pan.assignment, viewer.accountId));
}

export interface MaterialDocumentation {
  cable: MaterialCode | null;
  rack: MaterialCode | null;
  colour: MaterialCode | null;
  documentedBy: string | null;
  documentedAt: string | null;
}

/** The documentation with the codes' names; null for account types that do not load material codes (SPEC.md §6). */
export async function documentationOf(context: PansContext, houseConnection: HouseConnection): Promise<MaterialDocumentation | null> {
  const viewer = context.viewer;
  if (viewer === null || !reference.mayLoad('materialCodes', viewer)) return null;
  const codes = await reference.materialCodes(context.upstream, viewer);
  const code = (group: number, id: number | null) => (id === null ? null : (codes.find((c) => c.group === group && c.id === id) ?? null));
  const { material } = houseConnection;
  return {
    cable: code(1, material.cable),
    rack: code(2, material.rack),
    colour: code(3, material.colour),
    documentedBy: material.documentedBy,
    documentedAt: material.documentedAt,
  };
}

// Writes

const REQUIRED = 'Feld ist nicht optional';

export interface MaterialInput {
  cid?: string | null;
  cable?: number | null;
  rack?: number | null;
  colour?: number | null;
}

export interface MaterialResult {
  ok: boolean;
  houseConnection: HouseConnection | null;
  error: MutationErrorModel | null;
}

const MATERIAL_FIELDS = [
  { field: 'cable', group: 1, label: 'Kabeltyp' },
  { field: 'rack', group: 2, label: 'Rack im AAN' },
  { field: 'colour', group: 3, label: 'Farbe' },
] as const;

async function accountName(context: PansContext, accountId: string | null): Promise<string | null> {
  if (accountId === null) return null;
  return (await reference.account(context.upstream, accountId))?.name ?? null;
}

async function signature(context: PansContext, viewer: SessionUser): Promise<string> {
  const who = viewer.name ?? viewer.email ?? viewer.userId;
  const company = await accountName(context, viewer.accountId);
  return company === null ? who : `${who} (${company})`;
}

export async function updateMaterial(context: PansContext, input: MaterialInput): Promise<MaterialResult> {
  const viewer = assertAnyScreen(context, ['pan-cids', 'pan-branch-cids']);
  const scope = dataScopeOf(viewer);
  const errors = new Map<string, string>();
  const cidText = input.cid?.trim().toUpperCase() ?? '';
  if (cidText === '') errors.set('cid', REQUIRED);
  else if (cidText.length > 20 || !ID_FORMATS.cid.pattern.test(cidText)) errors.set('cid', ID_FORMATS.cid.message);
  for (const { field } of MATERIAL_FIELDS) if (input[field] === null || input[field] === undefined) errors.set(field, REQUIRED);
  const refused = (code: MutationErrorModel['code'], message: string): MaterialResult => ({
    ok: false,
    houseConnection: null,
    error: { code, message, fieldErrors: [...errors].map(([field, text]) => ({ field, message: text })) },
  });
  if (errors.size > 0) return refused('INVALID_INPUT', 'Bitte prüfen Sie die markierten Felder.');
  if (scope.kind !== 'firm') {
    return refused('NOT_ALLOWED', 'Das Material dokumentiert die Baufirma, der der Hausanschluss zugewiesen ist.');
  }

  const codes = await reference.materialCodes(context.upstream, viewer);
  for (const { field, group, label } of MATERIAL_FIELDS) {
    if (!codes.some((code) => code.group === group && code.id === input[field])) {
      errors.set(field, `Kein Materialcode der Gruppe ${label}. Bitte wählen Sie einen Eintrag aus der Liste.`);
    }
  }
  if (errors.size > 0) return refused('INVALID_INPUT', 'Bitte prüfen Sie die markierten Felder.');

  const { clients, loaders } = domainSources(context.upstream);
  const current = await loaders.houseConnectionByCid.load(cidText);
  const pan = current === null ? null : await loaders.panById.load(current.aan_pan);
  if (current === null || !seesHouseConnection(scope, current, pan)) {
    throw notFound('Diesen Hausanschluss gibt es nicht, oder er ist Ihrem Konto nicht zugewiesen. Bitte prüfen Sie die CID.');
  }
  const saved = await clients.pans.putMaterial(cidText, {
    cable: input.cable!,
    rack: input.rack!,
    colour: input.colour!,
    by: await signature(context, viewer),
  });
  await context.services.audit.record(auditActorOf(context), {
    action: 'houseConnection.material',
    outcome: 'ok',
    targetType: 'houseConnection',
    targetId: cidText,
    accountId: viewer.accountId,
    // The names beside the codes, so that the audit log reads as the screen does.
    details: {
      cable: input.cable,
      rack: input.rack,
      colour: input.colour,
      pan: saved.aan_pan,
      ...Object.fromEntries(
        MATERIAL_FIELDS.map(({ field, group }) => [
          `${field}Name`,
          codes.find((code) => code.group === group && code.id === input[field])?.name ?? 'Keine Auswahl',
        ]),
      ),
    },
  });
  return { ok: true, houseConnection: toHouseConnection(saved, true), error: null };
}

export interface AcknowledgementInput {
  panId: string;
  view: ConstructionView;
  action: AckAction;
  reason?: string | null;
  expectedState?: number | null;
}

export interface AcknowledgementResult {
  ok: boolean;
  pan: Pan | null;
  entry: AcknowledgementEntry | null;
  error: MutationErrorModel | null;
}

export const CONFLICT_MESSAGE =
  'Der Freigabestatus dieses PAN wurde inzwischen geändert. Bitte laden Sie die Seite neu und prüfen Sie den aktuellen Stand, bevor Sie es erneut versuchen.';

const AUDIT_ACTIONS: Readonly<Record<AckAction, string>> = {
  REQUEST: 'pan.acknowledgement.request',
  GRANT: 'pan.acknowledgement.grant',
  REJECT: 'pan.acknowledgement.reject',
  COMPLETE: 'pan.acknowledgement.complete',
};

export async function changeAcknowledgement(context: PansContext, input: AcknowledgementInput): Promise<AcknowledgementResult> {
  const viewer = assertAnyScreen(context, [LIST_SCREEN[input.view]]);
  const scope = dataScopeOf(viewer);
  const problems = new InputProblems();
  const panId = idFilter(problems, 'panId', input.panId, ID_FORMATS.pan);
  if (panId === null) problems.add('panId', ID_FORMATS.pan.message);
  const expected = input.expectedState;
  if (expected !== null && expected !== undefined && (!Number.isInteger(expected) || expected < 0 || expected > 4)) {
    problems.add('expectedState', 'Der erwartete Freigabestatus muss zwischen 0 (keiner) und 4 liegen.');
  }
  problems.throwIfAny('Der Schritt kann so nicht ausgeführt werden');
  const reasonText = input.reason?.trim() ?? '';
  if (reasonText.length > MAX_REASON_LENGTH) {
    const message = `Der Grund darf höchstens ${MAX_REASON_LENGTH} Zeichen lang sein (jetzt ${reasonText.length}).`;
    return { ok: false, pan: null, entry: null, error: { code: 'INVALID_INPUT', message, fieldErrors: [{ field: 'reason', message }] } };
  }
  const reason = reasonText === '' ? null : reasonText;

  const raw = await visiblePan(context, scope, panId!);
  if (raw === null) throw notFound(PAN_NOT_FOUND);
  const current = ackStateOf(raw, input.view);
  const audit = (outcome: 'ok' | 'refused', details: Record<string, unknown>) =>
    context.services.audit.record(auditActorOf(context), {
      action: AUDIT_ACTIONS[input.action],
      outcome,
      targetType: 'pan',
      targetId: panId,
      accountId: viewer.accountId,
      details: { view: input.view, from: current, reason, ...details },
    });
  const refuse = async (error: MutationErrorModel, pan: PmPan = raw): Promise<AcknowledgementResult> => {
    await audit('refused', { code: error.code, message: error.message });
    return { ok: false, pan: toPan(pan, input.view), entry: null, error };
  };

  if (expected !== null && expected !== undefined && (expected === 0 ? null : expected) !== current) {
    return refuse({ code: 'CONFLICT', message: CONFLICT_MESSAGE, fieldErrors: [] });
  }
  const decision = decideAcknowledgement({
    action: input.action,
    current,
    type: effectiveType(viewer),
    assigned: isAssignedToPan(raw, scope.kind === 'firm' ? scope.accountId : null),
    reason,
  });
  if (!decision.ok) return refuse({ code: decision.code, message: decision.message, fieldErrors: decision.fieldErrors });

  const { clients } = domainSources(context.upstream);
  let result: { pan: PmPan; entry: PmAcknowledgement };
  try {
    result = await clients.pans.addAcknowledgement(panId!, {
      scope: SCOPE_OF_VIEW[input.view],
      state: decision.to,
      by: { userid: viewer.userId, name: viewer.name ?? viewer.email ?? viewer.userId, accountid: viewer.accountId, type: effectiveType(viewer) },
      reason,
      expected_state: current,
    });
  } catch (error) {
    // pm's optimistic check: someone else moved the state between our read and our write.
    if (error instanceof UpstreamError && error.extensions.source === 'pm' && error.extensions.rule === 1 && error.extensions.code === 'BAD_USER_INPUT') {
      const now = (await clients.pans.pansByIds([panId!]))[0] ?? raw;
      return refuse({ code: 'CONFLICT', message: CONFLICT_MESSAGE, fieldErrors: [] }, now);
    }
    throw error;
  }
  await audit('ok', { to: decision.to });
  return { ok: true, pan: toPan(result.pan, input.view), entry: toAcknowledgementEntry(result.entry), error: null };
}
