/**
 * What every typed engine error shares: a stable `code` (`ERR_…`) that the site maps to a localized
 * message (`errors.<code>`, Loo's `loo.errors.<code>`), and fields that fill the message's placeholders.
 * Each game lists its own errors (lld/errors.ts, loo/errors.ts); the card syntax error is common to both.
 */
import type { Card } from './types.ts';

/** The shape of every engine error: a stable code and plain data. */
export interface EngineErrorBase {
  readonly code: `ERR_${string}`;
}

/** A card that cannot be read (`parseCard`): the text as given. */
export interface CardSyntaxError {
  readonly code: 'ERR_CARD_SYNTAX';
  readonly text: string;
}

/** A card listed twice where each card may stand once. */
export interface DuplicateCardError {
  readonly code: 'ERR_DUPLICATE_CARD';
  readonly card: Card;
}

/**
 * Plain data of the wrong kind where the engine takes plain data (a setup, a move): `field` names the
 * part — `input` for the whole, else the field's name (`hands`, `table`, `won`, `play`, `cards`, `type`,
 * `reading`, …). Positions the engine made are trusted and not checked again.
 */
export interface InputError {
  readonly code: 'ERR_INPUT';
  readonly field: string;
}
