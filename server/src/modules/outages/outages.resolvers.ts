/**
 * Resolvers of `schema/outages.graphql` and of `Viewer.banners`. They translate; the
 * colour rules and the cache are in `outages.service.ts`.
 */
import { responsePathAsArray } from 'graphql';
import type { GraphQLResolveInfo } from 'graphql';
import type { Resolvers } from '../../graphql/__generated__/resolvers-types';
import type { GraphQLContext } from '../../graphql/context';
import { unauthenticated } from './outages.errors';
import type { OutageBanner } from './outages.mappers';
import type { OutageService } from './outages.service';

export interface OutagesResolverDeps {
  outages: OutageService;
}

export function createOutagesResolvers({ outages }: OutagesResolverDeps): Resolvers {
  return {
    Query: {
      outageNotifications: (_parent, _args, { viewer, upstream }) => {
        if (viewer === null) throw unauthenticated();
        return outages.notifications(upstream);
      },
    },
    Viewer: {
      // `Viewer.banners` belongs to the navigation schema, whose own resolver answers [] for
      // its in-memory specs; this map is merged after it in `graphql/resolvers.ts`.
      banners: (_parent, _args, context, info) => viewerBanners(outages, context, info),
    },
  };
}

/** `Viewer.banners`: the dashboard's banners, never failing the viewer (see the service). */
export function viewerBanners(outages: OutageService, context: Pick<GraphQLContext, 'upstream'>, info: GraphQLResolveInfo): Promise<OutageBanner[]> {
  return outages.banners(context.upstream, responsePathAsArray(info.path));
}
