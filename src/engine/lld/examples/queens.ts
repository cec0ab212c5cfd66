import type { WorkedExample } from './types.ts';
import { parlett } from '../readings/parlett.ts';

const deal = {
  reading: parlett,
  dealer: 0,
  hands: [
    '4D 5H 6S 7H 9S TD JH KC',
    'QS AC 2C 5D 7D 9H TH KS',
    'AD 2D 3C 4S 6H 8S 9C JD',
    'AH 3H 4C 5S 6D 8C 9D TS',
    'AS 2H 3S 5C 7C 8H JC KD',
  ],
  table: 'QH QD QC 2S 3D 4H 6C 7S 8D TC JS KH',
  documentedCards: 'QS QH QD QC',
  documentedResult: false,
};

/** Seed 002, section 06: one queen takes the three queens on the table, four cards, two pairs. */
export const queenTakesThree: WorkedExample = {
  ...deal,
  id: 'queen-takes-three',
  source: { id: 's2', section: '06' },
  steps: [{ by: 1, capture: 'QS', take: 'QH QD QC', documented: true }],
};

/**
 * Seed 002, section 06, the other branch: taking only the Q♥ leaves Q♦ Q♣ to the first watchful player.
 * Who claims them (Dan here) is filled in.
 */
export const queenTakesOne: WorkedExample = {
  ...deal,
  id: 'queen-takes-one',
  source: { id: 's2', section: '06' },
  steps: [
    { by: 1, capture: 'QS', take: 'QH', documented: true },
    { by: 3, claim: 'QD QC', documented: false },
  ],
};
