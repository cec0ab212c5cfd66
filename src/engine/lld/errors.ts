/**
 * Typed errors with stable codes. The site maps each code to a localized message
 * (`errors.<code>` in the i18n resources); the extra fields fill the message's placeholders.
 */
import type { Card, Player } from './types.ts';

/** Errors from parsing cards and from checking a setup. */
export type SetupError =
  | { readonly code: 'ERR_CARD_SYNTAX'; readonly text: string }
  | { readonly code: 'ERR_DUPLICATE_CARD'; readonly card: Card }
  | { readonly code: 'ERR_PLAYERS'; readonly players: number }
  | { readonly code: 'ERR_DEALER'; readonly dealer: number }
  | { readonly code: 'ERR_HAND_SIZE'; readonly player: Player; readonly size: number; readonly expected: number }
  | { readonly code: 'ERR_TABLE_SIZE'; readonly size: number; readonly expected: number }
  | { readonly code: 'ERR_CARD_COUNT'; readonly count: number }
  | { readonly code: 'ERR_STAKES'; readonly pot: number };

/** Errors from applying a move. */
export type MoveError =
  | { readonly code: 'ERR_DEAL_OVER' }
  | { readonly code: 'ERR_PLAYER'; readonly player: number }
  | { readonly code: 'ERR_NOT_YOUR_TURN'; readonly player: Player; readonly turn: Player }
  | { readonly code: 'ERR_NOT_IN_HAND'; readonly player: Player; readonly card: Card }
  | { readonly code: 'ERR_NOT_ON_TABLE'; readonly card: Card }
  | { readonly code: 'ERR_RANK_MISMATCH' }
  | { readonly code: 'ERR_CAPTURE_SHAPE'; readonly play: number; readonly take: number }
  | { readonly code: 'ERR_MUST_CAPTURE'; readonly player: Player }
  | { readonly code: 'ERR_MUST_TAKE_ALL'; readonly player: Player }
  | { readonly code: 'ERR_DECLARE'; readonly player: Player }
  | { readonly code: 'ERR_LAY_PAIR'; readonly player: Player }
  | { readonly code: 'ERR_CLAIM'; readonly player: Player }
  | { readonly code: 'ERR_NOT_OVER' };

/** Errors from settling won-card counts entered by hand (the pay-off calculator). */
export type CountError =
  | { readonly code: 'ERR_PLAYERS'; readonly players: number }
  | { readonly code: 'ERR_DEALER'; readonly dealer: number }
  | { readonly code: 'ERR_WON_COUNT'; readonly player: number; readonly count: number }
  | { readonly code: 'ERR_WON_ODD'; readonly player: number; readonly count: number }
  | { readonly code: 'ERR_WON_TOTAL'; readonly total: number }
  | { readonly code: 'ERR_BONUS_PLAYER'; readonly player: number };

/** Any error the engine returns. */
export type EngineError = SetupError | MoveError | CountError | NotationError;

/** Which part of a notation string a syntax error is in (see notation.ts). */
export type NotationPart =
  | 'version'
  | 'reading'
  | 'state'
  | 'hands'
  | 'table'
  | 'won'
  | 'claims'
  | 'carried'
  | 'transfers'
  | 'extra'
  | 'moves';

/**
 * Errors from reading the text notation of a position or of a list of moves (notation.ts). Reuses the
 * setup codes where they mean the same (`ERR_CARD_SYNTAX`, `ERR_DUPLICATE_CARD`, `ERR_CARD_COUNT`,
 * `ERR_PLAYERS`, `ERR_DEALER`, `ERR_HAND_SIZE`, `ERR_TABLE_SIZE`), `ERR_PLAYER` for a seat that does not
 * exist and `ERR_WON_ODD` for an odd won pile.
 */
export type NotationError =
  /** The text does not follow the grammar; `column` is 1-based, `text` the part that fails (may be empty). */
  | { readonly code: 'ERR_NOTATION_SYNTAX'; readonly part: NotationPart; readonly column: number; readonly text: string }
  /** A version tag (`lld2`, …) this engine does not read. */
  | { readonly code: 'ERR_NOTATION_VERSION'; readonly version: string }
  | { readonly code: 'ERR_UNKNOWN_READING'; readonly reading: string }
  /** Not a rule option that a link may change (a key of OPTION_VALUES). */
  | { readonly code: 'ERR_UNKNOWN_OPTION'; readonly option: string }
  /** A value that OPTION_VALUES does not list for the option. */
  | { readonly code: 'ERR_OPTION_VALUE'; readonly option: string; readonly value: string }
  | { readonly code: 'ERR_CARD_SYNTAX'; readonly text: string }
  | { readonly code: 'ERR_DUPLICATE_CARD'; readonly card: Card }
  | { readonly code: 'ERR_CARD_COUNT'; readonly count: number }
  | { readonly code: 'ERR_PLAYERS'; readonly players: number }
  | { readonly code: 'ERR_DEALER'; readonly dealer: number }
  | { readonly code: 'ERR_PLAYER'; readonly player: number }
  | { readonly code: 'ERR_HAND_SIZE'; readonly player: Player; readonly size: number; readonly expected: number }
  | { readonly code: 'ERR_TABLE_SIZE'; readonly size: number; readonly expected: number }
  | { readonly code: 'ERR_WON_ODD'; readonly player: Player; readonly count: number }
  /** The player on turn holds no cards, or, before the first turn, is not the first holder to the dealer's left. */
  | { readonly code: 'ERR_TURN'; readonly player: Player }
  /** Marked over while cards are in play, or not over while at most one player holds cards. */
  | { readonly code: 'ERR_DEAL_END' }
  /** Marked as before the first turn, yet someone has lain down, captured, paid, or left a claim open. */
  | { readonly code: 'ERR_BEFORE_PLAY' }
  /** An open claim (`index` in the list) that the table, the seats or the reading rule out. */
  | { readonly code: 'ERR_CLAIMABLE'; readonly index: number }
  /** Payments between players that do not total zero, or that the reading does not make. */
  | { readonly code: 'ERR_TRANSFERS'; readonly sum: number }
  /** A move of a list that replay() rejects: `index` 0-based, `number` 1-based, `move` its notation. */
  | { readonly code: 'ERR_ILLEGAL_MOVE'; readonly index: number; readonly number: number; readonly move: string; readonly error: MoveError };

/** Every code a NotationError can have. */
export const NOTATION_ERROR_CODES: readonly NotationError['code'][] = [
  'ERR_NOTATION_SYNTAX', 'ERR_NOTATION_VERSION', 'ERR_UNKNOWN_READING', 'ERR_UNKNOWN_OPTION', 'ERR_OPTION_VALUE',
  'ERR_CARD_SYNTAX', 'ERR_DUPLICATE_CARD', 'ERR_CARD_COUNT', 'ERR_PLAYERS', 'ERR_DEALER', 'ERR_PLAYER',
  'ERR_HAND_SIZE', 'ERR_TABLE_SIZE', 'ERR_WON_ODD', 'ERR_TURN', 'ERR_DEAL_END', 'ERR_BEFORE_PLAY',
  'ERR_CLAIMABLE', 'ERR_TRANSFERS', 'ERR_ILLEGAL_MOVE',
];
