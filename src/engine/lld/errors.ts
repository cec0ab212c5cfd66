/**
 * Typed errors with stable codes. The site maps each code to a localized message
 * (`errors.<code>` in the i18n resources); the extra fields fill the message's placeholders.
 */
import type { Card, Player, Rank } from './types.ts';
import type { InputError } from '../core/errors.ts';
import type { RuleId, RuleOptions } from './options.ts';

/** The field of a setup or a move list that names a seat (ERR_PLAYER's `role`). */
export type PlayerRole = 'turn' | 'lastHolder' | 'lastCapturer' | 'culprit' | 'move';

/**
 * Errors from parsing cards and from checking a setup: a deal before play (`setup`) or a position in the
 * middle of a deal (`setupMidDeal`, which parsePosition uses too; see setup.ts for the rule behind each).
 */

export type SetupError =
  /** Plain data of the wrong kind (core/errors.ts `InputError`). */
  | InputError
  /** A card that is not one: text that does not parse, or a number outside 0..51 (the number as text). */
  | { readonly code: 'ERR_CARD_SYNTAX'; readonly text: string }
  | { readonly code: 'ERR_DUPLICATE_CARD'; readonly card: Card }
  | { readonly code: 'ERR_PLAYERS'; readonly players: number }
  | { readonly code: 'ERR_DEALER'; readonly dealer: number }
  /**
   * A hand larger than the deal gives, or (before the first turn) of other than the dealt size; with `reason`
   * `laidDown` (and `expected` 0): a player who has lain down still holds cards.
   */
  | { readonly code: 'ERR_HAND_SIZE'; readonly player: Player; readonly size: number; readonly expected: number; readonly reason?: 'laidDown' }
  | { readonly code: 'ERR_TABLE_SIZE'; readonly size: number; readonly expected: number }
  | { readonly code: 'ERR_CARD_COUNT'; readonly count: number }
  /** Chips carried over that are not a whole number within ±MAX_CARRIED (a debt is negative; `pot`: the number given). */
  | { readonly code: 'ERR_STAKES'; readonly pot: number }
  /**
   * A seat that does not exist (or is not a whole number); `role` names the field that gives it: the player on
   * turn, the last holder, the last capturer or a claim's culprit.
   */
  | { readonly code: 'ERR_PLAYER'; readonly player: number; readonly role: PlayerRole }
  /** A list with one entry per seat (`won`, `laidDown`, `transfers`) whose length is not the number of hands. */
  | { readonly code: 'ERR_SEAT_COUNT'; readonly field: 'won' | 'laidDown' | 'transfers'; readonly length: number; readonly players: number }
  /** An odd won pile: won cards come in pairs. */
  | { readonly code: 'ERR_WON_ODD'; readonly player: Player; readonly count: number }
  /**
   * A won pile with `count` cards of `rank` (0–12) that no sequence of acquisitions gives: each wins 2 or 4
   * cards of one rank, so a rank counts 0, 2 or 4.
   */
  | { readonly code: 'ERR_WON_RANK'; readonly player: Player; readonly rank: Rank; readonly count: number }
  /**
   * A player who has not lain down holds `size` of the `dealt` cards but has won only `won`: the cards gone
   * from the hand can only be in the player's own won pile (cards moved to the table without a move).
   */
  | { readonly code: 'ERR_HAND_UNACCOUNTED'; readonly player: Player; readonly size: number; readonly dealt: number; readonly won: number }
  /** The player on turn holds no cards, or, before the first turn, is not the first holder to the dealer's left. */
  | { readonly code: 'ERR_TURN'; readonly player: Player }
  /** Marked over while cards are in play, or not over while at most one player holds cards; a last holder who has lain down, or one given while the deal goes on. */
  | { readonly code: 'ERR_DEAL_END' }
  /** Marked as before the first turn, yet someone has lain down, captured, paid, or left a claim open. */
  | { readonly code: 'ERR_BEFORE_PLAY' }
  /** An open claim (`index` in the list) that the table, the seats or the reading rule out. */
  | { readonly code: 'ERR_CLAIMABLE'; readonly index: number }
  /** Payments between players that do not total zero (or are not whole numbers), or that the reading does not make. */
  | { readonly code: 'ERR_TRANSFERS'; readonly sum: number };

/**
 * Errors from applying a move. A refusal carries what a reader needs to see why (the blocking cards, the
 * condition not met, the rule option that decides it) as plain data; the site words it per `reason`
 * (`errors.<code>_<reason>` where a code has reasons).
 */
