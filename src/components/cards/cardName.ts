import type { TFunction } from 'i18next';
import { rankOf, suitOf, type Card } from '~/engine/index.ts';

/** The accessible name of a card in the translator's language, e.g. "nine of hearts", "Herz-Neun", "девятка червей". */
export function cardName(t: TFunction, card: Card): string {
  return t('cards.name', { rank: t(`cards.rank.${rankOf(card)}`), suit: t(`cards.suit.${suitOf(card)}`) });
}

/** A list of cards' names joined in the language's way ("nine of clubs, nine of diamonds and nine of spades"). */
export function cardNames(t: TFunction, lang: string, list: readonly Card[]): string {
  return new Intl.ListFormat(lang, { type: 'conjunction' }).format(list.map((c) => cardName(t, c)));
}
