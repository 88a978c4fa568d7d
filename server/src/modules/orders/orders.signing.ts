/**
 * The open signing routes (SPEC.md §2): the end customer opens the link of a submitted
 * order without a session, checks a summary, signs, and downloads the signed order as a
 * PDF. The link's `source_id` is the only key, so every path here:
 *
 * - answers only while the screens are public in `screens/` (removing them closes the data);
 * - is rate-limited per client address, failed lookups counting extra;
 * - checks the `source_id`'s shape before asking the CRM, so tampered ids cost nothing upstream;
 * - answers one German message for unknown, tampered, cancelled and mismatched links (the
 *   `cid` of the path must be the order's), so links cannot be probed;
 * - refuses expired links, and a second signature;
 * - reveals only what the customer needs (no ISP-internal fields, no other order).
 */
import { GraphQLError } from 'graphql';
import type { GraphQLContext } from '../../graphql/context';
import { FORMATTED, UpstreamError, odataString } from '../../sources';
import type { CrmOrder } from '../../sources/crm-orders-client';
import type { UpstreamScope } from '../../sources';
import { domainSources } from '../../sources/domain-sources';
import { orderingSources } from '../../sources/ordering-sources';
import { SIGNATURE_PREFIX, SIGNING_MESSAGES, validateSignatureDataUrl, validateSignerName } from '@fibre-portal/shared/order-form';
import type { Services } from '../../services';
import { ID_FORMATS } from '../common/list-input';
import { assertScreenAccess } from '../navigation';
import { languageOf, sendConfirmationMail } from './orders.mails';
import { referenceLabelEn } from '../../lib/reference-labels';
import { catalogueFor, priceOrder } from './orders.prices';
import { forgetTileCounts } from '../dashboard';
import { customerName, orderPdfFileName, renderOrderPdf } from './orders.pdf';
import { inspectPng } from './orders.png';
import { inBackground } from '../../lib/background';
import { productsOf } from '../common/products';
import { ORDER_STATES, isExpired } from './orders.mappers';
import { SIGNED_STATES, SOURCE_ID_PATTERN } from './orders.service';
import type { SigningOrder, SigningProduct } from './orders.mappers';
import { SIGNATURE_THROTTLE_MESSAGE, SIGNING_THROTTLE_MESSAGE, signingThrottleOf } from './orders.throttle';
import { type MutationErrorModel as MutationError, refusal } from '../common/models';

export const SIGN_SCREEN = 'location-order-sign';
export const DOWNLOAD_SCREEN = 'location-order-sign-download';

export const INVALID_LINK =
  'Dieser Link ist ungültig. Bitte prüfen Sie, ob Sie ihn vollständig aus der E-Mail übernommen haben, oder fragen Sie Ihren Anbieter nach einem neuen Link.';
export const EXPIRED_LINK = 'Dieser Link ist abgelaufen. Bitte fragen Sie Ihren Internetanbieter nach einem neuen Link zum Unterschreiben.';
export const ALREADY_SIGNED = 'Diese Bestellung wurde bereits unterschrieben. Sie können das unterschriebene Dokument herunterladen.';
export const NOT_SIGNED_YET = 'Diese Bestellung ist noch nicht unterschrieben. Bitte unterschreiben Sie sie zuerst.';

/** What the open routes need of a request: the running services, its upstream scope and the client's address. */
export interface SigningRequest {
  services: Services;
  upstream: UpstreamScope;
  ip: string;
  now?: number;
}

/** A refusal on an open route: NOT_FOUND for link problems, FORBIDDEN for the rate limit. */
export class LinkRefusal extends GraphQLError {
  constructor(
    readonly kind: 'invalid' | 'expired' | 'throttled' | 'not-signed',
    message: string,
  ) {
    const code = kind === 'throttled' ? 'FORBIDDEN' : 'NOT_FOUND';
    super(message, { extensions: { code, message, details: null } });
  }
}

export function requestOf(context: Pick<GraphQLContext, 'services' | 'upstream' | 'request'>): SigningRequest {
  return { services: context.services, upstream: context.upstream, ip: context.request.ip };
}

