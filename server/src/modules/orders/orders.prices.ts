/**
 * An order's prices from the CRM's product catalogue: the fees of each ordered product and
 * the sums of `shared/order-pricing.ts`. The catalogue is the shared, cached reference
 * list, so pricing a page of orders costs no further upstream call.
 */
import type { UpstreamScope } from '../../sources';
import { orderPrices } from '@fibre-portal/shared/order-pricing';
import type { ChargeType, OrderPrices } from '@fibre-portal/shared/order-pricing';
import * as reference from '../reference';
import type { ScaProduct } from '../reference';

export interface OrderPriceLine {
  productId: string;
  name: string;
  kind: 'MAIN' | 'ADD_ON';
  chargeType: ChargeType;
  monthlyFee: number | null;
  setupFee: number | null;
}

/** `OrderPrices`. */
export interface OrderPricesModel extends OrderPrices {
  lines: OrderPriceLine[];
  contractTermMonths: number | null;
  complete: boolean;
}

export interface OrderedProducts {
  mainProduct: { id: string; name: string } | null;
  addOnProducts: ReadonlyArray<{ id: string; name: string }>;
  contractTermMonths: number | null;
}

/** Prices the products against a catalogue; a product missing from it counts as unknown (no fees, `complete` false). */
export function priceOrder(order: OrderedProducts, catalogue: readonly ScaProduct[]): OrderPricesModel {
  const byId = new Map(catalogue.map((product) => [product.id, product]));
  let complete = true;
  const line = (entry: { id: string; name: string }, kind: 'MAIN' | 'ADD_ON'): OrderPriceLine => {
    const product = byId.get(entry.id);
    if (product === undefined) {
      complete = false;
      return { productId: entry.id, name: entry.name, kind, chargeType: 'MONTHLY', monthlyFee: null, setupFee: null };
    }
    return { productId: entry.id, name: product.name, kind, chargeType: product.chargeType, monthlyFee: product.monthlyFee, setupFee: product.setupFee };
  };
  const lines = [...(order.mainProduct ? [line(order.mainProduct, 'MAIN')] : []), ...order.addOnProducts.map((entry) => line(entry, 'ADD_ON'))];
  return { ...orderPrices(lines), lines, contractTermMonths: order.contractTermMonths, complete };
}

/** The catalogue for pricing; an unreachable catalogue prices nothing rather than failing the order. */
export async function catalogueFor(upstream: UpstreamScope): Promise<ScaProduct[]> {
  return reference.scaProducts(upstream).catch(() => []);
}

export async function pricesOf(upstream: UpstreamScope, order: OrderedProducts): Promise<OrderPricesModel> {
  return priceOrder(order, await catalogueFor(upstream));
}
