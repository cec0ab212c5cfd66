/**
 * The random numbers of fast play (lld/fastplay.ts and loo/fastplay.ts, on each game's rules.ts): the
 * stream of random.ts `seededRng(seed)`, re-seeded in place for every seeded deal, with the shuffle (and
 * for Laugh and Lie Down the deal) run on the generator's state in local variables. Internal: not exported
 * from index.ts, and kept out of random.ts so that pages which only need seededRng do not load it.
 */
import type { Rng } from './random.ts';

/**
 * The largest draw that seededRng's `int(n)` keeps, for n = 1..64 (index 0 unused), as the generator's signed
 * 32-bit output x: int(n) keeps u = x + 2^31 when u < Math.floor(2^32 / n) * n (its rejection limit), that
 * is when x <= that limit - 1 - 2^31. A comparison of two 32-bit integers, where a comparison with the
 * limit itself (up to 2^32) is one of doubles, with the draw converted first.
 */
const MAX_DRAW = Int32Array.from({ length: 65 }, (_, n) => (n === 0 ? 0 : Math.floor(4294967296 / n) * n - 1 - 2147483648));

/**
 * shuffleDeal's arrays, one set for the module: the deck being shuffled, the first word of whoever is dealt
 * each place of the deck (OWNER, for the layout `ownerKey`: players * 64 + hand), and the words the cards are dealt into (WORDS:
 * two per seat and two for the table, at most 8 seats; read with `dealtWord`). Module constants that are
 * not exported, and larger than 64 bytes so that V8 keeps their contents outside its heap: V8 then compiles
 * each access with the array's address and length built in, with no map, length or bounds load per access.
 * That saves about a sixth of the shuffle's instructions (callgrind) over arrays passed in or held in fields.
 */
const DECK = new Int8Array(128);
const OWNER = new Int8Array(128);
const WORDS = new Int32Array(32);
let ownerKey = -1;

/** Word `w` of the last shuffleDeal: 2i, 2i + 1 the lo and hi of the i-th seat dealt to; 2n, 2n + 1 the table's. */
export function dealtWord(w: number): number {
  return WORDS[w]!;
}

/**
 * seededRng (random.ts) for fast play's seeded deals, re-seeded in place: pure-rand's xoroshiro128+ with
 * its state in four fields, and `int(n)` reduced exactly as seededRng reduces it (rejection below the
 * limit, then the remainder), so that a seeded deal draws the very same numbers without allocating a
 * generator. tests/unit/fastplay.test.ts and tests/unit/loo-fastplay.test.ts hold fast play, which draws
 * from it, to the step paths on seededRng.
 */
export class SeedStream implements Rng {
  private s00 = 0;
  private s01 = 0;
  private s10 = 0;
  private s11 = 0;

  /** Starts the stream of `seededRng(seed)`. */
  seed(seed: number): this {
    const s = seed | 0;
    // xoroshiro128plus(seed): new XoroShiro128Plus(s01 = -1, s00 = ~seed, s11 = seed | 0, s10 = 0).
    this.s01 = -1;
    this.s00 = ~s;
    this.s11 = s;
    this.s10 = 0;
    return this;
  }

  /** pure-rand's XoroShiro128Plus.next(): a signed 32-bit integer. */
  private next(): number {
    const s00 = this.s00;
    const s01 = this.s01;
    const out = (s00 + this.s10) | 0;
    const a0 = this.s10 ^ s00;
    const a1 = this.s11 ^ s01;
    this.s00 = (s00 << 24) ^ (s01 >>> 8) ^ a0 ^ (a0 << 16);
    this.s01 = (s01 << 24) ^ (s00 >>> 8) ^ a1 ^ ((a1 << 16) | (a0 >>> 16));
    this.s10 = (a1 << 5) ^ (a0 >>> 27);
    this.s11 = (a0 << 5) ^ (a1 >>> 27);
    return out;
  }

