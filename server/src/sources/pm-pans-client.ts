/**
 * pm: PANs with their construction and acknowledgement state, house connections with
 * their material documentation, and the acknowledgement history (plain JSON; lists are
 * `{ total, limit, offset, items }`). pm stores whatever transition it is sent: the rules
 * of who may do what live in the BFF's pans service.
 */
import { z } from 'zod';
import type { QueryValue } from './rest-source';
import type { SourceCaller } from './source-caller';

const text = z.string().nullish();

export const pmPan = z.object({
  aan_pan: z.string(),
  aan: z.string(),
  pan_no: z.number(),
  area: z.object({ place: text, postcode: text, region: text, streets: z.array(z.string()).nullish() }),
  construction_state: z.string(),
  construction_state_label: text,
  planned_completion: text,
  completed_at: text,
  bau_main_accountid: text,
  bau_main_name: text,
  bau_ha_accountids: z.array(z.string()).nullish(),
  ack_state: z.number().nullable(),
  ack_state_label: text,
  ack_state_ha: z.number().nullable(),
  ack_state_ha_label: text,
  location_count: z.number(),
  hc_total: z.number(),
  hc_completed: z.number(),
  hc_completed_share: z.number(),
  modifiedon: text,
});
export type PmPan = z.infer<typeof pmPan>;

export const pmHouseConnection = z.object({
  cid: z.string(),
  aan_pan: z.string(),
  locationid: text,
  address: z.object({ street: text, housenumber: text, postcode: text, place: text, unit: text }),
  construction_state: z.string(),
  construction_state_label: text,
  bau_ha_accountid: text,
  bau_ha_name: text,
  planned_date: text,
  completed_at: text,
  material: z.object({
    cable: z.number().nullable(),
    rack: z.number().nullable(),
    colour: z.number().nullable(),
    documented_by: text,
    documented_at: text,
  }),
  modified_at: text,
});
export type PmHouseConnection = z.infer<typeof pmHouseConnection>;

export const pmAcknowledgement = z.object({
  id: z.string(),
  seq: z.number(),
  aan_pan: z.string(),
  scope: z.enum(['pan', 'ha']),
  from_state: z.number().nullable(),
  state: z.number(),
  state_label: text,
  by: z.object({ userid: text, name: text, accountid: text, type: text }),
  reason: text,
  at: z.string(),
});
export type PmAcknowledgement = z.infer<typeof pmAcknowledgement>;

const pmList = <T extends z.ZodType>(item: T) =>
  z.object({ total: z.number().int().nonnegative(), limit: z.number(), offset: z.number(), items: z.array(item) });

export interface PmPage<T> {
  total: number;
  items: T[];
}

/** `PAN-Bau` is pm scope `pan`, `HA-Bau` is scope `ha`. */
export type PmAckScope = 'pan' | 'ha';

/** Query parameters of pm lists: filters, `sort=field,-other`, `limit`, `offset`. */
export type PmListQuery = Readonly<Record<string, QueryValue>>;

export interface NewAcknowledgement {
  scope: PmAckScope;
  state: 1 | 2 | 3 | 4;
  by: { userid: string; name: string; accountid: string | null; type: string | null };
  reason?: string | null;
  /** The state the user saw; null = none yet. pm answers 409 when it has changed. */
  expected_state: number | null;
}

export interface MaterialDocumentation {
  cable: number | null;
  rack: number | null;
  colour: number | null;
  by: string;
}

const panPath = (aanPan: string) => `/pm/pans/${encodeURIComponent(aanPan)}`;

// Answer schemas made once (zod compiles a schema on its first parse).
const pmAcknowledgements = z.array(pmAcknowledgement);
const pmAcknowledged = z.object({ pan: pmPan, entry: pmAcknowledgement });

export function createPmPansClient(call: SourceCaller) {
  return {
    /** GET pm/pans with filters (`accountid`, `construction_state`, `ack_state`, `q` …). */
    async pans(query: PmListQuery): Promise<PmPage<PmPan>> {
      return call({ path: '/pm/pans', query }, pmList(pmPan));
    },
    /** PANs by id in one call, for DataLoader batches. */
    async pansByIds(ids: readonly string[]): Promise<PmPan[]> {
      if (ids.length === 0) return [];
      return (await call({ path: '/pm/pans', query: { ids: ids.join(','), limit: ids.length } }, pmList(pmPan))).items;
    },
    /** GET pm/pans/{aan_pan}/house-connections (404 for an unknown PAN). */
    async houseConnectionsOfPan(aanPan: string, query: PmListQuery): Promise<PmPage<PmHouseConnection>> {
      return call({ path: `${panPath(aanPan)}/house-connections`, query }, pmList(pmHouseConnection));
    },
    /** House connections by CID in one call, for DataLoader batches. */
    async houseConnectionsByCids(cids: readonly string[]): Promise<PmHouseConnection[]> {
      if (cids.length === 0) return [];
      return (await call({ path: '/pm/house-connections', query: { cids: cids.join(','), limit: cids.length } }, pmList(pmHouseConnection))).items;
    },
    /** The acknowledgement history of a PAN in one scope, oldest first. */
    async acknowledgements(aanPan: string, scope: PmAckScope): Promise<PmAcknowledgement[]> {
      return call({ path: `${panPath(aanPan)}/acknowledgements`, query: { scope } }, pmAcknowledgements);
    },
    /** POST pm/pans/{aan_pan}/acknowledgements: stores the transition as sent (409 when `expected_state` is stale). */
    async addAcknowledgement(aanPan: string, body: NewAcknowledgement): Promise<{ pan: PmPan; entry: PmAcknowledgement }> {
      return call({ method: 'POST', path: `${panPath(aanPan)}/acknowledgements`, body }, pmAcknowledged);
    },
    /** PUT pm/house-connections/{cid}/material: all three codes (null = none). */
    async putMaterial(cid: string, body: MaterialDocumentation): Promise<PmHouseConnection> {
      return call({ method: 'PUT', path: `/pm/house-connections/${encodeURIComponent(cid)}/material`, body }, pmHouseConnection);
    },
  };
}

export type PmPansClient = ReturnType<typeof createPmPansClient>;
