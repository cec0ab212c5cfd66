/**
 * The fast kernel behind `playOutFast`, `playOutSeeded` and `settleSeeded` (fastplay.ts): random computer
 * play (the choices of `randomMove`, drawing the same random numbers) on mutable bit masks, without building
 * a position, a list of legal moves or an event per step. Internal: not exported from index.ts.
 *
 * It implements the same rules as rules.ts from the same `RuleOptions`, and must stay in step with it:
 * tests/unit/kernel.test.ts plays thousands of seeded deals per reading both ways and requires identical
 * moves, final positions and settlements. A rule change goes into rules.ts first, then here.
 *
 * Card sets are two int32 words as in CardSet: `lo` holds cards 0..31 (ranks A..8), `hi` cards 32..51
 * (ranks 9..K); each rank is one 4-bit nibble (bit = suit). Players' sets live in Int32Arrays.
 */
import type { Card, Claimable, Move, Player, Position } from './types.ts';
import type { RuleOptions } from './options.ts';
import type { Rng } from '../core/random.ts';
import { SeedStream } from '../core/seedstream.ts';
import { CardSet } from '../core/cardset.ts';
import { parlett } from './readings/parlett.ts';
import { payOff, payRules, type PayRules, type Settlement } from './settle.ts';

/** One bit per rank nibble (the nibble's lowest bit). */
const NIB = 0x11111111;
/** Cards (bits) in a 4-bit rank nibble. */
const POP4 = [0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4];
/** The declarations a rank nibble in hand allows: two of a prial in three ways (3 cards), a mournival (4). */
const DECLARABLE = POP4.map((n) => (n === 3 ? 3 : n === 4 ? 1 : 0));

/** Bits set in a 32-bit integer. */
function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** Each 4-bit nibble of `x` replaced by its number of set bits (0..4). */
function nibbleCounts(x: number): number {
  const c2 = x - ((x >>> 1) & 0x55555555);
  return (c2 & 0x33333333) + ((c2 >>> 2) & 0x33333333);
}

/** The low bit of every nibble of `x` that holds exactly `n` cards (n = 2, 3 or 4), others 0. */
function nibblesWith(x: number, n: 2 | 3 | 4): number {
  const c = nibbleCounts(x);
  if (n === 2) return (c >>> 1) & ~c & ~(c >>> 2) & NIB; // 0b010
  if (n === 3) return c & (c >>> 1) & NIB; // 0b011 (counts never exceed 4)
  return (c >>> 2) & NIB; // 0b100
}

/** The low bit of every nibble of `x` that is full (all four cards of the rank). */
function fullNibbles(x: number): number {
  return x & (x >>> 1) & (x >>> 2) & (x >>> 3) & NIB;
}

/** The low bit of every nibble of `x` that holds at least two cards. */
function nibblesWithTwoOrMore(x: number): number {
  const c = nibbleCounts(x);
  return ((c >>> 1) | (c >>> 2)) & NIB;
}

/** The nibble of rank `r` in the word pair (lo, hi), as 0..15. */
function rankBits(lo: number, hi: number, r: number): number {
  return r < 8 ? (lo >>> (r * 4)) & 15 : (hi >>> ((r - 8) * 4)) & 15;
}

/** The mask of the n-th (0-based) set bit of a nibble, e.g. nthBit(0b1011, 1) = 0b0010. */
function nthBit(nibble: number, n: number): number {
  let b = nibble;
  for (; n > 0; n--) b &= b - 1;
  return b & -b;
}

/**
 * The card lists of every subset of every rank, ascending, index rank * 16 + nibble: the cards of a move
 * (always of one rank) come from here, shared and frozen, so building the moves allocates no arrays.
 */
const RANK_CARDS: readonly (readonly Card[])[] = Array.from({ length: 13 * 16 }, (_, i) => {
  const r = i >> 4;
  const out: Card[] = [];
  for (let s = 0; s < 4; s++) if (i & (1 << s)) out.push(r * 4 + s);
  return Object.freeze(out);
});

/** The cards of (lo, hi), ascending, as an array: a shared frozen list when they are of one rank. */
function cardsOf(lo: number, hi: number): readonly Card[] {
  const w = lo !== 0 ? lo : hi;
  const shift = (31 - Math.clz32(w & -w)) & ~3; // the lowest card's rank nibble
  const nibble = w >>> shift;
  if ((lo === 0 || hi === 0) && nibble < 16) return RANK_CARDS[((lo !== 0 ? 0 : 8) + shift / 4) * 16 + nibble]!;
  const out: Card[] = [];
  for (let b = lo; b !== 0; b &= b - 1) out.push(31 - Math.clz32(b & -b));
  for (let b = hi; b !== 0; b &= b - 1) out.push(63 - Math.clz32(b & -b));
  return out;
}

/** The CardSet of two words (the shared empty set when empty: a finished deal's hands and table). */
function cardSet(lo: number, hi: number): CardSet {
  return (lo | hi) === 0 ? CardSet.EMPTY : new CardSet(lo, hi);
}

/** declarations: none, before play only, or on any turn of one's own too. */
const DECLARE_NONE = 0;
const DECLARE_BEFORE_PLAY = 1;
const DECLARE_ANY_TURN = 2;

/**
 * The rule options the kernel reads, flattened into records of one shape: property reads stay monomorphic
 * whichever reading is played (the readings' option objects each have their own hidden class in V8).
 */
