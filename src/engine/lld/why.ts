/**
 * Why a move was the one made: the rules that forced or forbade the choice at a step, read from the engine's
 * own answers (the legal turn moves at that step, `checkMove`'s refusals, `claimsOpenedBy`), never from a
 * second copy of a rule. The narration of replays and of the game log turns these facts into words.
 */
import type { MoveError } from './errors.ts';
import type { RuleId } from './options.ts';
import type { Claimable, Move, Position } from './types.ts';
import { checkMove, claimsOpenedBy, turnMoves } from './rules.ts';

/**
 * One reason that bound a move (seed 001, "Playing", "Lying down", "Catching mistakes"):
 * - `onlyCapture`: the player had exactly one capture and lying down was refused (`ERR_MUST_CAPTURE`): the
 *   capture was forced;
 * - `mustTakeAll`: a single card took three, and taking one of them would have been refused
 *   (`ERR_MUST_TAKE_ALL`, the reading's `oneForThree: 'must'`);
 * - `mustLieDown`: the player lay down because the engine listed no capture (lying down was the only turn
 *   move);
 * - `claimOpen`: the move leaves cards open to a claim (`claimsOpenedBy`), `claimable` naming them and the
 *   culprit.
 * `rule` is the reading option behind the reason where one is (the refusal's or the claim's), `error` the
 * engine's refusal of the alternative.
 */
export type TurnWhy =
  | { readonly kind: 'onlyCapture'; readonly rule: null; readonly error: MoveError }
  | { readonly kind: 'mustTakeAll'; readonly rule: RuleId; readonly error: MoveError }
  | { readonly kind: 'mustLieDown'; readonly rule: null }
  | { readonly kind: 'claimOpen'; readonly rule: RuleId; readonly claimable: Claimable };

/** The reading option that lets a claim of this kind be made (readings' `claim…` options). */
const CLAIM_RULE: Readonly<Record<Claimable['kind'], RuleId>> = {
  layoutMournival: 'claimLayoutMournival',
  oneOfThree: 'claimOneOfThree',
  lieDownPair: 'claimLieDownPair',
  lieDownPrial: 'claimLieDownPrial',
  lieDownMournival: 'claimLieDownMournival',
};

/**
 * The reasons that bound `move` in `pos` (the position before it), in this order: what forced the move, then
 * the claims it opens. Empty when the move was a free choice among several and opens nothing, or when it is
 * not legal (the engine refuses it; ask `checkMove`). Free moves (declarations, pairs, claims) are never
 * forced; they can still open nothing. Pure; costs a few engine look-ups.
 */
export function whyTurn(pos: Position, move: Move): TurnWhy[] {
  if (!checkMove(pos, move).ok) return [];
  const out: TurnWhy[] = [];
  if (move.type === 'capture' || move.type === 'lieDown') {
    const turn = turnMoves(pos);
    if (move.type === 'lieDown') {
      if (turn.length === 1) out.push({ kind: 'mustLieDown', rule: null });
    } else {
      if (move.play.length === 1 && move.take.length === 3) {
        const one = checkMove(pos, { type: 'capture', player: move.player, play: move.play, take: [move.take[0]!] });
        if (!one.ok && one.error.code === 'ERR_MUST_TAKE_ALL') out.push({ kind: 'mustTakeAll', rule: 'oneForThree', error: one.error });
      }
      const down = checkMove(pos, { type: 'lieDown', player: move.player });
      if (turn.length === 1 && !down.ok && down.error.code === 'ERR_MUST_CAPTURE') out.push({ kind: 'onlyCapture', rule: null, error: down.error });
    }
  }
  for (const c of claimsOpenedBy(pos, move)) out.push({ kind: 'claimOpen', rule: CLAIM_RULE[c.kind], claimable: c });
  return out;
}
