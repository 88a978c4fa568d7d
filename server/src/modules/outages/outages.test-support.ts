/** Shared by the outage specs (not a spec itself). */
import { expect } from 'vitest';
import type { PortalUnderTest } from '../../sources/sources.test-support';
import type { TestClient } from '../../../test/http-client';

export const FEED = '/crm/outagenotifications';
export const DASHBOARD = '{ viewer { greeting menu { id } banners { id kind colour title startTime endTime reason } } }';

export interface Banner {
  id: string;
  kind: string;
  colour: string;
  title: string;
  startTime: string | null;
  endTime: string | null;
  reason: string | null;
}
export interface Dashboard {
  viewer: { greeting: string; menu: Array<{ id: string }>; banners: Banner[] } | null;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The claim of issue 10 (B4) and issue 5: many users within one TTL cause one outage-feed
 * call, counted at the upstream. The TTL must be longer than the burst of requests takes
 * (100 sign-in checks and GraphQL runs on a busy two-core machine can take over a second).
 */
export async function expectOneFeedCallPerTtl(portal: PortalUnderTest, users: TestClient[], ttlMs: number): Promise<void> {
  // Past the stale window (TTL + TTL): the next request has to load.
  await sleep(2 * ttlMs + 100);
  portal.upstream.calls.reset();
  const first = await Promise.all(users.map((user) => user.graphql<Dashboard>(DASHBOARD)));
  expect(first.every((r) => r.errors === undefined && (r.data?.viewer?.banners.length ?? 0) > 0)).toBe(true);
  expect(portal.upstream.calls.count(FEED)).toBe(1);

  // Within the TTL: no call at all.
  await Promise.all(users.map((user) => user.graphql<Dashboard>(DASHBOARD)));
  expect(portal.upstream.calls.count(FEED)).toBe(1);

  // The next TTL: served stale at once, refreshed by one call in the background.
  await sleep(ttlMs + 50);
  await Promise.all(users.map((user) => user.graphql<Dashboard>(DASHBOARD)));
  await portal.services.upstream.cache.settled();
  expect(portal.upstream.calls.count(FEED)).toBe(2);
}
