/**
 * Resolvers of `schema/audit.graphql`: reads only. Access and filter checks live in
 * `audit.query.ts`.
 */
import type { Resolvers } from '../../graphql/__generated__/resolvers-types';
import type { createAuditQueries } from './audit.query';

export function createAuditResolvers({ audit }: { audit: ReturnType<typeof createAuditQueries> }): Resolvers {
  return {
    Query: {
      auditLog: (_parent, args, context) => audit.list(context, args),
      auditActions: (_parent, _args, context) => audit.actions(context),
    },
  };
}
