/**
 * Resolvers of `schema/pans.graphql`. They translate; screen rules, validation, data
 * isolation, the acknowledgement table and the pm calls are in `pans.service.ts`.
 */
import type { Resolvers } from '../../graphql/__generated__/resolvers-types';
import * as pans from './pans.service';

export const panResolvers: Resolvers = {
  Query: {
    pans: (_parent, { view, ...args }, context) => pans.listPans(context, view, args),
    pan: (_parent, { id, view }, context) => pans.getPan(context, id, view),
    panHouseConnections: (_parent, { panId, view, ...args }, context) => pans.listHouseConnections(context, panId, view, args),
  },
  Mutation: {
    updateHouseConnectionMaterial: (_parent, { input }, context) => pans.updateMaterial(context, input),
    changePanAcknowledgement: (_parent, { input }, context) => pans.changeAcknowledgement(context, input),
  },
  Pan: {
    houseConnectionFirms: (pan, _args, context) => pans.firmsOf(context, pan),
    acknowledgementHistory: (pan, _args, context) => pans.historyOf(context, pan),
    allowedActions: (pan, _args, context) => pans.allowedActionsOf(context, pan),
  },
  HouseConnection: {
    documentation: (houseConnection, _args, context) => pans.documentationOf(context, houseConnection),
  },
};
