/**
 * The fast Loo kernel behind `playOutLooFast`, `playOutLooSeeded` and `settleLooSeeded` (fastplay.ts): the
 * random computer player of replay.ts (`randomLooMove`, drawing the same random numbers in the same order)
 * on mutable bit masks, without building a position, a list of legal moves, a Result or an event per move.
 * Internal: only fastplay.ts uses it.
 *
 * It implements the same rules as rules.ts and settle.ts from the same `LooOptions` (every option, every
 * value), and must stay in step with them: tests/unit/loo-kernel.test.ts plays thousands of seeded deals
 * per rule set and player count both ways and requires identical moves, final positions and settlements.
 * A rule change goes into rules.ts first, then here.
 *
 * Card sets are two int32 words: `lo` holds cards 0..31 (bit = card), `hi` cards 32..51 (bit = card − 32),
 * so a set's bits in ascending order are its cards in ascending order, the order in which rules.ts lists
 * hands and legal cards. Seat p's hand is words 2p and 2p + 1 of `hand`; the miss is the slot after the
 * last seat. Seats are at most 17 (52 cards, 3 a hand).
 */
import type { Card, Player } from '../core/types.ts';
import type { Rng } from '../core/random.ts';
import { SeedStream } from '../core/seedstream.ts';
import type { Call, Flush, LooDeal, LooEnd, LooHistory, LooMove, LooPosition } from './types.ts';
import type { LooOptions, LooRules } from './options.ts';
import { threeCard } from './options.ts';
import type { LooSettlement } from './settle.ts';

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

// ————————————————————————————————————————————— tables

/** Each card's Loo rank (0 = two … 12 = ace), as `looRank`. */
const LOO_RANK = Int8Array.from({ length: 52 }, (_, c) => ((c >> 2) + 12) % 13);

/** The cards of suit s in the low word (cards 0..31) and the high word (cards 32..51). */
const SUIT_LO = [0x11111111, 0x22222222, 0x44444444, 0x88888888 | 0];
const SUIT_HI = [0x11111, 0x22222, 0x44444, 0x88888];

/**
 * The power of each card as a trump (rules.ts `power` with trumps on): 100 + Loo rank for a card of the
 * trump suit, 113 for Pam, −1 for a card that is no trump. Index (pam kind × 4 + trump suit) × 52 + card.
 */
const TRUMP_POWER = (() => {
  const t = new Int8Array(3 * 4 * 52);
  for (let kind = 0; kind < 3; kind++) {
    for (let trump = 0; trump < 4; trump++) {
      const pam = kind === PAM_NONE ? -1 : kind === PAM_CLUB_JACK ? 40 : 40 + trump;
      for (let c = 0; c < 52; c++) t[(kind * 4 + trump) * 52 + c] = c === pam ? 113 : (c & 3) === trump ? 100 + LOO_RANK[c]! : -1;
    }
  }
  return t;
})();

/**
 * The cards of each effective suit (rules.ts `effectiveSuit`: Pam counts in the trump suit), low and high
 * word: index ((pam kind × 4 + trump suit) × 4 + suit) × 2.
 */
