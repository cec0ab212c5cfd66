/** One formatter per language and kind of list: a narration names card lists many times over. */
const FORMATS = new Map<string, Intl.ListFormat>();

/** The kinds of list: "a, b and c" (conjunction) or "a, b or c" (disjunction, for alternatives). */
export type ListType = 'conjunction' | 'disjunction';

/**
 * Items joined as a list in the language's way (Intl.ListFormat: "a, b and c", or with `type` 'disjunction'
 * "a, b or c"), with Russian's non-breaking space after the conjunction «и», as Russian typesets a one-letter
 * word (a Russian editor found «валета бубён и валета пик» broken after the «и»). The one list join of the
 * site: card lists (cardName.ts) and i18next's `list` format (createT.ts, where `list(type: disjunction)` asks
 * for the second kind) both use it.
 */
export function listJoin(lang: string, items: readonly string[], type: ListType = 'conjunction'): string {
  const key = `${lang} ${type}`;
  let format = FORMATS.get(key);
  // English as the site writes it, British: no comma before the last "and" or "or" (an English copy editor found
  // the serial comma only in generated lists, never in the prose).
  if (!format) FORMATS.set(key, (format = new Intl.ListFormat(lang === 'en' ? 'en-GB' : lang, { type })));
  const text = format.format(items);
  return lang === 'ru' ? text.replace(/ и /gu, ' и\u00a0') : text;
}
