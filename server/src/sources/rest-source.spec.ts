/**
 * One source against the embedded upstream over real HTTP: credentials and forwarded
 * headers, deadlines, the breaker, retries, Retry-After, keep-alive and aborts. Faults
 * are injected at the upstream and every claim is checked against its call counter.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SEED_EPOCH, startEmbeddedUpstream } from '../embedded/upstream';
import type { EmbeddedUpstream } from '../embedded/upstream';
import { tempDataDir } from '../../test/test-kit';
import { createTransport } from './http-transport';
import { RestSource } from './rest-source';
import type { CallContext, SourceSettings } from './rest-source';
import { UpstreamFailure } from './upstream-failure';

const TOKEN = 'spec-token';
const data = tempDataDir('rest-source-');
const transport = createTransport({ maxSockets: 16 });
const quiet = { info() {}, warn() {} };
let upstream: EmbeddedUpstream;

beforeAll(async () => {
  upstream = await startEmbeddedUpstream({ dataDir: data.dir, serviceToken: TOKEN, demoToday: SEED_EPOCH });
}, 120_000);
afterAll(async () => {
  transport.close();
  await upstream?.close();
  data.remove();
});
afterEach(() => {
  upstream.faults.clear();
  upstream.calls.reset();
});

// A read deadline a loaded CI machine keeps (with 300 ms for every test, answers at load 12 came too
// late for tests about retries and Retry-After); the tests about deadlines and the breaker use SHORT_READ.
const settings: SourceSettings = {
  token: TOKEN,
  connectTimeoutMs: 300,
  readTimeoutMs: 5_000,
  breakerFailures: 3,
  breakerCooldownMs: 300,
  maxRetryAfterWaitMs: 2_000,
  userAgent: 'spec',
};

const SHORT_READ = { readTimeoutMs: 300 };

const source = (system: 'crm' | 'speed' | 'pm' = 'pm', overrides: Partial<SourceSettings> = {}, url?: string) =>
  new RestSource(system, url ?? upstream.url, transport, { ...settings, ...overrides }, quiet);

const context = (overrides: Partial<CallContext> = {}): CallContext => ({
  requestId: 'req-1',
  clientUrl: 'https://portal.example.at/tickets',
  budgetEnd: Date.now() + 60_000,
  ...overrides,
});

async function failureOf(promise: Promise<unknown>): Promise<UpstreamFailure> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof UpstreamFailure) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

const users = z.array(z.object({ id: z.string() }));

describe('a call', () => {
  it('carries the service token and forwards the page URL', async () => {
    const rows = await source().call({ path: '/pm/list-users' }, context(), users);
    expect(rows.length).toBeGreaterThan(0);
    expect(upstream.calls.log()).toEqual([
      { method: 'GET', path: '/pm/list-users', query: '', clientUrl: 'https://portal.example.at/tickets', ms: expect.any(Number) },
    ]);
  });

  it('sends the service token, the request id, the page URL and, to the CRM, the OData headers', async () => {
    // A plain HTTP server that records what arrives, since the upstream's call log keeps no headers.
    const seen: IncomingHttpHeaders[] = [];
    const server = createServer((req, res) => {
      seen.push(req.headers);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"value":[]}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const crm = new RestSource('crm', url, transport, settings, quiet, { 'odata-version': '4.0' });
      await crm.call({ path: '/crm/subjects' }, context({ requestId: 'req-77' }));
      expect(seen[0]).toMatchObject({
        authorization: `Bearer ${TOKEN}`,
        'x-request-id': 'req-77',
        'x-client-url': 'https://portal.example.at/tickets',
        'odata-version': '4.0',
        accept: 'application/json',
        connection: 'keep-alive',
      });
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('is refused by the upstream without the service token (rule 1 body of pm)', async () => {
    const failure = await failureOf(source('pm', { token: undefined }).call({ path: '/pm/list-users' }, context()));
    expect(failure).toMatchObject({ kind: 'http', status: 401, body: { errors: { general: { message: 'Nicht authentifiziert' } } } });
  });

  it('does not forward a page URL that is not an http(s) URL', async () => {
    await source().call({ path: '/pm/list-users' }, context({ clientUrl: 'javascript:alert(1)' }));
    expect(upstream.calls.log()[0]?.clientUrl).toBeNull();
  });

  it('reuses pooled keep-alive connections', async () => {
    const s = source();
    for (let i = 0; i < 10; i++) await s.call({ path: '/speed/states' }, context());
    // Without keep-alive none would be; a socket returns to the pool just after its answer,
    // so under heavy load a call now and then opens a new one.
    expect(s.stats().reusedConnections).toBeGreaterThanOrEqual(5);
  });

  it('reads an answer that is not JSON as invalid (catalogue rule 5), without crashing', async () => {
    upstream.faults.set([{ pathPrefix: '/pm/list-users', mode: 'garbage' }]);
    expect(await failureOf(source().call({ path: '/pm/list-users' }, context(), users))).toMatchObject({ kind: 'invalid-response', status: 200 });
  });

  it('reads JSON of the wrong shape as invalid', async () => {
    upstream.faults.set([{ pathPrefix: '/pm/list-users', mode: 'garbage', body: '{"items":[]}' }]);
    expect((await failureOf(source().call({ path: '/pm/list-users' }, context(), users))).kind).toBe('invalid-response');
  });
});

describe('deadlines', () => {
  it('ends a slow read at the read deadline', async () => {
    upstream.faults.set([{ pathPrefix: '/speed/states', mode: 'slow', delayMs: 3_000 }]);
    const started = Date.now();
    const failure = await failureOf(source('speed', SHORT_READ).call({ path: '/speed/states' }, context()));
    const elapsed = Date.now() - started;
    expect(failure.kind).toBe('timeout');
    expect(elapsed).toBeGreaterThanOrEqual(290);
    expect(elapsed).toBeLessThan(1_500);
  });

  it('ends a call at the end of the request budget when that comes first', async () => {
    upstream.faults.set([{ pathPrefix: '/speed/states', mode: 'hang' }]);
    const started = Date.now();
    const failure = await failureOf(source('speed').call({ path: '/speed/states' }, context({ budgetEnd: Date.now() + 150 })));
    expect(failure.kind).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('stops when the browser goes away', async () => {
    upstream.faults.set([{ pathPrefix: '/speed/states', mode: 'hang' }]);
    const s = source('speed');
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    const started = Date.now();
    const failure = await failureOf(s.call({ path: '/speed/states' }, context({ signal: controller.signal })));
    expect(failure.kind).toBe('aborted');
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(s.stats()).toMatchObject({ inFlight: 0, breaker: 'closed' });
  });

  const python = (() => {
    try {
      execFileSync('python3', ['-c', 'print(1)'], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  })();
  // A listener that never accepts: once its backlog is full, a new connection stays in SYN_SENT.
  (python ? it : it.skip)(`${python ? '' : '(skipped: python3 is not installed) '}ends a connection attempt at the connect timeout`, async () => {
    const listener: ChildProcess = spawn('python3', [
      '-c',
      "import socket,time\ns=socket.socket();s.bind(('127.0.0.1',0));s.listen(0)\nprint(s.getsockname()[1],flush=True)\ntime.sleep(30)",
    ]);
    try {
      const port = await new Promise<number>((resolve) => listener.stdout!.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim()))));
      const s = source('speed', { connectTimeoutMs: 200, readTimeoutMs: 800 }, `http://127.0.0.1:${port}`);
      // The first connection fills the backlog; the ones after it cannot connect.
      const attempts = await Promise.all([1, 2, 3].map(() => failureOf(s.call({ path: '/speed/states' }, context()))));
      const timedOut = attempts.filter((f) => f.kind === 'timeout' && f.transportCode === 'connect-timeout');
      expect(timedOut.length).toBeGreaterThanOrEqual(2);
    } finally {
      listener.kill();
    }
  });
});

describe('circuit breaker', () => {
  it('opens after consecutive timeouts, then fails fast without calling, then recovers through one probe', async () => {
    upstream.faults.set([{ pathPrefix: '/pm/list-users', mode: 'hang' }]);
    // The breaker's cool-down passes on this clock, moved ahead instead of waited for. While the
    // breaker refuses, the clock stands still: on a loaded machine the real cool-down (500 ms) had
    // passed before the 20 calls below, and one of them went through as the probe (CI of 6 Dec, load 15).
    let movedBy = 0;
    let stoppedAt: number | undefined;
    const s = new RestSource('pm', upstream.url, transport, { ...settings, ...SHORT_READ }, quiet, {}, () => (stoppedAt ?? Date.now()) + movedBy);
    for (let i = 0; i < 3; i++) expect((await failureOf(s.call({ path: '/pm/list-users' }, context()))).kind).toBe('timeout');
    stoppedAt = Date.now();
    expect(s.stats().breaker).toBe('open');
    expect(upstream.calls.count('/pm/list-users')).toBe(3);

    const started = performance.now();
    const fast = await Promise.all(Array.from({ length: 20 }, () => failureOf(s.call({ path: '/pm/list-users' }, context()))));
    const elapsed = performance.now() - started;
    expect(fast.every((f) => f.kind === 'unavailable')).toBe(true);
    // None of them waited for the hanging upstream (that takes the read timeout); a wall-clock bound
    // tighter than that failed under a loaded CI machine (137 ms) without saying anything more.
    expect(elapsed).toBeLessThan(SHORT_READ.readTimeoutMs);
    expect(upstream.calls.count('/pm/list-users')).toBe(3);

    upstream.faults.clear();
    stoppedAt = undefined;
    movedBy += settings.breakerCooldownMs + 20;
    await s.call({ path: '/pm/list-users' }, context());
    expect(s.stats()).toMatchObject({ breaker: 'closed', rejectedByBreaker: 20 });
    expect(upstream.calls.count('/pm/list-users')).toBe(4);
  });

  it('is not opened by refusals of the input (4xx)', async () => {
    const s = source('speed');
    for (let i = 0; i < 5; i++) expect((await failureOf(s.call({ path: '/speed/service_states' }, context()))).status).toBe(400);
    expect(s.stats().breaker).toBe('closed');
  });
});

describe('retries', () => {
  it('retries a read once on a transient status and succeeds', async () => {
    upstream.faults.set([{ pathPrefix: '/speed/states', mode: 'status', status: 502, times: 1 }]);
    const s = source('speed');
    await s.call({ path: '/speed/states' }, context());
    expect(upstream.calls.count('/speed/states')).toBe(2);
    expect(s.stats().retries).toBe(1);
  });

  it('does not retry a server error that is not transient (500)', async () => {
    upstream.faults.set([{ pathPrefix: '/speed/states', mode: 'fail', times: 1 }]);
    await failureOf(source('speed').call({ path: '/speed/states' }, context()));
    expect(upstream.calls.count('/speed/states')).toBe(1);
  });

  it('never retries a write without an idempotency key', async () => {
    upstream.faults.set([{ pathPrefix: '/crm/incidents', mode: 'status', status: 502, times: 1 }]);
    const failure = await failureOf(source('crm').call({ method: 'POST', path: '/crm/incidents', body: { title: 'x' } }, context()));
    expect(failure.status).toBe(502);
    expect(upstream.calls.count('/crm/incidents')).toBe(1);
  });

  it('retries a write that carries an idempotency key', async () => {
    upstream.faults.set([{ pathPrefix: '/crm/incidents', mode: 'status', status: 502, times: 1 }]);
    const failure = await failureOf(source('crm').call({ method: 'POST', path: '/crm/incidents', body: {}, idempotencyKey: 'k-1' }, context()));
    // The retry reached the upstream, which validated the (empty) body.
    expect(failure.status).toBe(400);
    expect(upstream.calls.count('/crm/incidents')).toBe(2);
  });

  it('keeps retries at or below 10 % of requests over a run with 5 % transient errors', async () => {
    const s = source('speed');
    for (let i = 1; i <= 200; i++) {
      if (i % 20 === 0) upstream.faults.set([{ pathPrefix: '/speed/states', mode: 'status', status: 502, times: 1 }]);
      await s.call({ path: '/speed/states' }, context());
    }
    const { requests, retries } = s.stats();
    expect(requests).toBe(200);
    expect(retries).toBe(10);
    expect(upstream.calls.count('/speed/states')).toBe(210);
  });

  it('gives up retrying when half the requests fail: the budget holds retries near 10 %', async () => {
    const s = source('speed');
    for (let i = 1; i <= 100; i++) {
      if (i % 2 === 0) upstream.faults.set([{ pathPrefix: '/speed/states', mode: 'status', status: 502, times: 2 }]);
      await s.call({ path: '/speed/states' }, context()).catch(() => undefined);
      upstream.faults.clear();
    }
    expect(s.stats().retries).toBeLessThanOrEqual(11);
  });
});

describe('429 Retry-After', () => {
  it('waits as long as the upstream asks, then retries once', async () => {
    upstream.faults.set([{ pathPrefix: '/crm/subjects', mode: 'status', status: 429, delayMs: 1_000, times: 1 }]);
    const started = Date.now();
    await source('crm').call({ path: '/crm/subjects' }, context());
    expect(Date.now() - started).toBeGreaterThanOrEqual(990);
    expect(upstream.calls.count('/crm/subjects')).toBe(2);
  });

  it('fails at once when the wait is too long, and sends nothing until it has passed', async () => {
    upstream.faults.set([{ pathPrefix: '/crm/subjects', mode: 'status', status: 429, delayMs: 30_000, times: 1 }]);
    const s = source('crm');
    const first = await failureOf(s.call({ path: '/crm/subjects' }, context()));
    expect(first).toMatchObject({ kind: 'http', status: 429, retryAfterMs: 30_000 });
    const second = await failureOf(s.call({ path: '/crm/subjects' }, context()));
    expect(second.kind).toBe('rate-limited');
    expect(second.retryAfterMs).toBeGreaterThan(25_000);
    expect(upstream.calls.count('/crm/subjects')).toBe(1);
    expect(s.stats()).toMatchObject({ breaker: 'closed', rejectedByRateLimit: 1 });
  });
});
