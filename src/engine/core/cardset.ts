/**
 * An immutable set of cards as 52 bits (like chessops' SquareSet): card `rank * 4 + suit` is bit
 * `card`; cards 0..31 (ranks A..8) live in `lo`, cards 32..51 (ranks 9..K) in `hi`. The four cards of a
 * rank are one nibble, so "how many of this rank" is a 4-bit popcount. Copying a position copies a few
 * numbers, not arrays.
 */
import type { Card, Rank } from './types.ts';

/** Bits set in a 32-bit integer. */
function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** Bits set in each 4-bit value: the number of cards of a rank from its nibble. */
const NIBBLE_SIZE = [0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4];

/** Index of the lowest set bit of a non-zero 32-bit integer. */
function lowest(x: number): number {
  return 31 - Math.clz32(x & -x);
}

/** For each 4-bit rank nibble of `x`, 1 in that nibble's low bit where the nibble holds exactly two bits. */
export function nibblesWithTwo(x: number): number {
  const pairs = x - ((x >>> 1) & 0x55555555); // 2-bit counts
  const nib = (pairs & 0x33333333) + ((pairs >>> 2) & 0x33333333); // 4-bit counts 0..4
  // nibble == 2  <=>  bit 1 set and bits 0, 2 clear
  return (nib >>> 1) & ~nib & ~(nib >>> 2) & 0x11111111;
}

/** An immutable set of cards. */
export class CardSet implements Iterable<Card> {
  /** Cards 0..31 as bits. */
  readonly lo: number;
  /** Cards 32..51 as bits 0..19. */
  readonly hi: number;

  /** Use the static constructors; `lo` holds cards 0..31, `hi` cards 32..51. */
  constructor(lo: number, hi: number) {
    this.lo = lo;
    this.hi = hi;
  }

  /** The empty set. */
  static readonly EMPTY = new CardSet(0, 0);
  /** All 52 cards. */
  static readonly FULL = new CardSet(0xffffffff | 0, 0xfffff);

  /** The set of the given cards (0..51). */
  static of(cards: Iterable<Card>): CardSet {
    let lo = 0;
    let hi = 0;
    for (const c of cards) {
      if (c < 32) lo |= 1 << c;
      else hi |= 1 << (c - 32);
    }
    return new CardSet(lo, hi);
  }

  /** The four cards of a rank. */
  static rank(r: Rank): CardSet {
    return r < 8 ? new CardSet(0xf << (r * 4), 0) : new CardSet(0, 0xf << ((r - 8) * 4));
  }

  has(c: Card): boolean {
    return c < 32 ? (this.lo & (1 << c)) !== 0 : (this.hi & (1 << (c - 32))) !== 0;
  }
  with(c: Card): CardSet {
    return c < 32 ? new CardSet(this.lo | (1 << c), this.hi) : new CardSet(this.lo, this.hi | (1 << (c - 32)));
  }
  without(c: Card): CardSet {
    return c < 32 ? new CardSet(this.lo & ~(1 << c), this.hi) : new CardSet(this.lo, this.hi & ~(1 << (c - 32)));
  }
  union(o: CardSet): CardSet {
    return new CardSet(this.lo | o.lo, this.hi | o.hi);
  }
  intersect(o: CardSet): CardSet {
    return new CardSet(this.lo & o.lo, this.hi & o.hi);
  }
  diff(o: CardSet): CardSet {
    return new CardSet(this.lo & ~o.lo, this.hi & ~o.hi);
  }
  /** Whether every card of `o` is in this set. */
  supersetOf(o: CardSet): boolean {
    return (o.lo & ~this.lo) === 0 && (o.hi & ~this.hi) === 0;
  }
  equals(o: CardSet): boolean {
    return this.lo === o.lo && this.hi === o.hi;
  }
  isEmpty(): boolean {
    return this.lo === 0 && this.hi === 0;
  }
  /** Number of cards. */
  get size(): number {
    return popcount(this.lo) + popcount(this.hi);
  }
  /** The 4-bit mask of rank `r`'s cards in this set (bit s = suit s). */
  rankBits(r: Rank): number {
    return r < 8 ? (this.lo >>> (r * 4)) & 0xf : (this.hi >>> ((r - 8) * 4)) & 0xf;
  }
  /** How many cards of rank `r` the set holds (0..4). */
  countRank(r: Rank): number {
    return NIBBLE_SIZE[this.rankBits(r)]!;
  }
  /**
   * The ranks of which this set holds exactly two cards, as a set holding the lowest card's bit of each
   * such rank's nibble (use `pairRanks(...).lo/hi` with `& other.pairRanks(...)` for bit-parallel tests).
   */
  pairRanks(): CardSet {
    return new CardSet(nibblesWithTwo(this.lo), nibblesWithTwo(this.hi));
  }
  /** The cards of rank `r` in this set. */
  ofRank(r: Rank): CardSet {
    return r < 8 ? new CardSet(this.lo & (0xf << (r * 4)), 0) : new CardSet(0, this.hi & (0xf << ((r - 8) * 4)));
  }
  /** The cards of rank `r` in this set, ascending, as an array. */
  rankCards(r: Rank): Card[] {
    const bits = this.rankBits(r);
    const out: Card[] = [];
    for (let s = 0; s < 4; s++) if (bits & (1 << s)) out.push(r * 4 + s);
    return out;
  }
  /** The lowest card, or undefined when empty. */
  first(): Card | undefined {
    if (this.lo !== 0) return lowest(this.lo);
    if (this.hi !== 0) return 32 + lowest(this.hi);
    return undefined;
  }
  *[Symbol.iterator](): Iterator<Card> {
    for (let b = this.lo; b !== 0; b &= b - 1) yield lowest(b);
    for (let b = this.hi; b !== 0; b &= b - 1) yield 32 + lowest(b);
  }
  /** The cards in ascending order (by rank, then suit C D H S). */
  toArray(): Card[] {
    const out: Card[] = [];
    for (let b = this.lo; b !== 0; b &= b - 1) out.push(lowest(b));
    for (let b = this.hi; b !== 0; b &= b - 1) out.push(32 + lowest(b));
    return out;
  }
}
