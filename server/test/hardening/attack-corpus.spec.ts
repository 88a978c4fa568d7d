import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { getIntrospectionQuery } from 'graphql';
import { signInAs } from '../http-client';
import { appOnSharedPortal, sharedPortal } from '../shared-portal';
import { clientManifest, json, postGraphQL, sampleVariables } from './kit';

// Three apps, each of its own configuration (development, production, production with the
// explorer), over the services of the portal shared by the worker (test/shared-portal.ts): the
// limits, the request gate and the error masking they compare are the apps' own.
let development: FastifyInstance;
let production: FastifyInstance;
let productionWithExplorer: FastifyInstance;

beforeAll(async () => {
  const portal = await sharedPortal();
  development = await appOnSharedPortal(portal);
  production = await appOnSharedPortal(portal, { NODE_ENV: 'production' });
  productionWithExplorer = await appOnSharedPortal(portal, { NODE_ENV: 'production', GRAPHQL_EXPLORER: '1' });
}, 180_000);
afterAll(async () => {
  await Promise.all([development, production, productionWithExplorer].map((app) => app?.close()));
});

const repeat = (text: string, times: number) => Array.from({ length: times }, () => text).join(' ');
/** F0 selects two fields; each further fragment spreads the one before twice: 2^11 fields from 12 short lines. */
const fragmentBomb = [
  '{ ...F11 }',
  'fragment F0 on Query { portal { version } }',
  ...Array.from({ length: 11 }, (_, i) => `fragment F${i + 1} on Query { ...F${i} ...F${i} }`),
].join('\n');

interface Attack {
  name: string;
  body: unknown;
  /** Which limit refuses it where any text may run (development, explorer). */
  limit: string;
}

const ATTACKS: Attack[] = [
  { name: 'deep nesting', body: { query: `{ viewer { user { name ${'{ a '.repeat(8)}${'}'.repeat(8)} } } }` }, limit: 'depth' },
  { name: 'deep introspection', body: { query: '{ __schema { types { fields { type { fields { type { fields { name } } } } } } } }' }, limit: 'introspection' },
  { name: 'wide: one field 900 times', body: { query: `{ portal { ${repeat('version', 900)} } }` }, limit: 'repeatedField' },
  { name: 'wide: one root field 200 times', body: { query: `{ ${repeat('portal { version }', 200)} }` }, limit: 'repeatedField' },
  { name: '16 aliases', body: { query: `{ ${Array.from({ length: 16 }, (_, i) => `a${i}: portal { version }`).join(' ')} }` }, limit: 'aliases' },
  {
    name: 'aliases multiplied by fragment spreads',
    body: {
      query: `{ ...A ...A ...A ...A } fragment A on Query { a: portal { version } b: portal { environment } c: publicRoutes { id } d: viewer { greeting } }`,
    },
    limit: 'aliases',
  },
  { name: 'more than 1000 tokens', body: { query: `{ portal { version } ${repeat('__typename', 1100)} }` }, limit: 'tokens' },
  { name: '51 directives', body: { query: `{ portal { version ${repeat('@skip(if: false)', 51)} } }` }, limit: 'directives' },
  { name: 'a huge page size', body: { query: '{ publicRoutes(first: 1000000) { id route } }' }, limit: 'cost' },
  {
    name: 'a huge page size in a variable',
    body: { query: 'query Q($n: Int) { publicRoutes(first: $n) { id route } }', variables: { n: 1_000_000 } },
    limit: 'cost',
  },
  { name: 'a fragment bomb', body: { query: fragmentBomb }, limit: 'repeatedField' },
];

/** Requests that are no single operation; refused the same way in every mode. */
const MALFORMED = [
  { name: 'a batch', body: [{ query: '{ portal { version } }' }, { query: '{ portal { version } }' }] },
  { name: 'a body without a document', body: { variables: {} } },
];

const REFUSAL_CODES = ['GRAPHQL_VALIDATION_FAILED', 'GRAPHQL_PARSE_FAILED', 'UNTRUSTED_DOCUMENT', 'PERSISTED_QUERY_NOT_FOUND', 'BAD_REQUEST'];

function expectRefusedBeforeExecution(response: Awaited<ReturnType<typeof postGraphQL>>) {
  const body = json(response);
  expect(response.statusCode).toBe(400);
  expect(body).not.toHaveProperty('data');
  expect(REFUSAL_CODES).toContain(body.errors?.[0]?.extensions?.['code']);
  // A German sentence that says what to do.
  expect(body.errors?.[0]?.message).toMatch(/Bitte/);
  return body.errors![0]!;
}

/** Every resolver that reads the navigation rules calls this; a refused request never does. */
function watchExecution(app: FastifyInstance) {
  return vi.spyOn(app.portal.services()!.rules, 'current');
}