async function admit(request: SigningRequest): Promise<void> {
  if (!(await signingThrottleOf(request.services).admit(request.ip))) throw new LinkRefusal('throttled', SIGNING_THROTTLE_MESSAGE);
}

async function invalid(request: SigningRequest): Promise<never> {
  await signingThrottleOf(request.services).recordFailure(request.ip);
  throw new LinkRefusal('invalid', INVALID_LINK);
}

/**
 * The order behind a link, after the rate limit and every check of the link; throws a
 * `LinkRefusal` otherwise. Drafts and cancelled orders have no valid link.
 */
export async function orderOfLink(request: SigningRequest, cid: string, sourceId: string): Promise<CrmOrder> {
  await admit(request);
  const normalisedCid = cid.trim().toUpperCase();
  if (!SOURCE_ID_PATTERN.test(sourceId) || !ID_FORMATS.cid.pattern.test(normalisedCid)) return invalid(request);
  // The CID's row (address, product names) is read beside the order, not after it: every use of
  // a link shows or prints the order with it (issue 20, B14: one upstream round trip less).
  void domainSources(request.upstream)
    .loaders.cidById.load(normalisedCid)
    .catch(() => undefined);
  const found = await orderingSources(request.upstream).orders.orders({ filter: `cos_sourceid eq ${odataString(sourceId)}`, top: 1 });
  const order = found.rows[0];
  if (order === undefined || order.cos_cid !== normalisedCid || order.cos_statekey === 'draft' || order.cos_statekey === 'cancelled') return invalid(request);
  if (isExpired(order.cos_sourceid_expireson, request.now)) throw new LinkRefusal('expired', EXPIRED_LINK);
  return order;
}

export const TERMS_PATH = '/agb';
export const CONSENT_REQUIRED = 'Bitte bestätigen Sie, dass Sie die Allgemeinen Geschäftsbedingungen gelesen haben und akzeptieren.';

export async function toSigningOrder(request: SigningRequest, order: CrmOrder): Promise<SigningOrder> {
  const [cid, catalogue] = await Promise.all([domainSources(request.upstream).loaders.cidById.load(order.cos_cid), catalogueFor(request.upstream)]);
  const byId = new Map(catalogue.map((entry) => [entry.id, entry]));
  const language = languageOf(order);
  const product = (entry: { id: string; name: string }): SigningProduct => {
    const known = byId.get(entry.id);
    return {
      ...entry,
      // The whole page speaks the order's language, the product names included.
      name: language === 'en' ? referenceLabelEn(entry.name) : entry.name,
      monthlyFee: known?.chargeType === 'ONE_TIME' ? null : (known?.monthlyFee ?? null),
      chargeType: known?.chargeType ?? 'MONTHLY',
      setupFee: known?.setupFee ?? null,
    };
  };
  const mainId = order.cos_mainproductid ?? null;
  const mainProduct = mainId === null ? null : { id: mainId, name: order[`cos_mainproductid${FORMATTED}`] ?? mainId };
  const addOnProducts = productsOf(order.cos_addonproductids, order[`cos_addonproductids${FORMATTED}`]);
  const state = ORDER_STATES[order.cos_statekey];
  return {
    number: order.cos_ordernumber,
    cid: order.cos_cid,
    state: state.name,
    stateLabel: state.label,
    ispName: order[`cos_accountid${FORMATTED}`] ?? order.cos_accountid,
    // In the order's language, as the whole page: 'Mr John Smith' on an English order.
    customerName: customerName(
      {
        salutation: order.cos_customer_salutation ?? null,
        firstName: order.cos_customer_firstname ?? null,
        lastName: order.cos_customer_lastname ?? null,
      },
      language,
    ),
    customerEmail: order.cos_customer_email ?? null,
    address: {
      street: cid?.cos_street ?? null,
      houseNumber: cid?.cos_housenumber ?? null,
      unit: cid?.cos_unit ?? null,
      postcode: cid?.cos_postcode ?? null,
      place: cid?.cos_place ?? null,
      region: cid?.cos_region ?? null,
    },
    mainProduct: mainProduct === null ? null : product(mainProduct),
    addOnProducts: addOnProducts.map(product),
    prices: priceOrder({ mainProduct, addOnProducts, contractTermMonths: order.cos_contractterm ?? null }, catalogue),
    customerPhone: order.cos_customer_phone ?? null,
    installationNotes: order.cos_installationnotes ?? null,
    termsPath: TERMS_PATH,
    language: languageOf(order),
    contractTermMonths: order.cos_contractterm ?? null,
    preferredDate: order.cos_preferreddate ?? null,
    submittedAt: order.cos_submittedon ?? null,
    signedAt: order.cos_signedon ?? null,
    signerName: order.cos_signername ?? null,
    canSign: order.cos_statekey === 'submitted' && !order.cos_signedon,
    expiresAt: order.cos_sourceid_expireson ?? null,
  };
}

