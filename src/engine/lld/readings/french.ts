import type { Citation, Reading } from '../options.ts';
import { parlett } from './parlett.ts';
import { assumed, gaps, stated as statedBy } from './cite.ts';

const stated = (section: string): Citation => statedBy('s3', section);

/**
 * The French reading (seed 003): bonus to the last capturer, odd differences rounded down, chips left in the
 * pot carried to the next deal, declarations before the first turn only, won piles face down, the last cards
 * of a rank laid out of turn, ties broken by an extra deal, and deals for three and four. Points it does not
 * state follow Parlett's reading (evidence `assumed`).
 */
export const french: Reading = {
  id: 'french',
  complete: true,
  options: {
    ...parlett.options,
    deals: {
      5: parlett.options.deals[5]!, // the five-player game as Parlett's: 8 + 12, stakes 3/2, bonus 5
      4: {
        hand: 10, table: 12, dealerStake: 3, otherStake: 2, bonus: 5, breakEven: 10,
        cite: { source: 's3', section: 'Variantes', evidence: 'assumed' },
      },
      3: {
        hand: 13, table: 13, dealerStake: 3, otherStake: 2, bonus: 5, breakEven: 13,
        cite: { source: 's3', section: 'Variantes', evidence: 'assumed' },
      },
    },
    oneForThree: 'may',
    outOfTurnPair: false,
    layLastCards: true,
    declarations: 'beforePlay',
    bonusTo: 'lastCapturer',
    rounding: 'floor',
    potRemainder: 'carryOver',
    wonFaceDown: true,
    tieBreak: 'extraDeal',
  },
  cite: {
    ...gaps(),
    noBonusTaker: stated('Décompte des points'),
    deals: stated('Mise en place; Variantes'),
    oneForOne: stated('Déroulement, étape 1'),
    oneForThree: assumed(),
    pairForPair: stated('Déroulement, étape 2'),
    prialForSingle: stated('Déroulement, étape 3'),
    layoutMournival: assumed(),
    declarations: stated('Mise en place, 5'),
    outOfTurnPair: stated('Déroulement, étape 4'),
    layLastCards: stated('Déroulement, étape 4'),
    claimLayoutMournival: assumed(),
    claimOneOfThree: assumed(),
    claimLieDownPair: assumed(),
    claimLieDownPrial: assumed(),
    claimLieDownMournival: assumed(),
    claimAfterLyingDown: assumed(),
    bonusTo: stated('Objectif; Décompte des points'),
    rounding: stated('Décompte des points'),
    potRemainder: stated('Décompte des points'),
    lieDownPayment: assumed(),
    wonFaceDown: stated('Déroulement, étape 1'),
    firstDealer: stated('Mise en place, 1'),
    tieBreak: stated('Victoire'),
  },
};
