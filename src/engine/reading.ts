/**
 * A reading is data: the rule options one interpretation of Willughby's text chooses, each with the
 * source that states it and how firmly (the evidence tag). The rule code in rules.ts and settle.ts reads
 * only these options, so a new reading is a new record, never new rule code.
 */
import type { SourceId } from './sources.ts';

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
  /** Anyone may claim a layout mournival the dealer did not take. */
  readonly claimLayoutMournival: boolean;
  /** Anyone may claim the two left when a player took only one of three. */
  readonly claimOneOfThree: boolean;
  /** Anyone may claim a layable pair that a player kept when lying down. */
  readonly claimLieDownPair: boolean;
  /** A player who has lain down may still claim. */
  readonly claimAfterLyingDown: boolean;
  /** Who takes the bonus: the last player holding cards, or the last player who captured. */
  readonly bonusTo: 'lastHolder' | 'lastCapturer';
  /** How an odd difference from break-even is rounded to whole chips. */
  readonly rounding: 'floor' | 'trunc';
  /** What happens to chips left in the pot: it must be empty, or they carry over to the next deal. */
  readonly potRemainder: 'mustBeEmpty' | 'carryOver';
}

/** A rule point: a key of RuleOptions. */
export type RuleId = keyof RuleOptions;

/**
 * How firmly a source supports an option: `stated` by the source; `assumed`: the source is silent, so
 * Parlett's rule is assumed; `editor`: no source decides, the editors chose.
 */
export type Evidence = 'stated' | 'assumed' | 'editor';

/** Where an option comes from. */
export interface Citation {
  readonly source: SourceId;
  /** Section of the source (a seed's heading, a page's section). */
  readonly section?: string;
  readonly evidence: Evidence;
  /** A short editor's note in English (pages explain it in each language). */
  readonly note?: string;
}

/** A reading: options, with a citation for every option. */
export interface Reading {
  /** Stable id, e.g. `parlett`. Its localized name is `readings.<id>` in the i18n resources. */
  readonly id: string;
  readonly options: RuleOptions;
  readonly cite: Readonly<Record<RuleId, Citation>>;
}

/** The deal spec of a reading for a player count, or undefined if the reading does not define it. */
export function dealSpec(reading: Reading, players: number): DealSpec | undefined {
  return reading.options.deals[players];
}
