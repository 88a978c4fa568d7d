/** Resolvers of `schema/releases.graphql`; the rules are in `releases.service.ts`. */
import type { Resolvers } from '../../graphql/__generated__/resolvers-types';
import * as releases from './releases.service';

export const releaseResolvers: Resolvers = {
  Query: {
    releaseNotes: (_parent, { audience, ...args }, context) => releases.listReleaseNotes(context, audience, args),
  },
};