interface Rules {
  /** layoutMournival is 'dealer'. */
  readonly layoutToDealer: boolean;
  /** DECLARE_NONE, DECLARE_BEFORE_PLAY or DECLARE_ANY_TURN. */
  readonly declarations: number;
  readonly outOfTurnPair: boolean;
  readonly layLastCards: boolean;
  readonly claimLayoutMournival: boolean;
  readonly claimOneOfThree: boolean;
  readonly claimLieDownPair: boolean;
  readonly claimLieDownPrial: boolean;
  readonly claimLieDownMournival: boolean;
  readonly claimAfterLyingDown: boolean;
  readonly lieDownPayment: number;
  /**
   * Whether the kernel keeps each hand's two-card ranks (twoLo, twoHi, anyTwo…) and the ranks of which
   * exactly two cards are won (wonTwo…): only out-of-turn pairs read them (outOfTurnPair).
   */
  readonly trackTwos: boolean;
  /** Whether the kernel keeps each hand's number of declarations (`declarable`): declarations are allowed. */
  readonly trackDeclarable: boolean;
  /** The pay-off's rules (settle.ts PayRules) by number of players; undefined for counts not defined. */
  readonly pay: readonly (PayRules | undefined)[];
  /**
   * How many captures a hand holding the cards `hand` of a rank has against the table cards `table` of it
   * (4-bit nibbles; index hand * 16 + table): the count that `captures` in rules.ts lists.
   */
  readonly captureCount: Int8Array;
  /**
   * The captures themselves, in the order of `captures` in rules.ts: entry (hand * 16 + table) * 8 + k is
   * the k-th capture's nibble played from hand, plus 16 times the nibble taken from the table.
   */
  readonly captureMoves: Uint8Array;
}

const rulesCache = new WeakMap<RuleOptions, Rules>();

/** The kernel's record of a reading's options (cached per options object). */
export function rulesOf(o: RuleOptions): Rules {
  let rules = rulesCache.get(o);
  if (rules) return rules;
  const captureCount = new Int8Array(256);
  const captureMoves = new Uint8Array(256 * 8);
  for (let hand = 1; hand < 16; hand++) {
    for (let table = 1; table < 16; table++) {
      if ((hand & table) !== 0) continue; // a card is in hand or on the table, not both
      const h = POP4[hand]!;
      const t = POP4[table]!;
      const at = (hand * 16 + table) * 8;
      let n = 0;
      // One for one: hand card by hand card, each against every table card of the rank.
      if (o.oneForOne && !(t === 3 && o.oneForThree === 'must')) {
        for (let i = 0; i < h; i++) for (let j = 0; j < t; j++) captureMoves[at + n++] = nthBit(hand, i) | (nthBit(table, j) << 4);
      }
      if (t === 3 && o.oneForThree !== 'no') for (let i = 0; i < h; i++) captureMoves[at + n++] = nthBit(hand, i) | (table << 4);
      if ((h === 2 && t === 2 && o.pairForPair) || (h === 3 && t === 1 && o.prialForSingle)) captureMoves[at + n++] = hand | (table << 4);
      captureCount[hand * 16 + table] = n;
    }
  }
  rules = {
    layoutToDealer: o.layoutMournival === 'dealer',
    declarations: o.declarations === 'anyTurn' ? DECLARE_ANY_TURN : o.declarations === 'beforePlay' ? DECLARE_BEFORE_PLAY : DECLARE_NONE,
    outOfTurnPair: o.outOfTurnPair,
    layLastCards: o.layLastCards,
    claimLayoutMournival: o.claimLayoutMournival,
    claimOneOfThree: o.claimOneOfThree,
    claimLieDownPair: o.claimLieDownPair,
    claimLieDownPrial: o.claimLieDownPrial,
    claimLieDownMournival: o.claimLieDownMournival,
    claimAfterLyingDown: o.claimAfterLyingDown,
    lieDownPayment: o.lieDownPayment,
    trackTwos: o.outOfTurnPair,
    trackDeclarable: o.declarations !== 'none',
    pay: Array.from({ length: Math.max(0, ...Object.keys(o.deals).map(Number)) + 1 }, (_, n) => payRules(o, n)),
    captureCount,
    captureMoves,
  };
  rulesCache.set(o, rules);
  return rules;
}

/** The low bit of every nibble of `x` that holds at least one card. */
function nonEmptyNibbles(x: number): number {
  return (x | (x >>> 1) | (x >>> 2) | (x >>> 3)) & NIB;
}

/** The number of declarations a hand word allows: two of a prial in three ways, a mournival in one. */
function declarationCount(x: number): number {
  const c = nibbleCounts(x);
  const three = c & (c >>> 1) & NIB; // counts never exceed 4, so 0b011 is 3
  const four = (c >>> 2) & NIB;
  return (three | four) === 0 ? 0 : 3 * popcount(three) + popcount(four);
}

/**
 * The ranks (nibble low bits) of a hand word's layable pairs: two in hand, two won by other players.
 * `handTwo` and `wonTwo` mark the ranks of which the hand holds exactly two cards and of which exactly two
 * are won by anyone; `mine` is the player's own won cards. With two of a rank in hand and two won, the two
 * won are the others' if the player won none of that rank.
 */
function layablePairRanks(handTwo: number, wonTwo: number, mine: number): number {
  const both = handTwo & wonTwo;
  return both === 0 ? 0 : both & ~nonEmptyNibbles(mine);
}

