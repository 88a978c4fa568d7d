/**
 * Fibre-connection orders: the states, signing links, the list and details here; saving a
 * draft, submitting, a new signing link and cancelling in `orders.writes.ts`. Every path checks the screen rule, then the input with the
 * shared rules of `shared/order-form.ts` (before any upstream call), then the data scope:
 * isp users see and write only their own account's orders.
 *
 * Durability: one form is one order. The form's idempotency key travels with every save
 * and with the submission; the CRM keeps one order per (account, key), and a create is the
 * only write the sources retry (with that key). The client keeps the key until it has
 * shown the success, so a lost answer — the BFF crashed after the CRM stored the order —
 * is answered by sending again: the CRM answers the stored order and nothing is doubled.
 * `ok` is only reported after the CRM has stored the submitted order.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { GraphQLContext, SessionUser } from '../../graphql/context';
import { odataString } from '../../sources';
import type { CrmOrder, OrderStateKey, SigningLinkFields } from '../../sources/crm-orders-client';
import { orderingSources } from '../../sources/ordering-sources';
import { dataScopeOf } from '../common/data-scope';
import type { DataScope } from '../common/data-scope';
import { InputProblems, notFound } from '../common/errors';
import { ID_FORMATS, idFilter, pageInfo, pageRequest, sortKeys, textFilter, valuesFilter } from '../common/list-input';
import type { ListArgs, PageModel, SortKey } from '../common/list-input';
import { assertAnyScreen } from '../common/screen-access';
import { ORDER_STATES, toOrder } from './orders.mappers';
import type { Order, OrderStateName } from './orders.mappers';
import { signingMailsOf } from './orders.mails';
import { pricesOf } from './orders.prices';

export type OrdersContext = Pick<GraphQLContext, 'viewer' | 'services' | 'upstream'> & { logger?: FastifyBaseLogger };

/** Screens that show orders: the order tab of 'Standorte', the location details and the order pages. */
export const ORDER_SCREENS = ['locations', 'location-details', 'location-order', 'location-order-form'] as const;
/** The screen of the order form: saving and submitting belong to it. */
export const ORDER_FORM_SCREEN = 'location-order-form';

export const STATE_KEY_OF: Readonly<Record<OrderStateName, OrderStateKey>> = Object.fromEntries(
  Object.entries(ORDER_STATES).map(([key, state]) => [state.name, key as OrderStateKey]),
) as Record<OrderStateName, OrderStateKey>;

export const SIGNED_STATES: readonly OrderStateKey[] = ['signed', 'in_construction', 'connected'];

// Signing links

/** 32 random bytes, base64url: 256 bits, 43 characters of A-Z, a-z, 0-9, - and _. */
export const SOURCE_ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newSigningLink(days: number, now = Date.now()): SigningLinkFields {
  return {
    cos_sourceid: randomBytes(32).toString('base64url'),
    cos_sourceid_expireson: new Date(now + days * 86_400_000).toISOString().replace(/\.\d{3}Z$/, 'Z'),
  };
}

// Lists

export const ORDER_SORT_FIELDS = ['created', 'number', 'state', 'cid'] as const;
export type OrderSortField = (typeof ORDER_SORT_FIELDS)[number];
const ORDER_SORT_COLUMNS: Readonly<Record<OrderSortField, string>> = { created: 'createdon', number: 'cos_ordernumber', state: 'cos_state', cid: 'cos_cid' };
const DEFAULT_ORDER_SORT: readonly SortKey<OrderSortField>[] = [{ field: 'created', descending: true }];

export interface OrderFilterInput {
  states?: readonly OrderStateName[] | null;
  cid?: string | null;
  text?: string | null;
}

/** The isolation condition of a scope: isp users see their account's orders; null when they see none. */
export function orderScopeCondition(scope: DataScope): string | null | undefined {
  if (scope.kind !== 'isp') return undefined;
  return scope.accountId === null ? null : `cos_accountid eq ${odataString(scope.accountId)}`;
}

