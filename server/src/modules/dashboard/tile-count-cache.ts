/**
 * The per-user cache of the tile counts, apart from the sources so that the modules whose
 * writes change a count (orders) can forget it without importing the sources.
 */
import type { TileCountSource } from '../navigation';

export const TILE_COUNT_TTL_MS = 15_000;
/** At most this many users' counts are kept; the oldest go first. */
export const MAX_ENTRIES = 5_000;

interface Entry {
  value: number;
  expires: number;
}

export const cache = new Map<string, Entry>();

/** Forgets the cached counts of a source (this replica), e.g. after an order was signed here. */
export function forgetTileCounts(source: TileCountSource): void {
  for (const key of cache.keys()) if (key.endsWith(`:${source}`)) cache.delete(key);
}
