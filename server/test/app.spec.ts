/**
 * The app itself: health, the GraphQL endpoint, the explorer and the built client. On the portal
 * shared by the worker (test/shared-portal.ts, a client of three files); the apps of another
 * configuration (a start that has not finished, an ONT host, production) are built over its
 * services (`appOnSharedPortal`): what they change is the app's own configuration.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { appOnSharedPortal, sharedPortal } from './shared-portal';
import type { PortalUnderTest } from './portal';

let portal: PortalUnderTest;
let app: FastifyInstance;
beforeAll(async () => {
  portal = await sharedPortal();
  app = portal.app;
}, 180_000);

const gql = (body: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', ...headers }, payload: JSON.stringify(body) });

describe('health', () => {
  it('answers 200 once the services are ready', async () => {
    const response = await app.inject('/healthz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok' });
  });

  it('answers 503 while the services are still starting', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const starting = await appOnSharedPortal(portal, {}, { until: gate });
    try {
      expect((await starting.inject('/healthz')).statusCode).toBe(503);
      const early = await starting.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json' },
        payload: '{"query":"{ portal { version } }"}',
      });
      expect(early.statusCode).toBe(503);
      expect(early.json().errors[0].message).toContain('Das Portal startet gerade');
      release();
      await starting.portal.ready;
      expect((await starting.inject('/healthz')).statusCode).toBe(200);
    } finally {
      await starting.close();
    }
  });
});

describe('GraphQL', () => {
  it('answers a query with the portal version and environment', async () => {
    const response = await gql({ query: '{ portal { version environment } }' }, { 'x-client-url': 'http://localhost:3000/' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { portal: { version: expect.any(String), environment: 'test' } } });
  });

  it('decides the environment by the portal host the browser is on', async () => {
    const ontApp = await appOnSharedPortal(portal, { PORTAL_HOSTS: 'portal.example.at=ont' });
    try {
      const response = await ontApp.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', 'x-client-url': 'https://portal.example.at/tickets' },
        payload: '{"query":"{ portal { environment } }"}',
      });
      expect(response.json().data.portal.environment).toBe('ont');
    } finally {
      await ontApp.close();
    }
  });

  it('returns null for viewer without a session', async () => {
    const response = await gql({ query: '{ viewer { greeting } }' });
    expect(response.json()).toEqual({ data: { viewer: null } });
  });

  it('refuses malformed JSON with a German 400', async () => {
    const response = await app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload: '{"query": ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Die Anfrage enthält kein gültiges JSON. Bitte prüfen Sie den Inhalt.');
  });

  it('refuses a POST without Content-Type with a 4xx, never a 500', async () => {
    const response = await app.inject({ method: 'POST', url: '/graphql', payload: '{"query":"{ portal { version } }"}', headers: { 'content-type': '' } });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });

  it('refuses a text/plain POST (a cross-site simple request) without running it', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'text/plain' },
      payload: '{"query":"{ portal { version } }"}',
    });
    expect([400, 415]).toContain(response.statusCode);
    expect(response.body).not.toContain('"data"');
  });

  it('refuses bodies over 100 KB with 413', async () => {
    const response = await gql({ query: `{ portal { version } } # ${'x'.repeat(110 * 1024)}` });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.message).toBe('Die Anfrage ist zu groß. Bitte senden Sie weniger Daten.');
  });

  it('answers a query that is not valid GraphQL with 400 and a message', async () => {
    const response = await gql({ query: '{ portal { ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].message).toMatch(/Syntax Error/);
  });

  it('does not accept batched requests', async () => {
    const response = await gql([{ query: '{ portal { version } }' }, { query: '{ portal { version } }' }]);
    expect(response.statusCode).toBe(400);
  });
});

describe('explorer and client', () => {
  it('serves the offline explorer when a browser opens /graphql', async () => {
    const response = await app.inject({ method: 'GET', url: '/graphql', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="explorer">');
  });

  it('turns the explorer and introspection off in production', async () => {
    const prod = await appOnSharedPortal(portal, { NODE_ENV: 'production' });
    try {
      expect((await prod.inject({ method: 'GET', url: '/graphql', headers: { accept: 'text/html' } })).statusCode).toBe(404);
      const introspection = await prod.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json' },
        payload: '{"query":"{ __schema { types { name } } }"}',
      });
      // Refused before Apollo: introspection is no trusted document (graphql/limits/request-gate.ts).
      expect(introspection.statusCode).toBe(400);
      expect(introspection.json().errors[0].extensions.code).toBe('UNTRUSTED_DOCUMENT');
    } finally {
      await prod.close();
    }
  });

  it('serves the app shell at /', async () => {
    const response = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
  });

  it('answers a reload on a client route with the app shell', async () => {
    const response = await app.inject({ method: 'GET', url: '/tickets/123?tab=notes', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
  });

  it('serves hashed assets as immutable', async () => {
    const response = await app.inject('/assets/main-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it.each(['/assets/missing.js', '/api/tickets', '/favicon.png', '/healthz/deep'])('answers 404 for the unknown path %s', async (url) => {
    const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });

  it('answers 404 for an unknown path requested as JSON', async () => {
    const response = await app.inject({ method: 'GET', url: '/tickets', headers: { accept: 'application/json' } });
    expect(response.statusCode).toBe(404);
  });
});
