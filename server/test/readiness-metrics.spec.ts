/**
 * /readyz and /metrics through HTTP (issue 15): readiness names what is unreachable, the
 * metrics move with real requests, and /metrics is never open on the portal port.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { signInAs, TestClient } from './http-client';
import { tempDataDir, testConfig } from './test-kit';
import { freePort } from '@fibre-portal/shared/test-support/free-port';

const TOKEN = 'metrics-token-0123456789abcdef';

/** Sum of the samples of `name` whose labels include `labels`. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  let sum = 0;
  for (const line of text.split('\n')) {
    const match = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([key, value]) => present[key] === value)) sum += Number(match[3]);
  }
  return sum;
}

/** An app whose services do not start: enough for the routes that must answer without them. */
const neverStarting = () => Promise.reject(new Error('services are not started in this test'));

describe('/metrics and /readyz of a started portal (METRICS_TOKEN)', () => {
  const data = tempDataDir('portal-metrics-');
  let app: FastifyInstance;
  const metrics = async (authorization?: string) => app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

  beforeAll(async () => {
    app = await buildApp(testConfig({ DATA_DIR: data.dir, PUBLIC_URL: 'http://localhost:3000', METRICS_TOKEN: TOKEN }));
    await app.portal.ready;
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    data.remove();
  });

  it('is ready when core, portal database and rule store answer', async () => {
    const response = await app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', unreachable: [], checks: { core: 'ok', portalDatabase: 'ok', ruleStore: 'ok' } });
  });

  it('refuses /metrics on the portal port without the token, or with another one', async () => {
    expect((await metrics()).statusCode).toBe(401);
    expect((await metrics(`Bearer ${TOKEN.replace('0', '1')}`)).statusCode).toBe(401);
    expect((await metrics(TOKEN)).statusCode).toBe(401);
  });

  it('counts GraphQL operations, sign-ins, upstream calls and cache lookups as they happen', async () => {
    const before = (await metrics(`Bearer ${TOKEN}`)).body;
    const client = await signInAs(app, 'user.isp');
    await client.signIn('user.isp@example.at', 'Falsch!123');
    const answer = await client.graphql('query MetricsProbe { viewer { greeting banners { __typename } } }');
    expect(answer.errors).toBeUndefined();
    // Executed with an error (no session for this field), and invalid (not executed).
    const anonymous = await new TestClient(app).graphql('query MetricsDenied { accountSettings { accountId } }');
    expect(anonymous.errors?.length).toBeGreaterThan(0);
    await client.graphql('query MetricsBroken { viewer { nichtDa } }');

    const response = await metrics(`Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const after = response.body;
    const delta = (name: string, labels?: Record<string, string>) => sample(after, name, labels) - sample(before, name, labels);
    expect(delta('portal_graphql_requests_total', { operation: 'MetricsProbe', outcome: 'ok' })).toBe(1);
    expect(delta('portal_graphql_request_duration_seconds_count', { operation: 'MetricsProbe', outcome: 'ok' })).toBe(1);
    expect(delta('portal_graphql_requests_total', { operation: 'MetricsDenied', outcome: 'error' })).toBe(1);
    expect(delta('portal_graphql_requests_total', { operation: 'MetricsBroken', outcome: 'error' })).toBe(1);
    expect(delta('portal_sign_ins_total', { outcome: 'success' })).toBe(1);
    expect(delta('portal_sign_ins_total', { outcome: 'failure' })).toBe(1);
    expect(delta('portal_upstream_calls_total')).toBeGreaterThan(0);
    expect(delta('portal_cache_lookups_total')).toBeGreaterThan(0);
    expect(sample(after, 'portal_upstream_breakers', { state: 'closed' })).toBeGreaterThan(0);
    expect(sample(after, 'portal_rule_version')).toBeGreaterThan(0);
  });

  it('answers 503 naming the portal database (and the rule store read from it) once it is gone', async () => {
    await app.portal.services()!.db.close();
    const response = await app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(503);
    const body = response.json() as { status: string; unreachable: string[]; checks: Record<string, string> };
    expect(body.status).toBe('unready');
    expect(body.unreachable).toEqual(expect.arrayContaining(['portalDatabase', 'ruleStore']));
    expect(body.checks['core']).toBe('ok');
    // Liveness is a different question: the process is fine and waits for its database.
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});

describe('/metrics without a token', () => {
  it('does not exist on the portal port when neither METRICS_PORT nor METRICS_TOKEN is set', async () => {
    const app = await buildApp(testConfig({ DATA_DIR: '/nonexistent' }), { startServices: neverStarting });
    try {
      expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: 'starting' });
    } finally {
      await app.close();
    }
  });

  it('is served on METRICS_PORT only, not on the portal port', async () => {
    const metricsPort = await freePort();
    const app = await buildApp(testConfig({ DATA_DIR: '/nonexistent', METRICS_PORT: String(metricsPort), METRICS_TOKEN: TOKEN }), {
      startServices: neverStarting,
    });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      expect((await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).statusCode).toBe(404);
      const scraped = await fetch(`http://127.0.0.1:${metricsPort}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(scraped.status).toBe(200);
      expect(await scraped.text()).toContain('# TYPE portal_graphql_requests_total counter');
      expect((await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).status).toBe(401);
    } finally {
      await app.close();
    }
  });
});