export async function listOrders(context: OrdersContext, args: ListArgs<OrderFilterInput>): Promise<PageModel<Order>> {
  const viewer = assertAnyScreen(context, ORDER_SCREENS);
  const filter = args.filter ?? {};
  const problems = new InputProblems();
  const page = pageRequest(problems, args.page?.first, args.page?.offset);
  const sort = sortKeys(problems, args.page?.sort, ORDER_SORT_FIELDS, DEFAULT_ORDER_SORT);
  const states = valuesFilter(problems, 'filter.states', 'Status', filter.states, Object.keys(STATE_KEY_OF) as OrderStateName[]);
  const cid = idFilter(problems, 'filter.cid', filter.cid, ID_FORMATS.cid);
  const text = textFilter(problems, 'filter.text', 'Der Suchtext', filter.text);
  const words = text === null ? [] : text.split(/\s+/).filter(Boolean);
  if (words.length > 4) problems.add('filter.text', 'Bitte suchen Sie mit höchstens 4 Wörtern.');
  problems.throwIfAny('Die Bestellliste kann so nicht gefiltert werden');

  const isolation = orderScopeCondition(dataScopeOf(viewer));
  if (isolation === null) return { items: [], pageInfo: pageInfo(0, page) };
  const conditions = isolation === undefined ? [] : [isolation];
  if (states) conditions.push(`cos_statekey in (${states.map((state) => odataString(STATE_KEY_OF[state])).join(',')})`);
  if (cid) conditions.push(`cos_cid eq ${odataString(cid)}`);
  for (const word of words) {
    const columns = ['cos_ordernumber', 'cos_customer_firstname', 'cos_customer_lastname', 'cos_cid'];
    conditions.push(`(${columns.map((column) => `contains(${column},${odataString(word)})`).join(' or ')})`);
  }
  const orderby = sort.map((key) => `${ORDER_SORT_COLUMNS[key.field]} ${key.descending ? 'desc' : 'asc'}`).join(',');
  const result = await orderingSources(context.upstream).orders.orders({
    filter: conditions.join(' and ') || undefined,
    orderby,
    top: page.first,
    skip: page.offset,
    count: true,
  });
  const publicUrl = context.services.config.publicUrl;
  return { items: result.rows.map((row) => toOrder(row, publicUrl)), pageInfo: pageInfo(result.count ?? result.rows.length, page) };
}

/** The orders at one CID that the user may see, newest first (the location details). */
export async function ordersOfDetails(context: OrdersContext, cid: string): Promise<Order[]> {
  const viewer = assertAnyScreen(context, ORDER_SCREENS);
  const isolation = orderScopeCondition(dataScopeOf(viewer));
  if (isolation === null) return [];
  const conditions = [`cos_cid eq ${odataString(cid)}`, ...(isolation === undefined ? [] : [isolation])];
  const result = await orderingSources(context.upstream).orders.orders({ filter: conditions.join(' and '), orderby: 'createdon desc', top: 50 });
  return result.rows.map((row) => toOrder(row, context.services.config.publicUrl));
}

export const ORDER_NOT_FOUND = 'Diese Bestellung gibt es nicht, oder sie gehört zu einem anderen Konto.';

/** An order by id within the user's scope; another ISP's order is as absent as an unknown one. */
export async function visibleOrder(context: OrdersContext, viewer: SessionUser, id: string): Promise<CrmOrder> {
  const problems = new InputProblems();
  const orderId = idFilter(problems, 'id', id, ID_FORMATS.guid);
  if (orderId === null) problems.add('id', ID_FORMATS.guid.message);
  problems.throwIfAny('Die Bestellnummer ist ungültig');
  const isolation = orderScopeCondition(dataScopeOf(viewer));
  if (isolation === null) throw notFound(ORDER_NOT_FOUND);
  const conditions = [`cos_orderid eq ${orderId!.toLowerCase()}`, ...(isolation === undefined ? [] : [isolation])];
  const result = await orderingSources(context.upstream).orders.orders({ filter: conditions.join(' and '), top: 1 });
  const row = result.rows[0];
  if (row === undefined) throw notFound(ORDER_NOT_FOUND);
  return row;
}

export async function getOrder(context: OrdersContext, id: string): Promise<Order> {
  const viewer = assertAnyScreen(context, ORDER_SCREENS);
  return toOrder(await visibleOrder(context, viewer, id), context.services.config.publicUrl);
}

/** The order reads the resolvers call (`createOrdersResolvers`, and a location's orders in `createLocationsResolvers`). */
export function createOrdersService() {
  return {
    listOrders,
    getOrder,
    ordersOfDetails,
    pricesOf: (context: Pick<GraphQLContext, 'upstream'>, order: Order) => pricesOf(context.upstream, order),
    signingMailOf: async (context: Pick<GraphQLContext, 'services'>, order: Order) =>
      (await signingMailsOf(context.services, [order.id])).get(order.id) ?? null,
  };
}
export type OrdersService = ReturnType<typeof createOrdersService>;
