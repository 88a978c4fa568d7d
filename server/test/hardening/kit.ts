import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import fc from 'fast-check';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  Kind,
  parse,
  typeFromAST,
  type GraphQLInputType,
  type OperationDefinitionNode,
} from 'graphql';
import { loadTypeDefs } from '../../src/graphql/schema';
import { buildApp, type BuildOptions } from '../../src/app';
import { MANIFEST_FILE, type Manifest } from '../../src/graphql/trusted-documents/manifest';
import supertokens from 'supertokens-node';
import UserMetadata from 'supertokens-node/recipe/usermetadata';
import type { TestClient } from '../http-client';
import type { PortalUnderTest } from '../portal';
import { testConfig } from '../test-kit';

export { fixtureDist } from '../test-kit';

export async function startApp(env: Record<string, string>, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = await buildApp(testConfig(env), options);
  await app.portal.ready;
  return app;
}

/** The client's own operations, as the trusted-document manifest lists them. */
export function clientManifest(): Manifest {
  return JSON.parse(readFileSync(MANIFEST_FILE, 'utf8')) as Manifest;
}

/** The `Cookie` header a browser would send with a request to `path`. */
export function cookieHeader(client: TestClient, path = '/graphql'): string {
  return [...client.cookies.entries()]
    .filter(([, cookie]) => path.startsWith(cookie.path))
    .map(([name, cookie]) => `${name}=${cookie.value}`)
    .join('; ');
}

export function json(response: LightMyRequestResponse): { data?: unknown; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> } {
  return response.headers['content-type']?.toString().includes('json') ? (response.json() as never) : {};
}

/** POSTs a GraphQL body as the portal's client does (JSON, the anti-CSRF header). */
export function postGraphQL(app: FastifyInstance, body: unknown, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', rid: 'anti-csrf', ...headers },
    payload: JSON.stringify(body),
  });
}

/** Collects the JSON log lines of an app built with `logStream`. */
export function logCollector() {
  const lines: Array<Record<string, unknown>> = [];
  return {
    lines,
    stream: {
      write(line: string) {
        lines.push(JSON.parse(line) as Record<string, unknown>);
      },
    },
  };
}

const schemaForSamples = buildSchema(loadTypeDefs());

function sampleValue(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sampleValue(type.ofType);
  if (isListType(type)) return [sampleValue(type.ofType)];
  if (isEnumType(type)) return type.getValues()[0]?.value;
  if (isInputObjectType(type)) {
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((field) => isNonNullType(field.type))
        .map((field) => [field.name, sampleValue(field.type)]),
    );
  }
  switch (type.name) {
    case 'Int':
    case 'Float':
      return 1;
    case 'Boolean':
      return false;
    default:
      return '/';
  }
}

/** Values of the declared types for an operation's variables, so that a request gets past coercion. */
export function sampleVariables(text: string): Record<string, unknown> {
  const operation = parse(text).definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
  const sample: Record<string, unknown> = {};
  for (const variable of operation.variableDefinitions ?? []) {
    const type = typeFromAST(schemaForSamples, variable.type) as GraphQLInputType | undefined;
    if (type) sample[variable.variable.name.value] = sampleValue(type);
  }
  return sample;
}

/**
 * Whether a message a user sees is German: an umlaut or ß, or one of the small words every
 * German sentence of the portal has. English texts of libraries (graphql-js, supertokens-node)
 * match none of them.
 */
export const GERMAN_TEXT =
  /[äöüßÄÖÜ]|\b(und|oder|der|die|das|den|dem|ein|eine|einen|nicht|kein|keine|bitte|sie|ist|sind|muss|darf|nur|gibt|wurde|feld|formularfeld|zugriff|konto|ungültig|zeichen|höchstens|angaben|jedes|braucht|erlaubte|werte)\b/i;

/** A GET of the embedded upstream over HTTP, as the BFF makes it; anything but 200 throws. */
export async function upstreamGet(portal: PortalUnderTest, path: string): Promise<unknown> {
  const response = await portal.upstreamSend('GET', path);
  if (response.status !== 200) throw new Error(`upstream GET ${path}: ${response.status}`);
  return response.body;
}

/** Everything a mutation of the portal can write. */
export type WriteStateName = 'orders' | 'ontSwaps' | 'tickets' | 'pans' | 'houseConnections' | 'settings' | 'core' | 'rules';

