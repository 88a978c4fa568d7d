/** Release notes: what the GraphQL setup may use of it. Import from here, not from its files. */
export { createReleasesResolvers } from './releases.resolvers';
export { createReleasesService } from './releases.service';
export type { ReleasesService } from './releases.service';
