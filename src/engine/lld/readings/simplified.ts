import type { Reading } from '../options.ts';
import { parlett } from './parlett.ts';
import { stated } from './cite.ts';

/**
 * The beginner's rules: single-card captures of one or three only, no layout-mournival rule, no
 * declarations, no out-of-turn pairs, no claims. Everything else as Parlett. This is the reading the
 * independent implementation in shared/data/lld-peer-sample.jsonl plays (its header states these points).
 */
export const simplified: Reading = {
  id: 'simplified',
  complete: true,
  options: {
    ...parlett.options,
    deals: { 5: parlett.options.deals[5]! },
    pairForPair: false,
    prialForSingle: false,
    layoutMournival: 'none',
    declarations: 'none',
    outOfTurnPair: false,
    claimLayoutMournival: false,
    claimOneOfThree: false,
    claimLieDownPair: false,
    claimAfterLyingDown: false,
  },
  cite: {
    ...parlett.cite,
    deals: stated('peer'),
    pairForPair: stated('peer'),
    prialForSingle: stated('peer'),
    layoutMournival: stated('peer'),
    declarations: stated('peer'),
    outOfTurnPair: stated('peer'),
    claimLayoutMournival: stated('peer'),
    claimOneOfThree: stated('peer'),
    claimLieDownPair: stated('peer'),
    claimAfterLyingDown: stated('peer'),
  },
};
