/**
 * The domain clients of one request (tickets, CIDs, service states, PANs, release notes)
 * and their per-request DataLoaders: a list of 20 rows that asks for one lookup per row
 * makes one upstream call per kind of lookup, not 20. Kept beside the request's
 * `UpstreamScope` (and gone with it), so the scope itself stays small.
 */
import DataLoader from 'dataloader';
import { createCrmCidsClient } from './crm-cids-client';
import type { CrmCid, CrmCidsClient, CrmLocation, CrmOntSwap } from './crm-cids-client';
import { createCrmReleasesClient } from './crm-releases-client';
import type { CrmReleasesClient } from './crm-releases-client';
import { createCrmTicketsClient } from './crm-tickets-client';
import type { CrmAnnotation, CrmTicketsClient } from './crm-tickets-client';
import { createPmPansClient } from './pm-pans-client';
import type { PmAckScope, PmAcknowledgement, PmHouseConnection, PmPan, PmPansClient } from './pm-pans-client';
import { createSpeedServiceStatesClient } from './speed-service-states-client';
import type { SpeedCidServiceState, SpeedServiceStatesClient } from './speed-service-states-client';
import type { UpstreamScope } from './upstream-scope';

export interface DomainClients {
  tickets: CrmTicketsClient;
  cids: CrmCidsClient;
  releases: CrmReleasesClient;
  serviceStates: SpeedServiceStatesClient;
  pans: PmPansClient;
}

export interface DomainLoaders {
  /** CRM CIDs by `cos_cid` (raw: isolation is the services' business). */
  cidById: DataLoader<string, CrmCid | null>;
  /** CRM locations by `cos_locationid`. */
  locationById: DataLoader<string, CrmLocation | null>;
  /** ONT swaps per CID, newest first. */
  ontSwapsByCid: DataLoader<string, CrmOntSwap[]>;
  /** Ticket notes per incident id, oldest first. */
  notesByIncidentId: DataLoader<string, CrmAnnotation[]>;
  /** speed service states per CID. */
  serviceStatesByCid: DataLoader<string, SpeedCidServiceState[]>;
  /** pm house connection per CID. */
  houseConnectionByCid: DataLoader<string, PmHouseConnection | null>;
  /** The ids of the PANs a construction firm is assigned to (general contractor or house-connection firm). */
  panIdsOfFirm: DataLoader<string, string[]>;
  /** pm PAN by `aan_pan`. */
  panById: DataLoader<string, PmPan | null>;
  /**
   * Acknowledgement history per `<aan_pan> <scope>`. pm has no multi-PAN read, so this
   * only removes repeats within a request; each PAN is one call.
   */
  acknowledgementsByPan: DataLoader<string, PmAcknowledgement[]>;
}

/** The key of `acknowledgementsByPan`. */
export const acknowledgementKey = (aanPan: string, scope: PmAckScope) => `${aanPan} ${scope}`;

export interface DomainSources {
  clients: DomainClients;
  loaders: DomainLoaders;
}

/** Ids per upstream call: `in (…)` filters and `ids=` lists take up to 1,000; URLs stay short. */
const MAX_BATCH = 100;

function byKey<K, V>(keys: readonly K[], rows: readonly V[], keyOf: (row: V) => K): Array<V | null> {
  const found = new Map(rows.map((row) => [keyOf(row), row]));
  return keys.map((key) => found.get(key) ?? null);
}

function groupedBy<K, V>(keys: readonly K[], rows: readonly V[], keyOf: (row: V) => K): V[][] {
  const groups = new Map<K, V[]>(keys.map((key) => [key, []]));
  for (const row of rows) groups.get(keyOf(row))?.push(row);
  return keys.map((key) => groups.get(key) ?? []);
}

function createDomainSources(scope: UpstreamScope): DomainSources {
  const clients: DomainClients = {
    tickets: createCrmTicketsClient(scope.caller('crm')),
    cids: createCrmCidsClient(scope.caller('crm')),
    releases: createCrmReleasesClient(scope.caller('crm')),
    serviceStates: createSpeedServiceStatesClient(scope.caller('speed')),
    pans: createPmPansClient(scope.caller('pm')),
  };
  const options = { maxBatchSize: MAX_BATCH };
  const loaders: DomainLoaders = {
    cidById: new DataLoader(async (ids) => byKey(ids, await clients.cids.cidsByIds(ids), (row) => row.cos_cid), options),
    locationById: new DataLoader(async (ids) => byKey(ids, await clients.cids.locationsByIds(ids), (row) => row.cos_locationid), options),
    ontSwapsByCid: new DataLoader(async (ids) => groupedBy(ids, await clients.cids.ontSwapsOf(ids), (row) => row.cos_cid), options),
    notesByIncidentId: new DataLoader(
      async (ids) => groupedBy(ids, await clients.tickets.annotationsOf(ids), (row) => row._objectid_value.toLowerCase()),
      options,
    ),
    serviceStatesByCid: new DataLoader(async (ids) => groupedBy(ids, await clients.serviceStates.serviceStatesOf(ids), (row) => row.cid), options),
    houseConnectionByCid: new DataLoader(async (ids) => byKey(ids, await clients.pans.houseConnectionsByCids(ids), (row) => row.cid), options),
    panById: new DataLoader(async (ids) => byKey(ids, await clients.pans.pansByIds(ids), (row) => row.aan_pan), options),
    panIdsOfFirm: new DataLoader(
      (accountIds) =>
        Promise.all(
          accountIds.map(async (accountid) => {
            // pm lists at most 1,000 per page; the whole network has a few hundred PANs.
            const page = await clients.pans.pans({ accountid, limit: 1_000 });
            return page.items.map((pan) => pan.aan_pan);
          }),
        ),
      options,
    ),
    acknowledgementsByPan: new DataLoader(
      (keys) =>
        Promise.all(
          keys.map((key) => {
            const [aanPan, scope] = key.split(' ') as [string, PmAckScope];
            return clients.pans.acknowledgements(aanPan, scope);
          }),
        ),
      options,
    ),
  };
  return { clients, loaders };
}

const perRequest = new WeakMap<UpstreamScope, DomainSources>();

/** The domain clients and loaders of this request, made on first use. */
export function domainSources(scope: UpstreamScope): DomainSources {
  let found = perRequest.get(scope);
  if (found === undefined) {
    found = createDomainSources(scope);
    perRequest.set(scope, found);
  }
  return found;
}
