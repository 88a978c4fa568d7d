/** The tickets module: what other modules may use of it. Import from here, not from its files. */
export * from './tickets.service';
export * from './tickets.writes';
export { createTicketsResolvers } from './tickets.resolvers';
