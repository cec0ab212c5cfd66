/**
 * The rules of Loo, written once: the calls, the exchange, the flush, the cards a player may play (each
 * with the rule, an option key whose citation gives the source, that allows it), why a card or call is
 * refused, what a move does, who wins a trick, the end of the hand, and the settlement. Seed 004
 * ("Mitspielen, Miss nehmen oder passen", "Die Stiche", "Loo mit fünf Karten", "Auszahlung") unless the
 * option's citation says otherwise.
 *
 * The rules live in one mutable machine, `LooKernel`, on bit masks; everything else is a view of it:
 * - the public immutable API (legalCalls, legalExchanges, legalCards, legalCardList, checkCard,
 *   legalLooMoves, applyLooMove, flushOf, trumpShownNow, …) loads a position into a view kernel (kept while
 *   the next call asks about the position it left), asks it, and turns its answer into plain data — as
 *   chessops keeps one `Chess` and gives immutability by clone, then play;
 * - the fast computer play (fastplay.ts: playOutLooSeeded, settleLooSeeded, playOutLooFast) runs the same
 *   kernel from deal to end without building a position per move;
 * - randomLooMove (replay.ts) asks the kernel for its random move, so the step path and the fast path draw
 *   the same numbers for the same choices by construction.
 * The refusals (LooMoveError, with the cards that would do) come from the code that decides. The events for
 * narration (LooEvent) are read off what the kernel decided — the judgement made before a card (its rule,
 * a trump shown), the trick's winner, the cards drawn, the end — by applyLooMove after the kernel has made
 * the move, so that the kernel's turns carry no event code for fast play to pay for.
 *
 * Card sets are two int32 words: `lo` holds cards 0..31 (bit = card), `hi` cards 32..51 (bit = card − 32),
 * so a set's bits in ascending order are its cards in ascending order, the order in which hands and legal
 * cards are listed. Seat p's hand is words 2p and 2p + 1 of `hand`; the miss is the slot after the last
 * seat. Seats are at most 17 (52 cards, 3 a hand).
 */
import { isLooPosition, looMoveShape } from './input.ts';
import type { Card, Player, Result, Suit } from '../core/types.ts';
import type { Rng } from '../core/random.ts';
import { SeedStream } from '../core/seedstream.ts';
import type {
  Call, Flush, LegalCall, LegalCard, LegalLooMove, LooDeal, LooEnd, LooEvent, LooHistory, LooMove, LooPosition, LooSettlement, LooStep,
} from './types.ts';
import { PAM_RANK, looRank } from './types.ts';
import type { LooOptionId, LooOptions, LooRules } from './options.ts';
import { threeCard } from './options.ts';
import type { LooCallWhy, LooMoveError } from './errors.ts';

// ————————————————————————————————————————————— codes

/** Calls, as codes; NONE for a call not yet made. Index into CALL_NAMES. */
const PLAY = 0;
const MISS = 1;
const PASS = 2;
const DEFEND = 3;
const CONCEDE = 4;
const NONE = -1;
const CALL_NAMES: readonly Call[] = ['play', 'miss', 'pass', 'defend', 'concede'];

/** Phases. */
const CALLING = 0;
const EXCHANGING = 1;
const PLAYING = 2;
const OVER = 3;
const PHASE_NAMES = ['call', 'exchange', 'play', 'over'] as const;

/** How a deal ended (LooEnd's kinds). */
const END_TRICKS = 0;
const END_ALL_PASSED = 1;
const END_LONE = 2;
const END_FLUSH = 3;

/** The rules that allow a card (index into CARD_RULES). */
const R_LEAD = 0;
const R_LEAD_ACE = 1;
const R_FOLLOW = 2;
const R_HEAD = 3;
const R_VOID = 4;
const CARD_RULES: readonly LooOptionId[] = ['lead', 'leadAce', 'follow', 'head', 'trumpWhenVoid'];

/** Modes of the kernel's turns (cardTurn, callTurn, exchangeTurn): judge only; draw the random player's choice and make it; make a given move. */
const T_JUDGE = 0;
const T_RANDOM = 2;
const T_GIVEN = 3;

/** The rules that allow a call (index into CALL_RULES). */
const C_CLUB_LAW = 0;
const C_POT_KINDS = 1;
const C_SINGLE_POT = 2;
const C_DEALER_VS_LONE = 3;
const C_ALL_PASSED = 4;
const C_MISS = 5;
const CALL_RULES: readonly LooOptionId[] = ['clubLaw', 'potKinds', 'singlePot', 'dealerVsLone', 'allPassed', 'miss'];

// Option values as numbers.
const PAM_NONE = 0;
const PAM_CLUB_JACK = 1;
const PAM_TRUMP_JACK = 2;
const CIVIL_NONE = 0;
const CIVIL_STRICT = 2;
const FLUSH_NONE = 0;
const FLUSH_FIVE = 1;
const FLUSH_THREE_TRUMPS = 2;
const LEAD_ANY_TRUMP = 0;
const LEAD_HIGHEST = 1;
const LEAD_PEEL = 2;
const VOID_ALWAYS = 1;
const VOID_FREE = 2;
const LOO_FIXED = 0;
const LOO_POT = 1;

/** The most seats a 52-card deal can have (three cards a hand). */
const MAX_SEATS = 17;

// ————————————————————————————————————————————— the definitions the tables cache

/** Pam under the rules' `pam` option (PAM_NONE, PAM_CLUB_JACK: J♣; PAM_TRUMP_JACK: the jack of trumps, running Pam), or −1. */
function pamFor(kind: number, trump: number): Card {
  return kind === PAM_NONE ? -1 : kind === PAM_CLUB_JACK ? 40 : 40 + trump;
}

/**
 * How strongly `c` bids for a trick led in suit `led` (seed 004, "Die Stiche": the highest trump wins,
 * else the highest card of the suit led): 100 + Loo rank for a trump (Pam 113, "der höchste Trumpf"),
 * the Loo rank (0..12, ace high) in the suit led, −1 otherwise. `trumps` false: no card is a trump
 * (hidden trump).
 */
function cardPower(c: Card, led: number, trumps: boolean, trump: number, pam: Card): number {
  if (trumps) {
    if (c === pam) return 100 + PAM_RANK;
    if ((c & 3) === trump) return 100 + looRank(c);
  }
  return (c & 3) === led ? looRank(c) : -1;
}

/** The suit a card counts as: Pam counts as a trump (seed 004: "der höchste Trumpf"; research 5.20). */
function suitAs(c: Card, trump: number, pam: Card): number {
  return c === pam ? trump : c & 3;
}

/** The card that must be led under `leadAce`: the ace of trumps, or the king when the ace is the turn-up (research 5.4). */
function leadAceCard(trump: number, turnUp: Card): Card {
  const ace = trump; // rank 0 (the ace) × 4 + suit
  return turnUp === ace ? 48 + trump : ace;
}

// ————————————————————————————————————————————— tables

/** Each card's Loo rank (0 = two … 12 = ace), as `looRank`. */
const LOO_RANK = Int8Array.from({ length: 52 }, (_, c) => looRank(c));

/** The cards of suit s in the low word (cards 0..31) and the high word (cards 32..51). */
const SUIT_LO = [0x11111111, 0x22222222, 0x44444444, 0x88888888 | 0];
const SUIT_HI = [0x11111, 0x22222, 0x44444, 0x88888];

/** cardPower with trumps on, for a card that is a trump, else −1. Index (pam kind × 4 + trump suit) × 52 + card. */
const TRUMP_POWER = (() => {
  const t = new Int8Array(3 * 4 * 52);
  for (let kind = 0; kind < 3; kind++) {
    for (let trump = 0; trump < 4; trump++) {
      const pam = pamFor(kind, trump);
      for (let c = 0; c < 52; c++) {
        const v = cardPower(c, -1, true, trump, pam);
        t[(kind * 4 + trump) * 52 + c] = v >= 100 ? v : -1;
      }
    }
  }
  return t;
})();

/** The cards of each effective suit (suitAs), low and high word: index ((pam kind × 4 + trump suit) × 4 + suit) × 2. */
const EFFECTIVE_SUIT = (() => {
  const t = new Int32Array(3 * 4 * 4 * 2);
  for (let kind = 0; kind < 3; kind++) {
    for (let trump = 0; trump < 4; trump++) {
      const pam = pamFor(kind, trump);
      for (let s = 0; s < 4; s++) {
        let lo = 0;
        let hi = 0;
        for (let c = 0; c < 52; c++) {
          if (suitAs(c, trump, pam) !== s) continue;
          if (c < 32) lo |= 1 << c;
          else hi |= 1 << (c - 32);
        }
        t[((kind * 4 + trump) * 4 + s) * 2] = lo;
        t[((kind * 4 + trump) * 4 + s) * 2 + 1] = hi;
      }
    }
  }
  return t;
})();

/**
 * The cards of Loo rank above r (any suit), low and high word, for r = −1..13: index (r + 1) × 2. A plain
 * card of the suit led beats power r when its rank is above r; a trump other than Pam beats power 100 + r
 * when its rank is above r.
 */
const RANK_ABOVE = (() => {
  const t = new Int32Array(15 * 2);
  for (let r = -1; r <= 13; r++) {
    for (let c = 0; c < 52; c++) {
      if (LOO_RANK[c]! <= r) continue;
      if (c < 32) t[(r + 1) * 2]! |= 1 << c;
      else t[(r + 1) * 2 + 1]! |= 1 << (c - 32);
    }
  }
  return t;
})();

/** The deck in order, copied into the kernel's deck before each shuffle (as 13 words). */
const ORDERED = Int8Array.from({ length: 52 }, (_, c) => c);
const ORDERED32 = new Int32Array(ORDERED.buffer, 0, 13);

