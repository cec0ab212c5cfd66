import type { WorkedExample } from './types.ts';
import { parlett } from '../readings/parlett.ts';

/**
 * Seeds 000/001, "Pay-off": Anna deals, Ben is the last player holding cards, won cards 14/12/8/6/12.
 * The source gives only the result; the whole deal is filled in (found by scripts/find-example.ts, seed 1243, playout 3).
 */
export const payOff: WorkedExample = {
  id: 'pay-off',
  source: { id: 's1', section: 'Pay-off (example)' },
  reading: parlett,
  dealer: 0,
  hands: [
    'AS 3S 8H 2S 8D TS TD AC',
    'JD 5C KD QD 8S 5S TC JS',
    '2D KH AD 6S KS 4S KC 4D',
    'QH 9S 5H 6D 3H 9H 3D 9D',
    '7C 7S 7D 6C 4C JH 9C 3C',
  ],
  table: 'QS AH 7H TH JC QC 2H 6H 5D 2C 4H 8C',
  documentedCards: '',
  steps: [
    { by: 2, declare: 'KH KS', documented: false },
    { by: 3, declare: '9S 9H', documented: false },
    { by: 4, declare: '7C 7S', documented: false },
    { by: 1, capture: 'TC', take: 'TH', documented: false },
    { by: 0, layPair: 'TS TD', documented: false },
    { by: 2, capture: '2D', take: '2C', documented: false },
    { by: 3, capture: 'QH', take: 'QC', documented: false },
    { by: 4, capture: '4C', take: '4H', documented: false },
    { by: 2, layPair: '4S 4D', documented: false },
    { by: 0, capture: '8H', take: '8C', documented: false },
    { by: 1, capture: 'JS', take: 'JC', documented: false },
    { by: 2, capture: 'AD', take: 'AH', documented: false },
    { by: 0, layPair: 'AS AC', documented: false },
    { by: 3, capture: '6D', take: '6H', documented: false },
    { by: 4, capture: '7D', take: '7H', documented: false },
    { by: 0, capture: '2S', take: '2H', documented: false },
    { by: 1, capture: '5C', take: '5D', documented: false },
    { by: 2, lieDown: true, documented: false },
    { by: 3, lieDown: true, documented: false },
    { by: 4, capture: '3C', take: '3D', documented: false },
    { by: 0, capture: '3S', take: '3H', documented: false },
    { by: 1, capture: 'QD', take: 'QS', documented: false },
    { by: 4, capture: '6C', take: '6S', documented: false },
    { by: 0, lieDown: true, documented: false },
    { by: 1, capture: '5S', take: '5H', documented: false },
    { by: 4, capture: '9C', take: '9D', documented: false },
    { by: 1, capture: 'KD', take: 'KC', documented: false },
    { by: 4, lieDown: true, documented: false },
  ],
  documentedResult: true,
};
