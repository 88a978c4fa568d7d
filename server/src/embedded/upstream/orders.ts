/**
 * Fibre-connection orders (`/crm/orders`). The BFF owns the rules users see; this is the
 * back end behind them: idempotent creation, draft edits, submission (which reserves the
 * CID for the ISP), cancellation, the customer's signature, and the simulated build that
 * moves signed orders to 'in construction' and 'connected' at fixed offsets after the
 * signature. Those transitions are applied when a request arrives after they fall due,
 * using the injected clock, so tests can step through them deterministically.
 */
import { randomUUID } from 'node:crypto';
import type { Transaction } from '@electric-sql/pglite';
import { CID_STATUS, CONNECTION_STATUS, LOCATION_CONSTRUCTION, ORDER_STATE, PRODUCT_TYPE } from './catalogues';
import type { AppContext, Queryable, Route, UpstreamReply, UpstreamRequest } from './context';
import { ENTITIES, entityReply, findEntity, getEntity, listEntities, parseKey } from './crm-entities';
import { fieldErrors, generalError, notFound } from './errors';
import { Rng, hashString } from './prng';
import { isoDate, isoSeconds } from './time';
import { FieldChecker, objectBody } from './validate';

const def = ENTITIES.orders;
const OPEN_STATES = [ORDER_STATE.submitted, ORDER_STATE.signed, ORDER_STATE.inConstruction];
const ORDERABLE_CID = [CID_STATUS.verfuegbar, CID_STATUS.gekuendigt];
const SALUTATIONS = ['Frau', 'Herr', 'Divers', 'Firma'];
/** A drawn signature as PNG is a few dozen KB; this bound refuses pasted photos. */
const MAX_SIGNATURE_CHARS = 1_500_000;
const SIGNATURE = /^data:image\/(png|jpeg);base64,[A-Za-z0-9+/]+={0,2}$/;
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

type OrderRow = Record<string, unknown> & { cos_orderid: string; cos_state: number; cos_cid: string; cos_accountid: string };

/** Reads and checks the editable fields; returns column -> value for those present. */
function editableFields(f: FieldChecker, ctx: AppContext): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const put = (col: string, v: unknown) => {
    if (v !== undefined) out[col] = v;
  };
  put('cos_customer_salutation', f.string('cos_customer_salutation', { max: 20 }));
  if (typeof out.cos_customer_salutation === 'string' && !SALUTATIONS.includes(out.cos_customer_salutation)) {
    f.add('cos_customer_salutation', `Erlaubte Werte: ${SALUTATIONS.join(', ')}`);
  }
  put('cos_customer_firstname', f.string('cos_customer_firstname', { max: 100 }));
  put('cos_customer_lastname', f.string('cos_customer_lastname', { max: 100 }));
  put('cos_customer_birthdate', f.date('cos_customer_birthdate'));
  put('cos_customer_email', f.email('cos_customer_email'));
  put('cos_customer_phone', f.string('cos_customer_phone', { max: 40, pattern: /^[+0-9 ()/-]{3,40}$/, patternMessage: 'Telefonnummer ist ungültig' }));
  put('cos_customer_language', f.string('cos_customer_language', { max: 2, pattern: /^(de|en)$/, patternMessage: 'Erlaubte Werte: de, en' }));
  const main = f.string('cos_mainproductid', { max: 40 });
  if (typeof main === 'string' && !(ctx.productTypes.get(main) === PRODUCT_TYPE.main && ctx.portalProducts.has(main))) {
    f.add('cos_mainproductid', 'Kein bestellbares Hauptprodukt');
  }
  put('cos_mainproductid', main);
  if (f.has('cos_addonproductids')) {
    const raw = f.body.cos_addonproductids;
    const list =
      raw === null
        ? []
        : Array.isArray(raw)
          ? raw
          : typeof raw === 'string'
            ? raw
                .split(',')
                .map((s) => s.trim())
                .filter(Boolean)
            : null;
    if (list === null || list.some((id) => typeof id !== 'string')) f.add('cos_addonproductids', 'Liste von Produkt-IDs erwartet');
    else if (new Set(list).size !== list.length) f.add('cos_addonproductids', 'Zusatzprodukte doppelt angegeben');
    else if (list.some((id) => !(ctx.productTypes.get(id as string) === PRODUCT_TYPE.addOn && ctx.portalProducts.has(id as string)))) {
      f.add('cos_addonproductids', 'Kein bestellbares Zusatzprodukt');
    } else out.cos_addonproductids = list.length ? list.join(',') : null;
  }
  put('cos_contractterm', f.integer('cos_contractterm', { allowed: [12, 24, 36] }));
  put('cos_preferreddate', f.date('cos_preferreddate'));
  put('cos_installationnotes', f.string('cos_installationnotes', { max: 1000 }));
  put('cos_consent_terms', f.boolean('cos_consent_terms'));
  put('cos_consent_dataprocessing', f.boolean('cos_consent_dataprocessing'));
  return out;
}

