/**
 * What the parents of the CID types really are (wired in `codegen.ts`): the CID as read
 * from the CRM, mapped once. Service states, house connection, PAN, building, ONT swaps
 * and tickets are resolved per request through DataLoaders, from `id`, `locationId` and
 * `panId`.
 */
import type { OptionValue, PostalAddress } from '../common/models';

export interface CidProduct {
  id: string;
  name: string;
}

export interface CidContract {
  account: { accountId: string; name: string } | null;
  mainProduct: CidProduct | null;
  addOnProducts: CidProduct[];
  startDate: string | null;
  termMonths: number | null;
  minimumTermEnd: string | null;
  orderReference: string | null;
  connectedAt: string | null;
  terminatedAt: string | null;
}

/** `Cid`: the CRM row's fields; the batched lookups are resolvers. */
export interface Cid {
  id: string;
  status: OptionValue;
  address: PostalAddress;
  locationId: string | null;
  aan: string | null;
  panId: string | null;
  ontSerial: string | null;
  account: { accountId: string; name: string } | null;
  mainProduct: CidProduct | null;
  addOnProducts: CidProduct[];
  connectedAt: string | null;
  terminatedAt: string | null;
  modifiedAt: string | null;
  contract: CidContract;
}
