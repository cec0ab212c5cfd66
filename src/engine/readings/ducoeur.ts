import type { Citation, Reading } from '../reading.ts';
import { parlett } from './parlett.ts';
import { assumed } from './cite.ts';

const unread = (): Citation => assumed('Not in the retrieved part of the report; Parlett’s rule is assumed.');

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
    ...Object.fromEntries(Object.keys(parlett.cite).map((k) => [k, unread()])),
    deals: { source: 'ducoeur', evidence: 'stated', note: 'Five players, 8 each, 12 spread face up; dealer 3, others 2.' },
    layoutMournival: { source: 'ducoeur', evidence: 'stated', note: '“Unlikely but possible”; it goes to the dealer.' },
    firstDealer: { source: 'ducoeur', evidence: 'stated', note: 'Willughby is silent; du Coeur recommends the high card.' },
  } as Reading['cite'],
};
