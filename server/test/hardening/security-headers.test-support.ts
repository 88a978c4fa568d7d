/**
 * The security headers every kind of route answers with, in development and in production
 * (security-headers.spec.ts on a production app of its own, security-headers.development.spec.ts
 * on the portal shared by the worker). Not a spec itself.
 */
import { expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { CONTENT_SECURITY_POLICY, STRICT_TRANSPORT_SECURITY } from '../../src/http/security-headers';
import { clientManifest } from './kit';

const json = { 'content-type': 'application/json' };
const trustedWithoutVariables = Object.entries(clientManifest()).find(([, text]) => !text.includes('$'))![0];

/** One request per kind of route the portal answers, with the status it should get. */
export const ROUTES: Array<[string, InjectOptions & { url: string }, number | 'explorer']> = [
  ['the app shell', { method: 'GET', url: '/', headers: { accept: 'text/html' } }, 200],
  ['a client route reloaded', { method: 'GET', url: '/tickets/123', headers: { accept: 'text/html' } }, 200],
  ['a hashed asset', { method: 'GET', url: '/assets/main-abc123.js' }, 200],
  ['the explorer', { method: 'GET', url: '/graphql', headers: { accept: 'text/html' } }, 'explorer'],
  [
    'a GraphQL answer',
    {
      method: 'POST',
      url: '/graphql',
      headers: json,
      payload: JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash: trustedWithoutVariables } } }),
    },
    200,
  ],
  [
    'a GraphQL refusal',
    {
      method: 'POST',
      url: '/graphql',
      headers: json,
      payload: JSON.stringify({ query: `{ ${Array.from({ length: 16 }, (_, i) => `a${i}: portal { version }`).join(' ')} }` }),
    },
    400,
  ],
  ['health', { method: 'GET', url: '/healthz' }, 200],
  [
    'SuperTokens (sign-in)',
    {
      method: 'POST',
      url: '/auth/signin',
      headers: { ...json, rid: 'emailpassword' },
      payload: '{"formFields":[{"id":"email","value":"user.isp@example.at"},{"id":"password","value":"falsch"}]}',
    },
    200,
  ],
  ['a JSON 404', { method: 'GET', url: '/api/unknown', headers: { accept: 'application/json' } }, 404],
  ['a 413 for a large body', { method: 'POST', url: '/graphql', headers: json, payload: `{"query":"${'x'.repeat(110 * 1024)}"}` }, 413],
  ['a 400 for broken JSON', { method: 'POST', url: '/graphql', headers: json, payload: '{"query":' }, 400],
];

/** One test per route: its status and every security header (HSTS only in production). Call it inside a `describe`. */
export function securityHeaderTests(app: () => FastifyInstance, isProduction: boolean): void {
  it.each(ROUTES)('are on %s', async (name, request, status) => {
    const response = await app().inject(request);
    const expected = status === 'explorer' ? (isProduction ? 404 : 200) : status;
    expect(response.statusCode).toBe(expected);
    expect(response.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['strict-transport-security']).toBe(isProduction ? STRICT_TRANSPORT_SECURITY : undefined);
    // A GraphQL answer holds one user's data: never stored by a browser or proxy.
    if (name.startsWith('a GraphQL')) expect(response.headers['cache-control']).toBe('no-store');
  });
}
