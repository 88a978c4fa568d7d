/**
 * The CRM facade (`/crm/...`): the reference lists of SPEC.md section 7 in their exact
 * shapes, the domain entity sets with OData query options, and the writes for tickets,
 * notes, ONT swaps and outages. Orders live in orders.ts.
 */
import { randomUUID } from 'node:crypto';
import { INCIDENT_STATE, INCIDENT_STATUS_CODES, INCIDENT_TYPES, OUTAGE_STATUS, OUTAGE_TYPE } from './catalogues';
import type { AppContext, Route, UpstreamReply, UpstreamRequest } from './context';
import { ENTITIES, entityReply, findEntity, getEntity, listEntities, parseKey } from './crm-entities';
import type { EntityDef } from './crm-entities';
import { generalError, notFound } from './errors';
import { orderRoutes } from './orders';
import { Rng } from './prng';
import { HOUR, isoSeconds } from './time';
import { FieldChecker, ONT_SERIAL, objectBody, odataBind } from './validate';

const LANGUAGE_DE = 1031;
const metaIds = new Rng(4_711, 'metadata');
const CASETYPE_OPTIONSET_ID = metaIds.guid();
const STATUSCODE_ATTRIBUTE_ID = metaIds.guid();
const LABEL_IDS = new Map<string, string>();

function label(text: string, key: string) {
  let id = LABEL_IDS.get(key);
  if (!id) {
    id = new Rng(4_711, `label-${key}`).guid();
    LABEL_IDS.set(key, id);
  }
  const localized = { Label: text, LanguageCode: LANGUAGE_DE, IsManaged: true, MetadataId: id, HasChanged: null };
  return { LocalizedLabels: [localized], UserLocalizedLabel: localized };
}

const EMPTY_DESCRIPTION = { LocalizedLabels: [], UserLocalizedLabel: null };

async function incidentTypes(_req: UpstreamRequest, ctx: AppContext): Promise<UpstreamReply> {
  return {
    status: 200,
    body: {
      '@odata.context': `${ctx.baseUrl()}/crm/$metadata#EntityDefinitions('incident')/Attributes(LogicalName='casetypecode')/Microsoft.Dynamics.CRM.PicklistAttributeMetadata/OptionSet/$entity`,
      MetadataId: CASETYPE_OPTIONSET_ID,
      Name: 'incident_casetypecode',
      OptionSetType: 'Picklist',
      IsGlobal: false,
      Options: INCIDENT_TYPES.map((t) => ({
        Value: t.value,
        Color: null,
        IsManaged: true,
        ExternalValue: '',
        ParentValues: [],
        Label: label(t.label, `casetype-${t.value}`),
        Description: EMPTY_DESCRIPTION,
      })),
    },
    headers: { 'odata-version': '4.0' },
  };
}

async function incidentStatusCodes(_req: UpstreamRequest, ctx: AppContext): Promise<UpstreamReply> {
  return {
    status: 200,
    body: {
      '@odata.context': `${ctx.baseUrl()}/crm/$metadata#EntityDefinitions('incident')/Attributes/Microsoft.Dynamics.CRM.StatusAttributeMetadata(LogicalName,OptionSet())`,
      value: [
        {
          LogicalName: 'statuscode',
          MetadataId: STATUSCODE_ATTRIBUTE_ID,
          OptionSet: {
            Name: 'incident_statuscode',
            OptionSetType: 'Status',
            Options: INCIDENT_STATUS_CODES.map((s) => ({
              '@odata.type': '#Microsoft.Dynamics.CRM.StatusOptionMetadata',
              Value: s.value,
              State: s.state,
              Color: null,
              IsManaged: true,
              Label: label(s.label, `status-${s.value}`),
              Description: EMPTY_DESCRIPTION,
              TransitionData: null,
            })),
          },
        },
      ],
    },
    headers: { 'odata-version': '4.0' },
  };
}

/** GET set and GET set(key) for a read-only entity set. */
function readRoutes(path: string, def: EntityDef): Route[] {
  return [
    { method: 'GET', pattern: new RegExp(`^/crm/${path}$`), handler: (req, ctx) => listEntities(def, req, ctx) },
    { method: 'GET', pattern: new RegExp(`^/crm/${path}\\((.+)\\)$`), handler: (req, ctx) => getEntity(def, req, ctx, req.params[0]!) },
  ];
}

const accountsOfType = (type: string) => (req: UpstreamRequest, ctx: AppContext) =>
  listEntities(ENTITIES.accounts, req, ctx, { where: 'cos_accounttype = ?', whereParams: [type] });

const nowIso = (ctx: AppContext) => isoSeconds(ctx.now());

// Tickets

