import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ApolloServer } from '@apollo/server';
import { GraphQLError } from 'graphql';
import { createFormatError, errorMaskingPlugin, INTERNAL_ERROR_MESSAGE, isDeliberateError, withoutSuggestions } from '../../src/graphql/error-masking';
import { appOnSharedPortal, sharedPortal } from '../shared-portal';
import { clientManifest, json, logCollector, postGraphQL } from './kit';

/** What an upstream or a bug may carry; none of it may reach a browser. */
const SECRETS = [
  'crm-db-01.intern.glasfaser.example.at',
  '10.20.30.40:5432',
  'SELECT * FROM incidents WHERE accountid =',
  'at Object.resolve (/srv/portal/server/src/modules/tickets/tickets.service.ts:42:13)',
  'ECONNREFUSED',
  'password=hunter2',
];
const internalText = SECRETS.join('\n');

/** Ways a resolver can fail without meaning to tell the user anything. */
const ACCIDENTS: Array<[string, () => unknown]> = [
  ['a plain Error', () => Object.assign(new Error(internalText), { code: 'ECONNREFUSED' })],
  ['a TypeError', () => new TypeError(`Cannot read properties of undefined (reading 'rows') ${internalText}`)],
  ['a thrown string', () => internalText],
  ['a thrown object', () => ({ message: internalText, host: SECRETS[0] })],
  ['a GraphQLError with a code outside the closed set', () => new GraphQLError(internalText, { extensions: { code: 'DATABASE_ERROR', sql: SECRETS[2] } })],
  ['a GraphQLError without a code', () => new GraphQLError(internalText)],
  ["Apollo's INTERNAL_SERVER_ERROR", () => new GraphQLError(internalText, { extensions: { code: 'INTERNAL_SERVER_ERROR' } })],
  ['an Error dressed up with extensions', () => Object.assign(new Error(internalText), { extensions: { code: 'FORBIDDEN' } })],
];

