/** Reference data of the CRM, speed and pm through GraphQL (`schema/reference.graphql`). */
export { createReferenceResolvers } from './reference.resolvers';
export * from './reference.service';
export { REFERENCE_ACCESS, allows, mayLoad } from './reference.permissions';
export type { DataAccessRule, ReferencePermission } from './reference.permissions';
export * from './reference.mappers';