  /**
   * The Fisher–Yates shuffle of random.ts `shuffle` on the 52 cards of `deck` (cards 51 down to 1, each
   * swapped with `int(i + 1)`), with the generator's state in local variables for the 51 draws.
   */
  shuffle(deck: Int8Array): void {
    let s00 = this.s00;
    let s01 = this.s01;
    let s10 = this.s10;
    let s11 = this.s11;
    for (let i = 51; i > 0; i--) {
      const n = i + 1;
      const max = MAX_DRAW[n]!;
      let x: number;
      do {
        x = (s00 + s10) | 0; // g.next()
        const a0 = s10 ^ s00;
        const a1 = s11 ^ s01;
        const t00 = s00;
        s00 = (t00 << 24) ^ (s01 >>> 8) ^ a0 ^ (a0 << 16);
        s01 = (s01 << 24) ^ (t00 >>> 8) ^ a1 ^ ((a1 << 16) | (a0 >>> 16));
        s10 = (a1 << 5) ^ (a0 >>> 27);
        s11 = (a0 << 5) ^ (a1 >>> 27);
      } while (x > max);
      const j = ((x ^ -2147483648) >>> 0) % n; // (g.next() + 2^31) % n
      const t = deck[i]!;
      deck[i] = deck[j]!;
      deck[j] = t;
    }
    this.s00 = s00;
    this.s01 = s01;
    this.s10 = s10;
    this.s11 = s11;
  }

  /**
   * The Fisher–Yates shuffle of random.ts `shuffle` on the 52-card deck (cards 51 down to 1, each swapped
   * with `int(i + 1)`), with the generator's state in local variables for the 51 draws; and the deal of
   * dealFromDeck (lld/setup.ts): `players` seats dealt `hand` cards each, round robin, the rest to the
   * table. The card that comes to rest at place i goes into the card set of words OWNER[i] and OWNER[i] + 1
   * (lo, hi), read afterwards with `dealtWord`. At most 8 seats.
   */
  shuffleDeal(players: number, hand: number): void {
    const deck = DECK;
    const owner = OWNER;
    const words = WORDS;
    const key = players * 64 + hand;
    if (key !== ownerKey) {
      const dealt = hand * players;
      for (let i = 0; i < 52; i++) owner[i] = i < dealt ? 2 * (i % players) : 2 * players;
      ownerKey = key;
    }
    for (let i = 0; i < 52; i++) deck[i] = i;
    for (let w = 0; w < 18; w++) words[w] = 0;
    let s00 = this.s00;
    let s01 = this.s01;
    let s10 = this.s10;
    let s11 = this.s11;
    for (let i = 51; i > 0; i--) {
      const n = i + 1;
      const max = MAX_DRAW[n]!;
      let x: number;
      do {
        x = (s00 + s10) | 0; // g.next()
        const a0 = s10 ^ s00;
        const a1 = s11 ^ s01;
        const t00 = s00;
        s00 = (t00 << 24) ^ (s01 >>> 8) ^ a0 ^ (a0 << 16);
        s01 = (s01 << 24) ^ (t00 >>> 8) ^ a1 ^ ((a1 << 16) | (a0 >>> 16));
        s10 = (a1 << 5) ^ (a0 >>> 27);
        s11 = (a0 << 5) ^ (a1 >>> 27);
      } while (x > max);
      const j = ((x ^ -2147483648) >>> 0) % n; // (g.next() + 2^31) % n
      const t = deck[i]!;
      const c = deck[j]!;
      deck[i] = c;
      deck[j] = t;
      // Card c goes to word owner[i] + (c >> 5), without a branch on the card (a shuffled card would
      // defeat branch prediction).
      words[owner[i]! + (c >> 5)]! |= 1 << (c & 31);
    }
    const c = deck[0]!;
    words[owner[0]! + (c >> 5)]! |= 1 << (c & 31);
    this.s00 = s00;
    this.s01 = s01;
    this.s10 = s10;
    this.s11 = s11;
  }

  int(n: number): number {
    // m is n when n is a whole number 1..64, and V8 can tell that m is 1..64 and the draw v a whole number
    // below 2^32 (`>>> 0`), so that (v / m) >>> 0 compiles to one unsigned integer division. The draw kept
    // is seededRng's g.next() + 2^31 (see MAX_DRAW), and the result its remainder v % m, computed from the
    // quotient: V8 compiles v % m itself with a branch for a power-of-two m, which fast play's draws (1, 2,
    // 4 or any other number of moves) would take at random, costing a mispredicted branch every few draws.
    const m = ((n - 1) & 63) + 1;
    if (m !== n) return this.intAny(n);
    const max = MAX_DRAW[m]!;
    let x = this.next();
    while (x > max) x = this.next();
    const v = (x ^ -2147483648) >>> 0;
    return (v - Math.imul((v / m) >>> 0, m)) | 0;
  }

  /** int(n) for any n, exactly as seededRng computes it. */
  private intAny(n: number): number {
    const limit = Math.floor(4294967296 / n) * n;
    let v = this.next() + 2147483648;
    while (v >= limit) v = this.next() + 2147483648;
    return n < 2097152 ? v - Math.floor(v / n) * n : v % n;
  }
}