function sourceIdFields(f: FieldChecker): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const sourceId = f.string('cos_sourceid', {
    max: 200,
    pattern: /^[A-Za-z0-9_-]{16,200}$/,
    patternMessage: 'Mindestens 16 Zeichen aus A-Z, a-z, 0-9, - und _',
  });
  if (sourceId !== undefined) out.cos_sourceid = sourceId;
  const expires = f.datetime('cos_sourceid_expireson');
  if (expires !== undefined) out.cos_sourceid_expireson = expires === null ? null : isoSeconds(Date.parse(expires));
  return out;
}

async function loadOrder(db: Queryable, keySegment: string, lock = false): Promise<OrderRow> {
  const { column, value } = parseKey(def, keySegment);
  const found = await db.query<OrderRow>(`select * from orders where "${column}" = $1${lock ? ' for update' : ''}`, [value]);
  const row = found.rows[0];
  if (!row) throw notFound('crm', `cos_order With Id = ${value}`);
  return row;
}

async function reply(ctx: AppContext, id: string, status = 200, headers: Record<string, string> = {}): Promise<UpstreamReply> {
  const row = await findEntity(ctx.db, ctx, def, 'cos_orderid', id);
  const r = entityReply(def, row!, ctx, null, status);
  return { ...r, headers: { ...r.headers, ...headers } };
}

/**
 * Recomputes what a location shows from its CIDs and house connections. House connections
 * are reached through the location's CIDs (indexed), not by their own location column (not
 * indexed: a scan of 33,000 rows per call made the demo activity take seconds).
 */
export async function refreshLocation(db: Queryable, locationId: string, now: string): Promise<void> {
  await db.query(
    `update locations l set
       cos_accountids = coalesce((select array_agg(distinct c.cos_accountid order by c.cos_accountid) from cids c
                                  where c.cos_locationid = l.cos_locationid and c.cos_status = any($2::int[])), '{}'),
       cos_connectionstatus = case
         when l.cos_connectionstatus in (${CONNECTION_STATUS.nichtVersorgbar}, ${CONNECTION_STATUS.geplant}) then l.cos_connectionstatus
         when exists (select 1 from cids c where c.cos_locationid = l.cos_locationid and c.cos_status in (${CID_STATUS.aktiv}, ${CID_STATUS.gekuendigt}))
           then ${CONNECTION_STATUS.angeschlossen}
         else ${CONNECTION_STATUS.anschlussbereit} end,
       cos_constructionstate = case
         when exists (select 1 from cids c join house_connections h on h.cid = c.cos_cid where c.cos_locationid = l.cos_locationid and h.construction_state = 'fertig') then ${LOCATION_CONSTRUCTION.fertig}
         when exists (select 1 from cids c join house_connections h on h.cid = c.cos_cid where c.cos_locationid = l.cos_locationid and h.construction_state <> 'offen') then ${LOCATION_CONSTRUCTION.inBau}
         else ${LOCATION_CONSTRUCTION.nichtBegonnen} end,
       modifiedon = $3
     where l.cos_locationid = $1`,
    [locationId, [CID_STATUS.bestellt, CID_STATUS.inHerstellung, CID_STATUS.aktiv], now],
  );
}

