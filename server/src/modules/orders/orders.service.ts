/**
 * Fibre-connection orders: the list and details, saving a draft, submitting, a new
 * signing link, cancelling. Every path checks the screen rule, then the input with the
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
import { GraphQLError } from 'graphql';
import type { GraphQLContext, SessionUser } from '../../graphql/context';
import { FORMATTED, UpstreamError, odataString } from '../../sources';
import type { CrmOrder, CrmOrderFields, OrderStateKey, SigningLinkFields } from '../../sources/crm-orders-client';
import { orderingSources } from '../../sources/ordering-sources';
import { normaliseOrderForm, validateOrderForm, viennaToday } from '@fibre-portal/shared/order-form';
import type { OrderField, OrderFormValues } from '@fibre-portal/shared/order-form';
import { dataScopeOf } from '../common/data-scope';
import type { DataScope } from '../common/data-scope';
import { InputProblems, notFound } from '../common/errors';
import { ID_FORMATS, idFilter, pageInfo, pageRequest, sortKeys, textFilter, valuesFilter } from '../common/list-input';
import type { PageModel, SortKey, SortKeyInput } from '../common/list-input';
import { assertAnyScreen } from '../common/screen-access';
import { audienceOf, orderAccounts, productsFor, statusNotOrderableReason, visibleCid } from '../locations';
import type { Order, OrderStateChange, OrderStateName, SigningLink } from './orders.mappers';
import { SIGNING_MAILS_PER_HOUR, nextSigningMailAt, sendSigningMail } from './orders.mails';
import { pricesOf } from './orders.prices';
import { forgetTileCounts } from '../dashboard';
import { refusal, type MutationErrorModel } from '../common/models';
import { productsOf } from '../common/products';

export type OrdersContext = Pick<GraphQLContext, 'viewer' | 'services' | 'upstream'> & { logger?: FastifyBaseLogger };

/** Screens that show orders: the order tab of 'Standorte', the location details and the order pages. */
export const ORDER_SCREENS = ['locations', 'location-details', 'location-order', 'location-order-form'] as const;
/** The screen of the order form: saving and submitting belong to it. */
export const ORDER_FORM_SCREEN = 'location-order-form';

export const ORDER_STATES: Readonly<Record<OrderStateKey, { name: OrderStateName; label: string }>> = {
  draft: { name: 'DRAFT', label: 'Entwurf' },
  submitted: { name: 'SUBMITTED', label: 'Übermittelt' },
  signed: { name: 'SIGNED', label: 'Unterschrieben' },
  in_construction: { name: 'IN_CONSTRUCTION', label: 'In Bau' },
  connected: { name: 'CONNECTED', label: 'Angeschlossen' },
  cancelled: { name: 'CANCELLED', label: 'Storniert' },
};
const STATE_KEY_OF: Readonly<Record<OrderStateName, OrderStateKey>> = Object.fromEntries(
  Object.entries(ORDER_STATES).map(([key, state]) => [state.name, key as OrderStateKey]),
) as Record<OrderStateName, OrderStateKey>;

/** States in which an order has a link for its customer: to sign, then to download. */
export const LINK_STATES: readonly OrderStateKey[] = ['submitted', 'signed', 'in_construction', 'connected'];
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

export const signingPath = (cid: string, sourceId: string) => `/locations-order/${encodeURIComponent(cid)}/form-sign/${encodeURIComponent(sourceId)}`;

export function isExpired(expiresAt: string | null | undefined, now = Date.now()): boolean {
  return expiresAt === null || expiresAt === undefined || Date.parse(expiresAt) <= now;
}

// Reading the CRM's shape

