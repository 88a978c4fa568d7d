/**
 * Every string is safe input (issue 16, item 4): a fast-check property over every argument
 * and input field of every query and mutation — and of the fields with arguments one level
 * below them (`cid { pan(view:) }`, `ruleWorkbench { check(draft:) }`) — derived from the
 * schema, so a new field is fuzzed without an entry here. Strings are full Unicode with
 * lone UTF-16 surrogates, control characters, line breaks and very long texts mixed in.
 * Each case goes through the real HTTP API as an account that may open the field's screen
 * (found by asking), and as anonymous. Whatever is sent: no 5xx, no INTERNAL or UPSTREAM,
 * a German message; a lone surrogate anywhere is a 400 BAD_USER_INPUT naming the field;
 * and when a mutation answers with an error, nothing was written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
} from 'graphql';
import supertokens from 'supertokens-node';
import type { PortalUnderTest } from '../portal';
import { sharedPortal } from '../shared-portal';
import { signInAs, TestClient } from '../http-client';
import { GERMAN_TEXT, inputArbitrary, writeState, type WriteStateName } from './kit';
import { schema } from './schema-coverage';
import { DEFAULT_STRING_RULE, STRING_RULES } from '../../src/graphql/input-strings';

const char = (code: number) => String.fromCharCode(code);
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map(char);
const control = fc.oneof(fc.integer({ min: 0, max: 0x1f }), fc.integer({ min: 0x7f, max: 0x9f })).map(char);
const fullUnicode = fc.string({ unit: 'binary', maxLength: 24 });

/** Texts nobody types, lone surrogates and control characters among them, and a few that look almost right. */
const nasty: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fullUnicode },
  { weight: 3, arbitrary: fc.tuple(fullUnicode, loneSurrogate, fullUnicode).map(([a, b, c]) => a + b + c) },
  { weight: 2, arbitrary: fc.tuple(fc.string({ maxLength: 10 }), control, fc.string({ maxLength: 10 })).map(([a, b, c]) => a + b + c) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      'x\ud800y',
      '\udc00',
      '\ud83d',
      'a\u0000b',
      'Zeile 1\nZeile 2',
      '\t',
      '\u202e',
      '%',
      '%ZZ',
      "' or 1 eq 1 or '",
      '../../etc/passwd',
      'x'.repeat(10_001),
      '😀'.repeat(40),
    ),
  },
);
const int32 = fc.oneof(fc.integer({ min: -5, max: 200 }), fc.constantFrom(2_147_483_647, -2_147_483_648));

/** An arbitrary value of a GraphQL input type that passes coercion, so the resolver sees it. */
const valueOf = inputArbitrary({ text: nasty, int: int32, maxListLength: (depth) => (depth > 1 ? 1 : 3) });

/** A plain value of a type (empty strings, which no mutation accepts), for probing and for the arguments of a parent field. */
function plainValue(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return plainValue(type.ofType);
  if (isListType(type)) return [];
  if (isEnumType(type)) return type.getValues()[0]!.value;
  if (isInputObjectType(type))
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((f) => isNonNullType(f.type))
        .map((f) => [f.name, plainValue(f.type)]),
    );
  return { Int: 1, Float: 1, Boolean: false }[getNamedType(type).name] ?? '';
}

/** One fuzzed field: reached from a root field, maybe one level down; `fuzzed` are the arguments of the last field. */
interface Target {
  name: string;
  operation: 'query' | 'mutation';
  parent?: GraphQLField<unknown, unknown>;
  field: GraphQLField<unknown, unknown>;
}

function selectionOf(field: GraphQLField<unknown, unknown>): string {
  const result = getNamedType(field.type);
  if (isLeafType(result)) return '';
  return isObjectType(result) && 'ok' in result.getFields() ? ' { ok }' : ' { __typename }';
}

const call = (field: GraphQLField<unknown, unknown>, prefix: string) =>
  `${field.name}${field.args.length ? `(${field.args.map((arg) => `${arg.name}: $${prefix}${arg.name}`).join(', ')})` : ''}`;
const declare = (args: readonly GraphQLArgument[], prefix: string) => args.map((arg) => `$${prefix}${arg.name}: ${arg.type.toString()}`);

