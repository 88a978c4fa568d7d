/**
 * The outage feed's one-call-per-TTL claim with the shared cache in Redis (REDIS_URL),
 * under a key prefix of its own per run. Needs TEST_REDIS_URL (CI sets it). A file of its
 * own because supertokens-node allows one portal per process.
 *
 * Whether an entry is fresh is judged by the portal (its `storedAt` against the cache clock),
 * not by Redis: Redis drops an entry only after the stale windows too (at least twice the TTL
 * here). So the TTL passes on the moved cache clock, as in outages.graphql.spec.ts, while
 * the entry, its Redis expiry and the load lock stay in Redis in real time.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movableClock, startPortal } from '../../../test/portal';
import type { PortalUnderTest } from '../../../test/portal';
import type { TestClient } from '../../../test/http-client';
import { expectOneFeedCallPerTtl } from '../../../test/support/outages';

const REDIS_URL = process.env['TEST_REDIS_URL'];
// Long enough for a burst of 100 requests on a loaded CI machine; the burst must fit in one TTL.
const TTL_MS = 12_000;

describe.skipIf(!REDIS_URL)(`the outage feed in the Redis cache${REDIS_URL ? '' : ' (skipped: TEST_REDIS_URL is not set)'}`, () => {
  let portal: PortalUnderTest;
  let users: TestClient[] = [];
  const redisPrefix = `test:${randomUUID()}:`;
  const clock = movableClock();

  beforeAll(async () => {
    // No failures are injected here: a read deadline long enough for a loaded CI machine (with the
    // specs' 400 ms the first burst's feed read ran out at load 15-20 and the banners were empty).
    portal = await startPortal(
      { OUTAGE_CACHE_TTL_SEC: String(TTL_MS / 1000), REDIS_URL: REDIS_URL!, UPSTREAM_READ_TIMEOUT_MS: '30000' },
      { redisPrefix, cacheClock: clock.now },
    );
    users = await portal.newUsers(100);
  }, 180_000);
  afterAll(async () => portal?.close());

  it('is fetched once per TTL for 100 dashboard requests of 100 different users', async () => {
    await expectOneFeedCallPerTtl(portal, users, TTL_MS, async (ms) => clock.advance(ms));
  }, 120_000);

  it('lives in Redis under the run prefix', async () => {
    const keys = await portal.services.redis!.keys(`${redisPrefix}cache:crm:*:outagenotifications`);
    expect(keys).toHaveLength(1);
  });
});
