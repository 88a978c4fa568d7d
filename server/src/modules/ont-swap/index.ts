/** The ONT swap of a CID: what the GraphQL setup may use of it. Import from here, not from its files. */
export { createOntSwapResolvers } from './ont-swap.resolvers';
export { createOntSwapService } from './ont-swap.service';
export type { OntSwapService } from './ont-swap.service';
