import type { Citation, Reading } from '../options.ts';
import { parlett } from './parlett.ts';
import { assumed, editor, gaps, stated } from './cite.ts';

const unread = (): Citation => assumed();
/** Derived by the editors from the page's widow scheme (stakes and bonus are not in the retrieved text). */
const widow = (): Citation => ({ source: 'caid', evidence: 'editor' });

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
      4: { hand: 10, table: 12, dealerStake: 3, otherStake: 2, bonus: 3, breakEven: 10, cite: widow() },
      3: { hand: 13, table: 13, dealerStake: 3, otherStake: 2, bonus: 2, breakEven: 13, cite: widow() },
    },
    lieDownPayment: 1,
  },
  cite: {
    // Parlett's rule taken over, except where Parlett has none (rounding, a tie): the editors' choice there too.
    ...Object.fromEntries(Object.entries(parlett.cite).map(([k, c]) => [k, c.evidence === 'editor' ? editor() : unread()])),
    ...gaps(),
    deals: widow(),
    oneForOne: stated('caid'),
    layoutMournival: stated('caid'),
    // One stake to each player still in is the wiki's; the stake's size (1 chip) is the editors'.
    lieDownPayment: { source: 'caid', evidence: 'editor' },
  } as Reading['cite'],
};
