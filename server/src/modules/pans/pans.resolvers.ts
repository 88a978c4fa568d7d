/**
 * Resolvers of `schema/pans.graphql`. They translate; screen rules, validation, data
 * isolation, the acknowledgement table and the pm calls are in the service files
 * (`pans.service.ts`, `pans.acknowledgement.ts`, `pans.material.ts`).
 */
import type { Resolvers } from '../../graphql/__generated__/resolvers-types';
import type { PanAcknowledgementService } from './pans.acknowledgement';
import type { PanMaterialService } from './pans.material';
import type { PansService } from './pans.service';

export interface PansResolverDeps {
  pans: PansService;
  acknowledgement: PanAcknowledgementService;
  material: PanMaterialService;
}

export function createPansResolvers({ pans, acknowledgement, material }: PansResolverDeps): Resolvers {
  return {
    Query: {
      pans: (_parent, { view, ...args }, context) => pans.listPans(context, view, args),
      pan: (_parent, { id, view }, context) => pans.getPan(context, id, view),
      panHouseConnections: (_parent, { panId, view, ...args }, context) => pans.listHouseConnections(context, panId, view, args),
    },
    Mutation: {
      updateHouseConnectionMaterial: (_parent, { input }, context) => material.updateMaterial(context, input),
      changePanAcknowledgement: (_parent, { input }, context) => acknowledgement.changeAcknowledgement(context, input),
    },
    Pan: {
      houseConnectionFirms: (pan, _args, context) => pans.firmsOf(context, pan),
      acknowledgementHistory: (pan, _args, context) => acknowledgement.historyOf(context, pan),
      allowedActions: (pan, _args, context) => acknowledgement.allowedActionsOf(context, pan),
    },
    HouseConnection: {
      documentation: (houseConnection, _args, context) => material.documentationOf(context, houseConnection),
    },
  };
}
