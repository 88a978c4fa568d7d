/**
 * Support tickets (CRM incidents): the list with its filters, the detail with its notes,
 * creating a ticket and adding a note. Every path checks, in this order, the screen rule,
 * the input (BAD_USER_INPUT or field errors, before any upstream call) and the data scope,
 * in the CRM query itself, so a ticket outside it never leaves the CRM and reads as NOT_FOUND:
 * - isp users: the tickets of their own account;
 * - construction firms (DESIGN.md §8: they see only the PANs and house connections assigned
 *   to them): the tickets about CIDs in the PANs assigned to their account, and they create
 *   tickets only about such a CID. A ticket without CID concerns an ISP's contract, not
 *   construction, so firms neither see nor write those.
 */
import type { GraphQLContext } from '../../graphql/context';
import type { SessionUser } from '../../graphql/context';
import { FORMATTED, UpstreamError, odataString } from '../../sources';
import { domainSources } from '../../sources/domain-sources';
import type { CrmAnnotation, CrmIncident, NewIncident } from '../../sources/crm-tickets-client';
import { dataScopeOf, firmPanIds, seesIspAccount, seesPan } from '../common/data-scope';
import type { DataScope } from '../common/data-scope';
import { InputProblems, notFound } from '../common/errors';
import { ID_FORMATS, dayRange, idFilter, nextDay, pageInfo, pageRequest, sortKeys, textFilter, valuesFilter, viennaMidnight } from '../common/list-input';
import type { PageModel, PageRequest, SortKey, SortKeyInput } from '../common/list-input';
import { assertAnyScreen } from '../common/screen-access';
import * as reference from '../reference';
import type { IncidentStatus, Subject } from '../reference';
import type { Ticket } from './tickets.mappers';
import type { FieldErrorModel, MutationErrorModel, OptionValue } from '../common/models';

export type TicketsContext = Pick<GraphQLContext, 'viewer' | 'services' | 'upstream'>;

// Reading the CRM's shape

const INCIDENT_STATE_ACTIVE = 0;

function option(value: number | null | undefined, label: string | null | undefined): OptionValue | null {
  if (value === null || value === undefined) return null;
  return { value, label: label ?? String(value) };
}

export function toTicket(raw: CrmIncident): Ticket {
  const subjectId = raw._subjectid_value ?? null;
  const accountId = raw._customerid_value ?? null;
  return {
    id: raw.incidentid.toLowerCase(),
    ticketNumber: raw.ticketnumber,
    title: raw.title,
    description: raw.description ?? null,
    subject: subjectId === null ? null : { id: subjectId, title: raw[`_subjectid_value${FORMATTED}`] ?? null },
    type: option(raw.casetypecode, raw[`casetypecode${FORMATTED}`]),
    status: option(raw.statuscode, raw[`statuscode${FORMATTED}`]),
    state: option(raw.statecode, raw[`statecode${FORMATTED}`]),
    isOpen: (raw.statecode ?? INCIDENT_STATE_ACTIVE) === INCIDENT_STATE_ACTIVE,
    cid: raw.cos_cid ?? null,
    account: accountId === null ? null : { accountId, name: raw[`_customerid_value${FORMATTED}`] ?? accountId },
    contact: { name: raw.cos_contactname ?? null, email: raw.cos_contactemail ?? null, phone: raw.cos_contactphone ?? null },
    createdBy: raw.cos_createdby ?? null,
    createdAt: raw.createdon,
    modifiedAt: raw.modifiedon,
    resolvedAt: raw.cos_resolvedon ?? null,
  };
}

export interface TicketNote {
  id: string;
  subject: string | null;
  text: string;
  author: string | null;
  createdAt: string;
}

export function toTicketNote(raw: CrmAnnotation): TicketNote {
  return { id: raw.annotationid, subject: raw.subject ?? null, text: raw.notetext ?? '', author: raw.cos_author ?? null, createdAt: raw.createdon };
}

// The list: validation and the OData query

export const TICKET_SORT_FIELDS = ['ticketNumber', 'title', 'cid', 'type', 'status', 'created', 'modified'] as const;
export type TicketSortField = (typeof TICKET_SORT_FIELDS)[number];

const TICKET_SORT_COLUMNS: Readonly<Record<TicketSortField, string>> = {
  ticketNumber: 'ticketnumber',
  title: 'title',
  cid: 'cos_cid',
  type: 'casetypecode',
  status: 'statuscode',
  created: 'createdon',
  modified: 'modifiedon',
};

