import type { Reading } from '../reading.ts';

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
      4: { hand: 10, table: 12, dealerStake: 4, otherStake: 3, bonus: 7, breakEven: 10 },
      3: {
        hand: 16, table: 4, dealerStake: 3, otherStake: 2, bonus: 5, breakEven: 16,
        cite: { source: 'editor', evidence: 'editor', note: 'No numbers given: 16 + 4 balances 7 = 5 + 2.' },
      },
      6: {
        hand: 6, table: 16, dealerStake: 3, otherStake: 2, bonus: 5, breakEven: 6,
        cite: { source: 'editor', evidence: 'editor', note: 'No numbers given: 6 + 16 balances 13 = 5 + 8.' },
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
  },
  cite: {
    deals: {
      source: 'seed001',
      section: 'Setup; Pay-off; Variants',
      evidence: 'stated',
      note: 'Four players: 4-3-3-3 and bonus 7 stated; 10 + 12 as games.porg.es reports Willughby.',
    },
    oneForOne: { source: 'seed001', section: 'Playing', evidence: 'stated' },
    oneForThree: {
      source: 'seed001',
      section: 'Playing; Catching mistakes',
      evidence: 'stated',
      note: 'Taking only one of three is allowed: it leaves the other two to a claim.',
    },
    pairForPair: { source: 'seed001', section: 'Playing', evidence: 'stated' },
    prialForSingle: { source: 'seed001', section: 'Playing', evidence: 'stated' },
    layoutMournival: { source: 'seed001', section: 'Setup, 4', evidence: 'stated' },
    declarations: { source: 'seed001', section: 'Setup, 5', evidence: 'stated', note: 'Before play, or on any later turn of one’s own.' },
    outOfTurnPair: {
      source: 'seed001',
      section: 'Playing (pair in hand)',
      evidence: 'stated',
      note: '“At once”: kept open while the pair is held.',
    },
    layLastCards: { source: 'seed001', section: 'Playing', evidence: 'stated', note: 'Only a pair, once the rest of its rank is captured by others.' },
    claimLayoutMournival: { source: 'seed001', section: 'Catching mistakes', evidence: 'stated' },
    claimOneOfThree: { source: 'seed001', section: 'Catching mistakes', evidence: 'stated' },
    claimLieDownPair: { source: 'seed001', section: 'Catching mistakes', evidence: 'stated' },
    claimLieDownPrial: { source: 'seed001', section: 'Catching mistakes', evidence: 'stated', note: 'Three kinds of claim only.' },
    claimLieDownMournival: { source: 'seed001', section: 'Catching mistakes', evidence: 'stated', note: 'Three kinds of claim only.' },
    claimAfterLyingDown: { source: 'seed001', section: 'Catching mistakes', evidence: 'stated' },
    bonusTo: { source: 'seed001', section: 'Pay-off, 1', evidence: 'stated' },
    rounding: {
      source: 'editor',
      evidence: 'editor',
      note: 'Never needed with five: every count is even.',
    },
    potRemainder: { source: 'seed001', section: 'Pay-off', evidence: 'stated', note: '“This always empties the pot exactly.”' },
    lieDownPayment: { source: 'seed001', section: 'Lying down', evidence: 'stated', note: 'Lying down costs nothing but the turn.' },
    wonFaceDown: { source: 'seed001', section: 'Special terms', evidence: 'stated', note: 'Won cards lie face up.' },
    firstDealer: { source: 'seed001', section: 'Setup, 1', evidence: 'stated' },
    tieBreak: { source: 'seed001', section: 'Winning the game', evidence: 'stated', note: 'Most chips wins; no tie-break is given.' },
  },
};
