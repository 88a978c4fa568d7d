/**
 * speed (`/speed/...`, `/intern/speed/...`): the product states per audience, the service
 * state catalogue, service states per CID and the material codes. Plain JSON arrays.
 */
import { SERVICE_STATES } from './catalogues';
import type { AppContext, Route, UpstreamRequest } from './context';
import { ok } from './context';
import { speedError } from './errors';
import { idList } from './plain-query';

async function bcProducts(req: UpstreamRequest, ctx: AppContext) {
  const ids = idList(req.query, 'ids');
  const rows = await ctx.db.query(
    `select cos_productid as productid, cos_name as name, state_sa, state_cc, state_isp from products
     ${ids ? 'where cos_productid = any($1::text[])' : ''} order by cos_sortorder`,
    ids ? [ids] : [],
  );
  return ok(rows.rows);
}

async function serviceStates(req: UpstreamRequest, ctx: AppContext) {
  const cids = idList(req.query, 'cids');
  if (!cids) throw speedError(400, 'BAD_REQUEST', 'Parameter cids fehlt (z. B. ?cids=CID-000001,CID-000002)');
  const rows = await ctx.db.query(`select cid, service, state, since from service_states where cid = any($1::text[]) order by cid, service`, [cids]);
  return ok(rows.rows);
}

async function materialCodes(_req: UpstreamRequest, ctx: AppContext) {
  const rows = await ctx.db.query(`select c_id, c_grp, c_name from mat_codes order by c_grp, c_id`);
  return ok(rows.rows);
}

export const speedRoutes: Route[] = [
  { method: 'GET', pattern: /^\/speed\/bc_products$/, handler: bcProducts },
  { method: 'GET', pattern: /^\/speed\/states$/, handler: async () => ok(SERVICE_STATES) },
  { method: 'GET', pattern: /^\/speed\/service_states$/, handler: serviceStates },
  { method: 'GET', pattern: /^\/intern\/speed\/hc_mat_patch_codes$/, handler: materialCodes },
];