async function createIncident(req: UpstreamRequest, ctx: AppContext): Promise<UpstreamReply> {
  const body = objectBody(req.body);
  const f = new FieldChecker(body);
  const title = f.string('title', { required: true, max: 200 });
  const description = f.string('description', { max: 4000 });
  const subjectId = odataBind(body, 'subjectid', 'subjects') ?? f.string('_subjectid_value', { required: true, max: 64 });
  const casetype = f.integer('casetypecode', { required: true, allowed: INCIDENT_TYPES.map((t) => t.value) });
  const status = f.integer('statuscode', { allowed: INCIDENT_STATUS_CODES.filter((s) => s.state === INCIDENT_STATE.active).map((s) => s.value) }) ?? 1;
  const cid = f.string('cos_cid', { max: 20 });
  let customer = odataBind(body, 'customerid_account', 'accounts') ?? f.string('_customerid_value', { max: 64 });
  const contactName = f.string('cos_contactname', { max: 200 });
  const contactEmail = f.email('cos_contactemail');
  const contactPhone = f.string('cos_contactphone', { max: 40, pattern: /^[+0-9 ()/-]{3,40}$/, patternMessage: 'Telefonnummer ist ungültig' });
  const createdBy = f.string('cos_createdby', { max: 200 });
  f.done();

  if (typeof subjectId === 'string' && !ctx.subjectTitles.has(subjectId)) f.add('_subjectid_value', 'Betreff existiert nicht');
  if (cid) {
    const row = await findEntity(ctx.db, ctx, ENTITIES.cids, 'cos_cid', cid);
    if (!row) f.add('cos_cid', 'CID existiert nicht');
    else if (row.cos_accountid && customer && row.cos_accountid !== customer) f.add('cos_cid', 'CID gehört nicht zum Konto des Tickets');
    else if (!customer) customer = (row.cos_accountid as string | null) ?? null;
  }
  if (!customer) f.add('_customerid_value', 'Feld ist nicht optional');
  else if (!ctx.accountNames.has(customer)) f.add('_customerid_value', 'Konto existiert nicht');
  f.done();

  const now = nowIso(ctx);
  const seq = await ctx.db.query<{ n: number }>(`select nextval('ticket_seq') as n`);
  const id = randomUUID();
  await ctx.db.query(
    `insert into incidents (incidentid, ticketnumber, title, description, _subjectid_value, casetypecode, statuscode, statecode,
       cos_cid, _customerid_value, cos_contactname, cos_contactemail, cos_contactphone, cos_createdby, createdon, modifiedon, cos_resolvedon)
     values ($1, $2, $3, $4, $5, $6, $7, 0, $8, $9, $10, $11, $12, $13, $14, $14, null)`,
    [
      id,
      `CAS-${seq.rows[0]!.n}`,
      title,
      description ?? null,
      subjectId,
      casetype,
      status,
      cid ?? null,
      customer,
      contactName ?? null,
      contactEmail ?? null,
      contactPhone ?? null,
      createdBy ?? null,
      now,
    ],
  );
  const row = await findEntity(ctx.db, ctx, ENTITIES.incidents, 'incidentid', id);
  return entityReply(ENTITIES.incidents, row!, ctx, null, 201);
}

async function updateIncident(req: UpstreamRequest, ctx: AppContext): Promise<UpstreamReply> {
  const def = ENTITIES.incidents;
  const { column, value } = parseKey(def, req.params[0]!);
  const current = await findEntity(ctx.db, ctx, def, column, value);
  if (!current) throw notFound('crm', `incident With Id = ${value}`);
  const body = objectBody(req.body);
  const f = new FieldChecker(body);
  const title = f.string('title', { max: 200 });
  const description = f.string('description', { max: 4000 });
  const casetype = f.integer('casetypecode', { allowed: INCIDENT_TYPES.map((t) => t.value) });
  const status = f.integer('statuscode', { allowed: INCIDENT_STATUS_CODES.map((s) => s.value) });
  const subjectId = odataBind(body, 'subjectid', 'subjects') ?? f.string('_subjectid_value', { max: 64 });
  if (typeof subjectId === 'string' && !ctx.subjectTitles.has(subjectId)) f.add('_subjectid_value', 'Betreff existiert nicht');
  if (title === null) f.add('title', 'Feld ist nicht optional');
  f.done();

  const sets: string[] = [];
  const params: unknown[] = [];
  const set = (col: string, v: unknown) => {
    params.push(v);
    sets.push(`"${col}" = $${params.length}`);
  };
  if (title !== undefined) set('title', title);
  if (description !== undefined) set('description', description);
  if (casetype !== undefined && casetype !== null) set('casetypecode', casetype);
  if (typeof subjectId === 'string') set('_subjectid_value', subjectId);
  const now = nowIso(ctx);
  if (typeof status === 'number') {
    const state = INCIDENT_STATUS_CODES.find((s) => s.value === status)!.state;
    set('statuscode', status);
    set('statecode', state);
    if (state === INCIDENT_STATE.resolved && current.statecode !== INCIDENT_STATE.resolved) set('cos_resolvedon', now);
    if (state !== INCIDENT_STATE.resolved) set('cos_resolvedon', null);
  }
  set('modifiedon', now);
  params.push(current.incidentid);
  await ctx.db.query(`update incidents set ${sets.join(', ')} where incidentid = $${params.length}`, params);
  const row = await findEntity(ctx.db, ctx, def, 'incidentid', current.incidentid as string);
  return entityReply(def, row!, ctx);
}

