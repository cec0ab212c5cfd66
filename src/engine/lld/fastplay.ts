/**
 * Fast computer play, when only the result counts (many deals, statistics, the benchmark): the random
 * computer player of replay.ts (`randomMove`, the same random draws) on the internal bit-mask kernel
 * (`Deal` of rules.ts), giving the same moves and the same end without the positions and events in between. Kept
 * apart from replay.ts so that pages which only replay examples do not load it.
 */
import type { Move, Player, Position, Result } from './types.ts';
import type { SetupError } from './errors.ts';
import type { Reading } from './options.ts';
import type { PayRules, Settlement } from './settle.ts';
import { parlett } from './readings/parlett.ts';
import { seededRng, type Rng } from '../core/random.ts';
import { dealSeeded } from './deal.ts';
import { MAX_CARRIED } from './setup.ts';
import type { Claimable } from './types.ts';
import {
  Deal, rulesOf, cardSet, declarationCount, popcount, DECLARE_ANY_TURN, FREE_DECLARE, FREE_LAYOUT, FREE_PAIR, FREE_LAST, freeKind, freeRank, freeCards, freeClaim,
} from './rules.ts';
import { SeedStream, dealtWord } from '../core/seedstream.ts';
import { payOff } from './settle.ts';
import { CardSet } from '../core/cardset.ts';

/**
 * The rules' `Deal` (rules.ts) with what only fast play needs: seeded dealing straight into the masks, the
 * random computer player's own loop (the choices of replay.ts `randomMove`, drawing the same numbers), and
 * the end as a settlement or a position. The rules themselves are all Deal's. A wrapper, not a subclass: the
 * view and fast play then run the rules on objects of one class, and V8 keeps their code monomorphic.
 */
export class FastDeal {
  /** The deal state, a Deal like the view's (one hidden class for V8: the rules' code stays monomorphic). */
  readonly d = new Deal();

  /** The generator of seeded deals (`seededRng`'s stream, re-seeded per deal; see dealSeeded). */
  readonly rng = new SeedStream();

  /**
   * Shuffles and deals as dealSeeded(seed) does (random.ts `shuffle` drawing from seededRng(seed), then
   * dealFromDeck's deal: round robin from the dealer's left, the rest to the table), and returns the
   * kernel's generator started afresh on `seededRng(seed)`'s stream, from which `playOut(start,
   * seededRng(seed))` draws. The shuffle deals each card as soon as its place in the deck is final.
   */
  dealSeeded(seed: number, hand: number): SeedStream {
    const d = this.d;
    const n = d.players;
    const first = d.dealer + 1 === n ? 0 : d.dealer + 1;
    // Words 2i and 2i + 1 are the lo and hi of the i-th seat dealt to (seat first + i), words 2n and 2n + 1
    // the table's.
    this.rng.seed(seed).shuffleDeal(n, hand);
    const rules = d.rules;
    d.tableLo = dealtWord(2 * n);
    d.tableHi = dealtWord(2 * n + 1);
    let holding = 0;
    for (let i = 0, p = first; i < n; i++, p = p + 1 === n ? 0 : p + 1) {
      const lo = dealtWord(2 * i);
      const hi = dealtWord(2 * i + 1);
      d.handLo[p] = lo;
      d.handHi[p] = hi;
      if ((lo | hi) !== 0) holding |= 1 << p;
      if (rules.trackDeclarable) d.declarable[p] = declarationCount(lo) + declarationCount(hi);
    }
    d.holding = holding;
    d.lastStale = true; // the hands were set here, not through setHand
    // Nothing is won yet, so there is no layable pair: reset left pairLo and pairHi 0.
    d.turn = first;
    return this.rng.seed(seed);
  }

  /** Plays the deal to its end, choosing as randomMove does with the same draws from `rng`. */
  playOut(rng: Rng): void {
    const d = this.d;
    const o = d.rules;
    // Once play has started, free moves come only from these rules or from open claims: without them
    // (the simplified reading) there is nothing to count.
    const declareAnyTurn = o.declarations === DECLARE_ANY_TURN;
    const pairs = o.outOfTurnPair;
    const lastCards = o.layLastCards;
    const declarable = d.declarable; // the same array for the whole deal (reset made it)
    d.freshPairs(); // the loop and playFree read the pair masks directly
    while (!d.over) {
      // freeCount(), for the usual case (in play, no claim open) with the rules' flags at hand.
      let free = 0;
      if (d.started && d.claims === 0) {
        const t = d.turn;
        if (declareAnyTurn && t >= 0) free = declarable[t]!;
        if (pairs && (d.pairLo | d.pairHi) !== 0) free += d.pairCount();
        if (lastCards) free += d.lastCount();
      } else free = d.freeCount();
      if (free > 0 && rng.int(2) === 0) this.playFree(rng.int(free));
      else if (d.turn >= 0) d.playTurn(rng);
      else if (free > 0) this.playFree(rng.int(free));
      else return; // no move at all: cannot happen in a position the engine produced
    }
  }

