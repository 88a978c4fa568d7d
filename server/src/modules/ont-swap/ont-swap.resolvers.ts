/** Resolvers of `schema/ont-swap.graphql`. They translate; the rules are in `ont-swap.service.ts`. */
import type { Resolvers } from '../../graphql/__generated__/resolvers-types';
import * as ontSwap from './ont-swap.service';

export const ontSwapResolvers: Resolvers = {
  Mutation: {
    swapOnt: (_parent, { input }, context) => ontSwap.swapOnt(context, input),
  },
};
