/**
 * Cards: parsing, formatting, the deck. A card is `rank * 4 + suit` (see types.ts).
 *
 * One notation: the rank letter `A 2 3 4 5 6 7 8 9 T J Q K` and the suit letter `c d h s` (clubs,
 * diamonds, hearts, spades), as the URL notations write it (lld/notation.ts, loo/notation.ts): `Th` is the
 * ten of hearts. `formatCard(c)` writes it; the other forms are display options of the same formatter:
 * `{ style: 'upper' }` `TH` (the site's `data-card` attributes), `{ style: 'symbols' }` `10♥`.
 * `parseCard` is lenient and reads every form: any case, `10` for the ten, suit symbols ♣ ♦ ♥ ♠ (also
 * ♧ ♢ ♡ ♤). The URL notations read only the notation itself (`notationCardAt`), so a link has one spelling.
 * Card names in words are the site's business (src/components/cards/cardName.ts), not the engine's.
 */
import type { Card, Rank, Result, Suit } from './types.ts';
import type { CardSyntaxError } from './errors.ts';

/** Rank letters, ace low: index = rank. */
export const RANKS = 'A23456789TJQK';
/** Suit letters of the notation, index = suit (clubs, diamonds, hearts, spades): lower case, so that they never look like a rank. */
export const SUIT_LETTERS = 'cdhs';
/** Upper-case suit letters, same order (the `upper` form). */
export const SUITS = 'CDHS';
/** Suit symbols, same order (the `symbols` form). */
export const SUIT_SYMBOLS = '♣♦♥♠';
/** The notation's suit letters under their former name: the same string as SUIT_LETTERS. */
export const NOTATION_SUITS = SUIT_LETTERS;

/** The rank (0..12, ace low) of a card. */
export const rankOf = (card: Card): Rank => card >> 2;
/** The suit (0..3: clubs, diamonds, hearts, spades) of a card. */
export const suitOf = (card: Card): Suit => card & 3;
/** The card of a rank and suit. */
export const makeCard = (rank: Rank, suit: Suit): Card => rank * 4 + suit;

/** The 52-card deck in order: Ac Ad Ah As 2c … Ks. */
// Readonly by type only: Object.freeze would give the array slow elements in V8, and every shuffle copies it.
export const DECK: readonly Card[] = Array.from({ length: 52 }, (_, i) => i);

const SUIT_ALIASES: Record<string, Suit> = { C: 0, D: 1, H: 2, S: 3, '♣': 0, '♦': 1, '♥': 2, '♠': 3, '♧': 0, '♢': 1, '♡': 2, '♤': 3 };

/**
 * Parses one card, in any form: the notation `Th`, and leniently `TH`, `th`, `10h`, `10♥`, `T♥`, `qs`
 * (surrounding spaces and the emoji variation selector are ignored). Returns the card or
 * `ERR_CARD_SYNTAX` with the text as given. Never throws.
 */
export function parseCard(text: string): Result<Card, CardSyntaxError> {
  if (typeof text !== 'string') return { ok: false, error: { code: 'ERR_CARD_SYNTAX', text: String(text) } };
  const t = text.trim().toUpperCase().replace(/\uFE0F/g, '');
  const m = /^(10|[A2-9TJQK])(.)$/u.exec(t);
  const suit = m ? SUIT_ALIASES[m[2]!] : undefined;
  if (!m || suit === undefined) return { ok: false, error: { code: 'ERR_CARD_SYNTAX', text } };
  const rank = RANKS.indexOf(m[1] === '10' ? 'T' : m[1]!);
  return { ok: true, value: makeCard(rank, suit) };
}

/**
 * The card written in the notation at offset `i` of `text` (two characters, exactly as the notation writes
 * them: rank letter, lower-case suit letter), or -1 if those two characters are not one. The strict reading
 * the URL notations use. Never throws.
 */
export function notationCardAt(text: string, i: number): Card | -1 {
  const r = RANKS.indexOf(text.charAt(i));
  const u = SUIT_LETTERS.indexOf(text.charAt(i + 1));
  return r < 0 || u < 0 || text.charAt(i) === '' || text.charAt(i + 1) === '' ? -1 : r * 4 + u;
}

/**
 * Parses a list of cards separated by spaces or commas (`"9C 9D 9S"`, `"9c, 9d"`), each in any form
 * parseCard reads. Empty text gives []. Errors: `ERR_CARD_SYNTAX` for the first bad token. Duplicates are
 * not checked here.
 */
export function parseCards(text: string): Result<Card[], CardSyntaxError> {
  if (typeof text !== 'string') return { ok: false, error: { code: 'ERR_CARD_SYNTAX', text: String(text) } };
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

/**
 * How formatCard writes a card: `notation` (default) `Th`; `upper` `TH`; `symbols` `10♥` (the ten as
 * `10`, the suit as its symbol). `symbols: true` is the former spelling of `style: 'symbols'`.
 */
export interface CardFormat {
  readonly style?: 'notation' | 'upper' | 'symbols';
  /** Former option: the same as `style: 'symbols'` (when no style is given). */
  readonly symbols?: boolean;
}

/**
 * Writes a card: by default in the notation (`Th`: rank letter, lower-case suit letter), or in a display
 * form (CardFormat: `TH`, `10♥`). A number that is no card (not 0..51) gives `??`. Never throws.
 */
export function formatCard(card: Card, opts: CardFormat = {}): string {
  if (!Number.isInteger(card) || card < 0 || card > 51) return '??';
  const style = opts.style ?? (opts.symbols ? 'symbols' : 'notation');
  const r = RANKS[card >> 2]!;
  const suit = card & 3;
  if (style === 'symbols') return (r === 'T' ? '10' : r) + SUIT_SYMBOLS[suit];
  return r + (style === 'upper' ? SUITS : SUIT_LETTERS)[suit];
}

/** Writes cards (a list, or a CardSet in ascending order) separated by spaces, each as formatCard writes it. */
export function formatCards(list: Iterable<Card>, opts: CardFormat = {}): string {
  return [...list].map((c) => formatCard(c, opts)).join(' ');
}

/** A card in the notation (`Th`): the same as `formatCard(card)`, under the name the notation modules used. */
export function formatNotationCard(card: Card): string {
  return formatCard(card);
}
