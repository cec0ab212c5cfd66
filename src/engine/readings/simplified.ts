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
  },
  cite: {
    ...parlett.cite,
    deals: { source: 'peer', evidence: 'stated', note: 'Five players, 8 + 12, stakes 3/2, bonus 5.' },
    pairForPair: { source: 'peer', evidence: 'stated', note: 'Single-card captures only.' },
    prialForSingle: { source: 'peer', evidence: 'stated', note: 'Single-card captures only.' },
    layoutMournival: { source: 'peer', evidence: 'stated', note: 'No layout-mournival rule.' },
    declarations: { source: 'peer', evidence: 'stated', note: 'No prial declarations.' },
    outOfTurnPair: { source: 'peer', evidence: 'stated', note: 'Only captures on one’s turn.' },
    claimLayoutMournival: { source: 'peer', evidence: 'stated', note: 'No claims.' },
    claimOneOfThree: { source: 'peer', evidence: 'stated', note: 'No claims.' },
    claimLieDownPair: { source: 'peer', evidence: 'stated', note: 'No claims.' },
  },
};