/** The checks of a submission; throws field errors (rule 2) or a conflict (rule 1). */
async function checkSubmittable(tx: Transaction, order: Record<string, unknown>): Promise<void> {
  const missing: Record<string, string> = {};
  for (const field of [
    'cos_customer_salutation',
    'cos_customer_firstname',
    'cos_customer_lastname',
    'cos_customer_birthdate',
    'cos_customer_email',
    'cos_customer_phone',
    'cos_mainproductid',
  ]) {
    if (order[field] === null || order[field] === undefined) missing[field] = 'Feld ist nicht optional';
  }
  if (order.cos_consent_terms !== true) missing.cos_consent_terms = 'Die AGB müssen akzeptiert werden';
  if (order.cos_consent_dataprocessing !== true) missing.cos_consent_dataprocessing = 'Der Datenverarbeitung muss zugestimmt werden';
  if (Object.keys(missing).length) throw fieldErrors(missing);
  const cid = await tx.query<{ cos_status: number }>(`select cos_status from cids where cos_cid = $1 for update`, [order.cos_cid]);
  if (!ORDERABLE_CID.includes(cid.rows[0]!.cos_status as 181510001)) {
    throw generalError(409, 'Für diese CID ist keine Bestellung möglich', `cid=${String(order.cos_cid)} ist nicht verfügbar`);
  }
  const open = await tx.query<{ cos_ordernumber: string }>(
    `select cos_ordernumber from orders where cos_cid = $1 and cos_state = any($2::int[]) and cos_orderid <> $3`,
    [order.cos_cid, OPEN_STATES, order.cos_orderid],
  );
  if (open.rows[0]) {
    throw generalError(409, 'Für diese CID liegt bereits eine offene Bestellung vor', `Bestellung ${open.rows[0].cos_ordernumber}`);
  }
}

async function applySubmit(tx: Transaction, order: Record<string, unknown>, now: string): Promise<void> {
  await checkSubmittable(tx, order);
  await tx.query(`update orders set cos_state = $1, cos_submittedon = $2, modifiedon = $2 where cos_orderid = $3`, [
    ORDER_STATE.submitted,
    now,
    order.cos_orderid,
  ]);
  await tx.query(`update cids set cos_status = $1, cos_accountid = $2, cos_contractterm = $3, modifiedon = $4 where cos_cid = $5`, [
    CID_STATUS.bestellt,
    order.cos_accountid,
    order.cos_contractterm ?? 24,
    now,
    order.cos_cid,
  ]);
  await refreshLocation(tx, order.cos_locationid as string, now);
}