export type MoveError =
  /** A move that is not plain move data (core/errors.ts `InputError`): `field` is `input`, `type`, `play`, `take` or `cards`. */
  | InputError
  | { readonly code: 'ERR_DEAL_OVER' }
  | { readonly code: 'ERR_PLAYER'; readonly player: number }
  | { readonly code: 'ERR_NOT_YOUR_TURN'; readonly player: Player; readonly turn: Player }
  | { readonly code: 'ERR_NOT_IN_HAND'; readonly player: Player; readonly card: Card }
  | { readonly code: 'ERR_NOT_ON_TABLE'; readonly card: Card }
  /**
   * The cards played and taken are not all of one rank: `rank` is the first played card's. With `reason`
   * 'mixedPlay', the played cards themselves (`play`) are of more than one rank.
   */
  | { readonly code: 'ERR_RANK_MISMATCH'; readonly rank: Rank; readonly reason?: 'mixedPlay'; readonly play?: readonly Card[] }
  /**
   * No capture plays `play` cards to take `take`. `rule`: the option that governs captures of this shape
   * (`oneForOne`, `oneForThree`, `pairForPair`, `prialForSingle`), which the reading turns off or whose
   * condition the cards do not meet (a pair for a pair takes exactly the two on the table); null for a
   * shape no reading has, such as two for one.
   */
  | { readonly code: 'ERR_CAPTURE_SHAPE'; readonly play: number; readonly take: number; readonly rule: RuleId | null }
  /** Lying down while a capture is open: `play` and `take` are one such capture (the first in rank order). */
  | { readonly code: 'ERR_MUST_CAPTURE'; readonly player: Player; readonly play: readonly Card[]; readonly take: readonly Card[] }
  /** One card of three taken where the reading makes a card take all three (`oneForThree: 'must'`): the three. */
  | { readonly code: 'ERR_MUST_TAKE_ALL'; readonly player: Player; readonly rank: Rank; readonly table: readonly Card[] }
  /**
   * A declaration refused. `reason`: `notSet` — not two of a prial or all four of a mournival of one rank in
   * the hand (nor a mournival among the table cards); `notNow` — the reading's `declarations` (`when`)
   * does not allow it at this moment; `notDealer` — only the dealer takes a layout mournival;
   * `started` — the layout mournival can be taken only before the first turn; `notAllowed` — the reading
   * allows no declaration of that kind.
   */
  | {
      readonly code: 'ERR_DECLARE';
      readonly player: Player;
      readonly reason: 'notSet' | 'notNow' | 'notDealer' | 'started' | 'notAllowed';
      readonly rank: Rank | null;
      readonly when: RuleOptions['declarations'];
    }
  /**
   * A pair (or a rank's last cards) laid out of turn refused. `reason`: `notAllowed` — the reading has no
   * such move (`outOfTurnPair`, `layLastCards` both off); `notOneRank` — the cards are not all the player's
   * cards of one rank, two or more (a reading with `layLastCards`); `notPair` — the cards are not both of the
   * player's two cards of one rank (a reading where only a pair may be laid, such as Parlett's); `stillInPlay` — some card of the rank can still be captured:
   * `stillInPlay` lists them (on the table or in another hand; won by the player himself, where only a pair
   * whose other two were captured by others may be laid); `onTable` — the same, where every such card lies on the
   * table, so that nobody but the player holds the rank and only the player can capture them, in turn
   * (`stillInPlay` lists them); `ownWon` — the other two are in the player's own won cards, so the pair can never
   * be laid (seed 001, "Pair in hand": another player must capture a card of the rank; an English newcomer was
   * told "not yet", `stillInPlay` lists them).
   */
  | {
      readonly code: 'ERR_LAY_PAIR';
      readonly player: Player;
      readonly reason: 'notAllowed' | 'notOneRank' | 'notPair' | 'stillInPlay' | 'onTable' | 'ownWon';
      readonly rank: Rank | null;
      readonly stillInPlay: readonly Card[];
    }
  /**
   * A claim refused. `reason`: `nothingOpen` — no open claim has exactly these cards; `ownMistake` — the
   * claimant made the mistake (`culprit`); `laidDown` — the claimant has lain down and the reading lets
   * only players still in claim (`claimAfterLyingDown`).
   */
  | {
      readonly code: 'ERR_CLAIM';
      readonly player: Player;
      readonly reason: 'nothingOpen' | 'ownMistake' | 'laidDown';
      readonly culprit: Player | null;
    }
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
 * Errors from reading the text notation of a position or of a list of moves (notation.ts). The grammar's
 * own codes, and the SetupError codes of setup.ts `setupMidDeal`, which checks the position a string
 * describes (`ERR_CARD_SYNTAX`, `ERR_DUPLICATE_CARD`, `ERR_CARD_COUNT`, `ERR_PLAYERS`, `ERR_DEALER`,
 * `ERR_PLAYER`, `ERR_HAND_SIZE`, `ERR_TABLE_SIZE`, `ERR_WON_ODD`, `ERR_WON_RANK`, `ERR_HAND_UNACCOUNTED`, `ERR_TURN`, `ERR_DEAL_END`,
 * `ERR_BEFORE_PLAY`, `ERR_CLAIMABLE`, `ERR_TRANSFERS`); never `ERR_SEAT_COUNT` or `ERR_STAKES`, which the
 * grammar rules out (a list of the wrong length is `ERR_NOTATION_SYNTAX`).
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
  /** A seat that does not exist: in the position (as in SetupError) or, `role` `move`, in a move of the list. */
  | { readonly code: 'ERR_PLAYER'; readonly player: number; readonly role: PlayerRole }
  | { readonly code: 'ERR_HAND_SIZE'; readonly player: Player; readonly size: number; readonly expected: number }
  | { readonly code: 'ERR_TABLE_SIZE'; readonly size: number; readonly expected: number }
  | { readonly code: 'ERR_WON_ODD'; readonly player: Player; readonly count: number }
  | { readonly code: 'ERR_WON_RANK'; readonly player: Player; readonly rank: Rank; readonly count: number }
  | { readonly code: 'ERR_HAND_UNACCOUNTED'; readonly player: Player; readonly size: number; readonly dealt: number; readonly won: number }
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
  'ERR_HAND_SIZE', 'ERR_TABLE_SIZE', 'ERR_WON_ODD', 'ERR_WON_RANK', 'ERR_HAND_UNACCOUNTED', 'ERR_TURN', 'ERR_DEAL_END', 'ERR_BEFORE_PLAY',
  'ERR_CLAIMABLE', 'ERR_TRANSFERS', 'ERR_ILLEGAL_MOVE',
];
