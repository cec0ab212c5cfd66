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
        cite: stated('s1', 'Variants'),
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
    emptyTable: stated('s1', 'Lying down'),
    emptyHand: stated('s2'),
    deals: stated('s1', 'Setup; Pay-off'),
    oneForOne: stated('s1', 'Playing'),
    oneForThree: stated('s1', 'Playing; Catching mistakes'),
    pairForPair: stated('s1', 'Playing'),
    prialForSingle: stated('s1', 'Playing'),
    layoutMournival: stated('s1', 'Setup, 4'),
    declarations: stated('s1', 'Setup, 5'),
    outOfTurnPair: stated('s1', 'Playing (pair in hand)'),
    layLastCards: stated('s1', 'Playing'),
    claimLayoutMournival: stated('s1', 'Catching mistakes'),
    claimOneOfThree: stated('s1', 'Catching mistakes'),
    claimLieDownPair: stated('s1', 'Catching mistakes'),
    claimLieDownPrial: stated('s1', 'Catching mistakes'),
    claimLieDownMournival: stated('s1', 'Catching mistakes'),
    claimAfterLyingDown: stated('s1', 'Catching mistakes'),
    bonusTo: stated('s1', 'Pay-off, 1'),
    rounding: editor(),
    potRemainder: stated('s1', 'Pay-off'),
    lieDownPayment: stated('s1', 'Lying down'),
    wonFaceDown: stated('s1', 'Special terms'),
    firstDealer: stated('s1', 'Setup, 1'),
    // "Whoever has gained the most chips wins" (s1, "Winning the game"): a tie is not decided, so that it stands
    // is the editors' reading (a German editor found the tag "source" beside a note saying so).
    tieBreak: editor(),
  },
};
