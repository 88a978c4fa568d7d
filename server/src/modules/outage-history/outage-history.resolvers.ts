/** Resolvers of `schema/outage-history.graphql`; the rules are in `outage-history.service.ts`. */
import type { Resolvers } from '../../graphql/__generated__/resolvers-types';
import type { OutageHistoryService } from './outage-history.service';

export interface OutageHistoryResolverDeps {
  history: OutageHistoryService;
}

export function createOutageHistoryResolvers({ history }: OutageHistoryResolverDeps): Resolvers {
  return {
    Query: {
      outageHistory: (_parent, args, context) => history.list(context, args),
    },
  };
}
