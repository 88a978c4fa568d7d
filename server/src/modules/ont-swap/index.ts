/** The ONT swap of a CID: what the GraphQL setup may use of it. Import from here, not from its files. */
export { ontSwapResolvers } from './ont-swap.resolvers';
