/**
 * Signed-out sessions stop reading at once (issue 16, item 5). Access tokens are verified by
 * signature alone (no core call per request), so after a sign-out, a deactivation or a
 * detected refresh-token theft the old token would read until it expires. Every revocation
 * that goes through supertokens-node in any replica is recorded here — in a map of this
 * process, and with Redis announced on `${prefix}revoked-sessions` to every replica — and
 * every GraphQL request checks its session handle against the map: one lookup, no I/O.
 *
 * An entry is kept for the longest life of an access token issued before the revocation;
 * after that no token of the session can still be valid.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/** The access-token lifetime of both cores (embedded default and official default: 1 h), plus clock skew. */
export const REVOCATION_KEPT_MS = 60 * 60 * 1000 + 5 * 60 * 1000;
const PUBLISH_WAIT_MS = 500;

type Announce = (handle: string) => Promise<void>;

const revoked = new Map<string, number>();
let announce: Announce | null = null;
let now: () => number = Date.now;

function remember(handle: string) {
  const at = now();
  revoked.set(handle, at + REVOCATION_KEPT_MS);
  // Entries are inserted in time order: the oldest expire first.
  for (const [key, until] of revoked) {
    if (until > at) break;
    revoked.delete(key);
  }
}

export const sessionRevocations = {
  /** Records revoked sessions here and announces them to the other replicas. */
  async revoke(handles: readonly string[]): Promise<void> {
    for (const handle of handles) remember(handle);
    if (announce) await Promise.all(handles.map((handle) => announce!(handle)));
  },
  isRevoked(handle: string): boolean {
    const until = revoked.get(handle);
    return until !== undefined && until > now();
  },
  /** For specs: a clock. */
  useClock(clock: () => number) {
    now = clock;
  },
};

/** Redis pub/sub between the replicas; without Redis there is one replica and the map is enough. */
export async function startRevocationFanout(redis: Redis, prefix: string, logger: FastifyBaseLogger): Promise<{ close(): Promise<void> }> {
  const channel = `${prefix}revoked-sessions`;
  const subscriber = redis.duplicate();
  subscriber.on('error', (error: unknown) => logger.warn({ err: error }, 'Redis-Kanal für widerrufene Sitzungen gestört'));
  subscriber.on('message', (received: string, handle: string) => {
    if (received === channel) remember(handle);
  });
  if (subscriber.status === 'wait') await subscriber.connect();
  await subscriber.subscribe(channel);
  announce = async (handle) => {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([redis.publish(channel, handle), new Promise((resolve) => (timer = setTimeout(resolve, PUBLISH_WAIT_MS)))]);
    } catch (error) {
      logger.warn({ err: error }, 'Widerrufene Sitzung nicht an die anderen Instanzen verteilt; dort liest das alte Token bis zu seinem Ablauf');
    } finally {
      clearTimeout(timer);
    }
  };
  return {
    async close() {
      announce = null;
      await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}
