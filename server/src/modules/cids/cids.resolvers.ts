/**
 * Resolvers of `schema/cids.graphql`. They translate; screen rules, validation, data
 * isolation and the batched upstream lookups are in `cids.service.ts` (house connection
 * and PAN in `pans.service.ts`, tickets in `tickets.service.ts`).
 */
import type { Resolvers } from '../../graphql/__generated__/resolvers-types';
import type { PansService } from '../pans';
import type { TicketsService } from '../tickets';
import type { CidsService } from './cids.service';

export interface CidsResolverDeps {
  cids: CidsService;
  pans: PansService;
  tickets: TicketsService;
}

export function createCidsResolvers({ cids, pans, tickets }: CidsResolverDeps): Resolvers {
  return {
    Query: {
      cids: (_parent, args, context) => cids.listCids(context, args),
      cid: (_parent, { id }, context) => cids.getCid(context, id),
      cidStatusCounts: (_parent, { filter }, context) => cids.statusCounts(context, filter),
    },
    Cid: {
      serviceStates: (cid, _args, context) => cids.serviceStatesOf(context, cid),
      houseConnection: (cid, _args, context) => pans.houseConnectionOfCid(context, cid.id),
      constructionState: async (cid, _args, context) => (await pans.houseConnectionOfCid(context, cid.id))?.constructionState ?? null,
      pan: (cid, { view }, context) => pans.panOfCid(context, cid.panId, view),
      building: (cid, _args, context) => cids.buildingOf(context, cid),
      ontSwaps: (cid, _args, context) => cids.ontSwapsOf(context, cid),
      tickets: (cid, args, context) => tickets.listTicketsOfCid(context, cid.id, args),
    },
  };
}
