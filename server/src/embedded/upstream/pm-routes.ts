/**
 * pm (`/pm/...`): project-management users, construction-firm accounts, PANs with their
 * construction and acknowledgement state, house connections with material documentation.
 * Plain JSON; lists are `{ total, limit, offset, items }`. The BFF enforces who may do
 * what (acknowledgement rules, firm assignment); pm stores what it is sent and keeps the
 * history consistent.
 */
import { randomUUID } from 'node:crypto';
import { ACK_STATES, HC_CONSTRUCTION_STATES, MATERIAL_CODES, PAN_CONSTRUCTION_STATES } from './catalogues';
import type { AppContext, Queryable, Route, UpstreamRequest } from './context';
import { ok } from './context';
import { generalError, notFound } from './errors';
import { refreshLocation } from './orders';
import { enumList, idList, likePattern, paging, sortClause, textParam } from './plain-query';
import { isoSeconds } from './time';
import { FieldChecker, objectBody } from './validate';

const ACK_FILTER_VALUES = ['1', '2', '3', '4', 'none'];

function ackLabel(state: unknown): string | null {
  return typeof state === 'number' ? (ACK_STATES[state] ?? null) : null;
}

function panJson(row: Record<string, unknown>, ctx: AppContext) {
  const total = Number(row.hc_total ?? 0);
  const done = Number(row.hc_completed ?? 0);
  return {
    aan_pan: row.aan_pan,
    aan: row.aan,
    pan_no: row.pan_no,
    area: { place: row.place, postcode: row.postcode, region: row.region, streets: row.streets },
    construction_state: row.construction_state,
    construction_state_label: PAN_CONSTRUCTION_STATES[row.construction_state as string] ?? null,
    planned_completion: row.planned_completion,
    completed_at: row.completed_at,
    bau_main_accountid: row.bau_main_accountid,
    bau_main_name: ctx.accountNames.get(row.bau_main_accountid as string) ?? null,
    bau_ha_accountids: row.bau_ha_accountids,
    pm_userid: row.pm_userid,
    ack_state: row.ack_state,
    ack_state_label: ackLabel(row.ack_state),
    ack_state_ha: row.ack_state_ha,
    ack_state_ha_label: ackLabel(row.ack_state_ha),
    location_count: Number(row.location_count ?? 0),
    hc_total: total,
    hc_completed: done,
    hc_completed_share: total === 0 ? 0 : Math.round((done / total) * 1000) / 1000,
    createdon: row.createdon,
    modifiedon: row.modifiedon,
  };
}

const PAN_SORT: Record<string, string> = {
  aan_pan: 'p.aan_pan',
  aan: 'p.aan',
  place: 'p.place',
  region: 'p.region',
  postcode: 'p.postcode',
  construction_state: 'p.construction_state',
  planned_completion: 'p.planned_completion',
  completed_at: 'p.completed_at',
  ack_state: 'p.ack_state',
  ack_state_ha: 'p.ack_state_ha',
  modifiedon: 'p.modifiedon',
  hc_total: 'hc_total',
  hc_completed: 'hc_completed',
  hc_completed_share: 'hc_completed_share',
};

const PAN_COUNTS = `
  (select count(*) from house_connections h where h.aan_pan = p.aan_pan) as hc_total,
  (select count(*) from house_connections h where h.aan_pan = p.aan_pan and h.construction_state = 'fertig') as hc_completed,
  (select count(*) from locations l where l.cos_aan_pan = p.aan_pan) as location_count`;

function ackCondition(values: string[], column: string, params: unknown[]): string {
  const numbers = values.filter((v) => v !== 'none').map(Number);
  const parts: string[] = [];
  if (numbers.length) {
    params.push(numbers);
    parts.push(`${column} = any($${params.length}::int[])`);
  }
  if (values.includes('none')) parts.push(`${column} is null`);
  return `(${parts.join(' or ')})`;
}

