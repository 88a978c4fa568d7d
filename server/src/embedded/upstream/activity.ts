/**
 * Demo activity after the seed epoch: the seeded history ends on 31 October 2026, so without
 * this the tickets, orders and connections of every later month would be missing (reporting's
 * current month nearly empty, no new ticket on the dashboard). Each day after the epoch gets
 *
 * - 20–32 new tickets (resolved once their repair time has passed, else open, with notes);
 * - 3–6 new orders that stay in the pipeline (draft, submitted, signed or cancelled);
 * - 15–25 connections: orders placed two to eight weeks earlier whose CID goes live that day.
 *
 * What a day holds is a pure function of (seed, day); an event is written once the clock
 * (or the pinned `demoToday`) has passed its time, and its state is the one it has at that
 * moment. A data folder caught up to the same instant therefore holds the same rows, which
 * is what the specs rely on (they pin today). CIDs up to CID-000200 are never touched: specs
 * name them.
 */
import { CID_STATUS, INCIDENT_STATUS_CODES, ISP_WEIGHTS, ORDER_STATE, SUBJECTS } from './catalogues';
import type { AppContext, Queryable } from './context';
import { emailLocal, orderCustomer, phone, slug } from './generate';
import { applyConnection, refreshLocation, type BuildOrder } from './orders';
import { Rng } from './prng';
import { TABLES, type TableName } from './schema';
import { DAY, HOUR, SEED_EPOCH, dayIndex, isoDate, isoSeconds } from './time';
import { FIRST_NAMES, LAST_NAMES } from './wordlists';

/** CIDs the specs name (CID-000001 … CID-000200) keep their seeded state. */
export const PROTECTED_CIDS = 200;
/** A clock years past the seed must not make one catch-up write for minutes. */
const MAX_ACTIVITY_DAYS = 400;

type Row = Record<string, unknown>;
type CidRow = {
  cos_cid: string;
  cos_status: number;
  cos_accountid: string | null;
  cos_locationid: string;
  cos_street: string;
  cos_housenumber: string;
  cos_postcode: string;
  cos_place: string;
  cos_contractterm: number | null;
};

interface TicketPlan {
  kind: 'ticket';
  at: number;
  rng: Rng;
  candidates: string[];
  general: boolean;
}
interface OrderPlan {
  kind: 'order' | 'connection';
  at: number;
  rng: Rng;
  candidates: string[];
}
type Plan = TicketPlan | OrderPlan;

const OPEN_TICKET_STATUS: readonly (readonly [number, number])[] = [
  [1, 50],
  [2, 10],
  [3, 25],
  [4, 15],
];
const PIPELINE_STATE: readonly (readonly [string, number])[] = [
  ['draft', 2],
  ['submitted', 4],
  ['signed', 3],
  ['cancelled', 1],
];
const LEAF_SUBJECTS = SUBJECTS.filter((s) => s.titles.length > 0);
/** The main products ISPs order most (the business and the 2.5 Gbit products stay rare, as in the seed). */
const MAIN_PRODUCTS: readonly (readonly [string, number])[] = [
  ['GF-150', 2],
  ['GF-300', 4],
  ['GF-500', 4],
  ['GF-1000', 2],
];

const cidName = (n: number) => `CID-${String(n).padStart(6, '0')}`;

/** The day's plans: times and random streams, independent of the database and of the clock. */
export function plansOfDay(seed: number, day: number, cidCount: number): Plan[] {
  const rng = new Rng(seed, `activity-day-${day}`);
  const start = SEED_EPOCH + day * DAY;
  const plans: Plan[] = [];
  const candidates = (count: number) => Array.from({ length: count }, () => cidName(rng.int(PROTECTED_CIDS + 1, cidCount)));
  // Working hours mostly: 06:00–20:00 UTC.
  const during = () => start + 6 * HOUR + Math.floor((rng.float() * 14 * HOUR) / 1000) * 1000;
  for (let i = rng.int(20, 32); i > 0; i--)
    plans.push({ kind: 'ticket', at: during(), rng: new Rng(seed, `activity-${day}-ticket-${i}`), candidates: candidates(12), general: rng.chance(0.12) });
  for (let i = rng.int(3, 6); i > 0; i--)
    plans.push({ kind: 'order', at: during(), rng: new Rng(seed, `activity-${day}-order-${i}`), candidates: candidates(40) });
  for (let i = rng.int(15, 25); i > 0; i--)
    plans.push({ kind: 'connection', at: during(), rng: new Rng(seed, `activity-${day}-connection-${i}`), candidates: candidates(40) });
  return plans.sort((a, b) => a.at - b.at);
}

