/** The home dashboard's numbers on the tiles (issue 18). */
export { createDashboardResolvers } from './dashboard.resolvers';
export { createDashboardService } from './dashboard.service';
export type { DashboardService } from './dashboard.service';
export { countText, toTileCount } from './dashboard.mappers';
export { forgetTileCounts } from './tile-count-cache';
