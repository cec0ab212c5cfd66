import type { Citation, Reading } from '../options.ts';
import { parlett } from './parlett.ts';
import { assumed, editor, gaps, stated } from './cite.ts';

const unread = (): Citation => assumed();

/**
 * Justin du Coeur's 1996 reconstruction, as far as it could be read (partial): five players, 8 each and
 * 12 face up, dealer 3 and others 2, a layout mournival to the dealer, and his recommendation that the
 * high card deal first. Everything else is assumed from Parlett.
 */
export const ducoeur: Reading = {
  id: 'ducoeur',
  complete: false,
  options: {
    ...parlett.options,
    deals: { 5: parlett.options.deals[5]! },
    firstDealer: 'highestCut',
  },
  cite: {
    // Parlett's rule taken over, except where Parlett has none (rounding, a tie): the editors' choice there too.
    ...Object.fromEntries(Object.entries(parlett.cite).map(([k, c]) => [k, c.evidence === 'editor' ? editor() : unread()])),
    ...gaps(),
    deals: stated('ducoeur'),
    layoutMournival: stated('ducoeur'),
    firstDealer: stated('ducoeur'),
  } as Reading['cite'],
};
