/**
 * Seeded randomness from pure-rand (xoroshiro128+): the same seed always gives the same shuffle,
 * so every random deal and computer game can be replayed.
 */
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { Card } from './types.ts';
import { DECK } from './cards.ts';

/** A seeded random source: `int(n)` gives a whole number 0..n-1. */
export interface Rng {
  int(n: number): number;
}

/**
 * A random source seeded with a 32-bit integer: pure-rand's xoroshiro128+ generator, with the range
 * reduced by rejection sampling as pure-rand's own uniformInt does (unbiased; n ≤ 2^32), without its
 * general-purpose checks, since the engine asks only for small ranges.
 */
export function seededRng(seed: number): Rng {
  return new SeededRng(xoroshiro128plus(seed | 0));
}

/** `Math.floor(2^32 / n) * n` for n = 0..64: the rejection limit of `int(n)` for small ranges. */
const LIMIT = Float64Array.from({ length: 65 }, (_, n) => (n === 0 ? 0 : Math.floor(4294967296 / n) * n));

/**
 * seededRng's random source. A class rather than an object literal with a closure, so that every source
 * shares one `int` function, which V8 can then inline where it is called.
 */
class SeededRng implements Rng {
  private readonly g: ReturnType<typeof xoroshiro128plus>;

  constructor(g: ReturnType<typeof xoroshiro128plus>) {
    this.g = g;
  }

  int(n: number): number {
    const g = this.g;
    // The usual small range: m is n when n is a whole number 1..64, and V8 can tell that m is 1..64 and v a
    // whole number below 2^32 (`>>> 0`), so that v % m compiles to one unsigned integer division.
    const m = ((n - 1) & 63) + 1;
    if (m === n) {
      const small = LIMIT[m]!;
      let u = (g.next() ^ -2147483648) >>> 0; // g.next() + 2^31
      while (u >= small) u = (g.next() ^ -2147483648) >>> 0;
      return u % m;
    }
    const limit = Math.floor(4294967296 / n) * n;
    let v = g.next() + 2147483648;
    while (v >= limit) v = g.next() + 2147483648;
    // v % n, computed without the floating-point remainder (a slow library call in V8): for n < 2^21 the
    // rounded quotient v / n (v < 2^32) is off by less than 2^-22, too little to cross a whole number.
    return n < 2097152 ? v - Math.floor(v / n) * n : v % n;
  }
}

/** A Fisher–Yates shuffle of `cards` (default: the 52-card deck), as a new array. */
export function shuffle(rng: Rng, cards: readonly Card[] = DECK): Card[] {
  const a = cards.slice();
  for (let i = a.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    const t = a[i]!;
    a[i] = a[j]!;
    a[j] = t;
  }
  return a;
}
