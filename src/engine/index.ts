/**
 * The Laugh and Lie Down rules engine: the public API. See README.md beside this file.
 */
export type { Card, Rank, Suit, Player, Result, Position, Move, LegalMove, GameEvent, Step, Claimable } from './lld/types.ts';
export type { SetupError, MoveError, CountError, NotationError, NotationPart, EngineError, PlayerRole } from './lld/errors.ts';
export { NOTATION_ERROR_CODES } from './lld/errors.ts';
export type { Reading, RuleOptions, RuleId, DealSpec, Citation, Evidence } from './lld/options.ts';
export { dealSpec, potBalance } from './lld/options.ts';
export { SOURCES, type Source, type SourceId } from './core/sources.ts';
export { READINGS, parlett, simplified, french, porges, ducoeur, caid } from './lld/readings/index.ts';
export { RANKS, SUIT_LETTERS, SUITS, SUIT_SYMBOLS, DECK, rankOf, suitOf, makeCard, parseCard, parseCards, notationCardAt, formatCard, formatCards, cards, type CardFormat } from './core/cards.ts';
export { seededRng, shuffle, type Rng } from './core/random.ts';
export { setup, setupMidDeal, MAX_CARRIED, type Setup, type MidDeal } from './lld/setup.ts';
export { dealFromDeck, dealSeeded } from './lld/deal.ts';
export { legalMoves, turnMoves, freeMoves, freeMovesOf, findLegal, checkMove, applyMove, holders, claimsOpenedBy } from './lld/rules.ts';
export { whyTurn, type TurnWhy } from './lld/why.ts';
export { coachMove, type CoachWarning } from './lld/coach.ts';
export { CardSet } from './core/cardset.ts';
export { settle, settleCounts, carriedOn, type Settlement } from './lld/settle.ts';
export { replay, randomMove, playOut, finalPosition, moveOfStep, type Timeline } from './lld/replay.ts';
export { playOutFast, playOutSeeded, settleSeeded, type PlayedOut, type SettledOut } from './lld/fastplay.ts';
export {
  LLD_LESSONS,
  lessonById,
  offeredMoves,
  acceptedMoves,
  judgeMove,
  solution,
  judgePlayers,
  playersMistakes,
  judgeChips,
  chipChoices,
  settlementOf,
  type Lesson,
  type Question,
  type MoveQuestion,
  type PlayersQuestion,
  type ChipsQuestion,
  type Verdict,
  type GoalResult,
} from './lld/lessons.ts';
export { EXAMPLES, exampleById, exampleTimeline, stepMove, type WorkedExample, type ExampleStep } from './lld/examples/index.ts';
export { readingsMatrix, MATRIX_OPTIONS, MATRIX_GAPS, OPTION_VALUES, PLAYER_COUNTS, type MatrixRow, type MatrixCell } from './lld/matrix.ts';
export { compareReadings, withOption, plainMove, playPlain, firstDivergence, payoffDiffers, alignSteps, stepTogether, divergencesOf, comparisonDeal, partingSeed, PARTING_SEARCH, type Comparison, type PlayedDeal, type Divergence, type TogetherRow } from './lld/compare.ts';
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
} from './lld/notation.ts';
export { analysePosition, PositionAnalysis, ANALYSIS_LEVELS, type AnalysisLevel, type AnalysisOptions, type AnalysisError, type PositionReport, type MoveRating } from './lld/analysis.ts';
export type { ChoiceRating, AnalysisReport } from './core/stats.ts';
/** The Loo engine (three-card Loo, Pam-Loo and their variants), as a namespace: `loo.looSetup(…)`. See README.md, "Loo". */
export * as loo from './loo/index.ts';
