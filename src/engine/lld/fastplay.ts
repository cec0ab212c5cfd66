/**
 * Fast computer play, when only the result counts (many deals, statistics, the benchmark): the random
 * computer player of replay.ts (`randomMove`, the same random draws) on the internal bit-mask kernel
 * (kernel.ts), giving the same moves and the same end without the positions and events in between. Kept
 * apart from replay.ts so that pages which only replay examples do not load the kernel.
 */
import type { Move, Player, Position, Result } from './types.ts';
import type { SetupError } from './errors.ts';
import type { Reading } from './options.ts';
import type { PayRules, Settlement } from './settle.ts';
import { parlett } from './readings/parlett.ts';
import { seededRng, type Rng } from '../core/random.ts';
import { settle } from './settle.ts';
import { dealSeeded } from './deal.ts';
import { acquireDeal, releaseDeal, rulesOf, type Deal } from './rules.ts';

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
function playedOut(k: Deal, base: Base): PlayedOut {
  const end = k.position(base, []);
  return { moves: k.made, end, settlement: settled(end) };
}

/** The settlement of a finished deal's end position. */
function settled(end: Position): Settlement {
  const s = settle(end);
  if (!s.ok) throw new Error('the computer left a deal unfinished');
  return s.value;
}

/**
 * `playOut(start, rng)` with the default random player (randomMove), fast: the same moves, drawing the
 * same random numbers, and the same final position, but no positions or events in between — for computer
 * play where only the result counts (many deals, statistics). It runs on the internal bit-mask kernel
 * (kernel.ts), which reads the same rule options as rules.ts; a differential test keeps the two equal.
 */
export function playOutFast(start: Position, rng: Rng): PlayedOut {
  const k = acquireDeal();
  try {
    k.load(start);
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
function stakesOf(spec: PayRules, players: number, dealer: Player): readonly number[] {
  let byDealer = stakesCache.get(spec);
  if (!byDealer) stakesCache.set(spec, (byDealer = []));
  return (byDealer[dealer] ??= Array.from({ length: players }, (_, p) => (p === dealer ? spec.dealerStake : spec.otherStake)));
}

/** playOutSeeded (`record`) or settleSeeded. */
function seeded(seed: number, opts: SeededOptions, record: boolean): Result<PlayedOut | SettledOut, SetupError> {
  const reading = opts.reading ?? parlett;
  const players = opts.players ?? 5;
  const dealer = opts.dealer ?? 0;
  const carried = opts.carried ?? 0;
  // The deal's numbers from the kernel's record of the options (one shape for every reading).
  const spec = rulesOf(reading.options).pay[players];
  const regular =
    spec !== undefined &&
    spec.hand * players + spec.table === 52 &&
    Number.isInteger(dealer) && dealer >= 0 && dealer < players &&
    Number.isInteger(carried) && carried >= 0;
  if (!regular) {
    // Anything unusual goes the long way, so that the errors are dealSeeded's own.
    const start = dealSeeded(seed, opts);
    if (!start.ok) return start;
    const r = playOutFast(start.value, seededRng(seed));
    return { ok: true, value: record ? r : { settlement: r.settlement, moveCount: r.moves.length } };
  }
  const k = acquireDeal();
  try {
    k.reset(reading.options, players, dealer, record);
    const rng = k.dealSeeded(seed, spec.hand);
    const stakes = stakesOf(spec, players, dealer);
    const pot = carried + spec.dealerStake + (players - 1) * spec.otherStake;
    k.playOut(rng);
    // The position gets an array of its own; the settlement only reads the shared one.
    if (record) return { ok: true, value: playedOut(k, { reading, pot, stakes: stakes.slice(), carried }) };
    return { ok: true, value: { settlement: k.settlement({ pot, stakes }), moveCount: k.moveCount } };
  } finally {
    releaseDeal(k);
  }
}
