/** Fibre-connection orders, the open signing routes and the signed order's PDF (issue 7). */
export { orderResolvers } from './orders.resolvers';
export { registerOrderDocuments, orderDocumentPath } from './orders.routes';
export { registerTermsPage } from './orders.terms';
export * from './orders.service';
export * from './orders.writes';
