import type { TFunction } from 'i18next';
import type { Card, Move, Player } from '~/engine/lld/types.ts';
import type { LooMove } from '~/engine/loo/types.ts';
import { cardName, cardNames, theCardName, theCardNames } from '../cards/cardName.ts';
import { moveText } from '../play/describe.ts';
import { callName } from '../loo/looText.ts';

/**
 * A lesson's success text without its opening verdict ("Right: the fourth nine takes all three…" → "The fourth
 * nine takes all three…"), for "Show me": the reader did not answer, so the lesson explains without praising.
 * Every success text opens with `learn.ui.right` ("Right:", „Richtig:“, « Exact : », «Верно:»; checked by
 * tests/unit/learn-widget.test.tsx); a text that does not is returned whole.
 */
export function explanationOf(t: TFunction, lang: string, success: string): string {
  const right = String(t('learn.ui.right'));
  if (!success.startsWith(right)) return success;
  const rest = success.slice(right.length).trimStart();
  return rest.charAt(0).toLocaleUpperCase(lang) + rest.slice(1);
}

/**
 * A move of "Show me" in a Laugh and Lie Down lesson, in words: the reader's own move (seat `you`) as an
 * instruction to the reader (`learn.ui.do.<type>`: "play the nine of clubs and take the nine of hearts",
 * „Leg dich hin“, « couchez-vous », «лягте»), any other seat's as the play widget tells it (moveText), so
 * that "Show me" speaks to the reader as the lesson's question and explanation do.
 */
export function shownMoveText(t: TFunction, lang: string, m: Move, you: Player | null): string {
  if (m.player !== you) return moveText(t, lang, m);
  const the = (cs: readonly Card[]) => theCardNames(t, lang, cs);
  switch (m.type) {
    case 'capture':
      return t('learn.ui.do.capture', { thePlay: the(m.play), theTake: the(m.take) });
    case 'lieDown':
      return t('learn.ui.do.lieDown');
    default:
      return t(`learn.ui.do.${m.type}`, { cards: cardNames(t, lang, m.cards), theCards: the(m.cards) });
  }
}

/**
 * The opening of "Show me" in a Loo lesson, naming what was chosen for the reader: the card played
 * (`learn.ui.shownPlayed`), the call (`shownCalled`) or the cards exchanged (`shownExchanged`); a move of
 * none of these, or an exchange of no card, gets the general `shownChosen`.
 */
export function looShownText(t: TFunction, lang: string, m: LooMove | null): string {
  if (m?.type === 'play') return t('learn.ui.shownPlayed', { card: cardName(t, m.card), theCard: theCardName(t, m.card) });
  if (m?.type === 'call') return t('learn.ui.shownCalled', { call: callName(t, m.call) });
  if (m?.type === 'exchange' && m.discard.length > 0) return t('learn.ui.shownExchanged', { theCards: theCardNames(t, lang, m.discard) });
  return t('learn.ui.shownChosen');
}