function documentOf(target: Target): string {
  const declared = [...declare(target.parent?.args ?? [], 'p_'), ...declare(target.field.args, '')];
  const inner = `${call(target.field, '')}${selectionOf(target.field)}`;
  const body = target.parent ? `${call(target.parent, 'p_')} { ${inner} }` : inner;
  return `${target.operation}${declared.length ? `(${declared.join(', ')})` : ''} { ${body} }`;
}

function targets(): Target[] {
  const found: Target[] = [];
  const roots: Array<[GraphQLObjectType, 'query' | 'mutation']> = [
    [schema.getQueryType()!, 'query'],
    [schema.getMutationType()!, 'mutation'],
  ];
  for (const [root, operation] of roots) {
    for (const field of Object.values(root.getFields())) {
      if (field.args.length > 0) found.push({ name: `${root.name}.${field.name}`, operation, field });
      const result = getNamedType(field.type);
      if (!isObjectType(result)) continue;
      for (const child of Object.values(result.getFields())) {
        if (child.args.length > 0) found.push({ name: `${root.name}.${field.name}.${child.name}`, operation, parent: field, field: child });
      }
    }
  }
  return found;
}

function variablesOf(target: Target): fc.Arbitrary<Record<string, unknown>> {
  const parent = Object.fromEntries((target.parent?.args ?? []).map((arg) => [`p_${arg.name}`, plainValue(arg.type)]));
  const model = Object.fromEntries(target.field.args.map((arg) => [arg.name, valueOf(arg.type)]));
  return fc
    .record(model, { requiredKeys: target.field.args.filter((arg) => isNonNullType(arg.type)).map((arg) => arg.name) as never[] })
    .map((fuzzed) => ({ ...parent, ...fuzzed }));
}

const hasLoneSurrogate = (value: unknown): boolean =>
  typeof value === 'string' ? /\p{Surrogate}/u.test(value) : typeof value === 'object' && value !== null ? Object.values(value).some(hasLoneSurrogate) : false;

const ACTORS = ['admin.isp', 'user.noc', 'admin.pmo', 'user.baufirma', 'admin.intern', 'superadmin'] as const;
type Actor = (typeof ACTORS)[number] | 'anonymous';
/** Codes a refusal may carry: STYLE.md's closed set without INTERNAL and UPSTREAM. */
const REFUSAL_CODES = new Set(['BAD_USER_INPUT', 'NOT_FOUND', 'FORBIDDEN', 'UNAUTHENTICATED', 'CONFLICT']);
/** kit.ts's test for a German sentence, plus the workbench's short „Unbekannte Rolle …“ answers. */
const GERMAN = new RegExp(`${GERMAN_TEXT.source}|\\bunbekannt`, 'i');
const QUERY_RUNS = 10;
const MUTATION_RUNS = 5;
const ANONYMOUS_RUNS = 2;

let portal: PortalUnderTest;
const clients = new Map<Actor, TestClient>();
let watchedUsers: string[] = [];
const figures = { cases: 0, refusedAtBoundary: 0, refusedLater: 0, answered: 0, mutationSnapshots: 0 };
let STATE: ReturnType<typeof writeState>;

/** The state each mutation can change; a mutation without an entry fails the coverage test. */
const WRITES: Record<string, WriteStateName[]> = {
  switchAccount: ['core'],
  switchBack: ['core'],
  swapOnt: ['ontSwaps'],
  saveOrderDraft: ['orders'],
  submitOrder: ['orders'],
  renewOrderSigningLink: ['orders'],
  resendOrderSigningMail: ['orders'],
  cancelOrder: ['orders'],
  signOrder: ['orders'],
  updateHouseConnectionMaterial: ['houseConnections'],
  changePanAcknowledgement: ['pans'],
  updateAccountSettings: ['settings'],
  createTicket: ['tickets'],
  addTicketNote: ['tickets'],
  createUser: ['core'],
  updateUser: ['core'],
  deactivateUser: ['core'],
  reactivateUser: ['core'],
  sendPasswordMail: ['core'],
  publishRules: ['rules'],
  rollbackRules: ['rules'],
  exportRules: ['rules'],
};

