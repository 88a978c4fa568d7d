import { HttpLink, type ApolloLink } from '@apollo/client';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import { portalFetch } from './http';

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The link to /graphql. It sends the SHA-256 of an operation instead of its text: in
 * production the BFF runs only the client's own operations, listed under those ids in
 * web/src/gql/persisted-documents.json (`npm run codegen`). An id the BFF does not know is
 * answered PERSISTED_QUERY_NOT_FOUND in development, and the link resends with the text.
 * Without WebCrypto (plain HTTP on a host other than localhost) the text is sent; the BFF
 * accepts a text that equals a trusted document, too.
 */
export function createPortalHttpLink(): ApolloLink {
  const http = new HttpLink({ uri: '/graphql', fetch: portalFetch });
  if (typeof crypto === 'undefined' || crypto.subtle === undefined) return http;
  return new PersistedQueryLink({ sha256: sha256Hex }).concat(http);
}
