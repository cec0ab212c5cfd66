/**
 * Core types of the Laugh and Lie Down engine. Plain, immutable data only.
 *
 * A card is a number 0..51: `rank * 4 + suit`, rank 0..12 = A 2 3 4 5 6 7 8 9 T J Q K (ace low),
 * suit 0..3 = clubs, diamonds, hearts, spades. Sets of cards in a position are immutable 52-bit
 * CardSets (cardset.ts); moves and events list cards as plain arrays. Players are seat indices
 * 0..n-1, clockwise from seat 0; "to the left" means the next index. Chips are whole numbers.
 */
import type { Reading, RuleId } from './options.ts';
import type { CardSet } from '../core/cardset.ts';
import type { Card, Player } from '../core/types.ts';

export type { Card, Rank, Suit, Player, Result } from '../core/types.ts';

/** Cards on the table that an overlooked mistake has left open to a claim (seed 001, "Catching mistakes"). */
export interface Claimable {
  /**
   * Which mistake: the dealer's untaken layout mournival, the two left of three, a layable pair kept when
   * lying down; in some readings also a prial or mournival kept when lying down.
   */
  readonly kind: 'layoutMournival' | 'oneOfThree' | 'lieDownPair' | 'lieDownPrial' | 'lieDownMournival';
  /** The table cards the claim wins (4 or 2 cards). */
  readonly cards: readonly Card[];
  /** The player whose mistake it was; they may not claim it themselves. */
  readonly culprit: Player;
}

/** A position in a deal. Never mutated: every move returns a new one. */
export interface Position {
  readonly reading: Reading;
  /** Number of players (seats). */
  readonly players: number;
  readonly dealer: Player;
  /** Cards in each player's hand. */
  readonly hands: readonly CardSet[];
  /** Face-up cards on the table. */
  readonly table: CardSet;
  /** Each player's won cards. */
  readonly won: readonly CardSet[];
  /** Whether each player has lain down. */
  readonly laidDown: readonly boolean[];
  /** The player on turn, or null once the deal is over. */
  readonly turn: Player | null;
  /** Chips in the pot. */
  readonly pot: number;
  /** The chips each player staked this deal. */
  readonly stakes: readonly number[];
  /** Chips carried into this deal's pot from the previous one (readings that carry the pot over). */
  readonly carried: number;
  /** Chips each player has received (+) or paid (−) directly to other players this deal, outside the pot. */
  readonly transfers: readonly number[];
  /** Whether the first turn has been played (declarations before play, the layout mournival). */
  readonly started: boolean;
  /** The last player who captured on their turn, or null. */
  readonly lastCapturer: Player | null;
  /** Mistakes open to a claim. */
  readonly claimables: readonly Claimable[];
  /** Whether the deal is over (at most one player holds cards). */
  readonly over: boolean;
  /** When over: the one player who still held cards, or null if nobody did. */
  readonly lastHolder: Player | null;
}

/**
 * A move. Turn moves (`capture`, `lieDown`) end the player's turn; the others are free actions that any
 * entitled player may make at any moment and that are not a turn (seed 001, "Catching mistakes").
 */
export type Move =
  /** Play `play` (1, 2 or 3 cards of one rank) from hand and take `take` (1, 2 or 3 table cards of that rank). */
  | { readonly type: 'capture'; readonly player: Player; readonly play: readonly Card[]; readonly take: readonly Card[] }
  /** Put the whole hand face up on the table: allowed only when no capture is possible. */
  | { readonly type: 'lieDown'; readonly player: Player }
  /** Put cards down as won: 2 of a prial or 4 of a mournival from hand, or the dealer's 4 of a layout mournival. */
  | { readonly type: 'declare'; readonly player: Player; readonly cards: readonly Card[] }
  /** Lay one's pair as won cards, even out of turn, once the other two of its rank have been captured. */
  | { readonly type: 'layPair'; readonly player: Player; readonly cards: readonly Card[] }
  /** Win the cards of an overlooked mistake. */
  | { readonly type: 'claim'; readonly player: Player; readonly cards: readonly Card[] };

/** A legal move together with the rule option that allows it. */
export interface LegalMove {
  readonly move: Move;
  readonly rule: RuleId;
}

/** What happened as a move was applied: the material for narration. */
export type GameEvent =
  | { readonly type: 'capture'; readonly player: Player; readonly play: readonly Card[]; readonly take: readonly Card[]; readonly rule: RuleId }
  | { readonly type: 'lieDown'; readonly player: Player; readonly cards: readonly Card[] }
  | { readonly type: 'declare'; readonly player: Player; readonly cards: readonly Card[]; readonly from: 'hand' | 'table'; readonly rule: RuleId }
  | { readonly type: 'layPair'; readonly player: Player; readonly cards: readonly Card[] }
  | { readonly type: 'claim'; readonly player: Player; readonly cards: readonly Card[]; readonly kind: Claimable['kind'] }
  | { readonly type: 'claimOpen'; readonly claimable: Claimable }
  | { readonly type: 'dealOver'; readonly lastHolder: Player | null }
  /** A player who lies down pays chips to each player still holding cards (readings with a lie-down payment). */
  | { readonly type: 'payment'; readonly player: Player; readonly to: readonly Player[]; readonly chips: number }
  | { readonly type: 'leftovers'; readonly player: Player; readonly cards: readonly Card[] };

/** A position reached by a move, with the events the move caused. */
export interface Step {
  readonly position: Position;
  readonly events: readonly GameEvent[];
}
