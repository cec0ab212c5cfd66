import type { TFunction } from 'i18next';
import { DECK, rankOf, suitOf } from '~/engine/core/cards.ts';
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
   * The pattern of a card's name as a sentence's object (cardName.ts `theCardName`), by rank, ace to king, with
   * SLOT where the name goes and SUIT_SLOT where the suit's name goes: "the \u0000", « l’\u0000 »,
   * "den \u0000n", "валета \u0001" (see `theName`).
   */
  readonly the: readonly string[];
  /** The suits' names (`cards.suit.<suit>`), clubs, diamonds, hearts, spades, for `the`. */
  readonly suits: readonly string[];
  readonly back: string;
}

/** Where a card's name, and where its suit's name, go in CardText's `the` patterns. */
const SLOT = '\u0000';
const SUIT_SLOT = '\u0001';
const RANKS = Array.from({ length: 13 }, (_, r) => r);
const SUITS = [0, 1, 2, 3];

/** A card's name as a verb's object, from a CardText (as cardName.ts theCardName gives it). */
export function theName(text: CardText, card: number): string {
  return text.the[rankOf(card)]!.replace(SLOT, text.names[card]!).replace(SUIT_SLOT, text.suits[suitOf(card)]!);
}

/** A translator's CardText (needs `cards.letters`, `cards.name`, `cards.the`, `cards.rank`, `cards.suit`, `cards.back`). */
export function cardText(t: TFunction): CardText {
  return { letters: rankLetters(t), names: DECK.map((c) => cardName(t, c)), the: RANKS.map((r) => t(`cards.the.${r}`, { card: SLOT, suit: SUIT_SLOT })), suits: SUITS.map((s) => t(`cards.suit.${s}`)), back: t('cards.back') };
}