/** Inserts rows of one table in one statement; a `Sequence` value becomes `prefix || nextval(sequence)`. */
async function insertRows(db: Queryable, table: TableName, rows: Row[], returning?: string): Promise<Row[]> {
  if (rows.length === 0) return [];
  const columns = TABLES[table].columns.map(([name]) => name).filter((name) => rows[0]![name] !== undefined);
  const params: unknown[] = [];
  const tuples = rows.map(
    (row) =>
      `(${columns
        .map((c) => {
          const value = row[c];
          if (value instanceof Sequence) return `'${value.prefix}' || lpad(nextval('${value.name}')::text, ${value.width}, '0')`;
          params.push(value);
          return `$${params.length}`;
        })
        .join(', ')})`,
  );
  const result = await db.query<Row>(
    `insert into ${table} (${columns.map((c) => `"${c}"`).join(', ')}) values ${tuples.join(', ')}${returning ? ` returning ${returning}` : ''}`,
    params,
  );
  return result.rows;
}

/** The next number of a sequence, written by the insert itself (one statement less per row). */
class Sequence {
  constructor(
    readonly name: 'ticket_seq' | 'order_seq',
    readonly prefix: string,
    readonly width: number,
  ) {}
}

async function loadCids(db: Queryable, ids: string[]): Promise<Map<string, CidRow>> {
  const found = await db.query<CidRow>(
    `select cos_cid, cos_status, cos_accountid, cos_locationid, cos_street, cos_housenumber, cos_postcode, cos_place, cos_contractterm
     from cids where cos_cid = any($1::text[])`,
    [ids],
  );
  return new Map(found.rows.map((row) => [row.cos_cid, row]));
}

/** Writes every event in (fromMs, toMs]; returns how many rows it wrote. The caller records `toMs`. */
export async function rollActivity(ctx: AppContext, db: Queryable, seed: number, fromMs: number, toMs: number): Promise<number> {
  if (toMs <= Math.max(fromMs, SEED_EPOCH)) return 0;
  const count = await db.query<{ n: number }>(`select count(*)::int as n from cids`);
  const cidCount = count.rows[0]!.n;
  const subjects = subjectIds(seed);
  const firstDay = Math.max(0, dayIndex(Math.max(fromMs, SEED_EPOCH)), dayIndex(toMs) - MAX_ACTIVITY_DAYS);
  let written = 0;
  for (let day = firstDay; day <= dayIndex(toMs); day++) {
    const plans = plansOfDay(seed, day, cidCount).filter((plan) => plan.at > fromMs && plan.at <= toMs);
    if (plans.length === 0) continue;
    const cids = await loadCids(db, [...new Set(plans.flatMap((plan) => plan.candidates))]);
    // A CID with an open order is not free, whatever its status says.
    const busy = await db.query<{ cos_cid: string }>(`select distinct cos_cid from orders where cos_cid = any($1::text[]) and cos_state = any($2::int[])`, [
      [...cids.keys()],
      [ORDER_STATE.submitted, ORDER_STATE.signed, ORDER_STATE.inConstruction],
    ]);
    for (const { cos_cid } of busy.rows) cids.delete(cos_cid);
    for (const plan of plans) {
      if (plan.kind === 'ticket') written += await writeTicket(ctx, db, plan, cids, subjects, toMs);
      else written += await writeOrder(db, plan, cids, toMs);
    }
  }
  return written;
}

function subjectIds(seed: number): Map<string, string> {
  // The same stream as the seed's subjects (generate.ts), so the ids match the stored ones.
  const rng = new Rng(seed, 'subjects');
  return new Map(SUBJECTS.map((s) => [s.key, rng.guid()]));
}

