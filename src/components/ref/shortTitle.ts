/** The short form of a source's title for a citation in running text: what comes before the first comma (author or site). */
export function shortTitle(title: string): string {
  return title.split(/,\s/)[0]!.trim();
}

/**
 * Short titles for several sources cited together: where two would read the same ("David Parlett" for
 * both of his pages), those get the next part of their titles too, so that each stays recognisable.
 */
export function shortTitles(titles: readonly string[]): string[] {
  const short = titles.map(shortTitle);
  return short.map((s, i) => (short.indexOf(s) !== short.lastIndexOf(s) ? titles[i]!.split(/,\s/).slice(0, 2).join(', ') : s));
}
