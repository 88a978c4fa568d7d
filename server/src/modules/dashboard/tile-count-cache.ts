/**
 * The per-user cache of the tile counts, apart from the sources so that the modules whose
 * writes change a count (orders) can forget it without importing the sources.
 */
import type { TileCountSource } from '../navigation';

export const TILE_COUNT_TTL_MS = 15_000;
/**
 * How long after `TILE_COUNT_TTL_MS` a count may still be shown while a new one is counted in
 * the background, so that no page waits for the list behind a tile every 15 s. A shown count is
 * thus at most 30 s old (older where another replica took the write).
 */
export const TILE_COUNT_STALE_MS = 15_000;
/** At most this many users' counts are kept; the oldest go first. */
export const MAX_ENTRIES = 5_000;

interface Entry {
  value: number;
  expires: number;
}

export const cache = new Map<string, Entry>();
/** Counts under way, by key: the requests that need one while it runs share it. */
export const counting = new Map<string, Promise<number | null>>();
/** Counts of a source started before this generation of it may not be cached (they may predate a write). */
export const generations = new Map<TileCountSource, number>();

/** Forgets the cached counts of a source (this replica), e.g. after an order was signed here. */
export function forgetTileCounts(source: TileCountSource): void {
  generations.set(source, (generations.get(source) ?? 0) + 1);
  for (const key of cache.keys()) if (key.endsWith(`:${source}`)) cache.delete(key);
  for (const key of counting.keys()) if (key.endsWith(`:${source}`)) counting.delete(key);
}
