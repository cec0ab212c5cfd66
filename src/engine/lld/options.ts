/**
 * A reading is data: the rule options one interpretation of Willughby's text chooses, each with the
 * source that states it and how firmly (the evidence tag). The rule code in rules.ts and settle.ts reads
 * only these options, so a new reading is a new record, never new rule code.
 */
import type { SourceId } from '../core/sources.ts';
import type { Evidence } from '../core/cite.ts';

export type { Evidence } from '../core/cite.ts';

/** Cards, stakes and bonus for one player count (seed 001, "Setup" and "Pay-off"). */
export interface DealSpec {
  /** Cards dealt to each hand. */
  readonly hand: number;
  /** Cards dealt face up to the table. */
  readonly table: number;
  /** Chips the dealer stakes. */
  readonly dealerStake: number;
  /** Chips every other player stakes. */
  readonly otherStake: number;
  /** Chips of the bonus. */
  readonly bonus: number;
  /** Won cards that break even; each two above take a chip, each two below pay one. */
  readonly breakEven: number;
  /** Where this player count comes from, when it differs from the reading's `deals` citation. */
  readonly cite?: Citation;
}

/** The rule options. Each key is a rule point on which readings can differ. */
export interface RuleOptions {
  /** Deal sizes, stakes and bonus by number of players; a count not listed is not defined by the reading. */
  readonly deals: Readonly<Record<number, DealSpec>>;
  /** One hand card takes one table card of its rank. */
  readonly oneForOne: boolean;
  /** One hand card takes all three table cards of its rank: allowed ('may'), required ('must') or not ('no'). */
  readonly oneForThree: 'may' | 'must' | 'no';
  /** A pair from hand takes a pair from the table. */
  readonly pairForPair: boolean;
  /** A prial from hand takes the single fourth card from the table. */
  readonly prialForSingle: boolean;
  /** A mournival among the table cards at the deal goes to the dealer ('dealer') or stays ('none'). */
  readonly layoutMournival: 'dealer' | 'none';
  /** When prials and mournivals in hand may be put down as won cards. */
  readonly declarations: 'anyTurn' | 'beforePlay' | 'none';
  /** A pair in hand may be laid as won cards, even out of turn, once the rest of its rank was captured. */
  readonly outOfTurnPair: boolean;
  /**
   * The last cards of a rank — every other card of it already won by anyone — may be laid out of turn as
   * won cards (seed 003, "Déroulement", step 4).
   */
  readonly layLastCards: boolean;
  /** Anyone may claim a layout mournival the dealer did not take. */
  readonly claimLayoutMournival: boolean;
  /** Anyone may claim the two left when a player took only one of three. */
  readonly claimOneOfThree: boolean;
  /** Anyone may claim a layable pair that a player kept when lying down. */
  readonly claimLieDownPair: boolean;
  /** Anyone may claim a pair of a prial that a player still held when lying down (games.porg.es). */
  readonly claimLieDownPrial: boolean;
  /** Anyone may claim a mournival that a player still held when lying down (games.porg.es). */
  readonly claimLieDownMournival: boolean;
  /** A player who has lain down may still claim. */
  readonly claimAfterLyingDown: boolean;
  /** Who takes the bonus: the last player holding cards, or the last player who captured. */
  readonly bonusTo: 'lastHolder' | 'lastCapturer';
  /** How an odd difference from break-even is rounded to whole chips. */
  readonly rounding: 'floor' | 'trunc';
  /** What happens to chips left in the pot: it must be empty, or they carry over to the next deal. */
  readonly potRemainder: 'mustBeEmpty' | 'carryOver';
  /** Chips a player who lies down pays to each player still holding cards (Caid wiki: one stake). */
  readonly lieDownPayment: number;
  /** Won cards lie face up (everyone can count them) or face down. */
  readonly wonFaceDown: boolean;
  /** Who deals first: the lowest or the highest card cut (ace low). */
  readonly firstDealer: 'lowestCut' | 'highestCut';
  /** A tie for the most chips at the end of the game: stands, or is broken by an extra deal among the tied. */
  readonly tieBreak: 'none' | 'extraDeal';
  // The gaps no source covers (lld-readings.md §4.2). Each has one value: what the engine does. They are
  // options so that every reading cites its evidence for them and the readings matrix shows them.
  /** A mournival that forms on the table during play, which no hand can capture: it stays, and goes to the dealer with the leftovers. */
  readonly tableMournival: 'toDealer';
  /** The player on turn faces an empty table: no capture is possible, so they lie down. */
  readonly emptyTable: 'lieDown';
  /** A player whose hand is emptied by capturing is skipped from then on. */
  readonly emptyHand: 'skip';
  /** Nobody qualifies for the bonus (nobody is left holding cards, or nobody captured): it stays in the pot. */
  readonly noBonusTaker: 'staysInPot';
  /** The dealer is the last player holding cards: the dealer's own hand goes to the dealer's won cards. */
  readonly dealerLastHolder: 'ownPile';
}

/** A rule point: a key of RuleOptions. */
export type RuleId = keyof RuleOptions;


/**
 * Where an option comes from. The editors' note on a citation (why this evidence, what the source says) is
 * prose, so it lives with the site's text in every language: `readings.notes.<reading>.<option>` (or
 * `deal-<n>`) in the i18n resources, English included.
 */
export interface Citation {
  readonly source: SourceId;
  /** Section of the source (a seed's heading, a page's section). */
  readonly section?: string;
  readonly evidence: Evidence;
}

/** A reading: options, with a citation for every option. */
export interface Reading {
  /** Stable id, e.g. `parlett`. Its localized name is `readings.<id>` in the i18n resources. */
  readonly id: string;
  /** Whether the source was read in full, or only in part (options the part does not cover are assumed). */
  readonly complete: boolean;
  readonly options: RuleOptions;
  readonly cite: Readonly<Record<RuleId, Citation>>;
}

/** The deal spec of a reading for a player count, or undefined if the reading does not define it. */
export function dealSpec(reading: Reading, players: number): DealSpec | undefined {
  return reading.options.deals[players];
}

/**
 * How a reading's pot balances for a player count (lld-readings.md §4.3): the stakes paid in, the bonus,
 * and the chips the pair payments take out (chips), and `balance`, what is left (0: the pot ends empty;
 * negative: it falls short). Undefined if the count is not defined.
 *
 * Each player is paid half the won cards above the break-even, rounded as the reading says (`rounding`).
 * Won cards come in pairs, so every count is even: with an even break-even the halves are whole and the
 * payments add up to half of 52 less the players' break-evens (half the table cards, where the break-even
 * is the hand); with an odd one (three players dealt 13 + 13) every half ends in .5, and rounding down
 * takes half a chip from each player, whatever the deal. Rounding toward zero has no such constant (it
 * depends on who ends below the break-even): `pairs` is then the exact half and `balance` not whole.
 */
export function potBalance(reading: Reading, players: number): { stakes: number; bonus: number; pairs: number; balance: number } | undefined {
  const d = dealSpec(reading, players);
  if (!d) return undefined;
  const stakes = d.dealerStake + (players - 1) * d.otherStake;
  const half = (52 - players * d.breakEven) / 2;
  const pairs = d.breakEven % 2 !== 0 && reading.options.rounding === 'floor' ? half - players / 2 : half;
  return { stakes, bonus: d.bonus, pairs, balance: stakes - d.bonus - pairs };
}
