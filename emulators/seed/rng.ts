import { createHash } from 'node:crypto';

/** A seeded pseudo-random source: the same seed string always paints the same picture. */
export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  range(min: number, max: number): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
}

function hash32(seed: string): number {
  return createHash('sha1').update(seed).digest().readUInt32LE(0);
}

/** mulberry32: tiny, fast and good enough for picking colours and positions. */
export function createRng(seed: string): Rng {
  let a = hash32(seed);
  const next = (): number => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (min, max) => min + next() * (max - min),
    int: (min, max) => Math.floor(min + next() * (max - min + 1)),
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)] as (typeof items)[number];
    },
    chance: (p) => next() < p,
  };
}

/**
 * Image ids look random (like uploaded ones) but are stable across runs, so re-seeding
 * overwrites the same blobs instead of piling up new ones.
 */
export function imageId(ownerId: string, n: number): string {
  return createHash('sha1').update(`${ownerId}#${n}`).digest('hex').slice(0, 12);
}
