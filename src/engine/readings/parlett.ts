import type { Reading } from '../reading.ts';
import { gaps } from './cite.ts';

/**
 * David Parlett's reading of Willughby, as the seeds 000 (German), 001 (English) and 002 (Russian) give it.
 * Five players: 8 cards each, 12 face up; dealer stakes 3, others 2; bonus 5 to the last player holding cards.
 * Four players use Parlett's suggested 4-3-3-3 stakes and bonus 7 (seed 001, "Variants"), dealt 10 + 12 as
 * Willughby's four-player game is reported (lld-readings.md, row 3). For three and six players the seeds give
 * no numbers: the balanced setups of lld-readings.md §4.3 are offered as the editors' suggestions.
 */
export const parlett: Reading = {
  id: 'parlett',
  complete: true,
  options: {
    deals: {
      5: { hand: 8, table: 12, dealerStake: 3, otherStake: 2, bonus: 5, breakEven: 8 },
      4: {
        hand: 10, table: 12, dealerStake: 4, otherStake: 3, bonus: 7, breakEven: 10,
        cite: { source: 'seed001', section: 'Variants', evidence: 'stated' },
      },
      3: {
        hand: 16, table: 4, dealerStake: 3, otherStake: 2, bonus: 5, breakEven: 16,
        cite: { source: 'editor', evidence: 'editor' },
      },
      6: {
        hand: 6, table: 16, dealerStake: 3, otherStake: 2, bonus: 5, breakEven: 6,
        cite: { source: 'editor', evidence: 'editor' },
      },
    },
    oneForOne: true,
    oneForThree: 'may',
    pairForPair: true,
    prialForSingle: true,
    layoutMournival: 'dealer',
    declarations: 'anyTurn',
    outOfTurnPair: true,
    layLastCards: false,
    claimLayoutMournival: true,
    claimOneOfThree: true,
    claimLieDownPair: true,
    claimLieDownPrial: false,
    claimLieDownMournival: false,
    claimAfterLyingDown: true,
    bonusTo: 'lastHolder',
    rounding: 'floor',
    potRemainder: 'mustBeEmpty',
    lieDownPayment: 0,
    wonFaceDown: false,
    firstDealer: 'lowestCut',
    tieBreak: 'none',
    tableMournival: 'toDealer',
    emptyTable: 'lieDown',
    emptyHand: 'skip',
    noBonusTaker: 'staysInPot',
    dealerLastHolder: 'ownPile',
  },
  cite: {
    ...gaps(),
    emptyTable: { source: 'seed001', section: 'Lying down', evidence: 'stated' },
    emptyHand: { source: 'seed002', evidence: 'stated' },
    deals: {
      source: 'seed001',
      section: 'Setup; Pay-off',
      evidence: 'stated'
    },
    oneForOne: { source: 'seed001', section: 'Playing', evidence: 'stated' },
    oneForThree: {
      source: 'seed001',
      section: 'Playing; Catching mistakes',
      evidence: 'stated'
    },
    pairForPair: { source: 'seed001', section: 'Playing', evidence: 'stated' },
    prialForSingle: { source: 'seed001', section: 'Playing', evidence: 'stated' },
    layoutMournival: { source: 'seed001', section: 'Setup, 4', evidence: 'stated' },
    declarations: { source: 'seed001', section: 'Setup, 5', evidence: 'stated' },
    outOfTurnPair: {
      source: 'seed001',
      section: 'Playing (pair in hand)',
      evidence: 'stated'
    },
    layLastCards: { source: 'seed001', section: 'Playing', evidence: 'stated' },
    claimLayoutMournival: { source: 'seed001', section: 'Catching mistakes', evidence: 'stated' },
    claimOneOfThree: { source: 'seed001', section: 'Catching mistakes', evidence: 'stated' },
    claimLieDownPair: { source: 'seed001', section: 'Catching mistakes', evidence: 'stated' },
    claimLieDownPrial: { source: 'seed001', section: 'Catching mistakes', evidence: 'stated' },
    claimLieDownMournival: { source: 'seed001', section: 'Catching mistakes', evidence: 'stated' },
    claimAfterLyingDown: { source: 'seed001', section: 'Catching mistakes', evidence: 'stated' },
    bonusTo: { source: 'seed001', section: 'Pay-off, 1', evidence: 'stated' },
    rounding: {
      source: 'editor',
      evidence: 'editor'
    },
    potRemainder: { source: 'seed001', section: 'Pay-off', evidence: 'stated' },
    lieDownPayment: { source: 'seed001', section: 'Lying down', evidence: 'stated' },
    wonFaceDown: { source: 'seed001', section: 'Special terms', evidence: 'stated' },
    firstDealer: { source: 'seed001', section: 'Setup, 1', evidence: 'stated' },
    tieBreak: { source: 'seed001', section: 'Winning the game', evidence: 'stated' },
  },
};