const DEFAULT_TICKET_SORT: readonly SortKey<TicketSortField>[] = [{ field: 'created', descending: true }];

/** The CRM's incident types and statuses (documented option sets): filters are checked against them without a call. */
export const INCIDENT_TYPE_VALUES: readonly number[] = [1, 2, 3, 181510000, 181510001];
export const INCIDENT_STATUS_VALUES: readonly number[] = [1, 2, 3, 4, 5, 1000, 6, 2000];

export interface TicketFilterInput {
  statuses?: readonly number[] | null;
  types?: readonly number[] | null;
  subjectId?: string | null;
  cid?: string | null;
  createdFrom?: string | null;
  createdTo?: string | null;
  text?: string | null;
  accountId?: string | null;
}

export interface TicketListArgs {
  filter?: TicketFilterInput | null;
  sort?: readonly SortKeyInput[] | null;
  first?: number | null;
  offset?: number | null;
}

export interface TicketQuery {
  /** Null: the user's scope holds no ticket at all (an isp user without an account, a firm without PANs). */
  filter: string | null;
  orderby: string;
  page: PageRequest;
}

/**
 * Checks the arguments of a ticket list and builds its CRM query; throws BAD_USER_INPUT with
 * every problem named. `firmPans` are the PANs assigned to a construction firm (see `firmPanIds`);
 * a firm's list is empty without them.
 */
export function ticketQuery(scope: DataScope, args: TicketListArgs, firmPans: readonly string[] = []): TicketQuery {
  const problems = new InputProblems();
  const page = pageRequest(problems, args.first, args.offset);
  const sort = sortKeys(problems, args.sort, TICKET_SORT_FIELDS, DEFAULT_TICKET_SORT);
  const filter = args.filter ?? {};
  const statuses = valuesFilter(problems, 'filter.statuses', 'Status', filter.statuses, INCIDENT_STATUS_VALUES);
  const types = valuesFilter(problems, 'filter.types', 'Typ', filter.types, INCIDENT_TYPE_VALUES);
  const subjectId = idFilter(problems, 'filter.subjectId', filter.subjectId, ID_FORMATS.guid);
  const cid = idFilter(problems, 'filter.cid', filter.cid, ID_FORMATS.cid);
  const range = dayRange(problems, { from: 'filter.createdFrom', to: 'filter.createdTo' }, filter.createdFrom, filter.createdTo);
  const text = textFilter(problems, 'filter.text', 'Der Suchtext', filter.text);
  const accountId = idFilter(problems, 'filter.accountId', filter.accountId, ID_FORMATS.accountId);
  problems.throwIfAny('Die Ticketliste kann so nicht abgefragt werden');

  const orderby = sort.map((key) => `${TICKET_SORT_COLUMNS[key.field]} ${key.descending ? 'desc' : 'asc'}`).join(',');
  const scopeCondition = ticketScopeCondition(scope, firmPans);
  if (scopeCondition === null) return { filter: null, orderby, page };

  const conditions: string[] = [];
  if (scopeCondition !== '') conditions.push(scopeCondition);
  if (scope.kind !== 'isp' && accountId !== null) conditions.push(`_customerid_value eq ${odataString(accountId)}`);
  if (statuses) conditions.push(`statuscode in (${statuses.join(',')})`);
  if (types) conditions.push(`casetypecode in (${types.join(',')})`);
  if (subjectId) conditions.push(`_subjectid_value eq ${odataString(subjectId.toLowerCase())}`);
  if (cid) conditions.push(`cos_cid eq ${odataString(cid)}`);
  if (range.from) conditions.push(`createdon ge ${viennaMidnight(range.from)}`);
  if (range.to) conditions.push(`createdon lt ${viennaMidnight(nextDay(range.to))}`);
  if (text) {
    const literal = odataString(text);
    conditions.push(`(contains(ticketnumber,${literal}) or contains(title,${literal}) or contains(description,${literal}) or contains(cos_cid,${literal}))`);
  }
  return { filter: conditions.join(' and '), orderby, page };
}

/**
 * The data scope as an OData condition on incidents: '' for internal users (all tickets),
 * null when the scope holds none.
 */
