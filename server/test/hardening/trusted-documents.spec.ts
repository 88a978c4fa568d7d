import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildSchema, getOperationAST, print, type DocumentNode } from 'graphql';
import { buildManifest, loadClientOperations } from '../../src/graphql/trusted-documents/generate';
import { sha256Hex, trustedDocumentsFrom } from '../../src/graphql/trusted-documents/manifest';
import { limitsFromConfig } from '../../src/graphql/limits';
import { loadTypeDefs } from '../../src/graphql/schema';
import { repoRoot } from '../../src/lib/paths';
import { testConfig } from '../test-kit';
import { appOnSharedPortal, sharedPortal } from '../shared-portal';
import { clientManifest, sampleVariables } from './kit';

// The production BFF: an app of the production configuration (request gate, trusted documents,
// error masking) over the services of the portal shared by the worker (test/shared-portal.ts).
let production: FastifyInstance;

beforeAll(async () => {
  production = await appOnSharedPortal(await sharedPortal(), { NODE_ENV: 'production' });
}, 180_000);
afterAll(async () => {
  await production?.close();
});

describe('the trusted-document manifest', () => {
  it('lists exactly what Apollo Client sends for the generated operations (else: npm run codegen)', async () => {
    expect(await buildManifest(await loadClientOperations())).toEqual(clientManifest());
  });

  it('holds only documents that are valid and within every limit (else production refuses to start)', () => {
    const { problems, documents } = trustedDocumentsFrom(clientManifest(), buildSchema(loadTypeDefs()), limitsFromConfig(testConfig()));
    expect(problems).toEqual([]);
    expect(documents.size).toBe(Object.keys(clientManifest()).length);
  });

  it('keys every document by the SHA-256 of its text', () => {
    for (const [id, text] of Object.entries(clientManifest())) expect(sha256Hex(text)).toBe(id);
  });
});

/** Answers that mean the BFF did not run the document (or broke running it). */
const NOT_RUN = new Set([
  'UNTRUSTED_DOCUMENT',
  'PERSISTED_QUERY_NOT_FOUND',
  'GRAPHQL_VALIDATION_FAILED',
  'GRAPHQL_PARSE_FAILED',
  'BAD_REQUEST',
  'BAD_USER_INPUT',
  'INTERNAL',
]);

describe("the client's link against the production BFF", () => {
  interface Sent {
    body: { query?: string; extensions?: { persistedQuery?: { sha256Hash?: string } } };
    status: number;
    codes: unknown[];
  }
  const sent: Sent[] = [];
  const originalFetch = globalThis.fetch;
  const originalWindow = (globalThis as { window?: unknown }).window;

  beforeAll(() => {
    // The browser the client code expects: a page address and a fetch that reaches the BFF.
    (globalThis as { window?: unknown }).window = { location: { href: 'https://portal.example.at/' } };
    globalThis.fetch = async (input, init) => {
      const headers = Object.fromEntries(new Headers(init?.headers).entries());
      const response = await production.inject({ method: 'POST', url: String(input), headers, payload: String(init?.body) });
      const parsed = JSON.parse(response.body) as { errors?: Array<{ extensions?: { code?: unknown } }> };
      sent.push({
        body: JSON.parse(String(init?.body)) as Sent['body'],
        status: response.statusCode,
        codes: (parsed.errors ?? []).map((e) => e.extensions?.code),
      });
      return new Response(response.body, { status: response.statusCode, headers: { 'content-type': String(response.headers['content-type']) } });
    };
  });
  afterAll(() => {
    globalThis.fetch = originalFetch;
    (globalThis as { window?: unknown }).window = originalWindow;
  });

  it('sends every operation as a manifest id without its text, and production runs it', async () => {
    // The portal's own client (web/src/app/apollo-client.ts), as the browser builds it.
    const { createPortalApolloClient } = (await import(pathToFileURL(join(repoRoot, 'web', 'src', 'app', 'apollo-client.ts')).href)) as {
      createPortalApolloClient(options: { errors: { report(...errors: unknown[]): void } }): {
        query(options: { query: DocumentNode; variables?: object; fetchPolicy: string }): Promise<unknown>;
        mutate(options: { mutation: DocumentNode; variables?: object }): Promise<unknown>;
      };
    };
    const client = createPortalApolloClient({ errors: { report: () => undefined } });
    const operations = await loadClientOperations();
    for (const document of operations) {
      const variables = sampleVariables(print(document));
      // Signed out, most answers are UNAUTHENTICATED; what matters is that they were run.
      if (getOperationAST(document)?.operation === 'mutation') await client.mutate({ mutation: document, variables }).catch(() => undefined);
      else await client.query({ query: document, variables, fetchPolicy: 'network-only' }).catch(() => undefined);
    }
    const manifest = clientManifest();
    expect(sent).toHaveLength(operations.length);
    for (const request of sent) {
      expect(request.body.query).toBeUndefined();
      expect(Object.keys(manifest)).toContain(request.body.extensions?.persistedQuery?.sha256Hash);
      expect({ status: request.status, refused: request.codes.filter((code) => NOT_RUN.has(String(code))) }).toEqual({ status: 200, refused: [] });
    }
  });
});
