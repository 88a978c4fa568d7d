/**
 * CRM entity sets in Dynamics Web API shape: the columns each serves, their option sets
 * and lookups (for `@OData.Community.Display.V1.FormattedValue` annotations), and the
 * generic collection and single-entity readers they share.
 */
import {
  AUDIENCES,
  BUILDING_TYPES,
  CID_STATUSES,
  CONNECTION_STATUSES,
  INCIDENT_STATES,
  INCIDENT_STATUS_LABELS,
  INCIDENT_TYPE_LABELS,
  LOCATION_CONSTRUCTIONS,
  ORDER_STATE_KEYS,
  ORDER_STATES,
  OUTAGE_STATUS,
  OUTAGE_STATUSES,
  OUTAGE_TYPE,
  OUTAGE_TYPES,
  PRODUCT_TYPES,
  CHARGE_TYPES,
} from './catalogues';
import type { OptionSet } from './catalogues';
import type { AppContext, Queryable, UpstreamReply, UpstreamRequest } from './context';
import { dynamicsError, notFound } from './errors';
import { formatDate, formatDateTime, formatDecimal } from './format';
import { LIMITS, ODataQueryError, parseCollectionQuery, quoteIdent } from './odata';
import type { ColumnType } from './odata';

export const FORMATTED = '@OData.Community.Display.V1.FormattedValue';

type Formatter = (value: unknown, ctx: AppContext) => string | undefined;

export interface EntityDef {
  /** Entity set name, used in @odata.context. */
  set: string;
  /** SQL FROM source; `now` is a bound parameter placeholder for time-dependent views. */
  source: (now: string) => string;
  key: string;
  /** Alternate keys usable as `set(field='value')`. */
  alternateKeys?: readonly string[];
  columns: Readonly<Record<string, ColumnType>>;
  /** Columns left out of list responses unless $select names them (large values). */
  listHidden?: readonly string[];
  defaultOrder: string;
  formatters?: Readonly<Record<string, Formatter>>;
}

const option =
  (set: OptionSet): Formatter =>
  (v) =>
    typeof v === 'number' ? set[v] : undefined;
const account: Formatter = (v, ctx) => (typeof v === 'string' ? ctx.accountNames.get(v) : undefined);
const product: Formatter = (v, ctx) => (typeof v === 'string' ? ctx.productNames.get(v) : undefined);
const productList: Formatter = (v, ctx) =>
  typeof v === 'string'
    ? v
        .split(',')
        .map((id) => ctx.productNames.get(id) ?? id)
        .join(', ')
    : undefined;

/** Outage status as served: derived from the time, see catalogues OUTAGE_STATUS. */
const outageSource = (now: string) => `(select o.*,
    case
      when o.cos_runstatus = ${OUTAGE_STATUS.abgesagt} then ${OUTAGE_STATUS.abgesagt}
      when o.cos_endtime <= ${now} then case when o.cos_type = ${OUTAGE_TYPE.wartung} then ${OUTAGE_STATUS.abgeschlossen} else ${OUTAGE_STATUS.behoben} end
      when o.cos_starttime > ${now} then ${OUTAGE_STATUS.geplant}
      else o.cos_runstatus
    end as cos_status
  from outages o where o.createdon <= ${now}) as src`;

const OUTAGE_COLUMNS = {
  cos_outagenotificationid: 'text',
  cos_name: 'text',
  cos_type: 'int',
  cos_starttime: 'datetime',
  cos_endtime: 'datetime',
  cos_duration: 'decimal',
  cos_status: 'int',
  cos_affectedaans: 'text',
  cos_reason: 'text',
  cos_region: 'text',
  createdon: 'datetime',
  modifiedon: 'datetime',
} as const;

const OUTAGE_FORMATTERS = { cos_type: option(OUTAGE_TYPES), cos_status: option(OUTAGE_STATUSES) };

