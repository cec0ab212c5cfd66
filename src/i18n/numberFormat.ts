/**
 * The site's number format for a language: Intl.NumberFormat with British English for `en`, and in Russian
 * no group separator in a four-digit number (4266, but 14 266), as Russian typesetting has it (a Russian
 * editor flagged «4 266»); Intl groups from four digits there by default. German, French and English keep
 * Intl's grouping. `options` are Intl's, passed through.
 */
export function numberFormat(lang: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const locale = lang === 'en' ? 'en-GB' : lang;
  return new Intl.NumberFormat(locale, lang === 'ru' ? { useGrouping: 'min2', ...options } : options);
}
