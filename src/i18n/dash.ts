/**
 * The spaced dash that joins two parts of a label ("Rule: X — Y", "Page — Section") in a language: German
 * sets a spaced en dash (a German editor flagged the em dash); English, French and Russian an em dash, with
 * a no-break space before it in French and Russian so that it never starts a line.
 */
export function dash(lang: string): string {
  if (lang === 'de') return '\u00a0– ';
  if (lang === 'fr' || lang === 'ru') return '\u00a0— ';
  return ' — ';
}
