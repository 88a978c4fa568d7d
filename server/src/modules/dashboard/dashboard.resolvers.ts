/** `NavItem.count`: the number of a tile for the viewer. They translate; the counting is in `dashboard.service.ts`. */
import type { Resolvers } from '../../graphql/__generated__/resolvers-types';
import type { DashboardService } from './dashboard.service';

export interface DashboardResolverDeps {
  dashboard: DashboardService;
}

export function createDashboardResolvers({ dashboard }: DashboardResolverDeps): Resolvers {
  return {
    NavItem: {
      count: (item, _args, context) => dashboard.countOf(context, item.count),
    },
  };
}