/** The mutable state of one deal in play, with the options it is played under. */
class Kernel {
  players = 0;
  dealer = 0;
  handLo = new Int32Array(8);
  handHi = new Int32Array(8);
  wonLo = new Int32Array(8);
  wonHi = new Int32Array(8);
  /** Every player's won cards together. */
  wonAllLo = 0;
  wonAllHi = 0;
  /** The ranks (nibble low bits) of which exactly two cards are won, by anyone (kept if Rules.trackTwos). */
  wonTwoLo = 0;
  wonTwoHi = 0;
  // Bits derived from each hand, refreshed whenever the hand changes, and only where the rules read them
  // (Rules.trackDeclarable, Rules.trackTwos; otherwise they stay 0):
  /** The declarations each hand allows (declarationCount). */
  declarable = new Int32Array(8);
  /** The ranks of which each hand holds exactly two cards. */
  twoLo = new Int32Array(8);
  twoHi = new Int32Array(8);
  /** The union of twoLo (twoHi) over all hands: a quick test for layable pairs. */
  anyTwoLo = 0;
  anyTwoHi = 0;
  /** Bit p set while player p holds cards. */
  holding = 0;
  laidDown = new Uint8Array(8);
  transfers = new Int32Array(8);
  tableLo = 0;
  tableHi = 0;
  /** Player on turn, -1 for none. */
  turn = -1;
  started = false;
  /** -1 for none. */
  lastCapturer = -1;
  over = false;
  /** -1 for none. */
  lastHolder = -1;
  /** Open claims, in the order rules.ts keeps them: cards and culprit. */
  claims = 0;
  claimLo = new Int32Array(64);
  claimHi = new Int32Array(64);
  claimCulprit = new Int32Array(64);
  /** The words dealSeeded deals into: two per seat, two for the table. */
  private scratch = new Int32Array(16);
  /**
   * The moves made, as the engine's Move objects (cards ascending, as legal moves list them); left empty
   * when the kernel counts its moves only (`record` false).
   */
  made: Move[] = [];
  /** Whether the moves are kept in `made`; either way `moveCount` counts them. */
  record = true;
  /** How many moves have been made since the reset. */
  moveCount = 0;
  /** The generator of seeded deals (`seededRng`'s stream, re-seeded per deal; see dealSeeded). */
  readonly rng = new SeedStream();
  /** The deck being shuffled for dealSeeded. */
  private deck = new Int8Array(52);
  /** owners(): the words each place in the deck is dealt to, for the layout `ownersKey`. */
  private owner = new Int8Array(52);
  private ownersKey = -1;

  rules: Rules = rulesOf(parlett.options);

  /** Clears the state for a deal of `players` under options `o`; `record`: keep the moves in `made`. */
  reset(o: RuleOptions, players: number, dealer: Player, record = true): void {
    if (players > this.handLo.length) {
      for (const k of ['handLo', 'handHi', 'wonLo', 'wonHi', 'transfers', 'declarable', 'twoLo', 'twoHi'] as const) this[k] = new Int32Array(players);
      this.laidDown = new Uint8Array(players);
    }
    this.rules = rulesOf(o);
    this.players = players;
    this.dealer = dealer;
    for (let p = 0; p < players; p++) {
      this.handLo[p] = 0;
      this.handHi[p] = 0;
      this.wonLo[p] = 0;
      this.wonHi[p] = 0;
      this.laidDown[p] = 0;
      this.transfers[p] = 0;
      this.declarable[p] = 0;
      this.twoLo[p] = 0;
      this.twoHi[p] = 0;
    }
    this.wonAllLo = 0;
    this.wonAllHi = 0;
    this.wonTwoLo = 0;
    this.wonTwoHi = 0;
    this.anyTwoLo = 0;
    this.anyTwoHi = 0;
    this.holding = 0;
    this.tableLo = 0;
    this.tableHi = 0;
    this.turn = -1;
    this.started = false;
    this.lastCapturer = -1;
    this.over = false;
    this.lastHolder = -1;
    this.claims = 0;
    this.made = record ? [] : this.made.length === 0 ? this.made : [];
    this.record = record;
    this.moveCount = 0;
  }

  /** Loads a position (any position the engine produced). */
  load(pos: Position): void {
    this.reset(pos.reading.options, pos.players, pos.dealer);
    for (let p = 0; p < pos.players; p++) {
      this.setHand(p, pos.hands[p]!.lo, pos.hands[p]!.hi);
      this.win(p, pos.won[p]!.lo, pos.won[p]!.hi);
      this.laidDown[p] = pos.laidDown[p] ? 1 : 0;
      this.transfers[p] = pos.transfers[p]!;
    }
    this.tableLo = pos.table.lo;
    this.tableHi = pos.table.hi;
    this.turn = pos.turn ?? -1;
    this.started = pos.started;
    this.lastCapturer = pos.lastCapturer ?? -1;
    this.over = pos.over;
    this.lastHolder = pos.lastHolder ?? -1;
    for (const c of pos.claimables) {
      const set = CardSet.of(c.cards);
      this.openClaim(set.lo, set.hi, c.culprit);
    }
  }

  /**
   * Shuffles and deals as dealSeeded(seed) does (random.ts `shuffle` drawing from seededRng(seed), then
   * dealFromDeck's deal: round robin from the dealer's left, the rest to the table), and returns the
   * kernel's generator started afresh on `seededRng(seed)`'s stream, from which `playOut(start,
   * seededRng(seed))` draws. The shuffle deals each card as soon as its place in the deck is final.
   */
  dealSeeded(seed: number, hand: number): SeedStream {
    const n = this.players;
    const first = this.dealer + 1 === n ? 0 : this.dealer + 1;
    const deck = this.deck;
    for (let i = 0; i < 52; i++) deck[i] = i;
    // Words 2i and 2i + 1 are the lo and hi of the i-th seat dealt to (seat first + i), words 2n and 2n + 1
    // the table's.
    const words = this.scratch.length < 2 * (n + 1) ? (this.scratch = new Int32Array(2 * (n + 1))) : this.scratch;
    for (let w = 0; w < 2 * (n + 1); w++) words[w] = 0;
    this.rng.seed(seed).shuffleDeal(deck, this.owners(n, hand), words);
    const rules = this.rules;
    this.tableLo = words[2 * n]!;
    this.tableHi = words[2 * n + 1]!;
    let anyLo = 0;
    let anyHi = 0;
    let holding = 0;
    for (let i = 0, p = first; i < n; i++, p = p + 1 === n ? 0 : p + 1) {
      const lo = words[2 * i]!;
      const hi = words[2 * i + 1]!;
      this.handLo[p] = lo;
      this.handHi[p] = hi;
      if ((lo | hi) !== 0) holding |= 1 << p;
      if (rules.trackDeclarable) this.declarable[p] = declarationCount(lo) + declarationCount(hi);
      if (rules.trackTwos) {
        anyLo |= this.twoLo[p] = nibblesWith(lo, 2);
        anyHi |= this.twoHi[p] = nibblesWith(hi, 2);
      }
    }
    this.holding = holding;
    this.anyTwoLo = anyLo;
    this.anyTwoHi = anyHi;
    this.turn = first;
    return this.rng.seed(seed);
  }

