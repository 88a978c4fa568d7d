/** User administration (SPEC.md §5): what other modules and the GraphQL setup may use of it. Import from here, not from its files. */
export { createUsersResolvers } from './users.resolvers';
export { createUsersService, USER_MESSAGES } from './users.service';
export type { UsersService } from './users.service';
export { createSupertokensUserDirectory, ispAccountsOf } from './users.directory';
export type { DirectoryUser, UserDirectory } from './users.directory';
export { USER_RULE_MESSAGES } from './users.rules';
