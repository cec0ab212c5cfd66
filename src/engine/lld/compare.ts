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
import { dealSeeded } from './deal.ts';
import { alignKeys, partings, togetherRows } from '../core/align.ts';

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
  /** Every place the two deals part, in timeline order, each with its cause (divergencesOf). */
  readonly divergences: readonly Divergence[];
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
  return { a: pa, b: pb, divergence, cause, payoffDiffers: differs, differing, divergences: divergencesOf(a, b, deal, pa, pb) };
}

/**
 * A place where two played deals part, on the timeline of each: the steps `a`..`a + lengthA - 1` of deal A
 * and `b`..`b + lengthB - 1` of deal B have no counterpart in the other (kind `play`: different moves, or
 * moves one deal makes and the other does not), or the step `a` of A and `b` of B make the same move with
 * other consequences (kind `events`: a claim opened, a payment, the deal ending; lengths 1). `cause`: the
 * differing option that, changed alone from A's value to B's, makes A's deal part at the same step in the
 * same way (found by toggling one option at a time); null when no single option does (several together).
 */
export interface Divergence {
  readonly kind: 'play' | 'events';
  /** Index of the first step of A in the divergence (0-based; `steps.length` when A has nothing there). */
  readonly a: number;
  readonly lengthA: number;
  /** Index of the first step of B in the divergence. */
  readonly b: number;
  readonly lengthB: number;
  readonly cause: RuleId | null;
}

/** What a step's events say, as text for comparing: the kinds and cards, not the positions. */
const eventsOf = (step: Step) => JSON.stringify(step.events.map((e) => ({ ...e, position: undefined })));

/**
 * The steps of two deals paired by their moves: a longest common subsequence of the move lists (moves
 * compared as data), so that a move one reading adds (a claim, a pair laid) does not shift every later step.
 * Returns the matched index pairs in order.
 */
export function alignSteps(a: PlayedDeal, b: PlayedDeal): Array<readonly [number, number]> {
  return alignKeys(a.steps.map((x) => moveOf(x)!), b.steps.map((x) => moveOf(x)!));
}

/** The divergences of two played deals, without causes: the gaps of the alignment, and matched steps whose events differ. */
function rawDivergences(a: PlayedDeal, b: PlayedDeal): Omit<Divergence, 'cause'>[] {
  return partings(a.steps.length, b.steps.length, alignSteps(a, b), (i, j) => eventsOf(a.steps[i]!) === eventsOf(b.steps[j]!));
}

/**
 * Every place where the deals of readings `ra` and `rb` part (played `pa`, `pb` on the same deal), in
 * timeline order, each with the option that causes it: for each option on which the readings differ,
 * reading A with that option alone set to B's value plays the deal; an option is the cause of a divergence
 * when A's deal and that deal part at the same step of A, in the same kind of way.
 */
export function divergencesOf(ra: Reading, rb: Reading, deal: { hands: readonly (readonly number[])[]; table: readonly number[]; dealer: number }, pa: PlayedDeal, pb: PlayedDeal): Divergence[] {
  const raw = rawDivergences(pa, pb);
  if (raw.length === 0) return [];
  const differing = (Object.keys(ra.options) as RuleId[]).filter((k) => JSON.stringify(ra.options[k]) !== JSON.stringify(rb.options[k]));
  const single = differing.map((k) => {
    const p = playPlain(withOption(ra, k, rb.options[k]), deal);
    return { k, at: p ? rawDivergences(pa, p) : [] };
  });
  return raw.map((d) => ({
    ...d,
    cause: single.find((s) => s.at.some((x) => x.kind === d.kind && x.a === d.a))?.k ?? null,
  }));
}

/** The five-player deal of `seed` that the comparison plays (dealer `seed % 5`), as plain card lists. */
export function comparisonDeal(seed: number): { hands: number[][]; table: number[]; dealer: number } {
  const d = dealSeeded(seed, { dealer: seed % 5 });
  if (!d.ok) throw new Error(d.error.code);
  return { hands: d.value.hands.map((h) => h.toArray()), table: d.value.table.toArray(), dealer: d.value.dealer };
}

/** Seeds partingSeed looks through, from 1: every pair of readings the engine has parts well before. */
export const PARTING_SEARCH = 500;

const parting = new Map<string, number | null>();

/** Rule options that neither the rules of a deal nor its settlement read (rules.ts, settle.ts, plainMove). */
const OUTSIDE_A_DEAL: readonly RuleId[] = ['firstDealer', 'tieBreak', 'wonFaceDown'];

/**
 * The first seed (1, 2, …, PARTING_SEARCH) whose five-player deal (comparisonDeal) readings `a` and `b`
 * play differently — a different move at some step —, so that a comparison opens on a deal where the
 * readings actually part; failing that, the first whose pay-off differs; null if neither: at once when the
 * readings differ only in options no deal reads (OUTSIDE_A_DEAL: Parlett and du Coeur differ only in who
 * deals first), else after PARTING_SEARCH seeds. Deterministic; remembered per pair.
 */
export function partingSeed(a: Reading, b: Reading): number | null {
  const key = `${a.id}|${b.id}|${JSON.stringify(a.options)}|${JSON.stringify(b.options)}`;
  if (parting.has(key)) return parting.get(key)!;
  // Options that no single deal reads (who deals first, the game's tie-break; won cards face down only
  // guide the careful computer player, not plainMove): readings that differ in nothing else never part.
  const between = (Object.keys(a.options) as RuleId[]).filter((k) =>
    k === 'deals' ? JSON.stringify(a.options.deals[5]) !== JSON.stringify(b.options.deals[5]) : JSON.stringify(a.options[k]) !== JSON.stringify(b.options[k]),
  );
  if (between.every((k) => OUTSIDE_A_DEAL.includes(k))) {
    parting.set(key, null);
    return null;
  }
  let payoffOnly: number | null = null;
  let found: number | null = null;
  for (let seed = 1; seed <= PARTING_SEARCH && found === null; seed++) {
    const deal = comparisonDeal(seed);
    const pa = playPlain(a, deal);
    const pb = playPlain(b, deal);
    if (!pa || !pb) break;
    if (firstDivergence(pa, pb) !== null) found = seed;
    else if (payoffOnly === null && payoffDiffers(pa.settlement, pb.settlement)) payoffOnly = seed;
  }
  const out = found ?? payoffOnly;
  parting.set(key, out);
  return out;
}

/**
 * One row of two deals stepped together: the step of each deal shown at that row (null: that deal makes
 * no move there — it is over, or the other deal makes a move it has no counterpart for) and the index into
 * `divergences` of the divergence the row belongs to, or null where the two deals make the same move with
 * the same consequences.
 */
export interface TogetherRow {
  readonly a: number | null;
  readonly b: number | null;
  readonly divergence: number | null;
}

/**
 * The rows on which two played deals step together (the comparison's card tables and timeline): matched
 * moves side by side (alignSteps), and where the deals part, their steps paired in order until the
 * longer run ends.
 */
export function stepTogether(c: Pick<Comparison, 'a' | 'b' | 'divergences'>): TogetherRow[] {
  return togetherRows(c.a.steps.length, c.b.steps.length, alignSteps(c.a, c.b), (kind, i, j) => {
    const d = c.divergences.findIndex((x) => x.kind === kind && x.a === i && x.b === j);
    return d < 0 ? null : d;
  });
}