async function listPans(req: UpstreamRequest, ctx: AppContext) {
  const q = req.query;
  const params: unknown[] = [];
  const where: string[] = [];
  const ids = idList(q, 'ids');
  if (ids) {
    params.push(ids);
    where.push(`p.aan_pan = any($${params.length}::text[])`);
  }
  const account = textParam(q, 'accountid', 64);
  if (account) {
    params.push(account);
    where.push(`(p.bau_main_accountid = $${params.length} or $${params.length} = any(p.bau_ha_accountids))`);
  }
  for (const name of ['aan', 'place', 'postcode', 'region'] as const) {
    const value = textParam(q, name, 100);
    if (value) {
      params.push(value);
      where.push(`p.${name} = $${params.length}`);
    }
  }
  const states = enumList(q, 'construction_state', Object.keys(PAN_CONSTRUCTION_STATES));
  if (states) {
    params.push(states);
    where.push(`p.construction_state = any($${params.length}::text[])`);
  }
  const ack = enumList(q, 'ack_state', ACK_FILTER_VALUES);
  if (ack) where.push(ackCondition(ack, 'p.ack_state', params));
  const ackHa = enumList(q, 'ack_state_ha', ACK_FILTER_VALUES);
  if (ackHa) where.push(ackCondition(ackHa, 'p.ack_state_ha', params));
  const text = textParam(q, 'q');
  if (text) {
    params.push(likePattern(text));
    where.push(
      `(p.aan_pan ilike $${params.length} or p.place ilike $${params.length} or p.postcode ilike $${params.length} or array_to_string(p.streets, ' ') ilike $${params.length})`,
    );
  }
  const { limit, offset } = paging(q);
  const order = sortClause(q, PAN_SORT, 'aan_pan', 'p.aan_pan asc');
  const whereSql = where.length ? `where ${where.join(' and ')}` : '';
  // The counts are computed per PAN row; ordering by them needs them for every PAN, which is
  // fine for a few hundred PANs.
  const rows = await ctx.db.query<Record<string, unknown>>(
    `select * , case when hc_total = 0 then 0 else hc_completed::float8 / hc_total end as hc_completed_share
     from (select p.*, ${PAN_COUNTS} from pans p ${whereSql}) p
     order by ${order} limit ${limit} offset ${offset}`,
    params,
  );
  const total = await ctx.db.query<{ n: number }>(`select count(*) as n from pans p ${whereSql}`, params);
  return ok({ total: total.rows[0]!.n, limit, offset, items: rows.rows.map((r) => panJson(r, ctx)) });
}

async function findPan(db: Queryable, ctx: AppContext, aanPan: string) {
  const rows = await db.query<Record<string, unknown>>(`select p.*, ${PAN_COUNTS} from pans p where p.aan_pan = $1`, [aanPan]);
  if (!rows.rows[0]) throw notFound('pm', `PAN ${aanPan} existiert nicht`);
  return panJson(rows.rows[0], ctx);
}

const HC_SELECT = `
  select h.*, l.cos_street, l.cos_housenumber, l.cos_postcode, l.cos_place, c.cos_unit
  from house_connections h
  join locations l on l.cos_locationid = h.locationid
  join cids c on c.cos_cid = h.cid`;

function hcJson(row: Record<string, unknown>, ctx: AppContext) {
  return {
    cid: row.cid,
    aan_pan: row.aan_pan,
    locationid: row.locationid,
    address: {
      street: row.cos_street,
      housenumber: row.cos_housenumber,
      postcode: row.cos_postcode,
      place: row.cos_place,
      unit: row.cos_unit,
    },
    construction_state: row.construction_state,
    construction_state_label: HC_CONSTRUCTION_STATES[row.construction_state as string] ?? null,
    bau_ha_accountid: row.bau_ha_accountid,
    bau_ha_name: ctx.accountNames.get(row.bau_ha_accountid as string) ?? null,
    planned_date: row.planned_date,
    completed_at: row.completed_at,
    material: {
      cable: row.mat_cable,
      rack: row.mat_rack,
      colour: row.mat_colour,
      documented_by: row.documented_by,
      documented_at: row.documented_at,
    },
    modified_at: row.modified_at,
  };
}

const HC_SORT: Record<string, string> = {
  cid: 'h.cid',
  construction_state: 'h.construction_state',
  planned_date: 'h.planned_date',
  completed_at: 'h.completed_at',
  modified_at: 'h.modified_at',
  street: 'l.cos_street',
  aan_pan: 'h.aan_pan',
};

