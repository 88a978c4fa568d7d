/** Release notes: what the GraphQL setup may use of it. Import from here, not from its files. */
export { releaseResolvers } from './releases.resolvers';