export const ENTITIES = {
  /** Current and announced outages: running now, or maintenance announced for later. */
  outagenotifications: {
    set: 'cos_outagenotifications',
    source: (now: string) => `(select * from ${outageSource(now)} where cos_endtime > ${now} and cos_status <> ${OUTAGE_STATUS.abgesagt}) as feed`,
    key: 'cos_outagenotificationid',
    columns: OUTAGE_COLUMNS,
    defaultOrder: 'cos_starttime asc',
    formatters: OUTAGE_FORMATTERS,
  },
  /** Every outage that has been announced or has happened by now. */
  outages: {
    set: 'cos_outagenotifications',
    source: outageSource,
    key: 'cos_outagenotificationid',
    columns: OUTAGE_COLUMNS,
    defaultOrder: 'cos_starttime desc',
    formatters: OUTAGE_FORMATTERS,
  },
  scaproducts: {
    set: 'cos_scaproducts',
    source: () => 'products',
    key: 'cos_productid',
    columns: {
      cos_productid: 'text',
      cos_name: 'text',
      cos_producttype: 'int',
      cos_description: 'text',
      cos_downloadmbit: 'int',
      cos_uploadmbit: 'int',
      cos_chargetype: 'int',
      cos_monthlyfee: 'decimal',
      cos_setupfee: 'decimal',
      cos_portalvisible: 'bool',
      cos_sortorder: 'int',
    },
    defaultOrder: 'cos_sortorder asc',
    formatters: { cos_producttype: option(PRODUCT_TYPES), cos_chargetype: option(CHARGE_TYPES) },
  },
  subjects: {
    set: 'subjects',
    source: () => 'subjects',
    key: 'subjectid',
    columns: { subjectid: 'text', title: 'text', description: 'text', _parentsubject_value: 'text', cos_sortorder: 'int' },
    defaultOrder: 'cos_sortorder asc',
    formatters: { _parentsubject_value: (v, ctx) => (typeof v === 'string' ? ctx.subjectTitles.get(v) : undefined) },
  },
  accounts: {
    set: 'accounts',
    source: () => 'accounts',
    key: 'accountid',
    columns: {
      accountid: 'text',
      name: 'text',
      cos_accounttype: 'text',
      emailaddress1: 'text',
      telephone1: 'text',
      address1_line1: 'text',
      address1_postalcode: 'text',
      address1_city: 'text',
      createdon: 'datetime',
      modifiedon: 'datetime',
    },
    defaultOrder: 'name asc',
  },
  locations: {
    set: 'cos_locations',
    source: () => 'locations',
    key: 'cos_locationid',
    columns: {
      cos_locationid: 'text',
      cos_street: 'text',
      cos_housenumber: 'text',
      cos_postcode: 'text',
      cos_place: 'text',
      cos_region: 'text',
      cos_buildingtype: 'int',
      cos_units: 'int',
      cos_floors: 'int',
      cos_connectionstatus: 'int',
      cos_constructionstate: 'int',
      cos_aan: 'text',
      cos_aan_pan: 'text',
      cos_ftp: 'text',
      cos_accessnotes: 'text',
      cos_latitude: 'decimal',
      cos_longitude: 'decimal',
      cos_accountids: 'textarray',
      cos_cidcount: 'int',
      createdon: 'datetime',
      modifiedon: 'datetime',
    },
    defaultOrder: 'cos_locationid asc',
    formatters: {
      cos_buildingtype: option(BUILDING_TYPES),
      cos_connectionstatus: option(CONNECTION_STATUSES),
      cos_constructionstate: option(LOCATION_CONSTRUCTIONS),
    },
  },
  cids: {
    set: 'cos_cids',
    source: () => 'cids',
    key: 'cos_cid',
    columns: {
      cos_cid: 'text',
      cos_status: 'int',
      cos_locationid: 'text',
      cos_unit: 'text',
      cos_street: 'text',
      cos_housenumber: 'text',
      cos_postcode: 'text',
      cos_place: 'text',
      cos_region: 'text',
      cos_aan: 'text',
      cos_aan_pan: 'text',
      cos_ontserial: 'text',
      cos_accountid: 'text',
      cos_mainproductid: 'text',
      cos_addonproductids: 'text',
      cos_contractstart: 'date',
      cos_contractterm: 'int',
      cos_orderreference: 'text',
      cos_connectedon: 'datetime',
      cos_terminatedon: 'datetime',
      createdon: 'datetime',
      modifiedon: 'datetime',
    },
    defaultOrder: 'cos_cid asc',
    formatters: {
      cos_status: option(CID_STATUSES),
      cos_accountid: account,
      cos_mainproductid: product,
      cos_addonproductids: productList,
    },
  },
  incidents: {
    set: 'incidents',
    // cos_aan_pan: the PAN of the ticket's CID, a related field as Dynamics serves it on the
    // incident (`cos_cid/cos_aan_pan`); read-only, so construction firms' tickets can be filtered by PAN.
    source: () => '(select i.*, c.cos_aan_pan from incidents i left join cids c on c.cos_cid = i.cos_cid) as src',
    key: 'incidentid',
    alternateKeys: ['ticketnumber'],
    columns: {
      incidentid: 'text',
      ticketnumber: 'text',
      title: 'text',
      description: 'text',
      _subjectid_value: 'text',
      casetypecode: 'int',
      statuscode: 'int',
      statecode: 'int',
      cos_cid: 'text',
      cos_aan_pan: 'text',
      _customerid_value: 'text',
      cos_contactname: 'text',
      cos_contactemail: 'text',
      cos_contactphone: 'text',
      cos_createdby: 'text',
      createdon: 'datetime',
      modifiedon: 'datetime',
      cos_resolvedon: 'datetime',
    },
    defaultOrder: 'createdon desc',
    formatters: {
      _subjectid_value: (v, ctx) => (typeof v === 'string' ? ctx.subjectTitles.get(v) : undefined),
      casetypecode: option(INCIDENT_TYPE_LABELS),
      statuscode: option(INCIDENT_STATUS_LABELS),
      statecode: option(INCIDENT_STATES),
      _customerid_value: account,
    },
  },
  annotations: {
    set: 'annotations',
    source: () => 'annotations',
    key: 'annotationid',
    columns: {
      annotationid: 'text',
      _objectid_value: 'text',
      subject: 'text',
      notetext: 'text',
      cos_author: 'text',
      createdon: 'datetime',
    },
    defaultOrder: 'createdon asc',
  },
  orders: {
    set: 'cos_orders',
    source: () =>
      `(select o.*, case o.cos_state ${Object.entries(ORDER_STATE_KEYS)
        .map(([value, key]) => `when ${value} then '${key}'`)
        .join(' ')} end as cos_statekey from orders o) as src`,
    key: 'cos_orderid',
    alternateKeys: ['cos_ordernumber', 'cos_sourceid'],
    columns: {
      cos_orderid: 'text',
      cos_ordernumber: 'text',
      cos_state: 'int',
      cos_statekey: 'text',
      cos_accountid: 'text',
      cos_cid: 'text',
      cos_locationid: 'text',
      cos_idempotencykey: 'text',
      cos_customer_salutation: 'text',
      cos_customer_firstname: 'text',
      cos_customer_lastname: 'text',
      cos_customer_birthdate: 'date',
      cos_customer_email: 'text',
      cos_customer_phone: 'text',
      cos_customer_language: 'text',
      cos_mainproductid: 'text',
      cos_addonproductids: 'text',
      cos_contractterm: 'int',
      cos_preferreddate: 'date',
      cos_installationnotes: 'text',
      cos_consent_terms: 'bool',
      cos_consent_dataprocessing: 'bool',
      cos_sourceid: 'text',
      cos_sourceid_expireson: 'datetime',
      cos_submittedon: 'datetime',
      cos_signedon: 'datetime',
      cos_signername: 'text',
      cos_signatureimage: 'text',
      cos_constructionstartedon: 'datetime',
      cos_connectedon: 'datetime',
      cos_cancelledon: 'datetime',
      cos_cancelreason: 'text',
      cos_createdby: 'text',
      createdon: 'datetime',
      modifiedon: 'datetime',
    },
    listHidden: ['cos_signatureimage'],
    defaultOrder: 'createdon desc',
    formatters: {
      cos_state: option(ORDER_STATES),
      cos_accountid: account,
      cos_mainproductid: product,
      cos_addonproductids: productList,
    },
  },
  ontswaps: {
    set: 'cos_ontswaps',
    source: () => 'ontswaps',
    key: 'cos_ontswapid',
    columns: {
      cos_ontswapid: 'text',
      cos_cid: 'text',
      cos_oldserial: 'text',
      cos_newserial: 'text',
      cos_swappedby: 'text',
      cos_swappedbyaccountid: 'text',
      cos_reason: 'text',
      cos_swappedon: 'datetime',
    },
    defaultOrder: 'cos_swappedon desc',
    formatters: { cos_swappedbyaccountid: account },
  },
  releasenotes: {
    set: 'cos_releasenotes',
    source: () => 'releasenotes',
    key: 'cos_releasenoteid',
    columns: {
      cos_releasenoteid: 'text',
      cos_audience: 'text',
      cos_version: 'text',
      cos_releasedate: 'date',
      cos_title: 'text',
      cos_notes: 'text',
    },
    defaultOrder: 'cos_releasedate desc',
    formatters: { cos_audience: (v) => (typeof v === 'string' ? AUDIENCES[v] : undefined) },
  },
} satisfies Record<string, EntityDef>;

