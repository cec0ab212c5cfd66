/**
 * A source's title as shown in a language. A title is cited as published, in its own language; only the
 * site's own unpublished rules summaries (whose title describes them) carry a translation (`titles`).
 * French sets quotation marks as « … » with narrow no-break spaces: “Laugh and Lie Down” → « Laugh and Lie Down ».
 */
export function titleIn(data: { title: string; titles?: Partial<Record<string, string>> }, lang: string): string {
  const own = data.titles?.[lang];
  if (own) return own;
  return lang === 'fr' ? data.title.replace(/“([^”]*)”/g, '«\u202f$1\u202f»') : data.title;
}
