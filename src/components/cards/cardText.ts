import type { TFunction } from 'i18next';
import { DECK, rankOf } from '~/engine/core/cards.ts';
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
  /**
   * The pattern of a card's name with its article where the language puts one (cardName.ts `theCardName`), by
   * rank, ace to king, with SLOT where the name goes: "the \u0000", « l’\u0000 », "\u0000" (see `theName`).
   */
  readonly the: readonly string[];
  readonly back: string;
}

/** Where a card's name goes in CardText's `the` patterns. */
const SLOT = '\u0000';
const RANKS = Array.from({ length: 13 }, (_, r) => r);

/** A card's name with its article where the language puts one, from a CardText (as theCardName gives it). */
export function theName(text: CardText, card: number): string {
  return text.the[rankOf(card)]!.replace(SLOT, text.names[card]!);
}

/** A translator's CardText (needs `cards.letters`, `cards.name`, `cards.the`, `cards.rank`, `cards.suit`, `cards.back`). */
export function cardText(t: TFunction): CardText {
  return { letters: rankLetters(t), names: DECK.map((c) => cardName(t, c)), the: RANKS.map((r) => t(`cards.the.${r}`, { card: SLOT })), back: t('cards.back') };
}