export type EntityName = keyof typeof ENTITIES;

/** A row as the Web API serves it: values plus formatted-value annotations. */
export function serialize(def: EntityDef, row: Record<string, unknown>, ctx: AppContext, fields: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    const value = row[field] ?? null;
    out[field] = value;
    if (value === null) continue;
    const custom = def.formatters?.[field];
    let formatted: string | undefined;
    if (custom) formatted = custom(value, ctx);
    else {
      const type = def.columns[field];
      if (type === 'datetime') formatted = formatDateTime(value as string);
      else if (type === 'date') formatted = formatDate(value as string);
      else if (type === 'decimal') formatted = formatDecimal(value as number);
      else if (type === 'bool') formatted = value ? 'Ja' : 'Nein';
    }
    if (formatted !== undefined) out[`${field}${FORMATTED}`] = formatted;
  }
  return out;
}

function fieldsFor(def: EntityDef, select: string[] | null, list: boolean): string[] {
  if (select) return select;
  const all = Object.keys(def.columns);
  return list && def.listHidden ? all.filter((c) => !def.listHidden!.includes(c)) : all;
}

function contextUrl(ctx: AppContext, def: EntityDef, suffix = ''): string {
  return `${ctx.baseUrl()}/crm/$metadata#${def.set}${suffix}`;
}

