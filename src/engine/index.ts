/**
 * The Laugh and Lie Down rules engine: the public API. See README.md beside this file.
 */
export type { Card, Rank, Suit, Player, Result, Position, Move, LegalMove, GameEvent, Step, Claimable } from './types.ts';
export type { SetupError, MoveError, CountError, NotationError, NotationPart, EngineError } from './errors.ts';
export { NOTATION_ERROR_CODES } from './errors.ts';
export type { Reading, RuleOptions, RuleId, DealSpec, Citation, Evidence } from './reading.ts';
export { dealSpec, potBalance } from './reading.ts';
export { SOURCES, type Source, type SourceId } from './sources.ts';
export { READINGS, parlett, simplified, french, porges, ducoeur, caid } from './readings/index.ts';
export { RANKS, SUITS, SUIT_SYMBOLS, DECK, rankOf, suitOf, makeCard, parseCard, parseCards, formatCard, formatCards, cards } from './cards.ts';
export { seededRng, shuffle, type Rng } from './random.ts';
export { setup, type Setup } from './setup.ts';
export { dealFromDeck, dealSeeded } from './deal.ts';
export { legalMoves, turnMoves, freeMoves, freeMovesOf, findLegal, checkMove, applyMove, holders } from './rules.ts';
export { CardSet } from './cardset.ts';
export { settle, settleCounts, type Settlement } from './settle.ts';
export { replay, randomMove, playOut, finalPosition, moveOfStep, type Timeline } from './replay.ts';
export { playOutFast, playOutSeeded, settleSeeded, type PlayedOut, type SettledOut } from './fastplay.ts';
export { EXAMPLES, exampleById, exampleTimeline, stepMove, type WorkedExample, type ExampleStep } from './examples/index.ts';
export { readingsMatrix, MATRIX_OPTIONS, MATRIX_GAPS, OPTION_VALUES, PLAYER_COUNTS, type MatrixRow, type MatrixCell } from './matrix.ts';
export { compareReadings, withOption, plainMove, playPlain, firstDivergence, payoffDiffers, type Comparison, type PlayedDeal } from './compare.ts';
export {
  NOTATION_VERSION,
  NOTATION_SUITS,
  formatPosition,
  parsePosition,
  formatMove,
  formatMoves,
  parseMove,
  parseMoves,
  replayMoves,
  formatNotationCard,
} from './notation.ts';
/** The Loo engine (three-card Loo, Pam-Loo and their variants), as a namespace: `loo.looSetup(…)`. See README.md, "Loo". */
export * as loo from './loo/index.ts';
