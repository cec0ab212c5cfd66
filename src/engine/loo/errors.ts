/**
 * Typed errors of the Loo engine, with stable codes. The site maps each code to a localized message
 * (`errors.<code>`); the extra fields fill its placeholders. Card-play errors carry `rule`: the option
 * whose rule forbids the card (for the trick trainer's explanation and the option's citation), and the
 * cards that would do (`allowed`), the suit led, the card to beat.
 */
import type { Card, Player, Suit } from '../core/types.ts';
import type { Call, LooMove } from './types.ts';
import type { LooOptionId } from './options.ts';

/** Errors from checking a deal (looSetup) or dealing one. */
export type LooSetupError =
  | { readonly code: 'ERR_CARD_SYNTAX'; readonly text: string }
  /** A card dealt twice: `places`, where it first lay and where again (a reader mending a link must find both). */
  | { readonly code: 'ERR_DUPLICATE_CARD'; readonly card: Card; readonly places: readonly [LooCardPlace, LooCardPlace] }
  | { readonly code: 'ERR_PLAYERS'; readonly players: number; readonly min: number; readonly max: number }
  | { readonly code: 'ERR_DEALER'; readonly dealer: number }
  | { readonly code: 'ERR_HAND_SIZE'; readonly player: Player; readonly size: number; readonly expected: number }
  /** The miss has the wrong number of cards (a hand's worth when the rules deal one, else none). */
  | { readonly code: 'ERR_MISS_SIZE'; readonly size: number; readonly expected: number }
  /** The turn-up is not a card 0..51. */
  | { readonly code: 'ERR_TURN_UP'; readonly card: number }
  /** The stock is not exactly the cards left over. */
  | { readonly code: 'ERR_STOCK'; readonly size: number; readonly expected: number }
  /** Chips carried in are not a whole number from 0 to LOO_MAX_CARRIED. */
  | { readonly code: 'ERR_CARRIED'; readonly carried: number }
  /** Data of the wrong kind (not an object, hands not a list of lists, a seed that is no number, …): `field` names the first. */
  | LooInputError;

/** Where a card of a deal lies: a player's hand, the miss, the turn-up or the stock. */
export type LooCardPlace = { readonly kind: 'hand'; readonly player: Player } | { readonly kind: 'miss' | 'turnUp' | 'stock' };

/** Data of the wrong kind handed to an entry point, whatever its type: `field` is the first field found wrong. */
export type LooInputError = { readonly code: 'ERR_INPUT'; readonly field: string };

/** Why "Pam, be civil!" may not be called (ERR_CIVIL). */
export type LooCivilReason = 'rules' | 'notLead' | 'hidden' | 'notAce';