export function queryError(error: unknown): never {
  if (error instanceof ODataQueryError) throw dynamicsError(400, '0x80060888', error.message);
  throw error;
}

function maxPageSize(req: UpstreamRequest): number | null {
  const prefer = req.headers.prefer;
  const text = Array.isArray(prefer) ? prefer.join(',') : (prefer ?? '');
  const m = /odata\.maxpagesize=(\d{1,6})/.exec(text);
  if (!m) return null;
  return Math.max(1, Math.min(LIMITS.maxPageSize, Number(m[1])));
}

/** The FROM source, binding the clock only when the source depends on it (Postgres rejects unused, untyped parameters). */
function bindSource(def: EntityDef, params: unknown[], ctx: AppContext): string {
  const nowRef = `$${params.length + 1}::timestamptz`;
  const from = def.source(nowRef);
  if (from.includes(nowRef)) params.push(new Date(ctx.now()).toISOString());
  return from;
}

export interface ListOptions {
  /** Extra SQL condition ANDed to the client's $filter (e.g. `?p=true`). */
  where?: string;
  whereParams?: unknown[];
}

/** Up to this many matches of a text filter are read before they are sorted (see listEntities). */
const MATCHES_FIRST_MAX = 2_500;

/** GET on an entity set: $filter, $orderby, $top, $skip, $count, $select, server paging. */
export async function listEntities(def: EntityDef, req: UpstreamRequest, ctx: AppContext, options: ListOptions = {}): Promise<UpstreamReply> {
  let q;
  try {
    q = parseCollectionQuery(req.query, def.columns, def.key, def.defaultOrder);
  } catch (error) {
    queryError(error);
  }
  const params = q.params;
  const conditions: string[] = [];
  if (q.where) conditions.push(q.where);
  if (options.where) {
    let extra = options.where;
    for (const value of options.whereParams ?? []) {
      params.push(value);
      extra = extra.replace('?', `$${params.length}`);
    }
    conditions.push(extra);
  }
  const from = bindSource(def, params, ctx);
  const where = conditions.length ? ` where ${conditions.join(' and ')}` : '';

  const preferred = maxPageSize(req);
  const pageSize = Math.min(q.top ?? LIMITS.maxPageSize, preferred ?? LIMITS.maxPageSize);
  const fields = fieldsFor(def, q.select, true);
  const selectList = fields.map(quoteIdent).join(', ');

  // The total first: it also tells how to read the page.
  // A total that depends on the clock (the outage views) is counted each time.
  const timeDependent = def.source('\u0000').includes('\u0000');
  const countOf = async (countSql: string, countParams: unknown[]) =>
    ctx.counts && !timeDependent ? ctx.counts.count(countSql, countParams) : ((await ctx.db.query<{ n: number }>(countSql, countParams)).rows[0]?.n ?? 0);
  const total = q.count ? await countOf(`select count(*) as n from ${from}${where}`, params) : null;
  // A text match ordered by another column: the planner tends to walk the order's index and
  // test row after row (the matches of a place cluster at its postcodes: 'inn' by postcode
  // read 16,800 CIDs for 21, ~70 ms; 'Hauptstraße' in address order half the locations). When
  // few rows match (at most MATCHES_FIRST_MAX and a tenth of the set), or when the total is
  // not asked for (the suggestions), the matches are taken first from the trigram index and
  // then sorted (~2 ms). The order is a total order either way (the key breaks ties), so
  // the page is the same rows.
  const matchesFirst =
    q.patterns && (total === null || (!timeDependent && total <= MATCHES_FIRST_MAX && total * 10 <= (await countOf(`select count(*) as n from ${from}`, []))));
  const source = matchesFirst ? `(select * from ${from}${where} offset 0) as matches` : `${from}${where}`;
  const sql = `select ${selectList} from ${source} order by ${q.orderBy} limit ${pageSize + 1} offset ${q.skip}`;
  const result = await ctx.db.query<Record<string, unknown>>(sql, params);
  const rows = result.rows;
  const more = rows.length > pageSize;
  if (more) rows.pop();

  const body: Record<string, unknown> = { '@odata.context': contextUrl(ctx, def) };
  if (total !== null) body['@odata.count'] = total;
  body.value = rows.map((row) => serialize(def, row, ctx, fields));
  const remaining = q.top === null ? null : q.top - pageSize;
  if (more && (remaining === null || remaining > 0)) {
    const next = new URLSearchParams(req.query);
    next.set('$skip', String(q.skip + pageSize));
    if (remaining !== null) next.set('$top', String(remaining));
    body['@odata.nextLink'] = `${ctx.baseUrl()}${req.path}?${next.toString()}`;
  }
  const headers: Record<string, string> = { 'odata-version': '4.0' };
  if (preferred !== null) headers['preference-applied'] = `odata.maxpagesize=${preferred}`;
  return { status: 200, body, headers };
}