const EFFECTIVE_SUIT = (() => {
  const t = new Int32Array(3 * 4 * 4 * 2);
  for (let kind = 0; kind < 3; kind++) {
    for (let trump = 0; trump < 4; trump++) {
      const pam = kind === PAM_NONE ? -1 : kind === PAM_CLUB_JACK ? 40 : 40 + trump;
      for (let s = 0; s < 4; s++) {
        let lo = 0;
        let hi = 0;
        for (let c = 0; c < 52; c++) {
          if ((c === pam ? trump : c & 3) !== s) continue;
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
 * The cards of Loo rank above r (any suit), low and high word, for r = −1..13: index (r + 1) × 2. The cards
 * of a suit that beat a power: a plain card of the suit led beats power r when its rank is above r; a trump
 * other than Pam beats power 100 + r when its rank is above r.
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

/** The deck in order, copied into the kernel's deck before each shuffle. */
const ORDERED = Int8Array.from({ length: 52 }, (_, c) => c);

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

// The moves a deal makes are the engine's LooMove objects. Calls and cards are shared and frozen, one per
// seat and call or card, so that recording a move allocates nothing; exchanges carry their own discard.
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

// ————————————————————————————————————————————— rules

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

/** The kernel's record of a rule set's options. */
function rulesOf(o: LooOptions): Rules {
  if (o === lastOptions) return lastRules!;
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

/** The mutable state of one deal in play. */
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
  /** The trumps (the trump suit and Pam), as rules.ts `trumpsOf` counts them. */
  trumpLo = 0;
  trumpHi = 0;
  /** The offset of this deal's effective suits in EFFECTIVE_SUIT. */
  eff = 0;
  /** The offset of this deal's trump powers in TRUMP_POWER. */
  tp = 0;
  /** The card the `leadAce` duty asks for (aceToLead), as a card set. */
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
  /** The taker (all passed; −1 for none) or the lone player. */
  endSeat = -1;
  /** The flushes found, in calling order: seat, kind, suit, rank signature; bestFlush indexes the winner. */
  flushSeat = new Int8Array(MAX_SEATS);
  flushKind = new Int8Array(MAX_SEATS);
  flushSuit = new Int8Array(MAX_SEATS);
  flushSig = new Int32Array(MAX_SEATS);
  nFlush = 0;
  bestFlush = 0;
  /** The legal calls of the player on turn (at most three). */
  private callList = new Int8Array(3);
  /** The generator of seeded deals (`seededRng`'s stream, re-seeded per deal). */
  readonly rng = new SeedStream();
  /** Record the moves in `made` (else only count them). */
  record = false;
  made: LooMove[] = [];
  moveCount = 0;

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
    const pam = r.pam === PAM_NONE ? -1 : r.pam === PAM_CLUB_JACK ? 40 : 40 + trump;
    this.pam = pam;
    this.pamLo = pam >= 0 && pam < 32 ? 1 << pam : 0;
    this.pamHi = pam >= 32 ? 1 << (pam - 32) : 0;
    this.trumpLo = SUIT_LO[trump]! | this.pamLo;
    this.trumpHi = SUIT_HI[trump]! | this.pamHi;
    this.eff = (r.pam * 4 + trump) * 8;
    this.tp = (r.pam * 4 + trump) * 52;
    // The ace of trumps to lead under `leadAce`: the king when the ace is the turn-up (research 5.4). The
    // ace of trumps is card `trump`, the king card 48 + trump.
    this.aceLo = turnUp === trump ? 0 : 1 << trump;
    this.aceHi = turnUp === trump ? 1 << (16 + trump) : 0;
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
   * each round, the turn-up, the stock) and startPosition's pots, miss and hidden trump.
   */
  dealSeeded(rng: Rng, o: LooOptions, n: number, dealer: Player, carried: number, record: boolean): void {
    const deck = this.stock;
    deck.set(ORDERED);
    if (rng === this.rng) this.rng.shuffle(deck);
    else {
      for (let i = 51; i > 0; i--) {
        const j = rng.int(i + 1);
        const t = deck[i]!;
        deck[i] = deck[j]!;
        deck[j] = t;
      }
    }
    const r = rulesOf(o);
    const hand = this.hand;
    // Seat p (the s-th from the dealer's left, s = 1..n) gets, in each round of packets, the cards from
    // round start + (s − 1) × packet; the miss follows the dealer. Each hand is gathered in two words,
    // without a branch on the card (shuffled cards would defeat branch prediction).
    const packets = r.packets;
    const rounds = packets.length;
    const takers = r.miss ? n + 1 : n;
    for (let s = 1; s <= takers; s++) {
      let lo = 0;
      let hi = 0;
      for (let k = 0, start = 0; k < rounds; k++) {
        const size = packets[k]!;
        for (let j = 0, at = start + (s - 1) * size; j < size; j++, at++) {
          const c = deck[at]!;
          const bit = 1 << (c & 31);
          const high = c >> 5; // 0 or 1
          lo |= bit & (high - 1);
          hi |= bit & -high;
        }
        start += takers * size;
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
    this.single = r.singleDouble && carried === 0;
    this.clubLaw = o.clubLaw && this.trump === 0;
    this.hidden = r.hiddenTrump && this.single;
    this.missOpen = r.miss && !this.clubLaw && !(this.single && (r.singleNoMiss || this.hidden));
  }

  /** Loads a position the engine produced (not over). */
  load(pos: LooPosition): void {
    const n = pos.players;
    this.begin(pos.options, n, pos.dealer, pos.carried, pos.deal.turnUp, true);
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

  /** Plays the deal to its end as playOutLoo(start, rng) with randomLooMove does, drawing the same numbers. */
  run(rng: Rng): void {
    for (;;) {
      const phase = this.phase;
      if (phase === PLAYING) this.playCard(rng);
      else if (phase === CALLING) this.call(rng);
      else if (phase === EXCHANGING) this.exchange(rng);
      else return;
    }
  }

  // ————— calls (rules.ts legalCalls, applyLooMove, afterCalls)

  private call(rng: Rng): void {
    const p = this.turn;
    const n = this.n;
    const dealer = this.dealer;
    const list = this.callList;
    let m = 0;
    const missFree = this.missOpen;
    if (this.clubLaw) list[m++] = PLAY;
    else if (this.single) {
      list[m++] = PLAY;
      if (missFree && p === (dealer + 1 === n ? 0 : dealer + 1)) list[m++] = MISS;
    } else {
      const others = this.active & ~(1 << p);
      if (p === dealer && others !== 0 && (others & (others - 1)) === 0) {
        // The dealer against one player: on his own cards with the miss free, play, miss or defend (concede).
        const q = 31 - Math.clz32(others);
        if (this.calls[q] === PLAY && missFree) {
          list[0] = PLAY;
          list[1] = MISS;
          list[2] = this.r.concede ? CONCEDE : DEFEND;
          m = 3;
        } else {
          list[0] = PLAY;
          list[1] = PASS;
          m = 2;
        }
      } else {
        list[0] = PLAY;
        list[1] = PASS;
        m = 2;
        if (missFree) list[m++] = MISS;
      }
    }
    const call = list[rng.int(m)]!;
    this.calls[p] = call;
    this.moveCount++;
    if (this.record) this.made.push(CALL_MOVES[p * 5 + call]!);
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
    if (q === dealer && this.r.dealerTakes && this.active === 0) this.end(END_ALL_PASSED, dealer);
    else this.turn = q;
  }

  /** After the dealer's call: who stands decides whether there is play. */
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

  // ————— the exchange (randomLooMove, legalExchanges, applyLooMove)

  private exchange(rng: Rng): void {
    const p = this.turn;
    const n = this.n;
    const lo = this.hand[2 * p]!;
    const hi = this.hand[2 * p + 1]!;
    const size = popcount(lo) + popcount(hi);
    const left = this.stockEnd - this.stockAt;
    let mask = 0;
    let takeUp = false;
    if (this.r.dealerTakesTrump && p === this.dealer && this.turnUpOn) {
      // One of legalExchanges' list: for each discard mask, plain, then taking the turn-up.
      let total = 0;
      for (let m = 0; m < 1 << size; m++) {
        const k = popcount(m);
        if (k <= left) total++;
        if (k >= 1 && k - 1 <= left) total++;
      }
      let pick = rng.int(total);
      for (let m = 0; ; m++) {
        const k = popcount(m);
        if (k <= left && pick-- === 0) {
          mask = m;
          break;
        }
        if (k >= 1 && k - 1 <= left && pick-- === 0) {
          mask = m;
          takeUp = true;
          break;
        }
      }
    } else {
      // randomLooMove's rejection sampling over the discards the stock can replace.
      do mask = rng.int(1 << size);
      while (popcount(mask) > left);
    }
    // The discard: the hand's cards (ascending) whose index is in the mask.
    let dLo = 0;
    let dHi = 0;
    let i = 0;
    for (let b = lo; b !== 0; b &= (b - 1) | 0, i++) dLo |= b & (-b | 0) & -((mask >> i) & 1);
    for (let b = hi; b !== 0; b &= (b - 1) | 0, i++) dHi |= b & (-b | 0) & -((mask >> i) & 1);
    let nLo = lo & ~dLo;
    let nHi = hi & ~dHi;
    if (takeUp) {
      const c = this.turnUp;
      if (c < 32) nLo |= 1 << c;
      else nHi |= 1 << (c - 32);
      this.turnUpOn = false;
    }
    const fromStock = popcount(mask) - (takeUp ? 1 : 0);
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
    if (this.record) {
      const discard = cardsOf(dLo, dHi);
      this.made.push(takeUp ? { type: 'exchange', player: p, discard, turnUp: true } : { type: 'exchange', player: p, discard });
    }
    const age = p - this.dealer - 1 < 0 ? p - this.dealer - 1 + n : p - this.dealer - 1;
    const next = this.nextExchanger(age);
    if (next >= 0) this.turn = next;
    else this.afterExchange();
  }

  /** After the calls and exchanges: the best flush ends the deal; otherwise eldest active leads. */
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
        let best = 0;
        for (let i = 1; i < nf; i++) {
          const dk = this.flushKind[i]! - this.flushKind[best]!;
          if (dk > 0 || (dk === 0 && r.flushTieCards && this.flushSig[i]! > this.flushSig[best]!)) best = i;
        }
        this.bestFlush = best;
        this.end(END_FLUSH, this.flushSeat[best]!);
        return;
      }
    }
    this.phase = PLAYING;
    this.turn = this.nextActive(this.dealer);
  }

  /**
   * Whether seat q holds a flush (rules.ts flushOf); if so it is stored at index i of the flush arrays with
   * its rank signature: bit r set for each card of flush rank r (Pam 13), which orders flushes of one size
   * as comparing their cards from the top down does.
   */
  private flushOf(q: number, i: number): boolean {
    const lo = this.hand[2 * q]!;
    const hi = this.hand[2 * q + 1]!;
    const size = popcount(lo) + popcount(hi);
    const hasPam = ((lo & this.pamLo) | (hi & this.pamHi)) !== 0;
    let kind: number;
    let suit: number;
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
      sig |= 1 << (c === this.pam ? 13 : LOO_RANK[c]!);
    }
    for (let b = hi; b !== 0; b &= (b - 1) | 0) {
      const c = 63 - Math.clz32(b & (-b | 0));
      sig |= 1 << (c === this.pam ? 13 : LOO_RANK[c]!);
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

  // ————— card play (rules.ts judgeLead, judgeFollow, legalCardList; randomLooMove; applyLooMove)

  /** rules.ts `power`: how strongly card c bids for a trick led in suit `led`. */
  private power(c: number, led: number, trumps: boolean): number {
    if (trumps) {
      const t = TRUMP_POWER[this.tp + c]!;
      if (t >= 0) return t;
    }
    return (c & 3) === led ? LOO_RANK[c]! : -1;
  }

  /** Recomputes the power winning the trick and its index (first of the highest), with trumps on or off. */
  private rebest(trumps: boolean): void {
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

  private playCard(rng: Rng): void {
    const p = this.turn;
    const r = this.r;
    const hand = this.hand;
    let lo = hand[2 * p]!;
    let hi = hand[2 * p + 1]!;
    // The allowed cards (aLo, aHi), ascending, then Pam when "subject to no laws" (freePam), listed last.
    let aLo = lo;
    let aHi = hi;
    let freePam = -1;
    let shows = false;
    const trump = this.trump;
    if (this.trickLen === 0) {
      if (!this.hidden && (r.everyTrick || this.nWinners === 0)) {
        const tLo = lo & this.trumpLo;
        const tHi = hi & this.trumpHi;
        if ((tLo | tHi) !== 0) {
          if (r.leadAce && ((lo & this.aceLo) | (hi & this.aceHi)) !== 0) {
            aLo = this.aceLo;
            aHi = this.aceHi;
          } else if (r.lead === LEAD_ANY_TRUMP) {
            aLo = tLo;
            aHi = tHi;
          } else if (r.lead === LEAD_HIGHEST || (r.lead === LEAD_PEEL && popcount(tLo) + popcount(tHi) >= 2)) {
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
        let barred = false;
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
          }
        }
      } else {
        // Void in the suit led (a hidden trump is shown now): trump, over-trumping if able.
        shows = this.hidden;
        const tLo = lo & this.trumpLo;
        const tHi = hi & this.trumpHi;
        if ((tLo | tHi) !== 0 && r.trumpWhenVoid !== VOID_FREE) {
          let bestNow = best;
          if (shows) {
            bestNow = -1;
            for (let i = 0; i < this.trickLen; i++) bestNow = Math.max(bestNow, this.power(this.trickCards[i]!, led, true));
          }
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
    // randomLooMove: a uniform legal card, Pam "subject to no laws" last in the list.
    const nLo = popcount(aLo);
    const nHi = popcount(aHi);
    const k = rng.int(nLo + nHi + (freePam >= 0 ? 1 : 0));
    const card = k < nLo ? nthBit(aLo, k) : k < nLo + nHi ? 32 + nthBit(aHi, k - nLo) : freePam;
    const lead = this.trickLen === 0;
    const civil = lead && card === trump && this.pam >= 0 && r.pamCivil !== CIVIL_NONE && !this.hidden && rng.int(2) === 0;
    // Apply.
    hand[2 * p + (card >> 5)]! &= ~(1 << (card & 31));
    this.moveCount++;
    if (this.record) {
      this.made.push(civil ? CIVIL_MOVES[p * 4 + trump]! : PLAY_MOVES[p * 52 + card]!);
      this.played[8 * p + this.playedLen[p]!] = card;
      this.playedLen[p]!++;
    }
    if (shows) this.hidden = false;
    const at = this.trickLen++;
    this.trickCards[at] = card;
    this.trickSeats[at] = p;
    if (lead) {
      this.civil = civil;
      this.led = card === this.pam ? trump : card & 3;
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
      return;
    }
    const winner = this.trickSeats[this.bestAt]!;
    this.tricks[winner]!++;
    this.winners[this.nWinners++] = winner;
    this.trickLen = 0;
    this.civil = false;
    this.turn = winner;
    if (this.nWinners === this.handSize) this.end(END_TRICKS, -1);
  }

  // ————— results

  /** The deal's settlement, as settleLoo gives it for the end position. */
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
    const loo = r.loo === LOO_FIXED ? r.looChips : r.loo === LOO_POT ? pot : Math.min(pot, r.looCap);
    let looedSeats = 0;
    switch (this.endKind) {
      case END_TRICKS: {
        const hs = r.handSize;
        if (r.undivided) {
          for (let q = 0; q < n; q++) if (this.tricks[q] === hs && q !== defender) shares[q] = pot;
        } else {
          const base = Math.floor(pot / hs);
          const extra = pot - base * hs;
          for (let i = 0; i < this.nWinners; i++) {
            const w = this.winners[i]!;
            if (w !== defender) shares[w]! += base + (r.firstWinners && i < extra ? 1 : 0);
          }
        }
        // Who stood (the defender aside) and took no trick.
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
          if (five) {
            // Spared: the weaker flushes and Pam's holder.
            for (let i = 0; i < this.nFlush; i++) looedSeats &= ~(1 << this.flushSeat[i]!);
            for (let q = 0; q < n; q++) if (this.pam >= 0 && has(this.hand[2 * q]!, this.hand[2 * q + 1]!, this.pam)) looedSeats &= ~(1 << q);
          }
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

  /** The flush stored at index i, as rules.ts flushOf builds it (cards highest first, Pam first). */
  private flush(i: number): Flush {
    const q = this.flushSeat[i]!;
    const pam = this.pam;
    const rank = (c: Card) => (c === pam ? 13 : LOO_RANK[c]!);
    const cards = cardsOf(this.hand[2 * q]!, this.hand[2 * q + 1]!).sort((a, b) => rank(b) - rank(a));
    return { player: q, kind: this.flushKind[i] as 0 | 1 | 2, suit: this.flushSuit[i]!, cards };
  }

  /** The end position (over), as applyLooMove would have left it after the moves made from `base`. */
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
    let end: LooEnd;
    switch (this.endKind) {
      case END_TRICKS:
        end = { kind: 'tricks' };
        break;
      case END_ALL_PASSED:
        end = { kind: 'allPassed', taker: this.endSeat >= 0 ? this.endSeat : null };
        break;
      case END_LONE:
        end = { kind: 'lone', player: this.endSeat };
        break;
      default: {
        const others: Flush[] = [];
        for (let i = 0; i < this.nFlush; i++) if (i !== this.bestFlush) others.push(this.flush(i));
        end = { kind: 'flush', flush: this.flush(this.bestFlush), others };
      }
    }
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
      trump: this.trump,
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
      end,
    };
  }
}

// Pure: a page that loads the Loo engine without the kernel can drop it (no side effect).
const shared = /* @__PURE__ */ new LooKernel();
let busy = false;

/**
 * The shared kernel (a fresh one if it is in use, e.g. from an Rng that plays a deal itself). Give it back
 * with releaseLooKernel, in a `finally`. (Not a callback taking the kernel: that would cost a closure a deal.)
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
