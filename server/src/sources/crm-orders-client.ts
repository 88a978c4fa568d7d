/**
 * CRM ordering: locations read as address data (`/crm/locations`), the CIDs of a
 * location, fibre-connection orders (`/crm/orders`) with their submit, sign and cancel
 * actions, and the recording of ONT swaps (`POST /crm/ontswaps`), in Dynamics 365 Web API
 * shapes. Only the create of an order carries an idempotency key, so only it may be
 * retried by the source; the other writes are sent once.
 */
import { z } from 'zod';
import { FORMATTED, odataString } from './crm-client';
import { crmCid, crmLocation, crmOntSwap } from './crm-cids-client';
import type { CrmCid, CrmLocation, CrmOntSwap } from './crm-cids-client';
import { odataCollection, odataOptions } from './crm-tickets-client';
import type { ODataPage, ODataQuery } from './crm-tickets-client';
import type { SourceCaller } from './source-caller';

const text = z.string().nullish();
const number = z.number().nullish();
const flag = z.boolean().nullish();

/** A location as address data, with the ISPs holding a current CID there. */
export const crmAddressLocation = crmLocation.extend({
  cos_accountids: z.array(z.string()).nullish(),
  modifiedon: text,
});
export type CrmAddressLocation = z.infer<typeof crmAddressLocation>;

export const ORDER_STATE_KEYS = ['draft', 'submitted', 'signed', 'in_construction', 'connected', 'cancelled'] as const;
export type OrderStateKey = (typeof ORDER_STATE_KEYS)[number];

export const crmOrder = z.object({
  cos_orderid: z.string(),
  cos_ordernumber: z.string(),
  cos_state: z.number(),
  cos_statekey: z.enum(ORDER_STATE_KEYS),
  cos_accountid: z.string(),
  [`cos_accountid${FORMATTED}`]: text,
  cos_cid: z.string(),
  cos_locationid: text,
  cos_idempotencykey: text,
  cos_customer_salutation: text,
  cos_customer_firstname: text,
  cos_customer_lastname: text,
  cos_customer_birthdate: text,
  cos_customer_email: text,
  cos_customer_phone: text,
  /** The customer's language for mails and the signing page: 'de' or 'en'. */
  cos_customer_language: text,
  cos_mainproductid: text,
  [`cos_mainproductid${FORMATTED}`]: text,
  cos_addonproductids: text,
  [`cos_addonproductids${FORMATTED}`]: text,
  cos_contractterm: number,
  cos_preferreddate: text,
  cos_installationnotes: text,
  cos_consent_terms: flag,
  cos_consent_dataprocessing: flag,
  cos_sourceid: text,
  cos_sourceid_expireson: text,
  cos_submittedon: text,
  cos_signedon: text,
  cos_signername: text,
  /** Only in single reads (lists leave it out unless selected). */
  cos_signatureimage: text,
  cos_constructionstartedon: text,
  cos_connectedon: text,
  cos_cancelledon: text,
  cos_cancelreason: text,
  cos_createdby: text,
  createdon: z.string(),
  modifiedon: text,
});
export type CrmOrder = z.infer<typeof crmOrder>;

/** The editable fields of an order, as the CRM names them. */
export interface CrmOrderFields {
  cos_customer_salutation?: string | null;
  cos_customer_firstname?: string | null;
  cos_customer_lastname?: string | null;
  cos_customer_birthdate?: string | null;
  cos_customer_email?: string | null;
  cos_customer_phone?: string | null;
  cos_customer_language?: string | null;
  cos_mainproductid?: string | null;
  cos_addonproductids?: string[] | null;
  cos_contractterm?: number | null;
  cos_preferreddate?: string | null;
  cos_installationnotes?: string | null;
  cos_consent_terms?: boolean;
  cos_consent_dataprocessing?: boolean;
}

export interface SigningLinkFields {
  cos_sourceid: string;
  cos_sourceid_expireson: string;
}

export interface NewOrder extends CrmOrderFields, Partial<SigningLinkFields> {
  cos_accountid: string;
  cos_cid: string;
  cos_createdby?: string | null;
  /** Create and submit in one step; a failed submission stores nothing. */
  cos_submit?: boolean;
}

