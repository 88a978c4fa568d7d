/**
 * What the parents of the order types really are (wired in `codegen.ts`): an order read
 * from the CRM, mapped once with its German state label and its signing link; and the
 * narrow view of an order its end customer gets on the open signing route.
 */
import type { CidProduct } from '../cids';
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
