import type { Citation, Reading } from '../reading.ts';
import { parlett } from './parlett.ts';
import { assumed, stated as statedBy } from './cite.ts';

const stated = (section: string, note?: string): Citation => statedBy('seed003', section, note);

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
        cite: { source: 'seed003', section: 'Variantes', evidence: 'stated', note: 'Deal and break-even stated; stakes and bonus not stated, so 3/2 and 5 are assumed: the pot then falls 2 chips short and the debt is carried over.' },
      },
      3: {
        hand: 13, table: 13, dealerStake: 3, otherStake: 2, bonus: 5, breakEven: 13,
        cite: { source: 'seed003', section: 'Variantes', evidence: 'stated', note: 'Deal and break-even stated; stakes and bonus assumed. Every difference from 13 is odd, so rounding down applies to every player.' },
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
    deals: stated('Mise en place; Variantes'),
    oneForOne: stated('Déroulement, étape 1'),
    oneForThree: assumed('Seed 003 does not mention a card taking all three of its rank; Parlett’s rule is assumed.'),
    pairForPair: stated('Déroulement, étape 2'),
    prialForSingle: stated('Déroulement, étape 3'),
    layoutMournival: assumed('Seed 003 says nothing of a mournival among the table cards.'),
    declarations: stated('Mise en place, 5', 'Before the first turn only.'),
    outOfTurnPair: stated('Déroulement, étape 4', 'Replaced by laying a rank’s last cards.'),
    layLastCards: stated('Déroulement, étape 4'),
    claimLayoutMournival: assumed('Seed 003 has no section on overlooked mistakes.'),
    claimOneOfThree: assumed('Seed 003 has no section on overlooked mistakes.'),
    claimLieDownPair: assumed('Seed 003 has no section on overlooked mistakes.'),
    claimLieDownPrial: assumed('Seed 003 has no section on overlooked mistakes.'),
    claimLieDownMournival: assumed('Seed 003 has no section on overlooked mistakes.'),
    claimAfterLyingDown: assumed('Seed 003 has no section on overlooked mistakes.'),
    bonusTo: stated('Objectif; Décompte des points'),
    rounding: stated(
      'Décompte des points',
      '“Arrondissez à la baisse”: read as rounding down to the lower whole number (floor), so an odd shortfall costs the extra chip. Never needed with five players, where every count is even.',
    ),
    potRemainder: stated('Décompte des points', 'Chips left in the pot enrich the next deal.'),
    lieDownPayment: assumed('Seed 003 names no payment for lying down.'),
    wonFaceDown: stated('Déroulement, étape 1'),
    firstDealer: stated('Mise en place, 1'),
    tieBreak: stated('Victoire', 'An extra deal among the tied players.'),
  },
};
