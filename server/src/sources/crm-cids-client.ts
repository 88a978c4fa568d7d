/**
 * CRM connections: CIDs, their locations (building data) and ONT swaps
 * (`/crm/cids`, `/crm/locations`, `/crm/ontswaps`), Dynamics 365 Web API shapes.
 * Multi-id reads use one `$filter=… in (…)` per DataLoader batch.
 */
import { z } from 'zod';
import { FORMATTED, odataString } from './crm-client';
import { odataCollection, odataOptions } from './crm-tickets-client';
import type { ODataPage, ODataQuery } from './crm-tickets-client';
import type { SourceCaller } from './source-caller';

const text = z.string().nullish();
const number = z.number().nullish();

export const crmCid = z.object({
  cos_cid: z.string(),
  cos_status: z.number(),
  [`cos_status${FORMATTED}`]: text,
  cos_locationid: text,
  cos_unit: text,
  cos_street: text,
  cos_housenumber: text,
  cos_postcode: text,
  cos_place: text,
  cos_region: text,
  cos_aan: text,
  cos_aan_pan: text,
  cos_ontserial: text,
  cos_accountid: text,
  [`cos_accountid${FORMATTED}`]: text,
  cos_mainproductid: text,
  [`cos_mainproductid${FORMATTED}`]: text,
  cos_addonproductids: text,
  [`cos_addonproductids${FORMATTED}`]: text,
  cos_contractstart: text,
  cos_contractterm: number,
  cos_orderreference: text,
  cos_connectedon: text,
  cos_terminatedon: text,
  createdon: text,
  modifiedon: text,
});
export type CrmCid = z.infer<typeof crmCid>;

export const crmLocation = z.object({
  cos_locationid: z.string(),
  cos_street: text,
  cos_housenumber: text,
  cos_postcode: text,
  cos_place: text,
  cos_region: text,
  cos_buildingtype: number,
  [`cos_buildingtype${FORMATTED}`]: text,
  cos_units: number,
  cos_floors: number,
  cos_connectionstatus: number,
  [`cos_connectionstatus${FORMATTED}`]: text,
  cos_constructionstate: number,
  [`cos_constructionstate${FORMATTED}`]: text,
  cos_aan: text,
  cos_aan_pan: text,
  cos_ftp: text,
  cos_accessnotes: text,
  cos_latitude: number,
  cos_longitude: number,
  cos_cidcount: number,
});
export type CrmLocation = z.infer<typeof crmLocation>;

export const crmOntSwap = z.object({
  cos_ontswapid: z.string(),
  cos_cid: z.string(),
  cos_oldserial: text,
  cos_newserial: text,
  cos_swappedby: text,
  cos_swappedbyaccountid: text,
  [`cos_swappedbyaccountid${FORMATTED}`]: text,
  cos_reason: text,
  cos_swappedon: z.string(),
});
export type CrmOntSwap = z.infer<typeof crmOntSwap>;

const countOnly = z.object({ '@odata.count': z.number().int().nonnegative() });

const inList = (field: string, ids: readonly string[]) => `${field} in (${ids.map(odataString).join(',')})`;

export function createCrmCidsClient(call: SourceCaller) {
  return {
    /** GET crm/cids with OData options. */
    async cids(query: ODataQuery): Promise<ODataPage<CrmCid>> {
      const answer = await call({ path: '/crm/cids', query: odataOptions(query) }, odataCollection(crmCid));
      return { rows: answer.value, count: answer['@odata.count'] ?? null };
    },
    /** CIDs by id in one call, for DataLoader batches. */
    async cidsByIds(ids: readonly string[]): Promise<CrmCid[]> {
      if (ids.length === 0) return [];
      return (await call({ path: '/crm/cids', query: { $filter: inList('cos_cid', ids) } }, odataCollection(crmCid))).value;
    },
    /** How many CIDs match `filter` (`$count=true&$top=0`): no rows travel. */
    async countCids(filter: string | undefined): Promise<number> {
      const answer = await call({ path: '/crm/cids', query: { ...odataOptions({ filter, count: true, top: 0 }), $select: 'cos_cid' } }, countOnly);
      return answer['@odata.count'];
    },
    /** Locations by id in one call, for DataLoader batches. */
    async locationsByIds(ids: readonly string[]): Promise<CrmLocation[]> {
      if (ids.length === 0) return [];
      return (await call({ path: '/crm/locations', query: { $filter: inList('cos_locationid', ids) } }, odataCollection(crmLocation))).value;
    },
    /** ONT swaps of many CIDs in one call, newest first. */
    async ontSwapsOf(cids: readonly string[]): Promise<CrmOntSwap[]> {
      if (cids.length === 0) return [];
      const query = { $filter: inList('cos_cid', cids), $orderby: 'cos_swappedon desc' };
      return (await call({ path: '/crm/ontswaps', query }, odataCollection(crmOntSwap))).value;
    },
  };
}

export type CrmCidsClient = ReturnType<typeof createCrmCidsClient>;
