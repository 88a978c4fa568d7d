/**
 * Builds the trusted-document manifest from the client's generated operations
 * (web/src/gql/graphql.ts) by sending each one through a real Apollo Client to a stub
 * fetch and keeping the `query` text it sends. Apollo Client rewrites documents before
 * sending them (it adds `__typename` everywhere), so only its own output is the text the
 * browser really sends and whose SHA-256 the persisted-query link computes.
 *
 * graphql-codegen's `persistedDocuments` option was not used: it hashes the document
 * without `__typename`, and adding `__typename` through its document transform changes the
 * generated result types the whole client is written against.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { getOperationAST, Kind, type DocumentNode } from 'graphql';
import { repoRoot } from '../../lib/paths';
import { MANIFEST_FILE, sha256Hex, type Manifest } from './manifest';

export const GENERATED_OPERATIONS_FILE = join(repoRoot, 'web', 'src', 'gql', 'graphql.ts');

const isDocument = (value: unknown): value is DocumentNode =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === Kind.DOCUMENT;

/** Every exported document of the generated module that holds an operation (fragment documents are parts of those). */
export async function loadClientOperations(file = GENERATED_OPERATIONS_FILE): Promise<DocumentNode[]> {
  const generated = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  return Object.keys(generated)
    .sort()
    .map((name) => generated[name])
    .filter(isDocument)
    .filter((document) => document.definitions.some((definition) => definition.kind === Kind.OPERATION_DEFINITION));
}

/** The texts Apollo Client sends for these operations. */
export async function textsAsSent(operations: readonly DocumentNode[]): Promise<string[]> {
  const sent: string[] = [];
  const stubFetch: typeof fetch = async (_input, init) => {
    const body = JSON.parse(String(init?.body)) as { query?: unknown };
    if (typeof body.query === 'string') sent.push(body.query);
    // An error answer: Apollo Client then writes nothing to its cache (and warns about nothing).
    return new Response('{"errors":[{"message":"recorded"}]}', { headers: { 'content-type': 'application/json' } });
  };
  const client = new ApolloClient({ link: new HttpLink({ uri: 'http://manifest.invalid/graphql', fetch: stubFetch }), cache: new InMemoryCache() });
  for (const document of operations) {
    // The answer does not matter (and may be refused by the cache); the request was recorded.
    if (getOperationAST(document)?.operation === 'mutation') await client.mutate({ mutation: document }).catch(() => undefined);
    else await client.query({ query: document, fetchPolicy: 'network-only' }).catch(() => undefined);
  }
  client.stop();
  if (sent.length !== operations.length) throw new Error(`Apollo Client sent ${sent.length} of ${operations.length} operations`);
  return sent;
}

/** `{ sha256(text): text }`, sorted by id so that the file only changes when an operation does. */
export async function buildManifest(operations: readonly DocumentNode[]): Promise<Manifest> {
  const texts = await textsAsSent(operations);
  const entries = texts.map((text) => [sha256Hex(text), text] as const).sort(([a], [b]) => a.localeCompare(b));
  return Object.fromEntries(entries);
}

export const manifestJson = (manifest: Manifest) => `${JSON.stringify(manifest, null, 2)}\n`;

export function readManifestFile(file = MANIFEST_FILE): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}
