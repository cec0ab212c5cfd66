import type { TFunction } from 'i18next';
import { DECK } from '~/engine/core/cards.ts';
import { cardName, rankLetters } from './cardName.ts';

/**
 * The words a drawing of cards needs, computed once per translator: the rank letters of the language
 * (ace to king) and every card's name (indexed by card number 0..51), and the name of a face-down card.
 * Plain data (JSON), so a widget can draw cards without i18next (replays stepping through a timeline
 * computed at build time).
 */
export interface CardText {
  readonly letters: readonly string[];
  readonly names: readonly string[];
  readonly back: string;
}

/** A translator's CardText (needs `cards.letters`, `cards.name`, `cards.rank`, `cards.suit`, `cards.back`). */
export function cardText(t: TFunction): CardText {
  return { letters: rankLetters(t), names: DECK.map((c) => cardName(t, c)), back: t('cards.back') };
}