/** Errors from applying a move (refusals carry, as plain data, what a reader needs to see why). */
export type LooMoveError =
  | LooInputError
  | { readonly code: 'ERR_DEAL_OVER' }
  | { readonly code: 'ERR_PLAYER'; readonly player: number }
  | { readonly code: 'ERR_NOT_YOUR_TURN'; readonly player: Player; readonly turn: Player }
  /** A call in the exchange or play phase, a card in the call phase, and so on. */
  | { readonly code: 'ERR_PHASE'; readonly phase: string; readonly move: string }
  /**
   * A call the rules do not allow this player now; `rule` is the option that forbids it, `allowed` the calls
   * open instead (legalCalls' order).
   */
  | { readonly code: 'ERR_CALL'; readonly player: Player; readonly call: Call; readonly rule: LooOptionId; readonly why: LooCallWhy; readonly allowed: readonly Call[] }
  | { readonly code: 'ERR_NOT_IN_HAND'; readonly player: Player; readonly card: Card }
  /** An exchange discarding the same card twice, or (taking the turn-up) nothing. */
  | { readonly code: 'ERR_EXCHANGE'; readonly player: Player }
  /** The stock holds fewer cards than the exchange asks for (research 5.22): `wanted` from the stock, `left` in it (cards). */
  | { readonly code: 'ERR_STOCK_SHORT'; readonly player: Player; readonly wanted: number; readonly left: number }
  /**
   * "Pam, be civil!" called where it may not be: `reason` `rules` (rules without Pam or without the call),
   * `notLead` (only the lead may carry it), `hidden` (the trump is not shown), `notAce` (`card` is not
   * the ace of trumps). `ace`: the card the call goes with, the ace of trumps.
   */
  | { readonly code: 'ERR_CIVIL'; readonly player: Player; readonly card: Card; readonly reason: LooCivilReason; readonly ace: Card }
  // Card play: `rule` is the option that forbids `card`; `allowed` the cards in hand the duty leaves,
  // ascending (Pam "subject to no laws", `pamStatus: 'free'`, may be played besides them).
  /** The ace of trumps (`required`; the king when the ace is the turn-up) must lead (`leadAce`, research 5.4). */
  | { readonly code: 'ERR_MUST_LEAD_ACE'; readonly player: Player; readonly card: Card; readonly rule: LooOptionId; readonly required: Card; readonly allowed: readonly Card[] }
  /** A trump must lead (`lead: 'anyTrump'`); `allowed`: the trumps in hand. */
  | { readonly code: 'ERR_MUST_LEAD_TRUMP'; readonly player: Player; readonly card: Card; readonly rule: LooOptionId; readonly allowed: readonly Card[] }
  /** The highest trump (`required`) must lead (`lead: 'highestTrump'`, or `peel` holding two trumps). */
  | { readonly code: 'ERR_MUST_LEAD_HIGHEST'; readonly player: Player; readonly card: Card; readonly rule: LooOptionId; readonly required: Card; readonly allowed: readonly Card[] }
  /**
   * The suit `led` (Pam counts as a trump) must be followed; `allowed`: the cards that follow, or, where the
   * player must also head the trick, only those that beat it. `toBeat` (the card winning the trick) is set
   * only where that leaves out cards of the suit the player holds, so that the refusal can say why they are
   * missing from `allowed`. `trumps` is set where the suit led is the trump suit, shown (a trump or Pam led):
   * the duty is then to answer with a trump.
   */
  | { readonly code: 'ERR_MUST_FOLLOW'; readonly player: Player; readonly card: Card; readonly rule: LooOptionId; readonly led: Suit; readonly allowed: readonly Card[]; readonly toBeat?: Card; readonly trumps?: true }
  /** A card of the suit `led` that does not beat `toBeat`, the card winning the trick; `allowed`: the cards that would head it. */
  | { readonly code: 'ERR_MUST_HEAD'; readonly player: Player; readonly card: Card; readonly rule: LooOptionId; readonly led: Suit; readonly toBeat: Card; readonly allowed: readonly Card[] }
  /** Void in the suit `led`, a card that is no trump; `allowed`: the trumps that would do (beating `toBeat`, the card winning the trick, where they must). */
  | { readonly code: 'ERR_MUST_TRUMP'; readonly player: Player; readonly card: Card; readonly rule: LooOptionId; readonly led: Suit; readonly toBeat: Card; readonly allowed: readonly Card[] }
  /** Void in the suit `led`, a trump that does not beat `toBeat`; `allowed`: the trumps that would. */
  | { readonly code: 'ERR_MUST_OVERTRUMP'; readonly player: Player; readonly card: Card; readonly rule: LooOptionId; readonly led: Suit; readonly toBeat: Card; readonly allowed: readonly Card[] }
  /**
   * Pam barred by "Pam, be civil!", called with `ace`: `demand` `unlessOnlyTrump` (Pam may not be played
   * while the holder has another trump: `trumps`, research 5.18) or `strict` (not while any other card is
   * held, 5.19); `allowed`: the cards to play instead.
   */
  | {
    readonly code: 'ERR_PAM_CIVIL'; readonly player: Player; readonly card: Card; readonly rule: LooOptionId;
    readonly demand: 'unlessOnlyTrump' | 'strict'; readonly ace: Card; readonly trumps: readonly Card[]; readonly allowed: readonly Card[];
  }
  | { readonly code: 'ERR_NOT_OVER' };