  /**
   * For each place in the deck, the first word of whoever is dealt the card there, 2i for the i-th seat
   * dealt to (round robin, `hand` cards each for `n` seats), 2n for the table. Kept for the last layout.
   */
  private owners(n: number, hand: number): Int8Array {
    const key = n * 64 + hand;
    if (key === this.ownersKey) return this.owner;
    const dealt = hand * n;
    for (let i = 0; i < 52; i++) this.owner[i] = i < dealt ? 2 * (i % n) : 2 * n;
    this.ownersKey = key;
    return this.owner;
  }

  /**
   * Sets player p's whole hand and derives its bits again (loading, emptying a hand), those the rules
   * track (trackDeclarable, trackTwos).
   */
  private setHand(p: number, lo: number, hi: number): void {
    const rules = this.rules;
    this.handLo[p] = lo;
    this.handHi[p] = hi;
    if ((lo | hi) !== 0) this.holding |= 1 << p;
    else this.holding &= ~(1 << p);
    if (rules.trackDeclarable) this.declarable[p] = (lo | hi) === 0 ? 0 : declarationCount(lo) + declarationCount(hi);
    if (rules.trackTwos) {
      const twoLo = nibblesWith(lo, 2);
      const twoHi = nibblesWith(hi, 2);
      if (twoLo === this.twoLo[p] && twoHi === this.twoHi[p]) return;
      this.twoLo[p] = twoLo;
      this.twoHi[p] = twoHi;
      this.unionTwos();
    }
  }

  /** Recomputes the union of the hands' two-card ranks. */
  private unionTwos(): void {
    let anyLo = 0;
    let anyHi = 0;
    for (let q = 0; q < this.players; q++) {
      anyLo |= this.twoLo[q]!;
      anyHi |= this.twoHi[q]!;
    }
    this.anyTwoLo = anyLo;
    this.anyTwoHi = anyHi;
  }

  /**
   * Takes the nibble `cards` of rank r out of player p's hand (a capture, declaration or laid pair), and
   * updates the derived bits of that rank only.
   */
  private removeFromHand(p: number, r: number, cards: number): void {
    const high = r >= 8;
    const shift = (high ? r - 8 : r) * 4;
    const words = high ? this.handHi : this.handLo;
    const before = (words[p]! >>> shift) & 15;
    const after = before & ~cards;
    words[p]! &= ~(cards << shift);
    if ((this.handLo[p]! | this.handHi[p]!) === 0) this.holding &= ~(1 << p);
    if (this.rules.trackDeclarable) this.declarable[p]! += DECLARABLE[after]! - DECLARABLE[before]!;
    if (!this.rules.trackTwos) return;
    const wasTwo = POP4[before] === 2;
    const isTwo = POP4[after] === 2;
    if (wasTwo === isTwo) return;
    const twos = high ? this.twoHi : this.twoLo;
    const bit = 1 << shift;
    if (isTwo) {
      twos[p]! |= bit;
      if (high) this.anyTwoHi |= bit;
      else this.anyTwoLo |= bit;
    } else {
      twos[p]! &= ~bit;
      this.unionTwos();
    }
  }

  // ----- the random computer player (randomMove in replay.ts) -----

  /** Plays the deal to its end, choosing as randomMove does with the same draws from `rng`. */
  playOut(rng: Rng): void {
    const o = this.rules;
    // Once play has started, free moves come only from these rules or from open claims: without them
    // (the simplified reading) there is nothing to count.
    const declareAnyTurn = o.declarations === DECLARE_ANY_TURN;
    const pairs = o.outOfTurnPair;
    const lastCards = o.layLastCards;
    while (!this.over) {
      // freeCount(), for the usual case (in play, no claim open) with the rules' flags at hand.
      let free = 0;
      if (this.started && this.claims === 0) {
        const t = this.turn;
        if (declareAnyTurn && t >= 0) free = this.declarable[t]!;
        if (pairs && ((this.anyTwoLo & this.wonTwoLo) | (this.anyTwoHi & this.wonTwoHi)) !== 0) free += this.pairCount();
        if (lastCards) free += this.lastCount();
      } else free = this.freeCount();
      if (free > 0 && rng.int(2) === 0) this.playFree(rng.int(free));
      else if (this.turn >= 0) this.playTurn(rng);
      else if (free > 0) this.playFree(rng.int(free));
      else return; // no move at all: cannot happen in a position the engine produced
    }
  }