async function createAnnotation(req: UpstreamRequest, ctx: AppContext): Promise<UpstreamReply> {
  const body = objectBody(req.body);
  const f = new FieldChecker(body);
  const objectId = odataBind(body, 'objectid_incident', 'incidents') ?? f.string('_objectid_value', { required: true, max: 64 });
  const notetext = f.string('notetext', { required: true, max: 10_000 });
  const subject = f.string('subject', { max: 200 });
  const author = f.string('cos_author', { required: true, max: 200 });
  f.done();
  const incident = await findEntity(ctx.db, ctx, ENTITIES.incidents, 'incidentid', String(objectId).toLowerCase());
  if (!incident) {
    f.add('_objectid_value', 'Ticket existiert nicht');
    f.done();
  }
  const id = randomUUID();
  const now = nowIso(ctx);
  // Stored to the millisecond (answers show seconds, as Dataverse does): two notes written
  // within one second keep their order, instead of falling back to their random ids.
  const createdOn = new Date(ctx.now()).toISOString();
  await ctx.db.transaction(async (tx) => {
    await tx.query(`insert into annotations (annotationid, _objectid_value, subject, notetext, cos_author, createdon) values ($1, $2, $3, $4, $5, $6)`, [
      id,
      incident!.incidentid,
      subject ?? null,
      notetext,
      author,
      createdOn,
    ]);
    await tx.query(`update incidents set modifiedon = $1 where incidentid = $2`, [now, incident!.incidentid]);
  });
  const row = await findEntity(ctx.db, ctx, ENTITIES.annotations, 'annotationid', id);
  return entityReply(ENTITIES.annotations, row!, ctx, null, 201);
}

// ONT swap

