/**
 * Resolvers of `schema/orders.graphql`. They translate; the rules are in
 * `orders.service.ts` and `orders.writes.ts` (the ISP's orders) and `orders.signing.ts` (the open signing routes).
 */
import type { Resolvers } from '../../graphql/__generated__/resolvers-types';
import type { OrdersService } from './orders.service';
import type { OrderSigningService } from './orders.signing';
import type { OrderWritesService } from './orders.writes';

export interface OrdersResolverDeps {
  orders: OrdersService;
  writes: OrderWritesService;
  signing: OrderSigningService;
}

export function createOrdersResolvers({ orders, writes, signing }: OrdersResolverDeps): Resolvers {
  return {
    Query: {
      orders: (_parent, args, context) => orders.listOrders(context, args),
      order: (_parent, { id }, context) => orders.getOrder(context, id),
      orderForSigning: (_parent, { cid, sourceId }, context) => signing.orderForSigning(context, cid, sourceId),
    },
    Mutation: {
      saveOrderDraft: (_parent, { input }, context) => writes.saveOrderDraft(context, input),
      submitOrder: (_parent, { input }, context) => writes.submitOrder(context, input),
      renewOrderSigningLink: (_parent, { orderId }, context) => writes.renewSigningLink(context, orderId),
      resendOrderSigningMail: (_parent, { orderId }, context) => writes.resendSigningMail(context, orderId),
      cancelOrder: (_parent, { orderId, reason }, context) => writes.cancelOrder(context, orderId, reason),
      signOrder: (_parent, { input }, context) => signing.signOrder(context, input),
    },
    Order: {
      prices: (order, _args, context) => orders.pricesOf(context, order),
      signingMail: (order, _args, context) => orders.signingMailOf(context, order),
    },
  };
}
