/**
 * The worked examples of the sources as data, and how to turn one into an engine timeline.
 */
import type { Move } from '../types.ts';
import type { MoveError, SetupError } from '../errors.ts';
import type { Result } from '../types.ts';
import type { ExampleStep, WorkedExample } from './types.ts';
import { cards } from '../../core/cards.ts';
import { setup } from '../setup.ts';
import { replay, type Timeline } from '../replay.ts';
import { captureRound } from './capture-round.ts';
import { queenTakesOne, queenTakesThree } from './queens.ts';
import { payOff } from './pay-off.ts';
import { settlement } from './settlement.ts';

export type { ExampleStep, WorkedExample };

/** Every worked example, in the order the examples page shows them. */
export const EXAMPLES: readonly WorkedExample[] = [captureRound, queenTakesThree, queenTakesOne, payOff, settlement];

/** The example with this id, or undefined. */
export function exampleById(id: string): WorkedExample | undefined {
  return EXAMPLES.find((e) => e.id === id);
}

/** The engine move of an example step. */
export function stepMove(s: ExampleStep): Move {
  if (s.capture) return { type: 'capture', player: s.by, play: cards(s.capture), take: cards(s.take ?? '') };
  if (s.declare) return { type: 'declare', player: s.by, cards: cards(s.declare) };
  if (s.layPair) return { type: 'layPair', player: s.by, cards: cards(s.layPair) };
  if (s.claim) return { type: 'claim', player: s.by, cards: cards(s.claim) };
  return { type: 'lieDown', player: s.by };
}

/**
 * Sets up an example's deal and replays its steps. Errors: the setup error, or the first step that is
 * not legal (with its index) — either means the example data is wrong.
 */
export function exampleTimeline(
  ex: WorkedExample,
): Result<Timeline, SetupError | { index: number; error: MoveError }> {
  const start = setup({
    reading: ex.reading,
    dealer: ex.dealer,
    hands: ex.hands.map(cards),
    table: cards(ex.table),
  });
  if (!start.ok) return start;
  return replay(start.value, ex.steps.map(stepMove));
}
