/**
 * Data isolation (issue 11, DESIGN.md §8): two ISPs and two construction firms, each signed
 * in through /auth against the embedded core, try every query and mutation that takes an id
 * (the list comes from the schema: a new id-taking field without a case here fails) on the
 * objects of the other three accounts. Every attempt must be refused with a German
 * FORBIDDEN / NOT_FOUND / validation message, or answered with a list that holds none of
 * the other account's rows — and the embedded upstream, read over HTTP before and after
 * each write, must be unchanged, as must the core's user metadata and the portal database.
 *
 * The victims' objects are looked up in the upstream so that none of them lies in an
 * attacker's legitimate scope: an ISP's CID and ticket outside both firms' PANs; a firm's PAN
 * not assigned to the other firm, with a CID of a third ISP and a house connection of its own.
 */
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import supertokens from 'supertokens-node';
import EmailPassword from 'supertokens-node/recipe/emailpassword';
import UserMetadata from 'supertokens-node/recipe/usermetadata';
import { DEMO_PASSWORD } from '../../src/auth';
import type { PortalUnderTest } from '../portal';
import { sharedPortal } from '../shared-portal';
import { signInAs, type TestClient } from '../http-client';
import { GERMAN_TEXT } from './kit';
import { idTakingFields } from './schema-coverage';
import { walkFields, type WalkActor, type WalkResult } from './field-walk';
import { buildSchema } from 'graphql';
import { loadTypeDefs } from '../../src/graphql/schema';
import { ACCOUNT_TYPES, canOpenScreen, type Role } from '../../src/modules/navigation';

interface Actor {
  label: string;
  kind: 'isp' | 'firm';
  accountId: string;
  type: 'isp' | 'baufirma';
  client: TestClient;
}

/** The objects of one account that the others must neither read nor change. */
interface Victim {
  label: string;
  kind: 'isp' | 'firm';
  accountId: string;
  type: 'isp' | 'baufirma';
  cid: string;
  cidSerial: string;
  /** A house connection of the account (firms) or the house connection of `cid` (ISPs). */
  hcCid: string;
  /** A PAN of the account (firms) or the PAN of `cid` (ISPs; assigned to neither firm). */
  pan: string;
  ticketNumber: string;
  incidentId: string;
  /** A submitted order (ISPs only). */
  order: { id: string; number: string; cid: string } | null;
  user: { userId: string; email: string };
}

type GraphQLAnswer = Awaited<ReturnType<TestClient['graphql']>>;

interface Case {
  /** `Query.x` or `Mutation.x`, as the schema names it. */
  field: string;
  name?: string;
  /** The GraphQL document and its variables for this attacker and victim; null when the victim has no such object. */
  request(victim: Victim, attacker: Actor): { query: string; variables: Record<string, unknown> } | null;
  /** Upstream / core / database state the attempt must leave as it was (writes only; see STATES). */
  probe?: StateName;
  /** Lists may answer, filtered to the attacker's own rows. */
  list?: boolean;
  /** The field answers null, without an error, for what the caller may not see (as for an unknown id). */
  nullWhenRefused?: boolean;
}

const GERMAN = GERMAN_TEXT;
const DENIED_CODES = new Set(['FORBIDDEN', 'NOT_FOUND', 'BAD_USER_INPUT']);
const RESULT = 'ok error { message }';

let portal: PortalUnderTest;
let actors: Actor[];
let victims: Map<string, Victim>;
let subjectId: string;
let material: { cable: number; rack: number; colour: number };
const outcomes = new Map<string, number>();
let attempts = 0;
let unknownComparisons = 0;
/** The PANs assigned to each construction firm. */
const panSets = new Map<string, Set<string>>();

