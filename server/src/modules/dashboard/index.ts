/** The home dashboard's numbers on the tiles (issue 18). */
export { dashboardResolvers } from './dashboard.resolvers';
export { tileCount, countText } from './tile-counts';
export { forgetTileCounts } from './tile-count-cache';