  /** Plays the k-th of freeMoves: players in seat order, each in freeMovesOf's order. */
  playFree(k: number): void {
    const d = this.d;
    // A layable pair needs a rank of which some hand holds exactly two cards and exactly two are won.
    d.freshPairs();
    const pairsNow = d.rules.outOfTurnPair && (d.pairLo | d.pairHi) !== 0;
    const claimsNow = d.claims > 0;
    for (let p = 0; p < d.players; p++) {
      const n = d.freeCountOf(p, pairsNow, claimsNow);
      if (k < n) return this.playFreeOf(p, k);
      k -= n;
    }
  }

  /** Plays the k-th of freeMovesOf(p). */
  playFreeOf(p: number, k: number): void {
    const d = this.d;
    const f = d.locateFree(p, k);
    switch (freeKind(f)) {
      case FREE_DECLARE:
      case FREE_LAYOUT:
        return d.declareCards(p, freeRank(f), freeCards(f));
      case FREE_PAIR:
      case FREE_LAST:
        return d.layPair(p, freeRank(f));
      default:
        return d.claim(p, freeClaim(f));
    }
  }

  /**
   * The settlement of the finished deal, as `settle` gives it for `position(base, [])`, computed straight
   * from the kernel's state (won cards counted from the masks). Throws if the deal is not over.
   */
  settlement(base: { pot: number; stakes: readonly number[] }): Settlement {
    const d = this.d;
    if (!d.over) throw new Error('the computer left a deal unfinished');
    // The won cards counted from the masks, into the array the settlement keeps; the transfers are read
    // straight from the kernel's.
    const won = new Array<number>(d.players);
    for (let p = 0; p < d.players; p++) won[p] = popcount(d.wonLo[p]!) + popcount(d.wonHi[p]!);
    const holder = d.lastHolder < 0 ? null : d.lastHolder;
    const capturer = d.lastCapturer < 0 ? null : d.lastCapturer;
    return payOff(d.rules.pay[d.players]!, d.players, won, base.stakes, base.pot, d.transfers, holder, capturer);
  }

  /** The position now, with the fields that play never changes (reading, pot, stakes, carried) from `base`. */
  position(base: { reading: Position['reading']; pot: number; stakes: readonly number[]; carried: number }, claimables: readonly Claimable[]): Position {
    const d = this.d;
    const hands: CardSet[] = [];
    const won: CardSet[] = [];
    const laidDown: boolean[] = [];
    const transfers: number[] = [];
    for (let p = 0; p < d.players; p++) {
      hands.push(cardSet(d.handLo[p]!, d.handHi[p]!));
      won.push(cardSet(d.wonLo[p]!, d.wonHi[p]!));
      laidDown.push(d.laidDown[p] === 1);
      transfers.push(d.transfers[p]!);
    }
    return {
      reading: base.reading,
      players: d.players,
      dealer: d.dealer,
      hands,
      table: cardSet(d.tableLo, d.tableHi),
      won,
      laidDown,
      turn: d.turn < 0 ? null : d.turn,
      pot: base.pot,
      stakes: base.stakes,
      carried: base.carried,
      transfers,
      started: d.started,
      lastCapturer: d.lastCapturer < 0 ? null : d.lastCapturer,
      claimables,
      over: d.over,
      lastHolder: d.lastHolder < 0 ? null : d.lastHolder,
    };
  }
}

// Pure: a bundle that does not use the shared deal can drop it (no side effect).
const shared = /* @__PURE__ */ new FastDeal();
let busy = false;

/**
 * The shared deal state for fast play, or a fresh one should it be in use (an Rng that plays a deal of its
 * own). Give it back with releaseDeal when done (in a `finally`).
 */
function acquireDeal(): FastDeal {
  if (busy) return new FastDeal();
  busy = true;
  return shared;
}

/** Gives back a deal state from acquireDeal. */
function releaseDeal(k: FastDeal): void {
  if (k === shared) busy = false;
}

/** A deal played to its end by the random computer player, without the positions in between. */
export interface PlayedOut {
  /**
   * The moves made, in order: what `playOut` would have applied (replay them with `replay` for the steps).
   * Their card lists are shared between results and frozen: read them, do not change them.
   */
  readonly moves: readonly Move[];
  /** The final position (over). */
  readonly end: Position;
  /** The end's settlement, as `settle(end)` gives it. */
  readonly settlement: Settlement;
}

/** A deal played to its end by the random computer player, only counted and settled (settleSeeded). */
export interface SettledOut {
  /** The end's settlement, as `settle(end)` gives it. */
  readonly settlement: Settlement;
  /** How many moves the deal took. */
  readonly moveCount: number;
}

/** What the end position is built from besides the kernel's state. */
interface Base {
  readonly reading: Reading;
  readonly pot: number;
  readonly stakes: readonly number[];
  readonly carried: number;
}

