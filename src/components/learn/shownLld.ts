import type { TFunction } from 'i18next';
import type { Card, Move, Player } from '~/engine/lld/types.ts';
import { cardNames, theCardNames } from '../cards/cardName.ts';
import { moveText } from '../play/describe.ts';

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
