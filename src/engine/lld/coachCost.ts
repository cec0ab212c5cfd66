/**
 * The coach's number (issue 15): what a move costs in chips, by the same Monte Carlo ratings as the analysis
 * panel (analysis.ts). Kept apart from coach.ts, whose rules-based warnings need no simulation, so that a
 * page loads the simulation only when the coach first weighs a move.
 */
import type { Move, Position } from './types.ts';
import { analysePosition, type AnalysisChoice, type AnalysisLevel } from './analysis.ts';
import { costlyChoice, COACH_THRESHOLD } from '../core/stats.ts';
import { moveKey } from './moveKey.ts';

/**
 * A move the ratings call costly: `cost` (chips, > 0) is how much less the move is expected to bring its
 * player than `better`, the best-rated choice, over `rollouts` simulated deals per choice; the two ratings'
 * 95 % intervals do not overlap. For a free move made while another player is on turn, `better` may be the
 * choice of making no free move now (`wait`, analysis.ts WaitChoice).
 */
export interface CostlyMove {
  readonly kind: 'costly';
  readonly cost: number;
  readonly better: AnalysisChoice;
  readonly rollouts: number;
  /** Whether another choice rates level with `better` (core/stats.ts costlyChoice): `better` is one of the best. */
  readonly shared: boolean;
}

/** Options of coachCost. */
export interface CoachCostOptions {
  /** Simulated deals per choice (default 400). */
  readonly rollouts?: number;
  /** Who plays the simulated deals (default `willughby`, the game's default computer level). */
  readonly level?: AnalysisLevel;
  /** The least cost worth a warning, in chips (default COACH_THRESHOLD, 0.25). */
  readonly threshold?: number;
  /** The analysis seed (default 1): the same position and move always get the same answer. */
  readonly seed?: number;
}

/**
 * Weighs `move` for its player in `pos` by Monte Carlo (analysePosition: the hands that player cannot see
 * redealt for every rollout, the deal played out by computer players at `level`): a CostlyMove when the
 * best-rated choice is expected to bring at least `threshold` chips more and the difference is clear (the
 * intervals apart). A free move out of turn is weighed against the player's other free moves and against
 * making none now (`wait`); a free move by the player on turn, against their other free moves only (it
 * does not replace the turn's capture); the turn's capture or lying down, against the turn's other moves only. Null when the move is as good as any, the difference is within the noise, or the move
 * is not among the player's choices now (not legal, or nothing to compare: a deal over, a single choice).
 */
export function coachCost(pos: Position, move: Move, opts: CoachCostOptions = {}): CostlyMove | null {
  const a = analysePosition(pos, { player: move.player, level: opts.level ?? 'willughby', seed: opts.seed ?? 1 });
  if (!a.ok || a.value.choices.length < 2) return null;
  // The choice that is the move, or stands for it as one alike but for suits (analysis.ts AlikeChoice).
  const key = moveKey(move);
  const mine = a.value.choices.findIndex((c) => c.move.type !== 'wait' && (moveKey(c.move) === key || (c.rule !== 'wait' && (c.alike ?? []).some((m) => moveKey(m) === key))));
  if (mine < 0) return null;
  const rollouts = opts.rollouts ?? 400;
  // A free move by the player on turn (a dead pair laid, a set declared, a claim) costs no turn: the capture
  // still follows it. Weighed against a capture it could at best tie (the analysis rates it with the best
  // capture after it, PositionAnalysis.then), and once it was warned off as the very move the rules advise
  // (an English reader and a dead pair laid, "almost always right", seed 001). It is weighed against the
  // other free moves only. The other way round, a capture (or lying down) is weighed against the
  // turn's other moves only: a free move is no alternative to it (a German newcomer who took one of three was
  // told that laying a dead pair was the better choice, when the capture still had to follow it).
  const free = (m: { readonly type: string }) => m.type !== 'capture' && m.type !== 'lieDown' && m.type !== 'wait';
  const among = pos.turn !== move.player ? undefined : free(move) ? (c: AnalysisChoice) => free(c.move) : (c: AnalysisChoice) => !free(c.move);
  const c = costlyChoice(a.value, mine, rollouts, opts.threshold ?? COACH_THRESHOLD, among);
  return c && { kind: 'costly', cost: c.cost, better: c.better, rollouts, shared: c.shared };
}

/** Whether two moves are the same move, whatever the order their cards were given in (moveKey.ts). */
export { sameMove } from './moveKey.ts';
