import type { Reading } from '../reading.ts';
import { parlett } from './parlett.ts';

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
    deals: { source: 'peer', evidence: 'stated' },
    pairForPair: { source: 'peer', evidence: 'stated' },
    prialForSingle: { source: 'peer', evidence: 'stated' },
    layoutMournival: { source: 'peer', evidence: 'stated' },
    declarations: { source: 'peer', evidence: 'stated' },
    outOfTurnPair: { source: 'peer', evidence: 'stated' },
    claimLayoutMournival: { source: 'peer', evidence: 'stated' },
    claimOneOfThree: { source: 'peer', evidence: 'stated' },
    claimLieDownPair: { source: 'peer', evidence: 'stated' },
    claimAfterLyingDown: { source: 'peer', evidence: 'stated' },
  },
};
