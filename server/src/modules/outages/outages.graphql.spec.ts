/**
 * Banners and the outage feed through the portal's GraphQL API, with the CRM outage feed
 * of the embedded upstream over HTTP: colours of real notifications, the dashboard when
 * the feed fails, the stale copy during an outage, and one feed call per cache TTL for a
 * hundred different users (in-process here; in Redis in `outages.redis.spec.ts`).
 */
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movableClock, startPortal } from '../../../test/portal';
import type { PortalUnderTest } from '../../../test/portal';
import { TestClient } from '../../../test/http-client';
import { DASHBOARD, FEED, expectOneFeedCallPerTtl, forgetFeed } from '../../../test/support/outages';
import type { Dashboard } from '../../../test/support/outages';

/** Served stale for one TTL more: past two TTLs the next request loads anew. */
// Long enough for a burst of 100 requests on a loaded CI machine; the burst must fit in one TTL.
// The TTLs pass on the portal's cache clock (moved ahead), not by waiting.
const TTL_MS = 12_000;
const clock = movableClock();

describe('dashboard banners from the CRM outage feed', () => {
  let portal: PortalUnderTest;
  let client: TestClient;

  beforeAll(async () => {
    // The feed's failures here are injected, never slowness: a read deadline long enough for a loaded
    // CI machine (the specs' 400 ms cut the background refresh of the 100-user burst short under load).
    portal = await startPortal({ OUTAGE_CACHE_TTL_SEC: String(TTL_MS / 1000), UPSTREAM_READ_TIMEOUT_MS: '30000' }, { cacheClock: clock.now });
    client = await portal.signIn('user.noc');
  }, 180_000);
  afterAll(async () => portal?.close());

  // First in this file: the cache is cold, so the failure has no stale copy to fall back on.
  it('still answers the dashboard when the feed fails, with empty banners and the masked error beside them', async () => {
    portal.upstream.faults.set([{ pathPrefix: FEED, mode: 'fail' }]);
    const response = await client.graphql<Dashboard>(DASHBOARD);
    portal.upstream.faults.clear();

    expect(response.status).toBe(200);
    expect(response.data?.viewer?.greeting).toBe('Willkommen im CID-Portal!');
    expect(response.data?.viewer?.menu.length).toBeGreaterThan(0);
    expect(response.data?.viewer?.banners).toEqual([]);
    expect(response.errors).toHaveLength(1);
    const error = response.errors![0]! as { path?: unknown[]; extensions: Record<string, unknown> };
    expect(error.path).toEqual(['viewer', 'banners']);
    expect(error.extensions).toMatchObject({ code: 'UPSTREAM', catalogueCode: '0x80040265', rule: 3, source: 'crm', details: null });
    const correlationId = error.extensions['correlationId'] as string;
    expect(error.extensions['message']).toBe(
      `Das CRM hat einen internen Fehler gemeldet. Bitte versuchen Sie es später erneut; nennen Sie dem Support die Fehlernummer ${correlationId}.`,
    );
    const text = JSON.stringify(response);
    for (const internal of ['NullReferenceException', 'Cos.Crm.Plugins', 'PortalGateway.cs', 'crm-sql-02', 'cos.internal', 'sql=', hostname()]) {
      expect(text).not.toContain(internal);
    }
    // The original is in the log, under the same correlation id.
    const logged = portal.logs.find((line) => line['correlationId'] === correlationId);
    expect(logged).toMatchObject({ msg: 'upstream call failed', status: 500, path: FEED });
    expect(String(logged?.['upstreamBody'])).toContain('NullReferenceException');
  });

  describe('colours of announced and running outages', () => {
    const cases = [
      { name: 'a maintenance that has started', cos_type: 181510000, startIn: -3_600_000, status: undefined, kind: 'Wartung', colour: 'yellow' },
      { name: 'a maintenance announced for tomorrow', cos_type: 181510000, startIn: 86_400_000, status: undefined, kind: 'Wartung', colour: 'grey' },
      { name: 'a restricted Störung (status 181510002)', cos_type: 181510001, startIn: -600_000, status: 181510002, kind: 'Störung', colour: 'yellow' },
      { name: 'an active Störung', cos_type: 181510001, startIn: -600_000, status: 181510001, kind: 'Störung', colour: 'red' },
    ];
    const created = new Map<string, { id: string; title: string; startTime: string; endTime: string }>();
    const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

    beforeAll(async () => {
      for (const c of cases) {
        const start = Date.now() + c.startIn;
        const title = `Test ${randomUUID().slice(0, 8)}`;
        const response = await portal.upstreamSend('POST', '/crm/outages', {
          cos_type: c.cos_type,
          cos_starttime: iso(start),
          cos_endtime: iso(start + 2 * 86_400_000),
          cos_affectedaans: 'KRE01, KRE02',
          cos_reason: 'Test der Bannerfarben',
          cos_name: title,
          ...(c.status === undefined ? {} : { cos_status: c.status }),
        });
        if (response.status !== 201) throw new Error(`creating the outage failed: ${JSON.stringify(response.body)}`);
        created.set(c.name, { id: response.body.cos_outagenotificationid, title, startTime: response.body.cos_starttime, endTime: response.body.cos_endtime });
      }
      // The feed is cached; the next request should load it with the new outages.
      await forgetFeed(portal);
    });

    it.each(cases)('shows $name as a $kind banner in $colour', async ({ name, kind, colour }) => {
      const outage = created.get(name)!;
      const { data, errors } = await client.graphql<Dashboard>(DASHBOARD);
      expect(errors).toBeUndefined();
      expect(data?.viewer?.banners.find((banner) => banner.id === outage.id)).toEqual({
        id: outage.id,
        kind,
        colour,
        title: outage.title,
        startTime: outage.startTime,
        endTime: outage.endTime,
        reason: 'Test der Bannerfarben',
      });
    });
  });

  it('lists the feed with every field, most severe first', async () => {
    const { data, errors } = await client.graphql<{ outageNotifications: Array<Record<string, unknown>> }>(
      '{ outageNotifications { id kind title startTime endTime durationHours status statusLabel affectedAans reason region colour } }',
    );
    expect(errors).toBeUndefined();
    const feed = data!.outageNotifications;
    expect(feed.length).toBeGreaterThan(0);
    const severity = { red: 0, yellow: 1, grey: 2 } as Record<string, number>;
    expect(feed.map((n) => severity[n['colour'] as string])).toEqual([...feed.map((n) => severity[n['colour'] as string])].sort());
    for (const n of feed) {
      expect(['Wartung', 'Störung']).toContain(n['kind']);
      expect(n['affectedAans']).toEqual(expect.arrayContaining([expect.stringMatching(/^[A-Z]{3}\d{2}$/)]));
      expect(typeof n['durationHours']).toBe('number');
    }
  });

  it('is refused without a session', async () => {
    const anonymous = new TestClient(portal.app);
    const response = await anonymous.graphql('{ outageNotifications { id } }');
    expect(response.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('keeps serving the last feed while the CRM is down, without an error (stale-if-error)', async () => {
    const before = await client.graphql<Dashboard>(DASHBOARD);
    portal.upstream.faults.set([{ pathPrefix: FEED, mode: 'fail' }]);
    clock.advance(2 * TTL_MS + 100);
    const during = await client.graphql<Dashboard>(DASHBOARD);
    portal.upstream.faults.clear();
    expect(during.errors).toBeUndefined();
    expect(during.data?.viewer?.banners.map((b) => b.id)).toEqual(before.data?.viewer?.banners.map((b) => b.id));
    expect(portal.logs.some((line) => line.msg === 'shared cache: load failed, serving the stale value')).toBe(true);
  }, 90_000);

  describe('for 100 different users', () => {
    let users: TestClient[] = [];
    beforeAll(async () => {
      users = await portal.newUsers(100);
    }, 120_000);

    it('fetches the feed once per TTL for 100 dashboard requests', async () => {
      await expectOneFeedCallPerTtl(portal, users, TTL_MS, async (ms) => clock.advance(ms));
    }, 120_000);
  });
});
