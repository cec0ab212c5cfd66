import type { Citation, Reading } from '../reading.ts';
import { parlett } from './parlett.ts';
import { assumed } from './cite.ts';

const unread = (): Citation => assumed('Not in the retrieved part of the page; Parlett’s rule is assumed.');
const widow = (note: string): Citation => ({ source: 'caid', evidence: 'editor', note });

/**
 * The Caid wiki reading (partial): three to five players, dealt as if for one more hand whose cards — the
 * widow — are turned face up as the table; mating is compulsory; a player who lies down pays one stake to
 * each player still in. The stakes and bonus are not in the retrieved text: the editors' balanced numbers
 * are used (lld-readings.md §4.3).
 */
export const caid: Reading = {
  id: 'caid',
  complete: false,
  options: {
    ...parlett.options,
    deals: {
      5: parlett.options.deals[5]!, // the five-player game as Parlett's: 8 + 12, stakes 3/2, bonus 5
      4: { hand: 10, table: 12, dealerStake: 3, otherStake: 2, bonus: 3, breakEven: 10, cite: widow('The widow scheme gives 10 + 12; with 3/2 stakes (9) a bonus of 3 balances the 6 pairs.') },
      3: { hand: 13, table: 13, dealerStake: 3, otherStake: 2, bonus: 2, breakEven: 13, cite: widow('The widow scheme gives 13 + 13; every difference from 13 is odd and rounding down pays out exactly 5, so 3/2 stakes (7) leave a bonus of 2.') },
    },
    lieDownPayment: 1,
  },
  cite: {
    ...Object.fromEntries(Object.keys(parlett.cite).map((k) => [k, unread()])),
    deals: widow('Derived from the widow scheme (one extra hand, turned face up); 3 to 5 players.'),
    oneForOne: { source: 'caid', evidence: 'stated', note: 'On your turn you must mate a table card.' },
    layoutMournival: { source: 'caid', evidence: 'stated', note: 'Face-up mournivals go to the dealer before play.' },
    lieDownPayment: { source: 'caid', evidence: 'stated', note: 'One stake to every player still in; a stake is taken as 1 chip.' },
  } as Reading['cite'],
};
