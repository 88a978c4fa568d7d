/** Resolvers of `schema/releases.graphql`; the rules are in `releases.service.ts`. */
import type { Resolvers } from '../../graphql/__generated__/resolvers-types';
import type { ReleasesService } from './releases.service';

export interface ReleasesResolverDeps {
  releases: ReleasesService;
}

export function createReleasesResolvers({ releases }: ReleasesResolverDeps): Resolvers {
  return {
    Query: {
      releaseNotes: (_parent, { audience, ...args }, context) => releases.listReleaseNotes(context, audience, args),
    },
  };
}
