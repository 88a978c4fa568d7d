/** Resolvers of `schema/ont-swap.graphql`. They translate; the rules are in `ont-swap.service.ts`. */
import type { Resolvers } from '../../graphql/__generated__/resolvers-types';
import type { OntSwapService } from './ont-swap.service';

export interface OntSwapResolverDeps {
  ontSwap: OntSwapService;
}

export function createOntSwapResolvers({ ontSwap }: OntSwapResolverDeps): Resolvers {
  return {
    Query: {
      ontSwapSearch: (_parent, { text, first, offset }, context) => ontSwap.search(context, { text, first, offset }),
    },
    Mutation: {
      swapOnt: (_parent, { input }, context) => ontSwap.swapOnt(context, input),
    },
  };
}
