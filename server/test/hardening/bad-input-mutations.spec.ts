/**
 * Bad input everywhere (issue 11): fast-check properties over the arguments of every
 * mutation of the schema, generated from the declared input types (a new mutation without an
 * entry here fails). Each run goes through the real HTTP API as a user who may open the
 * mutation's screen, so the input reaches the checks behind the screen guard. Whatever is
 * sent: no 5xx, no masked INTERNAL error and no upstream refusal passed through (the BFF must
 * catch bad input itself), a German message, and — unless the mutation answered `ok: true`
 * for an input that happened to be valid — nothing written: the embedded upstream (read over
 * HTTP), the core's users and metadata, the dev outbox and the portal database are as before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { getNamedType, isInputObjectType, isLeafType, isNonNullType, type GraphQLField } from 'graphql';
import supertokens from 'supertokens-node';
import type { PortalUnderTest } from '../portal';
import { sharedPortal } from '../shared-portal';
import { validSettings } from '../support/settings';
import { signInAs, TestClient } from '../http-client';
import { GERMAN_TEXT, inputArbitrary, nastyText, upstreamGet, writeState, type WriteStateName } from './kit';
import { mutationNames, schema } from './schema-coverage';

/** Texts nobody types, and a few that look almost right. */
const nasty = nastyText([
  "CID-000001' or 1 eq 1",
  'CID-000001',
  'CID-99999999',
  'CAS-100001',
  'KRE01-P03',
  'isp-0002',
  '../../etc/passwd',
  '2026-02-30',
  '9999-12-31T25:61:00Z',
  'x'.repeat(10_000),
  'ü'.repeat(300),
  'ALCL0000000G',
  'data:image/png;base64,AAAA',
  '{"$gt":""}',
]);
const int32 = fc.oneof(fc.integer(), fc.constantFrom(0, -1, 1, 2_147_483_647, -2_147_483_648, 181510000));

/** An arbitrary value of a GraphQL input type that passes coercion, so the resolver sees it. */
const valueOf = inputArbitrary({ text: nasty, int: int32, maxListLength: (depth) => (depth > 1 ? 2 : 25) });

function argumentsOf(field: GraphQLField<unknown, unknown>): fc.Arbitrary<Record<string, unknown>> {
  const model = Object.fromEntries(field.args.map((arg) => [arg.name, valueOf(arg.type)]));
  return fc.record(model, { requiredKeys: field.args.filter((arg) => isNonNullType(arg.type)).map((arg) => arg.name) as never[] });
}

function documentOf(field: GraphQLField<unknown, unknown>): string {
  const declared = field.args.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(', ');
  const passed = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const result = getNamedType(field.type);
  const selection = isLeafType(result) ? '' : ` { ${'ok' in (result as { getFields(): object }).getFields() ? 'ok error { message }' : '__typename'} }`;
  return `mutation${declared ? `(${declared})` : ''} { ${field.name}${passed ? `(${passed})` : ''}${selection} }`;
}

type ActorName = 'admin.isp' | 'superadmin' | 'user.noc' | 'admin.pmo' | 'user.baufirma' | 'anonymous';

/** Who sends each mutation (someone who may open its screen), and which state it could change. */
const PLAN: Record<string, { actor: ActorName; state: WriteStateName[] } | { skip: string }> = {
  switchAccount: { actor: 'superadmin', state: ['core'] },
  switchBack: { skip: 'takes no input; a switch back without a switch is refused in navigation.resolvers.spec.ts' },
  swapOnt: { actor: 'user.noc', state: ['ontSwaps'] },
  saveOrderDraft: { actor: 'admin.isp', state: ['orders'] },
  submitOrder: { actor: 'admin.isp', state: ['orders'] },
  renewOrderSigningLink: { actor: 'admin.isp', state: ['orders'] },
  resendOrderSigningMail: { actor: 'admin.isp', state: ['orders'] },
  cancelOrder: { actor: 'admin.isp', state: ['orders'] },
  signOrder: { actor: 'anonymous', state: ['orders'] },
  updateHouseConnectionMaterial: { actor: 'user.baufirma', state: ['pans', 'houseConnections'] },
  changePanAcknowledgement: { actor: 'admin.pmo', state: ['pans', 'houseConnections'] },
  updateAccountSettings: { actor: 'admin.isp', state: ['settings'] },
  createTicket: { actor: 'admin.isp', state: ['tickets'] },
  addTicketNote: { actor: 'admin.isp', state: ['tickets'] },
  createUser: { actor: 'admin.isp', state: ['core'] },
  updateUser: { actor: 'admin.isp', state: ['core'] },
  deactivateUser: { actor: 'admin.isp', state: ['core'] },
  reactivateUser: { actor: 'admin.isp', state: ['core'] },
  sendPasswordMail: { actor: 'admin.isp', state: ['core'] },
  publishRules: { actor: 'superadmin', state: ['rules'] },
  rollbackRules: { actor: 'superadmin', state: ['rules'] },
  exportRules: { skip: 'takes no input (and writes screens/ of this checkout when it succeeds)' },
};

