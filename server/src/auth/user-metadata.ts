import UserMetadata from 'supertokens-node/recipe/usermetadata';
import type { Role } from '@fibre-portal/shared/vocabulary';
import { ROLES } from '@fibre-portal/shared/vocabulary';

/** The user metadata of SPEC.md §3 as SuperTokens stores it. */
export interface PortalMetadata {
  name?: string;
  accountid?: string | null;
  type?: string | null;
  role?: string;
  userid?: string;
  status?: string | null;
  /** Preferred language of e-mails, 'de' (default) or 'en'. */
  language?: string;
}

export const DEACTIVATED = 'deactivated';

export function roleOf(metadata: PortalMetadata): Role {
  return (ROLES as readonly string[]).includes(metadata.role ?? '') ? (metadata.role as Role) : 'user';
}

/**
 * userContext flag: read the metadata from the core, not from the cache. Set for sign-ins
 * and for requests that may write (mutations, sign-up), so that a role or deactivation
 * changed on another replica a moment ago is always seen before a session starts or
 * anything is written.
 */
export const FRESH_METADATA = 'portalFreshMetadata';

/**
 * Every verified request needs the user's metadata (the deactivation check, role, type,
 * account). Read from the core each time, that is one HTTP round trip per request; this
 * per-process cache keeps it for `USER_METADATA_CACHE_MS` (default 5 s). Writes through
 * supertokens-node in this process forget the user at once (recipe override in
 * supertokens.ts) and, with Redis, tell the other replicas to forget it too
 * (metadata-fanout.ts); without that message a change made through another replica would be
 * seen here within the TTL by reads, and at once by requests that may write (`FRESH_METADATA`).
 */
export function createMetadataCache(now: () => number = Date.now) {
  const entries = new Map<string, { until: number; metadata: PortalMetadata }>();
  /** Bumped by every forget: a read that started before a write must not store what it read. */
  const generations = new Map<string, number>();
  let ttlMs = 5_000;
  const MAX_ENTRIES = 50_000;
  const announcers = new Set<(userId: string) => Promise<void>>();
  const forget = (userId: string) => {
    entries.delete(userId);
    generations.set(userId, (generations.get(userId) ?? 0) + 1);
  };
  /** Reads from the core under way, per user, with the generation they started in. */
  const loading = new Map<string, { generation: number; promise: Promise<PortalMetadata> }>();
  const load = (userId: string, read: () => Promise<PortalMetadata>): Promise<PortalMetadata> => {
    const generation = generations.get(userId) ?? 0;
    const running = loading.get(userId);
    // Joined only by requests that arrive before any forget: after a write, a new read.
    if (running !== undefined && running.generation === generation) return running.promise;
    const promise = read().then((metadata) => {
      cache.set(userId, metadata, generation);
      return metadata;
    });
    const entry = { generation, promise };
    loading.set(userId, entry);
    const done = () => {
      if (loading.get(userId) === entry) loading.delete(userId);
    };
    promise.then(done, done);
    return promise;
  };
  const cache = {
    configure(ms: number) {
      ttlMs = ms;
      entries.clear();
    },
    /**
     * The user's metadata: from the cache while it is fresh, else read once from the core
     * however many requests ask meanwhile (at 2,000 requests a second, each expiry sent every
     * request in flight to the core). In the last fifth of its time an entry is still served
     * and read again in the background, so an active user's requests do not wait for the
     * core at all; no value served is older than the cache time. `fresh`: read from the core
     * (sign-in, requests that may write).
     */
    read(userId: string, read: () => Promise<PortalMetadata>, fresh = false): Promise<PortalMetadata> {
      if (fresh) {
        const generation = generations.get(userId) ?? 0;
        return read().then((metadata) => {
          cache.set(userId, metadata, generation);
          return metadata;
        });
      }
      const entry = entries.get(userId);
      if (entry !== undefined && entry.until > now()) {
        if (entry.until - now() < ttlMs / 5 && !loading.has(userId)) load(userId, read).catch(() => undefined);
        return Promise.resolve(entry.metadata);
      }
      return load(userId, read);
    },
    get(userId: string): PortalMetadata | undefined {
      const entry = entries.get(userId);
      if (entry === undefined) return undefined;
      if (entry.until > now()) return entry.metadata;
      entries.delete(userId);
      return undefined;
    },
    generation: (userId: string) => generations.get(userId) ?? 0,
    set(userId: string, metadata: PortalMetadata, generation: number) {
      if (ttlMs <= 0 || (generations.get(userId) ?? 0) !== generation) return;
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      entries.set(userId, { until: now() + ttlMs, metadata });
    },
    /** Forgets the user in this process (also on a message from another replica). */
    forget,
    /** Forgets the user here and, once the message is out, on the other replicas. */
    async forgetEverywhere(userId: string): Promise<void> {
      forget(userId);
      await Promise.all([...announcers].map((announce) => announce(userId)));
    },
    /** Registers how other replicas are told (metadata-fanout.ts); returns its removal. */
    announceWith(announce: (userId: string) => Promise<void>): () => void {
      announcers.add(announce);
      return () => void announcers.delete(announce);
    },
    get size() {
      return entries.size;
    },
  };
  return cache;
}

export const metadataCache = createMetadataCache();

/** What supertokens-node throws when no core answered the connection (refused, reset, unreachable). */
export const NO_CORE_MESSAGE = 'No SuperTokens core available to query';

/**
 * A read from the core, once more after `delayMs` when no core answered the connection. A core
 * that restarts or sheds connections for a moment under load (seen in CI: the one request whose
 * metadata was due for a refresh ended in a 500) is then a short wait, not an error page.
 * Other failures, and a second one, go to the caller as they are.
 */
export async function readFromCore<T>(read: () => Promise<T>, delayMs = 200): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (!(error instanceof Error) || error.message !== NO_CORE_MESSAGE) throw error;
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    return read();
  }
}

export async function readMetadata(userId: string, userContext?: Record<string, unknown>): Promise<PortalMetadata> {
  return metadataCache.read(
    userId,
    async () => (await readFromCore(() => UserMetadata.getUserMetadata(userId, userContext))).metadata as PortalMetadata,
    userContext?.[FRESH_METADATA] === true,
  );
}

export async function writeMetadata(userId: string, patch: Partial<Record<keyof PortalMetadata, string | null>>): Promise<PortalMetadata> {
  const { metadata } = await UserMetadata.updateUserMetadata(userId, patch);
  return metadata as PortalMetadata;
}