async function createOntSwap(req: UpstreamRequest, ctx: AppContext): Promise<UpstreamReply> {
  const body = objectBody(req.body);
  const f = new FieldChecker(body);
  const cid = f.string('cos_cid', { required: true, max: 20 });
  const newSerial = f.string('cos_newserial', {
    required: true,
    max: 12,
    pattern: ONT_SERIAL,
    patternMessage: 'Die ONT-Seriennummer besteht aus ALCL und 8 Hexadezimalzeichen (z. B. ALCL1A2B3C4D)',
  });
  const expectedOld = f.string('cos_oldserial', { max: 12 });
  const by = f.string('cos_swappedby', { required: true, max: 200 });
  const byAccount = f.string('cos_swappedbyaccountid', { max: 64 });
  const reason = f.string('cos_reason', { max: 500 });
  f.done();
  const id = randomUUID();
  const now = nowIso(ctx);
  await ctx.db.transaction(async (tx) => {
    const found = await tx.query<{ cos_ontserial: string | null; cos_status: number }>(
      `select cos_ontserial, cos_status from cids where cos_cid = $1 for update`,
      [cid],
    );
    const row = found.rows[0];
    if (!row) {
      f.add('cos_cid', 'CID existiert nicht');
      f.done();
    }
    if (!row!.cos_ontserial) throw generalError(409, 'Für diese CID ist kein ONT installiert', `cid=${cid}`);
    if (expectedOld && expectedOld !== row!.cos_ontserial) {
      throw generalError(409, 'Der ONT wurde inzwischen getauscht', `Erwartet ${expectedOld}, aktuell ${row!.cos_ontserial}`);
    }
    if (row!.cos_ontserial === newSerial) {
      f.add('cos_newserial', 'Die neue Seriennummer ist gleich der bisherigen');
      f.done();
    }
    const used = await tx.query<{ cos_cid: string }>(`select cos_cid from cids where cos_ontserial = $1`, [newSerial]);
    if (used.rows[0]) throw generalError(409, 'Diese ONT-Seriennummer ist bereits einer anderen CID zugeordnet', `serial=${newSerial}`);
    await tx.query(
      `insert into ontswaps (cos_ontswapid, cos_cid, cos_oldserial, cos_newserial, cos_swappedby, cos_swappedbyaccountid, cos_reason, cos_swappedon)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [id, cid, row!.cos_ontserial, newSerial, by, byAccount ?? null, reason ?? null, now],
    );
    await tx.query(`update cids set cos_ontserial = $1, modifiedon = $2 where cos_cid = $3`, [newSerial, now, cid]);
  });
  const row = await findEntity(ctx.db, ctx, ENTITIES.ontswaps, 'cos_ontswapid', id);
  return entityReply(ENTITIES.ontswaps, row!, ctx, null, 201);
}

// Outages (the NOC announces maintenance and reports incidents)

async function createOutage(req: UpstreamRequest, ctx: AppContext): Promise<UpstreamReply> {
  const body = objectBody(req.body);
  const f = new FieldChecker(body);
  const type = f.integer('cos_type', { required: true, allowed: [OUTAGE_TYPE.wartung, OUTAGE_TYPE.stoerung] });
  const start = f.datetime('cos_starttime', true);
  const end = f.datetime('cos_endtime', true);
  const status = f.integer('cos_status', { allowed: [OUTAGE_STATUS.aktiv, OUTAGE_STATUS.eingeschraenkt, OUTAGE_STATUS.abgesagt] });
  const aans = f.string('cos_affectedaans', {
    required: true,
    max: 500,
    pattern: /^[A-Z]{3}\d{2}(, ?[A-Z]{3}\d{2})*$/,
    patternMessage: 'AAN-Liste wie "KRE01, KRE02" erwartet',
  });
  const reason = f.string('cos_reason', { max: 500 });
  const name = f.string('cos_name', { max: 200 });
  const region = f.string('cos_region', { max: 100 });
  if (start && end && Date.parse(end) <= Date.parse(start)) f.add('cos_endtime', 'Das Ende muss nach dem Beginn liegen');
  f.done();
  const id = randomUUID();
  const now = nowIso(ctx);
  const startMs = Date.parse(start!);
  const endMs = Date.parse(end!);
  await ctx.db.query(
    `insert into outages (cos_outagenotificationid, cos_name, cos_type, cos_starttime, cos_endtime, cos_duration, cos_runstatus,
       cos_affectedaans, cos_reason, cos_region, cos_origin, createdon, modifiedon)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'api', $11, $11)`,
    [
      id,
      name ?? `${type === OUTAGE_TYPE.wartung ? 'Wartung' : 'Störung'} ${aans!.split(',')[0]!.trim()}`,
      type,
      isoSeconds(startMs),
      isoSeconds(endMs),
      Math.round(((endMs - startMs) / HOUR) * 100) / 100,
      status ?? OUTAGE_STATUS.aktiv,
      aans,
      reason ?? null,
      region ?? null,
      now,
    ],
  );
  const row = await findEntity(ctx.db, ctx, ENTITIES.outages, 'cos_outagenotificationid', id);
  return entityReply(ENTITIES.outages, row!, ctx, null, 201);
}

export const crmRoutes: Route[] = [
  { method: 'GET', pattern: /^\/crm\/outagenotifications$/, handler: (req, ctx) => listEntities(ENTITIES.outagenotifications, req, ctx) },
  ...readRoutes('outages', ENTITIES.outages),
  { method: 'POST', pattern: /^\/crm\/outages$/, handler: createOutage },
  {
    method: 'GET',
    pattern: /^\/crm\/scaproducts$/,
    // p=true: only the products the portal offers (the legacy client always asks for these).
    handler: (req, ctx) => listEntities(ENTITIES.scaproducts, req, ctx, req.query.get('p') === 'true' ? { where: 'cos_portalvisible = true' } : {}),
  },
  ...readRoutes('subjects', ENTITIES.subjects),
  { method: 'GET', pattern: /^\/crm\/incidenttypes$/, handler: incidentTypes },
  { method: 'GET', pattern: /^\/crm\/incidentstatuscodes$/, handler: incidentStatusCodes },
  { method: 'GET', pattern: /^\/crm\/accounts\/isp$/, handler: accountsOfType('isp') },
  { method: 'GET', pattern: /^\/crm\/accounts\/sca$/, handler: accountsOfType('sca') },
  ...readRoutes('accounts', ENTITIES.accounts),
  ...readRoutes('locations', ENTITIES.locations),
  ...readRoutes('cids', ENTITIES.cids),
  ...readRoutes('incidents', ENTITIES.incidents),
  { method: 'POST', pattern: /^\/crm\/incidents$/, handler: createIncident },
  { method: 'PATCH', pattern: /^\/crm\/incidents\((.+)\)$/, handler: updateIncident },
  ...readRoutes('annotations', ENTITIES.annotations),
  { method: 'POST', pattern: /^\/crm\/annotations$/, handler: createAnnotation },
  ...readRoutes('ontswaps', ENTITIES.ontswaps),
  { method: 'POST', pattern: /^\/crm\/ontswaps$/, handler: createOntSwap },
  ...readRoutes('releasenotes', ENTITIES.releasenotes),
  ...orderRoutes,
];
