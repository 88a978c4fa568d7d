/** `NavItem.count`: the number of a tile for the viewer (see tile-counts.ts). */
import type { Resolvers } from '../../graphql/__generated__/resolvers-types';
import { countText, tileCount } from './tile-counts';

export const dashboardResolvers: Resolvers = {
  NavItem: {
    count: async (item, _args, context) => {
      if (!item.count) return null;
      const value = await tileCount(context, item.count.source);
      return value === null ? null : { value, text: countText(item.count, value) };
    },
  },
};