/** The end position and settlement of a kernel that has played a deal out. */
function playedOut(k: FastDeal, base: Base): PlayedOut {
  // The settlement straight from the kernel's masks (what settle(end) gives; fastplay.test.ts checks it).
  const settlement = k.settlement(base);
  return { moves: k.d.made, end: k.position(base, []), settlement };
}

/**
 * `playOut(start, rng)` with the default random player (randomMove), fast: the same moves, drawing the
 * same random numbers, and the same final position, but no positions or events in between — for computer
 * play where only the result counts (many deals, statistics). It runs the rules' `Deal` (rules.ts) in fast
 * play's own loop; tests/unit/fastplay.test.ts holds that loop to randomMove's choices.
 */
export function playOutFast(start: Position, rng: Rng): PlayedOut {
  const k = acquireDeal();
  try {
    k.d.load(start);
    k.playOut(rng);
    return playedOut(k, start);
  } finally {
    releaseDeal(k);
  }
}

/** The options of a seeded deal, as `dealSeeded` takes them. */
type SeededOptions = { players?: number; dealer?: Player; reading?: Reading; carried?: number };

/**
 * A seeded deal played out by the random computer player: exactly `dealSeeded(seed, opts)` played by
 * `playOut(start, seededRng(seed))` and settled, but fast (see playOutFast): the deck is shuffled and dealt
 * straight into the kernel. Returns the moves, the final position and the settlement; the start position is
 * `dealSeeded(seed, opts)`. Errors: those of dealSeeded (`ERR_PLAYERS`, `ERR_DEALER`, `ERR_STAKES`).
 */
export function playOutSeeded(seed: number, opts: SeededOptions = {}): Result<PlayedOut, SetupError> {
  return seeded(seed, opts, true) as Result<PlayedOut, SetupError>;
}

/**
 * playOutSeeded's deal, only counted and settled: the same moves, drawing the same numbers, and the same
 * settlement, without the moves as engine data or the final position — the fastest way to play many
 * deals for statistics (and the benchmark). Errors: those of dealSeeded.
 */
export function settleSeeded(seed: number, opts: SeededOptions = {}): Result<SettledOut, SetupError> {
  return seeded(seed, opts, false) as Result<SettledOut, SetupError>;
}

const stakesCache = new WeakMap<PayRules, (readonly number[])[]>();

/** Each player's stake (chips) under `spec` with `dealer` dealing: shared per deal layout, not to be changed. */
let lastSpec: PayRules | null = null;
let lastByDealer: (readonly number[])[] = [];
function stakesOf(spec: PayRules, players: number, dealer: Player): readonly number[] {
  let byDealer = spec === lastSpec ? lastByDealer : stakesCache.get(spec);
  if (!byDealer) stakesCache.set(spec, (byDealer = []));
  lastSpec = spec;
  lastByDealer = byDealer;
  return (byDealer[dealer] ??= Array.from({ length: players }, (_, p) => (p === dealer ? spec.dealerStake : spec.otherStake)));
}

/** playOutSeeded (`record`) or settleSeeded. */
function seeded(seed: number, opts: SeededOptions, record: boolean): Result<PlayedOut | SettledOut, SetupError> {
  const reading = opts.reading ?? parlett;
  const players = opts.players ?? 5;
  const dealer = opts.dealer ?? 0;
  const carried = opts.carried ?? 0;
  // The deal's numbers from the kernel's record of the options (one shape for every reading).
  const rules = rulesOf(reading.options);
  const spec = rules.pay[players];
  const regular =
    spec !== undefined &&
    spec.hand * players + spec.table === 52 &&
    players <= 8 && // shuffleDeal deals to at most 8 seats
    Number.isInteger(dealer) && dealer >= 0 && dealer < players &&
    Number.isInteger(carried) && Math.abs(carried) <= MAX_CARRIED;
  if (!regular) {
    // Anything unusual goes the long way, so that the errors are dealSeeded's own.
    const start = dealSeeded(seed, opts);
    if (!start.ok) return start;
    const r = playOutFast(start.value, seededRng(seed));
    return { ok: true, value: record ? r : { settlement: r.settlement, moveCount: r.moves.length } };
  }
  const k = acquireDeal();
  try {
    k.d.reset(reading.options, players, dealer, record, rules);
    const rng = k.dealSeeded(seed, spec.hand);
    const stakes = stakesOf(spec, players, dealer);
    const pot = carried + spec.dealerStake + (players - 1) * spec.otherStake;
    k.playOut(rng);
    // The position gets an array of its own; the settlement only reads the shared one.
    if (record) return { ok: true, value: playedOut(k, { reading, pot, stakes: stakes.slice(), carried }) };
    return { ok: true, value: { settlement: k.settlement({ pot, stakes }), moveCount: k.d.moveCount } };
  } finally {
    releaseDeal(k);
  }
}
