/**
 * The ordering clients of one request (locations, orders, ONT swaps) and their DataLoaders:
 * a list of 20 locations that shows each one's CIDs makes one upstream call for all of
 * them. Kept beside the request's `UpstreamScope` and gone with it, like `domain-sources`.
 */
import DataLoader from 'dataloader';
import { createCrmOrdersClient } from './crm-orders-client';
import type { CrmAddressLocation, CrmCid, CrmOrdersClient } from './crm-orders-client';
import type { UpstreamScope } from './upstream-scope';

export interface OrderingLoaders {
  /** Locations (with the ISPs holding a CID there) by `cos_locationid`. */
  locationById: DataLoader<string, CrmAddressLocation | null>;
  /** The CIDs of a location, by CID (raw: isolation is the services' business). */
  cidsByLocation: DataLoader<string, CrmCid[]>;
}

export interface OrderingSources {
  orders: CrmOrdersClient;
  loaders: OrderingLoaders;
}

/** Ids per upstream call: `in (…)` filters take up to 1,000; URLs stay short. */
const MAX_BATCH = 100;

function createOrderingSources(scope: UpstreamScope): OrderingSources {
  const orders = createCrmOrdersClient(scope.caller('crm'));
  const options = { maxBatchSize: MAX_BATCH };
  return {
    orders,
    loaders: {
      locationById: new DataLoader(async (ids) => {
        const found = new Map((await orders.locationsByIds(ids)).map((row) => [row.cos_locationid, row]));
        return ids.map((id) => found.get(id) ?? null);
      }, options),
      cidsByLocation: new DataLoader(async (ids) => {
        const groups = new Map<string, CrmCid[]>(ids.map((id) => [id, []]));
        for (const row of await orders.cidsOfLocations(ids)) groups.get(row.cos_locationid ?? '')?.push(row);
        return ids.map((id) => groups.get(id) ?? []);
      }, options),
    },
  };
}

const perRequest = new WeakMap<UpstreamScope, OrderingSources>();

/** The ordering clients and loaders of this request, made on first use. */
export function orderingSources(scope: UpstreamScope): OrderingSources {
  let found = perRequest.get(scope);
  if (found === undefined) {
    found = createOrderingSources(scope);
    perRequest.set(scope, found);
  }
  return found;
}
