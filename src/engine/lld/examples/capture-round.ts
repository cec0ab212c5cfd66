import type { WorkedExample } from './types.ts';
import { parlett } from '../readings/parlett.ts';

/**
 * Seeds 000/001, "Playing": Ben's 9♥ takes three nines, Carla's J♦ takes the lone J♥, Dan lays his
 * jacks out of turn, Emil takes one of two fives. Dan's own turn between Carla and Emil is not in the
 * source; the hands and the rest of the table are filled in.
 */
export const captureRound: WorkedExample = {
  id: 'capture-round',
  source: { id: 's1', section: 'Playing (example)' },
  reading: parlett,
  dealer: 0,
  hands: [
    '5C AS 3H 4S 7H TC QS KC',
    '9H AC 2C 6D 8S TD QC KD',
    'JD AD 3C 6H 7S TH 4D 8C',
    'JS JC 2D 4H 6S 8D TS KH',
    '5H AH 3D 7C 8H QD 2S 6C',
  ],
  table: '9C 9D 9S JH 5D 5S 2H 4C 7D KS 3S QH',
  documentedCards: '9C 9D 9S JH 5D 5S 9H JD JS JC',
  steps: [
    { by: 1, capture: '9H', take: '9C 9D 9S', documented: true },
    { by: 2, capture: 'JD', take: 'JH', documented: true },
    { by: 3, layPair: 'JS JC', documented: true },
    { by: 3, capture: '2D', take: '2H', documented: false },
    { by: 4, capture: '5H', take: '5D', documented: true },
  ],
  documentedResult: false,
};