const RUNS = 15;
/** Codes a refusal of bad input may carry (STYLE.md's closed set without INTERNAL and UPSTREAM). */
const REFUSAL_CODES = new Set(['BAD_USER_INPUT', 'NOT_FOUND', 'FORBIDDEN', 'CONFLICT']);
const GERMAN = GERMAN_TEXT;

let portal: PortalUnderTest;
const clients = new Map<ActorName, TestClient>();
let watchedUsers: string[] = [];
const figures = { runs: 0, refused: 0, accepted: 0 };

let STATE: ReturnType<typeof writeState>;
const upstream = (path: string) => upstreamGet(portal, path);

beforeAll(async () => {
  portal = await sharedPortal();
  STATE = writeState(portal, { users: () => watchedUsers, superadmin: () => clients.get('superadmin')! });
  const names: ActorName[] = ['admin.isp', 'superadmin', 'user.noc', 'admin.pmo', 'user.baufirma'];
  const signedIn = await Promise.all(names.map((name) => signInAs(portal.app, name)));
  names.forEach((name, index) => clients.set(name, signedIn[index]!));
  clients.set('anonymous', new TestClient(portal.app));
  watchedUsers = await Promise.all(
    ['user.isp', 'admin.isp', 'superadmin', 'user.isp2'].map(
      async (who) => (await supertokens.listUsersByAccountInfo('public', { email: `${who}@example.at` }))[0]!.id,
    ),
  );
}, 240_000);

afterAll(() => {
  console.info(`bad input through GraphQL: ${figures.runs} runs, ${figures.refused} refused, ${figures.accepted} accepted as valid`);
});

