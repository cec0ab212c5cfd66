/** Each opening bracket or quotation mark and the mark that closes it: English “…”, German „…“, French and Russian «…». */
const CLOSES: Readonly<Record<string, string>> = { '(': ')', '“': '”', '„': '“', '«': '»' };

/** The parts of a title separated by ", " outside brackets and quotation marks. */
function parts(title: string): string[] {
  const out: string[] = [];
  const open: string[] = []; // the closing marks awaited, innermost last
  let start = 0;
  for (let i = 0; i < title.length; i++) {
    const c = title[i]!;
    // German „…“ closes with the mark that opens an English quotation: a closing mark awaited comes first.
    if (open.length > 0 && c === open.at(-1)) open.pop();
    else if (c in CLOSES) open.push(CLOSES[c]!);
    else if (c === ',' && title[i + 1] === ' ' && open.length === 0) {
      out.push(title.slice(start, i).trim());
      start = i + 2;
    }
  }
  out.push(title.slice(start).trim());
  return out;
}

/**
 * The short form of a source's title for a citation in running text: its first part (author or site),
 * or its first two when the first alone is a bare quoted title (“Laugh and Lie Down”) or a seed text.
 */
export function shortTitle(title: string): string {
  const p = parts(title);
  // The author or title without a trailing parenthesis (“W. H. Peel (“Baxter-Wray”)” → “W. H. Peel”).
  // A subtitle after a dash goes too: an em dash, or the German spaced en dash, after a space or a no-break
  // space (the Russian typography's) — the German and Russian Loo text had read "three-card Loo with the miss".
  const first = p[0]!.split(/\s[—–]\s/)[0]!.replace(/\s+\([^()]*\)$/, '');
  return /^[“«„]/.test(first) && p[1] ? `${first}, ${p[1].replace(/\s+\([^()]*\)$/, '')}` : first;
}

/**
 * Short titles for several sources cited together: where two would read the same ("David Parlett" for
 * both of his pages, "W. H. Peel" for two sections of his book), each gets its last part too (the site or
 * the section: "David Parlett, davidparlett.co.uk"), or, if that still does not tell them apart, its whole
 * title, so that each stays recognisable. `own`: a source's own short form where it has one (citedAs), by index.
 */
export function shortTitles(titles: readonly string[], own: readonly (string | undefined)[] = []): string[] {
  const short = titles.map((t, i) => own[i] ?? shortTitle(t));
  const dup = (list: string[], s: string) => list.indexOf(s) !== list.lastIndexOf(s);
  const longer = short.map((s, i) => {
    if (!dup(short, s)) return s;
    const last = parts(titles[i]!).at(-1)!;
    return last === s ? titles[i]! : `${s}, ${last}`;
  });
  return longer.map((s, i) => (dup(longer, s) ? titles[i]! : s));
}

/**
 * How a source is cited in running text in `lang`: its own short form (sources.json `short`) where its title's
 * first part would not tell it from another work — two editions of Hoyle's Games, English and American, both
 * read "Hoyle's Games" (a German reader) — else undefined, for shortTitle to derive.
 */
export function ownShort(data: { short?: Partial<Record<string, string>> }, lang: string): string | undefined {
  return data.short?.[lang] ?? data.short?.en;
}