export function ticketScopeCondition(scope: DataScope, firmPans: readonly string[]): string | null {
  if (scope.kind === 'internal') return '';
  if (scope.accountId === null) return null;
  if (scope.kind === 'isp') return `_customerid_value eq ${odataString(scope.accountId)}`;
  if (firmPans.length === 0) return null;
  return `cos_aan_pan in (${firmPans.map(odataString).join(',')})`;
}

const emptyPage = <T>(page: PageRequest): PageModel<T> => ({ items: [], pageInfo: pageInfo(0, page) });

async function runTicketQuery(context: TicketsContext, query: TicketQuery): Promise<PageModel<Ticket>> {
  if (query.filter === null) return emptyPage(query.page);
  const { clients } = domainSources(context.upstream);
  const result = await clients.tickets.incidents({
    filter: query.filter,
    orderby: query.orderby,
    top: query.page.first,
    skip: query.page.offset,
    count: true,
  });
  return { items: result.rows.map(toTicket), pageInfo: pageInfo(result.count ?? result.rows.length, query.page) };
}

export async function listTickets(context: TicketsContext, args: TicketListArgs): Promise<PageModel<Ticket>> {
  const viewer = assertAnyScreen(context, ['tickets']);
  const scope = dataScopeOf(viewer);
  // Input first (no upstream call for a bad filter), then the firm's PANs.
  ticketQuery(scope, args);
  return runTicketQuery(context, ticketQuery(scope, args, await firmPanIds(context, scope)));
}

/** The tickets of one CID (a section of the CID details): same rules as the list. */
export async function listTicketsOfCid(context: TicketsContext, cid: string, args: Omit<TicketListArgs, 'filter'>): Promise<PageModel<Ticket>> {
  const viewer = assertAnyScreen(context, ['tickets']);
  const scope = dataScopeOf(viewer);
  ticketQuery(scope, { ...args, filter: { cid } });
  return runTicketQuery(context, ticketQuery(scope, { ...args, filter: { cid } }, await firmPanIds(context, scope)));
}

const TICKET_NOT_FOUND = 'Dieses Ticket gibt es nicht, oder es gehört zu einem anderen Konto. Bitte prüfen Sie die Ticketnummer.';

/** One ticket by number within the user's scope, or null. The scope is part of the CRM query. */
async function findTicket(context: TicketsContext, scope: DataScope, ticketNumber: string): Promise<Ticket | null> {
  const scopeCondition = ticketScopeCondition(scope, await firmPanIds(context, scope));
  if (scopeCondition === null) return null;
  const conditions = [`ticketnumber eq ${odataString(ticketNumber)}`];
  if (scopeCondition !== '') conditions.push(scopeCondition);
  const { clients } = domainSources(context.upstream);
  const result = await clients.tickets.incidents({ filter: conditions.join(' and '), top: 1 });
  const raw = result.rows[0];
  return raw === undefined ? null : toTicket(raw);
}

function ticketNumberOf(value: string): string {
  const problems = new InputProblems();
  const ticketNumber = idFilter(problems, 'ticketNumber', value, ID_FORMATS.ticketNumber);
  if (ticketNumber === null) problems.add('ticketNumber', ID_FORMATS.ticketNumber.message);
  problems.throwIfAny('Die Ticketnummer ist ungültig');
  return ticketNumber!;
}

export async function getTicket(context: TicketsContext, ticketNumber: string): Promise<Ticket> {
  const viewer = assertAnyScreen(context, ['ticket-details']);
  const number = ticketNumberOf(ticketNumber);
  const ticket = await findTicket(context, dataScopeOf(viewer), number);
  if (ticket === null) throw notFound(TICKET_NOT_FOUND);
  return ticket;
}

