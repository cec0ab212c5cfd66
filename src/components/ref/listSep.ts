/**
 * The separator between the items of a list joined with a semicolon (citations, sources, claims) in a
 * language: French sets a narrow no-break space (U+202F) before the semicolon, the others none.
 */
export function listSep(lang: string): string {
  return lang === 'fr' ? '\u202f; ' : '; ';
}