describe('formatError', () => {
  const format = createFormatError({ production: true });

  it.each(ACCIDENTS)('masks %s as INTERNAL with the German sentence', (_name, make) => {
    const thrown = make();
    const located = new GraphQLError('wrapped', { path: ['tickets'], originalError: thrown instanceof Error ? thrown : new Error(String(thrown)) });
    const formatted = format({ message: located.message, path: ['tickets'], extensions: { stacktrace: ['x'] } }, located);
    expect(formatted).toEqual({ message: INTERNAL_ERROR_MESSAGE, path: ['tickets'], extensions: { code: 'INTERNAL', message: INTERNAL_ERROR_MESSAGE } });
  });

  it.each(['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'BAD_USER_INPUT', 'UPSTREAM', 'INTERNAL', 'SERVICE_UNAVAILABLE'])(
    'passes a deliberate GraphQLError with code %s',
    (code) => {
      const thrown = new GraphQLError('Bitte melden Sie sich an.', { extensions: { code } });
      const located = new GraphQLError(thrown.message, { path: ['viewer'], originalError: thrown });
      const formatted = { message: thrown.message, path: ['viewer'], extensions: { code } };
      expect(format(formatted, located)).toEqual(formatted);
    },
  );

  it('passes a subclass of GraphQLError with a closed-set code, as the upstream catalogue throws', () => {
    class CatalogueError extends GraphQLError {}
    const thrown = new CatalogueError('Das CRM antwortet nicht rechtzeitig.', { extensions: { code: 'UPSTREAM', catalogueCode: 'TIMEOUT', details: null } });
    expect(isDeliberateError(new GraphQLError(thrown.message, { path: ['tickets'], originalError: thrown }))).toBe(true);
  });

  it.each(['GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED', 'BAD_USER_INPUT', 'PERSISTED_QUERY_NOT_FOUND', 'BAD_REQUEST'])(
    'passes a request error %s (it describes the request, not the server)',
    (code) => {
      expect(isDeliberateError(new GraphQLError('Cannot query field "x" on type "Query".', { extensions: { code } }))).toBe(true);
    },
  );

  it('masks a failed context creation, whose text comes from the server', () => {
    expect(isDeliberateError(new GraphQLError(`Context creation failed: ${internalText}`, { extensions: { code: 'INTERNAL_SERVER_ERROR' } }))).toBe(false);
  });

  it('drops spelling hints in production only', () => {
    const hinted = 'Cannot query field "versio" on type "PortalInfo". Did you mean "version" or "versions"?';
    const error = new GraphQLError(hinted, { extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
    expect(format({ message: hinted }, error).message).toBe('Cannot query field "versio" on type "PortalInfo".');
    expect(createFormatError({ production: false })({ message: hinted }, error).message).toBe(hinted);
    expect(withoutSuggestions('Unknown argument "frist". Did you mean "first"? Bitte prüfen.')).toBe('Unknown argument "frist". Bitte prüfen.');
  });
});

describe('masking in Apollo Server: 0 of N leak, every one logged under its correlation id', () => {
  it('masks every accident thrown by a resolver and logs the original under the request id', async () => {
    const logged: Array<{ obj: Record<string, unknown>; msg: string }> = [];
    const logger = {
      error: (obj: object, msg: string) => {
        logged.push({ obj: obj as Record<string, unknown>, msg });
      },
    };
    const resolvers = Object.fromEntries(ACCIDENTS.map(([, make], i) => [`f${i}`, () => Promise.reject(make())]));
    const server = new ApolloServer<{ requestId: string; logger: typeof logger }>({
      typeDefs: `type Query { ${ACCIDENTS.map((_, i) => `f${i}: String`).join(' ')} nonNull: String! }`,
      resolvers: { Query: { ...resolvers, nonNull: () => null } },
      formatError: createFormatError({ production: true }),
      includeStacktraceInErrorResponses: false,
      plugins: [errorMaskingPlugin()],
    });
    await server.start();
    try {
      const query = `{ ${ACCIDENTS.map((_, i) => `f${i}`).join(' ')} }`;
      for (const [text, expected] of [
        [query, ACCIDENTS.length],
        ['{ nonNull }', 1],
      ] as const) {
        const requestId = `req-${expected}`;
        const response = await server.executeOperation({ query: text }, { contextValue: { requestId, logger } });
        const body = response.body.kind === 'single' ? response.body.singleResult : undefined;
        const shown = JSON.stringify(body);
        for (const secret of SECRETS) expect(shown).not.toContain(secret);
        expect(body?.errors).toHaveLength(expected);
        for (const error of body?.errors ?? []) {
          expect(error).toMatchObject({
            message: INTERNAL_ERROR_MESSAGE,
            extensions: { code: 'INTERNAL', correlationId: requestId, details: `Fehlernummer: ${requestId}` },
          });
          expect(error.extensions).not.toHaveProperty('stacktrace');
        }
        const logs = logged.filter((line) => line.obj['correlationId'] === requestId);
        expect(logs).toHaveLength(expected);
      }
      // The log keeps what the browser must not see.
      expect(logged.some((line) => String((line.obj['err'] as Error).message).includes(SECRETS[0]!))).toBe(true);
    } finally {
      await server.stop();
    }
  });
});

describe('masking through the portal', () => {
  const log = logCollector();
  let app: FastifyInstance;

  // A production app (its GraphQL, error masking and log) over the services of the portal shared by the worker (test/shared-portal.ts).
  beforeAll(async () => {
    app = await appOnSharedPortal(await sharedPortal(), { NODE_ENV: 'production', LOG_LEVEL: 'info' }, { logStream: log.stream });
  }, 180_000);
  afterAll(async () => {
    await app?.close();
  });

  it('answers a broken resolver with INTERNAL and the request id, which the log has with the original', async () => {
    // The rule store breaks the way a database does; publicRoutes reads it.
    const broken = vi.spyOn(app.portal.services()!.rules, 'current').mockImplementation(() => {
      throw new Error(internalText);
    });
    try {
      const trustedPublicRoutes = Object.entries(clientManifest()).find(([, text]) => text.includes('publicRoutes'));
      expect(trustedPublicRoutes).toBeDefined();
      const [id, text] = trustedPublicRoutes!;
      let leaked = 0;
      const rounds = 5;
      for (let i = 0; i < rounds; i += 1) {
        const response = await postGraphQL(app, { variables: {}, extensions: { persistedQuery: { version: 1, sha256Hash: id } } });
        const shown = response.body;
        if (SECRETS.some((secret) => shown.includes(secret)) || shown.includes('stacktrace')) leaked += 1;
        const errors = json(response).errors ?? [];
        expect(errors.length).toBeGreaterThan(0);
        for (const error of errors.filter((e) => e.extensions?.['code'] === 'INTERNAL')) {
          const correlationId = error.extensions?.['correlationId'];
          expect(error.message).toBe(INTERNAL_ERROR_MESSAGE);
          const line = log.lines.find((l) => l['correlationId'] === correlationId);
          expect(line).toMatchObject({ reqId: correlationId, level: 50 });
          expect(JSON.stringify(line)).toContain(SECRETS[0]);
        }
        expect(errors.some((e) => e.extensions?.['code'] === 'INTERNAL')).toBe(true);
      }
      expect(text).toContain('publicRoutes');
      expect(leaked).toBe(0);
    } finally {
      broken.mockRestore();
    }
  });
});
