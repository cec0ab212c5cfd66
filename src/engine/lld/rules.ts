/**
 * The rules of Laugh and Lie Down, written once: what each player may do in a position, why a move is
 * refused, and what a move does.
 *
 * `Deal` is the one implementation: the state of a deal on mutable bit masks, with the rule options of
 * its reading (options.ts) read into one record (`rulesOf`). Everything else is a view of it. The public,
 * immutable API at the end of this file (`turnMoves`, `freeMovesOf`, `legalMoves`, `checkMove`,
 * `applyMove`) loads a `Position` into a `Deal`, asks it, and builds a new `Position` and the events of
 * the move from what it did, as lichess's chessops gives immutability by `clone()` then `play()`. Fast
 * computer play (fastplay.ts) runs the same `Deal` without building positions or events.
 *
 * The comments name the section of the modern rules summary after Parlett (seed 001 unless said
 * otherwise) that states each rule for Parlett's reading; the other readings change only the options.
 *
 * Card sets are two int32 words as in CardSet: `lo` holds cards 0..31 (ranks A..8), `hi` cards 32..51
 * (ranks 9..K); each rank is one 4-bit nibble (bit = suit). Players' sets live in Int32Arrays.
 */
import type { Card, Claimable, GameEvent, LegalMove, Move, Player, Position, Result, Step } from './types.ts';
import type { MoveError } from './errors.ts';
import type { RuleId, RuleOptions } from './options.ts';
import type { Rng } from '../core/random.ts';
import { CardSet } from '../core/cardset.ts';
import { isList, isRecord } from '../core/input.ts';
import { parlett } from './readings/parlett.ts';
import { payRules, type PayRules } from './settle.ts';

/** One bit per rank nibble (the nibble's lowest bit). */
const NIB = 0x11111111;
/** Cards (bits) in a 4-bit rank nibble. */
const POP4 = [0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4];
/** The declarations a rank nibble in hand allows: two of a prial in three ways (3 cards), a mournival (4). */
const DECLARABLE = POP4.map((n) => (n === 3 ? 3 : n === 4 ? 1 : 0));

