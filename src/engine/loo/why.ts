/**
 * Why a Loo card or call was the one made: the rule that narrowed the choice at a step, read from the
 * engine's own answers (the legal cards or calls at that step compared with the hand, and `checkCard`'s
 * refusals of the cards left out), never from a second copy of a rule. The narration of replays and of the
 * game log turns these facts into words. Rules: seed 004 ("Die Stiche", "Mitspielen, Miss nehmen oder
 * passen", "Loo mit fünf Karten"), with the variants' options.
 */
import type { Call, Card, LooPosition } from './types.ts';
import type { LooOptionId } from './options.ts';
import type { LooMoveError } from './errors.ts';
import { checkCard, legalCalls, legalCardList } from './rules.ts';

/** The refusal codes that narrow a card choice, most telling first (the one a narration names). */
export const LOO_WHY_CODES = [
  'ERR_PAM_CIVIL', 'ERR_MUST_LEAD_ACE', 'ERR_MUST_LEAD_HIGHEST', 'ERR_MUST_LEAD_TRUMP', 'ERR_MUST_OVERTRUMP', 'ERR_MUST_TRUMP',
  'ERR_MUST_HEAD', 'ERR_MUST_FOLLOW',
] as const;

/** A refusal code that narrows a card choice. */
export type LooWhyCode = (typeof LOO_WHY_CODES)[number];

/**
 * What narrowed the card choice of the player on turn: `code` and `rule` (the option that forbids) of the most
 * telling refusal (LOO_WHY_CODES' order), `error` that refusal as the engine gave it, `refused` the cards in
 * hand the rules kept back (ascending), `allowed` the cards left (the engine's legal list).
 */
export interface LooCardWhy {
  readonly code: LooWhyCode;
  readonly rule: LooOptionId;
  readonly error: LooMoveError;
  readonly refused: readonly Card[];
  readonly allowed: readonly Card[];
}

/**
 * The rule that narrowed the card choice of the player on turn in `pos` (the position before the card), or
 * null when every card in hand was open (or outside the play phase). A choice is narrowed when the engine's
 * legal cards are fewer than the cards held; the reason is the engine's refusal of a card left out. "Pam,
 * be civil!" is named whenever it barred Pam, even when other cards were refused too.
 */
export function looCardWhy(pos: LooPosition): LooCardWhy | null {
  if (pos.phase !== 'play' || pos.turn === null) return null;
  const hand = pos.hands[pos.turn]!;
  const allowed = legalCardList(pos);
  if (allowed.length >= hand.length) return null;
  const refused = hand.filter((c) => !allowed.includes(c));
  let best: { code: LooWhyCode; error: LooMoveError & { rule: LooOptionId } } | null = null;
  for (const c of refused) {
    const r = checkCard(pos, c);
    if (r.ok) continue;
    const code = r.error.code as LooWhyCode;
    const i = LOO_WHY_CODES.indexOf(code);
    if (i < 0 || !('rule' in r.error)) continue;
    if (!best || i < LOO_WHY_CODES.indexOf(best.code)) best = { code, error: r.error as LooMoveError & { rule: LooOptionId } };
  }
  if (!best) return null;
  return { code: best.code, rule: best.error.rule, error: best.error, refused, allowed };
}

/**
 * The special case of the call made in `pos` (the position before it), where one applied (seed 004,
 * "Mitspielen, Miss nehmen oder passen"; "Varianten" for club law): `rule` is the option the engine gives
 * for that call (`clubLaw`: nobody may pass; `dealerVsLone`: the dealer against one player may not pass;
 * `allPassed`: everyone else passed; `singlePot` / `potKinds` in a single pot: everyone must play), `calls`
 * the calls that were open. Null for an ordinary call in a double pot.
 */
export function looCallWhy(pos: LooPosition, call: Call): { readonly rule: LooOptionId; readonly calls: readonly Call[]; readonly passOpen: boolean } | null {
  const open = legalCalls(pos);
  const made = open.find((l) => l.move.call === call);
  if (!made) return null;
  const calls = open.map((l) => l.move.call);
  const passOpen = calls.includes('pass');
  if (made.rule === 'clubLaw' || made.rule === 'dealerVsLone' || made.rule === 'allPassed' || made.rule === 'singlePot' || !passOpen) {
    return { rule: made.rule, calls, passOpen };
  }
  return null;
}
