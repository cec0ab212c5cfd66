import type { Citation, Reading } from '../reading.ts';
import { parlett } from './parlett.ts';
import { assumed, stated as statedBy } from './cite.ts';

const stated = (note?: string): Citation => statedBy('porges', undefined, note);

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
        cite: { source: 'porges', evidence: 'stated', note: 'Deal and bonus 3 stated; the stakes are not, so 3/2 is assumed — which is exactly what a bonus of 3 balances.' },
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
    deals: stated(),
    oneForOne: stated(),
    oneForThree: stated('The fourth card “may” take the three.'),
    pairForPair: stated('Only single-card captures.'),
    prialForSingle: stated('Only single-card captures.'),
    layoutMournival: stated('The page says “four cards of the same suit”, evidently meaning rank.'),
    declarations: assumed('The timing is not stated; the claims on lying down imply any time before.'),
    outOfTurnPair: stated(),
    layLastCards: stated('Only the pair rule.'),
    claimLayoutMournival: stated(),
    claimOneOfThree: stated(),
    claimLieDownPair: stated(),
    claimLieDownPrial: stated(),
    claimLieDownMournival: stated(),
    claimAfterLyingDown: assumed('Not stated.'),
    bonusTo: stated('“Whoever matched the last pair”.'),
    rounding: { source: 'editor', evidence: 'editor', note: 'Never needed: every count is even.' },
    potRemainder: stated('The pot should be empty after scoring.'),
    lieDownPayment: assumed('No payment for lying down is named.'),
    wonFaceDown: assumed('Not stated.'),
    firstDealer: assumed('Not stated.'),
    tieBreak: assumed('Not stated.'),
  },
};
