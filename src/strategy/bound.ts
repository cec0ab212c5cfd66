import { numberFormat } from '../i18n/numberFormat.ts';

/**
 * An interval's end in chips, signed, with `d` decimals: an end that would round to zero gets as many more
 * decimals as it needs (at most four more) to show its sign, "−0.001", so that it says on which side of zero it
 * lies ("0.00" did not, a statistician; "−0.00" read as a misprint, a Russian editor). Exactly zero is "0.00".
 * Hyphen-minus, as Intl writes it; the callers make it typographic.
 */
export function formatBound(lang: string, x: number, d = 2): string {
  let k = d;
  while (x !== 0 && k < d + 4 && Math.abs(x) < 0.5 * 10 ** -k) k++;
  return numberFormat(lang, { minimumFractionDigits: k, maximumFractionDigits: k, signDisplay: 'exceptZero' }).format(x);
}
