/**
 * Support tickets (CRM incidents): the list with its filters and the detail with its notes;
 * the form, creating a ticket and adding a note are `tickets.writes.ts`. Every path checks, in this order, the screen rule,
 * the input (BAD_USER_INPUT or field errors, before any upstream call) and the data scope,
 * in the CRM query itself, so a ticket outside it never leaves the CRM and reads as NOT_FOUND:
 * - isp users: the tickets of their own account;
 * - construction firms (DESIGN.md §8: they see only the PANs and house connections assigned
 *   to them): the tickets about CIDs in the PANs assigned to their account, and they create
 *   tickets only about such a CID. A ticket without CID concerns an ISP's contract, not
 *   construction, so firms neither see nor write those.
 */
import type { GraphQLContext } from '../../graphql/context';
import { odataString } from '../../sources';
import { domainSources } from '../../sources/domain-sources';
import { dataScopeOf, firmPanIds } from '../common/data-scope';
import type { DataScope } from '../common/data-scope';
import { InputProblems, notFound } from '../common/errors';
import { ID_FORMATS, dayRange, idFilter, nextDay, pageInfo, pageRequest, sortKeys, textFilter, valuesFilter, viennaMidnight } from '../common/list-input';
import type { ListArgs, PageModel, PageRequest, SortKey } from '../common/list-input';
import { assertAnyScreen } from '../common/screen-access';
import { toTicket, toTicketNote, type Ticket, type TicketNote } from './tickets.mappers';

export type TicketsContext = Pick<GraphQLContext, 'viewer' | 'services' | 'upstream'>;

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
export function ticketQuery(scope: DataScope, args: ListArgs<TicketFilterInput>, firmPans: readonly string[] = []): TicketQuery {
  const problems = new InputProblems();
  const page = pageRequest(problems, args.page?.first, args.page?.offset);
  const sort = sortKeys(problems, args.page?.sort, TICKET_SORT_FIELDS, DEFAULT_TICKET_SORT);
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

export async function listTickets(context: TicketsContext, args: ListArgs<TicketFilterInput>): Promise<PageModel<Ticket>> {
  const viewer = assertAnyScreen(context, ['tickets']);
  const scope = dataScopeOf(viewer);
  // Input first (no upstream call for a bad filter), then the firm's PANs.
  ticketQuery(scope, args);
  return runTicketQuery(context, ticketQuery(scope, args, await firmPanIds(context, scope)));
}

/** The tickets of one CID (a section of the CID details): same rules as the list. */
export async function listTicketsOfCid(context: TicketsContext, cid: string, args: Omit<ListArgs<TicketFilterInput>, 'filter'>): Promise<PageModel<Ticket>> {
  const viewer = assertAnyScreen(context, ['tickets']);
  const scope = dataScopeOf(viewer);
  ticketQuery(scope, { ...args, filter: { cid } });
  return runTicketQuery(context, ticketQuery(scope, { ...args, filter: { cid } }, await firmPanIds(context, scope)));
}

export const TICKET_NOT_FOUND = 'Dieses Ticket gibt es nicht, oder es gehört zu einem anderen Konto. Bitte prüfen Sie die Ticketnummer.';

/** One ticket by number within the user's scope, or null. The scope is part of the CRM query. */
export async function findTicket(context: TicketsContext, scope: DataScope, ticketNumber: string): Promise<Ticket | null> {
  const scopeCondition = ticketScopeCondition(scope, await firmPanIds(context, scope));
  if (scopeCondition === null) return null;
  const conditions = [`ticketnumber eq ${odataString(ticketNumber)}`];
  if (scopeCondition !== '') conditions.push(scopeCondition);
  const { clients } = domainSources(context.upstream);
  const result = await clients.tickets.incidents({ filter: conditions.join(' and '), top: 1 });
  const raw = result.rows[0];
  return raw === undefined ? null : toTicket(raw);
}

export function ticketNumberOf(value: string): string {
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

/** The ticket reads the resolvers call (`createTicketsResolvers`, and a CID's tickets in `createCidsResolvers`). */
export function createTicketsService() {
  return { listTickets, listTicketsOfCid, getTicket, notesOf };
}
export type TicketsService = ReturnType<typeof createTicketsService>;
