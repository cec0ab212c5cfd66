import type { SourceId } from '../../core/sources.ts';
import type { Reading } from '../options.ts';

/**
 * One step of a worked example, in card text (`9H`, `TC`, see cards.ts). Exactly one action key is set.
 * `documented` is true when the source states this step; false when the editors filled it in to complete
 * the deal consistently.
 */
export interface ExampleStep {
  /** The acting player's seat. */
  readonly by: number;
  readonly capture?: string;
  readonly take?: string;
  readonly declare?: string;
  readonly layPair?: string;
  readonly claim?: string;
  readonly lieDown?: true;
  readonly documented: boolean;
}

/**
 * A worked example from the sources, completed to a consistent 52-card deal.
 * Seats 0..4 are Anna, Ben, Carla, Dan, Emil (the seeds' names); the widget names them per language.
 */
export interface WorkedExample {
  /** Stable id; also the anchor of its section on the examples page. */
  readonly id: string;
  /** The source that documents it, and where. */
  readonly source: { readonly id: SourceId; readonly section: string };
  /** The reading it is played under. */
  readonly reading: Reading;
  readonly dealer: number;
  /** Hands in seat order, as card text. The sources give only some of these cards. */
  readonly hands: readonly string[];
  /** The twelve table cards, as card text. */
  readonly table: string;
  /** The cards of the deal that the source names (the rest are filled in). */
  readonly documentedCards: string;
  readonly steps: readonly ExampleStep[];
  /** Whether the source documents the final settlement (won cards and chips) of the deal. */
  readonly documentedResult: boolean;
}
