/**
 * The Loo coach's number (issue 15): what a call, an exchange or a card costs in chips, by the same Monte Carlo ratings
 * as the analysis panel (analysis.ts). Kept apart from coach.ts, whose rules-based warning needs no
 * simulation, so that a page loads the simulation only when the coach first weighs a move.
 */
import type { LegalLooMove, LooMove, LooPosition } from './types.ts';
import { analyseLoo, type LooAnalysisLevel } from './analysis.ts';
import { costlyChoice, COACH_THRESHOLD } from '../core/stats.ts';

/**
 * A call or card the ratings call costly: `cost` (chips, > 0) is how much less it is expected to bring its
 * player than `better`, the best-rated choice, over `rollouts` simulated deals per choice; the two ratings'
 * 95 % intervals do not overlap.
 */
export interface LooCostlyMove {
  readonly kind: 'costly';
  readonly cost: number;
  readonly better: LegalLooMove;
  readonly rollouts: number;
  /** Whether another choice rates level with `better` (core/stats.ts costlyChoice): `better` is one of the best. */
  readonly shared: boolean;
}

/** Options of looCoachCost. */
export interface LooCoachCostOptions {
  /** Simulated deals per choice (default 300). */
  readonly rollouts?: number;
  /** Who plays the simulated deals (default `sound`, the game's careful computer). */
  readonly level?: LooAnalysisLevel;
  /** The least cost worth a warning, in chips (default COACH_THRESHOLD, 0.25). */
  readonly threshold?: number;
  /** The analysis seed (default 1): the same position and move always get the same answer. */
  readonly seed?: number;
  /**
   * A choice to name as the better one when it rates level with the best (the hint's move, looHint): the
   * coach and the hint then agree on which of several equally good choices to make (costlyChoice's `prefer`).
   */
  readonly prefer?: LooMove;
}

/**
 * Weighs a call, an exchange or a card (`move`) of the player on turn in `pos` by Monte Carlo (analyseLoo: the cards that
 * player cannot see redealt consistently with the tricks so far, the deal played out by computer players at
 * `level`): a LooCostlyMove when the best-rated choice is expected to bring at least `threshold` chips more
 * and the difference is clear (the intervals apart); null when the move is as good as any, the difference is
 * within the noise, or it is not among the player's choices now. An exchange is weighed against every way to
 * discard (32 for five cards: about 0.1–0.25 s at 300 deals each on the machine of issue 15's note).
 * `prefer` names the hint's choice in the best one's place when the two rate level.
 */
export function looCoachCost(pos: LooPosition, move: LooMove, opts: LooCoachCostOptions = {}): LooCostlyMove | null {
  if (pos.turn !== move.player) return null;
  const a = analyseLoo(pos, { level: opts.level ?? 'sound', seed: opts.seed ?? 1 });
  if (!a.ok || a.value.choices.length < 2) return null;
  const key = moveKey(move);
  const mine = a.value.choices.findIndex((c) => moveKey(c.move) === key);
  if (mine < 0) return null;
  const rollouts = opts.rollouts ?? 300;
  const preferKey = opts.prefer ? moveKey(opts.prefer) : null;
  const prefer = preferKey === null ? -1 : a.value.choices.findIndex((x) => moveKey(x.move) === preferKey);
  const c = costlyChoice(a.value, mine, rollouts, opts.threshold ?? COACH_THRESHOLD, undefined, prefer);
  return c && { kind: 'costly', cost: c.cost, better: c.better, rollouts, shared: c.shared };
}

/** A call's or card's identity: its kind, player, and the call or the card (with "Pam, be civil!"). */
function moveKey(m: LooMove): string {
  switch (m.type) {
    case 'call':
      return `call ${m.player} ${m.call}`;
    case 'play':
      return `play ${m.player} ${m.card} ${m.civil === true}`;
    default:
      return `exchange ${m.player} ${[...m.discard].sort((x, y) => x - y).join(',')} ${m.turnUp === true}`;
  }
}