async function snapshot(mutation: string): Promise<string> {
  return JSON.stringify(await Promise.all((WRITES[mutation] ?? Object.keys(STATE)).map((state) => STATE[state as WriteStateName]())));
}

const all = targets();
const actorOf = new Map<string, Actor>();

beforeAll(async () => {
  portal = await sharedPortal();
  STATE = writeState(portal, { users: () => watchedUsers, superadmin: () => clients.get('superadmin')! });
  const signedIn = await Promise.all(ACTORS.map((name) => signInAs(portal.app, name)));
  ACTORS.forEach((name, index) => clients.set(name, signedIn[index]!));
  clients.set('anonymous', new TestClient(portal.app));
  watchedUsers = await Promise.all(
    ['user.isp', 'admin.isp', 'superadmin', 'user.isp2'].map(
      async (who) => (await supertokens.listUsersByAccountInfo('public', { email: `${who}@example.at` }))[0]!.id,
    ),
  );
  // Who may reach each field: the first account whose plain request is not refused for access.
  for (const target of all) {
    const variables = Object.fromEntries([
      ...(target.parent?.args ?? []).map((arg) => [`p_${arg.name}`, plainValue(arg.type)]),
      ...target.field.args.map((arg) => [arg.name, plainValue(arg.type)]),
    ]);
    let chosen: Actor = 'anonymous';
    for (const actor of [...ACTORS, 'anonymous'] as const) {
      const answer = await clients.get(actor)!.graphql(documentOf(target), variables);
      const codes = (answer.errors ?? []).map((error) => error.extensions?.['code']);
      if (!codes.includes('FORBIDDEN') && !codes.includes('UNAUTHENTICATED')) {
        chosen = actor;
        break;
      }
    }
    actorOf.set(target.name, chosen);
  }
}, 240_000);

afterAll(() => {
  console.info(
    `string fuzz through GraphQL: ${all.length} fields, ${figures.cases} cases (${figures.refusedAtBoundary} refused at the boundary, ${figures.refusedLater} refused by a resolver, ${figures.answered} answered), ${figures.mutationSnapshots} mutation cases compared before/after`,
  );
});

async function check(target: Target, actor: Actor, variables: Record<string, unknown>) {
  const isMutation = target.operation === 'mutation';
  const before = isMutation ? await snapshot(target.field.name) : '';
  const answer = await clients.get(actor)!.graphql(documentOf(target), variables);
  figures.cases += 1;
  const shown = `${target.name} as ${actor}: ${JSON.stringify(answer).slice(0, 300)}`;
  expect(answer.status, shown).toBeLessThan(500);
  const errors = answer.errors ?? [];
  for (const error of errors) {
    expect(REFUSAL_CODES.has(String(error.extensions?.['code'])), shown).toBe(true);
    expect(error.message, shown).toMatch(GERMAN);
  }
  if (hasLoneSurrogate(variables)) {
    expect(answer.status, shown).toBe(400);
    expect(errors[0]?.extensions?.['code'], shown).toBe('BAD_USER_INPUT');
    expect(errors[0]?.message, shown).toMatch(/„[A-Za-z_][\w.[\]]*“/);
  }
  const value = (answer.data as Record<string, any> | null | undefined)?.[target.parent?.name ?? target.field.name] ?? null;
  const refusedByPayload = value !== null && typeof value === 'object' && value.ok === false;
  if (errors.length === 0 && !refusedByPayload) {
    figures.answered += 1;
    return;
  }
  if (answer.status === 400 && errors[0]?.extensions?.['field'] !== undefined) figures.refusedAtBoundary += 1;
  else figures.refusedLater += 1;
  if (isMutation) {
    figures.mutationSnapshots += 1;
    expect(await snapshot(target.field.name), `${target.name} wrote although refused: ${JSON.stringify(variables).slice(0, 300)}`).toBe(before);
  }
}

