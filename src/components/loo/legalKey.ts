/**
 * Which `loo.legal.*` sentence names the rule that allowed a card, shared by the game's narration (narrate.ts) and
 * the trick trainer (Trainer.tsx), so that both say it alike. Pure.
 */
import type { Card } from '~/engine/lld/types.ts';
import type { LooPosition } from '~/engine/loo/types.ts';
import { isTrump } from '~/engine/loo/rules.ts';

/**
 * The key for a card played under the engine's `rule` (LooEvent.rule, TrainerCard.rule), `before` the position
 * it was played in and `after` the one it made (a hidden trump may be shown by the card), `player` who played it
 * (by default the player on turn in `before`). Only `trumpWhenVoid`
 * is refined:
 * - void in a trump lead (Pam led, or a trump), the player holds no trump that may be played: `voidTrump`, or
 *   `pamCivil` where "Pam, be civil!" bars the player's Pam — said only where `shown` (the player's hand may be
 *   told: it tells who holds Pam);
 * - void in a plain suit led, a card that is no trump is a discard (a French reader read « c’est couper » beside the
 *   eight of clubs with hearts trumps, an English one "trumps" beside the king of clubs), said with the rest of its
 *   reason (a Russian newcomer, just taught to trump when void, read a discard as a broken rule): `discardNoTrump`
 *   (no trump in hand), `discardLowTrump` (trumps, none of which would win the trick: the German text's rule), or
 *   `discardVoid` where the rules let a void player discard at will.
 */
export function legalKey(before: LooPosition, after: LooPosition, card: Card, rule: string, shown = true, player: number | null = before.turn): string {
  if (rule !== 'trumpWhenVoid') return rule;
  const led = before.trick[0];
  if (led !== undefined && isTrump(before, led)) {
    const pamBarred = before.civil && before.pam >= 0 && before.turn !== null && before.hands[before.turn]!.includes(before.pam);
    return shown && pamBarred ? 'pamCivil' : 'voidTrump';
  }
  // A trump over another already in the trick is an over-trump (a German editor read „trumpft“ of a card that
  // übertrumpft).
  if (isTrump(after, card)) return before.trick.some((c) => c !== card && isTrump(after, c)) ? 'overTrumpWhenVoid' : 'trumpWhenVoid';
  // The player's trumps, the same before the discard and after it (the card played is no trump).
  if (before.options.trumpWhenVoid === 'free' || player === null) return 'discardVoid';
  return before.hands[player]!.some((c) => isTrump(before, c)) ? 'discardLowTrump' : 'discardNoTrump';
}