/** Bits set in a 32-bit integer. */
export function popcount(x: number): number {
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
export function nibblesWith(x: number, n: 2 | 3 | 4): number {
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

/**
 * The ranks (nibble low bits) of one word of a hand `h` that are its last cards, given the same word of
 * everyone's won cards `won`: two or more cards of the rank in hand and every other card of it won (seed
 * 003, step 4). Layable pairs are among them; lastRanksLo leaves those out.
 */
function lastRanksOf(h: number, won: number): number {
  return h === 0 ? 0 : nibblesWithTwoOrMore(h) & fullNibbles(h | won);
}

/** The number of cards (0..4) of rank `r` in the card set (lo, hi). */
export function rankCount(lo: number, hi: number, r: number): number {
  return POP4[rankBits(lo, hi, r)]!;
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
export function cardSet(lo: number, hi: number): CardSet {
  return (lo | hi) === 0 ? CardSet.EMPTY : new CardSet(lo, hi);
}

/** The kinds of free move that locateFree finds. */
/**
 * A free move as `locateFree` finds it, packed in one number: kind (FREE_…, 3 bits), rank (4 bits), card
 * nibble (4 bits), and for a claim the claim's index (from bit 11).
 */
export function packFree(kind: number, rank: number, cards: number, claim: number): number {
  return kind | (rank << 3) | (cards << 7) | (claim << 11);
}
export const freeKind = (f: number): number => f & 7;
export const freeRank = (f: number): number => (f >> 3) & 15;
export const freeCards = (f: number): number => (f >> 7) & 15;
export const freeClaim = (f: number): number => f >> 11;

export const FREE_DECLARE = 0;
export const FREE_LAYOUT = 1;
export const FREE_PAIR = 2;
export const FREE_LAST = 3;
const FREE_CLAIM = 4;

/** An Rng whose every draw is `k`: plays a chosen turn move through Deal's playTurn. */
class FixedDraw implements Rng {
  k = 0;
  int(_n: number): number {
    return this.k;
  }
}

/** The first field of a move that is not plain move data (core/input.ts), or null. */
function moveShape(move: unknown): string | null {
  if (!isRecord(move)) return 'input';
  switch (move.type) {
    // A list of up to 52 cards is move data: a reader may pick too many cards, and the rules say why that
    // is no move (a capture's shape, a declaration of one rank, …) rather than calling it malformed.
    case 'capture':
      return !isList(move.play, 52) ? 'play' : !isList(move.take, 52) ? 'take' : null;
    case 'lieDown':
      return null;
    case 'declare':
    case 'layPair':
    case 'claim':
      return isList(move.cards, 52) ? null : 'cards';
    default:
      return 'type';
  }
}

/** A refused move. */
function fail(error: MoveError): Result<LegalMove, MoveError> {
  return { ok: false, error };
}

/** declarations: none, before play only, or on any turn of one's own too. */
const DECLARE_NONE = 0;
const DECLARE_BEFORE_PLAY = 1;
export const DECLARE_ANY_TURN = 2;

/**
 * The rule options the kernel reads, flattened into records of one shape: property reads stay monomorphic
 * whichever reading is played (the readings' option objects each have their own hidden class in V8).
 */
interface Rules {
  /** layoutMournival is 'dealer'. */
  readonly layoutToDealer: boolean;
  /** DECLARE_NONE, DECLARE_BEFORE_PLAY or DECLARE_ANY_TURN. */
  readonly declarations: number;
  /** The reading's `declarations` option as it stands (for refusals). */
  readonly declarationsWhen: RuleOptions['declarations'];
  /** oneForThree is 'must': one card of three may not be taken alone. */
  readonly oneForThreeMust: boolean;
  readonly outOfTurnPair: boolean;
  readonly layLastCards: boolean;
  readonly claimLayoutMournival: boolean;
  readonly claimOneOfThree: boolean;
  readonly claimLieDownPair: boolean;
  readonly claimLieDownPrial: boolean;
  readonly claimLieDownMournival: boolean;
  readonly claimAfterLyingDown: boolean;
  readonly lieDownPayment: number;
  /** Won cards lie face down (wonFaceDown): a player sees only their own pile (the computer levels read it). */
  readonly wonFaceDown: boolean;
  /**
   * Whether the kernel keeps the ranks of the layable pairs (pairLo, pairHi): only out-of-turn pairs read
   * them (outOfTurnPair).
   */
  readonly trackPairs: boolean;
  /** Whether the kernel keeps each hand's number of declarations (`declarable`): declarations are allowed. */
  readonly trackDeclarable: boolean;
  /** The pay-off's rules (settle.ts PayRules) by number of players; undefined for counts not defined. */
  readonly pay: readonly (PayRules | undefined)[];
  /**
   * How many captures a hand holding the cards `hand` of a rank has against the table cards `table` of it
   * (4-bit nibbles; index hand * 16 + table): the count that `captures` in rules.ts lists; 0 where either
   * holds no card of the rank (captureTotal sums every rank).
   */
  readonly captureCount: Int8Array;
  /**
   * The captures themselves, in the order of `captures` in rules.ts: entry (hand * 16 + table) * 8 + k is
   * the k-th capture's nibble played from hand, plus 16 times the nibble taken from the table.
   */
  readonly captureMoves: Uint8Array;
}

const rulesCache = new WeakMap<RuleOptions, Rules>();
/** The options asked for last and their record: fast play asks once per deal, mostly for one reading. */
let lastOptions: RuleOptions | null = null;
let lastRules: Rules | null = null;

/** The kernel's record of a reading's options (cached per options object). */
export function rulesOf(o: RuleOptions): Rules {
  if (o === lastOptions) return lastRules!;
  let rules = rulesCache.get(o);
  if (rules) {
    lastOptions = o;
    lastRules = rules;
    return rules;
  }
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
    declarationsWhen: o.declarations,
    oneForThreeMust: o.oneForThree === 'must',
    outOfTurnPair: o.outOfTurnPair,
    layLastCards: o.layLastCards,
    claimLayoutMournival: o.claimLayoutMournival,
    claimOneOfThree: o.claimOneOfThree,
    claimLieDownPair: o.claimLieDownPair,
    claimLieDownPrial: o.claimLieDownPrial,
    claimLieDownMournival: o.claimLieDownMournival,
    claimAfterLyingDown: o.claimAfterLyingDown,
    lieDownPayment: o.lieDownPayment,
    wonFaceDown: o.wonFaceDown,
    trackPairs: o.outOfTurnPair,
    trackDeclarable: o.declarations !== 'none',
    pay: Array.from({ length: Math.max(0, ...Object.keys(o.deals).map(Number)) + 1 }, (_, n) => payRules(o, n)),
    captureCount,
    captureMoves,
  };
  rulesCache.set(o, rules);
  lastOptions = o;
  lastRules = rules;
  return rules;
}

/** The low bit of every nibble of `x` that holds at least one card. */
function nonEmptyNibbles(x: number): number {
  return (x | (x >>> 1) | (x >>> 2) | (x >>> 3)) & NIB;
}

/**
 * The number of captures a hand (lo word hl, hi word hh) has against the table (tl, th): `count`, the
 * capture table (Rules.captureCount), summed over the thirteen ranks. Every rank is looked up, without a
 * loop or a branch (a loop over the ranks held on both sides ends at a different rank every turn, a branch
 * the processor cannot predict): the table's entries are 0 where the hand or the table holds no card of the
 * rank. Each of the four words below holds the table indices (hand nibble << 4 | table nibble) of four ranks,
 * one a byte: e0 of ranks 0, 2, 4, 6, o0 of 1, 3, 5, 7, e1 of 8, 10, 12 and o1 of 9, 11.
 */
function captureTotal(count: Int8Array, hl: number, hh: number, tl: number, th: number): number {
  const e0 = ((hl & 0x0f0f0f0f) << 4) | (tl & 0x0f0f0f0f);
  const o0 = (hl & 0xf0f0f0f0) | ((tl >>> 4) & 0x0f0f0f0f);
  const e1 = ((hh & 0x0f0f0f0f) << 4) | (th & 0x0f0f0f0f);
  const o1 = (hh & 0xf0f0f0f0) | ((th >>> 4) & 0x0f0f0f0f);
  return (
    count[e0 & 255]! + count[(e0 >>> 8) & 255]! + count[(e0 >>> 16) & 255]! + count[e0 >>> 24]! +
    count[o0 & 255]! + count[(o0 >>> 8) & 255]! + count[(o0 >>> 16) & 255]! + count[o0 >>> 24]! +
    count[e1 & 255]! + count[(e1 >>> 8) & 255]! + count[(e1 >>> 16) & 255]! +
    count[o1 & 255]! + count[(o1 >>> 8) & 255]!
  );
}

/** The number of declarations a hand word allows: two of a prial in three ways, a mournival in one. */
export function declarationCount(x: number): number {
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

/** The kinds of open claim, by the number the deal keeps for each (Claimable['kind']). */
const CLAIM_KINDS: readonly Claimable['kind'][] = ['layoutMournival', 'oneOfThree', 'lieDownPair', 'lieDownPrial', 'lieDownMournival'];
const LAYOUT_MOURNIVAL = 0;
const ONE_OF_THREE = 1;
const LIE_DOWN_PAIR = 2;
const LIE_DOWN_PRIAL = 3;
const LIE_DOWN_MOURNIVAL = 4;

/** The option that lets anyone claim each kind of mistake (seed 001, "Catching mistakes"; games.porg.es). */
const CLAIM_RULE: Record<Claimable['kind'], RuleId> = {
  layoutMournival: 'claimLayoutMournival',
  oneOfThree: 'claimOneOfThree',
  lieDownPair: 'claimLieDownPair',
  lieDownPrial: 'claimLieDownPrial',
  lieDownMournival: 'claimLieDownMournival',
};

/**
 * The option that governs a capture of `play` hand cards for `take` table cards (seed 001, "Playing"): one
 * for one, one for all three, a pair for a pair, a prial for the single; null for any other shape.
 */
function captureRuleOf(play: number, take: number): RuleId | null {
  if (play === 1) return take === 1 ? 'oneForOne' : take === 3 ? 'oneForThree' : null;
  if (play === 2) return take === 2 ? 'pairForPair' : null;
  return play === 3 && take === 1 ? 'prialForSingle' : null;
}

/** The mask of rank r's nibble in its word (lo for ranks 0..7, hi for 8..12). */
function rankMaskOf(r: number): number {
  return 15 << ((r < 8 ? r : r - 8) * 4);
}

/** The cards of (lo, hi) as a 52-bit set with a single rank r, or -1 if they hold cards of other ranks. */
function singleRank(lo: number, hi: number): number {
  const w = lo !== 0 ? lo : hi;
  if (w === 0 || (lo !== 0 && hi !== 0)) return -1;
  const r = ((31 - Math.clz32(w & -w)) >> 2) + (lo !== 0 ? 0 : 8);
  return (w & ~rankMaskOf(r)) === 0 ? r : -1;
}

/**
 * The set of a list of cards as two words, or null if the list holds a card twice or anything but a whole
 * number 0..51. Written into `into` (lo, hi) to allocate nothing.
 */
function wordsOf(cards: readonly Card[], into: Int32Array): boolean {
  let lo = 0;
  let hi = 0;
  for (let i = 0; i < cards.length; i++) {
    const c = cards[i]!;
    if (!Number.isInteger(c) || c < 0 || c > 51) return false;
    const bit = 1 << (c & 31);
    if (c < 32) {
      if (lo & bit) return false;
      lo |= bit;
    } else {
      if (hi & bit) return false;
      hi |= bit;
    }
  }
  into[0] = lo;
  into[1] = hi;
  return true;
}

/**
 * The mutable state of one deal in play, with the options it is played under: the one implementation of
 * the rules. Load a position (`load`) or deal one (`reset`, `dealSeeded`); list the moves (`turnMoveList`,
 * `freeMoveList`), check one (`check`), make one (`play`); play a deal out at random (`playOut`). While
 * `events` is an array, every move pushes the events it causes there (for narration); fast play leaves it
 * null.
 */
class Deal {
  players = 0;
  dealer = 0;
  handLo = new Int32Array(8);
  handHi = new Int32Array(8);
  wonLo = new Int32Array(8);
  wonHi = new Int32Array(8);
  /** Every player's won cards together. */
  wonAllLo = 0;
  wonAllHi = 0;
  /**
   * The ranks (nibble low bits) of the layable pairs, whoever holds them (kept if Rules.trackPairs, else 0):
   * ranks of which exactly two cards are won and the other two are in one hand whose player won none of
   * them (layablePairRanks). Two won and two in one hand are the whole rank, so each such rank is one
   * player's: player p's pairs are these ranks among p's two-card ranks (pairRanksLo). Kept up to date
   * rank by rank as cards move (refreshPairs), since play reads them before almost every move.
   */
  pairLo = 0;
  pairHi = 0;
  /**
   * Whether pairLo and pairHi wait for a whole recomputation (freshPairs) because hands were set whole
   * (load, setHand): readers of the pairs ask freshPairs first, so that setting several hands, as loading
   * a position or dealing an analysis's hidden cards does, recomputes them once.
   */
  pairsStale = false;
  /**
   * Every player's last-card ranks together (lastRanksOf over the hands; layable pairs included), kept
   * where the rules let last cards be laid (Rules.layLastCards): a rank is at most one player's last cards
   * (that hand holds every card of it not won), so this union counts them all (lastCount). A capture
   * updates its own rank (playTurn); any other change of hands, table or won cards marks it stale
   * (lastStale), and lastCount recomputes it whole.
   */
  lastLo = 0;
  lastHi = 0;
  lastStale = true;
  /**
   * The seats whose hand or won cards changed since the position was loaded or last built (bit p), or -1
   * after a lie-down, which can also change who lay down and the payments: positionFrom looks only at
   * these.
   */
  touched = 0;
  /**
   * The declarations each hand allows (declarationCount), refreshed whenever the hand changes, where the
   * rules allow declarations (Rules.trackDeclarable; otherwise 0).
   */
  declarable = new Int32Array(8);
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
  /** The kind of each open claim (an index of CLAIM_KINDS). */
  claimKind = new Int8Array(64);
  /** Where moves push their events, or null (fast play): see the class comment. */
  events: GameEvent[] | null = null;
  /** The move being made through `play`, as the caller wrote it: its events list the cards in its order. */
  given: Move | null = null;
  /** Scratch words for a move's card lists (wordsOf). */
  w1 = new Int32Array(2);
  w2 = new Int32Array(2);
  /**
   * The moves made, as the engine's Move objects (cards ascending, as legal moves list them); left empty
   * when the kernel counts its moves only (`record` false).
   */
  made: Move[] = [];
  /** Whether the moves are kept in `made`; either way `moveCount` counts them. */
  record = true;
  /** How many moves have been made since the reset. */
  moveCount = 0;

  rules: Rules = rulesOf(parlett.options);

  /** Clears the state for a deal of `players` under options `o`; `record`: keep the moves in `made`. */
  reset(o: RuleOptions, players: number, dealer: Player, record = true, rules: Rules = rulesOf(o)): void {
    if (players > this.handLo.length) {
      for (const k of ['handLo', 'handHi', 'wonLo', 'wonHi', 'transfers', 'declarable'] as const) this[k] = new Int32Array(players);
      this.laidDown = new Uint8Array(players);
    }
    this.rules = rules;
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
    }
    this.wonAllLo = 0;
    this.wonAllHi = 0;
    this.pairLo = 0;
    this.pairHi = 0;
    this.pairsStale = false;
    this.lastStale = true;
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

  /** Loads a position (any position the engine produced); `record`: keep the moves made in `made`. */
  load(pos: Position, record = true): void {
    this.reset(pos.reading.options, pos.players, pos.dealer, record);
    this.pairsStale = this.rules.trackPairs;
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
      this.openClaim(set.lo, set.hi, c.culprit, CLAIM_KINDS.indexOf(c.kind));
    }
    this.touched = 0; // the state is pos's
  }

  /**
   * Sets player p's whole hand and derives its bits again (loading, emptying a hand), those the rules
   * track (trackDeclarable, trackPairs).
   */
  setHand(p: number, lo: number, hi: number): void {
    const rules = this.rules;
    if (rules.trackPairs && (lo | hi) === 0) {
      // An emptied hand (lying down, the last holder's at the end): only its own pairs go, since every
      // layable pair is wholly in one hand.
      this.pairLo &= ~nibblesWith(this.handLo[p]!, 2);
      this.pairHi &= ~nibblesWith(this.handHi[p]!, 2);
    }
    this.handLo[p] = lo;
    this.handHi[p] = hi;
    this.touched |= 1 << p;
    if ((lo | hi) !== 0) this.holding |= 1 << p;
    else this.holding &= ~(1 << p);
    if (rules.trackDeclarable) this.declarable[p] = (lo | hi) === 0 ? 0 : declarationCount(lo) + declarationCount(hi);
    if (rules.trackPairs && (lo | hi) !== 0) this.pairsStale = true;
    this.lastStale = true;
  }

  /** Recomputes the layable pairs if hands were set whole since (pairsStale). */
  freshPairs(): void {
    if (!this.pairsStale) return;
    this.pairsStale = false;
    this.refreshPairs(NIB, NIB);
  }

  /**
   * Recomputes the layable-pair ranks (pairLo, pairHi) among the ranks marked in `lo` and `hi` (nibble low
   * bits), after cards of those ranks moved; the others are left as they are. Only ranks with exactly two
   * cards won and none on the table can hold one, so the hands are looked at only for those.
   */
  refreshPairs(lo: number, hi: number): void {
    if (!this.rules.trackPairs || this.pairsStale) return; // stale: freshPairs recomputes all
    const candLo = nibblesWith(this.wonAllLo, 2) & ~nonEmptyNibbles(this.tableLo) & lo;
    const candHi = nibblesWith(this.wonAllHi, 2) & ~nonEmptyNibbles(this.tableHi) & hi;
    let pairLo = 0;
    let pairHi = 0;
    if ((candLo | candHi) !== 0) {
      for (let p = 0; p < this.players; p++) {
        pairLo |= layablePairRanks(nibblesWith(this.handLo[p]!, 2), candLo, this.wonLo[p]!);
        pairHi |= layablePairRanks(nibblesWith(this.handHi[p]!, 2), candHi, this.wonHi[p]!);
      }
    }
    this.pairLo = (this.pairLo & ~lo) | pairLo;
    this.pairHi = (this.pairHi & ~hi) | pairHi;
  }

  /**
   * Takes the nibble `cards` of rank r out of player p's hand (a declaration or laid pair), and updates
   * the derived bits of that rank only (the caller then adds the cards to a won pile, which refreshes the
   * layable pairs of the rank).
   */
  removeFromHand(p: number, r: number, cards: number): void {
    const high = r >= 8;
    const shift = (high ? r - 8 : r) * 4;
    const words = high ? this.handHi : this.handLo;
    const before = (words[p]! >>> shift) & 15;
    const after = before & ~cards;
    words[p]! &= ~(cards << shift);
    this.touched |= 1 << p;
    if ((this.handLo[p]! | this.handHi[p]!) === 0) this.holding &= ~(1 << p);
    if (this.rules.trackDeclarable) this.declarable[p]! += DECLARABLE[after]! - DECLARABLE[before]!;
  }

  // ----- the random computer player (randomMove in replay.ts) -----

  /**
   * The number of turnMoves: the captures of the player on turn, counted rank by rank from the capture
   * table (captureCount), or 0 when there is none (then the only turn move is lying down).
   */
  turnCaptureCount(): number {
    const p = this.turn;
    if (p < 0) return 0;
    return captureTotal(this.rules.captureCount, this.handLo[p]!, this.handHi[p]!, this.tableLo, this.tableHi);
  }

  /** Where `findCapture` found the k-th capture: its rank, and its captureMoves entry (play | take << 4). */
  foundRank = 0;
  foundMove = 0;

  /**
   * Finds the k-th capture of the player on turn (0 <= k < turnCaptureCount()), in the order of
   * turnMoveList: ranks ascending, each rank's captures in the order of the capture table. False when there
   * is no k-th capture.
   */
  findCapture(k: number): boolean {
    const p = this.turn;
    const o = this.rules;
    const count = o.captureCount;
    const hl = this.handLo[p]!;
    const tl = this.tableLo;
    for (let b = nonEmptyNibbles(hl) & nonEmptyNibbles(tl); b !== 0; b &= b - 1) {
      const s = 31 - Math.clz32(b & -b);
      const i = (((hl >>> s) & 15) << 4) | ((tl >>> s) & 15);
      const n = count[i]!;
      if (k < n) {
        this.foundRank = s >> 2;
        this.foundMove = o.captureMoves[i * 8 + k]!;
        return true;
      }
      k -= n;
    }
    const hh = this.handHi[p]!;
    const th = this.tableHi;
    for (let b = nonEmptyNibbles(hh) & nonEmptyNibbles(th); b !== 0; b &= b - 1) {
      const s = 31 - Math.clz32(b & -b);
      const i = (((hh >>> s) & 15) << 4) | ((th >>> s) & 15);
      const n = count[i]!;
      if (k < n) {
        this.foundRank = 8 + (s >> 2);
        this.foundMove = o.captureMoves[i * 8 + k]!;
        return true;
      }
      k -= n;
    }
    return false;
  }

  /**
   * A capture made (see playTurn) kept in `made` (record) and its event pushed (events), with the cards as
   * the caller wrote them where `given` is set.
   */
  noteCapture(p: number, r: number, move: number): void {
    const given = this.given;
    // The shared card lists of one rank (cardsOf's table), read straight by rank and nibble.
    const playCards = RANK_CARDS[r * 16 + (move & 15)]!;
    const takeCards = RANK_CARDS[r * 16 + (move >> 4)]!;
    if (this.record) this.made.push({ type: 'capture', player: p, play: playCards, take: takeCards });
    if (this.events === null) return;
    const rule = captureRuleOf(POP4[move & 15]!, POP4[move >> 4]!)!;
    if (given && given.type === 'capture') this.events.push({ type: 'capture', player: p, play: given.play, take: given.take, rule });
    else this.events.push({ type: 'capture', player: p, play: playCards, take: takeCards, rule });
  }

  /**
   * The turn of the player on turn: of their captures (turnCaptureCount, in turnMoveList's order), the one
   * that `rng.int(count)` draws, as randomMove draws it; lying down when there is none (seed 001, "Lying
   * down"; still one draw, as from a list of one). A capture plays the hand cards and takes the table cards
   * of a capture-table entry ("Playing"). The view plays a checked move through here with an Rng that
   * returns its index (`FixedDraw`).
   *
   * This is the move of almost every turn, made in one function body (rather than by removeFromHand,
   * win, nextHolder and finish) so that the compiler keeps the hand, the table and the won cards in
   * registers.
   */
  playTurn(rng: Rng): void {
    // turnCaptureCount and findCapture, written out on local variables: this runs at almost every turn.
    const p = this.turn;
    const o = this.rules;
    const count = o.captureCount;
    const hl = this.handLo[p]!;
    const hh = this.handHi[p]!;
    const tl = this.tableLo;
    const th = this.tableHi;
    const bothLo = nonEmptyNibbles(hl) & nonEmptyNibbles(tl);
    const bothHi = nonEmptyNibbles(hh) & nonEmptyNibbles(th);
    const total = captureTotal(count, hl, hh, tl, th);
    let k = rng.int(total > 0 ? total : 1) | 0; // | 0: V8 then keeps k a small integer, not a double
    if (total === 0) return this.lieDown(p);
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
    const play = move & 15;
    const take = move >> 4;
    const playMask = play << shift;
    const takeMask = take << shift;
    const wonMask = playMask | takeMask;
    if (!this.started) this.startPlay();
    this.moveCount++;
    if (this.record || this.events !== null) this.noteCapture(p, (high ? 8 : 0) + (shift >> 2), move);
    const before = ((high ? hh : hl) >>> shift) & 15;
    const after = before & ~play;
    let left: number;
    let won: number;
    // Whether the hand is now empty is tested on the whole hand at once: a test of `after` first would
    // come out at random turn after turn (a mispredicted branch), the whole test almost never true.
    if (high) {
      this.handHi[p] = hh & ~playMask;
      const table = th & ~takeMask;
      this.tableHi = table;
      left = (table >>> shift) & 15;
      this.wonHi[p]! |= wonMask;
      const all = this.wonAllHi | wonMask;
      this.wonAllHi = all;
      won = (all >>> shift) & 15;
      if (((hh & ~playMask) | hl) === 0) this.holding &= ~(1 << p);
    } else {
      this.handLo[p] = hl & ~playMask;
      const table = tl & ~takeMask;
      this.tableLo = table;
      left = (table >>> shift) & 15;
      this.wonLo[p]! |= wonMask;
      const all = this.wonAllLo | wonMask;
      this.wonAllLo = all;
      won = (all >>> shift) & 15;
      if (((hl & ~playMask) | hh) === 0) this.holding &= ~(1 << p);
    }
    // The hand's derived bits (removeFromHand), of this rank only.
    if (o.trackDeclarable) this.declarable[p]! += DECLARABLE[after]! - DECLARABLE[before]!;
    // A capture needs table cards of the rank, so the rank had no layable pair (refreshPairs). It has one
    // now only if the two cards won are this capture's, none is left on the table or in p's hand, and one
    // other player holds the other two (having won none of the rank, since p won both). The three tests
    // are made as one (left, after and POP4[won] ^ 2 all 0): each comes out at random in random play, and
    // one branch is mispredicted less often than three.
    if (o.trackPairs && (left | after | (POP4[won]! ^ 2)) === 0) {
      const rest = 15 & ~won;
      const hands = high ? this.handHi : this.handLo;
      for (let q = 0; q < this.players; q++) {
        if (((hands[q]! >>> shift) & 15) !== rest) continue;
        if (high) this.pairHi |= 1 << shift;
        else this.pairLo |= 1 << shift;
        break;
      }
    }
    // The last-card ranks (lastLo), of this rank only: a hand can hold every card of the rank not won only
    // if none is left on the table, and they are last cards only if two or more are not won.
    if (o.layLastCards && !this.lastStale) {
      const bit = 1 << shift;
      let last = 0;
      if (left === 0 && POP4[15 & ~won]! >= 2) {
        const hands = high ? this.handHi : this.handLo;
        const all = high ? this.wonAllHi : this.wonAllLo;
        for (let q = 0; q < this.players; q++) {
          if ((lastRanksOf(hands[q]!, all) & bit) === 0) continue;
          last = bit;
          break;
        }
      }
      if (high) this.lastHi = (this.lastHi & ~bit) | last;
      else this.lastLo = (this.lastLo & ~bit) | last;
    }
    this.lastCapturer = p;
    this.touched |= 1 << p;
    // Took one of three: the two left are open to a claim (seed 001, "Catching mistakes"). One card taken
    // and two left, tested at once (nibble counts 1 and 2).
    if (o.claimOneOfThree && (POP4[take]! | (POP4[left]! << 4)) === 0x21) {
      this.openClaim(high ? 0 : left << shift, high ? left << shift : 0, p, ONE_OF_THREE);
    }
    this.turn = this.nextHolder(p);
    // finish(): with no open claim and two or more players holding cards (the turn is on one of them),
    // there is nothing for it to do.
    const holding = this.holding;
    if (this.claims !== 0 || (holding & (holding - 1)) === 0) this.finish();
  }

  /**
   * Makes the k-th of the player on turn's turn moves (turnMoveList's order: the k-th capture, or lying
   * down when there is none and k is 0), as playTurn does for a draw of k.
   */
  playTurnAt(k: number): void {
    this.draw.k = k;
    this.playTurn(this.draw);
  }

  /** Whether player p may declare from hand now (mayDeclare in rules.ts). */
  mayDeclare(p: number): boolean {
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
    if (o.outOfTurnPair) {
      this.freshPairs();
      if ((this.pairLo | this.pairHi) !== 0) n += this.pairCount();
    }
    if (o.layLastCards) n += this.lastCount();
    if (this.claims > 0) {
      // Every player may make every claim but their own, unless lying down bars them.
      if (o.claimAfterLyingDown) n += (this.players - 1) * this.claims;
      else for (let p = 0; p < this.players; p++) n += this.claimCountOf(p);
    }
    return n;
  }

  /** Every player's layable pairs together (see pairRanksLo): one per rank of pairLo, pairHi. */
  pairCount(): number {
    this.freshPairs();
    return popcount(this.pairLo) + popcount(this.pairHi);
  }

  /**
   * Every player's last cards of a rank together: the sum over the players of lastRanksLo and lastRanksHi.
   * The players' ranks never overlap (see lastLo), so this is the union lastLo, lastHi (recomputed first if
   * stale), less the layable pairs where those are laid on their own: a rank that is both is one player's
   * layable pair, which lastRanksLo leaves out for that player.
   */
  lastCount(): number {
    if (this.lastStale) {
      let lo = 0;
      let hi = 0;
      const wl = this.wonAllLo;
      const wh = this.wonAllHi;
      for (let p = 0; p < this.players; p++) {
        lo |= lastRanksOf(this.handLo[p]!, wl);
        hi |= lastRanksOf(this.handHi[p]!, wh);
      }
      this.lastLo = lo;
      this.lastHi = hi;
      this.lastStale = false;
    }
    let lo = this.lastLo;
    let hi = this.lastHi;
    if (this.rules.outOfTurnPair) {
      this.freshPairs();
      lo &= ~this.pairLo;
      hi &= ~this.pairHi;
    }
    return popcount(lo) + popcount(hi);
  }

  /** The number of open claims that player p may make (mayClaim in rules.ts). */
  claimCountOf(p: number): number {
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
  dealerLayout(p: number): boolean {
    return p === this.dealer && !this.started && this.rules.layoutToDealer;
  }

  /** Ranks (nibble low bits) of p's layable pairs: two in hand, the other two won by others. Low word. */
  pairRanksLo(p: number): number {
    this.freshPairs();
    const pairs = this.pairLo;
    return pairs === 0 ? 0 : pairs & nibblesWith(this.handLo[p]!, 2);
  }
  /** High word of pairRanksLo. */
  pairRanksHi(p: number): number {
    this.freshPairs();
    const pairs = this.pairHi;
    return pairs === 0 ? 0 : pairs & nibblesWith(this.handHi[p]!, 2);
  }

  /** Ranks of p's last cards (two or more in hand, all the rest won), less the layable pairs. Low word. */
  lastRanksLo(p: number): number {
    const last = lastRanksOf(this.handLo[p]!, this.wonAllLo);
    return this.rules.outOfTurnPair && last !== 0 ? last & ~this.pairRanksLo(p) : last;
  }
  /** High word of lastRanksLo. */
  lastRanksHi(p: number): number {
    const last = lastRanksOf(this.handHi[p]!, this.wonAllHi);
    return this.rules.outOfTurnPair && last !== 0 ? last & ~this.pairRanksHi(p) : last;
  }


  /**
   * Finds the k-th of freeMovesOf(p) (0 <= k < freeCountOf(p)), in this order: declarations from hand
   * (ranks ascending; of a prial, the three ways to choose two, in order (1st, 2nd), (1st, 3rd), (2nd,
   * 3rd); a mournival whole), the dealer's layout mournivals, layable pairs, the last cards of a rank,
   * claims in the order they opened. Returns it packed (packFree).
   */
  locateFree(p: number, k: number): number {
    const o = this.rules;
    const holds = (this.handLo[p]! | this.handHi[p]!) !== 0;
    // The ranks are looked through only when the move is a declaration (declarable counts them).
    if (holds && this.mayDeclare(p)) {
      const declarable = this.declarable[p]!;
      if (k >= declarable) k -= declarable;
      else {
        // Only the ranks of three or four cards in hand, found from the nibble counts, low word first.
        for (let word = 0; word < 2; word++) {
          const w = word === 0 ? this.handLo[p]! : this.handHi[p]!;
          for (let b = nibblesWith(w, 3) | nibblesWith(w, 4); b !== 0; b &= b - 1) {
            const s = 31 - Math.clz32(b & -b);
            const r = word * 8 + (s >> 2);
            const hb = (w >>> s) & 15;
            if (hb === 15) {
              if (k === 0) return packFree(FREE_DECLARE, r, hb, 0);
              k--;
            } else {
              if (k < 3) return packFree(FREE_DECLARE, r, hb & ~nthBit(hb, 2 - k), 0);
              k -= 3;
            }
          }
        }
      }
    }
    if (this.dealerLayout(p)) {
      for (let word = 0; word < 2; word++) {
        for (let b = fullNibbles(word === 0 ? this.tableLo : this.tableHi); b !== 0; b &= b - 1) {
          if (k === 0) return packFree(FREE_LAYOUT, word * 8 + ((31 - Math.clz32(b & -b)) >> 2), 15, 0);
          k--;
        }
      }
    }
    if (holds && o.outOfTurnPair) {
      const r = this.nthRank(this.pairRanksLo(p), this.pairRanksHi(p), k);
      if (r >= 0) return packFree(FREE_PAIR, r, rankBits(this.handLo[p]!, this.handHi[p]!, r), 0);
      k -= popcount(this.pairRanksLo(p)) + popcount(this.pairRanksHi(p));
    }
    if (holds && o.layLastCards) {
      const r = this.nthRank(this.lastRanksLo(p), this.lastRanksHi(p), k);
      if (r >= 0) return packFree(FREE_LAST, r, rankBits(this.handLo[p]!, this.handHi[p]!, r), 0);
      k -= popcount(this.lastRanksLo(p)) + popcount(this.lastRanksHi(p));
    }
    for (let i = 0; i < this.claims; i++) {
      if (this.claimCulprit[i] === p || (!o.claimAfterLyingDown && this.laidDown[p] === 1)) continue;
      if (k === 0) return packFree(FREE_CLAIM, 0, 0, i);
      k--;
    }
    throw new Error('no such free move');
  }


  // ----- the moves as data: listing, checking and making them (the public API's view) -----

  /**
   * The moves that end the turn of the player on turn (seed 001, "Playing" and "Lying down"): each capture
   * as its own move, ranks ascending, with the option that allows it; or lying down when there is none (a
   * capture is compulsory; lying down only when none is possible, also when the table is empty). Empty when
   * the deal is over.
   */
  turnMoveList(): LegalMove[] {
    const n = this.turnCaptureCount();
    if (n === 0) return this.turn < 0 ? [] : [{ move: { type: 'lieDown', player: this.turn }, rule: 'oneForOne' }];
    const out: LegalMove[] = [];
    for (let k = 0; k < n; k++) out.push(this.nthTurnMove(k));
    return out;
  }

  /** turnMoveList()[k], built alone (0 <= k < max(1, turnCaptureCount())). */
  nthTurnMove(k: number): LegalMove {
    const p = this.turn;
    if (!this.findCapture(k)) return { move: { type: 'lieDown', player: p }, rule: 'oneForOne' };
    const r = this.foundRank;
    const m = this.foundMove;
    const shift = (r < 8 ? r : r - 8) * 4;
    const play = (m & 15) << shift;
    const take = (m >> 4) << shift;
    const move: Move = { type: 'capture', player: p, play: r < 8 ? cardsOf(play, 0) : cardsOf(0, play), take: r < 8 ? cardsOf(take, 0) : cardsOf(0, take) };
    return { move, rule: captureRuleOf(POP4[m & 15]!, POP4[m >> 4]!)! };
  }

  /** The free moves of player p (freeMovesOf), in locateFree's order, each with the option that allows it. */
  freeMoveList(p: number, out: LegalMove[] = []): LegalMove[] {
    const n = this.freeCountOf(p);
    for (let k = 0; k < n; k++) {
      const f = this.locateFree(p, k);
      const r = freeRank(f);
      const lo = r < 8 ? freeCards(f) << (r * 4) : 0;
      const hi = r < 8 ? 0 : freeCards(f) << ((r - 8) * 4);
      switch (freeKind(f)) {
        case FREE_DECLARE:
          out.push({ move: { type: 'declare', player: p, cards: cardsOf(lo, hi) }, rule: 'declarations' });
          break;
        case FREE_LAYOUT:
          out.push({ move: { type: 'declare', player: p, cards: cardsOf(lo, hi) }, rule: 'layoutMournival' });
          break;
        case FREE_PAIR:
          out.push({ move: { type: 'layPair', player: p, cards: cardsOf(lo, hi) }, rule: 'outOfTurnPair' });
          break;
        case FREE_LAST:
          out.push({ move: { type: 'layPair', player: p, cards: cardsOf(lo, hi) }, rule: 'layLastCards' });
          break;
        default: {
          const i = freeClaim(f);
          const kind = CLAIM_KINDS[this.claimKind[i]!]!;
          out.push({ move: { type: 'claim', player: p, cards: cardsOf(this.claimLo[i]!, this.claimHi[i]!) }, rule: CLAIM_RULE[kind] });
        }
      }
    }
    return out;
  }

  /** Every player's free moves, in seat order (freeMoves); none, without listing, when freeCount() is 0. */
  freeMoveListAll(): LegalMove[] {
    const out: LegalMove[] = [];
    if (this.over || this.freeCount() === 0) return out;
    for (let p = 0; p < this.players; p++) this.freeMoveList(p, out);
    return out;
  }

  /**
   * The legal move that `move` is, with the option that allows it, or the typed error that refuses it, with
   * the reason as data (errors.ts MoveError): the blocking cards, the condition not met, the option.
   */
  check(move: Move): Result<LegalMove, MoveError> {
    const shape = moveShape(move);
    if (shape) return fail({ code: 'ERR_INPUT', field: shape });
    if (this.over) return fail({ code: 'ERR_DEAL_OVER' });
    const p = move.player;
    if (!Number.isInteger(p) || p < 0 || p >= this.players) return fail({ code: 'ERR_PLAYER', player: p });
    const o = this.rules;
    switch (move.type) {
      case 'capture': {
        if (p !== this.turn) return fail({ code: 'ERR_NOT_YOUR_TURN', player: p, turn: this.turn });
        const w1 = this.w1;
        const w2 = this.w2;
        const shapeRule = captureRuleOf(move.play.length, move.take.length);
        if (!wordsOf(move.play, w1) || !wordsOf(move.take, w2)) return fail({ code: 'ERR_CAPTURE_SHAPE', play: move.play.length, take: move.take.length, rule: shapeRule });
        const pl = w1[0]!;
        const ph = w1[1]!;
        const tl = w2[0]!;
        const th = w2[1]!;
        if ((pl & ~this.handLo[p]!) !== 0 || (ph & ~this.handHi[p]!) !== 0) {
          for (const c of move.play) if (!this.holdsCard(p, c)) return fail({ code: 'ERR_NOT_IN_HAND', player: p, card: c });
        }
        if ((tl & ~this.tableLo) !== 0 || (th & ~this.tableHi) !== 0) {
          for (const c of move.take) if (!this.onTable(c)) return fail({ code: 'ERR_NOT_ON_TABLE', card: c });
        }
        // Cards played together of several ranks: said as such, not as a table without the first card's rank
        // (a French newcomer read « pas de deux sur le tapis » after playing a two and a seven).
        if ((pl | ph) !== 0 && singleRank(pl, ph) < 0) return fail({ code: 'ERR_RANK_MISMATCH', rank: move.play[0]! >> 2, reason: 'mixedPlay', play: move.play });
        const r = singleRank(pl | tl, ph | th);
        if (r < 0) return fail({ code: 'ERR_RANK_MISMATCH', rank: (move.play[0] ?? move.take[0] ?? 0) >> 2 });
        if ((pl | ph) === 0 || (tl | th) === 0) return fail({ code: 'ERR_CAPTURE_SHAPE', play: move.play.length, take: move.take.length, rule: shapeRule });
        const shift = (r < 8 ? r : r - 8) * 4;
        const play = (r < 8 ? pl : ph) >>> shift;
        const take = (r < 8 ? tl : th) >>> shift;
        const hand = rankBits(this.handLo[p]!, this.handHi[p]!, r);
        const table = rankBits(this.tableLo, this.tableHi, r);
        const i = hand * 16 + table;
        for (let k = 0; k < o.captureCount[i]!; k++) {
          if (o.captureMoves[i * 8 + k] !== (play | (take << 4))) continue;
          const value: LegalMove = { move, rule: shapeRule! };
          this.checked = value;
          this.checkedRank = r;
          this.checkedEntry = k;
          return { ok: true, value };
        }
        if (POP4[play] === 1 && POP4[take] === 1 && POP4[table] === 3 && o.oneForThreeMust) {
          return fail({ code: 'ERR_MUST_TAKE_ALL', player: p, rank: r, table: this.tableCardsOf(r) });
        }
        return fail({ code: 'ERR_CAPTURE_SHAPE', play: POP4[play]!, take: POP4[take]!, rule: shapeRule });
      }
      case 'lieDown': {
        if (p !== this.turn) return fail({ code: 'ERR_NOT_YOUR_TURN', player: p, turn: this.turn });
        if (this.turnCaptureCount() > 0) {
          const first = this.nthTurnMove(0).move as Extract<Move, { type: 'capture' }>;
          return fail({ code: 'ERR_MUST_CAPTURE', player: p, play: first.play, take: first.take });
        }
        return { ok: true, value: { move, rule: 'oneForOne' } };
      }
      default: {
        const w = this.w1;
        const ok = wordsOf(move.cards, w);
        if (ok) {
          for (const l of this.freeMoveList(p)) {
            if (l.move.type !== move.type || !('cards' in l.move)) continue;
            const lw = this.w2;
            wordsOf(l.move.cards, lw);
            if (lw[0] === w[0] && lw[1] === w[1]) return { ok: true, value: l };
          }
        }
        const r = ok ? singleRank(w[0]!, w[1]!) : -1;
        return fail(this.refusal(move.type, p, r, ok ? w[0]! : 0, ok ? w[1]! : 0));
      }
    }
  }

  /** Why a free move of `type` by p with the cards (lo, hi), of the single rank r (or -1), is not legal. */
  refusal(type: 'declare' | 'layPair' | 'claim', p: number, r: number, lo: number, hi: number): MoveError {
    const o = this.rules;
    const rank = r < 0 ? null : r;
    if (type === 'declare') {
      const when = o.declarationsWhen;
      const base = { code: 'ERR_DECLARE', player: p, rank, when } as const;
      if (r < 0) return { ...base, reason: 'notSet' };
      const cards = rankBits(lo, hi, r);
      const hand = rankBits(this.handLo[p]!, this.handHi[p]!, r);
      if ((cards & ~hand) === 0) {
        const n = POP4[hand]!;
        const set = (n === 3 && POP4[cards] === 2) || (n === 4 && cards === 15);
        if (!set) return { ...base, reason: 'notSet' };
        return { ...base, reason: o.declarations === DECLARE_NONE ? 'notAllowed' : 'notNow' };
      }
      if (cards === 15 && rankBits(this.tableLo, this.tableHi, r) === 15) {
        if (!o.layoutToDealer) return { ...base, reason: 'notAllowed' };
        if (p !== this.dealer) return { ...base, reason: 'notDealer' };
        return { ...base, reason: 'started' };
      }
      return { ...base, reason: 'notSet' };
    }
    if (type === 'layPair') {
      const base = { code: 'ERR_LAY_PAIR', player: p, rank } as const;
      if (!o.outOfTurnPair && !o.layLastCards) return { ...base, reason: 'notAllowed', stillInPlay: [] };
      const hand = r < 0 ? 0 : rankBits(this.handLo[p]!, this.handHi[p]!, r);
      const cards = r < 0 ? 0 : rankBits(lo, hi, r);
      // Where only a pair may be laid (no layLastCards), a player's three of a rank are refused as not a pair.
      if (r < 0 || cards !== hand || POP4[hand]! < 2 || (!o.layLastCards && POP4[hand] !== 2)) return { ...base, reason: o.layLastCards ? 'notOneRank' : 'notPair', stillInPlay: [] };
      // The cards of the rank that could still be captured: not in p's hand and not won (by others, where
      // only a pair whose other two others captured may be laid).
      let won = rankBits(this.wonAllLo, this.wonAllHi, r);
      if (!o.layLastCards) won &= ~rankBits(this.wonLo[p]!, this.wonHi[p]!, r);
      const open = 15 & ~hand & ~won;
      // All of them on the table: nobody else holds the rank, so only p can ever capture them, in turn.
      const onTable = open !== 0 && (open & ~rankBits(this.tableLo, this.tableHi, r)) === 0;
      // All of them in p's own won cards: no other player can ever win them, so the pair can never be laid.
      const ownWon = open !== 0 && (open & ~rankBits(this.wonLo[p]!, this.wonHi[p]!, r)) === 0;
      return { ...base, reason: onTable ? 'onTable' : ownWon ? 'ownWon' : 'stillInPlay', stillInPlay: r < 8 ? cardsOf(open << (r * 4), 0) : cardsOf(0, open << ((r - 8) * 4)) };
    }
    let culprit: number | null = null;
    for (let i = 0; i < this.claims; i++) {
      if (this.claimLo[i] !== lo || this.claimHi[i] !== hi) continue;
      if (this.claimCulprit[i] === p) culprit = p;
      else if (!o.claimAfterLyingDown && this.laidDown[p] === 1) return { code: 'ERR_CLAIM', player: p, reason: 'laidDown', culprit: this.claimCulprit[i]! };
    }
    return { code: 'ERR_CLAIM', player: p, reason: culprit === null ? 'nothingOpen' : 'ownMistake', culprit };
  }

  /** The cards (lo, hi) as the move being made lists them (`given`), or ascending. */
  givenCards(lo: number, hi: number): readonly Card[] {
    const g = this.given;
    return g !== null && 'cards' in g ? g.cards : cardsOf(lo, hi);
  }

  /** Whether player p holds card c. */
  holdsCard(p: number, c: Card): boolean {
    return c < 32 ? (this.handLo[p]! >>> c) & 1 ? true : false : (this.handHi[p]! >>> (c - 32)) & 1 ? true : false;
  }

  /** Whether card c lies on the table. */
  onTable(c: Card): boolean {
    return c < 32 ? (this.tableLo >>> c) & 1 ? true : false : (this.tableHi >>> (c - 32)) & 1 ? true : false;
  }

  /** The table cards of rank r, ascending. */
  tableCardsOf(r: number): readonly Card[] {
    const m = rankMaskOf(r);
    return r < 8 ? cardsOf(this.tableLo & m, 0) : cardsOf(0, this.tableHi & m);
  }

  /** The capture `check` accepted last: its rank and its place among that rank's captures (for `play`). */
  checked: LegalMove | null = null;
  checkedRank = 0;
  checkedEntry = 0;
  draw = new FixedDraw();

  /** How many captures the player on turn has in the ranks below r (turnMoveList's order). */
  capturesBelow(r: number): number {
    const p = this.turn;
    const count = this.rules.captureCount;
    let n = 0;
    for (let word = 0; word < 2 && word * 8 < r; word++) {
      const h = word === 0 ? this.handLo[p]! : this.handHi[p]!;
      const t = word === 0 ? this.tableLo : this.tableHi;
      const below = r - word * 8 >= 8 ? NIB : NIB & ((1 << ((r - word * 8) * 4)) - 1);
      for (let b = nonEmptyNibbles(h) & nonEmptyNibbles(t) & below; b !== 0; b &= b - 1) {
        const s = 31 - Math.clz32(b & -b);
        n += count[(((h >>> s) & 15) << 4) | ((t >>> s) & 15)]!;
      }
    }
    return n;
  }

  /**
   * Makes a move that `check` accepted (its `LegalMove`, in the state it was checked in); the events go to
   * `events` where it is set.
   */
  play(legal: LegalMove): void {
    this.given = legal.move;
    this.playChecked(legal);
    this.given = null;
  }

  /** play's work. */
  playChecked(legal: LegalMove): void {
    const move = legal.move;
    const p = move.player;
    switch (move.type) {
      case 'capture': {
        if (legal !== this.checked && !this.check(move).ok) throw new Error('not a legal capture');
        this.draw.k = this.capturesBelow(this.checkedRank) + this.checkedEntry;
        return this.playTurn(this.draw);
      }
      case 'lieDown':
        return this.lieDown(p);
      case 'declare': {
        wordsOf(move.cards, this.w1);
        const r = singleRank(this.w1[0]!, this.w1[1]!);
        return this.declareCards(p, r, rankBits(this.w1[0]!, this.w1[1]!, r));
      }
      case 'layPair': {
        wordsOf(move.cards, this.w1);
        return this.layPair(p, singleRank(this.w1[0]!, this.w1[1]!));
      }
      case 'claim': {
        wordsOf(move.cards, this.w1);
        let i = 0;
        while (this.claimLo[i] !== this.w1[0] || this.claimHi[i] !== this.w1[1]) i++;
        return this.claim(p, i);
      }
    }
  }

  /** The rank of the k-th rank bit of (lo, hi), or -1 when there are k or fewer. */
  nthRank(lo: number, hi: number, k: number): number {
    for (let b = lo; b !== 0; b &= b - 1, k--) if (k === 0) return (31 - Math.clz32(b & -b)) >> 2;
    for (let b = hi; b !== 0; b &= b - 1, k--) if (k === 0) return 8 + ((31 - Math.clz32(b & -b)) >> 2);
    return -1;
  }

  // ----- applying moves (execute in rules.ts) -----

  /** Adds cards to player p's won cards. */
  win(p: number, lo: number, hi: number): void {
    this.touched |= 1 << p;
    this.wonLo[p]! |= lo;
    this.wonHi[p]! |= hi;
    this.wonAllLo |= lo;
    this.wonAllHi |= hi;
    this.lastStale = true;
    // Cards of these ranks moved (from a hand or the table): their layable pairs may have changed.
    if (this.rules.trackPairs) this.refreshPairs(nonEmptyNibbles(lo), nonEmptyNibbles(hi));
  }

  /** Adds a claim to the open ones. */
  openClaim(lo: number, hi: number, culprit: number, kind: number): void {
    const n = this.claims;
    if (n === this.claimLo.length) {
      for (const key of ['claimLo', 'claimHi', 'claimCulprit'] as const) {
        const bigger = new Int32Array(n * 2);
        bigger.set(this[key]);
        this[key] = bigger;
      }
      const kinds = new Int8Array(n * 2);
      kinds.set(this.claimKind);
      this.claimKind = kinds;
    }
    this.claimLo[n] = lo;
    this.claimHi[n] = hi;
    this.claimCulprit[n] = culprit;
    this.claimKind[n] = kind;
    this.claims = n + 1;
    if (this.events) this.events.push({ type: 'claimOpen', claimable: { kind: CLAIM_KINDS[kind]!, cards: cardsOf(lo, hi), culprit } });
  }

  /** A turn move starts play: the dealer's untaken layout mournivals become claims. */
  startPlay(): void {
    if (this.started) return;
    this.started = true;
    const o = this.rules;
    if (!o.layoutToDealer || !o.claimLayoutMournival) return;
    // The table's full ranks, ascending (low word first).
    for (let b = fullNibbles(this.tableLo); b !== 0; b &= b - 1) this.openClaim(((b & -b) * 15) | 0, 0, this.dealer, LAYOUT_MOURNIVAL);
    for (let b = fullNibbles(this.tableHi); b !== 0; b &= b - 1) this.openClaim(0, ((b & -b) * 15) | 0, this.dealer, LAYOUT_MOURNIVAL);
  }

  /** Player p lies down: the hand goes to the table; kept pairs and sets may become claims; payments. */
  lieDown(p: number): void {
    if (!this.started) this.startPlay();
    const o = this.rules;
    this.moveCount++;
    if (this.record) this.made.push({ type: 'lieDown', player: p });
    const lo = this.handLo[p]!;
    const hi = this.handHi[p]!;
    if (this.events) this.events.push({ type: 'lieDown', player: p, cards: cardsOf(lo, hi) });
    // Layable pairs kept in hand, found before the hand goes down.
    const keptLo = o.claimLieDownPair && o.outOfTurnPair ? this.pairRanksLo(p) : 0;
    const keptHi = o.claimLieDownPair && o.outOfTurnPair ? this.pairRanksHi(p) : 0;
    this.tableLo |= lo;
    this.tableHi |= hi;
    this.setHand(p, 0, 0);
    this.laidDown[p] = 1;
    this.touched = -1; // and the payments below
    for (let b = keptLo; b !== 0; b &= b - 1) this.openClaim(lo & ((b & -b) * 15), 0, p, LIE_DOWN_PAIR);
    for (let b = keptHi; b !== 0; b &= b - 1) this.openClaim(0, hi & ((b & -b) * 15), p, LIE_DOWN_PAIR);
    if (o.claimLieDownPrial || o.claimLieDownMournival) {
      // The ranks of three (two of them claimable) or four cards laid down, ascending, low word first.
      for (let word = 0; word < 2; word++) {
        const w = word === 0 ? lo : hi;
        const sets = (o.claimLieDownPrial ? nibblesWith(w, 3) : 0) | (o.claimLieDownMournival ? nibblesWith(w, 4) : 0);
        for (let b = sets; b !== 0; b &= b - 1) {
          const shift = 31 - Math.clz32(b & -b);
          const bits = (w >>> shift) & 15;
          const cards = bits === 15 ? 15 : bits & ~nthBit(bits, 2);
          const kind = bits === 15 ? LIE_DOWN_MOURNIVAL : LIE_DOWN_PRIAL;
          if (word === 0) this.openClaim(cards << shift, 0, p, kind);
          else this.openClaim(0, cards << shift, p, kind);
        }
      }
    }
    if (o.lieDownPayment > 0) {
      // Lying down costs a payment to each player still holding cards in some readings (Caid wiki).
      let to = 0;
      const paid: Player[] | null = this.events ? [] : null;
      for (let q = 0; q < this.players; q++) {
        if (this.handLo[q] !== 0 || this.handHi[q] !== 0) {
          this.transfers[q]! += o.lieDownPayment;
          to++;
          paid?.push(q);
        }
      }
      this.transfers[p]! -= o.lieDownPayment * to;
      if (paid && to > 0) this.events!.push({ type: 'payment', player: p, to: paid, chips: o.lieDownPayment });
    }
    this.turn = this.nextHolder(p);
    this.finish();
  }

  /**
   * Player p declares the nibble `cards` of rank r: two of a prial or a mournival from hand (seed 001,
   * "Setup", 5), or the dealer's layout mournival from the table ("Setup", 4).
   */
  declareCards(p: number, r: number, cards: number): void {
    const word = r < 8;
    const mask = cards << ((word ? r : r - 8) * 4);
    const lo = word ? mask : 0;
    const hi = word ? 0 : mask;
    this.moveCount++;
    if (this.record) this.made.push({ type: 'declare', player: p, cards: cardsOf(lo, hi) });
    const fromHand = (this.handLo[p]! & lo) === lo && (this.handHi[p]! & hi) === hi;
    if (this.events) {
      const rule: RuleId = fromHand ? 'declarations' : 'layoutMournival';
      this.events.push({ type: 'declare', player: p, cards: this.givenCards(lo, hi), from: fromHand ? 'hand' : 'table', rule });
    }
    if (fromHand) {
      this.removeFromHand(p, r, cards);
    } else {
      this.tableLo &= ~lo;
      this.tableHi &= ~hi;
    }
    this.win(p, lo, hi);
    this.finish();
  }

  /**
   * Player p lays all their cards of rank r as won: a pair out of turn (seed 001, "Playing"), or a rank's
   * last cards (seed 003, step 4).
   */
  layPair(p: number, r: number): void {
    const lo = r < 8 ? this.handLo[p]! & (15 << (r * 4)) : 0;
    const hi = r < 8 ? 0 : this.handHi[p]! & (15 << ((r - 8) * 4));
    this.moveCount++;
    if (this.record) this.made.push({ type: 'layPair', player: p, cards: cardsOf(lo, hi) });
    if (this.events) this.events.push({ type: 'layPair', player: p, cards: this.givenCards(lo, hi) });
    this.removeFromHand(p, r, rankBits(lo, hi, r));
    this.win(p, lo, hi);
    this.finish();
  }

  /**
   * Player p claims open claim i (seed 001, "Catching mistakes": claiming is not a turn); of open claims
   * with the same cards, the first goes.
   */
  claim(p: number, i: number): void {
    const lo = this.claimLo[i]!;
    const hi = this.claimHi[i]!;
    this.moveCount++;
    if (this.record) this.made.push({ type: 'claim', player: p, cards: cardsOf(lo, hi) });
    let first = 0;
    while (this.claimLo[first] !== lo || this.claimHi[first] !== hi) first++;
    if (this.events) this.events.push({ type: 'claim', player: p, cards: this.givenCards(lo, hi), kind: CLAIM_KINDS[this.claimKind[first]!]! });
    this.removeClaim(first);
    this.tableLo &= ~lo;
    this.tableHi &= ~hi;
    this.win(p, lo, hi);
    this.finish();
  }

  /** Removes open claim i, keeping the order of the others. */
  removeClaim(i: number): void {
    for (let j = i + 1; j < this.claims; j++) {
      this.claimLo[j - 1] = this.claimLo[j]!;
      this.claimHi[j - 1] = this.claimHi[j]!;
      this.claimCulprit[j - 1] = this.claimCulprit[j]!;
      this.claimKind[j - 1] = this.claimKind[j]!;
    }
    this.claims--;
  }

  /** The next player after `from`, clockwise, who holds cards; -1 if nobody does. */
  nextHolder(from: number): number {
    const h = this.holding;
    if (h === 0) return -1;
    const after = h & (-2 << from); // holders seated after `from`
    // Else round the table from seat 0 (`from` itself last): h when `after` is 0, by a mask rather than a
    // branch, since who sits last among the holders changes from turn to turn.
    const m = after | (h & -((after - 1) >>> 31));
    return 31 - Math.clz32(m & -m);
  }

  /**
   * What follows every move: claims whose cards left the table close, an emptied hand on turn passes the
   * turn, and when at most one player holds cards the deal ends (their hand and the table to the dealer).
   */
  finish(): void {
    // Claims whose cards are no longer all on the table close; the others keep their order.
    let kept = 0;
    for (let i = 0; i < this.claims; i++) {
      if ((this.claimLo[i]! & ~this.tableLo) !== 0 || (this.claimHi[i]! & ~this.tableHi) !== 0) continue;
      if (kept !== i) {
        this.claimLo[kept] = this.claimLo[i]!;
        this.claimHi[kept] = this.claimHi[i]!;
        this.claimCulprit[kept] = this.claimCulprit[i]!;
        this.claimKind[kept] = this.claimKind[i]!;
      }
      kept++;
    }
    this.claims = kept;
    const t = this.turn;
    if (t >= 0 && this.handLo[t] === 0 && this.handHi[t] === 0) this.turn = this.nextHolder(t);
    const holding = this.holding;
    if ((holding & (holding - 1)) !== 0) return; // two or more players hold cards
    // The deal is over: the last holder's hand and the table go to the dealer (seed 001, "Lying down").
    const last = holding === 0 ? -1 : 31 - Math.clz32(holding);
    const d = this.dealer;
    if (this.events !== null) this.noteDealOver(last);
    if (last >= 0) {
      this.win(d, this.handLo[last]!, this.handHi[last]!);
      this.setHand(last, 0, 0);
    }
    this.win(d, this.tableLo, this.tableHi);
    this.tableLo = 0;
    this.tableHi = 0;
    this.turn = -1;
    this.claims = 0;
    this.pairLo = 0; // no hand holds cards: no layable pair
    this.pairHi = 0;
    this.over = true;
    this.lastHolder = last;
  }

  /** The events of the deal's end (finish): who held cards last, and the leftovers the dealer takes. */
  noteDealOver(last: number): void {
    this.events!.push({ type: 'dealOver', lastHolder: last < 0 ? null : last });
    const lo = this.tableLo | (last >= 0 ? this.handLo[last]! : 0);
    const hi = this.tableHi | (last >= 0 ? this.handHi[last]! : 0);
    if ((lo | hi) !== 0) this.events!.push({ type: 'leftovers', player: this.dealer, cards: cardsOf(lo, hi) });
  }

  // ----- results as engine data -----

  /**
   * The position now, built from `prev` (the position this state was loaded from, or the start of the
   * deal): the fields play never changes (reading, pot, stakes, carried) are `prev`'s, and so is every
   * hand, won pile and list that the moves since left as it was (positions are immutable and share them).
   * Only the seats the moves touched are compared (touched); `prev` must be the position this state was
   * loaded from or last built as.
   */
  positionFrom(prev: Position): Position {
    const n = this.players;
    const touched = this.touched;
    this.touched = 0;
    let hands: readonly CardSet[] = prev.hands;
    let won: readonly CardSet[] = prev.won;
    for (let b = touched & ((1 << n) - 1); b !== 0; b &= b - 1) {
      const p = 31 - Math.clz32(b & -b);
      const h = prev.hands[p]!;
      if (h.lo !== this.handLo[p] || h.hi !== this.handHi[p]) {
        if (hands === prev.hands) hands = prev.hands.slice();
        (hands as CardSet[])[p] = cardSet(this.handLo[p]!, this.handHi[p]!);
      }
      const w = prev.won[p]!;
      if (w.lo !== this.wonLo[p] || w.hi !== this.wonHi[p]) {
        if (won === prev.won) won = prev.won.slice();
        (won as CardSet[])[p] = cardSet(this.wonLo[p]!, this.wonHi[p]!);
      }
    }
    let laidDown = prev.laidDown;
    let transfers = prev.transfers;
    for (let p = 0; touched === -1 && p < n; p++) {
      if (laidDown[p] !== (this.laidDown[p] === 1)) {
        const out: boolean[] = [];
        for (let q = 0; q < n; q++) out.push(this.laidDown[q] === 1);
        laidDown = out;
        break;
      }
    }
    for (let p = 0; touched === -1 && p < n; p++) {
      if (transfers[p] !== this.transfers[p]) {
        const out: number[] = [];
        for (let q = 0; q < n; q++) out.push(this.transfers[q]!);
        transfers = out;
        break;
      }
    }
    const table = prev.table.lo === this.tableLo && prev.table.hi === this.tableHi ? prev.table : cardSet(this.tableLo, this.tableHi);
    return {
      reading: prev.reading,
      players: n,
      dealer: this.dealer,
      hands,
      table,
      won,
      laidDown,
      turn: this.turn < 0 ? null : this.turn,
      pot: prev.pot,
      stakes: prev.stakes,
      carried: prev.carried,
      transfers,
      started: this.started,
      lastCapturer: this.lastCapturer < 0 ? null : this.lastCapturer,
      claimables: this.claimablesFrom(prev.claimables),
      over: this.over,
      lastHolder: this.lastHolder < 0 ? null : this.lastHolder,
    };
  }

  /** The open claims as engine data; `prev` itself when they are the same claims in the same order. */
  claimablesFrom(prev: readonly Claimable[]): readonly Claimable[] {
    const n = this.claims;
    if (n === prev.length) {
      let same = true;
      for (let i = 0; same && i < n; i++) {
        const c = prev[i]!;
        same = c.culprit === this.claimCulprit[i] && CLAIM_KINDS[this.claimKind[i]!] === c.kind && sameCards(c.cards, this.claimLo[i]!, this.claimHi[i]!);
      }
      if (same) return prev;
    }
    const out: Claimable[] = [];
    for (let i = 0; i < n; i++) out.push({ kind: CLAIM_KINDS[this.claimKind[i]!]!, cards: cardsOf(this.claimLo[i]!, this.claimHi[i]!), culprit: this.claimCulprit[i]! });
    return out;
  }
}

/** Whether a list of cards is exactly the set (lo, hi). */
function sameCards(cards: readonly Card[], lo: number, hi: number): boolean {
  let l = 0;
  let h = 0;
  for (const c of cards) {
    if (c < 32) l |= 1 << c;
    else h |= 1 << (c - 32);
  }
  return l === lo && h === hi && cards.length === popcount(lo) + popcount(hi);
}

export { Deal };


// ----- the public, immutable API: a view of Deal -----

/** The deal state the view functions ask, and the position it holds now (null: none, or changed since). */
const view = /* @__PURE__ */ new Deal();
let viewOf: Position | null = null;

/**
 * The view's deal state loaded with `pos`. Positions are immutable, so a position loaded once (or made by
 * the last applyMove) is not loaded again: stepping through a deal loads nothing.
 */
function loaded(pos: Position): Deal {
  if (viewOf !== pos) {
    viewOf = null;
    view.load(pos, false);
    viewOf = pos;
  }
  return view;
}

/**
 * The rules' deal state holding `pos`, to be read, never changed (the computer levels of ai.ts judge their
 * captures on it); internal to the engine. Valid until the next call into this module.
 */
export function dealOf(pos: Position): Deal {
  return loaded(pos);
}

/** The players who still hold cards, in seat order. */
export function holders(pos: Position): Player[] {
  return pos.hands.flatMap((h, p) => (h.isEmpty() ? [] : [p]));
}

/**
 * The moves that end the turn of the player on turn: their captures, each with the option that allows it
 * (seed 001, "Playing": one for one, one for all three, a pair for a pair, a prial for the single), or lying
 * down when there is none ("Lying down": a capture is compulsory, lying down only when none is possible,
 * also when the table is empty). Empty when the deal is over.
 */
export function turnMoves(pos: Position): LegalMove[] {
  if (pos.over || pos.turn === null) return [];
  return loaded(pos).turnMoveList();
}

/** The number of turnMoves(pos), without listing them: the captures of the player on turn, or 1 (lying down). */
export function turnMoveCount(pos: Position): number {
  if (pos.over || pos.turn === null) return 0;
  const n = loaded(pos).turnCaptureCount();
  return n > 0 ? n : 1;
}

/** turnMoves(pos)[k], built alone (0 <= k < turnMoveCount(pos)). */
export function nthTurnMove(pos: Position, k: number): LegalMove {
  return loaded(pos).nthTurnMove(k);
}

/**
 * The free actions of player `p`, none of them a turn (seed 001, "Catching mistakes": "Claiming is not a
 * turn"): declarations of prials and mournivals from hand ("Setup", 5) and the dealer's layout mournival
 * ("Setup", 4), pairs laid out of turn ("Playing"), a rank's last cards (seed 003, step 4), claims.
 */
export function freeMovesOf(pos: Position, p: Player): LegalMove[] {
  if (pos.over || !Number.isInteger(p) || p < 0 || p >= pos.players) return [];
  return loaded(pos).freeMoveList(p);
}

/** The free actions of every player, in seat order (most positions have none, found without listing). */
export function freeMoves(pos: Position): LegalMove[] {
  if (pos.over) return [];
  return loaded(pos).freeMoveListAll();
}

/**
 * Every legal move in the position: the turn moves of the player on turn, then every player's free
 * actions. Each names the rule option that allows it. Empty once the deal is over.
 */
export function legalMoves(pos: Position): LegalMove[] {
  return [...turnMoves(pos), ...freeMoves(pos)];
}

/**
 * The legal move that `move` is, with the rule that allows it, or the typed error that refuses it with the
 * reason as data (errors.ts `MoveError`): `ERR_DEAL_OVER`, `ERR_PLAYER`, `ERR_NOT_YOUR_TURN`,
 * `ERR_NOT_IN_HAND`, `ERR_NOT_ON_TABLE`, `ERR_RANK_MISMATCH`, `ERR_CAPTURE_SHAPE`, `ERR_MUST_TAKE_ALL`,
 * `ERR_MUST_CAPTURE`, `ERR_DECLARE`, `ERR_LAY_PAIR`, `ERR_CLAIM`.
 */
export function checkMove(pos: Position, move: Move): Result<LegalMove, MoveError> {
  return loaded(pos).check(move);
}

/** The legal move that `move` is, if it is one. */
export function findLegal(pos: Position, move: Move): LegalMove | undefined {
  const r = checkMove(pos, move);
  return r.ok ? r.value : undefined;
}

/**
 * Applies a move and returns the new position with the events it caused, or the typed error of
 * `checkMove`. The given position is never changed.
 *
 * A move that ends the deal (at most one player still holds cards, seed 001 "Lying down") also moves
 * that player's hand and the table cards to the dealer's won cards (`dealOver` and `leftovers` events).
 */
export function applyMove(pos: Position, move: Move): Result<Step, MoveError> {
  const deal = loaded(pos);
  const legal = deal.check(move);
  if (!legal.ok) return legal;
  const events: GameEvent[] = [];
  viewOf = null; // should play throw, the deal state is not that of pos any more
  deal.events = events;
  deal.play(legal.value);
  deal.events = null;
  const position = deal.positionFrom(pos);
  viewOf = position;
  return { ok: true, value: { position, events } };
}

/**
 * The mistakes that `move` would leave open to a claim (seed 001, "Catching mistakes"), read from the
 * events of the move itself: the two left when one of three is taken, a pair, prial or mournival kept
 * when lying down, the layout mournivals the dealer let lie when play starts. Empty for a move that is not
 * legal. The position is not changed.
 */
export function claimsOpenedBy(pos: Position, move: Move): Claimable[] {
  const r = applyMove(pos, move);
  if (!r.ok) return [];
  const out: Claimable[] = [];
  for (const e of r.value.events) if (e.type === 'claimOpen') out.push(e.claimable);
  return out;
}