export function toOrder(raw: CrmOrder, publicUrl: string, now = Date.now()): Order {
  const state = ORDER_STATES[raw.cos_statekey];
  const mainId = raw.cos_mainproductid ?? null;
  let signingLink: SigningLink | null = null;
  if (raw.cos_sourceid && LINK_STATES.includes(raw.cos_statekey)) {
    const path = signingPath(raw.cos_cid, raw.cos_sourceid);
    signingLink = {
      sourceId: raw.cos_sourceid,
      path,
      url: new URL(path, publicUrl).href,
      downloadPath: `${path}/download`,
      expiresAt: raw.cos_sourceid_expireson ?? null,
      expired: isExpired(raw.cos_sourceid_expireson, now),
    };
  }
  return {
    id: raw.cos_orderid,
    number: raw.cos_ordernumber,
    state: state.name,
    stateLabel: state.label,
    cid: raw.cos_cid,
    locationId: raw.cos_locationid ?? null,
    account: { accountId: raw.cos_accountid, name: raw[`cos_accountid${FORMATTED}`] ?? raw.cos_accountid },
    customer: {
      salutation: raw.cos_customer_salutation ?? null,
      firstName: raw.cos_customer_firstname ?? null,
      lastName: raw.cos_customer_lastname ?? null,
      birthDate: raw.cos_customer_birthdate ?? null,
      email: raw.cos_customer_email ?? null,
      phone: raw.cos_customer_phone ?? null,
      language: raw.cos_customer_language ?? 'de',
    },
    mainProduct: mainId === null ? null : { id: mainId, name: raw[`cos_mainproductid${FORMATTED}`] ?? mainId },
    addOnProducts: productsOf(raw.cos_addonproductids, raw[`cos_addonproductids${FORMATTED}`]),
    contractTermMonths: raw.cos_contractterm ?? null,
    preferredDate: raw.cos_preferreddate ?? null,
    installationNotes: raw.cos_installationnotes ?? null,
    consentTerms: raw.cos_consent_terms === true,
    consentDataProcessing: raw.cos_consent_dataprocessing === true,
    createdBy: raw.cos_createdby ?? null,
    createdAt: raw.createdon,
    submittedAt: raw.cos_submittedon ?? null,
    signedAt: raw.cos_signedon ?? null,
    signerName: raw.cos_signername ?? null,
    constructionStartedAt: raw.cos_constructionstartedon ?? null,
    connectedAt: raw.cos_connectedon ?? null,
    cancelledAt: raw.cos_cancelledon ?? null,
    cancelReason: raw.cos_cancelreason ?? null,
    draftKey: raw.cos_statekey === 'draft' ? (raw.cos_idempotencykey ?? null) : null,
    signingLink,
    history: historyOf(raw),
  };
}

