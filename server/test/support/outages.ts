/** Shared by the outage specs (not a spec itself). */
import { expect } from 'vitest';
import type { PortalUnderTest } from '../portal';
import type { TestClient } from '../http-client';

export const FEED = '/crm/outagenotifications';
export const DASHBOARD = '{ viewer { user { userId } greeting menu { id } banners { id kind colour title startTime endTime reason } } }';

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
  viewer: { user: { userId: string }; greeting: string; menu: Array<{ id: string }>; banners: Banner[] } | null;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Drops the cached outage feed, so that the next request loads it (a cold cache without waiting). */
export async function forgetFeed(portal: PortalUnderTest): Promise<void> {
  const sources = portal.services.upstream;
  await sources.cache.delete(`crm:${sources.namespaceOf(sources.source('crm', 'test'))}:outagenotifications`);
}

/**
 * The claim of issue 10 (B4) and issue 5: many users within one TTL cause one outage-feed
 * call, counted at the upstream. Each burst of requests must fit in one TTL, or it rightly
 * costs a call per TTL it spans; that precondition is checked, not assumed.
 */
export async function expectOneFeedCallPerTtl(
  portal: PortalUnderTest,
  users: TestClient[],
  ttlMs: number,
  /** How a TTL passes: by waiting (Redis keeps time itself), or by moving the portal's cache clock. */
  pass: (ms: number) => Promise<unknown> = sleep,
): Promise<void> {
  const burst = async () => {
    const started = Date.now();
    const responses = await Promise.all(users.map((user) => user.graphql<Dashboard>(DASHBOARD)));
    expect(Date.now() - started, 'a burst of requests must fit in one TTL').toBeLessThan(ttlMs);
    return responses;
  };
  await forgetFeed(portal);
  portal.upstream.calls.reset();
  const first = await burst();
  expect(first.every((r) => r.errors === undefined && (r.data?.viewer?.banners.length ?? 0) > 0)).toBe(true);
  expect(new Set(first.map((r) => r.data?.viewer?.user.userId)).size).toBe(users.length);
  expect(portal.upstream.calls.count(FEED)).toBe(1);

  // Within the TTL: no call at all.
  await burst();
  expect(portal.upstream.calls.count(FEED)).toBe(1);

  // The next TTL: served stale at once, refreshed by one call in the background.
  await pass(ttlMs + 50);
  await burst();
  await portal.services.upstream.cache.settled();
  expect(portal.upstream.calls.count(FEED)).toBe(2);
}
