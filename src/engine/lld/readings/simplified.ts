import type { Reading } from '../options.ts';
import { parlett } from './parlett.ts';
import { assumed, editor, stated } from './cite.ts';

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
  // What the independent implementation's header states is cited to it (`peer`); what it leaves unsaid is
  // Parlett's rule taken over (`assumed`), as the readings table's legend says, not Parlett's own citation.
  cite: {
    ...parlett.cite,
    layLastCards: assumed(),
    emptyHand: assumed('s2'),
    wonFaceDown: assumed(),
    firstDealer: assumed(),
    tieBreak: editor(), // Parlett decides no tie either
    // The header: "a player who cannot capture on their turn lies down" (an empty table included), "+5 to the
    // last-in player", and a score of −stake + (won − 8)/2 that pays out the whole pot with no payment for lying down.
    emptyTable: stated('peer'),
    bonusTo: stated('peer'),
    potRemainder: stated('peer'),
    lieDownPayment: stated('peer'),
    oneForOne: stated('peer'),
    oneForThree: stated('peer'),
    claimLieDownPrial: stated('peer'),
    claimLieDownMournival: stated('peer'),
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
