/**
 * A title quoted inside a sentence that already sets it in quotation marks (the citation line): the
 * title's own quotation marks become the language's inner ones, so that they do not double up
 * (ru «Laugh and Lie Down — „Смейся и ложись“», not «… «…»»).
 */
const INNER: Record<string, { outer: RegExp; open: string; close: string }> = {
  ru: { outer: /«([^«»]*)»/gu, open: '„', close: '“' },
  fr: { outer: /«[\s\u00a0\u202f]?([^«»]*?)[\s\u00a0\u202f]?»/gu, open: '“', close: '”' },
  de: { outer: /„([^„“]*)“/gu, open: '‚', close: '‘' },
  en: { outer: /“([^“”]*)”/gu, open: '‘', close: '’' },
};

/** `title` with its quotation marks turned into the inner ones of `lang` (unchanged for another language). */
export function nestQuotes(title: string, lang: string): string {
  const q = INNER[lang];
  return q ? title.replace(q.outer, (_m, inner: string) => `${q.open}${inner}${q.close}`) : title;
}