/**
 * Reads back what each mutation could write, as comparable values: the embedded upstream
 * over HTTP (the newest record of each set), the core's users and the metadata of the
 * watched ones, the dev outbox, the portal database and the published rules. A spec
 * compares a snapshot before and after a refused mutation: nothing may have changed.
 */
export function writeState(
  portal: PortalUnderTest,
  watch: { users: () => readonly string[]; superadmin: () => TestClient },
): Record<WriteStateName, () => Promise<unknown>> {
  const upstream = (path: string) => upstreamGet(portal, path);
  const newest = (set: string, key: string, order = 'modifiedon') =>
    upstream(`/crm/${set}?$orderby=${order}%20desc&$top=1&$select=${key},${order}&$count=true`);
  const outboxSize = (): number => {
    try {
      return readdirSync(join(portal.services.config.DATA_DIR, 'outbox')).length;
    } catch {
      return 0;
    }
  };
  return {
    orders: () => newest('orders', 'cos_orderid'),
    ontSwaps: async () => [await newest('ontswaps', 'cos_ontswapid', 'cos_swappedon'), await newest('cids', 'cos_cid')],
    tickets: async () => [await newest('incidents', 'incidentid'), await newest('annotations', 'annotationid', 'createdon')],
    pans: () => upstream('/pm/pans?sort=-modifiedon&limit=1'),
    houseConnections: () => upstream('/pm/house-connections?sort=-modified_at&limit=1'),
    settings: async () => (await portal.services.db.query('SELECT * FROM account_settings ORDER BY account_id')).rows,
    core: async () => ({
      newest: (await supertokens.getUsersNewestFirst({ tenantId: 'public', limit: 1 })).users.map((user) => user.id),
      metadata: await Promise.all(watch.users().map(async (id) => (await UserMetadata.getUserMetadata(id)).metadata)),
      mails: outboxSize(),
    }),
    rules: async () => (await watch.superadmin().graphql('{ rulesVersion }')).data,
  };
}

/**
 * Texts nobody types: random ones (also outside the basic plane), control characters, a
 * lone surrogate, markup and injection, and the near-misses of the spec at hand.
 */
export function nastyText(nearMisses: readonly string[], more: ReadonlyArray<fc.Arbitrary<string>> = []): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
    ...more.map((arbitrary) => ({ weight: 2, arbitrary })),
    { weight: 3, arbitrary: fc.constantFrom('', ' ', '\u0000', '\uD800', '<script>alert(1)</script>', "' OR 1=1 --", ...nearMisses) },
  );
}

/** What `inputArbitrary` puts where the schema asks for a leaf value, and how long its lists get. */
export interface InputArbitraryOptions {
  text: fc.Arbitrary<string>;
  int: fc.Arbitrary<number>;
  /** The longest list at a nesting depth (0: an argument's own list). */
  maxListLength: (depth: number) => number;
}

/**
 * Arbitrary values of a GraphQL input type that pass coercion, so that the resolver sees
 * them: null where the type allows it, every declared enum value, input objects with their
 * required fields always and the others sometimes, and the given texts and numbers.
 */
export function inputArbitrary({ text, int, maxListLength }: InputArbitraryOptions): (type: GraphQLInputType) => fc.Arbitrary<unknown> {
  const valueOf = (type: GraphQLInputType, depth: number): fc.Arbitrary<unknown> => {
    if (isNonNullType(type)) return bareValueOf(type.ofType, depth);
    return fc.oneof({ weight: 1, arbitrary: fc.constant(null) }, { weight: 4, arbitrary: bareValueOf(type, depth) });
  };
  const bareValueOf = (type: GraphQLInputType, depth: number): fc.Arbitrary<unknown> => {
    if (isListType(type)) return fc.array(valueOf(type.ofType, depth + 1), { maxLength: maxListLength(depth) });
    if (isEnumType(type)) return fc.constantFrom(...type.getValues().map((value) => value.value));
    if (isInputObjectType(type)) {
      const fields = Object.values(type.getFields());
      const model = Object.fromEntries(fields.map((field) => [field.name, valueOf(field.type, depth + 1)]));
      return fc.record(model, { requiredKeys: fields.filter((field) => isNonNullType(field.type)).map((field) => field.name) as never[] });
    }
    switch (getNamedType(type).name) {
      case 'Int':
        return int;
      case 'Float':
        return fc.double({ noNaN: true, noDefaultInfinity: true });
      case 'Boolean':
        return fc.boolean();
      default:
        return text;
    }
  };
  return (type) => valueOf(type, 0);
}
