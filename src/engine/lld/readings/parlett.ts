import type { Reading } from '../options.ts';
import { editor, gaps, stated } from './cite.ts';

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
        cite: stated('seed001', 'Variants'),
      },
      3: {
        hand: 16, table: 4, dealerStake: 3, otherStake: 2, bonus: 5, breakEven: 16,
        cite: editor(),
      },
      6: {
        hand: 6, table: 16, dealerStake: 3, otherStake: 2, bonus: 5, breakEven: 6,
        cite: editor(),
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
    emptyTable: stated('seed001', 'Lying down'),
    emptyHand: stated('seed002'),
    deals: stated('seed001', 'Setup; Pay-off'),
    oneForOne: stated('seed001', 'Playing'),
    oneForThree: stated('seed001', 'Playing; Catching mistakes'),
    pairForPair: stated('seed001', 'Playing'),
    prialForSingle: stated('seed001', 'Playing'),
    layoutMournival: stated('seed001', 'Setup, 4'),
    declarations: stated('seed001', 'Setup, 5'),
    outOfTurnPair: stated('seed001', 'Playing (pair in hand)'),
    layLastCards: stated('seed001', 'Playing'),
    claimLayoutMournival: stated('seed001', 'Catching mistakes'),
    claimOneOfThree: stated('seed001', 'Catching mistakes'),
    claimLieDownPair: stated('seed001', 'Catching mistakes'),
    claimLieDownPrial: stated('seed001', 'Catching mistakes'),
    claimLieDownMournival: stated('seed001', 'Catching mistakes'),
    claimAfterLyingDown: stated('seed001', 'Catching mistakes'),
    bonusTo: stated('seed001', 'Pay-off, 1'),
    rounding: editor(),
    potRemainder: stated('seed001', 'Pay-off'),
    lieDownPayment: stated('seed001', 'Lying down'),
    wonFaceDown: stated('seed001', 'Special terms'),
    firstDealer: stated('seed001', 'Setup, 1'),
    tieBreak: stated('seed001', 'Winning the game'),
  },
};
