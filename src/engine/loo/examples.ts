/**
 * The worked examples of Loo as whole deals to replay (research loo-rules.md §4). The sources give only a
 * slice of each deal — a trick, the calls, the tricks won, the sums — so each example is a complete deal
 * in Loo notation that agrees with what the source states, and every move says whether the source
 * documents it (`documented`) or the editors filled it in. E5–E7 are sums without a deal: the pot
 * calculator checks them.
 */
import type { Result } from '../core/types.ts';
import type { LooSourceId } from './options.ts';
import type { LooNotationError } from './errors.ts';
import type { LooMoveError } from './errors.ts';
import { parseLooPosition } from './notation.ts';
import { looMovesOf, replayLoo, type LooTimeline } from './replay.ts';
import { startPosition } from './setup.ts';

/** A worked example: a deal in Loo notation (the deal and every move), which moves the source documents, and its sources. */
export interface LooExample {
  /** Stable id, used in pages (`<LooReplay example="e2-payout" />`) and i18n (`loo.replay.titles.<id>`). */
  readonly id: string;
  /** The whole deal: `loo1_<rules>_…_<moves>` (notation.ts). */
  readonly notation: string;
  /** 0-based indices of the moves the source states; the others are filled in to complete the deal. */
  readonly documented: readonly number[];
  /** Where the example comes from (src/content/sources.json ids). */
  readonly sources: readonly LooSourceId[];
}

/**
 * E1 (seed 004, "Die Stiche", Beispiel): hearts are trumps; Anna leads the 6♥, her only trump; Ben must
 * beat it and may use either heart; Carla, with no heart and no trump, throws a club; Ben wins and must
 * lead a trump again. Carla deals; the deal is a single pot, so everyone plays.
 */
const e1: LooExample = {
  id: 'e1-heading',
  notation: 'loo1_threeCard_d2c0_3d6hKs-4c9hQh-2c5s7d_4sTcJc_8h_0y_1y_2y_06h_19h_22c_1Qh_25s_0Ks_14c_27d_03d',
  documented: [3, 4, 5, 6],
  sources: ['loo-text'],
};

/**
 * E2 (seed 004, "Auszahlung", Beispiel): Emil deals, 6 chips carried and his 3 make a double pot of 9.
 * Anna passes, Ben takes the miss, Carla plays, Dan passes, Emil plays. Carla takes two tricks (6 chips),
 * Emil one (3); Ben is looed and pays 3. The cards of the tricks are filled in.
 */
const e2: LooExample = {
  id: 'e2-payout',
  notation: 'loo1_threeCard_d4c6_2c3c4c-6h7h8h-As3hKs-5c6c8c-7c9hQd_3d4d5d_2s_0n_1m_2y_3n_4y_15d_2Ks_4Qd_2As_47c_14d_23h_49h_13d',
  documented: [0, 1, 2, 3, 4],
  sources: ['loo-text'],
};

/**
 * E3 (seed 004, "Loo mit fünf Karten", Beispiel): spades are trumps; Ben leads the A♠ and calls "Pam, be
 * civil!"; Carla holds Pam (J♣) and the 4♠ and must play the 4♠. Anna deals; the rest is filled in.
 */
const e3: LooExample = {
  id: 'e3-civil',
  notation:
    'loo1_fiveCard_d0c0_3c4c6cTdJd-As2h3h4d5c-4s7h8d9cJc-2c6d7dQhKh__7s_AcAdAh2d2s3d3s4h5d5h5s6h6s7c8c8h8s9d9h9sTcThTsJhJsQcQdQsKcKdKs_1y_2y_3y_0y_1x_2x_3x_0x_1As*_24s_32c_03c_15c_29c_36d_04c_2Jc_37d_06c_12h_28d_3Qh_0Td_14d_0Jd_13h_27h_3Kh',
  documented: [8, 9],
  sources: ['loo-text'],
};

/**
 * E4 (Hoyle, Improved and Enlarged; Enquire Within): five-card Loo for a pool of 30 (half a crown, 30d):
 * five tricks of 6, and a loo of 30. The sources give only the sums; the deal is filled in.
 */
const e4: LooExample = {
  id: 'e4-five-card-stakes',
  notation:
    'loo1_fiveCard.dealerStake-30.looChips-30_d0c0_3s6c6h9dTs-Ad3c3h8hQs-2h4h4sQcQh-AcAh7d9sKd-5d5s6dTdTh__2d_As8sTc4d8c3d2sQdKsJsKc7cKhJc5c7h6sJdJh8d2c9c9h7s4c5h_1y_2n_3y_4y_0y_1x3c3h8hQs_3x9s_4x5sTh_0x3s6c6hTs_1Ad_37d_43d_09d_14d_3Kd_45d_0Qd_3Ah_46d_0Js_18s_4Td_0Kc_1Tc_38c_42s_0Ks_1As_3Ac',
  documented: [],
  sources: ['hoyle-i-173', 'ew-99-100'],
};

/** Every replayed Loo example, in the order of the examples page. */
export const LOO_EXAMPLES: readonly LooExample[] = [e1, e2, e3, e4];

/** The example with this id, or undefined. */
export function looExampleById(id: string): LooExample | undefined {
  return LOO_EXAMPLES.find((e) => e.id === id);
}

/**
 * The example's deal and every step after it. Errors: the notation's (a broken example), or the first
 * illegal move's index and error — the examples tests make sure neither happens.
 */
export function looExampleTimeline(ex: LooExample): Result<LooTimeline, LooNotationError | { index: number; error: LooMoveError }> {
  const end = parseLooPosition(ex.notation);
  if (!end.ok) return end;
  return replayLoo(startPosition(end.value.deal), looMovesOf(end.value));
}
