import type { TFunction } from 'i18next';
import type { LooMove } from '~/engine/loo/types.ts';
import { cardName, theCardName, theCardNames } from '../cards/cardName.ts';
import { callName } from '../loo/looText.ts';

/**
 * The opening of "Show me" in a Loo lesson, naming what was chosen for the reader: the card played
 * (`learn.ui.shownPlayed`), the call (`shownCalled`) or the cards exchanged (`shownExchanged`); a move of
 * none of these, or an exchange of no card, gets the general `shownChosen`; `answer` names an answer that is no
 * move (the chips of a settlement), as a call is named. `only`: it is the only right
 * answer (context `only`: "the right card", where "a right card" read as one of several to a French newcomer).
 * `pam`: the card that is Pam in the lesson's deal, named as Pam when it is the card played (a German editor read
 * „… gespielt: Kreuz-Bube“ at the end of a lesson about Pam).
 */
export function looShownText(t: TFunction, lang: string, m: LooMove | null, only = false, answer?: string, pam = -1): string {
  const context = only ? 'only' : undefined;
  // An answer that is no move (a lesson's chips: "pays 3 chips") is named too (an English newcomer read "The right
  // answer has been chosen for you." with no word of which).
  if (m === null && answer !== undefined) return t('learn.ui.shownCalled', { call: answer, context });
  if (m?.type === 'play') {
    const named = (name: string) => (m.card === pam ? t('loo.errors.pamCard', { card: name }) : name);
    return t('learn.ui.shownPlayed', { card: named(cardName(t, m.card)), theCard: named(theCardName(t, m.card)), context });
  }
  if (m?.type === 'call') return t('learn.ui.shownCalled', { call: callName(t, m.call), context });
  if (m?.type === 'exchange' && m.discard.length > 0) return t('learn.ui.shownExchanged', { theCards: theCardNames(t, lang, m.discard), context });
  return t('learn.ui.shownChosen', { context });
}