async function createOrder(req: UpstreamRequest, ctx: AppContext): Promise<UpstreamReply> {
  const body = objectBody(req.body);
  const f = new FieldChecker(body);
  const header = req.headers['idempotency-key'];
  const key = (typeof header === 'string' ? header : undefined) ?? f.string('cos_idempotencykey', { max: 200 });
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key)) f.add('cos_idempotencykey', 'Ein Idempotenzschlüssel (1–200 sichtbare Zeichen) ist erforderlich');
  const accountId = f.string('cos_accountid', { required: true, max: 64 });
  const cid = f.string('cos_cid', { required: true, max: 20 });
  const createdBy = f.string('cos_createdby', { max: 200 });
  const submit = f.boolean('cos_submit') ?? false;
  f.done();
  if (ctx.accountTypes.get(accountId!) !== 'isp') f.add('cos_accountid', 'Kein ISP-Konto');
  f.done();

  // A replay answers with the order created first, whatever the new body says.
  const existing = await ctx.db.query<{ cos_orderid: string }>(`select cos_orderid from orders where cos_accountid = $1 and cos_idempotencykey = $2`, [
    accountId,
    key,
  ]);
  if (existing.rows[0]) return reply(ctx, existing.rows[0].cos_orderid, 200, { 'idempotent-replayed': 'true' });

  const fields = { ...editableFields(f, ctx), ...sourceIdFields(f) };
  const cidRow = await findEntity(ctx.db, ctx, ENTITIES.cids, 'cos_cid', cid!);
  if (!cidRow) f.add('cos_cid', 'CID existiert nicht');
  f.done();

  const id = randomUUID();
  const now = isoSeconds(ctx.now());
  const inserted = await ctx.db.transaction(async (tx) => {
    const seq = await tx.query<{ n: number }>(`select nextval('order_seq') as n`);
    const row: Record<string, unknown> = {
      cos_orderid: id,
      cos_ordernumber: `ORD-${String(seq.rows[0]!.n).padStart(6, '0')}`,
      cos_state: ORDER_STATE.draft,
      cos_accountid: accountId,
      cos_cid: cid,
      cos_locationid: cidRow!.cos_locationid,
      cos_idempotencykey: key,
      cos_contractterm: 24,
      cos_consent_terms: false,
      cos_consent_dataprocessing: false,
      cos_autoprogress: false,
      cos_createdby: createdBy ?? null,
      createdon: now,
      modifiedon: now,
      ...fields,
    };
    const cols = Object.keys(row);
    const result = await tx.query<{ cos_orderid: string }>(
      `insert into orders (${cols.map((c) => `"${c}"`).join(', ')}) values (${cols.map((_, i) => `$${i + 1}`).join(', ')})
       on conflict (cos_accountid, cos_idempotencykey) do nothing returning cos_orderid`,
      cols.map((c) => row[c]),
    );
    if (!result.rows[0]) return false;
    if (submit) await applySubmit(tx, row, now);
    return true;
  });
  if (!inserted) {
    const again = await ctx.db.query<{ cos_orderid: string }>(`select cos_orderid from orders where cos_accountid = $1 and cos_idempotencykey = $2`, [
      accountId,
      key,
    ]);
    return reply(ctx, again.rows[0]!.cos_orderid, 200, { 'idempotent-replayed': 'true' });
  }
  return reply(ctx, id, 201);
}

async function updateOrder(req: UpstreamRequest, ctx: AppContext): Promise<UpstreamReply> {
  const body = objectBody(req.body);
  const f = new FieldChecker(body);
  const fields = editableFields(f, ctx);
  const source = sourceIdFields(f);
  for (const locked of ['cos_accountid', 'cos_cid', 'cos_state', 'cos_ordernumber', 'cos_idempotencykey']) {
    if (f.has(locked)) f.add(locked, 'Feld kann nicht geändert werden');
  }
  f.done();
  const now = isoSeconds(ctx.now());
  const id = await ctx.db.transaction(async (tx) => {
    const order = await loadOrder(tx, req.params[0]!, true);
    if (Object.keys(fields).length && order.cos_state !== ORDER_STATE.draft) {
      throw generalError(409, 'Nur Entwürfe können geändert werden', `Bestellung ${String(order.cos_ordernumber)} ist nicht mehr im Entwurf`);
    }
    if (Object.keys(source).length && order.cos_state === ORDER_STATE.cancelled) {
      throw generalError(409, 'Die Bestellung ist storniert', `Bestellung ${String(order.cos_ordernumber)}`);
    }
    const all: Record<string, unknown> = { ...fields, ...source, modifiedon: now };
    const cols = Object.keys(all);
    await tx.query(`update orders set ${cols.map((c, i) => `"${c}" = $${i + 1}`).join(', ')} where cos_orderid = $${cols.length + 1}`, [
      ...cols.map((c) => all[c]),
      order.cos_orderid,
    ]);
    return order.cos_orderid;
  });
  return reply(ctx, id);
}

