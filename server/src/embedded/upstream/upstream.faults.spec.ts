import { hostname } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestUpstream } from '../../../test/support/embedded-upstream';
import type { TestUpstream } from '../../../test/support/embedded-upstream';

let t: TestUpstream;

beforeAll(async () => {
  t = await startTestUpstream({
    enableControl: true,
    faults: [{ pathPrefix: '/pm/list-users', mode: 'status', status: 503, times: 1 }],
  });
});
/**
 * One upstream without the control routes and with 150 ms latency, for 'does not exist unless
 * enabled' and 'adds the configured latency': neither option changes what the other test sees
 * (a 404 is a 404 however late), and each upstream start copies a PGlite cluster and starts a worker.
 */
let plainSlow: Promise<TestUpstream> | undefined;
const plainWithLatency = (): Promise<TestUpstream> => (plainSlow ??= startTestUpstream({ latencyMs: 150 }));

afterAll(async () => {
  await t?.stop();
  await (await plainSlow)?.stop();
});

describe('fault injection', () => {
  it('applies faults from the start options, limited by times', async () => {
    const first = await t.get('/pm/list-users');
    expect(first.status).toBe(503);
    expect(first.body.errors.general.message).toBe('Dienst nicht verfügbar');
    expect(first.headers.get('retry-after')).toBe('1');
    expect((await t.get('/pm/list-users')).status).toBe(200);
  });

  it("'fail' answers 500 with internal text the BFF must mask", async () => {
    t.upstream.faults.set([{ pathPrefix: '/crm/outagenotifications', mode: 'fail' }]);
    const res = await t.get('/crm/outagenotifications');
    expect(res.status).toBe(500);
    expect(res.body.error.code).toBe('0x80040265');
    expect(res.body.error.message).toMatch(/NullReferenceException[\s\S]*at Cos\.Crm\.Plugins/);
    expect(JSON.stringify(res.body)).toContain(hostname());
    // Other paths are unaffected.
    expect((await t.get('/crm/subjects')).status).toBe(200);
    t.upstream.faults.clear();
    expect((await t.get('/crm/outagenotifications')).status).toBe(200);
  });

  it("'slow' delays the answer by delayMs", async () => {
    t.upstream.faults.set([{ pathPrefix: '/speed', mode: 'slow', delayMs: 400, times: 1 }]);
    const started = performance.now();
    const res = await t.get('/speed/states');
    expect(res.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(390);
    // Used up after one request (checked by state, not by timing, which a busy machine blurs).
    expect((await t.get('/__control/faults')).body).toEqual([]);
  });

  it("'garbage' answers 200 with a JSON content type and a body that is not JSON", async () => {
    t.upstream.faults.set([{ pathPrefix: '/crm/scaproducts', mode: 'garbage', times: 1 }]);
    const res = await fetch(`${t.upstream.url}/crm/scaproducts?p=true`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    const text = await res.text();
    expect(() => JSON.parse(text)).toThrow();
  });

  it.each([
    [429, (b: any) => /exceeded the limit/.test(b.error.message), '7'],
    [503, (b: any) => typeof b.error.message === 'string', '7'],
    [502, (b: any) => typeof b.error.message === 'string', null],
  ])("'status' answers %i in the system's style", async (status, check, retryAfter) => {
    t.upstream.faults.set([{ pathPrefix: '/crm/subjects', mode: 'status', status, delayMs: 6500, times: 1 }]);
    const res = await t.get('/crm/subjects');
    expect(res.status).toBe(status);
    expect(check(res.body)).toBe(true);
    expect(res.headers.get('retry-after')).toBe(retryAfter);
  });

  it("'status' sends a given body as is, e.g. the errors.general style", async () => {
    const body = { errors: { general: { message: 'Wartungsfenster', details: 'bis 06:00' } } };
    t.upstream.faults.set([{ pathPrefix: '/pm', mode: 'status', status: 409, body, times: 1 }]);
    const res = await t.get('/pm/pans?limit=1');
    expect(res).toMatchObject({ status: 409, body });
  });

  it("'hang' never answers; the client's timeout ends the wait", async () => {
    t.upstream.faults.set([{ pathPrefix: '/crm/accounts', mode: 'hang', times: 1 }]);
    await expect(fetch(`${t.upstream.url}/crm/accounts/isp`, { signal: AbortSignal.timeout(300) })).rejects.toThrow(/aborted|timeout/i);
    expect((await t.get('/crm/accounts/isp')).status).toBe(200);
  });

  it('refuses invalid rules with a readable message', () => {
    expect(() => t.upstream.faults.set([{ pathPrefix: 'crm', mode: 'fail' }])).toThrow(/pathPrefix/);
    expect(() => t.upstream.faults.set([{ pathPrefix: '/crm', mode: 'explode' as 'fail' }])).toThrow(/mode/);
    expect(() => t.upstream.faults.set([{ pathPrefix: '/crm', mode: 'status', status: 42 }])).toThrow(/status/);
  });

  it('counts requests that met a fault', async () => {
    t.upstream.calls.reset();
    t.upstream.faults.set([{ pathPrefix: '/speed', mode: 'fail', times: 2 }]);
    await t.get('/speed/states');
    await t.get('/speed/states');
    await t.get('/speed/states');
    expect(t.upstream.calls.count('/speed/states')).toBe(3);
  });
});

describe('control path', () => {
  it('sets, lists and clears rules over HTTP without being counted', async () => {
    t.upstream.calls.reset();
    const set = await t.send('POST', '/__control/faults', [{ pathPrefix: '/crm/subjects', mode: 'status', status: 418 }]);
    expect(set.status).toBe(200);
    expect((await t.get('/crm/subjects')).status).toBe(418);
    expect((await t.get('/__control/faults')).body).toEqual([{ pathPrefix: '/crm/subjects', mode: 'status', status: 418 }]);
    expect((await t.send('DELETE', '/__control/faults')).status).toBe(204);
    expect((await t.get('/crm/subjects')).status).toBe(200);
    expect((await t.get('/__control/calls?prefix=/crm/subjects')).body.count).toBe(2);
    expect(t.upstream.calls.count()).toBe(2);
  });

  it('refuses invalid rules with 400', async () => {
    const res = await t.send('POST', '/__control/faults', { rules: [{ pathPrefix: '/x', mode: 'hang', times: 0 }] });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/times/);
  });

  it('does not exist unless enabled', async () => {
    const plain = await plainWithLatency();
    expect((await plain.send('POST', '/__control/faults', [{ pathPrefix: '/crm', mode: 'fail' }])).status).toBe(404);
    expect((await plain.get('/crm/subjects')).status).toBe(200);
  });
});

describe('service token and shutdown', () => {
  it('requires the service token when one is configured, in each system style', async () => {
    const secured = await startTestUpstream({ serviceToken: 's3cret-token', enableControl: true });
    try {
      const crm = await secured.get('/crm/subjects');
      expect(crm.status).toBe(401);
      expect(crm.body.error.code).toBe('0x80072560');
      expect(crm.headers.get('www-authenticate')).toContain('Bearer');
      expect((await secured.get('/pm/list-users')).body.errors.general.message).toBe('Nicht authentifiziert');
      expect((await secured.get('/speed/states')).body.code).toBe('UNAUTHORIZED');
      expect((await secured.get('/crm/subjects', { authorization: 'Bearer wrong-token!' })).status).toBe(401);
      expect((await secured.get('/crm/subjects', { authorization: 'Bearer s3cret-token' })).status).toBe(200);
      expect((await secured.get('/__control/faults')).status).toBe(401);
    } finally {
      await secured.stop();
    }
  });

  it('closes promptly even while a request hangs', async () => {
    const other = await startTestUpstream({ faults: [{ pathPrefix: '/crm', mode: 'hang' }] });
    const pending = fetch(`${other.upstream.url}/crm/subjects`).then(
      () => 'answered',
      () => 'connection closed',
    );
    // The request has arrived and hangs.
    await expect.poll(() => other.upstream.calls.count('/crm/subjects')).toBe(1);
    const started = performance.now();
    await other.stop();
    // Without tearing the connection down, close() would wait for the hanging request forever.
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(await pending).toBe('connection closed');
  });

  it('adds the configured latency to every answer', async () => {
    const slow = await plainWithLatency();
    const started = performance.now();
    await slow.get('/speed/states');
    expect(performance.now() - started).toBeGreaterThanOrEqual(145);
  });
});
