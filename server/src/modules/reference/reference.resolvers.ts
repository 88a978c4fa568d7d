/**
 * Resolvers of `schema/reference.graphql`. They translate; the rules, the access checks
 * and the upstream calls are in `reference.service.ts`.
 */
import type { Resolvers } from '../../graphql/__generated__/resolvers-types';
import { unauthenticated } from './reference.errors';
import type { ReferenceService } from './reference.service';

export interface ReferenceResolverDeps {
  reference: ReferenceService;
}

export function createReferenceResolvers({ reference }: ReferenceResolverDeps): Resolvers {
  return {
    Query: {
      reference: (_parent, _args, { viewer }) => {
        if (viewer === null) throw unauthenticated();
        return { viewer };
      },
    },
    ReferenceData: {
      scaProducts: (_parent, _args, { upstream }) => reference.scaProducts(upstream),
      bcProducts: (_parent, _args, { upstream }) => reference.bcProducts(upstream),
      subjects: (_parent, _args, { upstream }) => reference.subjects(upstream),
      incidentTypes: (_parent, _args, { upstream }) => reference.incidentTypes(upstream),
      incidentStatuses: (_parent, _args, { upstream }) => reference.incidentStatuses(upstream),
      serviceStates: (_parent, _args, { upstream }) => reference.serviceStates(upstream),
      materialCodes: ({ viewer }, _args, { upstream }) => reference.materialCodes(upstream, viewer),
      pmUsers: ({ viewer }, _args, { upstream }) => reference.pmUsers(upstream, viewer),
      bauMainAccounts: ({ viewer }, _args, { upstream }) => reference.bauMainAccounts(upstream, viewer),
      bauHaAccounts: ({ viewer }, _args, { upstream }) => reference.bauHaAccounts(upstream, viewer),
      ispAccounts: ({ viewer }, _args, { upstream }) => reference.ispAccounts(upstream, viewer),
      scaAccounts: ({ viewer }, _args, { upstream }) => reference.scaAccounts(upstream, viewer),
      access: ({ viewer }) => reference.referenceAccess(viewer),
    },
    ScaProduct: {
      bcProduct: ({ id }, _args, { upstream }) => reference.bcProduct(upstream, id),
    },
    BcProduct: {
      activeFor: ({ states }, { audience }) => reference.isActiveFor(states, audience),
      activeAudiences: ({ states }) => reference.activeAudiences(states),
    },
    PmUser: {
      account: ({ accountId }, _args, { upstream }) => reference.account(upstream, accountId),
    },
  };
}