async function submitOrder(req: UpstreamRequest, ctx: AppContext): Promise<UpstreamReply> {
  const now = isoSeconds(ctx.now());
  const id = await ctx.db.transaction(async (tx) => {
    const order = await loadOrder(tx, req.params[0]!, true);
    if (order.cos_state !== ORDER_STATE.draft) {
      // Submitting twice is harmless: the order is already where the caller wants it.
      if (OPEN_STATES.includes(order.cos_state as 181510001) || order.cos_state === ORDER_STATE.connected) return order.cos_orderid;
      throw generalError(409, 'Die Bestellung ist storniert', `Bestellung ${String(order.cos_ordernumber)}`);
    }
    await applySubmit(tx, order, now);
    return order.cos_orderid;
  });
  return reply(ctx, id);
}

async function cancelOrder(req: UpstreamRequest, ctx: AppContext): Promise<UpstreamReply> {
  const f = new FieldChecker(req.body === undefined || req.body === null ? {} : objectBody(req.body));
  const reason = f.string('cos_cancelreason', { max: 500 });
  f.done();
  const now = isoSeconds(ctx.now());
  const id = await ctx.db.transaction(async (tx) => {
    const order = await loadOrder(tx, req.params[0]!, true);
    if (order.cos_state === ORDER_STATE.cancelled) return order.cos_orderid;
    if (order.cos_state === ORDER_STATE.inConstruction || order.cos_state === ORDER_STATE.connected) {
      throw generalError(
        409,
        'Die Bestellung kann nicht mehr storniert werden',
        `Bestellung ${String(order.cos_ordernumber)} ist bereits in Bau oder angeschlossen`,
      );
    }
    await tx.query(`update orders set cos_state = $1, cos_cancelledon = $2, cos_cancelreason = $3, modifiedon = $2 where cos_orderid = $4`, [
      ORDER_STATE.cancelled,
      now,
      reason ?? null,
      order.cos_orderid,
    ]);
    if (order.cos_state !== ORDER_STATE.draft) {
      await tx.query(
        `update cids set cos_status = $1, cos_accountid = null, cos_contractterm = null, modifiedon = $2
         where cos_cid = $3 and cos_status = $4 and cos_accountid = $5`,
        [CID_STATUS.verfuegbar, now, order.cos_cid, CID_STATUS.bestellt, order.cos_accountid],
      );
      await refreshLocation(tx, order.cos_locationid as string, now);
    }
    return order.cos_orderid;
  });
  return reply(ctx, id);
}

async function signOrder(req: UpstreamRequest, ctx: AppContext): Promise<UpstreamReply> {
  const body = objectBody(req.body);
  const f = new FieldChecker(body);
  const signer = f.string('cos_signername', { required: true, max: 200 });
  if (!f.has('cos_signatureimage') || typeof body.cos_signatureimage !== 'string') f.add('cos_signatureimage', 'Feld ist nicht optional');
  else if (body.cos_signatureimage.length > MAX_SIGNATURE_CHARS) f.add('cos_signatureimage', 'Das Unterschriftsbild ist zu groß');
  else if (!SIGNATURE.test(body.cos_signatureimage)) f.add('cos_signatureimage', 'PNG- oder JPEG-Bild als Data-URL erwartet');
  f.done();
  const nowMs = Math.floor(ctx.now() / 1000) * 1000;
  const now = isoSeconds(nowMs);
  const id = await ctx.db.transaction(async (tx) => {
    const order = await loadOrder(tx, req.params[0]!, true);
    if (order.cos_signedon !== null) {
      throw generalError(409, 'Die Bestellung wurde bereits unterschrieben', `Unterschrieben am ${String(order.cos_signedon)}`);
    }
    if (order.cos_state !== ORDER_STATE.submitted) {
      throw generalError(409, 'Die Bestellung kann in diesem Status nicht unterschrieben werden', `Bestellung ${String(order.cos_ordernumber)}`);
    }
    await tx.query(
      `update orders set cos_state = $1, cos_signedon = $2, cos_signername = $3, cos_signatureimage = $4, cos_autoprogress = true, modifiedon = $2
       where cos_orderid = $5`,
      [ORDER_STATE.signed, now, signer, body.cos_signatureimage, order.cos_orderid],
    );
    return order.cos_orderid;
  });
  ctx.scheduleOrderCheck(nowMs + ctx.orderProgress.constructionAfterMs);
  return reply(ctx, id);
}

