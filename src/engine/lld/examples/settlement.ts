import type { WorkedExample } from './types.ts';
import { parlett } from '../readings/parlett.ts';

/**
 * Seed 002, section 06: a settlement with won cards 16/12/10/8/6 and the bonus to the last player holding
 * cards. The source gives no names, dealer or deal; all of it is filled in (found by scripts/find-example.ts, seed 1439, playout 0).
 */
export const settlement: WorkedExample = {
  id: 'settlement',
  source: { id: 's2', section: '06' },
  reading: parlett,
  dealer: 0,
  hands: [
    'JS 7S 6D 9S 3D JD AC QD',
    '9D 5H JH 4H AS QH 4D AH',
    '8S 4S QC 2C 9C 6H 3S 2H',
    '5C KS 7C 3H KD 7H 5D 3C',
    '8H 4C 6S TC TH 8D 2S 2D',
  ],
  table: 'AD 6C 5S KH TS 8C KC TD QS 7D 9H JC',
  documentedCards: '',
  steps: [
    { by: 1, capture: 'JH', take: 'JC', documented: false },
    { by: 0, layPair: 'JS JD', documented: false },
    { by: 2, capture: '8S', take: '8C', documented: false },
    { by: 4, layPair: '8H 8D', documented: false },
    { by: 3, capture: 'KS KD', take: 'KH KC', documented: false },
    { by: 4, capture: 'TC TH', take: 'TS TD', documented: false },
    { by: 0, capture: '7S', take: '7D', documented: false },
    { by: 3, layPair: '7C 7H', documented: false },
    { by: 1, capture: 'AH', take: 'AD', documented: false },
    { by: 2, capture: '6H', take: '6C', documented: false },
    { by: 3, capture: '5D', take: '5S', documented: false },
    { by: 4, lieDown: true, documented: false },
    { by: 0, capture: '9S', take: '9H', documented: false },
    { by: 1, capture: '4D', take: '4C', documented: false },
    { by: 2, capture: '2C 2H', take: '2S 2D', documented: false },
    { by: 3, lieDown: true, documented: false },
    { by: 0, capture: '3D', take: '3H', documented: false },
    { by: 1, capture: 'QH', take: 'QS', documented: false },
    { by: 2, capture: '3S', take: '3C', documented: false },
    { by: 0, capture: '6D', take: '6S', documented: false },
    { by: 1, capture: '5H', take: '5C', documented: false },
    { by: 2, lieDown: true, documented: false },
    { by: 0, capture: 'QD', take: 'QC', documented: false },
    { by: 1, capture: '4H', take: '4S', documented: false },
    { by: 0, lieDown: true, documented: false },
  ],
  documentedResult: true,
};
