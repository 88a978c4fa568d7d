/**
 * Writing orders: saving a draft and submitting the form (checked with the shared rules of
 * `@fibre-portal/shared/order-form` before any CRM call, idempotent by the form's key),
 * renewing and mailing the signing link, and cancelling.
 */
import { GraphQLError } from 'graphql';
import type { SessionUser } from '../../graphql/context';
import { FORMATTED, UpstreamError, odataString } from '../../sources';
import type { CrmOrder, CrmOrderFields } from '../../sources/crm-orders-client';
import { orderingSources } from '../../sources/ordering-sources';
import { normaliseOrderForm, validateOrderForm, viennaToday } from '@fibre-portal/shared/order-form';
import type { OrderField, OrderFormValues } from '@fibre-portal/shared/order-form';
import { dataScopeOf } from '../common/data-scope';
import { InputProblems } from '../common/errors';
import { ID_FORMATS, idFilter, textFilter } from '../common/list-input';
import { assertAnyScreen } from '../common/screen-access';
import { audienceOf, orderAccounts, productsFor, statusNotOrderableReason, visibleCid } from '../locations';
import type { Order } from './orders.mappers';
import { SIGNING_MAILS_PER_HOUR, nextSigningMailAt, sendSigningMail } from './orders.mails';
import { pricesOf } from './orders.prices';
import { forgetTileCounts } from '../dashboard';
import { refusal, type MutationErrorModel } from '../common/models';
import { ORDER_STATES, toOrder } from './orders.mappers';
import { ORDER_FORM_SCREEN, type OrdersContext, newSigningLink, visibleOrder } from './orders.service';

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

/**
 * The order stored under the form's key; null when there is none and the CID may be ordered;
 * the refusal when it may not. The key is read beside the CID (prepare), so when the same form
 * is sent twice at once, the other request may store the order, and with its submission take
 * the CID, after this one read the key: a CID that is no longer orderable asks for the key once
 * more before it refuses.
 */
async function storedUnderKey(context: OrdersContext, prepared: PreparedOrder): Promise<CrmOrder | MutationErrorModel | null> {
  const stored = await prepared.stored;
  if (stored !== null) return stored;
  const blocked = cidNotOrderable(prepared);
  if (blocked === null) return null;
  return (await orderByKey(context, prepared.accountId, prepared.key)) ?? blocked;
}
const isOrder = (found: CrmOrder | MutationErrorModel): found is CrmOrder => 'cos_orderid' in found;

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
    const found = await storedUnderKey(context, prepared);
    if (found !== null && !isOrder(found)) return refused(found);
    const order =
      found ??
      (await orders.createOrder(
        { cos_accountid: prepared.accountId, cos_cid: prepared.cid, cos_createdby: createdBy(prepared.viewer), ...fields },
        prepared.key,
      ));
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
    const found = await storedUnderKey(context, prepared);
    if (found !== null && !isOrder(found)) return refused(found);
    let order = found;
    if (order === null) {
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

/** The ISP's order writes as the resolvers call them (`createOrdersResolvers`). */
export function createOrderWritesService() {
  return { saveOrderDraft, submitOrder, renewSigningLink, resendSigningMail, cancelOrder };
}
export type OrderWritesService = ReturnType<typeof createOrderWritesService>;