/** A serial for a newly connected CID, derived from the order so replays give the same one. */
async function freshSerial(tx: Queryable, orderId: string): Promise<string> {
  const rng = new Rng(hashString(orderId), 'ont');
  for (;;) {
    const serial = `ALCL${rng.hex(8).toUpperCase()}`;
    const used = await tx.query(`select 1 from cids where cos_ontserial = $1`, [serial]);
    if (used.rows.length === 0) return serial;
  }
}

/** The order a build step needs: which CID, for whom, with what. */
export type BuildOrder = Pick<OrderRow, 'cos_orderid' | 'cos_cid' | 'cos_accountid'> & {
  cos_locationid?: unknown;
  cos_contractterm?: unknown;
  cos_ordernumber?: unknown;
  cos_mainproductid?: unknown;
  cos_addonproductids?: unknown;
};

/** What the start of construction changes beside the order: the CID, its house connection, its service state, its location. */
export async function applyConstructionStart(tx: Queryable, order: BuildOrder, atMs: number): Promise<void> {
  const at = isoSeconds(atMs);
  await tx.query(`update cids set cos_status = $1, modifiedon = $2 where cos_cid = $3`, [CID_STATUS.inHerstellung, at, order.cos_cid]);
  await tx.query(`update house_connections set construction_state = 'tiefbau', planned_date = $1, modified_at = $2 where cid = $3`, [
    isoDate(atMs),
    at,
    order.cos_cid,
  ]);
  await tx.query(
    `insert into service_states (cid, service, state, since) values ($1, 'internet', 200, $2)
     on conflict (cid, service) do update set state = 200, since = $2`,
    [order.cos_cid, at],
  );
  await refreshLocation(tx, order.cos_locationid as string, at);
}

/** What a connection changes beside the order: the CID becomes active with the order's products, its house connection is done, its services run. */
export async function applyConnection(tx: Queryable, order: BuildOrder, atMs: number): Promise<void> {
  const at = isoSeconds(atMs);
  const current = await tx.query<{ cos_ontserial: string | null }>(`select cos_ontserial from cids where cos_cid = $1`, [order.cos_cid]);
  const serial = current.rows[0]?.cos_ontserial ?? (await freshSerial(tx, order.cos_orderid));
  await tx.query(
    `update cids set cos_status = $1, cos_accountid = $2, cos_connectedon = $3, cos_contractstart = $4, cos_contractterm = $5,
       cos_orderreference = $6, cos_mainproductid = $7, cos_addonproductids = $8, cos_ontserial = $9, cos_terminatedon = null, modifiedon = $3
     where cos_cid = $10`,
    [
      CID_STATUS.aktiv,
      order.cos_accountid,
      at,
      isoDate(atMs),
      order.cos_contractterm ?? 24,
      order.cos_ordernumber,
      order.cos_mainproductid,
      order.cos_addonproductids,
      serial,
      order.cos_cid,
    ],
  );
  await tx.query(`update house_connections set construction_state = 'fertig', completed_at = $1, modified_at = $1 where cid = $2`, [at, order.cos_cid]);
  const addons = String(order.cos_addonproductids ?? '').split(',');
  const services = ['internet', ...(addons.includes('AO-VOIP') ? ['voip'] : []), ...(addons.includes('AO-TV') ? ['iptv'] : [])];
  for (const service of services) {
    await tx.query(
      `insert into service_states (cid, service, state, since) values ($1, $2, 100, $3)
       on conflict (cid, service) do update set state = 100, since = $3`,
      [order.cos_cid, service, at],
    );
  }
  await refreshLocation(tx, order.cos_locationid as string, at);
}

