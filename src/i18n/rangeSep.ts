/**
 * What joins the two bounds of an interval in a table or after a mean: « bis » in German (a German editor), an
 * ellipsis with no spaces in Russian, as Russian typesets a range (a Russian editor: «+4,15…+4,51»), "to" in
 * English (an English copy editor: an ellipsis is no English range mark, and a dash reads as a minus before a
 * signed bound), « … » in French tables (its prose writes « de … à … », strategy/figures.ts). Shared by the strategy pages' tables (strategy/figures.ts) and the "run it yourself" result, so that
 * a reader's run reads as the page's figures do.
 */
export function rangeSep(lang: string): string {
  return lang === 'de' ? ' bis ' : lang === 'ru' ? '…' : lang === 'en' ? ' to ' : ' … ';
}
