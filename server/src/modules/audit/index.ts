/** The audit module: what other modules may use of it. Import from here, not from its files. */
export { auditActorOf } from './audit.actor';
export { assertScreenForAction, assertScreenForRead } from './audit.guard';
export type { GuardContext } from './audit.guard';
export { createAuditResolvers } from './audit.resolvers';
export { createAuditQueries } from './audit.query';