async function writeTicket(
  ctx: AppContext,
  db: Queryable,
  plan: TicketPlan,
  cids: Map<string, CidRow>,
  subjects: Map<string, string>,
  horizon: number,
): Promise<number> {
  const { rng, at } = plan;
  const subject = rng.pick(LEAF_SUBJECTS);
  const cid = plan.general
    ? null
    : (plan.candidates.map((id) => cids.get(id)).find((row) => row?.cos_accountid && row.cos_status === CID_STATUS.aktiv) ?? null);
  const account = cid?.cos_accountid ?? rng.weighted(ISP_WEIGHTS);
  const repair = Math.floor(Math.max(HOUR / 2, rng.exp(30 * HOUR, 20 * DAY)) / 1000) * 1000;
  const resolved = at + repair <= horizon ? at + repair : null;
  const status = resolved !== null ? (rng.chance(0.85) ? 5 : 1000) : rng.weighted(OPEN_TICKET_STATUS);
  const contact = `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`;
  const [first, last] = contact.split(' ') as [string, string];
  const title = rng.pick(subject.titles).replace('{cid}', cid?.cos_cid ?? 'ohne CID');
  const place = cid ? ` Anschluss ${cid.cos_cid} (${cid.cos_street} ${cid.cos_housenumber}, ${cid.cos_postcode} ${cid.cos_place}).` : '';
  const accountName = ctx.accountNames.get(account) ?? account;
  const id = rng.guid();
  const until = resolved ?? horizon;
  const notes: Row[] = [];
  let last_ = at;
  for (let n = rng.int(0, 3); n > 0; n--) {
    const noteAt = last_ + rng.int(1, 30) * HOUR;
    if (noteAt >= until) break;
    last_ = noteAt;
    const internal = notes.length % 2 === 1;
    notes.push({
      annotationid: rng.guid(),
      _objectid_value: id,
      subject: internal ? 'Rückmeldung' : 'Ergänzung',
      notetext: internal
        ? rng.pick(['Techniker ist für morgen eingeplant.', 'Messung im AAN zeigt normale Dämpfungswerte.', 'Wir haben den Bautrupp informiert.'])
        : rng.pick(['Endkunde meldet, dass das Problem weiterhin besteht.', 'Termin passt, Zugang ist gewährleistet.', 'Bitte um Statusupdate.']),
      cos_author: internal ? `NOC – ${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}` : contact,
      createdon: isoSeconds(noteAt),
    });
  }
  await insertRows(db, 'incidents', [
    {
      incidentid: id,
      ticketnumber: new Sequence('ticket_seq', 'CAS-', 6),
      title,
      description: `${title}.${place}`,
      _subjectid_value: subjects.get(subject.key) ?? null,
      casetypecode: subject.key === 'bau' ? 181510001 : subject.key === 'rechnung' || subject.key === 'sonstiges' ? 1 : 2,
      statuscode: status,
      statecode: INCIDENT_STATUS_CODES.find((s) => s.value === status)!.state,
      cos_cid: cid?.cos_cid ?? null,
      _customerid_value: account,
      cos_contactname: contact,
      cos_contactemail: `${emailLocal(first, last)}@${slug(accountName.split(' ')[0]!)}.example.at`,
      cos_contactphone: phone(rng),
      cos_createdby: contact,
      createdon: isoSeconds(at),
      modifiedon: isoSeconds(Math.max(last_, resolved ?? 0)),
      cos_resolvedon: resolved === null ? null : isoSeconds(resolved),
    },
  ]);
  await insertRows(db, 'annotations', notes);
  return 1 + notes.length;
}

/**
 * A pipeline order is placed at `plan.at` and is as far as the horizon lets it be; a
 * connection's order was placed two to eight weeks before `plan.at` and goes live then.
 */
