/**
 * Resolvers of `schema/orders.graphql`. They translate; the rules are in
 * `orders.service.ts` and `orders.writes.ts` (the ISP's orders) and `orders.signing.ts` (the open signing routes).
 */
import type { Resolvers } from '../../graphql/__generated__/resolvers-types';
import * as orders from './orders.service';
import * as writes from './orders.writes';
import * as signing from './orders.signing';
import { signingMailsOf } from './orders.mails';
import { pricesOf } from './orders.prices';

export const orderResolvers: Resolvers = {
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
    prices: (order, _args, context) => pricesOf(context.upstream, order),
    signingMail: async (order, _args, context) => (await signingMailsOf(context.services, [order.id])).get(order.id) ?? null,
  },
};