describe('bad input in every mutation', () => {
  it('has a plan for every mutation of the schema (a new one without fails)', () => {
    expect(mutationNames()).toEqual(Object.keys(PLAN).sort());
  });

  const mutations = schema.getMutationType()!.getFields();
  it.each(Object.entries(PLAN))(
    '%s: no 5xx, a German refusal, nothing written',
    async (name, plan) => {
      if ('skip' in plan) {
        expect(mutations[name]!.args).toEqual([]);
        return;
      }
      const field = mutations[name]!;
      const document = documentOf(field);
      const client = clients.get(plan.actor)!;
      const snapshot = async () => JSON.stringify(await Promise.all(plan.state.map((state) => STATE[state]())));
      // The state after a refused run is the state before the next one (nothing else writes in between);
      // after an accepted run (a valid input that wrote) the next run reads it afresh.
      let unchanged: string | null = null;
      await fc.assert(
        fc.asyncProperty(argumentsOf(field), async (variables) => {
          const before = unchanged ?? (await snapshot());
          unchanged = null;
          const answer = await client.graphql(document, variables);
          figures.runs += 1;
          expect(answer.status, JSON.stringify(answer).slice(0, 300)).toBeLessThan(500);
          const value = (answer.data as Record<string, any> | null | undefined)?.[name] ?? null;
          let accepted = false;
          if (answer.errors && answer.errors.length > 0) {
            for (const error of answer.errors) {
              expect(REFUSAL_CODES.has(String(error.extensions?.['code'])), `${error.extensions?.['code']}: ${error.message}`).toBe(true);
              expect(error.message).toMatch(GERMAN);
            }
            expect(value).toBeNull();
          } else if (value !== null && typeof value === 'object' && 'ok' in value) {
            accepted = value.ok === true;
            if (!accepted) expect(String(value.error?.message)).toMatch(GERMAN);
          } else {
            accepted = true;
          }
          if (accepted) {
            figures.accepted += 1;
            return;
          }
          figures.refused += 1;
          const after = await snapshot();
          expect(after, `${name} wrote although refused: ${JSON.stringify(variables).slice(0, 300)}`).toBe(before);
          unchanged = after;
        }),
        { numRuns: RUNS },
      );
    },
    120_000,
  );

  it('answers variables of the wrong type with a 400 and a message, never a 5xx', async () => {
    const client = clients.get('admin.isp')!;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...Object.keys(PLAN).filter((name) => mutations[name]!.args.length > 0)),
        fc.jsonValue({ maxDepth: 2 }),
        async (name, junk) => {
          const field = mutations[name]!;
          const variables = Object.fromEntries(field.args.map((arg) => [arg.name, junk]));
          const answer = await client.graphql(documentOf(field), variables);
          figures.runs += 1;
          expect(answer.status).toBeLessThan(500);
          for (const error of answer.errors ?? []) {
            expect(REFUSAL_CODES.has(String(error.extensions?.['code'])), `${error.extensions?.['code']}: ${error.message}`).toBe(true);
            expect(error.message).toMatch(GERMAN);
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it('names a missing or mistyped variable in German, with the original for developers in details', async () => {
    const client = clients.get('admin.isp')!;
    const missing = await client.graphql('mutation($userId: ID!) { deactivateUser(userId: $userId) { ok } }', { userId: null });
    expect(missing.status).toBe(400);
    expect(missing.errors?.[0]).toMatchObject({
      message: 'Der Wert für „$userId“ fehlt. Bitte senden Sie einen Wert des Typs, den das Schema verlangt.',
      extensions: {
        code: 'BAD_USER_INPUT',
        message: 'Der Wert für „$userId“ fehlt. Bitte senden Sie einen Wert des Typs, den das Schema verlangt.',
        details: expect.stringContaining('Variable "$userId"'),
      },
    });
    const mistyped = await client.graphql('mutation($input: CreateTicketInput!) { createTicket(input: $input) { ok } }', { input: { type: 'zwei' } });
    expect(mistyped.errors?.[0]?.message).toBe('Der Wert für „input.type“ hat nicht den Typ, den das Schema verlangt. Bitte prüfen Sie die Anfrage.');
  });
});

/**
 * One odd field in an otherwise valid form: the random forms above are mostly refused at the
 * first required field; these reach the deeper checks (lengths, formats, ids that name
 * nothing, another account's ids). The answer is a save or a German refusal that wrote nothing.
 */
describe('one odd field in an otherwise valid form', () => {
  interface Base {
    actor: ActorName;
    state: WriteStateName[];
    variables(): Record<string, unknown>;
  }
  const bases = new Map<string, Base>();

  beforeAll(async () => {
    const first = async (path: string) => ((await upstream(path)) as { value: Array<Record<string, any>> }).value[0]!;
    const subjectId = (await first('/crm/subjects')).subjectid as string;
    const ownCid = (await first(`/crm/cids?$filter=${encodeURIComponent("cos_accountid eq 'isp-0001' and cos_status eq 181510004")}&$top=1`)).cos_cid as string;
    const freeCid = (await first(`/crm/cids?$filter=${encodeURIComponent('cos_status eq 181510001')}&$top=1`)).cos_cid as string;
    const ticket = (await first(`/crm/incidents?$filter=${encodeURIComponent("_customerid_value eq 'isp-0001'")}&$top=1`)).ticketnumber as string;
    const swapCid = (await first(`/crm/cids?$filter=${encodeURIComponent('cos_ontserial ne null and cos_status eq 181510004')}&$top=1&$skip=50`)) as {
      cos_cid: string;
      cos_ontserial: string;
    };
    const hc = (
      (await upstream('/pm/house-connections?accountid=bau-0001&limit=50')) as { items: Array<{ cid: string; bau_ha_accountid: string }> }
    ).items.find((item) => item.bau_ha_accountid === 'bau-0001')!;
    const codes = (await upstream('/intern/speed/hc_mat_patch_codes')) as Array<{ c_id: number; c_grp: number }>;
    const code = (group: number) => codes.find((entry) => entry.c_grp === group)!.c_id;
    let key = 0;
    bases.set('createTicket', {
      actor: 'admin.isp',
      state: ['tickets'],
      variables: () => ({
        input: {
          subjectId,
          type: 2,
          status: 1,
          cid: ownCid,
          title: 'Kein Internet',
          description: 'Seit heute früh.',
          contactName: 'Anna Gruber',
          contactEmail: 'anna@example.at',
          contactPhone: '+43 664 1234567',
        },
      }),
    });
    bases.set('addTicketNote', {
      actor: 'admin.isp',
      state: ['tickets'],
      variables: () => ({ input: { ticketNumber: ticket, text: 'Rückruf vereinbart.', subject: 'Rückruf' } }),
    });
    bases.set('saveOrderDraft', {
      actor: 'admin.isp',
      state: ['orders'],
      variables: () => ({
        input: {
          cid: freeCid,
          idempotencyKey: `odd-field-${Date.now()}-${(key += 1)}`,
          salutation: 'Frau',
          firstName: 'Eva',
          lastName: 'Muster',
          birthDate: '1980-04-01',
          email: 'eva@example.at',
          phone: '+43 664 1234567',
          mainProductId: 'GF-500',
          addOnProductIds: [],
          contractTermMonths: 24,
          preferredDate: null,
          installationNotes: 'Keller',
          consentTerms: true,
          consentDataProcessing: true,
        },
      }),
    });
    bases.set('swapOnt', {
      actor: 'user.noc',
      state: ['ontSwaps'],
      variables: () => ({ input: { cid: swapCid.cos_cid, newSerial: 'ALCL0BADF00D', expectedOldSerial: swapCid.cos_ontserial, reason: 'Defekt' } }),
    });
    bases.set('updateHouseConnectionMaterial', {
      actor: 'user.baufirma',
      state: ['pans', 'houseConnections'],
      variables: () => ({ input: { cid: hc.cid, cable: code(1), rack: code(2), colour: code(3) } }),
    });
    bases.set('updateAccountSettings', {
      actor: 'admin.isp',
      state: ['settings'],
      variables: () => ({
        accountId: null,
        input: validSettings(),
      }),
    });
  }, 60_000);

  const mutations = schema.getMutationType()!.getFields();
  it.each(['createTicket', 'addTicketNote', 'saveOrderDraft', 'swapOnt', 'updateHouseConnectionMaterial', 'updateAccountSettings'])(
    '%s: saved, or refused in German with nothing written',
    async (name) => {
      const base = bases.get(name)!;
      const field = mutations[name]!;
      const inputType = getNamedType(field.args.find((arg) => arg.name === 'input')!.type);
      if (!isInputObjectType(inputType)) throw new Error('input is no input object');
      const inputFields = Object.values(inputType.getFields());
      const document = documentOf(field);
      const client = clients.get(base.actor)!;
      const snapshot = async () => JSON.stringify(await Promise.all(base.state.map((state) => STATE[state]())));
      // As above: the state after a refused run is the next run's 'before'; a save makes the next run read it afresh.
      let unchanged: string | null = null;
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...inputFields).chain((inputField) => valueOf(inputField.type).map((value) => ({ name: inputField.name, value }))),
          async (odd) => {
            const variables = base.variables();
            (variables['input'] as Record<string, unknown>)[odd.name] = odd.value;
            const before = unchanged ?? (await snapshot());
            unchanged = null;
            const answer = await client.graphql(document, variables);
            figures.runs += 1;
            expect(answer.status).toBeLessThan(500);
            const value = (answer.data as Record<string, any> | null | undefined)?.[name] ?? null;
            for (const error of answer.errors ?? []) {
              expect(REFUSAL_CODES.has(String(error.extensions?.['code'])), `${error.extensions?.['code']}: ${error.message}`).toBe(true);
              expect(error.message).toMatch(GERMAN);
            }
            if (value?.ok === true) {
              figures.accepted += 1;
              return;
            }
            figures.refused += 1;
            if (value !== null) expect(String(value.error?.message)).toMatch(GERMAN);
            const after = await snapshot();
            expect(after, `${name} wrote although refused: ${JSON.stringify(odd).slice(0, 200)}`).toBe(before);
            unchanged = after;
          },
        ),
        { numRuns: 20 },
      );
    },
    120_000,
  );
});
