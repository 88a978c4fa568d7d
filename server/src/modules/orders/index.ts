/** Fibre-connection orders, the open signing routes and the signed order's PDF (issue 7). */
export { createOrdersResolvers } from './orders.resolvers';
export { createOrderSigningService } from './orders.signing';
export type { OrderSigningService } from './orders.signing';
export { registerOrderDocuments, orderDocumentPath } from './orders.routes';
export { registerTermsPage } from './orders.terms';
export * from './orders.mappers';
export * from './orders.service';
export * from './orders.writes';