async function upstream(path: string): Promise<any> {
  const response = await portal.upstreamSend('GET', path);
  if (response.status !== 200) throw new Error(`upstream GET ${path}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}
const odata = (set: string, filter: string, extra = '') => `/crm/${set}?$filter=${encodeURIComponent(filter)}${extra}`;
const quoted = (values: Iterable<string>) => [...values].map((value) => `'${value}'`).join(',');

async function userOf(email: string): Promise<{ userId: string; email: string }> {
  const [user] = await supertokens.listUsersByAccountInfo('public', { email });
  if (!user) throw new Error(`no user ${email}`);
  return { userId: user.id, email };
}

/** Second construction firm: bau-0002 has no demo user, so its admin signs up here (one password hash). */
async function secondFirmAdmin(): Promise<TestClient> {
  const email = 'admin.bau2@example.at';
  const signedUp = await EmailPassword.signUp('public', email, DEMO_PASSWORD);
  if (signedUp.status !== 'OK') throw new Error(signedUp.status);
  const userId = signedUp.user.id;
  await UserMetadata.updateUserMetadata(userId, { name: 'Herta Zweitfirma', role: 'admin', type: 'baufirma', accountid: 'bau-0002', userid: userId });
  return signInAs(portal.app, email);
}

async function findIspVictim(accountId: string, label: string, firmPans: Set<string>, userEmail: string): Promise<Victim> {
  const cids = await upstream(
    odata(
      'cids',
      `cos_accountid eq '${accountId}' and cos_status eq 181510004 and cos_ontserial ne null`,
      '&$top=300&$select=cos_cid,cos_aan_pan,cos_ontserial',
    ),
  );
  // An active connection: a terminated one ('Gekündigt') keeps its former ISP but is free to order for anyone.
  const cid = (cids.value as Array<{ cos_cid: string; cos_aan_pan: string; cos_ontserial: string }>).find((row) => !firmPans.has(row.cos_aan_pan))!;
  const incidents = await upstream(
    odata('incidents', `_customerid_value eq '${accountId}' and cos_cid ne null`, '&$top=300&$select=incidentid,ticketnumber,cos_aan_pan'),
  );
  const incident = (incidents.value as Array<{ incidentid: string; ticketnumber: string; cos_aan_pan: string }>).find((row) => !firmPans.has(row.cos_aan_pan))!;
  const orders = await upstream(odata('orders', `cos_accountid eq '${accountId}' and cos_state eq 181510001`, '&$top=1'));
  const order = orders.value[0] as { cos_orderid: string; cos_ordernumber: string; cos_cid: string };
  return {
    label,
    kind: 'isp',
    accountId,
    type: 'isp',
    cid: cid.cos_cid,
    cidSerial: cid.cos_ontserial,
    hcCid: cid.cos_cid,
    pan: cid.cos_aan_pan,
    ticketNumber: incident.ticketnumber,
    incidentId: incident.incidentid,
    order: { id: order.cos_orderid, number: order.cos_ordernumber, cid: order.cos_cid },
    user: await userOf(userEmail),
  };
}

async function findFirmVictim(accountId: string, other: string, label: string, userEmail: string): Promise<Victim> {
  const pans = (await upstream(`/pm/pans?accountid=${accountId}&limit=1000`)).items as Array<{
    aan_pan: string;
    bau_main_accountid: string;
    bau_ha_accountids: string[];
  }>;
  const own = pans.filter((pan) => pan.bau_main_accountid !== other && !pan.bau_ha_accountids.includes(other));
  for (const pan of own) {
    const hcs = (await upstream(`/pm/pans/${pan.aan_pan}/house-connections?accountid=${accountId}&limit=200`)).items as Array<{
      cid: string;
      bau_ha_accountid: string;
    }>;
    const ownHcs = hcs.filter((hc) => hc.bau_ha_accountid === accountId).map((hc) => hc.cid);
    if (ownHcs.length === 0) continue;
    const cids = await upstream(
      odata(
        'cids',
        `cos_cid in (${quoted(ownHcs)}) and cos_status eq 181510004 and cos_ontserial ne null and cos_accountid ne 'isp-0001' and cos_accountid ne 'isp-0002'`,
        '&$top=1',
      ),
    );
    const incidents = await upstream(
      odata('incidents', `cos_aan_pan eq '${pan.aan_pan}' and _customerid_value ne 'isp-0001' and _customerid_value ne 'isp-0002'`, '&$top=1'),
    );
    const cid = cids.value[0] as { cos_cid: string; cos_ontserial: string } | undefined;
    const incident = incidents.value[0] as { incidentid: string; ticketnumber: string } | undefined;
    if (!cid || !incident) continue;
    return {
      label,
      kind: 'firm',
      accountId,
      type: 'baufirma',
      cid: cid.cos_cid,
      cidSerial: cid.cos_ontserial,
      hcCid: cid.cos_cid,
      pan: pan.aan_pan,
      ticketNumber: incident.ticketnumber,
      incidentId: incident.incidentid,
      order: null,
      user: await userOf(userEmail),
    };
  }
  throw new Error(`no PAN of ${accountId} with a CID of a third ISP and a ticket`);
}

// What the attempts must leave as it was

const cidState = async (cid: string) => ({
  cid: await upstream(`/crm/cids('${cid}')`),
  swaps: (await upstream(odata('ontswaps', `cos_cid eq '${cid}'`, '&$select=cos_ontswapid'))).value,
  orders: (await upstream(odata('orders', `cos_cid eq '${cid}'`))).value,
  tickets: (await upstream(odata('incidents', `cos_cid eq '${cid}'`, '&$select=incidentid,modifiedon'))).value,
});
const orderState = async (victim: Victim) => (victim.order === null ? null : upstream(`/crm/orders(${victim.order.id})`));
const panState = async (pan: string) => ({
  pan: await upstream(`/pm/pans/${pan}`),
  pan_acks: await upstream(`/pm/pans/${pan}/acknowledgements?scope=pan`),
  ha_acks: await upstream(`/pm/pans/${pan}/acknowledgements?scope=ha`),
});
const ticketState = async (victim: Victim) => ({
  ticket: await upstream(`/crm/incidents(${victim.incidentId})`),
  notes: (await upstream(odata('annotations', `_objectid_value eq '${victim.incidentId}'`, '&$select=annotationid'))).value,
  ofAccount: (await upstream(odata('incidents', `_customerid_value eq '${victim.accountId}'`, '&$count=true&$top=1&$select=incidentid')))['@odata.count'],
});
const userState = async (victim: Victim) => ({
  metadata: (await UserMetadata.getUserMetadata(victim.user.userId)).metadata,
  mails: outboxSize(),
});
function outboxSize(): number {
  try {
    return readdirSync(join(portal.services.config.DATA_DIR, 'outbox')).length;
  } catch {
    return 0;
  }
}
const settingsState = async (victim: Victim) =>
  (await portal.services.db.query('SELECT * FROM account_settings WHERE account_id = $1', [victim.accountId])).rows;

/** What a write attempt must leave as it was, by name: each is read before and after the attempts that name it. */
const STATES = {
  user: userState,
  cid: (v: Victim) => cidState(v.cid),
  order: orderState,
  houseConnection: (v: Victim) => upstream(`/pm/house-connections/${v.hcCid}`),
  pan: (v: Victim) => panState(v.pan),
  settings: settingsState,
  ticket: ticketState,
  createdUser: async (v: Victim) => (await supertokens.listUsersByAccountInfo('public', { email: `iso.${v.accountId}@example.at` })).length + outboxSize(),
} satisfies Record<string, (victim: Victim) => Promise<unknown>>;
type StateName = keyof typeof STATES;

/** Values that nobody outside the account may learn, in any part of the answer. */
const secretsOf = (victim: Victim) => [victim.cidSerial, victim.incidentId, victim.user.email, ...(victim.order ? [victim.order.number, victim.order.id] : [])];
/** Ids of the account's objects, which may be echoed in a refusal but never appear in data. */
const idsOf = (victim: Victim) => [victim.cid, victim.hcCid, victim.ticketNumber, victim.user.userId, ...(victim.order ? [victim.order.id] : [])];

/**
 * The victim's objects replaced by ids of the same form that exist nowhere: every read and
 * write on a foreign object must be answered exactly as on these (DESIGN.md §8).
 */
function ghostOf(victim: Victim): Victim {
  return {
    ...victim,
    accountId: victim.kind === 'isp' ? 'isp-9999' : 'bau-9999',
    cid: 'CID-999999',
    cidSerial: 'ALCL99999999',
    hcCid: 'CID-999998',
    pan: 'ZZZ99-P99',
    ticketNumber: 'CAS-999999',
    incidentId: '00000000-0000-4000-8000-000000000000',
    order: victim.order && { id: '00000000-0000-4000-8000-000000000001', number: 'ORD-999999', cid: 'CID-999997' },
    user: { userId: '00000000-0000-4000-8000-000000000002', email: 'niemand@example.at' },
  };
}

/** An answer with the ids of the victim (or its ghost) and fresh keys taken out, to compare foreign with unknown. */
function normalised(answer: GraphQLAnswer, victim: Victim, variables: Record<string, unknown>): string {
  const ids = [victim.accountId, victim.cid, victim.hcCid, victim.pan, victim.ticketNumber, victim.incidentId, victim.user.userId, victim.user.email];
  if (victim.order) ids.push(victim.order.id, victim.order.number, victim.order.cid);
  const fresh = JSON.stringify(variables).match(/iso-[0-9a-f]{24}|ALCL[0-9A-F]{8}/g) ?? [];
  let text = JSON.stringify({
    status: answer.status,
    data: answer.data ?? null,
    errors: (answer.errors ?? []).map((error) => ({ message: error.message, code: error.extensions?.['code'] })),
  });
  for (const id of [...ids, ...fresh].sort((a, b) => b.length - a.length)) text = text.split(id).join('<id>');
  return text;
}

const uniqueKey = () => `iso-${randomBytes(12).toString('hex')}`;
const freshSerial = () => `ALCL${randomBytes(4).toString('hex').toUpperCase()}`;
const ORDER_FIELDS = {
  salutation: 'Frau',
  firstName: 'Eva',
  lastName: 'Isolation',
  birthDate: '1980-04-01',
  email: 'eva.isolation@example.at',
  phone: '+43 664 1234567',
  mainProductId: 'GF-500',
  contractTermMonths: 24,
  consentTerms: true,
  consentDataProcessing: true,
};
const PNG = `data:image/png;base64,${Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex').toString('base64')}`;

const CASES: Case[] = [
  // Reads of one object
  { field: 'Query.cid', request: (v) => ({ query: 'query($id: ID!) { cid(id: $id) { id ontSerial account { accountId } } }', variables: { id: v.cid } }) },
  {
    field: 'Query.locationDetails',
    request: (v) => ({ query: 'query($cid: ID!) { locationDetails(cid: $cid) { cid { id ontSerial } } }', variables: { cid: v.cid } }),
  },
  {
    field: 'Query.order',
    request: (v) => (v.order ? { query: 'query($id: ID!) { order(id: $id) { id number customer { email } } }', variables: { id: v.order.id } } : null),
  },
  {
    field: 'Query.orderForSigning',
    request: (v) =>
      v.order
        ? {
            query: 'query($cid: ID!, $s: String!) { orderForSigning(cid: $cid, sourceId: $s) { number customerName } }',
            variables: { cid: v.order.cid, s: uniqueKey() },
          }
        : null,
  },
  { field: 'Query.pan', request: (v) => ({ query: 'query($id: ID!) { pan(id: $id, view: PAN_BAU) { id allowedActions } }', variables: { id: v.pan } }) },
  {
    field: 'Query.pan',
    name: 'Query.pan (HA-Bau)',
    request: (v) => ({ query: 'query($id: ID!) { pan(id: $id, view: HA_BAU) { id allowedActions } }', variables: { id: v.pan } }),
  },
  {
    field: 'Query.panHouseConnections',
    request: (v) => ({
      query: 'query($id: ID!) { panHouseConnections(panId: $id, view: HA_BAU) { items { cid canEditMaterial } } }',
      variables: { id: v.pan },
    }),
  },
  {
    field: 'Query.ticket',
    request: (v) => ({ query: 'query($n: ID!) { ticket(ticketNumber: $n) { id ticketNumber notes { text } } }', variables: { n: v.ticketNumber } }),
  },
  {
    field: 'Query.accountSettings',
    request: (v) => ({ query: 'query($a: String) { accountSettings(accountId: $a) { accountId email noticeEmails } }', variables: { a: v.accountId } }),
  },
  {
    field: 'Query.auditLog',
    request: (v) => ({
      query: 'query($f: AuditFilter, $o: Int) { auditLog(filter: $f, page: { offset: $o }) { items { id } } }',
      variables: { f: { accountId: v.accountId }, o: 1 },
    }),
  },
  // Screen ids are the same for every account: the attacker asks for a screen of the other kind of account.
  {
    field: 'Query.screen',
    nullWhenRefused: true,
    request: (_v, a) => ({ query: 'query($id: ID!) { screen(id: $id) { route } }', variables: { id: a.kind === 'isp' ? 'pan-cids' : 'location-details' } }),
  },
  // Several screens at once (the client's idle preload): the other kind's screen is left out, as an unknown id is.
  {
    field: 'Query.screens',
    list: true,
    request: (_v, a) => ({
      query: 'query($ids: [ID!]!) { screens(ids: $ids) { route } }',
      variables: { ids: [a.kind === 'isp' ? 'pan-cids' : 'location-details', 'no-such-screen'] },
    }),
  },
  {
    field: 'Query.cidStatusCounts',
    request: (v) => ({ query: 'query($f: CidFilter) { cidStatusCounts(filter: $f) { total } }', variables: { f: { accountId: v.accountId, panId: v.pan } } }),
  },
  // Lists narrowed by another account's ids: refused, or only the attacker's own rows
  {
    field: 'Query.cids',
    list: true,
    request: (v) => ({
      query: 'query($f: CidFilter) { cids(filter: $f, page: { first: 100 }) { items { id ontSerial } } }',
      variables: { f: { accountId: v.accountId } },
    }),
  },
  {
    field: 'Query.cids',
    name: 'Query.cids (CID)',
    list: true,
    request: (v) => ({
      query: 'query($f: CidFilter) { cids(filter: $f, page: { first: 100 }) { items { id ontSerial } } }',
      variables: { f: { text: v.cid, panId: v.pan } },
    }),
  },
  {
    field: 'Query.tickets',
    list: true,
    request: (v) => ({
      query: 'query($f: TicketFilter) { tickets(filter: $f, page: { first: 100 }) { items { id ticketNumber } } }',
      variables: { f: { accountId: v.accountId } },
    }),
  },
  {
    field: 'Query.tickets',
    name: 'Query.tickets (CID)',
    list: true,
    request: (v) => ({
      query: 'query($f: TicketFilter) { tickets(filter: $f, page: { first: 100 }) { items { id ticketNumber } } }',
      variables: { f: { cid: v.cid, text: v.ticketNumber } },
    }),
  },
  // Addresses and which units are taken are shared by all ISPs (to order); whose they are is not.
  {
    field: 'Query.locations',
    list: true,
    request: (v) => ({
      query: 'query($f: LocationFilter) { locations(filter: $f, page: { first: 20 }) { items { id panId cids { id status { label } own } } } }',
      variables: { f: { text: v.cid } },
    }),
  },
  {
    field: 'Query.pans',
    list: true,
    request: (v) => ({
      query: 'query($f: PanFilter) { pans(view: PAN_BAU, filter: $f, page: { first: 100 }) { items { id } } }',
      variables: { f: { accountId: v.accountId, text: v.pan } },
    }),
  },
  {
    field: 'Query.orders',
    list: true,
    request: (v) => ({
      query: 'query($f: OrderFilter) { orders(filter: $f, page: { first: 100 }) { items { id number } } }',
      variables: { f: { cid: v.order?.cid ?? v.cid } },
    }),
  },
  {
    field: 'Query.users',
    list: true,
    request: (v) => ({
      query: 'query($f: UserFilter) { users(filter: $f, page: { first: 100 }) { items { userId email } } }',
      variables: { f: { accountId: v.accountId } },
    }),
  },
  // Writes
  {
    field: 'Mutation.switchAccount',
    request: (v) => ({ query: `mutation($id: ID!) { switchAccount(userId: $id) { ok error { message } } }`, variables: { id: v.user.userId } }),
    probe: 'user',
  },
  {
    field: 'Mutation.swapOnt',
    request: (v) => ({
      query: `mutation($input: SwapOntInput!) { swapOnt(input: $input) { ${RESULT} } }`,
      variables: { input: { cid: v.cid, newSerial: freshSerial(), expectedOldSerial: v.cidSerial, reason: 'Isolationstest' } },
    }),
    probe: 'cid',
  },
  {
    field: 'Mutation.saveOrderDraft',
    request: (v) => ({
      query: `mutation($input: OrderInput!) { saveOrderDraft(input: $input) { ${RESULT} } }`,
      variables: { input: { cid: v.cid, idempotencyKey: uniqueKey(), ispAccountId: v.accountId, ...ORDER_FIELDS } },
    }),
    probe: 'cid',
  },
  {
    field: 'Mutation.submitOrder',
    request: (v) => ({
      query: `mutation($input: OrderInput!) { submitOrder(input: $input) { ${RESULT} } }`,
      variables: { input: { cid: v.cid, idempotencyKey: uniqueKey(), ispAccountId: v.accountId, ...ORDER_FIELDS } },
    }),
    probe: 'cid',
  },
  {
    field: 'Mutation.renewOrderSigningLink',
    request: (v) => (v.order ? { query: `mutation($id: ID!) { renewOrderSigningLink(orderId: $id) { ${RESULT} } }`, variables: { id: v.order.id } } : null),
    probe: 'order',
  },
  {
    field: 'Mutation.resendOrderSigningMail',
    request: (v) => (v.order ? { query: `mutation($id: ID!) { resendOrderSigningMail(orderId: $id) { ${RESULT} } }`, variables: { id: v.order.id } } : null),
    probe: 'order',
  },
  {
    field: 'Mutation.cancelOrder',
    request: (v) =>
      v.order ? { query: `mutation($id: ID!) { cancelOrder(orderId: $id, reason: "Isolationstest") { ${RESULT} } }`, variables: { id: v.order.id } } : null,
    probe: 'order',
  },
  {
    field: 'Mutation.signOrder',
    request: (v) =>
      v.order
        ? {
            query: `mutation($input: SignOrderInput!) { signOrder(input: $input) { ${RESULT} } }`,
            variables: { input: { cid: v.order.cid, sourceId: uniqueKey(), signerName: 'Eva Isolation', signature: PNG } },
          }
        : null,
    probe: 'order',
  },
  {
    field: 'Mutation.updateHouseConnectionMaterial',
    request: (v) => ({
      query: `mutation($input: HouseConnectionMaterialInput!) { updateHouseConnectionMaterial(input: $input) { ${RESULT} } }`,
      variables: { input: { cid: v.hcCid, ...material } },
    }),
    probe: 'houseConnection',
  },
  ...(['REQUEST', 'GRANT', 'REJECT', 'COMPLETE'] as const).map((action): Case => ({
    field: 'Mutation.changePanAcknowledgement',
    name: `Mutation.changePanAcknowledgement (${action})`,
    request: (v) => ({
      query: `mutation($input: PanAcknowledgementInput!) { changePanAcknowledgement(input: $input) { ${RESULT} } }`,
      variables: { input: { panId: v.pan, view: action === 'REQUEST' ? 'HA_BAU' : 'PAN_BAU', action, reason: 'Isolationstest' } },
    }),
    probe: 'pan',
  })),
  {
    field: 'Mutation.updateAccountSettings',
    request: (v) => ({
      query: `mutation($a: String, $input: AccountSettingsInput!) { updateAccountSettings(accountId: $a, input: $input) { ${RESULT} } }`,
      variables: {
        a: v.accountId,
        input: {
          contactName: 'Übernahme GmbH',
          postcode: '1010',
          place: 'Wien',
          email: 'evil@example.at',
          noticeEmails: ['evil@example.at'],
          mailLanguage: 'de',
        },
      },
    }),
    probe: 'settings',
  },
  {
    field: 'Mutation.createTicket',
    name: 'Mutation.createTicket (CID)',
    request: (v) => ({
      query: `mutation($input: CreateTicketInput!) { createTicket(input: $input) { ${RESULT} } }`,
      variables: { input: { cid: v.cid, subjectId, type: 2, title: 'Isolationstest' } },
    }),
    probe: 'cid',
  },
  {
    field: 'Mutation.createTicket',
    name: 'Mutation.createTicket (Konto)',
    request: (v) => ({
      query: `mutation($input: CreateTicketInput!) { createTicket(input: $input) { ${RESULT} } }`,
      variables: { input: { accountId: v.accountId, subjectId, type: 2, title: 'Isolationstest' } },
    }),
    probe: 'ticket',
  },
  {
    field: 'Mutation.addTicketNote',
    request: (v) => ({
      query: `mutation($input: AddTicketNoteInput!) { addTicketNote(input: $input) { ${RESULT} } }`,
      variables: { input: { ticketNumber: v.ticketNumber, text: 'Isolationstest' } },
    }),
    probe: 'ticket',
  },
  {
    field: 'Mutation.createUser',
    request: (v) => ({
      query: `mutation($input: CreateUserInput!) { createUser(input: $input) { ${RESULT} } }`,
      variables: { input: { email: `iso.${v.accountId}@example.at`, name: 'Eindringling', role: 'admin', type: v.type, accountId: v.accountId } },
    }),
    probe: 'createdUser',
  },
  {
    field: 'Mutation.updateUser',
    request: (v) => ({
      query: `mutation($input: UpdateUserInput!) { updateUser(input: $input) { ${RESULT} } }`,
      variables: { input: { userId: v.user.userId, name: 'Übernommen', role: 'admin' } },
    }),
    probe: 'user',
  },
  ...(['deactivateUser', 'reactivateUser', 'sendPasswordMail'] as const).map((mutation): Case => ({
    field: `Mutation.${mutation}`,
    request: (v) => ({ query: `mutation($id: ID!) { ${mutation}(userId: $id) { ${RESULT} } }`, variables: { id: v.user.userId } }),
    probe: 'user',
  })),
];

/**
 * Id-taking fields below the root: reached only through a root field that every actor here
 * is refused (the rule workbench is for superadmins), checked by the case named.
 */
const REACHED_THROUGH: Record<string, { root: string; query: string }> = {
  'RuleWorkbench.edit': { root: 'ruleWorkbench', query: '{ ruleWorkbench { __typename } }' },
  'RuleWorkbench.viewAs': { root: 'ruleWorkbench', query: '{ ruleWorkbench { __typename } }' },
  'RuleWorkbench.explain': { root: 'ruleWorkbench', query: '{ ruleWorkbench { __typename } }' },
  'RuleDraftCheck.matrix': { root: 'ruleWorkbench', query: '{ ruleWorkbench { __typename } }' },
};

beforeAll(async () => {
  portal = await sharedPortal();
  const firmPanIds = async (accountId: string) =>
    ((await upstream(`/pm/pans?accountid=${accountId}&limit=1000`)).items as Array<{ aan_pan: string }>).map((pan) => pan.aan_pan);
  for (const accountId of ['bau-0001', 'bau-0002']) panSets.set(accountId, new Set(await firmPanIds(accountId)));
  const firmPans = new Set([...panSets.get('bau-0001')!, ...panSets.get('bau-0002')!]);
  const [ispA, ispB, firmA, firmB] = await Promise.all([
    signInAs(portal.app, 'admin.isp'),
    signInAs(portal.app, 'admin.isp2'),
    signInAs(portal.app, 'admin.baufirma'),
    secondFirmAdmin(),
  ]);
  actors = [
    { label: 'ISP A (isp-0001)', kind: 'isp', accountId: 'isp-0001', type: 'isp', client: ispA },
    { label: 'ISP B (isp-0002)', kind: 'isp', accountId: 'isp-0002', type: 'isp', client: ispB },
    { label: 'Baufirma A (bau-0001)', kind: 'firm', accountId: 'bau-0001', type: 'baufirma', client: firmA },
    { label: 'Baufirma B (bau-0002)', kind: 'firm', accountId: 'bau-0002', type: 'baufirma', client: firmB },
  ];
  victims = new Map([
    ['isp-0001', await findIspVictim('isp-0001', 'ISP A', firmPans, 'user.isp@example.at')],
    ['isp-0002', await findIspVictim('isp-0002', 'ISP B', firmPans, 'user.isp2@example.at')],
    ['bau-0001', await findFirmVictim('bau-0001', 'bau-0002', 'Baufirma A', 'user.baufirma@example.at')],
    ['bau-0002', await findFirmVictim('bau-0002', 'bau-0001', 'Baufirma B', 'admin.bau2@example.at')],
  ]);
  subjectId = ((await upstream('/crm/subjects')).value as Array<{ subjectid: string }>)[0]!.subjectid;
  const codes = (await upstream('/intern/speed/hc_mat_patch_codes')) as Array<{ c_id: number; c_grp: number }>;
  const first = (group: number) => codes.find((code) => code.c_grp === group)!.c_id;
  material = { cable: first(1), rack: first(2), colour: first(3) };
}, 240_000);

/** The verdict on one answer: how it was refused, or 'ALLOWED'. */
function verdict(answer: GraphQLAnswer, root: string, list: boolean, nullWhenRefused = false): string {
  const data = (answer.data ?? null) as Record<string, any> | null;
  const value = data?.[root] ?? null;
  if (answer.errors && answer.errors.length > 0) {
    const error = answer.errors[0]!;
    const code = String(error.extensions?.['code']);
    if (value === null && DENIED_CODES.has(code) && GERMAN.test(error.message)) return code;
    return `ALLOWED (${code}: ${error.message})`;
  }
  if (value !== null && typeof value === 'object' && 'ok' in value) {
    return value.ok === false && GERMAN.test(String(value.error?.message)) ? 'REFUSED' : 'ALLOWED';
  }
  if (list && value !== null) return 'FILTERED';
  if (nullWhenRefused && value === null) return 'NULL';
  return 'ALLOWED';
}

describe('data isolation between two ISPs and two construction firms', () => {
  it('covers every query and mutation that takes an id, as the schema lists them', () => {
    const covered = new Set(CASES.map((c) => c.field));
    const idFields = idTakingFields();
    const rootFields = [...idFields.keys()].filter((field) => field.startsWith('Query.') || field.startsWith('Mutation.'));
    expect(rootFields.length).toBeGreaterThan(25);
    expect(
      rootFields.filter((field) => !covered.has(field)),
      'id-taking fields without an isolation case',
    ).toEqual([]);
    const nested = [...idFields.keys()].filter((field) => !field.startsWith('Query.') && !field.startsWith('Mutation.'));
    expect(
      nested.filter((field) => !(field in REACHED_THROUGH)),
      'nested id-taking fields without a guarded root',
    ).toEqual([]);
    expect(
      [...covered].filter((field) => !idFields.has(field)),
      'cases for fields that no longer take an id',
    ).toEqual([]);
  });

  it('found victim objects outside every other account', () => {
    for (const victim of victims.values()) {
      expect(victim.cid).toMatch(/^CID-\d{6}$/);
      expect(victim.ticketNumber).toMatch(/^CAS-\d{6}$/);
      expect(victim.pan).toMatch(/^[A-Z]{3}\d{2}-P\d{2}$/);
    }
  });

  it('refuses every cross-account read and write, and nothing changes upstream', async () => {
    const failures: string[] = [];
    const lastState = new Map<string, string>();
    for (const attacker of actors) {
      for (const victim of victims.values()) {
        if (victim.accountId === attacker.accountId) continue;
        for (const c of CASES) {
          const request = c.request(victim, attacker);
          if (request === null) continue;
          const root = c.field.split('.')[1]!;
          // A state read after an earlier attempt is the "before" of the next attempt that names it: nothing
          // in between may change it either (every attempt here is refused), so each window only grows.
          const stateKey = c.probe === undefined ? null : `${c.probe} ${victim.accountId}`;
          const before = c.probe === undefined ? null : (lastState.get(stateKey!) ?? JSON.stringify(await STATES[c.probe](victim)));
          const answer = await attacker.client.graphql(request.query, request.variables);
          const after = c.probe === undefined ? null : JSON.stringify(await STATES[c.probe](victim));
          if (stateKey !== null) lastState.set(stateKey, after!);
          attempts += 1;
          const where = `${attacker.label} → ${victim.label}: ${c.name ?? c.field}`;
          const outcome = verdict(answer, root, c.list === true, c.nullWhenRefused === true);
          outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
          if (answer.status !== 200) failures.push(`${where}: HTTP ${answer.status}`);
          if (outcome.startsWith('ALLOWED')) failures.push(`${where}: not refused (${outcome}) ${JSON.stringify(answer).slice(0, 300)}`);
          const whole = JSON.stringify(answer);
          const data = JSON.stringify(answer.data ?? null);
          for (const secret of secretsOf(victim)) if (whole.includes(secret)) failures.push(`${where}: answer shows ${secret}`);
          for (const id of idsOf(victim)) if (data.includes(id)) failures.push(`${where}: data holds ${id}`);
          if (c.field === 'Query.locations' && data.includes('"own":true')) failures.push(`${where}: marks ${victim.label}'s connection as the attacker's own`);
          if (c.field === 'Query.locations' && attacker.kind === 'firm') {
            const items = (answer.data as { locations?: { items: Array<{ panId: string | null }> } } | null)?.locations?.items ?? [];
            for (const item of items)
              if (!panSets.get(attacker.accountId)!.has(item.panId ?? '')) failures.push(`${where}: finds a location of the foreign PAN ${item.panId}`);
          }
          if (c.field === 'Query.screens' && data !== '{"screens":[]}')
            failures.push(`${where}: answers ${data.slice(0, 200)} instead of leaving the screen out`);
          if (c.list && outcome === 'FILTERED' && c.field === 'Query.pans' && data.includes(victim.pan) && victim.kind === 'firm') {
            failures.push(`${where}: lists the PAN ${victim.pan}`);
          }
          if (before !== after) failures.push(`${where}: upstream changed\n  before ${before?.slice(0, 400)}\n  after  ${after?.slice(0, 400)}`);
          if (c.list !== true) {
            // Foreign equals unknown: the same request on ids that exist nowhere must get the same answer.
            const ghost = ghostOf(victim);
            const unknownRequest = c.request(ghost, attacker)!;
            const unknown = await attacker.client.graphql(unknownRequest.query, unknownRequest.variables);
            unknownComparisons += 1;
            const foreignText = normalised(answer, victim, request.variables);
            const unknownText = normalised(unknown, ghost, unknownRequest.variables);
            if (foreignText !== unknownText)
              failures.push(
                `${where}: answers a foreign id unlike an unknown one\n  foreign ${foreignText.slice(0, 400)}\n  unknown ${unknownText.slice(0, 400)}`,
              );
          }
        }
        for (const [nested, { query }] of Object.entries(REACHED_THROUGH)) {
          const answer = await attacker.client.graphql(query);
          attempts += 1;
          const outcome = verdict(answer, 'ruleWorkbench', false);
          outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
          if (outcome !== 'FORBIDDEN') failures.push(`${attacker.label}: ${nested} reachable (${outcome})`);
        }
      }
    }
    // Figures for the closing note of issue 11.
    console.info(
      `isolation matrix: ${attempts} attempts (${CASES.length} cases + ${Object.keys(REACHED_THROUGH).length} nested, ${actors.length} actors × 3 other accounts), ${unknownComparisons} compared with an unknown id`,
      Object.fromEntries(outcomes),
    );
    expect(failures).toEqual([]);
    expect(attempts).toBeGreaterThan(300);
  }, 300_000);

  it('still lets each account read its own objects (the matrix would pass vacuously otherwise)', async () => {
    const [ispA, , firmA] = actors;
    const own = victims.get('isp-0001')!;
    const cid = await ispA!.client.graphql<{ locationDetails: { cid: { id: string; ontSerial: string } } }>(
      'query($cid: ID!) { locationDetails(cid: $cid) { cid { id ontSerial } } }',
      { cid: own.cid },
    );
    expect(cid.data?.locationDetails.cid).toEqual({ id: own.cid, ontSerial: own.cidSerial });
    const ticket = await ispA!.client.graphql<{ ticket: { id: string } }>('query($n: ID!) { ticket(ticketNumber: $n) { id } }', { n: own.ticketNumber });
    expect(ticket.data?.ticket.id).toBe(own.incidentId);
    const order = await ispA!.client.graphql<{ order: { number: string } }>('query($id: ID!) { order(id: $id) { number } }', { id: own.order!.id });
    expect(order.data?.order.number).toBe(own.order!.number);

    const firmOwn = victims.get('bau-0001')!;
    const pan = await firmA!.client.graphql<{ pan: { id: string } }>('query($id: ID!) { pan(id: $id, view: HA_BAU) { id } }', { id: firmOwn.pan });
    expect(pan.data?.pan.id).toBe(firmOwn.pan);
    const firmCid = await firmA!.client.graphql<{ cid: { id: string; ontSerial: string } }>('query($id: ID!) { cid(id: $id) { id ontSerial } }', {
      id: firmOwn.cid,
    });
    expect(firmCid.data?.cid).toEqual({ id: firmOwn.cid, ontSerial: firmOwn.cidSerial });
    const firmTicket = await firmA!.client.graphql<{ ticket: { id: string } }>('query($n: ID!) { ticket(ticketNumber: $n) { id } }', {
      n: firmOwn.ticketNumber,
    });
    expect(firmTicket.data?.ticket.id).toBe(firmOwn.incidentId);
  });
});

describe('tickets of construction firms: only those about CIDs in their PANs', () => {
  it('lists only tickets whose CID lies in a PAN assigned to the firm', async () => {
    const firmA = actors[2]!;
    const assigned = new Set(((await upstream('/pm/pans?accountid=bau-0001&limit=1000')).items as Array<{ aan_pan: string }>).map((pan) => pan.aan_pan));
    const answer = await firmA.client.graphql<{ tickets: { items: Array<{ ticketNumber: string; cid: string | null }>; pageInfo: { totalCount: number } } }>(
      '{ tickets(page: { first: 100 }) { items { ticketNumber cid } pageInfo { totalCount } } }',
    );
    expect(answer.errors).toBeUndefined();
    const items = answer.data!.tickets.items;
    expect(items.length).toBeGreaterThan(0);
    const all = await upstream(odata('incidents', 'cos_cid ne null', '&$count=true&$top=1&$select=incidentid'));
    expect(answer.data!.tickets.pageInfo.totalCount).toBeLessThan(all['@odata.count']);
    const cids = await upstream(odata('cids', `cos_cid in (${quoted(new Set(items.map((item) => item.cid!)))})`, '&$select=cos_cid,cos_aan_pan&$top=100'));
    expect(cids.value.length).toBe(new Set(items.map((item) => item.cid)).size);
    for (const row of cids.value as Array<{ cos_aan_pan: string }>) expect(assigned.has(row.cos_aan_pan)).toBe(true);
  });

  it('refuses a firm a ticket without a CID, and one about a CID outside its PANs, creating nothing', async () => {
    const firmA = actors[2]!;
    const victim = victims.get('isp-0002')!;
    const before = await ticketState(victim);
    const CREATE = `mutation($input: CreateTicketInput!) { createTicket(input: $input) { ok error { message fieldErrors { field message } } } }`;
    const general = await firmA.client.graphql<{ createTicket: { ok: boolean; error: { fieldErrors: Array<{ field: string; message: string }> } } }>(CREATE, {
      input: { accountId: 'isp-0002', subjectId, type: 2, title: 'Allgemein' },
    });
    expect(general.data?.createTicket.ok).toBe(false);
    expect(general.data?.createTicket.error.fieldErrors).toEqual([
      { field: 'cid', message: expect.stringContaining('Baufirmen legen Tickets nur zu CIDs ihrer PANs an') },
    ]);
    const foreign = await firmA.client.graphql<{ createTicket: { ok: boolean; error: { fieldErrors: Array<{ field: string; message: string }> } } }>(CREATE, {
      input: { cid: victim.cid, subjectId, type: 2, title: 'Fremd' },
    });
    expect(foreign.data?.createTicket.ok).toBe(false);
    expect(foreign.data?.createTicket.error.fieldErrors[0]?.field).toBe('cid');
    expect(await ticketState(victim)).toEqual(before);
  });

  it('lets a firm create a ticket about a CID of its own PAN', async () => {
    const firmA = actors[2]!;
    const own = victims.get('bau-0001')!;
    const answer = await firmA.client.graphql<{ createTicket: { ok: boolean; ticketNumber: string } }>(
      `mutation($input: CreateTicketInput!) { createTicket(input: $input) { ok ticketNumber error { message } } }`,
      { input: { cid: own.cid, subjectId, type: 2, title: 'Hausanschluss beschädigt' } },
    );
    expect(answer.data?.createTicket.ok).toBe(true);
    const read = await firmA.client.graphql<{ ticket: { cid: string } }>('query($n: ID!) { ticket(ticketNumber: $n) { cid } }', {
      n: answer.data!.createTicket.ticketNumber,
    });
    expect(read.data?.ticket.cid).toBe(own.cid);
  });

  it('tells an ISP user who names another account for a ticket to leave it empty', async () => {
    const ispA = actors[0]!;
    const answer = await ispA.client.graphql<{ createTicket: { ok: boolean; error: { fieldErrors: Array<{ field: string; message: string }> } } }>(
      `mutation($input: CreateTicketInput!) { createTicket(input: $input) { ok error { fieldErrors { field message } } } }`,
      { input: { accountId: 'isp-0002', subjectId, type: 2, title: 'Fremdes Konto' } },
    );
    expect(answer.data?.createTicket).toEqual({
      ok: false,
      error: { fieldErrors: [{ field: 'accountId', message: 'Sie legen Tickets nur für Ihr eigenes Konto an. Bitte lassen Sie das Konto leer.' }] },
    });
  });
});

describe('field walk: a field that reaches another screen’s data carries that screen’s rule', () => {
  const walkSchema = buildSchema(loadTypeDefs());
  const who = [...ACCOUNT_TYPES.flatMap((type) => [`user.${type}`, `admin.${type}`]), 'user.isp2', 'notype'];

  async function walkActor(login: string): Promise<WalkActor> {
    const client = await signInAs(portal.app, login);
    const me = await client.graphql<{ viewer: { user: { type: string; role: Role; accountId: string | null } } }>(
      '{ viewer { user { type role accountId } } }',
    );
    const user = me.data!.viewer.user;
    return {
      label: login,
      graphql: (query, variables) => client.graphql(query, variables),
      mayOpen: (screenId) => canOpenScreen(portal.services.rules.current(), user, screenId),
    };
  }

  it('walks every object field reachable from each permitted root, for every account type, and finds no unguarded way into another screen', async () => {
    const results: WalkResult[] = [];
    for (const login of who) results.push(await walkFields(walkSchema, await walkActor(login)));
    const unguarded = results.flatMap((result) => result.unguarded);
    const fields = new Set(results.flatMap((result) => [...result.fieldsWalked]));
    const checks = results.reduce((sum, result) => sum + result.fieldsWalked.size, 0);
    // Figures for the closing note of issue 16.
    console.info(
      `field walk: ${fields.size} distinct fields, ${checks} field checks over ${results.length} accounts; stopped by a rule:`,
      Object.fromEntries(results.map((result) => [result.actor, result.stoppedAt.length])),
    );
    // The walk means something only when accounts are refused roots and own types exist.
    const isp = results.find((result) => result.actor === 'user.isp')!;
    expect(isp.refusedRoots).toContain('Query.pan');
    expect(isp.foreignTypes).toContain('Pan');
    expect(fields.size).toBeGreaterThan(300);
    expect(unguarded).toEqual([]);
  }, 300_000);
});

describe('foreign equals unknown: a construction firm finds nothing of PANs not assigned to it', () => {
  type LocationRow = { cos_locationid: string; cos_street: string; cos_housenumber: string; cos_postcode: string; cos_aan_pan: string };
  const LOCATIONS =
    'query($f: LocationFilter) { locations(filter: $f, page: { first: 100 }) { items { id panId cids { id status { label } ontSerial } } pageInfo { totalCount } } }';
  const SUGGESTIONS = 'query($t: String!) { addressSuggestions(text: $t, first: 20) { locationId label cidCount } }';

  async function locationIn(pans: Iterable<string>): Promise<LocationRow> {
    const answer = await upstream(odata('locations', `cos_aan_pan in (${quoted(pans)}) and cos_street ne null and cos_housenumber ne null`, '&$top=1'));
    return answer.value[0] as LocationRow;
  }
  const searchText = (row: LocationRow) => `${row.cos_street} ${row.cos_housenumber} ${row.cos_postcode}`;

  it('finds a location of its own PAN by address, with its CIDs (so the refusals below are not vacuous)', async () => {
    const firmA = actors[2]!;
    const own = await locationIn(panSets.get('bau-0001')!);
    const found = await firmA.client.graphql<{ locations: { items: Array<{ id: string; panId: string; cids: Array<{ id: string }> }> } }>(LOCATIONS, {
      f: { text: searchText(own) },
    });
    expect(found.errors).toBeUndefined();
    const item = found.data!.locations.items.find((location) => location.id === own.cos_locationid);
    expect(item?.cids.length).toBeGreaterThan(0);
    const suggested = await firmA.client.graphql<{ addressSuggestions: Array<{ locationId: string }> }>(SUGGESTIONS, { t: searchText(own) });
    expect(suggested.data!.addressSuggestions.map((suggestion) => suggestion.locationId)).toContain(own.cos_locationid);
  });

  it('answers a search for the address or a CID of a foreign PAN as one for an address that does not exist', async () => {
    const firmA = actors[2]!;
    const others = ((await upstream('/pm/pans?limit=1000')).items as Array<{ aan_pan: string }>)
      .map((pan) => pan.aan_pan)
      .filter((id) => !panSets.get('bau-0001')!.has(id));
    const foreign = await locationIn(others);
    const foreignCid = (await upstream(odata('cids', `cos_locationid eq '${foreign.cos_locationid}'`, '&$top=1'))).value[0].cos_cid as string;
    const nowhere = { text: 'Nirgendwogasse 999 9999' };
    const unknown = await firmA.client.graphql(LOCATIONS, { f: nowhere });
    expect(unknown.errors).toBeUndefined();
    for (const f of [{ text: searchText(foreign) }, { text: foreignCid }, { locationId: foreign.cos_locationid }]) {
      const answer = await firmA.client.graphql(LOCATIONS, { f });
      expect(answer, JSON.stringify(f)).toEqual(unknown);
    }
    const unknownSuggestions = await firmA.client.graphql(SUGGESTIONS, { t: nowhere.text });
    for (const t of [searchText(foreign), foreignCid]) expect(await firmA.client.graphql(SUGGESTIONS, { t }), t).toEqual(unknownSuggestions);
  });

  it('lists only locations of its own PANs when it searches broadly', async () => {
    const firmA = actors[2]!;
    const answer = await firmA.client.graphql<{ locations: { items: Array<{ panId: string }> } }>(LOCATIONS, { f: { text: 'a' } });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.locations.items.length).toBeGreaterThan(0);
    for (const item of answer.data!.locations.items) expect(panSets.get('bau-0001')!.has(item.panId)).toBe(true);
  });
});

describe('field rules: what an account sees of a CID it may open', () => {
  const CID = `query($id: ID!) { cid(id: $id) {
    id status { label } constructionState { label }
    pan(view: PAN_BAU) { id constructionState { label } acknowledgement { label } mainContractor { accountId name } houseConnectionFirms { accountId } acknowledgementHistory { by { name userId accountId } } }
    houseConnection { constructionState { label } firm { accountId name } }
    ontSwaps { swappedBy swappedByAccount { accountId } }
  } }`;
  type CidAnswer = {
    cid: {
      id: string;
      constructionState: { label: string } | null;
      pan: Record<string, unknown> | null;
      houseConnection: Record<string, unknown> | null;
      ontSwaps: unknown;
    };
  };
  const refusedPaths = (answer: GraphQLAnswer) =>
    ((answer as { errors?: Array<{ path?: Array<string | number>; extensions?: Record<string, unknown>; message: string }> }).errors ?? [])
      .map((error) => {
        expect(error.extensions?.['code']).toBe('FORBIDDEN');
        expect(error.message).toMatch(GERMAN);
        return error.path!.join('.');
      })
      .sort();

  it('an ISP gets its own CID with the construction state, but no PAN, house connection (firm), ONT swaps (staff) or acknowledgement history', async () => {
    const ispA = actors[0]!;
    const own = victims.get('isp-0001')!;
    const answer = await ispA.client.graphql<CidAnswer>(CID, { id: own.cid });
    expect(answer.data?.cid.id).toBe(own.cid);
    expect(answer.data?.cid.constructionState?.label).toEqual(expect.any(String));
    expect(answer.data?.cid).toMatchObject({ pan: null, houseConnection: null, ontSwaps: null });
    expect(refusedPaths(answer)).toEqual(['cid.houseConnection', 'cid.ontSwaps', 'cid.pan']);
    const text = JSON.stringify(answer);
    expect(text).not.toMatch(/bau-\d{4}|"userId"/);
  });

  it('an internal account on the CID details sees the PAN’s state but neither its firms nor the staff of its acknowledgement', async () => {
    const care = await signInAs(portal.app, 'user.customer-care');
    const cid = victims.get('bau-0001')!.cid;
    const answer = await care.graphql<CidAnswer>(CID, { id: cid });
    expect(answer.data?.cid.pan).toMatchObject({
      constructionState: { label: expect.any(String) },
      mainContractor: null,
      houseConnectionFirms: null,
      acknowledgementHistory: null,
    });
    expect((answer.data?.cid.houseConnection as { firm: unknown } | null)?.firm).not.toBeUndefined();
    expect(refusedPaths(answer)).toEqual(['cid.pan.acknowledgementHistory', 'cid.pan.houseConnectionFirms', 'cid.pan.mainContractor']);
  });

  it('the construction firm of the PAN sees all of it', async () => {
    const firmA = actors[2]!;
    const own = victims.get('bau-0001')!;
    const answer = await firmA.client.graphql<CidAnswer>(CID, { id: own.cid });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.cid.pan).toMatchObject({ id: own.pan, acknowledgementHistory: expect.any(Array), houseConnectionFirms: expect.any(Array) });
    expect(answer.data?.cid.houseConnection).toMatchObject({ firm: expect.anything() });
  });
});
