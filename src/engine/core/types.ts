/**
 * The types both games share. A card is a number 0..51: `rank * 4 + suit`, rank 0..12 = A 2 3 4 5 6 7 8 9
 * T J Q K (the number puts the ace low; Loo ranks it high with `looRank`), suit 0..3 = clubs, diamonds,
 * hearts, spades. Players are seat indices 0..n-1, clockwise from seat 0.
 */

/** A card: `rank * 4 + suit`, 0..51. */
export type Card = number;
/** A rank 0..12: ace (0) up to king (12) in the card's number. */
export type Rank = number;
/** A suit 0..3: clubs, diamonds, hearts, spades. */
export type Suit = number;
/** A seat index, 0..players-1, clockwise. */
export type Player = number;

/** The result of an operation that may fail with a typed error. */
export type Result<T, E> = { ok: true; value: T } | { ok: false; error: E };
