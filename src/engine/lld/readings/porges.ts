import type { Citation, Reading } from '../options.ts';
import { parlett } from './parlett.ts';
import { assumed, editor, gaps, stated as statedBy } from './cite.ts';

const stated = (): Citation => statedBy('porges');

/**
 * The games.porg.es reading: captures of one or three with a single card only, the bonus to whoever matched
 * the last pair, a four-player deal with a bonus of 3, and five kinds of claim.
 */
export const porges: Reading = {
  id: 'porges',
  complete: true,
  options: {
    ...parlett.options,
    deals: {
      5: parlett.options.deals[5]!, // the five-player game as Parlett's: 8 + 12, stakes 3/2, bonus 5
      4: {
        hand: 10, table: 12, dealerStake: 3, otherStake: 2, bonus: 3, breakEven: 10,
        cite: { source: 'porges', evidence: 'assumed' },
      },
    },
    oneForThree: 'may',
    pairForPair: false,
    prialForSingle: false,
    claimLieDownPrial: true,
    claimLieDownMournival: true,
    bonusTo: 'lastCapturer',
  },
  cite: {
    ...gaps(),
    deals: stated(),
    oneForOne: stated(),
    oneForThree: stated(),
    pairForPair: stated(),
    prialForSingle: stated(),
    layoutMournival: stated(),
    declarations: assumed(),
    outOfTurnPair: stated(),
    layLastCards: stated(),
    claimLayoutMournival: stated(),
    claimOneOfThree: stated(),
    claimLieDownPair: stated(),
    claimLieDownPrial: stated(),
    claimLieDownMournival: stated(),
    claimAfterLyingDown: assumed(),
    bonusTo: stated(),
    rounding: editor(),
    potRemainder: stated(),
    lieDownPayment: assumed(),
    wonFaceDown: assumed(),
    firstDealer: assumed(),
    tieBreak: editor(), // Parlett decides no tie either
  },
};