export interface NewOntSwap {
  cos_cid: string;
  cos_newserial: string;
  cos_swappedby: string;
  cos_swappedbyaccountid?: string | null;
  cos_reason?: string | null;
  /** Optimistic check: refused with 409 when the CID's serial is no longer this one. */
  cos_oldserial?: string | null;
}

const inList = (field: string, ids: readonly string[]) => `${field} in (${ids.map(odataString).join(',')})`;
const orderKey = (orderId: string) => `/crm/orders(${orderId})`;

export function createCrmOrdersClient(call: SourceCaller) {
  return {
    /** GET crm/locations with OData options. */
    async locations(query: ODataQuery): Promise<ODataPage<CrmAddressLocation>> {
      const answer = await call({ path: '/crm/locations', query: odataOptions(query) }, odataCollection(crmAddressLocation));
      return { rows: answer.value, count: answer['@odata.count'] ?? null };
    },
    /** Locations by id in one call, for DataLoader batches. */
    async locationsByIds(ids: readonly string[]): Promise<CrmAddressLocation[]> {
      if (ids.length === 0) return [];
      return (await call({ path: '/crm/locations', query: { $filter: inList('cos_locationid', ids) } }, odataCollection(crmAddressLocation))).value;
    },
    /** The CIDs of many locations in one call, ordered by CID. */
    async cidsOfLocations(locationIds: readonly string[]): Promise<CrmCid[]> {
      if (locationIds.length === 0) return [];
      const query = { $filter: inList('cos_locationid', locationIds), $orderby: 'cos_cid asc' };
      return (await call({ path: '/crm/cids', query }, odataCollection(crmCid))).value;
    },
    /** GET crm/orders with OData options (without signature images). */
    async orders(query: ODataQuery): Promise<ODataPage<CrmOrder>> {
      const answer = await call({ path: '/crm/orders', query: odataOptions(query) }, odataCollection(crmOrder));
      return { rows: answer.value, count: answer['@odata.count'] ?? null };
    },
    /** One order with its signature image, by its GUID. */
    async order(orderId: string): Promise<CrmOrder> {
      return call({ path: orderKey(orderId) }, crmOrder);
    },
    /**
     * POST crm/orders with the idempotency key: a repeat answers the order created first,
     * whatever its body says, so the source may retry it.
     */
    async createOrder(body: NewOrder, idempotencyKey: string): Promise<CrmOrder> {
      return call({ method: 'POST', path: '/crm/orders', body, idempotencyKey }, crmOrder);
    },
    /** PATCH an order: editable fields (drafts only) and the signing link. */
    async updateOrder(orderId: string, body: CrmOrderFields & Partial<SigningLinkFields>): Promise<CrmOrder> {
      return call({ method: 'PATCH', path: orderKey(orderId), body }, crmOrder);
    },
    /** Submits a draft; the CID becomes Bestellt for the ordering ISP. Repeating is harmless. */
    async submitOrder(orderId: string): Promise<CrmOrder> {
      return call({ method: 'POST', path: `${orderKey(orderId)}/cos_submit`, body: {} }, crmOrder);
    },
    /** Records the customer's signature (only from submitted; a second one is refused). */
    async signOrder(orderId: string, body: { cos_signername: string; cos_signatureimage: string }): Promise<CrmOrder> {
      return call({ method: 'POST', path: `${orderKey(orderId)}/cos_sign`, body }, crmOrder);
    },
    /** Cancels a draft, submitted or signed order and frees its CID. */
    async cancelOrder(orderId: string, reason: string | null): Promise<CrmOrder> {
      return call({ method: 'POST', path: `${orderKey(orderId)}/cos_cancel`, body: { cos_cancelreason: reason } }, crmOrder);
    },
    /** POST crm/ontswaps: records the swap and sets the CID's serial. */
    async recordOntSwap(body: NewOntSwap): Promise<CrmOntSwap> {
      return call({ method: 'POST', path: '/crm/ontswaps', body }, crmOntSwap);
    },
  };
}

export type CrmOrdersClient = ReturnType<typeof createCrmOrdersClient>;
export type { CrmCid, CrmLocation, CrmOntSwap };