async function listHouseConnections(req: UpstreamRequest, ctx: AppContext, fixedPan?: string) {
  const q = req.query;
  const params: unknown[] = [];
  const where: string[] = [];
  if (fixedPan !== undefined) {
    const exists = await ctx.db.query(`select 1 from pans where aan_pan = $1`, [fixedPan]);
    if (!exists.rows.length) throw notFound('pm', `PAN ${fixedPan} existiert nicht`);
    params.push(fixedPan);
    where.push(`h.aan_pan = $${params.length}`);
  } else {
    const pan = textParam(q, 'aan_pan', 40);
    if (pan) {
      params.push(pan);
      where.push(`h.aan_pan = $${params.length}`);
    }
  }
  const cids = idList(q, 'cids');
  if (cids) {
    params.push(cids);
    where.push(`h.cid = any($${params.length}::text[])`);
  }
  const account = textParam(q, 'accountid', 64);
  if (account) {
    // A house connection belongs to its firm and to the general contractor of its PAN.
    params.push(account);
    where.push(
      `(h.bau_ha_accountid = $${params.length} or exists (select 1 from pans p where p.aan_pan = h.aan_pan and p.bau_main_accountid = $${params.length}))`,
    );
  }
  const states = enumList(q, 'construction_state', Object.keys(HC_CONSTRUCTION_STATES));
  if (states) {
    params.push(states);
    where.push(`h.construction_state = any($${params.length}::text[])`);
  }
  const text = textParam(q, 'q');
  if (text) {
    params.push(likePattern(text));
    where.push(`(h.cid ilike $${params.length} or (l.cos_street || ' ' || l.cos_housenumber) ilike $${params.length})`);
  }
  const { limit, offset } = paging(q);
  const order = sortClause(q, HC_SORT, 'cid', 'h.cid asc');
  const whereSql = where.length ? `where ${where.join(' and ')}` : '';
  const rows = await ctx.db.query<Record<string, unknown>>(`${HC_SELECT} ${whereSql} order by ${order} limit ${limit} offset ${offset}`, params);
  const total = await ctx.db.query<{ n: number }>(
    `select count(*) as n from house_connections h join locations l on l.cos_locationid = h.locationid ${whereSql}`,
    params,
  );
  return ok({ total: total.rows[0]!.n, limit, offset, items: rows.rows.map((r) => hcJson(r, ctx)) });
}

async function findHouseConnection(db: Queryable, ctx: AppContext, cid: string) {
  const rows = await db.query<Record<string, unknown>>(`${HC_SELECT} where h.cid = $1`, [cid]);
  if (!rows.rows[0]) throw notFound('pm', `Hausanschluss ${cid} existiert nicht`);
  return hcJson(rows.rows[0], ctx);
}

function ackJson(row: Record<string, unknown>) {
  return {
    id: row.id,
    seq: row.seq,
    aan_pan: row.aan_pan,
    scope: row.scope,
    from_state: row.from_state,
    state: row.state,
    state_label: ackLabel(row.state),
    by: { userid: row.by_userid, name: row.by_name, accountid: row.by_accountid, type: row.by_type },
    reason: row.reason,
    at: row.at,
  };
}

function scopeParam(value: unknown, f: FieldChecker): 'pan' | 'ha' {
  if (value === undefined) return 'pan';
  if (value !== 'pan' && value !== 'ha') {
    f.add('scope', 'Erlaubte Werte: pan (PAN-Bau) oder ha (HA-Bau)');
    return 'pan';
  }
  return value;
}

async function listAcknowledgements(req: UpstreamRequest, ctx: AppContext) {
  const aanPan = req.params[0]!;
  await findPan(ctx.db, ctx, aanPan);
  const scope = enumList(req.query, 'scope', ['pan', 'ha']);
  const rows = await ctx.db.query<Record<string, unknown>>(
    `select * from pan_acks where aan_pan = $1 ${scope ? 'and scope = any($2::text[])' : ''} order by seq`,
    scope ? [aanPan, scope] : [aanPan],
  );
  return ok(rows.rows.map(ackJson));
}

