/**
 * Fast computer play for Loo, when only the result counts (many deals, statistics, the benchmark): the
 * random computer player of replay.ts (`randomLooMove`, drawing the same random numbers in the same order)
 * run straight on the rules' kernel (rules.ts `LooKernel`, the one implementation of the rules that the
 * step API views), giving the same moves, the same end and the same settlement without the positions,
 * legal-move lists and events in between. What is fast play's own: the seeded shuffle and deal straight
 * into the kernel's bit masks (LooKernel.dealSeeded, looDealFromDeck's order) and the end position built
 * once (LooKernel.position); tests/unit/loo-fastplay.test.ts holds them to looDealSeeded + playOutLoo.
 */
import { LOO_MAX_CARRIED, isLooRules, isSeed } from './input.ts';
import { isRecord } from '../core/input.ts';
import type { Player, Result } from '../core/types.ts';
import { seededRng, type Rng } from '../core/random.ts';
import type { LooMove, LooPosition } from './types.ts';
import type { LooRules } from './options.ts';
import { threeCard } from './options.ts';
import type { LooSetupError } from './errors.ts';
import type { LooSettlement } from './types.ts';
import { settleLoo } from './settle.ts';
import { looDealSeeded } from './setup.ts';
import { playOutLoo } from './replay.ts';
import { acquireLooKernel, dealsRegularly, releaseLooKernel } from './rules.ts';

/** A Loo deal played to its end by the random computer player, without the positions in between. */
export interface LooPlayedOut {
  /**
   * The moves made, in order: what `playOutLoo` with `randomLooMove` would have applied (replay them with
   * `replayLoo` for the steps and events). Calls and cards are shared, frozen objects: read them, do not
   * change them.
   */
  readonly moves: readonly LooMove[];
  /** The final position (phase `over`), equal to `looFinal(playOutLoo(start, rng))`. */
  readonly end: LooPosition;
  /** The end's settlement (chips), as `settleLoo(end)` gives it. */
  readonly settlement: LooSettlement;
}

/** A Loo deal played to its end, only counted and settled (settleLooSeeded). */
export interface LooSettledOut {
  /** The settlement (chips), as `settleLoo` gives it for the end position. */
  readonly settlement: LooSettlement;
  /** How many moves (calls, exchanges, cards) the deal took. */
  readonly moveCount: number;
}

/**
 * The options of a seeded deal, as `looDealSeeded` takes them: the rules (default `threeCard`; any rule
 * set of options.ts, or one changed with `withLooOption`), the number of players (default 5, kept within
 * the rules' minPlayers..maxPlayers), the dealer's seat (default 0), chips carried into the pot (default 0).
 */
export interface LooSeededOptions {
  readonly rules?: LooRules;
  readonly players?: number;
  readonly dealer?: Player;
  readonly carried?: number;
}

/**
 * `playOutLoo(start, rng)` with the default random player (`randomLooMove`), settled, fast: the same
 * moves, drawing the same random numbers from `rng`, the same final position and its `settleLoo`
 * settlement, but no positions or events in between. `start` is any position the engine produced (a start
 * position, or one in mid-deal); a position already over gives no moves. Throws only if `start` is not a
 * position of the engine's making.
 */
export function playOutLooFast(start: LooPosition, rng: Rng): LooPlayedOut {
  if (start.phase === 'over' || start.players > 17) {
    // Nothing to play (or more seats than the kernel holds, which no 52-card deal has): the step path.
    const t = playOutLoo(start, rng);
    const end = t.steps.at(-1)?.position ?? start;
    const s = settleLoo(end);
    if (!s.ok) throw new Error('the computer left a Loo deal unfinished');
    return { moves: t.steps.length === 0 ? [] : movesSince(start, end), end, settlement: s.value };
  }
  const k = acquireLooKernel();
  try {
    k.load(start, true);
    k.run(rng);
    const end = k.position({ rules: start.rules, deal: start.deal, history: start.history, miss: start.miss, stock: start.stock });
    return { moves: k.made, end, settlement: k.settlement() };
  } finally {
    releaseLooKernel(k);
  }
}

/** The moves from `start` to `end` (a position reached from it), oldest first. */
function movesSince(start: LooPosition, end: LooPosition): LooMove[] {
  const out: LooMove[] = [];
  for (let h = end.history; h && h !== start.history; h = h.prev) out.push(h.move);
  return out.reverse();
}

/**
 * A seeded deal the kernel deals itself: the rules' player counts, packets that make a hand, a dealer's
 * seat, a whole number of chips carried. Anything else goes the long way (looDealSeeded), so that the
 * errors are looDealSeeded's own.
 */
function regular(rules: LooRules, players: number, dealer: number, carried: number): boolean {
  return dealsRegularly(rules.options, players) && Number.isInteger(dealer) && dealer >= 0 && dealer < players && Number.isInteger(carried) && carried >= 0 && carried <= LOO_MAX_CARRIED;
}

