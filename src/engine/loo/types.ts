/**
 * Core types of the Loo engine (three-card Loo with the miss, five-card Pam-Loo and their variants).
 * Plain, immutable data only.
 *
 * Cards are the Laugh and Lie Down engine's numbers (../cards.ts): `rank * 4 + suit`, rank 0..12 =
 * A 2 … 9 T J Q K, suit 0..3 = clubs, diamonds, hearts, spades. That numbering keeps the ace low; in Loo
 * the ace is HIGH (seed 004, "Die Karten": A K Q J 10 … 2), so every comparison of cards goes through
 * `looRank` (0 = two … 12 = ace). Pam (J♣, or the knave of trumps under "running Pam") ranks above the
 * ace of trumps (`PAM_RANK`). Players are seat indices 0..n-1 clockwise; "left" is the next index. Chips
 * are whole numbers.
 */
import type { Card, Player, Rank, Result, Suit } from '../core/types.ts';
import type { LooRules, LooOptions } from './options.ts';

export type { Card, Player, Rank, Result, Suit };

/** The jack of clubs, Pam (seed 004, "Loo mit fünf Karten"). */
export const JACK_OF_CLUBS: Card = 40;
/** The rank of Pam in `looRank` terms: above the ace (12). */
export const PAM_RANK = 13;

/**
 * A card's rank in Loo order, ace high: 0 = two, 1 = three, …, 8 = ten, 9 = jack, 10 = queen, 11 = king,
 * 12 = ace (seed 004, "Die Karten").
 */
export function looRank(card: Card): number {
  return ((card >> 2) + 12) % 13;
}

/** What a player says in the declaration round (seed 004, "Mitspielen, Miss nehmen oder passen"). */
export type Call =
  /** Play on one's own cards. */
  | 'play'
  /** Throw in one's hand and take the miss unseen; the taker must play. */
  | 'miss'
  /** Throw in; neither win nor be looed. */
  | 'pass'
  /** The dealer plays the miss for the pot: wins nothing, pays nothing; his trick shares stay in the pot. */
  | 'defend'
  /** The dealer gives the stakes to the one player who stands (Enquire Within's choice, option `dealerVsLone`). */
  | 'concede';

/** A move. Calls come first, then exchanges (where the rules have them), then card play. */
export type LooMove =
  | { readonly type: 'call'; readonly player: Player; readonly call: Call }
  /**
   * Discard `discard` (0..hand size cards) and draw as many from the top of the stock (five-card Loo, Irish
   * Loo). With `turnUp` the dealer takes the turned-up trump card as the first card drawn (the variant
   * "dealer takes the trump card"); `discard` then has at least one card.
   */
  | { readonly type: 'exchange'; readonly player: Player; readonly discard: readonly Card[]; readonly turnUp?: boolean }
  /** Play a card to the trick; `civil` calls "Pam, be civil!" on the lead of the ace of trumps. */
  | { readonly type: 'play'; readonly player: Player; readonly card: Card; readonly civil?: boolean };

/** A flush held after the exchange (five of a suit, or four and Pam; or three trumps in three-card Loo). */
export interface Flush {
  readonly player: Player;
  /** 2: with Pam; 1: in trumps; 0: another suit (seed 004: Pam flush > trump flush > other flush). */
  readonly kind: 0 | 1 | 2;
  /** The suit of the flush (Pam's own suit aside). */
  readonly suit: Suit;
  /** The flush's cards, highest first (Pam first). */
  readonly cards: readonly Card[];
}

/** How a deal ended. */
export type LooEnd =
  /** All tricks were played. */
  | { readonly kind: 'tricks' }
  /** Nobody stood against the dealer: `taker` takes the pot (the dealer), or null: the pot stays for the next deal. */
  | { readonly kind: 'allPassed'; readonly taker: Player | null }
  /** Only one player was left in: they take the whole pot without play. */
  | { readonly kind: 'lone'; readonly player: Player }
  /** The best flush takes the pot without play. */
  | { readonly kind: 'flush'; readonly flush: Flush; readonly others: readonly Flush[] };

/** The phase of a deal. */
export type LooPhase = 'call' | 'exchange' | 'play' | 'over';

/** A deal as dealt: the input of `looSetup` and the start of every position's notation. */
export interface LooDeal {
  readonly rules: LooRules;
  readonly dealer: Player;
  /** Each seat's cards as dealt. */
  readonly hands: readonly (readonly Card[])[];
  /** The spare hand (empty when the rules deal none). */
  readonly miss: readonly Card[];
  /** The card turned for trump (face down until needed under hidden trump). */
  readonly turnUp: Card;
  /** The undealt cards, top first (drawn in exchanges). */
  readonly stock: readonly Card[];
  /** Chips in the pot from the previous deal (loos, remainders, a defended pot). */
  readonly carried: number;
}

/** The moves made so far, newest first (a linked list: a move costs one small object). */
export interface LooHistory {
  readonly move: LooMove;
  readonly prev: LooHistory | null;
}