async function addAcknowledgement(req: UpstreamRequest, ctx: AppContext) {
  const aanPan = req.params[0]!;
  const body = objectBody(req.body);
  const f = new FieldChecker(body);
  const scope = scopeParam(body.scope, f);
  const state = f.integer('state', { required: true, allowed: [1, 2, 3, 4] });
  const reason = f.string('reason', { max: 2000 });
  const by = body.by;
  let who: { userid: string; name: string; accountid: string | null; type: string | null } | null = null;
  if (by === null || typeof by !== 'object' || Array.isArray(by)) f.add('by', 'Objekt { userid, name, accountid, type } erwartet');
  else {
    const b = new FieldChecker(by as Record<string, unknown>);
    const userid = b.string('userid', { required: true, max: 100 });
    const name = b.string('name', { required: true, max: 200 });
    const accountid = b.string('accountid', { max: 64 });
    const type = b.string('type', { max: 40 });
    for (const [field, message] of Object.entries(b.errors)) f.add(`by.${field}`, message);
    if (userid && name) who = { userid, name, accountid: accountid ?? null, type: type ?? null };
  }
  const expectsState = Object.hasOwn(body, 'expected_state');
  const expected = f.integer('expected_state', { allowed: [1, 2, 3, 4] });
  f.done();

  const column = scope === 'pan' ? 'ack_state' : 'ack_state_ha';
  const now = isoSeconds(ctx.now());
  const entry = await ctx.db.transaction(async (tx) => {
    const current = await tx.query<{ state: number | null }>(`select ${column} as state from pans where aan_pan = $1 for update`, [aanPan]);
    if (!current.rows[0]) throw notFound('pm', `PAN ${aanPan} existiert nicht`);
    const from = current.rows[0].state;
    // Optimistic check: two people acting on the same PAN at once must not both win.
    if (expectsState && (expected ?? null) !== from) {
      throw generalError(409, 'Der Freigabestatus wurde inzwischen geändert', `Erwartet ${expected ?? 'keiner'}, aktuell ${from ?? 'keiner'}`);
    }
    const seq = await tx.query<{ n: number }>(`select nextval('ack_seq') as n`);
    const id = randomUUID();
    await tx.query(
      `insert into pan_acks (id, seq, aan_pan, scope, from_state, state, by_userid, by_name, by_accountid, by_type, reason, at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [id, seq.rows[0]!.n, aanPan, scope, from, state, who!.userid, who!.name, who!.accountid, who!.type, reason ?? null, now],
    );
    await tx.query(`update pans set ${column} = $1, modifiedon = $2 where aan_pan = $3`, [state, now, aanPan]);
    const row = await tx.query<Record<string, unknown>>(`select * from pan_acks where id = $1`, [id]);
    return ackJson(row.rows[0]!);
  });
  return { status: 201, body: { pan: await findPan(ctx.db, ctx, aanPan), entry } };
}

const MATERIAL_GROUPS = { cable: 1, rack: 2, colour: 3 } as const;

async function putMaterial(req: UpstreamRequest, ctx: AppContext) {
  const cid = req.params[0]!;
  const body = objectBody(req.body);
  const f = new FieldChecker(body);
  const values: Record<string, number | null> = {};
  for (const [field, group] of Object.entries(MATERIAL_GROUPS)) {
    if (!Object.hasOwn(body, field)) {
      f.add(field, 'Feld ist nicht optional (null für keine Angabe)');
      continue;
    }
    const value = f.integer(field, {});
    if (value === undefined) continue;
    if (value !== null && !MATERIAL_CODES.some((m) => m.c_id === value && m.c_grp === group)) f.add(field, `Kein Materialcode der Gruppe ${group}`);
    values[field] = value;
  }
  const by = f.string('by', { required: true, max: 200 });
  f.done();
  const now = isoSeconds(ctx.now());
  const updated = await ctx.db.query(
    `update house_connections set mat_cable = $1, mat_rack = $2, mat_colour = $3, documented_by = $4, documented_at = $5, modified_at = $5 where cid = $6`,
    [values.cable, values.rack, values.colour, by, now, cid],
  );
  if (!updated.affectedRows) throw notFound('pm', `Hausanschluss ${cid} existiert nicht`);
  return ok(await findHouseConnection(ctx.db, ctx, cid));
}

async function patchHouseConnection(req: UpstreamRequest, ctx: AppContext) {
  const cid = req.params[0]!;
  const body = objectBody(req.body);
  const f = new FieldChecker(body);
  const state = f.string('construction_state', { max: 40 });
  if (state === null) f.add('construction_state', 'Feld ist nicht optional');
  if (typeof state === 'string' && !(state in HC_CONSTRUCTION_STATES))
    f.add('construction_state', `Erlaubte Werte: ${Object.keys(HC_CONSTRUCTION_STATES).join(', ')}`);
  const planned = f.date('planned_date');
  f.string('by', { required: true, max: 200 });
  f.done();
  const now = isoSeconds(ctx.now());
  await ctx.db.transaction(async (tx) => {
    const current = await tx.query<{ locationid: string; completed_at: string | null }>(
      `select locationid, completed_at from house_connections where cid = $1 for update`,
      [cid],
    );
    const row = current.rows[0];
    if (!row) throw notFound('pm', `Hausanschluss ${cid} existiert nicht`);
    const sets: string[] = ['modified_at = $1'];
    const params: unknown[] = [now];
    if (typeof state === 'string') {
      params.push(state);
      sets.push(`construction_state = $${params.length}`);
      params.push(state === 'fertig' ? (row.completed_at ?? now) : null);
      sets.push(`completed_at = $${params.length}`);
    }
    if (planned !== undefined) {
      params.push(planned);
      sets.push(`planned_date = $${params.length}`);
    }
    params.push(cid);
    await tx.query(`update house_connections set ${sets.join(', ')} where cid = $${params.length}`, params);
    await refreshLocation(tx, row.locationid, now);
  });
  return ok(await findHouseConnection(ctx.db, ctx, cid));
}

async function listUsers(_req: UpstreamRequest, ctx: AppContext) {
  const rows = await ctx.db.query<Record<string, string>>(`select * from pm_users order by name, id`);
  return ok(rows.rows.map((u) => ({ id: u.id, email: u.email, metadata: { accountid: u.accountid, name: u.name, type: u.type, role: u.role } })));
}

const firmAccounts = (type: string) => async (_req: UpstreamRequest, ctx: AppContext) => {
  const rows = await ctx.db.query(`select accountid, name from accounts where cos_accounttype = $1 order by name`, [type]);
  return ok(rows.rows);
};

const PAN_ID = '([A-Z]{3}\\d{2}-P\\d{2})';

export const pmRoutes: Route[] = [
  { method: 'GET', pattern: /^\/pm\/list-users$/, handler: listUsers },
  { method: 'GET', pattern: /^\/pm\/crm\/accounts\/bau_main$/, handler: firmAccounts('bau-main') },
  { method: 'GET', pattern: /^\/pm\/crm\/accounts\/bau_ha$/, handler: firmAccounts('baufirma') },
  { method: 'GET', pattern: /^\/pm\/pans$/, handler: listPans },
  { method: 'GET', pattern: new RegExp(`^/pm/pans/${PAN_ID}$`), handler: async (req, ctx) => ok(await findPan(ctx.db, ctx, req.params[0]!)) },
  { method: 'GET', pattern: new RegExp(`^/pm/pans/${PAN_ID}/house-connections$`), handler: (req, ctx) => listHouseConnections(req, ctx, req.params[0]!) },
  { method: 'GET', pattern: new RegExp(`^/pm/pans/${PAN_ID}/acknowledgements$`), handler: listAcknowledgements },
  { method: 'POST', pattern: new RegExp(`^/pm/pans/${PAN_ID}/acknowledgements$`), handler: addAcknowledgement },
  { method: 'GET', pattern: /^\/pm\/house-connections$/, handler: (req, ctx) => listHouseConnections(req, ctx) },
  { method: 'GET', pattern: /^\/pm\/house-connections\/(CID-\d{6})$/, handler: async (req, ctx) => ok(await findHouseConnection(ctx.db, ctx, req.params[0]!)) },
  { method: 'PATCH', pattern: /^\/pm\/house-connections\/(CID-\d{6})$/, handler: patchHouseConnection },
  { method: 'PUT', pattern: /^\/pm\/house-connections\/(CID-\d{6})\/material$/, handler: putMaterial },
];