/**
 * The rules of a seeded deal's options, or null when the seed is not one, the options are not a record or
 * their rules are not a rule set as the engine makes them. Players, dealer or chips carried that are not
 * whole numbers fail `regular` after it. Either way the caller sends the deal the long way, where
 * looDealSeeded checks every field (`ERR_INPUT` with its name): checking only what the fast way reads keeps
 * the check off the benchmark's hot path.
 */
function rulesOfSeeded(seed: unknown, opts: LooSeededOptions): LooRules | null {
  if (!isSeed(seed) || !isRecord(opts as unknown)) return null;
  const rules = opts.rules ?? threeCard;
  return isLooRules(rules) ? rules : null;
}

/** looDealFromDeck's default player count: 5 within the rules' range. */
function defaultPlayers(rules: LooRules): number {
  return Math.max(rules.options.minPlayers, Math.min(5, rules.options.maxPlayers));
}

/**
 * A seeded Loo deal played out by the random computer player and settled: exactly
 * `looDealSeeded(rng, opts)` followed by `playOutLoo(start, rng)` with the same `rng` (`seededRng(seed)`
 * for a number: the shuffle's 51 draws first, then the players' draws) and `settleLoo`, as the benchmark's
 * step path plays a hand — but fast (see playOutLooFast): the deck is shuffled and dealt straight into the
 * kernel. Pass an Rng to play several deals from one stream (a game). Returns the moves, the final position
 * and the settlement (chips). Errors: those of looDealSeeded (`ERR_PLAYERS` outside the rules'
 * minPlayers..maxPlayers, `ERR_DEALER`, `ERR_CARRIED`, …).
 */
export function playOutLooSeeded(seed: number | Rng, opts: LooSeededOptions = {}): Result<LooPlayedOut, LooSetupError> {
  const rules = rulesOfSeeded(seed, opts);
  const players = rules ? opts.players ?? defaultPlayers(rules) : 0;
  const dealer = rules ? opts.dealer ?? 0 : 0;
  const carried = rules ? opts.carried ?? 0 : 0;
  if (!rules || !regular(rules, players, dealer, carried)) {
    // Anything unusual goes the long way, so that the errors are looDealSeeded's own.
    const start = startIrregular(seed, opts);
    return start.ok ? { ok: true, value: playOutLooFast(start.value.start, start.value.rng) } : start;
  }
  const k = acquireLooKernel();
  try {
    const rng = typeof seed === 'number' ? k.rng.seed(seed) : seed;
    k.dealSeeded(rng, rules.options, players, dealer, carried, true);
    const deal = k.deal(rules);
    const miss = k.missOpen ? deal.miss : [];
    k.run(rng);
    const end = k.position({ rules, deal, history: null, miss, stock: deal.stock });
    return { ok: true, value: { moves: k.made, end, settlement: k.settlement() } };
  } finally {
    releaseLooKernel(k);
  }
}

/** A seeded deal the long way (looDealSeeded, so that the errors are its own), with the generator it drew from. */
function startIrregular(seed: number | Rng, opts: LooSeededOptions): Result<{ start: LooPosition; rng: Rng }, LooSetupError> {
  if (!isSeed(seed)) return { ok: false, error: { code: 'ERR_INPUT', field: 'seed' } };
  const rng = typeof seed === 'number' ? seededRng(seed) : seed;
  const start = looDealSeeded(rng, opts);
  return start.ok ? { ok: true, value: { start: start.value, rng } } : start;
}

/**
 * The same deal as playOutLooSeeded (the same draws, the same moves), returning only its settlement and
 * the number of moves: no move list and no end position are built, for when only the chips count (the
 * benchmark, statistics over many deals). Errors: those of looDealSeeded, as playOutLooSeeded.
 */
export function settleLooSeeded(seed: number | Rng, opts: LooSeededOptions = {}): Result<LooSettledOut, LooSetupError> {
  const rules = rulesOfSeeded(seed, opts);
  const players = rules ? opts.players ?? defaultPlayers(rules) : 0;
  const dealer = rules ? opts.dealer ?? 0 : 0;
  const carried = rules ? opts.carried ?? 0 : 0;
  if (!rules || !regular(rules, players, dealer, carried)) {
    const start = startIrregular(seed, opts);
    if (!start.ok) return start;
    const r = playOutLooFast(start.value.start, start.value.rng);
    return { ok: true, value: { settlement: r.settlement, moveCount: r.moves.length } };
  }
  const k = acquireLooKernel();
  try {
    const rng = typeof seed === 'number' ? k.rng.seed(seed) : seed;
    k.dealSeeded(rng, rules.options, players, dealer, carried, false);
    k.run(rng);
    return { ok: true, value: { settlement: k.settlement(), moveCount: k.moveCount } };
  } finally {
    releaseLooKernel(k);
  }
}