/** Which part of a Loo notation string a syntax error is in. */
export type LooNotationPart = 'version' | 'rules' | 'state' | 'hands' | 'miss' | 'turnUp' | 'stock' | 'moves';

/** Errors from reading Loo notation (notation.ts). Reuses the setup codes where they mean the same. */
export type LooNotationError =
  /**
   * `cut`: the text ends inside this field, which the rest would have completed (a link cut off); `column` is then its
   * last character. `length`: the text is longer than LOO_MAX_NOTATION characters and was not read (its length).
   */
  | { readonly code: 'ERR_NOTATION_SYNTAX'; readonly part: LooNotationPart; readonly column: number; readonly text: string; readonly cut?: true; readonly length?: number }
  | { readonly code: 'ERR_NOTATION_VERSION'; readonly version: string }
  | { readonly code: 'ERR_UNKNOWN_RULES'; readonly rules: string }
  | { readonly code: 'ERR_UNKNOWN_OPTION'; readonly option: string }
  | { readonly code: 'ERR_OPTION_VALUE'; readonly option: string; readonly value: string }
  | LooSetupError
  | { readonly code: 'ERR_PLAYER'; readonly player: number }
  /** A move that the rules reject: `index` 0-based, `number` 1-based, `move` its notation, `played` the move itself. */
  | { readonly code: 'ERR_ILLEGAL_MOVE'; readonly index: number; readonly number: number; readonly move: string; readonly played: LooMove; readonly error: LooMoveError };

/** Any Loo error. */
/**
 * Why a call is refused, in the reader's terms (ERR_CALL's `why`; seed 004, "Mitspielen, Miss nehmen oder
 * passen", and its variants): `clubLaw` — clubs are trumps and everyone plays (club law); `singleAllPlay` —
 * nobody passes in a single pot; `missNone` — the rules deal no miss; `missNotSingle` — no miss is taken in a
 * single pot under these rules (`singlePot: 'noMiss'`, or a hidden trump); `missTaken` — the miss is gone;
 * `missFirstHand` — in a single pot only the first hand (the dealer's left) may take it; `dealerMustStand` —
 * the dealer may not pass against a single player; `dealerOnly` — defending the pot (or giving up the stakes)
 * is the dealer's alone, against a single player who plays their own hand while the miss is there.
 */
export type LooCallWhy = 'clubLaw' | 'singleAllPlay' | 'missNone' | 'missNotSingle' | 'missTaken' | 'missFirstHand' | 'dealerMustStand' | 'dealerOnly';

export type LooError = LooSetupError | LooMoveError | LooNotationError;

/** Every code a Loo error can have (for the site's message table). */
export const LOO_ERROR_CODES: readonly LooError['code'][] = [
  'ERR_CARD_SYNTAX', 'ERR_DUPLICATE_CARD', 'ERR_PLAYERS', 'ERR_DEALER', 'ERR_HAND_SIZE', 'ERR_MISS_SIZE', 'ERR_TURN_UP',
  'ERR_STOCK', 'ERR_CARRIED', 'ERR_DEAL_OVER', 'ERR_PLAYER', 'ERR_NOT_YOUR_TURN', 'ERR_PHASE', 'ERR_CALL', 'ERR_NOT_IN_HAND',
  'ERR_EXCHANGE', 'ERR_STOCK_SHORT', 'ERR_CIVIL', 'ERR_MUST_LEAD_ACE', 'ERR_MUST_LEAD_TRUMP', 'ERR_MUST_LEAD_HIGHEST',
  'ERR_MUST_FOLLOW', 'ERR_MUST_HEAD', 'ERR_MUST_TRUMP', 'ERR_MUST_OVERTRUMP', 'ERR_PAM_CIVIL', 'ERR_NOT_OVER',
  'ERR_NOTATION_SYNTAX', 'ERR_NOTATION_VERSION', 'ERR_UNKNOWN_RULES', 'ERR_UNKNOWN_OPTION', 'ERR_OPTION_VALUE', 'ERR_ILLEGAL_MOVE',
  'ERR_INPUT',
];
