/**
 * The timeline of a replay: every step of a documented example as the widget draws it — the table (a
 * view), the cards that moved, the narration, the source tag, the rule section — with every word already
 * in the reader's language. Computed at build time by the engine and i18next (timeline.ts,
 * ../loo/timeline.ts), served as JSON (/messages/<key>.json) and fetched on the reader's first use, so that
 * stepping through a replay loads neither the engine nor i18next (issue 19, "Weight"). Types only.
 */
import type { Card } from '~/engine/core/types.ts';
import type { FeltText, FeltView } from '../table/FeltDraw.tsx';
import type { LooTableText, LooTableView } from '../loo/LooTableDraw.tsx';
import type { Sentence } from './narrate.ts';

/** A link to the rule section a step illustrates: its anchor, address and words ("Rule: Capturing"). */
export interface TimelineRule {
  readonly id: string;
  readonly href: string;
  readonly text: string;
}

/** The words of a replay's controls and notes. */
export interface TimelineUi {
  readonly label: string;
  readonly first: string;
  readonly back: string;
  readonly forward: string;
  readonly last: string;
  readonly tryFromHere: string;
  readonly showHands: string;
  readonly keys: string;
  readonly legend: string;
  readonly transcript: string;
  readonly documented: string;
  readonly filledIn: string;
}

/** A Laugh and Lie Down replay's timeline (step 0 is the deal). `error`: the engine refused the example. */
export interface LldTimeline {
  readonly error?: string;
  readonly ui: TimelineUi;
  readonly text: FeltText;
  readonly steps: readonly LldTimelineStep[];
}

export interface LldTimelineStep {
  /** "Step 3 of 12". */
  readonly counter: string;
  readonly view: FeltView;
  /** The cards the step's events moved (highlighted). */
  readonly hot: readonly Card[];
  /** The narration, card lists kept as cards (drawn as symbols, read out by name). */
  readonly say: readonly Sentence[];
  /** Whether the source states the step (null for the deal). */
  readonly documented: boolean | null;
  readonly rule: TimelineRule | null;
  /** Further sections the step illustrates (a deal's last step: the end of the deal, the pay-off), linked after `rule`. */
  readonly moreRules?: readonly TimelineRule[];
}

/** A Loo replay's timeline (step 0 is the deal). */
export interface LooTimeline {
  readonly error?: string;
  readonly ui: TimelineUi;
  readonly text: LooTableText;
  readonly steps: readonly LooTimelineStep[];
}

export interface LooTimelineStep {
  readonly counter: string;
  readonly view: LooTableView;
  /** The cards the step moved (the card played, the cards exchanged); null for the deal. */
  readonly hot: readonly Card[] | null;
  /** The narration, sentences joined. */
  readonly say: string;
  readonly documented: boolean | null;
  readonly rule: TimelineRule | null;
  /** "Play on from here" (the play page at this position), null once the deal is over. */
  readonly tryHref: string | null;
}