/**
 * The signing page speaks the customer's language, the one chosen on the order form: once
 * the link leads to an order, the answer (labels, refusals, field messages) is in it,
 * whatever the browser asks for.
 */
function speakCustomerLanguage(context: Partial<Pick<GraphQLContext, 'language'>>, order: CrmOrder): void {
  context.language = languageOf(order);
}

export async function orderForSigning(
  context: Pick<GraphQLContext, 'viewer' | 'services' | 'upstream' | 'request' | 'language'>,
  cid: string,
  sourceId: string,
): Promise<SigningOrder> {
  assertScreenAccess(context, SIGN_SCREEN);
  const request = requestOf(context);
  const order = await orderOfLink(request, cid, sourceId);
  speakCustomerLanguage(context, order);
  return toSigningOrder(request, order);
}

export interface SignOrderInput {
  cid: string;
  sourceId: string;
  signerName: string;
  signature: string;
  consentTerms?: boolean | null;
}

export interface SignOrderResult {
  ok: boolean;
  order: SigningOrder | null;
  error: MutationError | null;
}

const refusedSignature = (error: MutationError): SignOrderResult => ({ ok: false, order: null, error });

export async function signOrder(
  context: Pick<GraphQLContext, 'viewer' | 'services' | 'upstream' | 'request' | 'logger' | 'language'>,
  input: SignOrderInput,
): Promise<SignOrderResult> {
  assertScreenAccess(context, SIGN_SCREEN);
  const request = requestOf(context);
  // The link first: a refused link is told apart from a refused signature.
  let order: CrmOrder;
  try {
    order = await orderOfLink(request, input.cid, input.sourceId);
  } catch (error) {
    if (error instanceof LinkRefusal) return refusedSignature(refusal('NOT_ALLOWED', error.message));
    throw error;
  }
  speakCustomerLanguage(context, order);
  const fields: Record<string, string> = {};
  const nameProblem = validateSignerName(input.signerName);
  if (nameProblem) fields['signerName'] = nameProblem;
  let signatureProblem = validateSignatureDataUrl(input.signature);
  if (signatureProblem === undefined && inspectPng(Buffer.from(input.signature.slice(SIGNATURE_PREFIX.length), 'base64')) === null) {
    signatureProblem = SIGNING_MESSAGES.signatureInvalid;
  }
  if (signatureProblem) fields['signature'] = signatureProblem;
  if (input.consentTerms !== true) fields['consentTerms'] = CONSENT_REQUIRED;
  if (Object.keys(fields).length > 0) {
    return refusedSignature(
      refusal(
        'INVALID_INPUT',
        fields['consentTerms'] && Object.keys(fields).length === 1
          ? CONSENT_REQUIRED
          : 'Bitte prüfen Sie Ihren Namen, Ihre Unterschrift und die Zustimmung zu den AGB.',
        fields,
      ),
    );
  }
  if (order.cos_statekey !== 'submitted' || order.cos_signedon) return refusedSignature(refusal('ILLEGAL_TRANSITION', ALREADY_SIGNED));
  if (!(await signingThrottleOf(request.services).admitSignature(order.cos_orderid)))
    return refusedSignature(refusal('NOT_ALLOWED', SIGNATURE_THROTTLE_MESSAGE));
  try {
    const signed = await orderingSources(request.upstream).orders.signOrder(order.cos_orderid, {
      cos_signername: input.signerName.trim(),
      cos_signatureimage: input.signature,
    });
    forgetTileCounts('orders-awaiting-signature');
    const summary = await toSigningOrder(request, signed);
    // The answer does not wait for the PDF and the SMTP round trip: the mail follows at once,
    // and shutdown waits for it (lib/background.ts). A mail that fails is logged; the signature stands.
    const detached: SigningRequest = { ...request, upstream: request.upstream.detached() };
    inBackground(
      () => mailConfirmation(detached, signed, summary),
      (error) => context.logger.error({ err: error, order: signed.cos_ordernumber }, 'confirmation mail not sent'),
    );
    return { ok: true, order: summary, error: null };
  } catch (error) {
    // Signed by a second tab a moment earlier: the CRM refuses the second signature.
    if (error instanceof UpstreamError && error.extensions.code === 'BAD_USER_INPUT') return refusedSignature(refusal('ILLEGAL_TRANSITION', ALREADY_SIGNED));
    throw error;
  }
}