describe('every string argument and input field is safe input', () => {
  it('covers every field with arguments of the schema, knows what each mutation writes, and every rule names a string field', () => {
    expect(all.length).toBeGreaterThan(40);
    expect(Object.keys(schema.getMutationType()!.getFields()).sort()).toEqual(Object.keys(WRITES).sort());
    for (const key of Object.keys(STRING_RULES)) {
      const argument = /^(\w+)\.(\w+)\((\w+)\)$/.exec(key);
      if (argument) {
        const type = schema.getType(argument[1]!) as GraphQLObjectType;
        const arg = type.getFields()[argument[2]!]!.args.find((a) => a.name === argument[3]);
        expect(getNamedType(arg!.type).name, key).toBe('String');
      } else {
        const [typeName, fieldName] = key.split('.') as [string, string];
        const type = schema.getType(typeName);
        expect(isInputObjectType(type), key).toBe(true);
        if (isInputObjectType(type)) expect(getNamedType(type.getFields()[fieldName]!.type).name, key).toBe('String');
      }
      expect(STRING_RULES[key]!.max).toBeGreaterThanOrEqual(DEFAULT_STRING_RULE.max);
    }
  });

  it.each(all.map((target) => [target.name, target] as const))(
    '%s: no 5xx, no INTERNAL, a German refusal that changed nothing',
    async (_name, target) => {
      const actor = actorOf.get(target.name)!;
      await fc.assert(
        fc.asyncProperty(variablesOf(target), (variables) => check(target, actor, variables)),
        { numRuns: target.operation === 'query' ? QUERY_RUNS : MUTATION_RUNS },
      );
      if (actor !== 'anonymous') {
        await fc.assert(
          fc.asyncProperty(variablesOf(target), (variables) => check(target, 'anonymous', variables)),
          { numRuns: ANONYMOUS_RUNS },
        );
      }
    },
    60_000,
  );

  it('answers a lone surrogate in a list search with a German BAD_USER_INPUT naming the field, in every list', async () => {
    const client = clients.get('admin.isp')!;
    const lists: Array<[string, string, Record<string, unknown>]> = [
      ['tickets', 'query($f: TicketFilter) { tickets(filter: $f) { __typename } }', { f: { text: 'x\ud800y' } }],
      ['cids', 'query($f: CidFilter) { cids(filter: $f) { __typename } }', { f: { text: 'x\ud800y' } }],
      ['orders', 'query($f: OrderFilter) { orders(filter: $f) { __typename } }', { f: { text: 'x\ud800y' } }],
      ['locations', 'query($f: LocationFilter) { locations(filter: $f) { __typename } }', { f: { text: 'x\ud800y' } }],
      ['outageHistory', 'query($f: OutageHistoryFilter) { outageHistory(filter: $f) { __typename } }', { f: { text: 'x\ud800y' } }],
      ['releaseNotes', 'query($f: ReleaseNoteFilter) { releaseNotes(audience: ISP, filter: $f) { __typename } }', { f: { text: 'x\ud800y' } }],
      ['pans', 'query($f: PanFilter) { pans(view: PAN_BAU, filter: $f) { __typename } }', { f: { text: 'x\ud800y' } }],
    ];
    for (const [name, query, variables] of lists) {
      const answer = await client.graphql(query, variables);
      expect(answer.status, name).toBe(400);
      expect(answer.errors?.[0], name).toMatchObject({
        message: 'Der Text für „filter.text“ enthält ungültige Zeichen (kein gültiger Unicode-Text). Bitte geben Sie den Text erneut ein.',
        extensions: { code: 'BAD_USER_INPUT', field: 'filter.text' },
      });
    }
    const suggestions = await client.graphql('query($t: String!) { addressSuggestions(text: $t) { __typename } }', { t: 'Haupt\ud800' });
    expect(suggestions.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'text' } });
    // A line break is refused in a search, kept in a note.
    const line = await client.graphql('query($f: TicketFilter) { tickets(filter: $f) { __typename } }', { f: { text: 'a\nb' } });
    expect(line.errors?.[0]?.message).toBe(
      'Der Text für „filter.text“ darf keine Zeilenumbrüche oder Tabulatoren enthalten. Bitte geben Sie ihn in einer Zeile ein.',
    );
    const emoji = await client.graphql('query($f: TicketFilter) { tickets(filter: $f) { __typename } }', { f: { text: '😀' } });
    expect(emoji.errors).toBeUndefined();
  });
});
