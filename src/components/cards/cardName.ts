import type { TFunction } from 'i18next';
import { listJoin } from '~/i18n/listJoin.ts';
import { rankOf, suitOf, SUIT_SYMBOLS } from '~/engine/core/cards.ts';
import type { Card } from '~/engine/lld/types.ts';

/** The accessible name of a card in the translator's language, e.g. "nine of hearts", "Herz-Neun", "девятка червей". */
export function cardName(t: TFunction, card: Card): string {
  return t('cards.name', { rank: t(`cards.rank.${rankOf(card)}`), suit: t(`cards.suit.${suitOf(card)}`) });
}

/** A list of cards' names joined in the language's way ("nine of clubs, nine of diamonds and nine of spades"). */
export function cardNames(t: TFunction, lang: string, list: readonly Card[]): string {
  return listJoin(lang, list.map((c) => cardName(t, c)));
}

/**
 * The name under which the strings get a card variable's object form (theCardName): `play` → `thePlay`,
 * `cards` → `theCards`, `toBeat` → `theToBeat`.
 */
export function theKey(name: string): string {
  return `the${name.charAt(0).toUpperCase()}${name.slice(1)}`;
}

/**
 * A card's name as the object of a verb in running text (`cards.the.<rank>`, with `card` the name and
 * `suit` the suit's name): with its definite article in English and French ("plays the nine of hearts",
 * « joue le neuf de cœur », « la dame de pique », « l’as de trèfle »), in the accusative with its article in
 * German („spielt den Kreuz-Buben aus“, „die Herz-Sieben“), in the accusative in Russian («сыграть
 * девятку червей», «валета пик»). A sentence that names a card as its subject, or after a colon, takes the
 * plain name (cardName).
 */
export function theCardName(t: TFunction, card: Card): string {
  return cardIn(t, 'the', card);
}

/** A card's name in one of the forms of `cards.<form>.<rank>` (`card` the name, `suit` the suit's name). */
function cardIn(t: TFunction, form: 'the' | 'with', card: Card): string {
  return t(`cards.${form}.${rankOf(card)}`, { card: cardName(t, card), suit: t(`cards.suit.${suitOf(card)}`) });
}

/**
 * A card's name after "with" (`cards.with.<rank>`): in German the dative with its article („mit dem Kreuz-Buben“,
 * „mit der Herz-Sieben“: a German editor found „Spiel … und hol …“ a trick game's words, not a fishing game's, and a
 * German newcomer „mit Kreuz-Bube“ wrong without its article), in Russian the instrumental («тузом пик»), in
 * English and French the name with its article.
 */
export function withCardName(t: TFunction, card: Card): string {
  return cardIn(t, 'with', card);
}

/** A list of cards' names, each after "with" (withCardName), joined in the language's way. */
export function withCardNames(t: TFunction, lang: string, list: readonly Card[]): string {
  return listJoin(lang, list.map((c) => withCardName(t, c)));
}

/** A list of cards' names, each as an object (theCardName), joined in the language's way ("the nine of clubs and the nine of spades"). */
export function theCardNames(t: TFunction, lang: string, list: readonly Card[]): string {
  return listJoin(lang, list.map((c) => theCardName(t, c)));
}

/** The rank letters of the translator's language, ace to king (`cards.letters`). */
export function rankLetters(t: TFunction): string[] {
  return String(t('cards.letters')).split(',');
}

/** The short form of a card with the language's letters and the suit symbol: 9♥, 10♣, D♠. */
export function shortCard(letters: readonly string[], card: Card): string {
  return letters[rankOf(card)]! + SUIT_SYMBOLS[suitOf(card)];
}

/** The dealer's label for seat `p`, in the right gender where the language has one (Geberin, donneuse). */
export function dealerLabel(t: TFunction, p: number): string {
  return t('replay.dealer', { context: t(`players.gender.${p}`) });
}
