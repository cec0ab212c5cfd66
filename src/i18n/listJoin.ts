/** One formatter per language: a narration names card lists many times over. */
const FORMATS = new Map<string, Intl.ListFormat>();

/**
 * Items joined as a list in the language's way (Intl.ListFormat, conjunction: "a, b and c"), with Russian's
 * non-breaking space after the conjunction «и», as Russian typesets a one-letter word (a Russian editor found
 * «валета бубён и валета пик» broken after the «и»). The one list join of the site: card lists (cardName.ts) and
 * i18next's `list` format (createT.ts) both use it.
 */
export function listJoin(lang: string, items: readonly string[]): string {
  let format = FORMATS.get(lang);
  if (!format) FORMATS.set(lang, (format = new Intl.ListFormat(lang, { type: 'conjunction' })));
  const text = format.format(items);
  return lang === 'ru' ? text.replace(/ и /gu, ' и\u00a0') : text;
}
