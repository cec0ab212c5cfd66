/**
 * Cards: parsing, formatting, the deck. A card is `rank * 4 + suit` (see types.ts).
 * Accepted notations: `9C`, `TC` or `10C`, `9♣`, lower case too; suits C D H S or ♣ ♦ ♥ ♠ (also ♧ ♢ ♡ ♤).
 */
import type { Card, Rank, Result, Suit } from './types.ts';
import type { CardSyntaxError } from './errors.ts';

/** Rank letters, ace low: index = rank. */
export const RANKS = 'A23456789TJQK';
/** Suit letters: index = suit (clubs, diamonds, hearts, spades). */
export const SUITS = 'CDHS';
/** Suit symbols, same order as SUITS. */
export const SUIT_SYMBOLS = '♣♦♥♠';

/** The rank (0..12, ace low) of a card. */
export const rankOf = (card: Card): Rank => card >> 2;
/** The suit (0..3: C D H S) of a card. */
export const suitOf = (card: Card): Suit => card & 3;
/** The card of a rank and suit. */
export const makeCard = (rank: Rank, suit: Suit): Card => rank * 4 + suit;

/** The 52-card deck in order: AC AD AH AS 2C … KS. */
// Readonly by type only: Object.freeze would give the array slow elements in V8, and every shuffle copies it.
export const DECK: readonly Card[] = Array.from({ length: 52 }, (_, i) => i);

const SUIT_ALIASES: Record<string, Suit> = { C: 0, D: 1, H: 2, S: 3, '♣': 0, '♦': 1, '♥': 2, '♠': 3, '♧': 0, '♢': 1, '♡': 2, '♤': 3 };

/**
 * Parses one card: `9C`, `TC`, `10C`, `9♣`, `qs`. Returns the card or `ERR_CARD_SYNTAX`.
 */
export function parseCard(text: string): Result<Card, CardSyntaxError> {
  const t = text.trim().toUpperCase().replace(/\uFE0F/g, '');
  const m = /^(10|[A2-9TJQK])(.)$/u.exec(t);
  const suit = m ? SUIT_ALIASES[m[2]!] : undefined;
  if (!m || suit === undefined) return { ok: false, error: { code: 'ERR_CARD_SYNTAX', text } };
  const rank = RANKS.indexOf(m[1] === '10' ? 'T' : m[1]!);
  return { ok: true, value: makeCard(rank, suit) };
}

/**
 * Parses a list of cards separated by spaces or commas (`"9C 9D 9S"`). Empty text gives [].
 * Errors: `ERR_CARD_SYNTAX` for the first bad token. Duplicates are not checked here.
 */
export function parseCards(text: string): Result<Card[], CardSyntaxError> {
  const out: Card[] = [];
  for (const token of text.split(/[\s,]+/).filter(Boolean)) {
    const r = parseCard(token);
    if (!r.ok) return r;
    out.push(r.value);
  }
  return { ok: true, value: out };
}

/** Parses cards that are known to be well formed (example data, tests); throws on bad input. */
export function cards(text: string): Card[] {
  const r = parseCards(text);
  if (!r.ok) throw new Error(`bad card list: ${text}`);
  return r.value;
}

/** Formats a card as `9C`, `TC` (ASCII) or `9♣` (`{ symbols: true }`; ten then prints as `10♣`). */
export function formatCard(card: Card, opts: { symbols?: boolean } = {}): string {
  const r = RANKS[rankOf(card)]!;
  if (!opts.symbols) return r + SUITS[suitOf(card)];
  return (r === 'T' ? '10' : r) + SUIT_SYMBOLS[suitOf(card)];
}

/** Formats cards (a list, or a CardSet in ascending order) separated by spaces. */
export function formatCards(list: Iterable<Card>, opts: { symbols?: boolean } = {}): string {
  return [...list].map((c) => formatCard(c, opts)).join(' ');
}

/** The suit letters of the notations (notation.ts, loo/notation.ts): clubs, diamonds, hearts, spades. */
export const NOTATION_SUITS = 'cdhs';

/** A card in the notation: rank letter (A 2–9 T J Q K) and lower-case suit letter (c d h s), e.g. `Th`. */
export function formatNotationCard(card: Card): string {
  return (RANKS[card >> 2] ?? '?') + (NOTATION_SUITS[card & 3] ?? '?');
}
