/**
 * Which tip, if any, stands behind the coach's figure for a costly capture: the tips for beginners of seed 001
 * as the hint applies them (engine lld/ai.ts `hint`). Pure; the engine's functions are passed in, so that the
 * coach's words (why/Coach.tsx, shared with Loo) load no rules of their own.
 */
import type { BrokenTip, Hint, HintReason } from '~/engine/lld/ai.ts';
import type { Move } from '~/engine/lld/types.ts';

/**
 * `tip`: the best choice follows the hint's tip `reason`, the reader's choice does not — and goes against the tip
 * `broken` where it does (ai.ts brokenTip: a safe capture spent, a pair played whole); `both`: the two follow
 * the same tip (the hint rates them alike), so only the simulated deals tell them apart; `mine`: the reader's
 * choice follows the tip and the best choice does not (the tip holds on average, not in this deal); `none`: no
 * tip singles out either.
 */
export type CoachTip =
  | { readonly kind: 'tip'; readonly reason: HintReason; readonly broken?: BrokenTip }
  | { readonly kind: 'both' }
  | { readonly kind: 'mine' }
  | { readonly kind: 'none' };

/**
 * The least cost in chips for which the coach speaks up when the reader's capture follows the same tip as the best
 * one (CoachTip `both`): with no rule to tell the two apart, a stop over a fraction of a chip teaches nothing (a
 * German newcomer, stopped for 0.3 chips between two lone cards taken). Other costly moves: COACH_THRESHOLD, 0.25.
 */
export const SAME_TIP_COST = 1;

/** Whether the coach speaks up about a costly capture (`cost` in chips, already over COACH_THRESHOLD) with the tip `tip` behind it. */
export function coachSpeaks(tip: CoachTip | null, cost: number): boolean {
  return !(tip?.kind === 'both' && cost < SAME_TIP_COST);
}

/** The hint's tips that single out a capture; the others (the only capture, lying down, a free move) name a move only. */
const CAPTURE_TIPS: ReadonlySet<HintReason> = new Set(['lone', 'oneAtATime', 'takeAll', 'keepSafe', 'keepSafeOne']);

/**
 * The tip behind the best choice `better` against the reader's `mine`, from the hint `h` for the reader's seat
 * in the position both were open in (`same`: coachCost.ts `sameMove`), with the tip `mine` goes against
 * (`broken`: ai.ts brokenTip of `mine` in that position), named where it is not the best choice's own. Null
 * unless both are captures (the best choice may be to wait, for a move out of turn).
 */
export function coachTip(h: Hint | null, mine: Move, better: Move | { readonly type: 'wait' }, same: (a: Move, b: Move) => boolean, broken: BrokenTip | null = null): CoachTip | null {
  if (better.type !== 'capture' || mine.type !== 'capture') return null;
  if (!h || !CAPTURE_TIPS.has(h.reason)) return { kind: 'none' };
  const tipped = [h.move, ...(h.alikeMoves ?? [])].map((l) => l.move);
  // A reader who followed the hint's tip is told so, rather than that no tip applies (an English newcomer,
  // warned about the very move the hint had named).
  if (!tipped.some((m) => same(m, better))) return tipped.some((m) => same(m, mine)) ? { kind: 'mine' } : { kind: 'none' };
  if (tipped.some((m) => same(m, mine))) return { kind: 'both' };
  // A safe capture against a better safe one is the keepSafe tip itself ("spend as few cards"): said once. A pair
  // played whole against the tip that splits it is said (an English newcomer was told only the better move's tip).
  return broken && !(broken === 'keepSafe' && h.reason.startsWith('keepSafe')) ? { kind: 'tip', reason: h.reason, broken } : { kind: 'tip', reason: h.reason };
}