  /**
   * Plays one of turnMoves, drawn with `rng` as randomMove draws it: the captures are counted rank by rank
   * (captureCount), one is drawn, and the rank it falls in is found by counting again; the capture itself
   * comes from captureMoves. Lying down when there is no capture (still one draw, as from a list of one).
   *
   * The capture is made here rather than by `capture`, which does the same in steps (removeFromHand,
   * win, nextHolder, finish): this is the move of almost every turn, and one function body lets the
   * compiler keep the hand, the table and the won cards in registers.
   */
  private playTurn(rng: Rng): void {
    const p = this.turn;
    const o = this.rules;
    const count = o.captureCount;
    const hl = this.handLo[p]!;
    const hh = this.handHi[p]!;
    const tl = this.tableLo;
    const th = this.tableHi;
    const bothLo = nonEmptyNibbles(hl) & nonEmptyNibbles(tl);
    const bothHi = nonEmptyNibbles(hh) & nonEmptyNibbles(th);
    let total = 0;
    for (let b = bothLo; b !== 0; b &= b - 1) {
      const s = 31 - Math.clz32(b & -b);
      total += count[(((hl >>> s) & 15) << 4) | ((tl >>> s) & 15)]!;
    }
    for (let b = bothHi; b !== 0; b &= b - 1) {
      const s = 31 - Math.clz32(b & -b);
      total += count[(((hh >>> s) & 15) << 4) | ((th >>> s) & 15)]!;
    }
    let k = rng.int(total > 0 ? total : 1);
    if (total === 0) return this.lieDown(p);
    // The drawn capture: its word (high: ranks 9..K), the shift of its rank's nibble, its captureMoves entry.
    let high = false;
    let shift = -1;
    let move = 0;
    for (let b = bothLo; b !== 0; b &= b - 1) {
      const s = 31 - Math.clz32(b & -b);
      const i = (((hl >>> s) & 15) << 4) | ((tl >>> s) & 15);
      const n = count[i]!;
      if (k < n) {
        shift = s;
        move = o.captureMoves[i * 8 + k]!;
        break;
      }
      k -= n;
    }
    if (shift < 0) {
      high = true;
      for (let b = bothHi; b !== 0; b &= b - 1) {
        const s = 31 - Math.clz32(b & -b);
        const i = (((hh >>> s) & 15) << 4) | ((th >>> s) & 15);
        const n = count[i]!;
        if (k < n) {
          shift = s;
          move = o.captureMoves[i * 8 + k]!;
          break;
        }
        k -= n;
      }
    }
    // capture(p, rank, play, take), in one body.
    const play = move & 15;
    const take = move >> 4;
    const playMask = play << shift;
    const takeMask = take << shift;
    const wonMask = playMask | takeMask;
    if (!this.started) this.startPlay();
    this.moveCount++;
    if (this.record) {
      this.made.push({ type: 'capture', player: p, play: cardsOf(high ? 0 : playMask, high ? playMask : 0), take: cardsOf(high ? 0 : takeMask, high ? takeMask : 0) });
    }
    const before = ((high ? hh : hl) >>> shift) & 15;
    const after = before & ~play;
    let left: number;
    if (high) {
      this.handHi[p] = hh & ~playMask;
      const table = th & ~takeMask;
      this.tableHi = table;
      left = (table >>> shift) & 15;
      this.wonHi[p]! |= wonMask;
      const all = this.wonAllHi | wonMask;
      this.wonAllHi = all;
      if (o.trackTwos) this.wonTwoHi = nibblesWith(all, 2);
      if (after === 0 && (hh & ~playMask) === 0 && hl === 0) this.holding &= ~(1 << p);
    } else {
      this.handLo[p] = hl & ~playMask;
      const table = tl & ~takeMask;
      this.tableLo = table;
      left = (table >>> shift) & 15;
      this.wonLo[p]! |= wonMask;
      const all = this.wonAllLo | wonMask;
      this.wonAllLo = all;
      if (o.trackTwos) this.wonTwoLo = nibblesWith(all, 2);
      if (after === 0 && (hl & ~playMask) === 0 && hh === 0) this.holding &= ~(1 << p);
    }
    // The hand's derived bits (removeFromHand), of this rank only.
    if (o.trackDeclarable) this.declarable[p]! += DECLARABLE[after]! - DECLARABLE[before]!;
    const wasTwo = POP4[before] === 2;
    if (o.trackTwos && wasTwo !== (POP4[after] === 2)) {
      const bit = 1 << shift;
      const twos = high ? this.twoHi : this.twoLo;
      if (wasTwo) {
        twos[p]! &= ~bit;
        this.unionTwos();
      } else {
        twos[p]! |= bit;
        if (high) this.anyTwoHi |= bit;
        else this.anyTwoLo |= bit;
      }
    }
    this.lastCapturer = p;
    // Took one of three: the two left are open to a claim.
    if (POP4[take] === 1 && POP4[left] === 2 && o.claimOneOfThree) {
      this.openClaim(high ? 0 : left << shift, high ? left << shift : 0, p);
    }
    this.turn = this.nextHolder(p);
    // finish(): with no open claim and two or more players holding cards (the turn is on one of them),
    // there is nothing for it to do.
    const holding = this.holding;
    if (this.claims !== 0 || (holding & (holding - 1)) === 0) this.finish();
  }

  /** Whether player p may declare from hand now (mayDeclare in rules.ts). */
  private mayDeclare(p: number): boolean {
    const d = this.rules.declarations;
    return d === DECLARE_ANY_TURN ? !this.started || this.turn === p : d === DECLARE_BEFORE_PLAY && !this.started;
  }

  /**
   * The number of freeMoves, every player's together: the sum of freeCountOf over the players, counted
   * kind by kind so that the kinds no player can have right now cost nothing. Most positions have none.
   */
  freeCount(): number {
    const o = this.rules;
    let n = 0;
    if (this.started) {
      const t = this.turn;
      if (o.declarations === DECLARE_ANY_TURN && t >= 0) n += this.declarable[t]!;
    } else {
      if (o.declarations !== DECLARE_NONE) {
        for (let p = 0; p < this.players; p++) n += this.declarable[p]!;
      }
      if (o.layoutToDealer) n += popcount(fullNibbles(this.tableLo)) + popcount(fullNibbles(this.tableHi));
    }
    // A layable pair needs a rank of which some hand holds exactly two cards and exactly two are won.
    if (o.outOfTurnPair && ((this.anyTwoLo & this.wonTwoLo) | (this.anyTwoHi & this.wonTwoHi)) !== 0) n += this.pairCount();
    if (o.layLastCards) n += this.lastCount();
    if (this.claims > 0) {
      // Every player may make every claim but their own, unless lying down bars them.
      if (o.claimAfterLyingDown) n += (this.players - 1) * this.claims;
      else for (let p = 0; p < this.players; p++) n += this.claimCountOf(p);
    }
    return n;
  }