/** A position in a deal. Never mutated: every move returns a new one. */
export interface LooPosition {
  readonly rules: LooRules;
  /** Shorthand for `rules.options`. */
  readonly options: LooOptions;
  readonly players: number;
  readonly dealer: Player;
  /** The deal this position came from. */
  readonly deal: LooDeal;
  /** The moves since the deal. */
  readonly history: LooHistory | null;
  /** Each seat's cards now (a miss-taker or defender holds the miss), ascending card numbers. */
  readonly hands: readonly (readonly Card[])[];
  /** The miss while nobody has taken it and it may still be taken (else empty). */
  readonly miss: readonly Card[];
  /** The turned-up card while it lies on the table; null once the dealer took it. */
  readonly turnUp: Card | null;
  /** The trump suit (the turn-up's suit). */
  readonly trump: Suit;
  /** Pam, or -1 when the rules have none. */
  readonly pam: Card;
  /** Hidden trump: the turn-up is not yet shown; nobody has failed to follow suit. */
  readonly trumpHidden: boolean;
  /** Cards still in the stock, top first. */
  readonly stock: readonly Card[];
  /** A single pot (only the dealer's stake is in it): everyone must play (seed 004, "Mitspielen"). */
  readonly single: boolean;
  /** Club law is in force: clubs were turned, nobody may pass, the miss is withdrawn. */
  readonly clubLaw: boolean;
  /** Chips carried into the pot from the previous deal. */
  readonly carried: number;
  /** The chips each seat staked this deal. */
  readonly stakes: readonly number[];
  /** Chips in the pot: carried plus stakes. */
  readonly pot: number;
  readonly phase: LooPhase;
  /** Each seat's call, null until made. */
  readonly calls: readonly (Call | null)[];
  /** Seats that play the tricks (play, miss, defend). */
  readonly active: readonly boolean[];
  /** The dealer when defending the pot, else null. */
  readonly defender: Player | null;
  /** The player to move (call, exchange or card), null when the deal is over. */
  readonly turn: Player | null;
  /** The cards of the trick in progress, in playing order, and who played them. */
  readonly trick: readonly Card[];
  readonly trickPlayers: readonly Player[];
  /** "Pam, be civil!" was called on this trick's lead. */
  readonly civil: boolean;
  /** The winner of each finished trick, in order. */
  readonly winners: readonly Player[];
  /** Tricks won by each seat. */
  readonly tricks: readonly number[];
  /** Cards each seat has played, face up in front of them (seed 004, "Die Stiche"). */
  readonly played: readonly (readonly Card[])[];
  /** Set when the deal is over. */
  readonly end: LooEnd | null;
}

/** A legal call with the rule (an option key) that allows it. */
export interface LegalCall {
  readonly move: Extract<LooMove, { type: 'call' }>;
  readonly rule: keyof LooOptions;
}

/** A legal card with the rule that allows it: `lead`, `leadAce`, `follow`, `head`, `trumpWhenVoid`, `pamStatus`, `pamCivil`. */
export interface LegalCard {
  readonly move: Extract<LooMove, { type: 'play' }>;
  readonly rule: keyof LooOptions;
}

/** Any legal move with its rule. */
export interface LegalLooMove {
  readonly move: LooMove;
  readonly rule: keyof LooOptions;
}

/** What happened as a move was applied: material for narration. */
export type LooEvent =
  | { readonly type: 'call'; readonly player: Player; readonly call: Call }
  | { readonly type: 'exchange'; readonly player: Player; readonly discard: readonly Card[]; readonly drawn: readonly Card[] }
  | { readonly type: 'play'; readonly player: Player; readonly card: Card; readonly civil: boolean; readonly rule: keyof LooOptions }
  | { readonly type: 'trumpShown'; readonly card: Card }
  | { readonly type: 'trick'; readonly winner: Player; readonly cards: readonly Card[] }
  | { readonly type: 'end'; readonly end: LooEnd };

/** A position reached by a move, with the events it caused. */
export interface LooStep {
  readonly position: LooPosition;
  readonly events: readonly LooEvent[];
}

/** The chips of a settled deal (settleLoo, fast play). */
export interface LooSettlement {
  /** Tricks won by each seat. */
  readonly tricks: readonly number[];
  /** Chips each seat takes from the pot (trick shares, or the whole pot). */
  readonly shares: readonly number[];
  /** Looed seats, in seat order. */
  readonly looed: readonly Player[];
  /** Chips each seat pays into the next pot for a loo. */
  readonly loos: readonly number[];
  /** Chips paid between players outside the pot (a flush under Peel: every player pays the holder a loo). */
  readonly transfers: readonly number[];
  /** Chips each seat staked this deal. */
  readonly stakes: readonly number[];
  /** Each seat's result: shares − stake − loo + transfers. */
  readonly net: readonly number[];
  /** Chips in the pot as played for (carried in plus stakes). */
  readonly potBefore: number;
  /** Chips left for the next deal: potBefore − shares + loos. The next dealer adds his stake. */
  readonly potAfter: number;
}
