import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { CONTENT_SECURITY_POLICY, STRICT_TRANSPORT_SECURITY } from '../../src/http/security-headers';
import { repoRoot } from '../../src/lib/paths';
import { tempDataDir } from '../test-kit';
import { clientManifest, fixtureDist, startApp } from './kit';

const data = tempDataDir();
const dist = fixtureDist(data.dir);
let development: FastifyInstance;
let production: FastifyInstance;

beforeAll(async () => {
  development = await startApp({ DATA_DIR: data.dir }, { webDistDir: dist });
  production = await startApp({ DATA_DIR: data.dir, NODE_ENV: 'production' }, { webDistDir: dist });
}, 180_000);
afterAll(async () => {
  await Promise.all([development?.close(), production?.close()]);
  data.remove();
});

const json = { 'content-type': 'application/json' };
const trustedWithoutVariables = Object.entries(clientManifest()).find(([, text]) => !text.includes('$'))![0];

/** One request per kind of route the portal answers, with the status it should get. */
const ROUTES: Array<[string, InjectOptions & { url: string }, number | 'explorer']> = [
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

describe.each([
  ['development', () => development, false],
  ['production', () => production, true],
] as const)('security headers in %s', (_mode, app, isProduction) => {
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
});

describe('the Content-Security-Policy', () => {
  const directives = new Map(CONTENT_SECURITY_POLICY.split('; ').map((d) => [d.split(' ')[0]!, d.split(' ').slice(1)]));

  it('allows scripts only as files from the portal itself', () => {
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-eval/);
    expect(directives.get('default-src')).toEqual(["'self'"]);
  });

  it('forbids framing and plugins', () => {
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
  });

  it('allows inline code only for styles', () => {
    const inline = [...directives].filter(([, sources]) => sources.includes("'unsafe-inline'")).map(([name]) => name);
    expect(inline).toEqual(['style-src']);
  });

  // The pages Vite builds from: an inline script here would be refused by the browser.
  it.each(['index.html', 'explorer.html'])('is met by web/%s: scripts only by src', (file) => {
    const html = readFileSync(join(repoRoot, 'web', file), 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc=/);
      expect(body!.trim()).toBe('');
    }
    expect(html).not.toMatch(/\bon[a-z]+\s*=/i);
  });
});
