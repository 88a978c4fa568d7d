/**
 * Resolvers of `schema/locations.graphql`. They translate; screen rules, validation, data
 * isolation and the batched upstream lookups are in `locations.service.ts` (orders in
 * `orders.service.ts`).
 */
import type { Resolvers } from '../../graphql/__generated__/resolvers-types';
import type { OrdersService } from '../orders';
import type { LocationsService } from './locations.service';

export interface LocationsResolverDeps {
  locations: LocationsService;
  orders: OrdersService;
}

export function createLocationsResolvers({ locations, orders }: LocationsResolverDeps): Resolvers {
  return {
    Query: {
      locations: (_parent, args, context) => locations.listLocations(context, args),
      addressSuggestions: (_parent, { text, first }, context) => locations.addressSuggestions(context, text, first),
      locationDetails: (_parent, { cid }, context) => locations.locationDetails(context, cid),
    },
    Location: {
      cids: (location, _args, context) => locations.cidsOfLocation(context, location),
    },
    LocationDetails: {
      houseConnectionState: (details, _args, context) => locations.houseConnectionState(context, details),
      panConstructionState: (details, _args, context) => locations.panConstructionState(context, details),
      panPlannedCompletion: (details, _args, context) => locations.panPlannedCompletion(context, details),
      products: (_details, _args, context) => locations.productsOfViewer(context),
      orders: (details, _args, context) => orders.ordersOfDetails(context, details.cid.id),
      orderAccounts: (_details, _args, context) => locations.orderAccountsOfViewer(context),
    },
  };
}