/** The notes of a ticket, oldest first, batched with the other tickets of the response. */
export async function notesOf(context: TicketsContext, ticket: Ticket): Promise<TicketNote[]> {
  const rows = await domainSources(context.upstream).loaders.notesByIncidentId.load(ticket.id);
  // The CRM answers oldest first to the millisecond; its times show whole seconds, so two notes of
  // one second keep the CRM's order (a stable sort, no tiebreak by the random note id).
  return rows.map(toTicketNote).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

// The form

/** The status a ticket gets when the form names none (CRM default). */
export const DEFAULT_TICKET_STATUS = 1;

export interface TicketFormOptions {
  subjects: Subject[];
  types: Array<{ value: number; title: string }>;
  statuses: IncidentStatus[];
  defaultStatus: number;
}

export async function formOptions(context: TicketsContext): Promise<TicketFormOptions> {
  assertAnyScreen(context, ['tickets']);
  const [subjects, types, statuses] = await Promise.all([
    reference.subjects(context.upstream),
    reference.incidentTypes(context.upstream),
    reference.incidentStatuses(context.upstream),
  ]);
  return { subjects, types, statuses, defaultStatus: DEFAULT_TICKET_STATUS };
}

// Writes

export interface CreateTicketInput {
  subjectId?: string | null;
  type?: number | null;
  status?: number | null;
  cid?: string | null;
  accountId?: string | null;
  title?: string | null;
  description?: string | null;
  contactName?: string | null;
  contactEmail?: string | null;
  contactPhone?: string | null;
}

export interface CreateTicketResult {
  ok: boolean;
  ticketNumber: string | null;
  ticket: Ticket | null;
  error: MutationErrorModel | null;
}

export const TICKET_LIMITS = { title: 200, description: 4000, contactName: 200, contactEmail: 200, noteText: 5000, noteSubject: 200 } as const;

const REQUIRED = 'Feld ist nicht optional';
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[A-Za-z]{2,}$/;
const PHONE = /^[+0-9 ()/-]{3,40}$/;

/** A form's text field: trimmed, required or not, at most `max` characters, no control characters. */
function formText(errors: Map<string, string>, field: string, value: string | null | undefined, options: { required?: boolean; max: number }): string | null {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '') {
    if (options.required) errors.set(field, REQUIRED);
    return null;
  }
  if (trimmed.length > options.max) {
    errors.set(field, `Höchstens ${options.max} Zeichen (jetzt ${trimmed.length}). Bitte kürzen Sie den Text.`);
    return null;
  }
  if (/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(trimmed)) {
    errors.set(field, 'Der Text enthält Steuerzeichen. Bitte geben Sie nur sichtbaren Text ein.');
    return null;
  }
  return trimmed;
}

const fieldErrorsOf = (errors: Map<string, string>): FieldErrorModel[] => [...errors].map(([field, message]) => ({ field, message }));

function invalid(errors: Map<string, string>, message = 'Bitte prüfen Sie die markierten Felder.'): { ok: false; error: MutationErrorModel } {
  return { ok: false, error: { code: 'INVALID_INPUT', message, fieldErrors: fieldErrorsOf(errors) } };
}

/** Upstream field names of a refused incident, as the form's fields. */
const INCIDENT_FIELDS: Readonly<Record<string, string>> = {
  title: 'title',
  description: 'description',
  _subjectid_value: 'subjectId',
  casetypecode: 'type',
  statuscode: 'status',
  cos_cid: 'cid',
  _customerid_value: 'accountId',
  cos_contactname: 'contactName',
  cos_contactemail: 'contactEmail',
  cos_contactphone: 'contactPhone',
};

/** A CRM refusal of the fields (catalogue rule 2) as field errors; null for any other failure. */
function upstreamFieldErrors(error: unknown, fields: Readonly<Record<string, string>>): Map<string, string> | null {
  if (!(error instanceof UpstreamError) || error.extensions.rule !== 2) return null;
  const details = error.extensions.details;
  if (typeof details !== 'object' || details === null) return null;
  const errors = new Map<string, string>();
  for (const [field, message] of Object.entries(details)) {
    if (typeof message === 'string') errors.set(fields[field] ?? field, message);
  }
  return errors.size > 0 ? errors : null;
}

const authorOf = (viewer: SessionUser) => viewer.name ?? viewer.email ?? viewer.userId;