  /** Every player's layable pairs together (see pairRanksLo). */
  private pairCount(): number {
    let n = 0;
    for (let p = 0; p < this.players; p++) n += popcount(this.pairRanksLo(p)) + popcount(this.pairRanksHi(p));
    return n;
  }

  /** Every player's last cards of a rank together (see lastRanksLo). */
  private lastCount(): number {
    let n = 0;
    for (let p = 0; p < this.players; p++) n += popcount(this.lastRanksLo(p)) + popcount(this.lastRanksHi(p));
    return n;
  }

  /** The number of open claims that player p may make (mayClaim in rules.ts). */
  private claimCountOf(p: number): number {
    if (!this.rules.claimAfterLyingDown && this.laidDown[p] === 1) return 0;
    let n = 0;
    for (let i = 0; i < this.claims; i++) if (this.claimCulprit[i] !== p) n++;
    return n;
  }

  /**
   * The number of freeMovesOf(p): declarations (two of a prial in three ways, a whole mournival), the
   * dealer's layout mournivals before play, layable pairs, last cards of a rank, claims. `pairsNow` false
   * says that nobody has a layable pair (see freeCount), `claimsNow` false that no claim is open: the
   * counts of those kinds are then skipped.
   */
  freeCountOf(p: number, pairsNow = true, claimsNow = true): number {
    const o = this.rules;
    let n = 0;
    if ((this.handLo[p]! | this.handHi[p]!) !== 0) {
      if (this.mayDeclare(p)) n += this.declarable[p]!;
      if (pairsNow && o.outOfTurnPair) n += popcount(this.pairRanksLo(p)) + popcount(this.pairRanksHi(p));
      if (o.layLastCards) n += popcount(this.lastRanksLo(p)) + popcount(this.lastRanksHi(p));
    }
    if (this.dealerLayout(p)) n += popcount(fullNibbles(this.tableLo)) + popcount(fullNibbles(this.tableHi));
    return claimsNow ? n + this.claimCountOf(p) : n;
  }

  /** Whether p is the dealer who may still take a layout mournival. */
  private dealerLayout(p: number): boolean {
    return p === this.dealer && !this.started && this.rules.layoutToDealer;
  }

  /** Ranks (nibble low bits) of p's layable pairs: two in hand, the other two won by others. Low word. */
  private pairRanksLo(p: number): number {
    return layablePairRanks(this.twoLo[p]!, this.wonTwoLo, this.wonLo[p]!);
  }
  /** High word of pairRanksLo. */
  private pairRanksHi(p: number): number {
    return layablePairRanks(this.twoHi[p]!, this.wonTwoHi, this.wonHi[p]!);
  }

  /** Ranks of p's last cards (two or more in hand, all the rest won), less the layable pairs. Low word. */
  private lastRanksLo(p: number): number {
    const h = this.handLo[p]!;
    if (h === 0) return 0;
    const last = nibblesWithTwoOrMore(h) & fullNibbles(h | this.wonAllLo);
    return this.rules.outOfTurnPair ? last & ~this.pairRanksLo(p) : last;
  }
  /** High word of lastRanksLo. */
  private lastRanksHi(p: number): number {
    const h = this.handHi[p]!;
    if (h === 0) return 0;
    const last = nibblesWithTwoOrMore(h) & fullNibbles(h | this.wonAllHi);
    return this.rules.outOfTurnPair ? last & ~this.pairRanksHi(p) : last;
  }

  /** Plays the k-th of freeMoves: players in seat order, each in freeMovesOf's order. */
  playFree(k: number): void {
    // A layable pair needs a rank of which some hand holds exactly two cards and exactly two are won.
    const pairsNow = this.rules.outOfTurnPair && ((this.anyTwoLo & this.wonTwoLo) | (this.anyTwoHi & this.wonTwoHi)) !== 0;
    const claimsNow = this.claims > 0;
    for (let p = 0; p < this.players; p++) {
      const n = this.freeCountOf(p, pairsNow, claimsNow);
      if (k < n) return this.playFreeOf(p, k);
      k -= n;
    }
  }

  /** Plays the k-th of freeMovesOf(p). */
  private playFreeOf(p: number, k: number): void {
    const o = this.rules;
    // The ranks are looked through only when the move is a declaration (declarable counts them).
    if (this.mayDeclare(p) && k >= this.declarable[p]!) k -= this.declarable[p]!;
    else if (this.mayDeclare(p)) {
      for (let r = 0; r < 13; r++) {
        const hb = rankBits(this.handLo[p]!, this.handHi[p]!, r);
        const n = POP4[hb]!;
        if (n === 4) {
          if (k === 0) return this.declareCards(p, r, hb);
          k--;
        } else if (n === 3) {
          // The three ways to choose two of three, in order: (1st, 2nd), (1st, 3rd), (2nd, 3rd).
          if (k < 3) return this.declareCards(p, r, hb & ~nthBit(hb, 2 - k));
          k -= 3;
        }
      }
    }
    if (this.dealerLayout(p)) {
      for (let r = 0; r < 13; r++) {
        if (rankBits(this.tableLo, this.tableHi, r) !== 15) continue;
        if (k === 0) return this.declareCards(p, r, 15);
        k--;
      }
    }
    if (o.outOfTurnPair) {
      const i = this.nthRank(this.pairRanksLo(p), this.pairRanksHi(p), k);
      if (i >= 0) return this.layPair(p, i);
      k -= popcount(this.pairRanksLo(p)) + popcount(this.pairRanksHi(p));
    }
    if (o.layLastCards) {
      const i = this.nthRank(this.lastRanksLo(p), this.lastRanksHi(p), k);
      if (i >= 0) return this.layPair(p, i);
      k -= popcount(this.lastRanksLo(p)) + popcount(this.lastRanksHi(p));
    }
    for (let i = 0; i < this.claims; i++) {
      if (this.claimCulprit[i] === p || (!o.claimAfterLyingDown && this.laidDown[p] === 1)) continue;
      if (k === 0) return this.claim(p, i);
      k--;
    }
    throw new Error('kernel: no such free move');
  }

