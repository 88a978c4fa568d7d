/**
 * Small deterministic random source for the seed data. Math.random is never used for
 * seeded rows: the same seed must give byte-identical data on every machine.
 */

/** mulberry32: a 32-bit state PRNG, good enough for test data and tiny. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a over a string: derives independent sub-seeds, so adding one entity does not reshuffle the others. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export class Rng {
  private readonly next: () => number;

  constructor(seed: number, stream = '') {
    this.next = mulberry32(stream ? (seed ^ hashString(stream)) >>> 0 : seed);
  }

  /** Uniform in [0, 1). */
  float(): number {
    return this.next();
  }

  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** Picks by weight; weights need not sum to 1. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    let total = 0;
    for (const [, w] of entries) total += w;
    let r = this.next() * total;
    for (const [value, w] of entries) {
      r -= w;
      if (r < 0) return value;
    }
    return entries[entries.length - 1]![0];
  }

  /** k distinct items, order random. */
  sample<T>(items: readonly T[], k: number): T[] {
    const copy = items.slice();
    const n = Math.min(k, copy.length);
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(this.next() * (copy.length - i));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy.slice(0, n);
  }

  hex(length: number): string {
    let out = '';
    for (let i = 0; i < length; i++) out += Math.floor(this.next() * 16).toString(16);
    return out;
  }

  /** A GUID-shaped id (version nibble 4) as Dynamics uses for primary keys. */
  guid(): string {
    const h = this.hex(32);
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[this.int(0, 3)]}${h.slice(17, 20)}-${h.slice(20, 32)}`;
  }

  /** Exponential-ish positive value with the given mean, capped; for repair times and durations. */
  exp(mean: number, cap: number): number {
    return Math.min(cap, -Math.log(1 - this.next()) * mean);
  }
}