export async function createTicket(context: TicketsContext, input: CreateTicketInput): Promise<CreateTicketResult> {
  const viewer = assertAnyScreen(context, ['tickets']);
  const scope = dataScopeOf(viewer);
  const none = { ticketNumber: null, ticket: null };
  const errors = new Map<string, string>();

  const title = formText(errors, 'title', input.title, { required: true, max: TICKET_LIMITS.title });
  const description = formText(errors, 'description', input.description, { max: TICKET_LIMITS.description });
  const contactName = formText(errors, 'contactName', input.contactName, { max: TICKET_LIMITS.contactName });
  const contactEmail = formText(errors, 'contactEmail', input.contactEmail, { max: TICKET_LIMITS.contactEmail });
  if (contactEmail !== null && !EMAIL.test(contactEmail)) errors.set('contactEmail', 'E-Mail ist ungültig');
  const contactPhone = formText(errors, 'contactPhone', input.contactPhone, { max: 40 });
  if (contactPhone !== null && !PHONE.test(contactPhone)) {
    errors.set('contactPhone', 'Telefonnummer ist ungültig. Erlaubt sind Ziffern, Leerzeichen, +, /, - und Klammern, z. B. +43 664 1234567.');
  }
  const subjectId = formText(errors, 'subjectId', input.subjectId, { required: true, max: 64 });
  if (input.type === null || input.type === undefined) errors.set('type', REQUIRED);
  const cidText = formText(errors, 'cid', input.cid, { max: 64 });
  const cid = cidText === null ? null : cidText.toUpperCase();
  if (cid !== null && !ID_FORMATS.cid.pattern.test(cid)) errors.set('cid', ID_FORMATS.cid.message);
  const accountText = formText(errors, 'accountId', input.accountId, { max: 64 });
  if (accountText !== null && !ID_FORMATS.accountId.pattern.test(accountText)) errors.set('accountId', ID_FORMATS.accountId.message);
  if (scope.kind === 'isp' && scope.accountId === null) {
    return { ...none, ...invalid(errors, 'Ihrem Benutzer ist kein Konto zugeordnet. Bitte wenden Sie sich an Ihre Administration.') };
  }
  if (scope.kind === 'isp' && accountText !== null && accountText !== scope.accountId && !errors.has('accountId')) {
    // Said rather than silently replaced by the own account: the user meant another one.
    errors.set('accountId', 'Sie legen Tickets nur für Ihr eigenes Konto an. Bitte lassen Sie das Konto leer.');
  }
  if (scope.kind === 'firm' && scope.accountId === null) {
    return { ...none, ...invalid(errors, 'Ihrem Benutzer ist kein Konto zugeordnet. Bitte wenden Sie sich an Ihre Administration.') };
  }
  if (scope.kind === 'firm' && cid === null && !errors.has('cid')) {
    errors.set('cid', 'Bitte geben Sie die CID des Hausanschlusses an, um den es geht. Baufirmen legen Tickets nur zu CIDs ihrer PANs an.');
  } else if (scope.kind === 'internal' && cid === null && accountText === null && !errors.has('cid') && !errors.has('accountId')) {
    errors.set('cid', 'Bitte geben Sie die CID an, um die es geht (oder das Konto des ISP).');
  }
  // Shapes first: the lists below are only asked for when the form is complete.
  if (errors.size > 0) return { ...none, ...invalid(errors) };

  const [subjects, types, statuses] = await Promise.all([
    reference.subjects(context.upstream),
    reference.incidentTypes(context.upstream),
    reference.incidentStatuses(context.upstream),
  ]);
  const subject = subjects.find((candidate) => candidate.id.toLowerCase() === subjectId!.toLowerCase());
  if (subject === undefined) errors.set('subjectId', 'Diesen Betreff gibt es nicht. Bitte wählen Sie einen Betreff aus der Liste.');
  if (!types.some((type) => type.value === input.type)) errors.set('type', 'Diesen Typ gibt es nicht. Bitte wählen Sie einen Typ aus der Liste.');
  // An ISP reports; the operator decides the state: an ISP's new ticket always starts 'In Bearbeitung'.
  const statusValue = scope.kind === 'isp' ? DEFAULT_TICKET_STATUS : (input.status ?? DEFAULT_TICKET_STATUS);
  const status = statuses.find((candidate) => candidate.value === statusValue);
  if (status === undefined) errors.set('status', 'Diesen Status gibt es nicht. Bitte wählen Sie einen Status aus der Liste.');

  // The ticket's account: an isp user's own; else the CID's ISP or the account named.
  let customer: string | null = scope.kind === 'isp' ? scope.accountId : accountText;
  if (cid !== null) {
    const { loaders } = domainSources(context.upstream);
    const row = await loaders.cidById.load(cid);
    const pan = scope.kind === 'firm' && row?.cos_aan_pan ? await loaders.panById.load(row.cos_aan_pan) : null;
    const outOfScope = scope.kind === 'firm' ? pan === null || !seesPan(scope, pan) : !seesIspAccount(scope, row?.cos_accountid);
    if (row === null || outOfScope) {
      errors.set('cid', 'Diese CID gibt es nicht, oder sie gehört nicht zu Ihrem Konto. Bitte prüfen Sie die Nummer.');
    } else if (scope.kind !== 'isp') {
      const owner = row.cos_accountid ?? null;
      if (owner === null && accountText === null) {
        errors.set('cid', 'Diese CID ist keinem ISP zugeordnet. Bitte geben Sie das Konto des ISP an.');
      } else if (owner !== null && accountText !== null && owner !== accountText) {
        errors.set('accountId', `Die CID ${cid} gehört zu einem anderen ISP (${owner}). Bitte lassen Sie das Konto leer oder korrigieren Sie es.`);
      } else {
        customer = owner ?? accountText;
      }
    }
  }
  if (scope.kind !== 'isp' && accountText !== null && !errors.has('accountId')) {
    const isps = await reference.ispAccounts(context.upstream, viewer);
    if (!isps.some((account) => account.accountId === accountText)) errors.set('accountId', 'Dieses ISP-Konto gibt es nicht. Bitte prüfen Sie die Account-ID.');
  }
  if (errors.size > 0) return { ...none, ...invalid(errors) };

  // The CRM takes only open statuses on creation; a ticket recorded as already solved is created open, then set.
  const openAtCreation = status!.state === null || status!.state === INCIDENT_STATE_ACTIVE;
  const body: NewIncident = {
    title: title!,
    description,
    _subjectid_value: subject!.id,
    casetypecode: input.type!,
    statuscode: openAtCreation ? status!.value : DEFAULT_TICKET_STATUS,
    cos_cid: cid,
    _customerid_value: customer,
    cos_contactname: contactName,
    cos_contactemail: contactEmail,
    cos_contactphone: contactPhone,
    cos_createdby: authorOf(viewer),
  };
  const { clients } = domainSources(context.upstream);
  let created: CrmIncident;
  try {
    created = await clients.tickets.createIncident(body);
  } catch (error) {
    const refused = upstreamFieldErrors(error, INCIDENT_FIELDS);
    if (refused !== null) return { ...none, ...invalid(refused) };
    throw error;
  }
  if (!openAtCreation) created = await clients.tickets.updateIncident(created.incidentid, { statuscode: status!.value });
  const ticket = toTicket(created);
  return { ok: true, ticketNumber: ticket.ticketNumber, ticket, error: null };
}