  /** The rank of the k-th rank bit of (lo, hi), or -1 when there are k or fewer. */
  private nthRank(lo: number, hi: number, k: number): number {
    for (let b = lo; b !== 0; b &= b - 1, k--) if (k === 0) return (31 - Math.clz32(b & -b)) >> 2;
    for (let b = hi; b !== 0; b &= b - 1, k--) if (k === 0) return 8 + ((31 - Math.clz32(b & -b)) >> 2);
    return -1;
  }

  // ----- applying moves (execute in rules.ts) -----

  /** Adds cards to player p's won cards. */
  private win(p: number, lo: number, hi: number): void {
    this.wonLo[p]! |= lo;
    this.wonHi[p]! |= hi;
    const twos = this.rules.trackTwos;
    if (lo !== 0) {
      this.wonAllLo |= lo;
      if (twos) this.wonTwoLo = nibblesWith(this.wonAllLo, 2);
    }
    if (hi !== 0) {
      this.wonAllHi |= hi;
      if (twos) this.wonTwoHi = nibblesWith(this.wonAllHi, 2);
    }
  }

  /** Adds a claim to the open ones. */
  private openClaim(lo: number, hi: number, culprit: number): void {
    const n = this.claims;
    if (n === this.claimLo.length) {
      for (const key of ['claimLo', 'claimHi', 'claimCulprit'] as const) {
        const bigger = new Int32Array(n * 2);
        bigger.set(this[key]);
        this[key] = bigger;
      }
    }
    this.claimLo[n] = lo;
    this.claimHi[n] = hi;
    this.claimCulprit[n] = culprit;
    this.claims = n + 1;
  }

  /** A turn move starts play: the dealer's untaken layout mournivals become claims. */
  private startPlay(): void {
    if (this.started) return;
    this.started = true;
    const o = this.rules;
    if (!o.layoutToDealer || !o.claimLayoutMournival) return;
    for (let r = 0; r < 13; r++) {
      if (rankBits(this.tableLo, this.tableHi, r) !== 15) continue;
      if (r < 8) this.openClaim(15 << (r * 4), 0, this.dealer);
      else this.openClaim(0, 15 << ((r - 8) * 4), this.dealer);
    }
  }

  /** Player p lies down: the hand goes to the table; kept pairs and sets may become claims; payments. */
  private lieDown(p: number): void {
    this.startPlay();
    const o = this.rules;
    this.moveCount++;
    if (this.record) this.made.push({ type: 'lieDown', player: p });
    const lo = this.handLo[p]!;
    const hi = this.handHi[p]!;
    // Layable pairs kept in hand, found before the hand goes down.
    const keptLo = o.claimLieDownPair && o.outOfTurnPair ? this.pairRanksLo(p) : 0;
    const keptHi = o.claimLieDownPair && o.outOfTurnPair ? this.pairRanksHi(p) : 0;
    this.tableLo |= lo;
    this.tableHi |= hi;
    this.setHand(p, 0, 0);
    this.laidDown[p] = 1;
    for (let b = keptLo; b !== 0; b &= b - 1) this.openClaim(lo & ((b & -b) * 15), 0, p);
    for (let b = keptHi; b !== 0; b &= b - 1) this.openClaim(0, hi & ((b & -b) * 15), p);
    if (o.claimLieDownPrial || o.claimLieDownMournival) {
      for (let r = 0; r < 13; r++) {
        const bits = rankBits(lo, hi, r);
        let cards = 0;
        if (bits !== 15 && POP4[bits] === 3 && o.claimLieDownPrial) cards = bits & ~nthBit(bits, 2);
        if (bits === 15 && o.claimLieDownMournival) cards = 15;
        if (cards === 0) continue;
        if (r < 8) this.openClaim(cards << (r * 4), 0, p);
        else this.openClaim(0, cards << ((r - 8) * 4), p);
      }
    }
    if (o.lieDownPayment > 0) {
      let to = 0;
      for (let q = 0; q < this.players; q++) {
        if (this.handLo[q] !== 0 || this.handHi[q] !== 0) {
          this.transfers[q]! += o.lieDownPayment;
          to++;
        }
      }
      this.transfers[p]! -= o.lieDownPayment * to;
    }
    this.turn = this.nextHolder(p);
    this.finish();
  }

  /** Player p declares the nibble `cards` of rank r: from hand, or the layout mournival from the table. */
  private declareCards(p: number, r: number, cards: number): void {
    const word = r < 8;
    const mask = cards << ((word ? r : r - 8) * 4);
    const lo = word ? mask : 0;
    const hi = word ? 0 : mask;
    this.moveCount++;
    if (this.record) this.made.push({ type: 'declare', player: p, cards: cardsOf(lo, hi) });
    if ((this.handLo[p]! & lo) === lo && (this.handHi[p]! & hi) === hi) {
      this.removeFromHand(p, r, cards);
    } else {
      this.tableLo &= ~lo;
      this.tableHi &= ~hi;
    }
    this.win(p, lo, hi);
    this.finish();
  }

  /** Player p lays all their cards of rank r as won (a pair out of turn, or a rank's last cards). */
  private layPair(p: number, r: number): void {
    const lo = r < 8 ? this.handLo[p]! & (15 << (r * 4)) : 0;
    const hi = r < 8 ? 0 : this.handHi[p]! & (15 << ((r - 8) * 4));
    this.moveCount++;
    if (this.record) this.made.push({ type: 'layPair', player: p, cards: cardsOf(lo, hi) });
    this.removeFromHand(p, r, rankBits(lo, hi, r));
    this.win(p, lo, hi);
    this.finish();
  }

