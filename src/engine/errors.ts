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
export type EngineError = SetupError | MoveError | CountError;