/** The confirmation with the signed PDF. */
async function mailConfirmation(request: SigningRequest, signed: CrmOrder, summary: SigningOrder): Promise<void> {
  // The signature's answer carries the image, and the summary is the one just answered: no upstream call.
  const pdf = await pdfOfOrder(request, signed, summary);
  await sendConfirmationMail(request.services, signed, summary.ispName, summary.prices, pdf);
}

/** The signed order as a PDF for the open download route, with a file name for the browser. */
export async function signedOrderPdf(request: SigningRequest, cid: string, sourceId: string): Promise<{ fileName: string; pdf: Uint8Array }> {
  const listed = await orderOfLink(request, cid, sourceId);
  if (!SIGNED_STATES.includes(listed.cos_statekey)) throw new LinkRefusal('not-signed', NOT_SIGNED_YET);
  return pdfOfOrder(request, listed);
}

async function pdfOfOrder(request: SigningRequest, listed: CrmOrder, known?: SigningOrder): Promise<{ fileName: string; pdf: Uint8Array }> {
  const { orders } = orderingSources(request.upstream);
  // Lists leave the signature out; the single read has it, and so has the answer of the signature's write.
  const [order, summary] = await Promise.all([listed.cos_signatureimage ? listed : orders.order(listed.cos_orderid), known ?? toSigningOrder(request, listed)]);
  const image = order.cos_signatureimage ?? '';
  const png = image.startsWith(SIGNATURE_PREFIX) ? Buffer.from(image.slice(SIGNATURE_PREFIX.length), 'base64') : null;
  if (png === null || inspectPng(png) === null || !order.cos_signedon || !order.cos_signername) {
    throw new GraphQLError('Das unterschriebene Dokument kann nicht erstellt werden: die gespeicherte Unterschrift ist unlesbar.', {
      extensions: { code: 'INTERNAL', message: 'Das unterschriebene Dokument kann nicht erstellt werden.', details: null },
    });
  }
  const pdf = await renderOrderPdf(
    {
      number: order.cos_ordernumber,
      cid: order.cos_cid,
      ispName: summary.ispName,
      customer: {
        salutation: order.cos_customer_salutation ?? null,
        firstName: order.cos_customer_firstname ?? null,
        lastName: order.cos_customer_lastname ?? null,
        email: order.cos_customer_email ?? null,
        phone: order.cos_customer_phone ?? null,
      },
      address: summary.address,
      prices: summary.prices,
      contractTermMonths: summary.contractTermMonths,
      preferredDate: summary.preferredDate,
      installationNotes: order.cos_installationnotes ?? null,
      consentTerms: order.cos_consent_terms === true,
      consentDataProcessing: order.cos_consent_dataprocessing === true,
      submittedAt: order.cos_submittedon ?? null,
      signedAt: order.cos_signedon,
      signerName: order.cos_signername,
      signaturePng: png,
    },
    // The customer's language, as the signing page and the mails: German unless the order form chose English.
    languageOf(order),
  );
  return { fileName: orderPdfFileName(order.cos_ordernumber, languageOf(order)), pdf };
}

/** The open signing routes as the resolvers call them (`createOrdersResolvers`). */
export function createOrderSigningService() {
  return { orderForSigning, signOrder };
}
export type OrderSigningService = ReturnType<typeof createOrderSigningService>;
