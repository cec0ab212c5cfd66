/**
 * Comparing readings on the same deal: the same computer player plays the same cards under two readings;
 * where the two games first part, and which rule option makes them part.
 */
import type { LegalMove, Position, Step } from './types.ts';
import type { Reading, RuleId, RuleOptions } from './options.ts';
import type { Settlement } from './settle.ts';
import { freeMoves, turnMoves, applyMove } from './rules.ts';
import { settle } from './settle.ts';
import { moveOfStep } from './replay.ts';
import { setup } from './setup.ts';

/**
 * `reading` with one option changed: a new reading whose id marks the change (`parlett+bonusTo`). Kept
 * here, with the comparison, so that pages which only replay examples do not load it.
 */
export function withOption(reading: Reading, key: RuleId, value: unknown): Reading {
  return { ...reading, id: `${reading.id}+${key}`, options: { ...reading.options, [key]: value } as RuleOptions };
}

/**
 * A deterministic computer player, the same under every reading: it makes every free action at once
 * (declarations, pairs or last cards, claims, in the engine's order); on its turn it takes the capture
 * that wins most cards, the lowest such first; it lies down only when it must.
 */
export function plainMove(pos: Position): LegalMove | null {
  const free = freeMoves(pos);
  if (free.length > 0) return free[0]!;
  const turn = turnMoves(pos);
  if (turn.length === 0) return null;
  let best = turn[0]!;
  const size = (l: LegalMove) => (l.move.type === 'capture' ? l.move.play.length + l.move.take.length : 0);
  for (const l of turn) if (size(l) > size(best)) best = l;
  return best;
}

/** A deal played to its end by `plainMove`, with its settlement. */
export interface PlayedDeal {
  readonly start: Position;
  readonly steps: readonly Step[];
  readonly settlement: Settlement;
}

/** Plays the deal of `hands`/`table`/`dealer` under `reading` with plainMove; undefined if the reading does not define it. */
export function playPlain(reading: Reading, deal: { hands: readonly (readonly number[])[]; table: readonly number[]; dealer: number }): PlayedDeal | undefined {
  const start = setup({ reading, hands: deal.hands, table: deal.table, dealer: deal.dealer });
  if (!start.ok) return undefined;
  const steps: Step[] = [];
  let pos = start.value;
  for (let m = plainMove(pos); m; m = plainMove(pos)) {
    const r = applyMove(pos, m.move);
    if (!r.ok) throw new Error(`plainMove chose an illegal move: ${r.error.code}`);
    steps.push(r.value);
    pos = r.value.position;
  }
  const s = settle(pos);
  if (!s.ok) throw new Error('deal did not end');
  return { start: start.value, steps, settlement: s.value };
}

/** The move a step made, as text for comparing (moveOfStep). */
const moveOf = (step: Step | undefined) => (step ? JSON.stringify(moveOfStep(step)) : undefined);

/**
 * The index of the first step where the play of two deals differs — a different move, or one deal over
 * before the other — or null if every move is the same. Events that follow from the same move under
 * different rules (a payment for lying down, a claim opened) are not a different play: they show in the
 * pay-off.
 */
export function firstDivergence(a: PlayedDeal, b: PlayedDeal): number | null {
  const n = Math.max(a.steps.length, b.steps.length);
  for (let i = 0; i < n; i++) if (moveOf(a.steps[i]) !== moveOf(b.steps[i])) return i;
  return null;
}

/** Whether two settlements pay out differently: any player's net chips, or what the pot keeps. */
export function payoffDiffers(a: Settlement, b: Settlement): boolean {
  return a.potAfter !== b.potAfter || a.net.some((x, p) => x !== b.net[p]);
}

/** The comparison of two readings on one deal. */
export interface Comparison {
  readonly a: PlayedDeal;
  readonly b: PlayedDeal;
  /** First step (index into `steps`) where the play parts (a different move); null when every move is the same. */
  readonly divergence: number | null;
  /**
   * The option whose change alone, from reading A to B's value, makes the play part at that step; when the
   * play is the same throughout, the option whose change alone keeps the play and changes the pay-off
   * (one that gives B's pay-off exactly, if there is one). Null if none does.
   */
  readonly cause: RuleId | null;
  /** Whether the pay-off differs: any player's net chips (cards won, bonus, payments) or the pot remainder. */
  readonly payoffDiffers: boolean;
  /** The options on which the two readings differ. */
  readonly differing: readonly RuleId[];
}

/**
 * Plays one deal under readings `a` and `b` with the same computer player and compares them. Undefined
 * when either reading does not define the deal (player count). Deterministic.
 */
export function compareReadings(
  a: Reading,
  b: Reading,
  deal: { hands: readonly (readonly number[])[]; table: readonly number[]; dealer: number },
): Comparison | undefined {
  const pa = playPlain(a, deal);
  const pb = playPlain(b, deal);
  if (!pa || !pb) return undefined;
  const differing = (Object.keys(a.options) as RuleId[]).filter(
    (k) => JSON.stringify(a.options[k]) !== JSON.stringify(b.options[k]),
  );
  const divergence = firstDivergence(pa, pb);
  const differs = payoffDiffers(pa.settlement, pb.settlement);
  let cause: RuleId | null = null;
  if (divergence !== null) {
    // The option that, changed alone, makes the play part at the same step.
    for (const k of differing) {
      const p1 = playPlain(withOption(a, k, b.options[k]), deal);
      if (p1 && firstDivergence(pa, p1) === divergence) {
        cause = k;
        break;
      }
    }
  } else if (differs) {
    // The play is the same, so the cause is an option that, changed alone, leaves the play as it is and
    // changes the pay-off: best one that gives B's pay-off exactly, else any that changes it.
    let fallback: RuleId | null = null;
    for (const k of differing) {
      const p1 = playPlain(withOption(a, k, b.options[k]), deal);
      if (!p1 || firstDivergence(pa, p1) !== null || !payoffDiffers(p1.settlement, pa.settlement)) continue;
      if (!payoffDiffers(p1.settlement, pb.settlement)) {
        cause = k;
        break;
      }
      fallback ??= k;
    }
    cause ??= fallback;
  }
  return { a: pa, b: pb, divergence, cause, payoffDiffers: differs, differing };
}