/** The states an order passed through, from the CRM's time stamps, oldest first. */
export function historyOf(raw: CrmOrder): OrderStateChange[] {
  const steps: Array<[OrderStateKey, string | null | undefined, string | null]> = [
    ['draft', raw.createdon, raw.cos_createdby ?? null],
    ['submitted', raw.cos_submittedon, raw.cos_createdby ?? null],
    ['signed', raw.cos_signedon, raw.cos_signername ?? null],
    ['in_construction', raw.cos_constructionstartedon, null],
    ['connected', raw.cos_connectedon, null],
    ['cancelled', raw.cos_cancelledon, null],
  ];
  return steps
    .filter((step): step is [OrderStateKey, string, string | null] => typeof step[1] === 'string' && step[1] !== '')
    .map(([key, at, by]) => ({ state: ORDER_STATES[key].name, label: ORDER_STATES[key].label, at, by }))
    .sort((a, b) => a.at.localeCompare(b.at));
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

export interface OrderListArgs {
  filter?: OrderFilterInput | null;
  sort?: readonly SortKeyInput[] | null;
  first?: number | null;
  offset?: number | null;
}

/** The isolation condition of a scope: isp users see their account's orders; null when they see none. */
export function orderScopeCondition(scope: DataScope): string | null | undefined {
  if (scope.kind !== 'isp') return undefined;
  return scope.accountId === null ? null : `cos_accountid eq ${odataString(scope.accountId)}`;
}

export async function listOrders(context: OrdersContext, args: OrderListArgs): Promise<PageModel<Order>> {
  const viewer = assertAnyScreen(context, ORDER_SCREENS);
  const filter = args.filter ?? {};
  const problems = new InputProblems();
  const page = pageRequest(problems, args.first, args.offset);
  const sort = sortKeys(problems, args.sort, ORDER_SORT_FIELDS, DEFAULT_ORDER_SORT);
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

const ORDER_NOT_FOUND = 'Diese Bestellung gibt es nicht, oder sie gehört zu einem anderen Konto.';

/** An order by id within the user's scope; another ISP's order is as absent as an unknown one. */
async function visibleOrder(context: OrdersContext, viewer: SessionUser, id: string): Promise<CrmOrder> {
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

// Writes

export interface OrderResult {
  ok: boolean;
  order: Order | null;
  replayed: boolean;
  error: MutationErrorModel | null;
}

const refused = (error: MutationErrorModel): OrderResult => ({ ok: false, order: null, replayed: false, error });

export interface OrderInput {
  cid: string;
  idempotencyKey: string;
  ispAccountId?: string | null;
  salutation?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  birthDate?: string | null;
  email?: string | null;
  phone?: string | null;
  language?: string | null;
  mainProductId?: string | null;
  addOnProductIds?: readonly string[] | null;
  contractTermMonths?: number | null;
  preferredDate?: string | null;
  installationNotes?: string | null;
  consentTerms?: boolean | null;
  consentDataProcessing?: boolean | null;
}

/** The form's key: created with the form, e.g. a UUID. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,100}$/;
const INVALID_INPUT = 'Bitte prüfen Sie die markierten Felder.';

/** The CRM's field names of a form field, to place the CRM's own refusals beside the right field. */
const FIELD_OF_COLUMN: Readonly<Record<string, string>> = {
  cos_customer_salutation: 'salutation',
  cos_customer_firstname: 'firstName',
  cos_customer_lastname: 'lastName',
  cos_customer_birthdate: 'birthDate',
  cos_customer_email: 'email',
  cos_customer_phone: 'phone',
  cos_customer_language: 'language',
  cos_mainproductid: 'mainProductId',
  cos_addonproductids: 'addOnProductIds',
  cos_contractterm: 'contractTermMonths',
  cos_preferreddate: 'preferredDate',
  cos_installationnotes: 'installationNotes',
  cos_consent_terms: 'consentTerms',
  cos_consent_dataprocessing: 'consentDataProcessing',
  cos_cid: 'cid',
  cos_accountid: 'ispAccountId',
};

function formValues(input: OrderInput): OrderFormValues {
  return normaliseOrderForm({
    salutation: input.salutation ?? null,
    firstName: input.firstName ?? null,
    lastName: input.lastName ?? null,
    birthDate: input.birthDate ?? null,
    email: input.email ?? null,
    phone: input.phone ?? null,
    language: input.language ?? null,
    mainProductId: input.mainProductId ?? null,
    addOnProductIds: [...(input.addOnProductIds ?? [])],
    contractTermMonths: input.contractTermMonths ?? null,
    preferredDate: input.preferredDate ?? null,
    installationNotes: input.installationNotes ?? null,
    consentTerms: input.consentTerms === true,
    consentDataProcessing: input.consentDataProcessing === true,
  });
}

export function crmFields(values: OrderFormValues, mode: 'draft' | 'submit'): CrmOrderFields {
  return {
    cos_customer_salutation: values.salutation,
    cos_customer_firstname: values.firstName,
    cos_customer_lastname: values.lastName,
    cos_customer_birthdate: values.birthDate,
    cos_customer_email: values.email,
    cos_customer_phone: values.phone,
    cos_customer_language: values.language ?? (mode === 'submit' ? 'de' : null),
    cos_mainproductid: values.mainProductId,
    cos_addonproductids: values.addOnProductIds,
    cos_contractterm: values.contractTermMonths ?? (mode === 'submit' ? 24 : null),
    cos_preferreddate: values.preferredDate,
    cos_installationnotes: values.installationNotes,
    cos_consent_terms: values.consentTerms,
    cos_consent_dataprocessing: values.consentDataProcessing,
  };
}

interface PreparedOrder {
  viewer: SessionUser;
  accountId: string;
  cid: string;
  cidStatus: number;
  key: string;
  values: OrderFormValues;
  /** The order already stored under the key for the account (read while the CID was checked). */
  stored: Promise<CrmOrder | null>;
}

/**
 * Everything a save or submission checks before the CRM is written: the screen, the key,
 * the CID (visible and known), the ISP account and every form field. Returns the refusal
 * as data: nothing is stored for a refused form.
 */
async function prepare(context: OrdersContext, input: OrderInput, mode: 'draft' | 'submit'): Promise<PreparedOrder | MutationErrorModel> {
  const viewer = assertAnyScreen(context, [ORDER_FORM_SCREEN]);
  const scope = dataScopeOf(viewer);
  if (scope.kind === 'isp' && scope.accountId === null) {
    return refusal('NOT_ALLOWED', 'Ihrem Benutzer ist kein ISP-Konto zugeordnet. Bitte wenden Sie sich an Ihre Administration.');
  }
  const problems = new InputProblems();
  const cid = idFilter(problems, 'cid', input.cid, ID_FORMATS.cid);
  if (cid === null) problems.add('cid', ID_FORMATS.cid.message);
  if (!IDEMPOTENCY_KEY_PATTERN.test(input.idempotencyKey)) {
    problems.add('idempotencyKey', 'Der Formularschlüssel ist ungültig. Bitte laden Sie das Formular neu.');
  }
  const audience = audienceOf(viewer);
  const products = await productsFor(context, audience);
  const offer = {
    mainProductIds: products.filter((product) => product.kind === 'MAIN').map((product) => product.id),
    addOnProductIds: products.filter((product) => product.kind === 'ADD_ON').map((product) => product.id),
  };
  const values = formValues(input);
  const fieldErrors = validateOrderForm(values, { mode, today: viennaToday(), offer });
  for (const [field, message] of Object.entries(fieldErrors)) problems.add(field, message);

  let accountId: string;
  if (scope.kind === 'isp') accountId = scope.accountId!;
  else {
    const wanted = input.ispAccountId?.trim() ?? '';
    const accounts = wanted === '' ? [] : await orderAccounts(context, viewer);
    if (wanted === '') problems.add('ispAccountId', 'Bitte wählen Sie den Internetanbieter der Kundin oder des Kunden.');
    else if (!accounts.some((account) => account.accountId === wanted))
      problems.add('ispAccountId', 'Diesen Internetanbieter gibt es nicht. Bitte wählen Sie einen aus der Liste.');
    accountId = wanted;
  }
  if (problems.any) return refusal('INVALID_INPUT', INVALID_INPUT, problems.fields);

  // The order stored under the form's key is read beside the CID, not after it (issue 20,
  // B14: one upstream round trip less); a failed read is the caller's, when it awaits it.
  const stored = orderByKey(context, accountId, input.idempotencyKey);
  stored.catch(() => undefined);
  // A CID of another ISP is as unknown as a missing one.
  let row;
  try {
    row = await visibleCid(context, scope, cid!);
  } catch (error) {
    if (error instanceof GraphQLError && error.extensions['code'] === 'NOT_FOUND') return refusal('INVALID_INPUT', INVALID_INPUT, { cid: error.message });
    throw error;
  }
  return { viewer, accountId, cid: cid!, cidStatus: row.cos_status, key: input.idempotencyKey, values, stored };
}

/** A refusal of the CRM (rules 1 and 2 of the catalogue) as the form's error; anything else is thrown. */
function fromUpstream(error: unknown): MutationErrorModel {
  if (error instanceof UpstreamError && error.extensions.code === 'BAD_USER_INPUT') {
    const { rule, message, details } = error.extensions;
    if (rule === 2 && details !== null && typeof details === 'object') {
      const fields: Record<string, string> = {};
      for (const [column, text] of Object.entries(details as Record<string, unknown>)) fields[FIELD_OF_COLUMN[column] ?? column] = String(text);
      return refusal('INVALID_INPUT', INVALID_INPUT, fields);
    }
    const detail = typeof details === 'string' && details.trim() !== '' ? ` (${details})` : '';
    return refusal('CONFLICT', `${message}${detail}.`);
  }
  throw error;
}

/** The order stored under the form's key for the account, if any. */
async function orderByKey(context: OrdersContext, accountId: string, key: string): Promise<CrmOrder | null> {
  const filter = `cos_accountid eq ${odataString(accountId)} and cos_idempotencykey eq ${odataString(key)}`;
  return (await orderingSources(context.upstream).orders.orders({ filter, top: 1 })).rows[0] ?? null;
}

const KEY_OF_OTHER_CID = 'Dieses Formular gehört zu einer Bestellung für eine andere CID. Bitte öffnen Sie das Bestellformular neu.';

function cidNotOrderable(prepared: PreparedOrder): MutationErrorModel | null {
  const reason = statusNotOrderableReason(prepared.cidStatus);
  return reason === null ? null : refusal('CONFLICT', reason);
}

/** Whether the stored order already holds these fields (a repeated create answers the order stored first). */
function holds(order: CrmOrder, fields: CrmOrderFields): boolean {
  return Object.entries(fields).every(([column, value]) => {
    const stored = order[column as keyof CrmOrder] ?? null;
    const wanted = Array.isArray(value) ? (value.length > 0 ? value.join(',') : null) : (value ?? null);
    return stored === wanted;
  });
}

const createdBy = (viewer: SessionUser) => (viewer.name?.trim() || viewer.email || viewer.userId).slice(0, 200);
const ok = (context: OrdersContext, order: CrmOrder, replayed = false): OrderResult => {
  // A write may change how many orders await the signature: the tiles count anew.
  forgetTileCounts('orders-awaiting-signature');
  return { ok: true, order: toOrder(order, context.services.config.publicUrl), replayed, error: null };
};

export async function saveOrderDraft(context: OrdersContext, input: OrderInput): Promise<OrderResult> {
  const prepared = await prepare(context, input, 'draft');
  if ('code' in prepared) return refused(prepared);
  const { orders } = orderingSources(context.upstream);
  const fields = crmFields(prepared.values, 'draft');
  try {
    let order = await prepared.stored;
    if (order === null) {
      const blocked = cidNotOrderable(prepared);
      if (blocked) return refused(blocked);
      order = await orders.createOrder(
        { cos_accountid: prepared.accountId, cos_cid: prepared.cid, cos_createdby: createdBy(prepared.viewer), ...fields },
        prepared.key,
      );
    }
    if (order.cos_cid !== prepared.cid) return refused(refusal('CONFLICT', KEY_OF_OTHER_CID));
    if (order.cos_statekey !== 'draft') {
      return refused(
        refusal(
          'ILLEGAL_TRANSITION',
          `Die Bestellung ${order.cos_ordernumber} ist bereits ${ORDER_STATES[order.cos_statekey].label.toLowerCase()} und kann nicht mehr als Entwurf gespeichert werden.`,
        ),
      );
    }
    // A create that raced another save answered the order stored first: that one takes these fields.
    return ok(context, holds(order, fields) ? order : await orders.updateOrder(order.cos_orderid, fields));
  } catch (error) {
    return refused(fromUpstream(error));
  }
}

export async function submitOrder(context: OrdersContext, input: OrderInput): Promise<OrderResult> {
  const prepared = await prepare(context, input, 'submit');
  if ('code' in prepared) return refused(prepared);
  const { orders } = orderingSources(context.upstream);
  const fields = crmFields(prepared.values, 'submit');
  const link = newSigningLink(context.services.config.ORDER_SIGN_LINK_DAYS);
  try {
    let order = await prepared.stored;
    if (order === null) {
      const blocked = cidNotOrderable(prepared);
      if (blocked) return refused(blocked);
      // One call creates and submits the order with its link: a failed submission stores nothing.
      order = await orders.createOrder(
        { cos_accountid: prepared.accountId, cos_cid: prepared.cid, cos_createdby: createdBy(prepared.viewer), ...fields, ...link, cos_submit: true },
        prepared.key,
      );
      if (order.cos_sourceid === link.cos_sourceid) return ok(context, await mailSigningLink(context, order, prepared.viewer));
    }
    if (order.cos_cid !== prepared.cid) return refused(refusal('CONFLICT', KEY_OF_OTHER_CID));
    if (order.cos_statekey === 'cancelled') {
      return refused(refusal('ILLEGAL_TRANSITION', `Die Bestellung ${order.cos_ordernumber} wurde storniert. Bitte öffnen Sie das Bestellformular neu.`));
    }
    // Sent before: the first submission stands, unchanged.
    if (order.cos_statekey !== 'draft') return ok(context, order, true);
    // A saved draft: its fields and its link first, then the submission (which repeats harmlessly).
    await orders.updateOrder(order.cos_orderid, { ...fields, ...link });
    return ok(context, await mailSigningLink(context, await orders.submitOrder(order.cos_orderid), prepared.viewer));
  } catch (error) {
    return refused(fromUpstream(error));
  }
}

export async function renewSigningLink(context: OrdersContext, orderId: string): Promise<OrderResult> {
  const viewer = assertAnyScreen(context, ['location-order', 'location-order-form', 'location-details', 'locations']);
  const order = await visibleOrder(context, viewer, orderId);
  if (order.cos_statekey !== 'submitted') {
    return refused(
      refusal(
        'ILLEGAL_TRANSITION',
        `Einen neuen Link zum Unterschreiben gibt es nur für übermittelte Bestellungen; ${order.cos_ordernumber} ist ${ORDER_STATES[order.cos_statekey].label.toLowerCase()}.`,
      ),
    );
  }
  try {
    const updated = await orderingSources(context.upstream).orders.updateOrder(order.cos_orderid, newSigningLink(context.services.config.ORDER_SIGN_LINK_DAYS));
    return ok(context, updated);
  } catch (error) {
    return refused(fromUpstream(error));
  }
}

/**
 * Mails the signing link of a just-submitted order. A mail that cannot be sent does not
 * undo the submission: the order overview shows that no mail went out and offers to send it.
 */
async function mailSigningLink(context: OrdersContext, order: CrmOrder, viewer: SessionUser): Promise<CrmOrder> {
  const link = toOrder(order, context.services.config.publicUrl).signingLink;
  if (link === null) return order;
  try {
    const prices = await pricesOf(context.upstream, toOrder(order, context.services.config.publicUrl));
    await sendSigningMail(context.services, order, order[`cos_accountid${FORMATTED}`] ?? order.cos_accountid, link.url, prices, createdBy(viewer));
  } catch (error) {
    context.logger?.error({ err: error, order: order.cos_ordernumber }, 'signing mail not sent');
  }
  return order;
}

const VIENNA_TIME = new Intl.DateTimeFormat('de-AT', { timeZone: 'Europe/Vienna', hour: '2-digit', minute: '2-digit', hour12: false });

/** Sends the signing link again (rate-limited per order); refused for orders that are not waiting for a signature. */
export async function resendSigningMail(context: OrdersContext, orderId: string): Promise<OrderResult> {
  const viewer = assertAnyScreen(context, ['location-order', 'location-order-form', 'location-details', 'locations']);
  const order = await visibleOrder(context, viewer, orderId);
  if (order.cos_statekey !== 'submitted' || order.cos_signedon) {
    return refused(
      refusal(
        'ILLEGAL_TRANSITION',
        `Den Link zum Unterschreiben gibt es nur für übermittelte, nicht unterschriebene Bestellungen; ${order.cos_ordernumber} ist ${ORDER_STATES[order.cos_statekey].label.toLowerCase()}.`,
      ),
    );
  }
  const current = toOrder(order, context.services.config.publicUrl);
  if (current.signingLink === null || current.signingLink.expired) {
    return refused(refusal('ILLEGAL_TRANSITION', `Der Link von ${order.cos_ordernumber} ist abgelaufen. Bitte erzeugen Sie zuerst einen neuen Link.`));
  }
  if (!order.cos_customer_email) return refused(refusal('INVALID_INPUT', `Die Bestellung ${order.cos_ordernumber} hat keine E-Mail-Adresse.`));
  const next = await nextSigningMailAt(context.services, order.cos_orderid);
  if (next !== null) {
    return refused(
      refusal(
        'NOT_ALLOWED',
        `Der Link wurde in der letzten Stunde schon ${SIGNING_MAILS_PER_HOUR}-mal gesendet. Sie können ihn ab ${VIENNA_TIME.format(next)} Uhr erneut senden oder ihn kopieren und selbst weitergeben.`,
      ),
    );
  }
  try {
    const prices = await pricesOf(context.upstream, current);
    await sendSigningMail(context.services, order, current.account.name, current.signingLink.url, prices, createdBy(viewer));
  } catch (error) {
    context.logger?.error({ err: error, order: order.cos_ordernumber }, 'signing mail not sent');
    return refused(
      refusal('CONFLICT', 'Die E-Mail konnte gerade nicht gesendet werden. Bitte versuchen Sie es in einigen Minuten erneut oder kopieren Sie den Link.'),
    );
  }
  return ok(context, order);
}

export async function cancelOrder(context: OrdersContext, orderId: string, reason: string | null | undefined): Promise<OrderResult> {
  const viewer = assertAnyScreen(context, ['location-order', 'location-order-form', 'location-details', 'locations']);
  const problems = new InputProblems();
  const why = textFilter(problems, 'reason', 'Der Grund', reason, 500);
  if (problems.any) return refused(refusal('INVALID_INPUT', INVALID_INPUT, problems.fields));
  const order = await visibleOrder(context, viewer, orderId);
  if (!['draft', 'submitted', 'signed'].includes(order.cos_statekey)) {
    return refused(
      refusal(
        'ILLEGAL_TRANSITION',
        `Die Bestellung ${order.cos_ordernumber} ist ${ORDER_STATES[order.cos_statekey].label.toLowerCase()} und kann nicht mehr storniert werden.`,
      ),
    );
  }
  try {
    return ok(context, await orderingSources(context.upstream).orders.cancelOrder(order.cos_orderid, why));
  } catch (error) {
    return refused(fromUpstream(error));
  }
}

export type { OrderField };
