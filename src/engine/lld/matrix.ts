/**
 * The readings matrix: one row per rule point, one cell per reading, generated from the readings' data so
 * that the page and the engine cannot disagree.
 */
import type { Citation, DealSpec, Reading, RuleId } from './options.ts';
import { READINGS } from './readings/index.ts';

/** One cell: a reading's value for a rule point, with its citation, and whether it differs from Parlett's. */
export interface MatrixCell {
  readonly reading: string;
  /** The option's value; for a deal row the deal spec, or undefined when the reading does not define it. */
  readonly value: unknown;
  readonly cite: Citation | undefined;
  /**
   * Where the citation sits in the reading: the option key, `deals` (the reading's deal citation) or
   * `deal-<n>` (a player count's own). Pages find the citation's note in each language under
   * `readings.notes.<reading>.<citeKey>`.
   */
  readonly citeKey: string;
  /**
   * Differs from the first (default) reading's value in this row. A reading that gives no deal for a
   * player count does not differ: it says nothing.
   */
  readonly differs: boolean;
  /**
   * The rule cannot come into play under the reading's other rules (mootIn): its value says nothing, and
   * the page shows "does not arise" (a French editor read « oui » beside a note saying the claim never
   * happens).
   */
  readonly moot: boolean;
}

/**
 * Whether `key` cannot come into play under reading options `o`: a pair kept on lying down is a pair that
 * could have been laid out of turn (rules.ts lieDown claims one only where outOfTurnPair), and the dealer's
 * layout mournival is claimable only where the dealer takes one (layoutMournival 'dealer'). Only for a claim
 * the reading allows (`true`).
 */
export function mootIn(o: Reading['options'], key: RuleId): boolean {
  // Only a claim the reading allows: one it forbids reads "no" like the reading's other claims (a German editor
  // found "no" and "does not arise" side by side in a column without claims, for the same reason).
  if (o[key] !== true) return false;
  if (key === 'claimLieDownPair') return !o.outOfTurnPair;
  if (key === 'claimLayoutMournival') return o.layoutMournival !== 'dealer';
  return false;
}

/** One row: an option (`option`), or the deal for a player count (`players`). */
export interface MatrixRow {
  /** Stable id, also the anchor of the row on the readings page: the option key, or `deal-<n>`. */
  readonly id: string;
  readonly option?: RuleId;
  readonly players?: number;
  /** The part of the matrix: deals by player count, rule options, or the gaps no source covers (§4.2). */
  readonly group: 'deal' | 'rule' | 'gap';
  readonly cells: readonly MatrixCell[];
  /** Whether any two readings differ here. */
  readonly differs: boolean;
}

/** Player counts any reading may define. */
export const PLAYER_COUNTS: readonly number[] = [3, 4, 5, 6];

/** The option keys shown as rows, in the order of the game: deal, captures, declarations, claims, pay-off. */
export const MATRIX_OPTIONS: readonly RuleId[] = [
  'firstDealer', 'oneForOne', 'oneForThree', 'pairForPair', 'prialForSingle', 'layoutMournival', 'declarations',
  'outOfTurnPair', 'layLastCards', 'wonFaceDown', 'lieDownPayment', 'claimLayoutMournival', 'claimOneOfThree',
  'claimLieDownPair', 'claimLieDownPrial', 'claimLieDownMournival', 'claimAfterLyingDown', 'bonusTo', 'rounding',
  'potRemainder', 'tieBreak',
];

/** The gaps no source covers (lld-readings.md §4.2), shown as the last rows: what the engine does, with each reading's evidence. */
export const MATRIX_GAPS: readonly RuleId[] = ['emptyTable', 'emptyHand', 'tableMournival', 'dealerLastHolder', 'noBonusTaker'];

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A deal spec without its citation, for comparing. */
const bare = (d: DealSpec | undefined) => (d ? { ...d, cite: undefined } : undefined);

/**
 * The matrix of `readings` (default: every reading, Parlett's first): a row per player count 3–6 (deal,
 * stakes, bonus, break-even), per option of MATRIX_OPTIONS, and per gap of MATRIX_GAPS.
 */
export function readingsMatrix(readings: readonly Reading[] = Object.values(READINGS)): MatrixRow[] {
  const rows: MatrixRow[] = [];
  for (const n of PLAYER_COUNTS) {
    const values = readings.map((r) => bare(r.options.deals[n]));
    const cells = readings.map((r, i) => ({
      reading: r.id,
      value: r.options.deals[n],
      cite: r.options.deals[n] ? (r.options.deals[n]!.cite ?? r.cite.deals) : undefined,
      citeKey: r.options.deals[n]?.cite ? `deal-${n}` : 'deals',
      differs: values[i] !== undefined && values[0] !== undefined && !same(values[i], values[0]),
      moot: false,
    }));
    // The row differs when any two readings that give this deal give different ones.
    const given = values.filter((v) => v !== undefined);
    rows.push({ id: `deal-${n}`, players: n, group: 'deal', cells, differs: given.some((v) => !same(v, given[0])) });
  }
  for (const key of [...MATRIX_OPTIONS, ...MATRIX_GAPS]) {
    const moot0 = mootIn(readings[0]!.options, key);
    const cells = readings.map((r) => {
      const moot = mootIn(r.options, key);
      return {
        reading: r.id,
        value: r.options[key],
        cite: r.cite[key],
        citeKey: key,
        // A rule that does not arise differs from one that does, whatever its value.
        differs: moot !== moot0 || (!moot && !same(r.options[key], readings[0]!.options[key])),
        moot,
      };
    });
    rows.push({ id: key, option: key, group: MATRIX_GAPS.includes(key) ? 'gap' : 'rule', cells, differs: cells.some((c) => c.differs) });
  }
  return rows;
}

/**
 * The values each option can take, for changing one rule of a reading (the comparison widget). Deal specs
 * are not listed: they are changed by choosing another reading; nor are the gaps, which have one value.
 */
export const OPTION_VALUES: Readonly<Partial<Record<RuleId, readonly unknown[]>>> = {
  firstDealer: ['lowestCut', 'highestCut'],
  oneForOne: [true, false],
  oneForThree: ['may', 'must', 'no'],
  pairForPair: [true, false],
  prialForSingle: [true, false],
  layoutMournival: ['dealer', 'none'],
  declarations: ['anyTurn', 'beforePlay', 'none'],
  outOfTurnPair: [true, false],
  layLastCards: [true, false],
  wonFaceDown: [false, true],
  lieDownPayment: [0, 1],
  claimLayoutMournival: [true, false],
  claimOneOfThree: [true, false],
  claimLieDownPair: [true, false],
  claimLieDownPrial: [true, false],
  claimLieDownMournival: [true, false],
  claimAfterLyingDown: [true, false],
  bonusTo: ['lastHolder', 'lastCapturer'],
  rounding: ['floor', 'trunc'],
  potRemainder: ['mustBeEmpty', 'carryOver'],
  tieBreak: ['none', 'extraDeal'],
};