export interface AddTicketNoteInput {
  ticketNumber?: string | null;
  text?: string | null;
  subject?: string | null;
}

export interface AddTicketNoteResult {
  ok: boolean;
  note: TicketNote | null;
  ticket: Ticket | null;
  error: MutationErrorModel | null;
}

export async function addTicketNote(context: TicketsContext, input: AddTicketNoteInput): Promise<AddTicketNoteResult> {
  const viewer = assertAnyScreen(context, ['ticket-details']);
  const none = { note: null, ticket: null };
  const errors = new Map<string, string>();
  const numberText = formText(errors, 'ticketNumber', input.ticketNumber, { required: true, max: 20 });
  const ticketNumber = numberText?.toUpperCase() ?? null;
  if (ticketNumber !== null && !ID_FORMATS.ticketNumber.pattern.test(ticketNumber)) errors.set('ticketNumber', ID_FORMATS.ticketNumber.message);
  const text = formText(errors, 'text', input.text, { required: true, max: TICKET_LIMITS.noteText });
  const subject = formText(errors, 'subject', input.subject, { max: TICKET_LIMITS.noteSubject });
  if (errors.size > 0) return { ...none, ...invalid(errors) };

  const scope = dataScopeOf(viewer);
  const ticket = await findTicket(context, scope, ticketNumber!);
  if (ticket === null) throw notFound(TICKET_NOT_FOUND);
  const { clients } = domainSources(context.upstream);
  let created: CrmAnnotation;
  try {
    created = await clients.tickets.createAnnotation({ _objectid_value: ticket.id, notetext: text!, subject, cos_author: authorOf(viewer) });
  } catch (error) {
    const refused = upstreamFieldErrors(error, { notetext: 'text', subject: 'subject', _objectid_value: 'ticketNumber' });
    if (refused !== null) return { ...none, ...invalid(refused) };
    throw error;
  }
  // The ticket as it is now (its modification time moved with the note).
  const updated = (await findTicket(context, scope, ticketNumber!)) ?? ticket;
  return { ok: true, note: toTicketNote(created), ticket: updated, error: null };
}