/**
 * Applies every build step that has fallen due by `nowMs`. Each step is stamped with the
 * time it fell due, not with the time it was noticed. Returns when the next step is due.
 */
export async function advanceOrders(ctx: AppContext, nowMs: number): Promise<number | null> {
  const { constructionAfterMs: build, connectedAfterMs: connect } = ctx.orderProgress;
  await ctx.db.transaction(async (tx) => {
    const due = await tx.query<OrderRow & { signed_ms: number }>(
      `select *, (extract(epoch from cos_signedon) * 1000)::float8 as signed_ms from orders
       where cos_autoprogress and cos_state in ($1, $2)
         and cos_signedon + (case when cos_state = $1 then $3::float8 else $4::float8 end) * interval '1 millisecond' <= $5::timestamptz
       order by cos_signedon`,
      [ORDER_STATE.signed, ORDER_STATE.inConstruction, build, connect, new Date(nowMs).toISOString()],
    );
    for (const order of due.rows) {
      let state = order.cos_state;
      if (state === ORDER_STATE.signed) {
        const at = isoSeconds(order.signed_ms + build);
        await tx.query(`update orders set cos_state = $1, cos_constructionstartedon = $2, modifiedon = $2 where cos_orderid = $3`, [
          ORDER_STATE.inConstruction,
          at,
          order.cos_orderid,
        ]);
        await applyConstructionStart(tx, order, order.signed_ms + build);
        state = ORDER_STATE.inConstruction;
      }
      if (state === ORDER_STATE.inConstruction && order.signed_ms + connect <= nowMs) {
        const at = isoSeconds(order.signed_ms + connect);
        await tx.query(`update orders set cos_state = $1, cos_connectedon = $2, modifiedon = $2 where cos_orderid = $3`, [
          ORDER_STATE.connected,
          at,
          order.cos_orderid,
        ]);
        await applyConnection(tx, order, order.signed_ms + connect);
      }
    }
  });
  return nextOrderDue(ctx);
}

export async function nextOrderDue(ctx: AppContext): Promise<number | null> {
  const { constructionAfterMs: build, connectedAfterMs: connect } = ctx.orderProgress;
  const next = await ctx.db.query<{ due: number | null }>(
    `select min((extract(epoch from cos_signedon) * 1000)::float8 + case when cos_state = $1 then $3::float8 else $4::float8 end) as due
     from orders where cos_autoprogress and cos_state in ($1, $2)`,
    [ORDER_STATE.signed, ORDER_STATE.inConstruction, build, connect],
  );
  return next.rows[0]?.due ?? null;
}

export const orderRoutes: Route[] = [
  { method: 'GET', pattern: /^\/crm\/orders$/, handler: (req, ctx) => listEntities(def, req, ctx) },
  { method: 'GET', pattern: /^\/crm\/orders\(([^/]+)\)$/, handler: (req, ctx) => getEntity(def, req, ctx, req.params[0]!) },
  { method: 'POST', pattern: /^\/crm\/orders$/, handler: createOrder },
  { method: 'PATCH', pattern: /^\/crm\/orders\(([^/]+)\)$/, handler: updateOrder },
  { method: 'POST', pattern: /^\/crm\/orders\(([^/]+)\)\/(?:Microsoft\.Dynamics\.CRM\.)?cos_submit$/, handler: submitOrder },
  { method: 'POST', pattern: /^\/crm\/orders\(([^/]+)\)\/(?:Microsoft\.Dynamics\.CRM\.)?cos_cancel$/, handler: cancelOrder },
  { method: 'POST', pattern: /^\/crm\/orders\(([^/]+)\)\/(?:Microsoft\.Dynamics\.CRM\.)?cos_sign$/, handler: signOrder },
];