async function writeOrder(db: Queryable, plan: OrderPlan, cids: Map<string, CidRow>, horizon: number): Promise<number> {
  const { rng } = plan;
  // Orderable as through the API: free, or given up by a former customer.
  const cid = plan.candidates.map((id) => cids.get(id)).find((row) => row?.cos_status === CID_STATUS.verfuegbar || row?.cos_status === CID_STATUS.gekuendigt);
  if (!cid) return 0;
  const account = rng.weighted(ISP_WEIGHTS);
  const first = rng.pick(FIRST_NAMES);
  const last = rng.pick(LAST_NAMES);
  const main = rng.weighted(MAIN_PRODUCTS);
  const addons = [...(rng.chance(0.3) ? ['AO-VOIP'] : []), ...(rng.chance(0.15) ? ['AO-TV'] : []), ...(rng.chance(0.1) ? ['AO-EXPRESS'] : [])];
  const term = rng.pick([12, 24, 24, 36]);
  const connection = plan.kind === 'connection';
  // Steps of the order; a connection's are counted back from the day it goes live.
  let created: number, submitted: number, signed: number | null, building: number | null, connected: number | null, cancelled: number | null;
  let target = connection ? 'connected' : rng.weighted(PIPELINE_STATE);
  if (connection) {
    connected = plan.at;
    building = connected - rng.int(10, 30) * DAY;
    signed = building - rng.int(5, 20) * DAY;
    submitted = signed - rng.int(1, 5) * DAY - rng.int(0, 8) * HOUR;
    created = submitted - rng.int(0, 2) * DAY - rng.int(0, 4) * HOUR;
    cancelled = null;
  } else {
    created = plan.at;
    submitted = created + rng.int(0, 30) * HOUR;
    signed = target === 'signed' ? submitted + rng.int(2, 96) * HOUR : null;
    cancelled = target === 'cancelled' ? submitted + rng.int(1, 10) * DAY : null;
    building = null;
    connected = null;
    if (target !== 'draft' && submitted > horizon) target = 'draft';
    if (target === 'signed' && signed! > horizon) target = 'submitted';
    if (target === 'cancelled' && cancelled! > horizon) target = 'submitted';
  }
  const state = ORDER_STATE[target as keyof typeof ORDER_STATE];
  const reached = (step: number | null, ...states: string[]) => (step !== null && states.includes(target) ? isoSeconds(step) : null);
  const signer = `${first} ${last}`;
  const order: Row = {
    cos_orderid: rng.guid(),
    cos_ordernumber: new Sequence('order_seq', 'ORD-', 6),
    cos_state: state,
    cos_accountid: account,
    cos_cid: cid.cos_cid,
    cos_locationid: cid.cos_locationid,
    cos_idempotencykey: rng.guid(),
    ...orderCustomer(rng, first, last),
    cos_mainproductid: main,
    cos_addonproductids: addons.length ? addons.join(',') : null,
    cos_contractterm: term,
    cos_preferreddate: isoDate(created + rng.int(14, 60) * DAY),
    cos_installationnotes: rng.chance(0.3) ? rng.pick(['Bitte vorher anrufen', 'Zugang über Garage', 'Kellerabteil Nr. 4']) : null,
    cos_consent_terms: target !== 'draft',
    cos_consent_dataprocessing: target !== 'draft',
    cos_submittedon: target === 'draft' || (target === 'cancelled' && rng.chance(0.3)) ? null : isoSeconds(submitted),
    cos_signedon: reached(signed, 'signed', 'connected'),
    cos_signername: reached(signed, 'signed', 'connected') === null ? null : signer,
    cos_constructionstartedon: reached(building, 'connected'),
    cos_connectedon: reached(connected, 'connected'),
    cos_cancelledon: reached(cancelled, 'cancelled'),
    cos_cancelreason: target === 'cancelled' ? rng.pick(['Kunde hat storniert', 'Doppelte Bestellung', 'Kunde zieht um']) : null,
    cos_autoprogress: false,
    cos_createdby: `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`,
    createdon: isoSeconds(created),
    modifiedon: isoSeconds(Math.min(horizon, Math.max(created, connected ?? 0, cancelled ?? 0, signed ?? 0, target === 'draft' ? 0 : submitted))),
  };
  const [inserted] = await insertRows(db, 'orders', [order], 'cos_ordernumber');
  const number = inserted!.cos_ordernumber as string;
  order.cos_ordernumber = number;
  if (target === 'draft' || target === 'cancelled') return 1;
  if (target === 'connected') {
    // The connection writes the CID's account, term and order reference itself.
    await applyConnection(db, order as unknown as BuildOrder, connected!);
    cid.cos_status = CID_STATUS.aktiv;
    return 1;
  }
  // The CID is reserved for the ISP from the submission on, as a submission through the API does.
  cid.cos_status = CID_STATUS.bestellt;
  await db.query(`update cids set cos_status = $1, cos_accountid = $2, cos_contractterm = $3, cos_orderreference = $4, modifiedon = $5 where cos_cid = $6`, [
    CID_STATUS.bestellt,
    account,
    term,
    number,
    isoSeconds(submitted),
    cid.cos_cid,
  ]);
  await refreshLocation(db, cid.cos_locationid, isoSeconds(submitted));
  return 1;
}
