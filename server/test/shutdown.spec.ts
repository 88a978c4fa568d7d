/**
 * SIGTERM ends the portal process promptly, with status 0, in production mode on PostgreSQL
 * and Redis (docs/deployment.md, "Beenden"). Until 26.11. a replica never got there: Apollo's
 * own signal handler (on by default when NODE_ENV is not `test`) started a second stop of the
 * GraphQL server beside the one in `app.close()`, which then waited forever, and the process
 * was killed after its grace period (10 s in the cluster test, 15 s by the portal's own timer).
 * Specs on NODE_ENV=test never saw it.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { startPortal } from '@fibre-portal/shared/test-support/portal-process';
import { createTestDatabase } from './support/test-databases';

const DATABASE = process.env['TEST_DATABASE_URL'];
const REDIS = process.env['TEST_REDIS_URL'];
const enabled = DATABASE !== undefined && REDIS !== undefined;
const reason = enabled ? '' : ' (skipped: TEST_DATABASE_URL and TEST_REDIS_URL are not both set)';

/** Idle, the close takes milliseconds; the bound leaves room for a busy machine and stays far below any grace period. */
const PROMPT_MS = 5_000;

async function removeKeys(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

describe.skipIf(!enabled)(`SIGTERM in production on PostgreSQL and Redis${reason}`, () => {
  it('drains, closes its connections and exits with 0 within seconds', async () => {
    const database = await createTestDatabase('postgres');
    const prefix = `shutdown-${randomBytes(4).toString('hex')}:`;
    try {
      // Production with the embedded core and upstream (PORTAL_DEMO=1), the portal's data in
      // PostgreSQL, counters, cache and fan-out in Redis: every connection the close must end.
      const portal = await startPortal(
        { NODE_ENV: 'production', PORTAL_DEMO: '1', DATABASE_URL: database.url!, REDIS_URL: REDIS!, REDIS_KEY_PREFIX: prefix, LOG_LEVEL: 'info' },
        { healthyWithinMs: 180_000 },
      );
      // Requests first: a sign-in (throttle counters in Redis, the core) and GraphQL (Apollo).
      const signIn = await fetch(`${portal.baseUrl}/auth/signin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', rid: 'emailpassword' },
        body: JSON.stringify({
          formFields: [
            { id: 'email', value: 'superadmin@example.at' },
            { id: 'password', value: 'falsch-falsch' },
          ],
        }),
      });
      expect(((await signIn.json()) as { status: string }).status).toBe('WRONG_CREDENTIALS_ERROR');
      const ready = await fetch(`${portal.baseUrl}/readyz`);
      expect(ready.status).toBe(200);
      await ready.arrayBuffer();

      const exit = await portal.stop();
      expect(exit, portal.logs()).toMatchObject({ exitCode: 0, signal: null });
      expect(exit.ms, portal.logs()).toBeLessThan(PROMPT_MS);
      expect(portal.logs()).toContain('"msg":"Portal beendet"');
    } finally {
      await database.drop();
      await removeKeys(REDIS!, prefix);
    }
  }, 240_000);
});