  /** Player p claims open claim i (the first open claim with the same cards goes, as in rules.ts). */
  private claim(p: number, i: number): void {
    const lo = this.claimLo[i]!;
    const hi = this.claimHi[i]!;
    this.moveCount++;
    if (this.record) this.made.push({ type: 'claim', player: p, cards: cardsOf(lo, hi) });
    let first = 0;
    while (this.claimLo[first] !== lo || this.claimHi[first] !== hi) first++;
    this.removeClaim(first);
    this.tableLo &= ~lo;
    this.tableHi &= ~hi;
    this.win(p, lo, hi);
    this.finish();
  }

  /** Removes open claim i, keeping the order of the others. */
  private removeClaim(i: number): void {
    for (let j = i + 1; j < this.claims; j++) {
      this.claimLo[j - 1] = this.claimLo[j]!;
      this.claimHi[j - 1] = this.claimHi[j]!;
      this.claimCulprit[j - 1] = this.claimCulprit[j]!;
    }
    this.claims--;
  }

  /** The next player after `from`, clockwise, who holds cards; -1 if nobody does. */
  private nextHolder(from: number): number {
    const h = this.holding;
    if (h === 0) return -1;
    const after = h & (-2 << from); // holders seated after `from`
    const m = after !== 0 ? after : h; // else round the table from seat 0 (`from` itself last)
    return 31 - Math.clz32(m & -m);
  }

  /**
   * What follows every move: claims whose cards left the table close, an emptied hand on turn passes the
   * turn, and when at most one player holds cards the deal ends (their hand and the table to the dealer).
   */
  private finish(): void {
    let kept = 0;
    for (let i = 0; i < this.claims; i++) {
      if ((this.claimLo[i]! & ~this.tableLo) !== 0 || (this.claimHi[i]! & ~this.tableHi) !== 0) continue;
      this.claimLo[kept] = this.claimLo[i]!;
      this.claimHi[kept] = this.claimHi[i]!;
      this.claimCulprit[kept] = this.claimCulprit[i]!;
      kept++;
    }
    this.claims = kept;
    const t = this.turn;
    if (t >= 0 && this.handLo[t] === 0 && this.handHi[t] === 0) this.turn = this.nextHolder(t);
    const holding = this.holding;
    if ((holding & (holding - 1)) !== 0) return; // two or more players hold cards
    const last = holding === 0 ? -1 : 31 - Math.clz32(holding);
    const d = this.dealer;
    if (last >= 0) {
      this.win(d, this.handLo[last]!, this.handHi[last]!);
      this.setHand(last, 0, 0);
    }
    this.win(d, this.tableLo, this.tableHi);
    this.tableLo = 0;
    this.tableHi = 0;
    this.turn = -1;
    this.claims = 0;
    this.over = true;
    this.lastHolder = last;
  }

  // ----- results as engine data -----

  /**
   * The settlement of the finished deal, as `settle` gives it for `position(base, [])`, computed straight
   * from the kernel's state (won cards counted from the masks). Throws if the deal is not over.
   */
  settlement(base: { pot: number; stakes: readonly number[] }): Settlement {
    if (!this.over) throw new Error('the computer left a deal unfinished');
    const won = new Array<number>(this.players);
    const transfers = new Array<number>(this.players);
    for (let p = 0; p < this.players; p++) {
      won[p] = popcount(this.wonLo[p]!) + popcount(this.wonHi[p]!);
      transfers[p] = this.transfers[p]!;
    }
    const holder = this.lastHolder < 0 ? null : this.lastHolder;
    const capturer = this.lastCapturer < 0 ? null : this.lastCapturer;
    return payOff(this.rules.pay[this.players]!, this.players, won, base.stakes, base.pot, transfers, holder, capturer);
  }

  /** The position now, with the fields that play never changes (reading, pot, stakes, carried) from `base`. */
  position(base: { reading: Position['reading']; pot: number; stakes: readonly number[]; carried: number }, claimables: readonly Claimable[]): Position {
    const hands: CardSet[] = [];
    const won: CardSet[] = [];
    const laidDown: boolean[] = [];
    const transfers: number[] = [];
    for (let p = 0; p < this.players; p++) {
      hands.push(cardSet(this.handLo[p]!, this.handHi[p]!));
      won.push(cardSet(this.wonLo[p]!, this.wonHi[p]!));
      laidDown.push(this.laidDown[p] === 1);
      transfers.push(this.transfers[p]!);
    }
    return {
      reading: base.reading,
      players: this.players,
      dealer: this.dealer,
      hands,
      table: cardSet(this.tableLo, this.tableHi),
      won,
      laidDown,
      turn: this.turn < 0 ? null : this.turn,
      pot: base.pot,
      stakes: base.stakes,
      carried: base.carried,
      transfers,
      started: this.started,
      lastCapturer: this.lastCapturer < 0 ? null : this.lastCapturer,
      claimables,
      over: this.over,
      lastHolder: this.lastHolder < 0 ? null : this.lastHolder,
    };
  }
}

// Pure: a bundle that does not use the kernel can drop it (no side effect).
const shared = /* @__PURE__ */ new Kernel();
let busy = false;

/**
 * The shared kernel, or a fresh one should it be in use (an Rng that plays a deal of its own). Give it back
 * with releaseKernel when done (in a `finally`).
 */
export function acquireKernel(): Kernel {
  if (busy) return new Kernel();
  busy = true;
  return shared;
}

/** Gives back a kernel from acquireKernel. */
export function releaseKernel(k: Kernel): void {
  if (k === shared) busy = false;
}

export type { Kernel };