describe('the attack corpus', () => {
  it.each(ATTACKS)('refuses $name where any text may run (development) by its limit', async ({ body, limit }) => {
    const executed = watchExecution(development);
    const error = expectRefusedBeforeExecution(await postGraphQL(development, body));
    expect(error.extensions?.['limit']).toBe(limit);
    expect(executed).not.toHaveBeenCalled();
    executed.mockRestore();
  });

  it.each(ATTACKS)('refuses $name in production with the explorer switched on, by its limit', async ({ body, limit }) => {
    const error = expectRefusedBeforeExecution(await postGraphQL(productionWithExplorer, body));
    expect(error.extensions?.['limit']).toBe(limit);
  });

  it.each(ATTACKS)('refuses $name in production as an untrusted document', async ({ body }) => {
    const executed = watchExecution(production);
    const error = expectRefusedBeforeExecution(await postGraphQL(production, body));
    expect(error.extensions?.['code']).toBe('UNTRUSTED_DOCUMENT');
    expect(executed).not.toHaveBeenCalled();
    executed.mockRestore();
  });

  it.each(MALFORMED)('refuses $name with 400 in every mode', async ({ body }) => {
    for (const app of [development, production]) expectRefusedBeforeExecution(await postGraphQL(app, body));
  });

  it('refuses all of it: 100 % of the corpus in every mode, counted', async () => {
    let refused = 0;
    let sent = 0;
    for (const app of [development, production, productionWithExplorer]) {
      for (const { body } of [...ATTACKS, ...MALFORMED]) {
        sent += 1;
        const response = await postGraphQL(app, body);
        if (response.statusCode === 400 && !('data' in json(response))) refused += 1;
      }
    }
    expect(refused).toBe(sent);
  });

  it('refuses a cycle of fragments without hanging (Apollo validation names it)', async () => {
    const response = await postGraphQL(development, { query: '{ ...A } fragment A on Query { ...B } fragment B on Query { portal { version } ...A }' });
    expect(response.statusCode).toBe(400);
    expect(json(response)).not.toHaveProperty('data');
  });
});

describe('production runs only the trusted documents', () => {
  const manifest = clientManifest();
  const entries = Object.entries(manifest);

  const NOT_ADMITTED = new Set([...REFUSAL_CODES, 'INTERNAL']);

  it('has the client operations in its manifest', () => {
    expect(entries.length).toBeGreaterThan(0);
  });

  it.each(['by id (extensions.persistedQuery)', 'by documentId', 'by its exact text'] as const)(
    'admits every client operation %s, signed out and signed in: 100 %',
    async (how) => {
      const signedIn = await signInAs(production, 'user.isp');
      let admitted = 0;
      for (const [id, text] of entries) {
        const variables = sampleVariables(text);
        const body =
          how === 'by its exact text'
            ? { query: text, variables }
            : how === 'by documentId'
              ? { documentId: `sha256:${id}`, variables }
              : { variables, extensions: { persistedQuery: { version: 1, sha256Hash: id } } };
        for (const send of [
          () => postGraphQL(production, body),
          () =>
            signedIn.request({
              method: 'POST',
              url: '/graphql',
              headers: { 'content-type': 'application/json', rid: 'anti-csrf' },
              payload: JSON.stringify(body),
            }),
        ]) {
          const response = await send();
          const codes = (json(response).errors ?? []).map((error) => error.extensions?.['code']);
          if (response.statusCode === 200 && !codes.some((code) => NOT_ADMITTED.has(String(code)))) admitted += 1;
          else expect.soft({ text, status: response.statusCode, codes }).toBeUndefined();
        }
      }
      expect(admitted).toBe(entries.length * 2);
    },
  );

  it('answers an unknown id with UNTRUSTED_DOCUMENT, and in development asks for the text', async () => {
    const body = { extensions: { persistedQuery: { version: 1, sha256Hash: 'f'.repeat(64) } } };
    expect(json(await postGraphQL(production, body)).errors?.[0]?.extensions?.['code']).toBe('UNTRUSTED_DOCUMENT');
    expect(json(await postGraphQL(development, body)).errors?.[0]?.extensions?.['code']).toBe('PERSISTED_QUERY_NOT_FOUND');
  });

  it('refuses an id sent with a different text, which would otherwise be ambiguous', async () => {
    const [id] = entries[0]!;
    const response = await postGraphQL(production, { query: '{ portal { version } }', extensions: { persistedQuery: { version: 1, sha256Hash: id } } });
    expect(response.statusCode).toBe(400);
    expect(json(response).errors?.[0]?.extensions?.['code']).toBe('BAD_REQUEST');
  });

  it('refuses arbitrary text, even a harmless one, in production', async () => {
    const response = await postGraphQL(production, { query: '{ portal { version } }' });
    expect(response.statusCode).toBe(400);
    expect(json(response).errors?.[0]).toMatchObject({
      extensions: { code: 'UNTRUSTED_DOCUMENT' },
      message: expect.stringContaining('Bitte laden Sie die Seite neu'),
    });
  });

  it('refuses introspection in production, also by GET', async () => {
    const query = getIntrospectionQuery();
    expectRefusedBeforeExecution(await postGraphQL(production, { query }));
    const byGet = await production.inject({
      method: 'GET',
      url: `/graphql?query=${encodeURIComponent('{ __schema { types { name } } }')}`,
      headers: { 'apollo-require-preflight': '1' },
    });
    expect(byGet.statusCode).toBe(400);
    expect(json(byGet).errors?.[0]?.extensions?.['code']).toBe('UNTRUSTED_DOCUMENT');
  });

  it('runs the introspection query of the explorer where the explorer is on', async () => {
    for (const app of [development, productionWithExplorer]) {
      const response = await postGraphQL(app, { query: getIntrospectionQuery({ inputValueDeprecation: true, descriptions: true }) });
      expect(response.statusCode).toBe(200);
      expect(json(response).data).toHaveProperty('__schema');
    }
  });
});

describe('no spelling hints in production', () => {
  it('drops "Did you mean" from validation errors in production, keeps it in development', async () => {
    const query = '{ portal { versio } }';
    const inProduction = json(await postGraphQL(productionWithExplorer, { query }));
    const inDevelopment = json(await postGraphQL(development, { query }));
    expect(inDevelopment.errors?.[0]?.message).toMatch(/Did you mean/);
    expect(inProduction.errors?.[0]?.message).toMatch(/Cannot query field "versio"/);
    expect(JSON.stringify(inProduction)).not.toMatch(/Did you mean|"version"/);
  });
});
