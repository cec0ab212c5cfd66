/**
 * The Loo engine: three-card Loo with the miss, five-card Pam-Loo and their variants. See the Loo section
 * of ../README.md.
 */
export type { Call, Flush, LooEnd, LooPhase, LooDeal, LooHistory, LooPosition, LooMove, LegalCall, LegalCard, LegalLooMove, LooEvent, LooStep } from './types.ts';
export { looRank, JACK_OF_CLUBS, PAM_RANK } from './types.ts';
export type { LooOptions, LooOptionId, LooRules, LooCitation, LooEvidence, LooSourceId, LooLinkOption } from './options.ts';
export {
  LOO_SOURCE_IDS, LOO_RULES, SEED_VARIANTS, LOO_OPTION_VALUES, variant, withLooOption, looOptionApplies,
  threeCard, fiveCard, unlimited, mixed, clubLaw, irish, threeCardFlush, hiddenTrump, undivided, runningPam, dealerTakesTrump,
  earlyAmerican, peel, enquireWithin, cassell, peelFive, hoyleFive, pokerwinerFive, peer,
} from './options.ts';
export type { LooSetupError, LooCardPlace, LooMoveError, LooCallWhy, LooNotationError, LooNotationPart, LooError } from './errors.ts';
export { LOO_ERROR_CODES } from './errors.ts';
export { looSetup, looDealFromDeck, looDealSeeded, startPosition, type LooSetupInput } from './setup.ts';
export {
  isTrump, effectiveSuit, aceToLead, trickWinner, legalCards, legalCardList, checkCard, legalCalls, legalExchanges, flushOf,
  legalLooMoves, applyLooMove, trumpShownNow,
} from './rules.ts';
export { settleLoo, looAmount, trickValues, looGameMayEnd, nextLooDeal, type LooSettlement } from './settle.ts';
export { replayLoo, looMovesOf, randomLooMove, plainLooMove, playOutLoo, looFinal, looChoices, type LooTimeline } from './replay.ts';
export {
  LOO_NOTATION_VERSION, formatLooPosition, parseLooPosition, formatLooMove, formatLooMoves, parseLooMove, parseLooMoves, replayLooMoves, looLinkRules,
} from './notation.ts';
export { LOO_EXAMPLES, looExampleById, looExampleTimeline, type LooExample } from './examples.ts';
export { settleLooCounts, type LooCountsInput, type LooCountsEnd, type LooCounts, type LooCountsError } from './counts.ts';
export { TRAINER_FOCI, trainerFoci, trainerRuleSets, trainerCards, showsFocus, trainerPosition, trainerPlay, type TrainerFocus, type TrainerCard, type TrainerPlay } from './trainer.ts';
export { looComputerMove, looHint, LOO_LEVELS, LOO_HINT_REASONS, type LooLevel, type LooHint, type LooHintReason } from './ai.ts';
export { playOutLooFast, playOutLooSeeded, settleLooSeeded, type LooPlayedOut, type LooSettledOut, type LooSeededOptions } from './fastplay.ts';
export { looCardWhy, looCallWhy, LOO_WHY_CODES, type LooCardWhy, type LooWhyCode } from './why.ts';
export { looCoachCard, looCoachLead, type LooCoachWarning, type LooCivilWarning } from './coach.ts';
export { analyseLoo, LooAnalysis, LOO_ANALYSIS_LEVELS, type LooAnalysisLevel, type LooAnalysisOptions, type LooAnalysisError, type LooReport, type LooMoveRating } from './analysis.ts';
export {
  compareLooRules, playLooPlain, stepLooTogether, partingLooSeed, commonLooPlayers, looComparisonDeal, LOO_PARTING_SEARCH,
  type LooComparison, type LooDivergence, type LooPlayedDeal, type LooComparisonDeal,
} from './compare.ts';