/** Parses the key segment of `set(<key>)`: a GUID, a quoted string or `altkey='value'`. */
export function parseKey(def: EntityDef, segment: string): { column: string; value: string } {
  const alt = /^([a-z_][a-z0-9_]*)='((?:[^']|'')*)'$/i.exec(segment);
  if (alt) {
    const column = alt[1]!;
    if (!def.alternateKeys?.includes(column)) throw dynamicsError(400, '0x80060888', `'${column}' is not an alternate key of ${def.set}.`);
    return { column, value: alt[2]!.replace(/''/g, "'") };
  }
  const quoted = /^'((?:[^']|'')*)'$/.exec(segment);
  if (quoted) return { column: def.key, value: quoted[1]!.replace(/''/g, "'") };
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(segment)) return { column: def.key, value: segment.toLowerCase() };
  throw dynamicsError(400, '0x80060888', `Bad Request - Error in query syntax: invalid key '${segment.slice(0, 80)}'.`);
}

export async function findEntity(db: Queryable, ctx: AppContext, def: EntityDef, column: string, value: string): Promise<Record<string, unknown> | undefined> {
  const params: unknown[] = [value];
  const from = bindSource(def, params, ctx);
  const result = await db.query<Record<string, unknown>>(`select * from ${from} where ${quoteIdent(column)} = $1 limit 1`, params);
  return result.rows[0];
}

/** GET set(<key>): one entity or a Dynamics 404. */
export async function getEntity(def: EntityDef, req: UpstreamRequest, ctx: AppContext, keySegment: string): Promise<UpstreamReply> {
  const { column, value } = parseKey(def, keySegment);
  let select: string[] | null = null;
  const selectRaw = req.query.get('$select');
  if (selectRaw) {
    select = selectRaw.split(',').map((s) => s.trim());
    for (const f of select) if (!(f in def.columns)) throw dynamicsError(400, '0x80060888', `Could not find a property named '${f}' to select.`);
    if (!select.includes(def.key)) select.unshift(def.key);
  }
  const row = await findEntity(ctx.db, ctx, def, column, value);
  if (!row) throw notFound('crm', `${def.set} With Id = ${value}`);
  return entityReply(def, row, ctx, select);
}

const GUID_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** GUID keys are written bare, string keys quoted: `incidents(<guid>)`, `cids('CID-000001')`. */
export function keyLiteral(key: string): string {
  return GUID_KEY.test(key) ? key : `'${key.replace(/'/g, "''")}'`;
}

export function entityReply(def: EntityDef, row: Record<string, unknown>, ctx: AppContext, select: string[] | null = null, status = 200): UpstreamReply {
  const fields = fieldsFor(def, select, false);
  return {
    status,
    body: { '@odata.context': contextUrl(ctx, def, '/$entity'), ...serialize(def, row, ctx, fields) },
    headers: {
      'odata-version': '4.0',
      'odata-entityid': `${ctx.baseUrl()}/crm/${def.set.replace(/^cos_/, '')}(${keyLiteral(row[def.key] as string)})`,
    },
  };
}
