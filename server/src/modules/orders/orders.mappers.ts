/**
 * What the parents of the order types really are (wired in `codegen.ts`): an order read
 * from the CRM, mapped once with its German state label and its signing link; and the
 * narrow view of an order its end customer gets on the open signing route; and the mapping
 * from the CRM's shape (`toOrder`, `historyOf`) with the state labels and the signing paths.
 */
import type { CidProduct } from '../cids';
import { FORMATTED } from '../../sources';
import type { CrmOrder, OrderStateKey } from '../../sources/crm-orders-client';
import { productsOf } from '../common/products';
import type { ChargeType } from '@fibre-portal/shared/order-pricing';
import type { OrderPricesModel } from './orders.prices';
import type { PostalAddress } from '../common/models';

export type OrderStateName = 'DRAFT' | 'SUBMITTED' | 'SIGNED' | 'IN_CONSTRUCTION' | 'CONNECTED' | 'CANCELLED';

export interface SigningLink {
  sourceId: string;
  path: string;
  url: string;
  downloadPath: string;
  expiresAt: string | null;
  expired: boolean;
}

export interface OrderCustomer {
  salutation: string | null;
  firstName: string | null;
  lastName: string | null;
  birthDate: string | null;
  email: string | null;
  phone: string | null;
  /** 'de' or 'en'. */
  language: string;
}

/** `Order`. */
export interface Order {
  id: string;
  number: string;
  state: OrderStateName;
  stateLabel: string;
  cid: string;
  locationId: string | null;
  account: { accountId: string; name: string };
  customer: OrderCustomer;
  mainProduct: CidProduct | null;
  addOnProducts: CidProduct[];
  contractTermMonths: number | null;
  preferredDate: string | null;
  installationNotes: string | null;
  consentTerms: boolean;
  consentDataProcessing: boolean;
  createdBy: string | null;
  createdAt: string;
  submittedAt: string | null;
  signedAt: string | null;
  signerName: string | null;
  constructionStartedAt: string | null;
  connectedAt: string | null;
  cancelledAt: string | null;
  cancelReason: string | null;
  draftKey: string | null;
  signingLink: SigningLink | null;
  history: OrderStateChange[];
}

/** `OrderStateChange`. */
export interface OrderStateChange {
  state: OrderStateName;
  label: string;
  at: string;
  by: string | null;
}

export interface SigningProduct {
  id: string;
  name: string;
  monthlyFee: number | null;
  chargeType: ChargeType;
  setupFee: number | null;
}

/** `SigningOrder`: only what the customer needs to check and sign. */
export interface SigningOrder {
  number: string;
  cid: string;
  state: OrderStateName;
  stateLabel: string;
  ispName: string;
  customerName: string;
  customerEmail: string | null;
  address: PostalAddress;
  mainProduct: SigningProduct | null;
  addOnProducts: SigningProduct[];
  prices: OrderPricesModel;
  customerPhone: string | null;
  installationNotes: string | null;
  termsPath: string;
  /** 'de' or 'en': the language the customer chose on the order form. */
  language: string;
  contractTermMonths: number | null;
  preferredDate: string | null;
  submittedAt: string | null;
  signedAt: string | null;
  signerName: string | null;
  canSign: boolean;
  expiresAt: string | null;
}

// The states and their labels

export const ORDER_STATES: Readonly<Record<OrderStateKey, { name: OrderStateName; label: string }>> = {
  draft: { name: 'DRAFT', label: 'Entwurf' },
  submitted: { name: 'SUBMITTED', label: 'Übermittelt' },
  signed: { name: 'SIGNED', label: 'Unterschrieben' },
  in_construction: { name: 'IN_CONSTRUCTION', label: 'In Bau' },
  connected: { name: 'CONNECTED', label: 'Angeschlossen' },
  cancelled: { name: 'CANCELLED', label: 'Storniert' },
};
/** States in which an order has a link for its customer: to sign, then to download. */
export const LINK_STATES: readonly OrderStateKey[] = ['submitted', 'signed', 'in_construction', 'connected'];
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