/** Bits set in a 32-bit integer. */
function popcount(x: number): number {
  x = (x - ((x >>> 1) & 0x55555555)) | 0;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** The index of the k-th (0-based) set bit of x, from the lowest. */
function nthBit(x: number, k: number): number {
  for (; k > 0; k--) x &= (x - 1) | 0;
  return 31 - Math.clz32(x & (-x | 0));
}

/** Whether card c is in the set (lo, hi). */
function has(lo: number, hi: number, c: number): boolean {
  return c < 32 ? (lo & (1 << c)) !== 0 : (hi & (1 << (c - 32))) !== 0;
}

/** The cards of (lo, hi), ascending, as a new array. */
function cardsOf(lo: number, hi: number): Card[] {
  const out: Card[] = [];
  for (let b = lo; b !== 0; b &= (b - 1) | 0) out.push(31 - Math.clz32(b & (-b | 0)));
  for (let b = hi; b !== 0; b &= (b - 1) | 0) out.push(63 - Math.clz32(b & (-b | 0)));
  return out;
}

// ————————————————————————————————————————————— shared move objects

// The moves the fast path records are the engine's LooMove objects. Calls and cards are shared and frozen,
// one per seat and call or card, so that recording a move allocates nothing; exchanges carry their own discard.
const CALL_MOVES: LooMove[] = [];
const PLAY_MOVES: LooMove[] = [];
/** The lead of the ace of trumps with "Pam, be civil!": index seat × 4 + trump suit (the ace is card `trump`). */
const CIVIL_MOVES: LooMove[] = [];
let movesFor = 0;

/** Builds the shared move objects of seats below n. */
function ensureMoves(n: number): void {
  for (let p = movesFor; p < n; p++) {
    for (const call of CALL_NAMES) CALL_MOVES.push(Object.freeze({ type: 'call', player: p, call }));
    for (let card = 0; card < 52; card++) PLAY_MOVES.push(Object.freeze({ type: 'play', player: p, card }));
    for (let card = 0; card < 4; card++) CIVIL_MOVES.push(Object.freeze({ type: 'play', player: p, card, civil: true }));
  }
  if (n > movesFor) movesFor = n;
}

// ————————————————————————————————————————————— the options as numbers

/**
 * The options the kernel reads, as numbers and booleans in records of one shape (property reads stay
 * monomorphic whichever rule set is played). Cached per options object.
 */
interface Rules {
  readonly handSize: number;
  readonly packets: readonly number[];
  /** The packets are whole numbers > 0 that add up to the hand size. */
  readonly packetsMakeHand: boolean;
  readonly minPlayers: number;
  readonly maxPlayers: number;
  readonly miss: boolean;
  /** potKinds is 'singleDouble'. */
  readonly singleDouble: boolean;
  /** singlePot is 'noMiss'. */
  readonly singleNoMiss: boolean;
  readonly dealerStake: number;
  readonly otherStake: number;
  /** allPassed is 'dealerTakes'. */
  readonly dealerTakes: boolean;
  /** dealerVsLone is 'concede'. */
  readonly concede: boolean;
  readonly clubLaw: boolean;
  readonly exchange: boolean;
  readonly dealerTakesTrump: boolean;
  readonly hiddenTrump: boolean;
  /** PAM_NONE, PAM_CLUB_JACK, PAM_TRUMP_JACK. */
  readonly pam: number;
  /** pamStatus is 'free'. */
  readonly pamFree: boolean;
  /** CIVIL_NONE, 1 (unlessOnlyTrump), CIVIL_STRICT. */
  readonly pamCivil: number;
  /** FLUSH_NONE, FLUSH_FIVE, FLUSH_THREE_TRUMPS. */
  readonly flush: number;
  /** flushTie is 'cards'. */
  readonly flushTieCards: boolean;
  /** flushLoo is 'everyone'. */
  readonly flushLooEveryone: boolean;
  /** LEAD_ANY_TRUMP, LEAD_HIGHEST, LEAD_PEEL, 3 (free). */
  readonly lead: number;
  readonly leadAce: boolean;
  /** leadDuty is 'everyTrick'. */
  readonly everyTrick: boolean;
  readonly head: boolean;
  /** 0 (ifBeats), VOID_ALWAYS, VOID_FREE. */
  readonly trumpWhenVoid: number;
  readonly undivided: boolean;
  /** unevenPot is 'firstWinners'. */
  readonly firstWinners: boolean;
  /** LOO_FIXED, LOO_POT, 2 (capped). */
  readonly loo: number;
  readonly looChips: number;
  readonly looCap: number;
}

const rulesCache = new WeakMap<LooOptions, Rules>();
/** The last options looked up and their record (a deal after a deal under the same rules skips the WeakMap). */
let lastOptions: LooOptions | null = null;
let lastRules: Rules | null = null;

/** The kernel's record of a rule set's options (small, so that the optimizer inlines it: deals come in runs under one rule set). */
function rulesOf(o: LooOptions): Rules {
  return o === lastOptions ? lastRules! : rulesLookup(o);
}

/** rulesOf for options other than the last: the cached record, or a new one. */
function rulesLookup(o: LooOptions): Rules {
  let r = rulesCache.get(o);
  if (r) {
    lastOptions = o;
    lastRules = r;
    return r;
  }
  r = {
    handSize: o.handSize,
    packets: o.dealPackets.slice(),
    packetsMakeHand: o.dealPackets.every((k) => Number.isInteger(k) && k > 0) && o.dealPackets.reduce((a, b) => a + b, 0) === o.handSize,
    minPlayers: o.minPlayers,
    maxPlayers: o.maxPlayers,
    miss: o.miss,
    singleDouble: o.potKinds === 'singleDouble',
    singleNoMiss: o.singlePot === 'noMiss',
    dealerStake: o.dealerStake,
    otherStake: o.otherStake,
    dealerTakes: o.allPassed === 'dealerTakes',
    concede: o.dealerVsLone === 'concede',
    clubLaw: o.clubLaw,
    exchange: o.exchange,
    dealerTakesTrump: o.dealerTakesTrump,
    hiddenTrump: o.hiddenTrump,
    pam: o.pam === 'none' ? PAM_NONE : o.pam === 'clubJack' ? PAM_CLUB_JACK : PAM_TRUMP_JACK,
    pamFree: o.pamStatus === 'free',
    pamCivil: o.pamCivil === 'none' ? CIVIL_NONE : o.pamCivil === 'strict' ? CIVIL_STRICT : 1,
    flush: o.flush === 'none' ? FLUSH_NONE : o.flush === 'five' ? FLUSH_FIVE : FLUSH_THREE_TRUMPS,
    flushTieCards: o.flushTie === 'cards',
    flushLooEveryone: o.flushLoo === 'everyone',
    lead: o.lead === 'anyTrump' ? LEAD_ANY_TRUMP : o.lead === 'highestTrump' ? LEAD_HIGHEST : o.lead === 'peel' ? LEAD_PEEL : 3,
    leadAce: o.leadAce,
    everyTrick: o.leadDuty === 'everyTrick',
    head: o.head,
    trumpWhenVoid: o.trumpWhenVoid === 'ifBeats' ? 0 : o.trumpWhenVoid === 'always' ? VOID_ALWAYS : VOID_FREE,
    undivided: o.undivided,
    firstWinners: o.unevenPot === 'firstWinners',
    loo: o.loo === 'fixed' ? LOO_FIXED : o.loo === 'pot' ? LOO_POT : 2,
    looChips: o.looChips,
    looCap: o.looCap,
  };
  rulesCache.set(o, r);
  lastOptions = o;
  lastRules = r;
  return r;
}

/** What the start of a deal is, from the rules, the chips carried in and the trump suit (bits of a number). */
export const START_SINGLE = 1;
export const START_CLUB_LAW = 2;
export const START_HIDDEN = 4;
export const START_MISS_OPEN = 8;

/**
 * The start of a deal (seed 004, "Mitspielen, Miss nehmen oder passen", "Varianten"): a single pot when
 * nothing is carried in under `potKinds: 'singleDouble'`; club law when clubs are turned (`clubLaw`);
 * under hidden trump the trump stays hidden in a single pot; the miss may be taken unless club law
 * withdraws it, or a single pot has none (`singlePot: 'noMiss'`, or hidden trump). Bits START_*.
 */
export function looStartFlags(o: LooOptions, carried: number, trump: Suit): number {
  return startFlags(rulesOf(o), carried, trump);
}

/** looStartFlags on the options as numbers. */
function startFlags(r: Rules, carried: number, trump: number): number {
  const single = r.singleDouble && carried === 0;
  const clubLaw = r.clubLaw && trump === 0;
  const hidden = r.hiddenTrump && single;
  const missOpen = r.miss && !clubLaw && !(single && (r.singleNoMiss || hidden));
  return (single ? START_SINGLE : 0) | (clubLaw ? START_CLUB_LAW : 0) | (hidden ? START_HIDDEN : 0) | (missOpen ? START_MISS_OPEN : 0);
}

/**
 * Whether the kernel deals `n` seats under `o` from a 52-card deck as looDealFromDeck does: a player count
 * of the rules, packets that make a hand, and a deck that holds the hands, the miss and the turn-up.
 */
export function dealsRegularly(o: LooOptions, n: number): boolean {
  const r = rulesOf(o);
  return (
    r.packetsMakeHand && Number.isInteger(n) && n >= r.minPlayers && n <= r.maxPlayers && n <= MAX_SEATS &&
    (n + (r.miss ? 1 : 0)) * r.handSize + 1 <= 52
  );
}

// ————————————————————————————————————————————— the kernel

/** What the end position is built from besides the kernel's state: the start's deal and history, and the arrays the rules share. */
export interface EndBase {
  readonly rules: LooRules;
  readonly deal: LooDeal;
  readonly history: LooHistory | null;
  /** The miss as the start position held it (shared by a miss-taker's hand). */
  readonly miss: readonly Card[];
  /** The stock as the start position held it, top first; the kernel's stock index counts the cards drawn since. */
  readonly stock: readonly Card[];
}

/** The facts of a finished deal that settling reads (settle.ts `LooDealFacts`). */
interface Facts {
  readonly options: LooOptions;
  readonly players: number;
  readonly pot: number;
  readonly stakes: readonly number[];
  readonly active: readonly boolean[];
  readonly defender: Player | null;
  readonly tricks: readonly number[];
  readonly winners: readonly Player[];
}

/** The mutable state of one deal in play, and every rule of the game as a method on it. */
class LooKernel {
  r: Rules = rulesOf(threeCard.options);
  n = 0;
  dealer = 0;
  handSize = 3;
  /** Seat p's cards: words 2p (cards 0..31) and 2p + 1 (cards 32..51); slot n is the miss. */
  hand = new Int32Array(2 * (MAX_SEATS + 1));
  /** The hands as dealt (seeded deals), in the same layout. */
  dealt = new Int32Array(2 * (MAX_SEATS + 1));
  trump = 0;
  /** Pam, or −1. */
  pam = -1;
  pamLo = 0;
  pamHi = 0;
  /** The trumps (the trump suit and Pam). */
  trumpLo = 0;
  trumpHi = 0;
  /** The offset of this deal's effective suits in EFFECTIVE_SUIT. */
  eff = 0;
  /** The offset of this deal's trump powers in TRUMP_POWER. */
  tp = 0;
  /** The card the `leadAce` duty asks for (leadAceCard), as a card set. */
  aceLo = 0;
  aceHi = 0;
  /** The card turned for trump, and whether it still lies on the table. */
  turnUp = 0;
  turnUpOn = true;
  hidden = false;
  single = false;
  clubLaw = false;
  carried = 0;
  pot = 0;
  stakes = new Int32Array(MAX_SEATS);
  /** The miss may still be taken. */
  missOpen = false;
  /** The shuffled deck (seeded deals) or the loaded stock; the stock left is stock[stockAt..stockEnd). */
  stock = new Int8Array(52);
  /** The deck's bytes as 13 words, for resetting it to the ordered deck. */
  readonly stock32 = new Int32Array(this.stock.buffer);
  /** places(): the places in the shuffled deck of each taker's cards, for placesRules and placesTakers. */
  readonly place = new Int8Array(52);
  placesRules: Rules | null = null;
  placesTakers = -1;
  stockStart = 0;
  stockAt = 0;
  stockEnd = 0;
  phase = CALLING;
  calls = new Int8Array(MAX_SEATS);
  /** Bit p set when seat p plays the tricks (play, miss, defend). */
  active = 0;
  activeCount = 0;
  defender = -1;
  turn = -1;
  trickCards = new Int8Array(MAX_SEATS);
  trickSeats = new Int8Array(MAX_SEATS);
  trickLen = 0;
  /** The suit led, the power of the card winning the trick so far, and its index in the trick. */
  led = 0;
  best = -1;
  bestAt = 0;
  civil = false;
  winners = new Int8Array(8);
  nWinners = 0;
  tricks = new Int32Array(MAX_SEATS);
  /** Cards each seat has played: seat p's at 8p .. 8p + playedLen[p]. */
  played = new Int8Array(8 * MAX_SEATS);
  playedLen = new Int8Array(MAX_SEATS);
  endKind = END_TRICKS;
  /** The taker (all passed; −1 for none) or the lone player or the flush's holder. */
  endSeat = -1;
  /** Seats a flush spares from the loo under `flush: 'five'`, `flushLoo: 'stood'`: weaker flushes and Pam's holder. */
  spared = 0;
  /** The flushes found, in calling order: seat, kind, suit, rank signature; bestFlush indexes the winner (slot MAX_SEATS: flushOf's scratch). */
  flushSeat = new Int8Array(MAX_SEATS + 1);
  flushKind = new Int8Array(MAX_SEATS + 1);
  flushSuit = new Int8Array(MAX_SEATS + 1);
  flushSig = new Int32Array(MAX_SEATS + 1);
  nFlush = 0;
  bestFlush = 0;
  /** The legal calls of the player on turn (at most three), each as its code plus 8 × the rule allowing it (CALL_RULES). */
  callList = new Int8Array(3);
  callCount = 0;
  /** The judgement of the hand on turn in play (judge): the cards the duty allows, the rule (CARD_RULES), Pam free or barred, a hidden trump shown. */
  /** The allowed cards' words, lo and hi (a typed array: masks beyond 2^30 would make object fields doubles). */
  readonly allowed = new Int32Array(2);
  aRule = R_LEAD;
  freePam = -1;
  barred = false;
  shows = false;
  /** The generator of seeded deals (`seededRng`'s stream, re-seeded per deal). */
  readonly rng = new SeedStream();
  /** Record the moves in `made` and the cards played (else only count the moves). */
  record = false;
  made: LooMove[] = [];
  moveCount = 0;
  /** The end built for the view's events and position (they share it), after a move that ended the deal. */
  endObj: LooEnd | null = null;

  /** Clears the state for a deal of `n` seats under `o`, carried chips `carried`, the turn-up `turnUp`. */
  begin(o: LooOptions, n: number, dealer: Player, carried: number, turnUp: Card, record: boolean): void {
    const r = rulesOf(o);
    this.r = r;
    this.n = n;
    this.dealer = dealer;
    this.handSize = r.handSize;
    this.carried = carried;
    this.turnUp = turnUp;
    this.turnUpOn = true;
    const trump = turnUp & 3;
    this.trump = trump;
    const pam = pamFor(r.pam, trump);
    this.pam = pam;
    this.pamLo = pam >= 0 && pam < 32 ? 1 << pam : 0;
    this.pamHi = pam >= 32 ? 1 << (pam - 32) : 0;
    this.trumpLo = SUIT_LO[trump]! | this.pamLo;
    this.trumpHi = SUIT_HI[trump]! | this.pamHi;
    this.eff = (r.pam * 4 + trump) * 8;
    this.tp = (r.pam * 4 + trump) * 52;
    const ace = leadAceCard(trump, turnUp);
    this.aceLo = ace < 32 ? 1 << ace : 0;
    this.aceHi = ace < 32 ? 0 : 1 << (ace - 32);
    let pot = carried;
    for (let p = 0; p < n; p++) {
      const stake = p === dealer ? r.dealerStake : r.otherStake;
      this.stakes[p] = stake;
      pot += stake;
      this.calls[p] = NONE;
      this.tricks[p] = 0;
      this.playedLen[p] = 0;
    }
    this.pot = pot;
    this.phase = CALLING;
    this.active = 0;
    this.activeCount = 0;
    this.defender = -1;
    this.turn = dealer + 1 === n ? 0 : dealer + 1;
    this.trickLen = 0;
    this.best = -1;
    this.bestAt = 0;
    this.civil = false;
    this.nWinners = 0;
    this.nFlush = 0;
    this.spared = 0;
    this.endObj = null;
    this.record = record;
    if (record) {
      ensureMoves(n);
      this.made = [];
    }
    this.moveCount = 0;
  }

  /**
   * Shuffles and deals as looDealSeeded(rng, …) does: a Fisher–Yates shuffle of the ordered deck drawing
   * from `rng`, then looDealFromDeck's deal (packets from the dealer's left, the miss after the dealer in
   * each round, the turn-up, the stock; see places) and the start of the deal (looStartFlags).
   */
  dealSeeded(rng: Rng, o: LooOptions, n: number, dealer: Player, carried: number, record: boolean): void {
    const r = rulesOf(o);
    const deck = this.stock;
    // The ordered deck, a word (four cards) at a time.
    const deck32 = this.stock32;
    for (let k = 0; k < 13; k++) deck32[k] = ORDERED32[k]!;
    if (rng === this.rng) this.rng.shuffle(deck);
    else {
      for (let i = 51; i > 0; i--) {
        const j = rng.int(i + 1);
        const t = deck[i]!;
        deck[i] = deck[j]!;
        deck[j] = t;
      }
    }
    // The s-th taker from the dealer's left (s = 1..n) is seat dealer + s; the miss, dealt after the dealer,
    // is slot n. Each hand is gathered in two words, without a branch on the card (shuffled cards would
    // defeat branch prediction).
    const takers = r.miss ? n + 1 : n;
    const place = this.places(r, takers);
    const size = r.handSize;
    const hand = this.hand;
    for (let s = 1, at = 0; s <= takers; s++) {
      let lo = 0;
      let hi = 0;
      for (const end = at + size; at < end; at++) {
        const c = deck[place[at]!]!;
        const bit = 1 << (c & 31);
        const high = c >> 5; // 0 or 1
        lo |= bit & (high - 1);
        hi |= bit & -high;
      }
      let p = s > n ? n : dealer + s;
      if (p >= n && s <= n) p -= n;
      hand[2 * p] = lo;
      hand[2 * p + 1] = hi;
    }
    if (!r.miss) {
      hand[2 * n] = 0;
      hand[2 * n + 1] = 0;
    }
    let i = takers * r.handSize;
    const turnUp = deck[i++]!;
    this.begin(o, n, dealer, carried, turnUp, record);
    this.stockStart = i;
    this.stockAt = i;
    this.stockEnd = 52;
    if (record) this.dealt.set(hand.subarray(0, 2 * n + 2));
    const f = startFlags(r, carried, this.trump);
    this.single = (f & START_SINGLE) !== 0;
    this.clubLaw = (f & START_CLUB_LAW) !== 0;
    this.hidden = (f & START_HIDDEN) !== 0;
    this.missOpen = (f & START_MISS_OPEN) !== 0;
  }

  /**
   * looDealFromDeck's deal as a table: the places in the shuffled deck of each taker's cards, taker by
   * taker (the s-th from the dealer's left, s = 1..takers, the miss after the dealer; `handSize` places
   * each). In each round of packets every taker gets `packet` cards, from the round's start + (s − 1) ×
   * packet; the turn-up and the stock follow the hands. Kept while the rules and the number of takers stay.
   */
  places(r: Rules, takers: number): Int8Array {
    const place = this.place;
    if (r === this.placesRules && takers === this.placesTakers) return place;
    const packets = r.packets;
    const size = r.handSize;
    for (let k = 0, start = 0, first = 0; k < packets.length; k++) {
      const packet = packets[k]!;
      for (let s = 1; s <= takers; s++) {
        for (let j = 0; j < packet; j++) place[(s - 1) * size + first + j] = start + (s - 1) * packet + j;
      }
      start += takers * packet;
      first += packet;
    }
    this.placesRules = r;
    this.placesTakers = takers;
    return place;
  }

  /** Loads a position the engine produced. */
  load(pos: LooPosition, record: boolean): void {
    const n = pos.players;
    this.begin(pos.options, n, pos.dealer, pos.carried, pos.deal.turnUp, record);
    this.turnUpOn = pos.turnUp !== null;
    this.hidden = pos.trumpHidden;
    this.single = pos.single;
    this.clubLaw = pos.clubLaw;
    this.pot = pos.pot;
    for (let p = 0; p < n; p++) this.stakes[p] = pos.stakes[p]!;
    for (let p = 0; p <= n; p++) {
      const cards = p < n ? pos.hands[p]! : pos.miss;
      let lo = 0;
      let hi = 0;
      for (const c of cards) {
        if (c < 32) lo |= 1 << c;
        else hi |= 1 << (c - 32);
      }
      this.hand[2 * p] = lo;
      this.hand[2 * p + 1] = hi;
    }
    this.missOpen = pos.miss.length > 0;
    this.stock.set(pos.stock);
    this.stockStart = 0;
    this.stockAt = 0;
    this.stockEnd = pos.stock.length;
    this.phase = PHASE_NAMES.indexOf(pos.phase);
    for (let p = 0; p < n; p++) {
      const c = pos.calls[p];
      this.calls[p] = c === null ? NONE : CALL_NAMES.indexOf(c!);
      if (pos.active[p]) {
        this.active |= 1 << p;
        this.activeCount++;
      }
      this.tricks[p] = pos.tricks[p]!;
      const played = pos.played[p]!;
      for (let i = 0; i < played.length; i++) this.played[8 * p + i] = played[i]!;
      this.playedLen[p] = played.length;
    }
    this.defender = pos.defender ?? -1;
    this.turn = pos.turn ?? -1;
    for (let i = 0; i < pos.winners.length; i++) this.winners[i] = pos.winners[i]!;
    this.nWinners = pos.winners.length;
    this.civil = pos.civil;
    this.trickLen = pos.trick.length;
    for (let i = 0; i < pos.trick.length; i++) {
      this.trickCards[i] = pos.trick[i]!;
      this.trickSeats[i] = pos.trickPlayers[i]!;
    }
    if (this.trickLen > 0) {
      const c0 = this.trickCards[0]!;
      this.led = c0 === this.pam ? this.trump : c0 & 3;
      this.rebest(!this.hidden);
    }
  }

  /** Plays the deal to its end by the random computer player (randomLooMove), drawing the same numbers. */
  run(rng: Rng): void {
    for (;;) {
      const phase = this.phase;
      if (phase === PLAYING) this.cardTurn(T_RANDOM, rng, -1, false);
      else if (phase === CALLING) this.callTurn(T_RANDOM, rng, -1);
      else if (phase === EXCHANGING) this.exchangeTurn(T_RANDOM, rng, 0, 0, 0, false);
      else return;
    }
  }

  // ————— calls (seed 004, "Mitspielen, Miss nehmen oder passen")

  /**
   * The calls open to the player on turn, into callList (call + 8 × rule) and callCount:
   * - club law (`clubLaw`): everyone plays, no miss;
   * - a single pot (`potKinds`): everyone plays; eldest alone may take the miss (`singlePot`);
   * - the dealer, last, against one player: on his own cards with the miss free, play, miss, defend —
   *   or concede under Enquire Within (`dealerVsLone`); against a lone miss-taker, play or pass;
   * - the dealer when everyone passed: play or pass (`allPassed`), or take the miss;
   * - otherwise play, pass, or take the miss while nobody has (`potKinds`, `miss`).
   */
  listCalls(): void {
    this.callTurn(T_JUDGE, null, -1);
  }

  /**
   * The call of the player on turn, in one pass for speed: list the calls open (see listCalls); then, by
   * `mode`: stop (T_JUDGE); draw the random player's call and make it, and so on to the end of the calls
   * (T_RANDOM); or make `call` (T_GIVEN, legal) — see doCall.
   */
  callTurn(mode: number, rng: Rng | null, call: number): void {
    const n = this.n;
    const dealer = this.dealer;
    // The random player calls on to the end of the calls in this loop.
    for (;;) {
      const p = this.turn;
      // The calls open, in order (each call + 8 × the rule allowing it), in locals: the view copies them to callList.
      let c0: number;
      let c1 = 0;
      let c2 = 0;
      let m = 1;
      const missFree = this.missOpen;
      if (this.clubLaw) {
        c0 = PLAY | (C_CLUB_LAW << 3);
      } else if (this.single) {
        c0 = PLAY | (C_POT_KINDS << 3);
        if (missFree && p === (dealer + 1 === n ? 0 : dealer + 1)) {
          c1 = MISS | (C_SINGLE_POT << 3);
          m = 2;
        }
      } else {
        const others = this.active & ~(1 << p);
        if (p === dealer && others !== 0 && (others & (others - 1)) === 0) {
          const q = 31 - Math.clz32(others);
          if (this.calls[q] === PLAY && missFree) {
            c0 = PLAY | (C_DEALER_VS_LONE << 3);
            c1 = MISS | (C_DEALER_VS_LONE << 3);
            c2 = (this.r.concede ? CONCEDE : DEFEND) | (C_DEALER_VS_LONE << 3);
            m = 3;
          } else {
            c0 = PLAY | (C_POT_KINDS << 3);
            c1 = PASS | (C_POT_KINDS << 3);
            m = 2;
          }
        } else {
          const everyonePassed = p === dealer && others === 0;
          const why = (everyonePassed ? C_ALL_PASSED : C_POT_KINDS) << 3;
          c0 = PLAY | why;
          c1 = PASS | why;
          m = 2;
          if (missFree) {
            c2 = MISS | (C_MISS << 3);
            m = 3;
          }
        }
      }
      if (mode === T_RANDOM) {
        const k = rng!.int(m);
        call = (k === 0 ? c0 : k === 1 ? c1 : c2) & 7;
        if (this.record) this.made.push(CALL_MOVES[p * 5 + call]!);
      } else {
        // The list, for the view.
        const list = this.callList;
        list[0] = c0;
        list[1] = c1;
        list[2] = c2;
        this.callCount = m;
        if (mode === T_JUDGE) return;
      }
      // Make the call (doCall).
      this.calls[p] = call;
      this.moveCount++;
      if (call === PLAY || call === MISS || call === DEFEND) {
        this.active |= 1 << p;
        this.activeCount++;
        if (call !== PLAY) {
          this.hand[2 * p] = this.hand[2 * n];
          this.hand[2 * p + 1] = this.hand[2 * n + 1];
          this.missOpen = false;
          if (call === DEFEND) this.defender = p;
        }
      }
      if (p === dealer) {
        this.afterCalls();
        return;
      }
      const q = p + 1 === n ? 0 : p + 1;
      // Everyone before the dealer passed: he takes the pot (allPassed: 'dealerTakes').
      if (q === dealer && this.r.dealerTakes && this.active === 0) {
        this.end(END_ALL_PASSED, dealer);
        return;
      }
      this.turn = q;
      if (mode !== T_RANDOM) return;
    }
  }

  /** The index in callList of `call`, or −1 (after listCalls). */
  callIndex(call: number): number {
    for (let i = 0; i < this.callCount; i++) if ((this.callList[i]! & 7) === call) return i;
    return -1;
  }

  /** Why a call not in the list is refused (LooCallWhy), for the player on turn. */
  callForbiddenWhy(call: number): LooCallWhy {
    if (this.clubLaw) return 'clubLaw';
    if (call === MISS) {
      if (!this.r.miss) return 'missNone';
      if (this.single && (this.r.singleNoMiss || this.hidden)) return 'missNotSingle';
      return this.single && this.missOpen ? 'missFirstHand' : 'missTaken';
    }
    if (call === PASS) return this.single ? 'singleAllPlay' : 'dealerMustStand';
    // Defending is playing the miss for the pot: the dealer cannot when there is no miss to play (a Russian
    // reader, refused defending in five-card Loo, was told that only the dealer facing one player may — which
    // he was).
    if (call === DEFEND && this.turn === this.dealer && !this.missOpen) return this.r.miss ? 'missTaken' : 'missNone';
    return 'dealerOnly';
  }

  /** The rule that forbids a call not in the list. */
  callForbiddenBy(call: number): LooOptionId {
    if (this.clubLaw) return 'clubLaw';
    if (this.single) return call === MISS ? 'singlePot' : 'potKinds';
    if (call === MISS || (call === DEFEND && this.turn === this.dealer && !this.r.miss)) return 'miss';
    return 'dealerVsLone';
  }

  /** Makes call `call` (legal) for the player on turn: who stands, the miss taken, the next caller or the end of the calls. */
  doCall(call: number): void {
    this.callTurn(T_GIVEN, null, call);
  }

  /** After the dealer's call (seed 004, the dealer's cases): who stands decides whether there is play. */
  private afterCalls(): void {
    const dealer = this.dealer;
    if (this.calls[dealer] === CONCEDE) {
      const others = this.active & ~(1 << dealer);
      this.end(END_LONE, 31 - Math.clz32(others & (-others | 0)));
      return;
    }
    if (this.active === 0) {
      this.end(END_ALL_PASSED, -1);
      return;
    }
    if (this.activeCount === 1 && this.defender < 0) {
      this.end(END_LONE, 31 - Math.clz32(this.active));
      return;
    }
    if (this.r.exchange) {
      this.phase = EXCHANGING;
      this.turn = this.nextExchanger(-1);
      return;
    }
    this.afterExchange();
  }

  /** The next seat after `age` in calling order (age: 0 = the dealer's left) that exchanges, or −1. */
  private nextExchanger(age: number): number {
    const n = this.n;
    for (let a = age + 1; a < n; a++) {
      let q = this.dealer + 1 + a;
      if (q >= n) q -= n;
      if ((this.active & (1 << q)) !== 0 && q !== this.defender) return q;
    }
    return -1;
  }

  private end(kind: number, seat: number): void {
    this.phase = OVER;
    this.turn = -1;
    this.endKind = kind;
    this.endSeat = seat;
  }

  // ————— the exchange (research 5.22)

  /** Whether the player on turn may discard k cards, taking the turn-up (dealerTakesTrump) or not: the stock must replace them. */
  discardOk(k: number, takeUp: boolean): boolean {
    return discardFits(k, this.stockEnd - this.stockAt, takeUp);
  }

  /** Whether the player on turn may take the turn-up (the dealer, under `dealerTakesTrump`, while it lies there). */
  mayTakeUp(): boolean {
    return this.r.dealerTakesTrump && this.turn === this.dealer && this.turnUpOn;
  }

  /**
   * The exchange of the player on turn, in one pass for speed: by `mode`, draw the random player's
   * exchange and make it, and so on to the end of the exchange (T_RANDOM), or make the exchange of the
   * `count` cards (dLo, dHi), taking the turn-up with `takeUp` (T_GIVEN, legal) — see doExchange.
   */
  exchangeTurn(mode: number, rng: Rng | null, dLo: number, dHi: number, count: number, takeUp: boolean): void {
    // The random player exchanges on to the end of the exchange in this loop.
    for (;;) {
      const p = this.turn;
      const lo = this.hand[2 * p]!;
      const hi = this.hand[2 * p + 1]!;
      if (mode !== T_GIVEN) {
        dLo = 0;
        dHi = 0;
        takeUp = false;
        // Every hand is whole during the exchange (the deal gave handSize cards; an exchange takes as many as it gives).
        const size = this.handSize;
        const left = this.stockEnd - this.stockAt;
        let mask: number;
        if (this.mayTakeUp()) {
          const x = sampleExchange(rng!, size, left, true);
          mask = x & 0xff;
          takeUp = x > 0xff;
          count = popcount(mask);
        } else {
          // sampleExchange's rejection sampling, written out (the common case of fast play).
          do {
            mask = rng!.int(1 << size);
            count = popcount(mask);
          } while (!discardFits(count, left, false));
        }
        // The discard: the hand's cards (ascending) whose index is in the mask.
        let i = 0;
        for (let b = lo; b !== 0; b &= (b - 1) | 0, i++) dLo |= b & (-b | 0) & -((mask >> i) & 1);
        for (let b = hi; b !== 0; b &= (b - 1) | 0, i++) dHi |= b & (-b | 0) & -((mask >> i) & 1);
        if (this.record) {
          const discard = cardsOf(dLo, dHi);
          this.made.push(takeUp ? { type: 'exchange', player: p, discard, turnUp: true } : { type: 'exchange', player: p, discard });
        }
      }
      // Make the exchange (doExchange).
      const n = this.n;
      let nLo = lo & ~dLo;
      let nHi = hi & ~dHi;
      if (takeUp) {
        const c = this.turnUp;
        if (c < 32) nLo |= 1 << c;
        else nHi |= 1 << (c - 32);
        this.turnUpOn = false;
      }
      const fromStock = count - (takeUp ? 1 : 0);
      for (let k = 0; k < fromStock; k++) {
        const c = this.stock[this.stockAt++]!;
        const bit = 1 << (c & 31);
        const high = c >> 5; // 0 or 1: no branch on a random card
        nLo |= bit & (high - 1);
        nHi |= bit & -high;
      }
      this.hand[2 * p] = nLo;
      this.hand[2 * p + 1] = nHi;
      this.moveCount++;
      const age = p - this.dealer - 1 < 0 ? p - this.dealer - 1 + n : p - this.dealer - 1;
      const next = this.nextExchanger(age);
      if (next < 0) {
        this.afterExchange();
        return;
      }
      this.turn = next;
      if (mode !== T_RANDOM) return;
    }
  }


  /**
   * Exchanges the cards (dLo, dHi) of the player on turn (legal): the turn-up first when taken, then the
   * stock from the top; the next exchanger or the end of the exchange. `discard`: the move's list, for the event.
   */
  doExchange(dLo: number, dHi: number, takeUp: boolean): void {
    this.exchangeTurn(T_GIVEN, null, dLo, dHi, popcount(dLo) + popcount(dHi), takeUp);
  }

  /** After the calls and exchanges: the best flush ends the deal (research 5.16); otherwise eldest active leads (seed 004, "Die Stiche"). */
  private afterExchange(): void {
    const r = this.r;
    if (r.flush !== FLUSH_NONE) {
      let nf = 0;
      const n = this.n;
      for (let a = 0; a < n; a++) {
        let q = this.dealer + 1 + a;
        if (q >= n) q -= n;
        if ((this.active & (1 << q)) === 0 || q === this.defender) continue;
        if (this.flushOf(q, nf)) nf++;
      }
      this.nFlush = nf;
      if (nf > 0) {
        // Kind first; equal kinds by the cards from the top down (`flushTie: 'cards'`), else the elder hand.
        let best = 0;
        for (let i = 1; i < nf; i++) {
          const dk = this.flushKind[i]! - this.flushKind[best]!;
          if (dk > 0 || (dk === 0 && r.flushTieCards && this.flushSig[i]! > this.flushSig[best]!)) best = i;
        }
        this.bestFlush = best;
        // Spared from the loo (research 5.17, `flushLoo: 'stood'`): the weaker flushes and Pam's holder.
        let spared = 0;
        for (let i = 0; i < nf; i++) if (i !== best) spared |= 1 << this.flushSeat[i]!;
        if (this.pam >= 0) for (let q = 0; q < n; q++) if (has(this.hand[2 * q]!, this.hand[2 * q + 1]!, this.pam)) spared |= 1 << q;
        this.spared = spared;
        this.end(END_FLUSH, this.flushSeat[best]!);
        return;
      }
    }
    this.phase = PLAYING;
    this.turn = this.nextActive(this.dealer);
  }

  /**
   * Whether seat q holds a flush (seed 004): five of a suit, or four and Pam (`flush: 'five'`); three
   * trumps (`threeTrumps`). If so it is stored at index i of the flush arrays — kind 2 with Pam, 1 in
   * trumps, 0 otherwise — with its rank signature: bit r set for each card of flush rank r (Pam 13), which
   * orders flushes of one size as comparing their cards from the top down does.
   */
  flushOf(q: number, i: number): boolean {
    const lo = this.hand[2 * q]!;
    const hi = this.hand[2 * q + 1]!;
    const size = popcount(lo) + popcount(hi);
    const hasPam = ((lo & this.pamLo) | (hi & this.pamHi)) !== 0;
    let kind: number;
    let suit: number;
    if (this.r.flush === FLUSH_NONE) return false;
    if (this.r.flush === FLUSH_THREE_TRUMPS) {
      if (size !== 3 || (lo & ~this.trumpLo) !== 0 || (hi & ~this.trumpHi) !== 0) return false;
      kind = hasPam ? 2 : 1;
      suit = this.trump;
    } else {
      if (size !== 5) return false;
      const rLo = lo & ~this.pamLo;
      const rHi = hi & ~this.pamHi;
      suit = rLo !== 0 ? (31 - Math.clz32(rLo & (-rLo | 0))) & 3 : (31 - Math.clz32(rHi & (-rHi | 0))) & 3;
      if ((rLo & ~SUIT_LO[suit]!) !== 0 || (rHi & ~SUIT_HI[suit]!) !== 0) return false;
      kind = hasPam ? 2 : suit === this.trump ? 1 : 0;
    }
    let sig = 0;
    for (let b = lo; b !== 0; b &= (b - 1) | 0) {
      const c = 31 - Math.clz32(b & (-b | 0));
      sig |= 1 << (c === this.pam ? PAM_RANK : LOO_RANK[c]!);
    }
    for (let b = hi; b !== 0; b &= (b - 1) | 0) {
      const c = 63 - Math.clz32(b & (-b | 0));
      sig |= 1 << (c === this.pam ? PAM_RANK : LOO_RANK[c]!);
    }
    this.flushSeat[i] = q;
    this.flushKind[i] = kind;
    this.flushSuit[i] = suit;
    this.flushSig[i] = sig;
    return true;
  }

  /** The next active seat after `from`, clockwise (`from` itself when no other is). */
  private nextActive(from: number): number {
    const a = this.active;
    const after = a & ~((2 << from) - 1);
    const b = after !== 0 ? after : a;
    return b === 0 ? from : 31 - Math.clz32(b & (-b | 0));
  }

  // ————— card play (seed 004, "Die Stiche")

  /** cardPower, from the tables. */
  power(c: number, led: number, trumps: boolean): number {
    if (trumps) {
      const t = TRUMP_POWER[this.tp + c]!;
      if (t >= 0) return t;
    }
    return (c & 3) === led ? LOO_RANK[c]! : -1;
  }

  /** Recomputes the power winning the trick and its index (first of the highest), with trumps on or off. */
  rebest(trumps: boolean): void {
    let best = -2;
    let at = 0;
    for (let i = 0; i < this.trickLen; i++) {
      const v = this.power(this.trickCards[i]!, this.led, trumps);
      if (v > best) {
        best = v;
        at = i;
      }
    }
    this.best = best;
    this.bestAt = at;
  }

  /**
   * Judges the hand of the player on turn: the cards its duty allows (aLo, aHi) and the rule (aRule),
   * Pam when "subject to no laws" (freePam: always playable besides), Pam barred by "Pam, be civil!"
   * (barred), and whether the play shows a hidden trump (shows).
   * - Lead (options `lead`, `leadAce`, `leadDuty`): with a trump, the ace of trumps (the king when the ace
   *   is the turn-up) under `leadAce`, else any trump, the highest trump, or (peel) the highest when holding
   *   two at the first lead and the highest at any later one; no duty while the trump is hidden, nor after
   *   the first trick under `firstTrick`.
   * - Follow: the suit led, heading the trick when a card of it can (`head`; research 5.2: once trumped,
   *   any card of the suit); void, a trump that beats the trick (`trumpWhenVoid: 'ifBeats'`, over-trumping
   *   under `head`), any trump (`always`) or any card (`free`); a hidden trump is shown first.
   * - Pam (options `pamCivil`, `pamStatus`): barred after "Pam, be civil!" unless the holder has no other
   *   trump (`unlessOnlyTrump`) or no other card (`strict`); free of all laws under `pamStatus: 'free'`.
   */
  judge(): void {
    this.cardTurn(T_JUDGE, null, -1, false);
  }

  /**
   * The card play of the player on turn, in one pass for speed (fast play calls it once a card): judge the
   * hand (see judge); then, by `mode`: stop (T_JUDGE); draw the random player's card and call and play
   * it, and so on to the end of the deal (T_RANDOM: one call plays the tricks out, so the turn's setup is
   * paid once a deal); or play `card` with `civil` (T_GIVEN, legal) — see doPlay.
   */
  cardTurn(mode: number, rng: Rng | null, card: Card, civil: boolean): void {
    const r = this.r;
    const hand = this.hand;
    const trump = this.trump;
    // The random player plays on to the end of the deal in this loop (play ends only with the last trick).
    for (;;) {
      const p = this.turn;
      let lo = hand[2 * p]!;
      let hi = hand[2 * p + 1]!;
      let aLo = lo;
      let aHi = hi;
      let freePam = -1;
      let barred = false;
      let shows = false;
      let rule = R_LEAD;
      if (this.trickLen === 0) {
        if (!this.hidden && (r.everyTrick || this.nWinners === 0)) {
          const tLo = lo & this.trumpLo;
          const tHi = hi & this.trumpHi;
          if ((tLo | tHi) !== 0) {
            if (r.leadAce && ((lo & this.aceLo) | (hi & this.aceHi)) !== 0) {
              aLo = this.aceLo;
              aHi = this.aceHi;
              rule = R_LEAD_ACE;
            } else if (r.lead === LEAD_ANY_TRUMP) {
              aLo = tLo;
              aHi = tHi;
            } else if (r.lead === LEAD_HIGHEST || (r.lead === LEAD_PEEL && (this.nWinners > 0 || popcount(tLo) + popcount(tHi) >= 2))) {
              // The highest trump: Pam, else the ace, else the highest card number (2..K ascend with it).
              const top =
                ((tLo & this.pamLo) | (tHi & this.pamHi)) !== 0 ? this.pam
                : (tLo & (1 << trump)) !== 0 ? trump
                : tHi !== 0 ? 63 - Math.clz32(tHi) : 31 - Math.clz32(tLo);
              aLo = top < 32 ? 1 << top : 0;
              aHi = top < 32 ? 0 : 1 << (top - 32);
            }
          }
        }
      } else {
        const led = this.led;
        const best = this.best;
        const pam = this.pam;
        if (pam >= 0 && ((lo & this.pamLo) | (hi & this.pamHi)) !== 0) {
          if (this.civil && r.pamCivil !== CIVIL_NONE) {
            barred = r.pamCivil === CIVIL_STRICT
              ? popcount(lo) + popcount(hi) > 1
              : ((lo & SUIT_LO[trump]! & ~this.pamLo) | (hi & SUIT_HI[trump]! & ~this.pamHi)) !== 0;
          }
          if (!barred && r.pamFree) freePam = pam;
          if (barred || freePam >= 0) {
            lo &= ~this.pamLo;
            hi &= ~this.pamHi;
          }
        }
        const sLo = lo & EFFECTIVE_SUIT[this.eff + 2 * led]!;
        const sHi = hi & EFFECTIVE_SUIT[this.eff + 2 * led + 1]!;
        aLo = lo;
        aHi = hi;
        if ((sLo | sHi) !== 0) {
          aLo = sLo;
          aHi = sHi;
          rule = R_FOLLOW;
          if (r.head && (best < 100 || led === trump)) {
            // Head the trick: the cards of the suit that beat it, when there are any.
            let bLo = 0;
            let bHi = 0;
            if (this.hidden) {
              for (let b = sLo; b !== 0; b &= (b - 1) | 0) if (this.power(31 - Math.clz32(b & (-b | 0)), led, false) > best) bLo |= b & (-b | 0);
              for (let b = sHi; b !== 0; b &= (b - 1) | 0) if (this.power(63 - Math.clz32(b & (-b | 0)), led, false) > best) bHi |= b & (-b | 0);
            } else if (led !== trump) {
              // Plain cards of the suit led (best < 100: the trick is not trumped): their rank against best.
              bLo = sLo & RANK_ABOVE[(best + 1) * 2]!;
              bHi = sHi & RANK_ABOVE[(best + 1) * 2 + 1]!;
            } else {
              // Trumps led (best ≥ 100): a trump's rank against best − 100; Pam (113) beats all but itself.
              const at = (best - 99) * 2;
              bLo = (sLo & ~this.pamLo & RANK_ABOVE[at]!) | (best < 113 ? sLo & this.pamLo : 0);
              bHi = (sHi & ~this.pamHi & RANK_ABOVE[at + 1]!) | (best < 113 ? sHi & this.pamHi : 0);
            }
            if ((bLo | bHi) !== 0) {
              aLo = bLo;
              aHi = bHi;
              rule = R_HEAD;
            }
          }
        } else {
          // Void in the suit led (a hidden trump is shown now): trump, over-trumping if able.
          rule = R_VOID;
          shows = this.hidden;
          const tLo = lo & this.trumpLo;
          const tHi = hi & this.trumpHi;
          if ((tLo | tHi) !== 0 && r.trumpWhenVoid !== VOID_FREE) {
            const bestNow = shows ? this.bestWithTrumps() : best;
            let oLo = tLo;
            let oHi = tHi;
            if (r.head) {
              // The trumps that beat bestNow: rank above bestNow − 100 (every trump when no trump is in the trick), and Pam.
              const at = (bestNow < 100 ? 0 : bestNow - 99) * 2;
              oLo = (tLo & ~this.pamLo & RANK_ABOVE[at]!) | (bestNow < 113 ? tLo & this.pamLo : 0);
              oHi = (tHi & ~this.pamHi & RANK_ABOVE[at + 1]!) | (bestNow < 113 ? tHi & this.pamHi : 0);
            }
            if ((oLo | oHi) !== 0) {
              aLo = oLo;
              aHi = oHi;
            } else if (r.trumpWhenVoid === VOID_ALWAYS) {
              aLo = tLo;
              aHi = tHi;
            }
          }
        }
      }
      if (mode === T_RANDOM) {
        // The random player (randomLooMove; the view draws the same in looRandomMove): a uniform card of
        // legalCardList's order, calling "Pam, be civil!" half the time it may.
        // (choiceCount and nthChoice, written out: this is the hottest line of fast play.)
        const nLo = popcount(aLo);
        const nHi = popcount(aHi);
        const k = rng!.int(nLo + nHi + (freePam >= 0 ? 1 : 0));
        card = k < nLo ? nthBit(aLo, k) : k < nLo + nHi ? 32 + nthBit(aHi, k - nLo) : freePam;
        civil = this.mayCallCivil(card) && rng!.int(2) === 0;
        if (this.record) this.made.push(civil ? CIVIL_MOVES[p * 4 + trump]! : PLAY_MOVES[p * 52 + card]!);
      } else {
        // The judgement, for the view (fast play keeps it in locals).
        this.allowed[0] = aLo;
        this.allowed[1] = aHi;
        this.aRule = rule;
        this.freePam = freePam;
        this.barred = barred;
        this.shows = shows;
        if (mode === T_JUDGE) return;
      }
      // Play the card (doPlay).
      hand[2 * p + (card >> 5)]! &= ~(1 << (card & 31));
      this.moveCount++;
      if (this.record) {
        this.played[8 * p + this.playedLen[p]!] = card;
        this.playedLen[p]!++;
      }
      if (shows) this.hidden = false;
      const lead = this.trickLen === 0;
      const at = this.trickLen++;
      this.trickCards[at] = card;
      this.trickSeats[at] = p;
      if (lead) {
        this.civil = civil;
        this.led = card === this.pam ? this.trump : card & 3;
        this.best = this.power(card, this.led, !this.hidden);
        this.bestAt = 0;
      } else if (shows) {
        this.rebest(true);
      } else {
        const v = this.power(card, this.led, !this.hidden);
        if (v > this.best) {
          this.best = v;
          this.bestAt = at;
        }
      }
      if (this.trickLen < this.activeCount) {
        this.turn = this.nextActive(p);
        if (mode === T_RANDOM) continue;
        return;
      }
      // The trick is full: its winner (highest trump, else the highest card of the suit led) takes it and
      // leads; the last trick ends the deal.
      const winner = this.trickSeats[this.bestAt]!;
      this.tricks[winner]!++;
      this.winners[this.nWinners++] = winner;
      this.trickLen = 0;
      this.civil = false;
      this.turn = winner;
      if (this.nWinners === this.handSize) {
        this.end(END_TRICKS, -1);
        return;
      }
      if (mode !== T_RANDOM) return;
    }
  }

  /** The power winning the trick with trumps counted (a hidden trump being shown). */
  private bestWithTrumps(): number {
    let b = -1;
    for (let i = 0; i < this.trickLen; i++) b = Math.max(b, this.power(this.trickCards[i]!, this.led, true));
    return b;
  }

  /** The card winning the trick so far (trumps counted when `trumps`). */
  winningCard(trumps: boolean): Card {
    let best = -2;
    let at = 0;
    for (let i = 0; i < this.trickLen; i++) {
      const v = this.power(this.trickCards[i]!, this.led, trumps);
      if (v > best) {
        best = v;
        at = i;
      }
    }
    return this.trickCards[at]!;
  }

  /** Whether a play of `card` may carry "Pam, be civil!": the lead of the ace of trumps, under rules with Pam and the call, the trump shown. */
  mayCallCivil(card: Card): boolean {
    return this.trickLen === 0 && card === this.trump && this.pam >= 0 && this.r.pamCivil !== CIVIL_NONE && !this.hidden;
  }

  /**
   * Plays `card` (legal) for the player on turn, calling "Pam, be civil!" with `civil`: shows a hidden
   * trump, and when the trick is full gives it to its winner (highest trump, else the highest card of the
   * suit led), who leads next; the last trick ends the deal.
   */
  doPlay(card: Card, civil: boolean): void {
    this.cardTurn(T_GIVEN, null, card, civil);
  }

  /** Why the player on turn may not play `card` (held; after judge; not allowed), with the cards that would do. */
  cardError(card: Card): LooMoveError {
    const p = this.turn;
    const allowed = cardsOf(this.allowed[0]!, this.allowed[1]!);
    if (this.trickLen === 0) {
      if (this.aRule === R_LEAD_ACE) return { code: 'ERR_MUST_LEAD_ACE', player: p, card, rule: 'leadAce', required: allowed[0]!, allowed };
      if (this.r.lead === LEAD_ANY_TRUMP) return { code: 'ERR_MUST_LEAD_TRUMP', player: p, card, rule: 'lead', allowed };
      return { code: 'ERR_MUST_LEAD_HIGHEST', player: p, card, rule: 'lead', required: allowed[0]!, allowed };
    }
    const led = this.led as Suit;
    const trumps = !this.hidden || this.shows;
    const toBeat = this.winningCard(trumps);
    // A trump lead (Pam's too) shown as such: the duty is to answer with a trump (`trumps`), which Pam led as
    // the jack of clubs does not make plain.
    const trumpLed = trumps && led === this.trump ? ({ trumps: true } as const) : null;
    if (this.aRule === R_FOLLOW) return { code: 'ERR_MUST_FOLLOW', player: p, card, rule: 'follow', led, allowed, ...trumpLed };
    if (this.aRule === R_HEAD) {
      if (suitAs(card, this.trump, this.pam) === led) return { code: 'ERR_MUST_HEAD', player: p, card, rule: 'head', led, toBeat, allowed };
      // A card off the suit: following is the duty broken, and `allowed` holds only the cards that head the
      // trick. `toBeat` says so where cards of the suit that do not beat it are held, left out of `allowed`.
      const follow = cardsOf(this.hand[2 * p]!, this.hand[2 * p + 1]!).filter((c) => suitAs(c, this.trump, this.pam) === led).length;
      return follow > allowed.length
        ? { code: 'ERR_MUST_FOLLOW', player: p, card, rule: 'follow', led, allowed, toBeat, ...trumpLed }
        : { code: 'ERR_MUST_FOLLOW', player: p, card, rule: 'follow', led, allowed, ...trumpLed };
    }
    // Void: the card is not a trump, or a trump that does not beat the trick.
    const isTrumpCard = card === this.pam || (card & 3) === this.trump;
    return isTrumpCard
      ? { code: 'ERR_MUST_OVERTRUMP', player: p, card, rule: 'head', led, toBeat, allowed }
      : { code: 'ERR_MUST_TRUMP', player: p, card, rule: 'trumpWhenVoid', led, toBeat, allowed };
  }

  /** The refusal of Pam barred by "Pam, be civil!" (after judge), with what the call demands. */
  civilError(card: Card): LooMoveError {
    const p = this.turn;
    const strict = this.r.pamCivil === CIVIL_STRICT;
    const lo = this.hand[2 * p]! & ~this.pamLo;
    const hi = this.hand[2 * p + 1]! & ~this.pamHi;
    return {
      code: 'ERR_PAM_CIVIL', player: p, card, rule: 'pamCivil', demand: strict ? 'strict' : 'unlessOnlyTrump',
      ace: this.trickCards[0]!, trumps: cardsOf(lo & this.trumpLo, hi & this.trumpHi), allowed: cardsOf(this.allowed[0]!, this.allowed[1]!),
    };
  }

  /** Why "Pam, be civil!" may not be called with `card` (held), or null when it may. */
  callCivilError(card: Card): LooMoveError | null {
    if (this.mayCallCivil(card)) return null;
    const p = this.turn;
    const ace = this.trump;
    const reason = this.pam < 0 || this.r.pamCivil === CIVIL_NONE ? 'rules' : this.trickLen > 0 ? 'notLead' : this.hidden ? 'hidden' : 'notAce';
    return { code: 'ERR_CIVIL', player: p, card, reason, ace };
  }

  // ————— results

  /** How the deal ended, as a LooEnd (the flushes highest card first, Pam first). */
  endOf(): LooEnd {
    switch (this.endKind) {
      case END_TRICKS:
        return { kind: 'tricks' };
      case END_ALL_PASSED:
        return { kind: 'allPassed', taker: this.endSeat >= 0 ? this.endSeat : null };
      case END_LONE:
        return { kind: 'lone', player: this.endSeat };
      default: {
        const others: Flush[] = [];
        for (let i = 0; i < this.nFlush; i++) if (i !== this.bestFlush) others.push(this.flush(i));
        return { kind: 'flush', flush: this.flush(this.bestFlush), others };
      }
    }
  }

  /** Loads the facts of a finished deal and its outcome, for settlement(). */
  loadFacts(f: Facts, endKind: number, endSeat: number, spared: number): void {
    const n = f.players;
    this.r = rulesOf(f.options);
    this.n = n;
    this.handSize = this.r.handSize;
    this.pot = f.pot;
    this.active = 0;
    for (let q = 0; q < n; q++) {
      this.stakes[q] = f.stakes[q]!;
      this.tricks[q] = f.tricks[q]!;
      if (f.active[q]) this.active |= 1 << q;
    }
    this.defender = f.defender ?? -1;
    for (let i = 0; i < f.winners.length; i++) this.winners[i] = f.winners[i]!;
    this.nWinners = f.winners.length;
    this.endKind = endKind;
    this.endSeat = endSeat;
    this.spared = spared;
  }

  /**
   * The deal's settlement (seed 004, "Auszahlung"), in chips:
   * - tricks: each trick's share of the pot (a third or a fifth; a pot that does not divide gives the first
   *   tricks a chip more under `unevenPot: 'firstWinners'`, else the odd chips stay; research 5.8) to its
   *   winner; the defender's shares stay in the pot; under undivided Loo the pot goes only to a player who
   *   took every trick (research 5.24). Who stood (the defender aside) and took no trick is looed;
   * - all passed: the dealer takes the pot, or it stays; one player left in (or conceded to): the pot;
   * - a flush takes the pot; `stood`: the others who stood are looed, except (`five`) the weaker flushes
   *   and Pam's holder; `everyone` (five): every other player pays the holder a loo, nothing goes into the
   *   next pot (research 5.17).
   * The loo: fixed, the pot (unlimited), or the pot capped (mixed) (research 5.14).
   */
  settlement(): LooSettlement {
    const n = this.n;
    const r = this.r;
    const pot = this.pot;
    const defender = this.defender;
    const others = this.active & ~(defender >= 0 ? 1 << defender : 0); // who stood, the defender aside
    // Arrays of their final length from the start: one allocation each.
    const tricks = new Array<number>(n);
    const shares = new Array<number>(n);
    const loos = new Array<number>(n);
    const transfers = new Array<number>(n);
    const stakes = new Array<number>(n);
    const net = new Array<number>(n);
    let won = 0; // seats with a trick
    for (let q = 0; q < n; q++) {
      const t = this.tricks[q]!;
      tricks[q] = t;
      if (t > 0) won |= 1 << q;
      shares[q] = 0;
      transfers[q] = 0;
      stakes[q] = this.stakes[q]!;
    }
    const loo = looChipsOf(r, pot);
    let looedSeats = 0;
    switch (this.endKind) {
      case END_TRICKS: {
        const hs = r.handSize;
        if (r.undivided) {
          for (let q = 0; q < n; q++) if (this.tricks[q] === hs && q !== defender) shares[q] = pot;
        } else {
          const base = Math.floor(pot / hs);
          for (let i = 0; i < this.nWinners; i++) {
            const w = this.winners[i]!;
            if (w !== defender) shares[w]! += trickShare(r, pot, i, base);
          }
        }
        looedSeats = others & ~won;
        break;
      }
      case END_ALL_PASSED:
        if (this.endSeat >= 0) shares[this.endSeat] = pot;
        break;
      case END_LONE:
        shares[this.endSeat] = pot;
        break;
      case END_FLUSH: {
        const holder = this.endSeat;
        shares[holder] = pot;
        const five = r.flush === FLUSH_FIVE;
        if (r.flushLooEveryone && five) {
          for (let q = 0; q < n; q++) {
            if (q === holder) continue;
            transfers[q]! -= loo;
            transfers[holder]! += loo;
          }
        } else {
          looedSeats = others & ~(1 << holder);
          if (five) looedSeats &= ~this.spared;
        }
        break;
      }
    }
    const looed = new Array<Player>(popcount(looedSeats));
    let paid = 0;
    let owed = 0;
    for (let q = 0, i = 0; q < n; q++) {
      const isLooed = (looedSeats >> q) & 1;
      if (isLooed) looed[i++] = q;
      const l = isLooed ? loo : 0;
      loos[q] = l;
      paid += shares[q]!;
      owed += l;
      net[q] = shares[q]! - stakes[q]! - l + transfers[q]!;
    }
    return { tricks, shares, looed, loos, transfers, stakes, net, potBefore: pot, potAfter: pot - paid + owed };
  }

  /** The tricks won, as a new array of `old`'s length (the view). */
  tricksCopy(old: readonly number[]): number[] {
    const out = old.slice();
    for (let q = 0; q < out.length; q++) out[q] = this.tricks[q]!;
    return out;
  }

  /** The deal as looDealFromDeck built it (seeded deals, after dealSeeded with `record`). */
  deal(rules: LooRules): LooDeal {
    const n = this.n;
    const d = this.dealt;
    const hands: Card[][] = [];
    for (let p = 0; p < n; p++) hands.push(cardsOf(d[2 * p]!, d[2 * p + 1]!));
    const miss = this.r.miss ? cardsOf(d[2 * n]!, d[2 * n + 1]!) : [];
    let stock: Card[];
    if (this.r.exchange) {
      stock = [];
      for (let i = this.stockStart; i < 52; i++) stock.push(this.stock[i]!);
    } else {
      // Without an exchange looSetup keeps the stock ascending: the cards not dealt.
      let lo = 0;
      let hi = 0;
      for (let p = 0; p <= n; p++) {
        lo |= d[2 * p]!;
        hi |= d[2 * p + 1]!;
      }
      if (this.turnUp < 32) lo |= 1 << this.turnUp;
      else hi |= 1 << (this.turnUp - 32);
      stock = cardsOf(~lo, ~hi & 0xfffff);
    }
    return { rules, dealer: this.dealer, hands, miss, turnUp: this.turnUp, stock, carried: this.carried };
  }

  /** The flush stored at index i (cards highest first, Pam first). */
  flush(i: number): Flush {
    const q = this.flushSeat[i]!;
    const pam = this.pam;
    const rank = (c: Card) => (c === pam ? PAM_RANK : LOO_RANK[c]!);
    const cards = cardsOf(this.hand[2 * q]!, this.hand[2 * q + 1]!).sort((a, b) => rank(b) - rank(a));
    return { player: q, kind: this.flushKind[i] as 0 | 1 | 2, suit: this.flushSuit[i] as Suit, cards };
  }

  /** The end position (over), as applyLooMove would have left it after the moves made from `base` (fast play, recording). */
  position(base: EndBase): LooPosition {
    const n = this.n;
    let history = base.history;
    for (const move of this.made) history = { move, prev: history };
    const hands: Card[][] = [];
    const calls: (Call | null)[] = [];
    const active: boolean[] = [];
    const tricks: number[] = [];
    const played: Card[][] = [];
    const stakes: number[] = [];
    for (let p = 0; p < n; p++) {
      hands.push(cardsOf(this.hand[2 * p]!, this.hand[2 * p + 1]!));
      const c = this.calls[p]!;
      calls.push(c === NONE ? null : CALL_NAMES[c]!);
      active.push((this.active & (1 << p)) !== 0);
      tricks.push(this.tricks[p]!);
      const cards: Card[] = [];
      for (let i = 0; i < this.playedLen[p]!; i++) cards.push(this.played[8 * p + i]!);
      played.push(cards);
      stakes.push(this.stakes[p]!);
    }
    const winners: Player[] = [];
    for (let i = 0; i < this.nWinners; i++) winners.push(this.winners[i]!);
    const drawn = this.stockAt - this.stockStart;
    const rules = base.rules;
    return {
      rules,
      options: rules.options,
      players: n,
      dealer: this.dealer,
      deal: base.deal,
      history,
      hands,
      miss: this.missOpen ? base.miss : [],
      turnUp: this.turnUpOn ? this.turnUp : null,
      trump: this.trump as Suit,
      pam: this.pam,
      trumpHidden: this.hidden,
      stock: drawn === 0 ? base.stock : base.stock.slice(drawn),
      single: this.single,
      clubLaw: this.clubLaw,
      carried: this.carried,
      stakes,
      pot: this.pot,
      phase: 'over',
      calls,
      active,
      defender: this.defender >= 0 ? this.defender : null,
      turn: null,
      trick: [],
      trickPlayers: [],
      civil: false,
      winners,
      tricks,
      played,
      end: this.endOf(),
    };
  }
}

/** How many cards a judged hand may play: the allowed (aLo, aHi), and Pam when free (freePam ≥ 0). */
function choiceCount(aLo: number, aHi: number, freePam: Card): number {
  return popcount(aLo) + popcount(aHi) + (freePam >= 0 ? 1 : 0);
}

/** The k-th of them in legalCardList's order: the allowed cards ascending, then Pam when free. */
function nthChoice(aLo: number, aHi: number, freePam: Card, k: number): Card {
  const nLo = popcount(aLo);
  const nHi = popcount(aHi);
  return k < nLo ? nthBit(aLo, k) : k < nLo + nHi ? 32 + nthBit(aHi, k - nLo) : freePam;
}

/**
 * The random player's exchange (randomLooMove): with the turn-up to take, uniform over legalExchanges'
 * list (for each discard mask of the `size` cards, plain, then taking the turn-up); else rejection
 * sampling over the discards a stock of `left` cards can replace. The mask, plus 256 when the turn-up is taken.
 */
function sampleExchange(rng: Rng, size: number, left: number, takeUpOk: boolean): number {
  if (takeUpOk) {
    let total = 0;
    for (let m = 0; m < 1 << size; m++) {
      const k = popcount(m);
      if (discardFits(k, left, false)) total++;
      if (discardFits(k, left, true)) total++;
    }
    let pick = rng.int(total);
    for (let m = 0; ; m++) {
      const k = popcount(m);
      if (discardFits(k, left, false) && pick-- === 0) return m;
      if (discardFits(k, left, true) && pick-- === 0) return m | 0x100;
    }
  }
  let mask: number;
  do mask = rng.int(1 << size);
  while (!discardFits(popcount(mask), left, false));
  return mask;
}

/** Whether a discard of k cards fits a stock of `left` cards (research 5.22: refused when the stock is short); taking the turn-up, one card comes from it. */
function discardFits(k: number, left: number, takeUp: boolean): boolean {
  return takeUp ? k >= 1 && k - 1 <= left : k <= left;
}

/** The chips a looed player pays: fixed, the pot as played for (unlimited; research 5.14), or that capped (mixed). */
function looChipsOf(r: Rules, pot: number): number {
  return r.loo === LOO_FIXED ? r.looChips : r.loo === LOO_POT ? pot : Math.min(pot, r.looCap);
}

/** The chips of trick i (0-based): the pot over the hand size (`base`, given when the caller has it), the first tricks a chip more under `firstWinners` (research 5.8). */
function trickShare(r: Rules, pot: number, i: number, base = Math.floor(pot / r.handSize)): number {
  return base + (r.firstWinners && i < pot - base * r.handSize ? 1 : 0);
}

// Pure: a page that loads the Loo engine without fast play can drop it (no side effect).
const shared = /* @__PURE__ */ new LooKernel();
let busy = false;

/**
 * The shared kernel of fast play (a fresh one if it is in use, e.g. from an Rng that plays a deal itself).
 * Give it back with releaseLooKernel, in a `finally`. (Not a callback taking the kernel: that would cost a closure a deal.)
 */
export function acquireLooKernel(): LooKernel {
  if (busy) return new LooKernel();
  busy = true;
  return shared;
}

/** Gives back a kernel from acquireLooKernel. */
export function releaseLooKernel(k: LooKernel): void {
  if (k === shared) busy = false;
}

export type { LooKernel };

// ————————————————————————————————————————————— the immutable view

/** The view's kernel, and the position it holds (positions never change, so identity says it is current). */
let viewKernel: LooKernel | null = null;
let viewPos: LooPosition | null = null;

/** The view kernel loaded with `pos` (kept from the last call when it asked about the same position or applied a move that gave it). */
function at(pos: LooPosition): LooKernel {
  const k = (viewKernel ??= new LooKernel());
  if (viewPos !== pos) {
    viewPos = null;
    k.load(pos, false);
    viewPos = pos;
  }
  return k;
}

/** Whether `c` is a trump now (Pam included); nothing is while the trump is hidden. */
export function isTrump(pos: LooPosition, c: Card): boolean {
  return !pos.trumpHidden && (c === pos.pam || (c & 3) === pos.trump);
}

/** The suit a card counts as: Pam counts as a trump (seed 004: "der höchste Trumpf"; research 5.20). */
export function effectiveSuit(pos: LooPosition, c: Card): number {
  return suitAs(c, pos.trump, pos.pam);
}

/** The card that must be led under `leadAce`: the ace of trumps, or the king when the ace is the turn-up (research 5.4). */
export function aceToLead(pos: LooPosition): Card {
  return leadAceCard(pos.trump, pos.deal.turnUp);
}

/**
 * The winner of a complete trick, `cards` in playing order by `players`: the highest trump, else the
 * highest card of the suit led (seed 004, "Die Stiche"); Pam the highest trump; no trumps while the trump is
 * hidden. Any cards may be asked about (the computer players try cards out).
 */
export function trickWinner(pos: LooPosition, cards: readonly Card[], players: readonly Player[]): Player {
  const led = suitAs(cards[0]!, pos.trump, pos.pam);
  const trumps = !pos.trumpHidden;
  let best = 0;
  let bp = -2;
  for (let i = 0; i < cards.length; i++) {
    const v = cardPower(cards[i]!, led, trumps, pos.trump, pos.pam);
    if (v > bp) {
      bp = v;
      best = i;
    }
  }
  return players[best]!;
}

/**
 * Whether the hidden trump is shown now: under the variant "hidden trump" (seed 004, "Varianten") the
 * turn-up is turned when a player first cannot follow suit, so the player on turn who is void in the suit
 * led sees the trump before choosing a card (and must then trump by the rules). False in every other case.
 */
export function trumpShownNow(pos: LooPosition): boolean {
  if (pos.phase !== 'play' || !pos.trumpHidden || pos.turn === null || pos.trick.length === 0) return false;
  const k = at(pos);
  k.judge();
  return k.shows;
}

/**
 * The cards the player on turn may play, each once with the rule that allows it (`lead`, `leadAce`,
 * `follow`, `head`, `trumpWhenVoid`; `pamStatus` for Pam "subject to no laws"), ascending by card number;
 * the lead of the ace of trumps follows itself once more with `civil: true` and rule `pamCivil` where
 * "Pam, be civil!" may be called. Empty outside the play phase.
 */
export function legalCards(pos: LooPosition): LegalCard[] {
  if (pos.phase !== 'play' || pos.turn === null) return [];
  const k = at(pos);
  k.judge();
  const p = pos.turn;
  const out: LegalCard[] = [];
  const rule = CARD_RULES[k.aRule]!;
  const free = k.freePam >= 0 && !has(k.allowed[0]!, k.allowed[1]!, k.freePam) ? k.freePam : -1;
  for (const card of cardsOf(k.allowed[0]! | (free >= 0 && free < 32 ? 1 << free : 0), k.allowed[1]! | (free >= 32 ? 1 << (free - 32) : 0))) {
    out.push({ move: { type: 'play', player: p, card }, rule: card === free ? 'pamStatus' : rule });
    if (k.mayCallCivil(card)) out.push({ move: { type: 'play', player: p, card, civil: true }, rule: 'pamCivil' });
  }
  return out;
}

/** The legal cards of the player on turn, as plain cards (fast; no civil calls): ascending, then Pam "subject to no laws". */
export function legalCardList(pos: LooPosition): readonly Card[] {
  if (pos.phase !== 'play' || pos.turn === null) return [];
  const k = at(pos);
  k.judge();
  const out = cardsOf(k.allowed[0]!, k.allowed[1]!);
  if (k.freePam >= 0 && !has(k.allowed[0]!, k.allowed[1]!, k.freePam)) out.push(k.freePam);
  return out;
}

/** The verdict on `card` for the player on turn (the view kernel judged): the rule that allows it, or the refusal. */
function verdict(k: LooKernel, card: Card): Result<LooOptionId, LooMoveError> {
  if (k.barred && card === k.pam) return { ok: false, error: k.civilError(card) };
  if (has(k.allowed[0]!, k.allowed[1]!, card)) return { ok: true, value: CARD_RULES[k.aRule]! };
  if (card === k.freePam) return { ok: true, value: 'pamStatus' };
  return { ok: false, error: k.cardError(card) };
}

/**
 * Whether the player on turn may play `card`: the rule that allows it, or the refusal naming the rule that
 * forbids it, with the cards that would do (see LooMoveError): ERR_NOT_IN_HAND, ERR_PAM_CIVIL,
 * ERR_MUST_LEAD_ACE, ERR_MUST_LEAD_TRUMP, ERR_MUST_LEAD_HIGHEST, ERR_MUST_FOLLOW, ERR_MUST_HEAD,
 * ERR_MUST_TRUMP, ERR_MUST_OVERTRUMP; ERR_PHASE, ERR_DEAL_OVER outside play.
 */
export function checkCard(pos: LooPosition, card: Card): Result<LooOptionId, LooMoveError> {
  if (pos.phase === 'over' || pos.turn === null) return { ok: false, error: { code: 'ERR_DEAL_OVER' } };
  if (pos.phase !== 'play') return { ok: false, error: { code: 'ERR_PHASE', phase: pos.phase, move: 'play' } };
  const p = pos.turn;
  if (!pos.hands[p]!.includes(card)) return { ok: false, error: { code: 'ERR_NOT_IN_HAND', player: p, card } };
  const k = at(pos);
  k.judge();
  return verdict(k, card);
}

/**
 * The calls open to the player on turn in the call phase, with the rule that allows each (seed 004,
 * "Mitspielen, Miss nehmen oder passen"; see LooKernel.listCalls): club law, a single pot, the dealer
 * against one player or after everyone passed, or play, pass and the miss.
 */
export function legalCalls(pos: LooPosition): LegalCall[] {
  if (pos.phase !== 'call' || pos.turn === null) return [];
  const k = at(pos);
  k.listCalls();
  const p = pos.turn;
  const out: LegalCall[] = [];
  for (let i = 0; i < k.callCount; i++) out.push({ move: { type: 'call', player: p, call: CALL_NAMES[k.callList[i]! & 7]! }, rule: CALL_RULES[k.callList[i]! >> 3]! });
  return out;
}

/**
 * The exchanges open to the player on turn in the exchange phase: discard any 0..hand cards the stock can
 * replace (research 5.22: served in turn, refused when the stock is short), listed by the mask of the
 * hand's cards (ascending) they discard; the dealer, under `dealerTakesTrump`, also each discard of one or
 * more cards taking the turn-up first. Rule: `exchange` (`dealerTakesTrump` for taking the turn-up).
 */
export function legalExchanges(pos: LooPosition): LegalLooMove[] {
  if (pos.phase !== 'exchange' || pos.turn === null) return [];
  const k = at(pos);
  const p = pos.turn;
  const h = pos.hands[p]!;
  const out: LegalLooMove[] = [];
  const takeUp = k.mayTakeUp();
  for (let mask = 0; mask < 1 << h.length; mask++) {
    const discard = h.filter((_, i) => (mask >> i) & 1);
    if (k.discardOk(discard.length, false)) out.push({ move: { type: 'exchange', player: p, discard }, rule: 'exchange' });
    if (takeUp && k.discardOk(discard.length, true)) out.push({ move: { type: 'exchange', player: p, discard, turnUp: true }, rule: 'dealerTakesTrump' });
  }
  return out;
}

/**
 * The flush in seat `p`'s hand now, or null (seed 004): five of a suit, or four and Pam (`flush: 'five'`);
 * three trumps (`threeTrumps`). Kind 2 with Pam, 1 in trumps, 0 otherwise; cards highest first.
 */
export function flushOf(pos: LooPosition, p: Player): Flush | null {
  const k = at(pos);
  return k.flushOf(p, MAX_SEATS) ? k.flush(MAX_SEATS) : null;
}

/** Every legal move of the player on turn: calls, exchanges or cards, each with its rule. */
export function legalLooMoves(pos: LooPosition): LegalLooMove[] {
  switch (pos.phase) {
    case 'call':
      return legalCalls(pos);
    case 'exchange':
      return legalExchanges(pos);
    case 'play':
      return legalCards(pos);
    case 'over':
      return [];
  }
}

/**
 * The random computer player's move (uniform among the calls; uniform among the exchanges, by rejection
 * over the discards the stock can replace; a uniform legal card, calling "Pam, be civil!" half the time it
 * may), drawing from `rng` exactly what fast play draws. Null when the deal is over. replay.ts `randomLooMove`.
 */
export function looRandomMove(pos: LooPosition, rng: Rng): LooMove | null {
  const p = pos.turn;
  if (p === null || pos.phase === 'over') return null;
  const k = at(pos);
  switch (pos.phase) {
    case 'call':
      k.listCalls();
      return { type: 'call', player: p, call: CALL_NAMES[k.callList[rng.int(k.callCount)]! & 7]! };
    case 'exchange': {
      const h = pos.hands[p]!;
      const x = sampleExchange(rng, h.length, k.stockEnd - k.stockAt, k.mayTakeUp());
      const discard = h.filter((_, i) => (x >> i) & 1);
      return x > 0xff ? { type: 'exchange', player: p, discard, turnUp: true } : { type: 'exchange', player: p, discard };
    }
    default: {
      // The draws stay here, not in the kernel's methods, so that fast play's generator (SeedStream) is the
      // only one their call sites see.
      k.judge();
      const aLo = k.allowed[0]!;
      const aHi = k.allowed[1]!;
      const card = nthChoice(aLo, aHi, k.freePam, rng.int(choiceCount(aLo, aHi, k.freePam)));
      return k.mayCallCivil(card) && rng.int(2) === 0 ? { type: 'play', player: p, card, civil: true } : { type: 'play', player: p, card };
    }
  }
}

/**
 * Applies a move and returns the new position with its events (LooEvent: the call, the exchange with the
 * cards drawn, the card with the rule that allowed it, the trump shown, the trick and its winner, the end).
 * Errors: ERR_DEAL_OVER, ERR_PLAYER, ERR_NOT_YOUR_TURN, ERR_PHASE, ERR_CALL (with the rule that forbids the
 * call, why in the reader's terms (LooCallWhy) and the calls open), ERR_NOT_IN_HAND, ERR_EXCHANGE, ERR_STOCK_SHORT, ERR_CIVIL (with the reason),
 * and the card errors of checkCard; ERR_INPUT for a move or position of the wrong kind (any type: `field`
 * names the first field found wrong). `pos` is not changed. Never throws.
 */
export function applyLooMove(pos: LooPosition, move: LooMove): Result<LooStep, LooMoveError> {
  if (!isLooPosition(pos)) return { ok: false, error: { code: 'ERR_INPUT', field: 'position' } };
  const shape = looMoveShape(move);
  if (shape) return { ok: false, error: { code: 'ERR_INPUT', field: shape } };
  if (pos.phase === 'over' || pos.turn === null) return { ok: false, error: { code: 'ERR_DEAL_OVER' } };
  const p = move.player;
  if (!Number.isInteger(p) || p < 0 || p >= pos.players) return { ok: false, error: { code: 'ERR_PLAYER', player: p } };
  if (p !== pos.turn) return { ok: false, error: { code: 'ERR_NOT_YOUR_TURN', player: p, turn: pos.turn } };
  const phaseOf = { call: 'call', exchange: 'exchange', play: 'play' } as const;
  if (phaseOf[move.type] !== pos.phase) return { ok: false, error: { code: 'ERR_PHASE', phase: pos.phase, move: move.type } };
  const k = at(pos);
  const events: LooEvent[] = [];
  let next: LooPosition;
  const history = { move, prev: pos.history };
  if (move.type === 'call') {
    k.listCalls();
    const call = CALL_NAMES.indexOf(move.call);
    if (k.callIndex(call) < 0) {
      const allowed: Call[] = [];
      for (let i = 0; i < k.callCount; i++) allowed.push(CALL_NAMES[k.callList[i]! & 7]!);
      return { ok: false, error: { code: 'ERR_CALL', player: p, call: move.call, rule: k.callForbiddenBy(call), why: k.callForbiddenWhy(call), allowed } };
    }
    run(k, events, () => {
      k.doCall(call);
      events.push({ type: 'call', player: p, call: move.call });
    });
    const calls = pos.calls.slice();
    calls[p] = move.call;
    let active = pos.active;
    if ((k.active & (1 << p)) !== 0) {
      const a = active.slice();
      a[p] = true;
      active = a;
    }
    let hands = pos.hands;
    if (move.call === 'miss' || move.call === 'defend') {
      const hs = hands.slice();
      hs[p] = pos.miss;
      hands = hs;
    }
    next = {
      ...pos, history, calls, active, hands, miss: k.missOpen ? pos.miss : [], defender: k.defender >= 0 ? k.defender : null,
      phase: PHASE_NAMES[k.phase]!, turn: turnOfKernel(k), end: endOfKernel(k),
    };
  } else if (move.type === 'exchange') {
    const h = pos.hands[p]!;
    let dLo = 0;
    let dHi = 0;
    for (const c of move.discard) {
      if (!h.includes(c)) return { ok: false, error: { code: 'ERR_NOT_IN_HAND', player: p, card: c } };
      if (has(dLo, dHi, c)) return { ok: false, error: { code: 'ERR_EXCHANGE', player: p } };
      if (c < 32) dLo |= 1 << c;
      else dHi |= 1 << (c - 32);
    }
    const takeUp = move.turnUp === true;
    if (takeUp && (!k.mayTakeUp() || move.discard.length === 0)) return { ok: false, error: { code: 'ERR_EXCHANGE', player: p } };
    if (!k.discardOk(move.discard.length, takeUp)) {
      const left = k.stockEnd - k.stockAt;
      return { ok: false, error: { code: 'ERR_STOCK_SHORT', player: p, wanted: move.discard.length - (takeUp ? 1 : 0), left } };
    }
    const before = k.stockAt;
    run(k, events, () => {
      k.doExchange(dLo, dHi, takeUp);
      // The cards drawn: the turn-up when taken, then the stock from the top.
      const drawn: Card[] = takeUp ? [k.turnUp] : [];
      for (let i = before; i < k.stockAt; i++) drawn.push(k.stock[i]!);
      events.push({ type: 'exchange', player: p, discard: move.discard.slice(), drawn });
    });
    const hands = pos.hands.slice();
    hands[p] = cardsOf(k.hand[2 * p]!, k.hand[2 * p + 1]!);
    const drawn = k.stockAt - before;
    next = { ...pos, history, hands, stock: drawn === 0 ? pos.stock : pos.stock.slice(drawn), turnUp: k.turnUpOn ? pos.turnUp : null, phase: PHASE_NAMES[k.phase]!, turn: turnOfKernel(k), end: endOfKernel(k) };
  } else {
    const card = move.card;
    if (!pos.hands[p]!.includes(card)) return { ok: false, error: { code: 'ERR_NOT_IN_HAND', player: p, card } };
    const civil = move.civil === true;
    if (civil) {
      const e = k.callCivilError(card);
      if (e) return { ok: false, error: e };
    }
    k.judge();
    const v = verdict(k, card);
    if (!v.ok) return v;
    const lead = pos.trick.length === 0;
    run(k, events, () => {
      k.doPlay(card, civil);
      // The card with the rule that allowed it (the judgement made before it was played), a hidden trump
      // shown, and a full trick with its winner.
      events.push({ type: 'play', player: p, card, civil, rule: card === k.freePam && !has(k.allowed[0]!, k.allowed[1]!, card) ? 'pamStatus' : CARD_RULES[k.aRule]! });
      if (k.shows) events.push({ type: 'trumpShown', card: k.turnUp });
      if (k.trickLen === 0) events.push({ type: 'trick', winner: k.winners[k.nWinners - 1]!, cards: [...pos.trick, card] });
    });
    const hands = pos.hands.slice();
    hands[p] = cardsOf(k.hand[2 * p]!, k.hand[2 * p + 1]!);
    const played = pos.played.slice();
    played[p] = [...played[p]!, card];
    const done = k.trickLen === 0;
    const tricks = done ? k.tricksCopy(pos.tricks) : pos.tricks;
    next = {
      ...pos, history, hands, played, trumpHidden: k.hidden,
      trick: done ? [] : [...pos.trick, card],
      trickPlayers: done ? [] : [...pos.trickPlayers, p],
      civil: done ? false : lead ? civil : pos.civil,
      winners: done ? [...pos.winners, k.winners[k.nWinners - 1]!] : pos.winners,
      tricks,
      phase: PHASE_NAMES[k.phase]!, turn: turnOfKernel(k), end: endOfKernel(k),
    };
  }
  viewPos = next;
  return { ok: true, value: { position: next, events } };
}

/**
 * Runs a move on the view kernel (marked stale first, should it throw), `f` making the move and adding its
 * events from the kernel's state (the kernel itself keeps no events: fast play pays nothing for them); then
 * the end, when the move ended the deal, as the last event (the position shares the object).
 */
function run(k: LooKernel, events: LooEvent[], f: () => void): void {
  viewPos = null;
  k.endObj = null;
  f();
  if (k.phase === OVER) {
    k.endObj = k.endOf();
    events.push({ type: 'end', end: k.endObj });
  }
}

/** The player on turn from the kernel (null for none). The phase, turn and end are written field by field into the new position: a spread after other fields makes V8 copy property by property. */
function turnOfKernel(k: LooKernel): LooPosition['turn'] {
  return k.turn >= 0 ? k.turn : null;
}

/** The position's `end` from the kernel: the hand's end once it is over, else null. */
function endOfKernel(k: LooKernel): LooPosition['end'] {
  return k.phase === OVER ? k.endObj ?? k.endOf() : null;
}


// ————————————————————————————————————————————— settlement

/** How a finished deal ended, as settling needs it (settle.ts `LooOutcome`). */
type Outcome =
  | { readonly kind: 'tricks' }
  | { readonly kind: 'allPassed'; readonly taker: Player | null }
  | { readonly kind: 'lone'; readonly player: Player }
  | { readonly kind: 'flush'; readonly holder: Player; readonly spared: readonly Player[] };

let settleKernel: LooKernel | null = null;

/** The settlement of a deal from its facts and outcome (settle.ts settleLooOutcome; LooKernel.settlement's rules). Chips. */
export function settleFacts(f: Facts, end: Outcome): LooSettlement {
  const k = (settleKernel ??= new LooKernel());
  let kind = END_TRICKS;
  let seat = -1;
  let spared = 0;
  switch (end.kind) {
    case 'allPassed':
      kind = END_ALL_PASSED;
      seat = end.taker ?? -1;
      break;
    case 'lone':
      kind = END_LONE;
      seat = end.player;
      break;
    case 'flush':
      kind = END_FLUSH;
      seat = end.holder;
      for (const q of end.spared) spared |= 1 << q;
      break;
  }
  k.loadFacts(f, kind, seat, spared);
  return k.settlement();
}

/** The chips a looed player pays: fixed, the pot as played for (unlimited; research 5.14), or that capped (mixed). */
export function looAmount(pos: Pick<LooPosition, 'options' | 'pot'>): number {
  return looChipsOf(rulesOf(pos.options), pos.pot);
}

/**
 * The chips of each trick, in trick order: a third (three-card) or a fifth (five-card) of the pot. A pot
 * that does not divide: the first tricks take one chip more each (Peel, `firstWinners`), or the odd chips
 * stay in the pot (`carry`). Research 5.8.
 */
export function trickValues(pos: Pick<LooPosition, 'options' | 'pot'>): number[] {
  const r = rulesOf(pos.options);
  return Array.from({ length: r.handSize }, (_, i) => trickShare(r, pos.pot, i));
}
