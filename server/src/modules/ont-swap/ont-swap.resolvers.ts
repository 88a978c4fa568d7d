/** Resolvers of `schema/ont-swap.graphql`. They translate; the rules are in `ont-swap.service.ts`. */
import type { Resolvers } from '../../graphql/__generated__/resolvers-types';
import { searchAddresses } from '../locations';
import * as ontSwap from './ont-swap.service';

export const ontSwapResolvers: Resolvers = {
  Query: {
    ontSwapSearch: (_parent, { text, first, offset }, context) => searchAddresses(context, { text, first, offset }, [ontSwap.ONT_SWAP_SCREEN]),
  },
  Mutation: {
    swapOnt: (_parent, { input }, context) => ontSwap.swapOnt(context, input),
  },
};
