import type { MarkdownHeading } from 'astro';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/**
 * Finds the headings written as raw HTML in an MDX source (`<h2 id="setup">Vorbereitung</h2>`), which
 * `render()` does not report, in source order.
 */
export function htmlHeadings(source: string): MarkdownHeading[] {
  const headings: MarkdownHeading[] = [];
  for (const [, level, attrs, inner] of source.matchAll(/<h([1-6])\b([^>]*)>([\s\S]*?)<\/h\1\s*>/g)) {
    const id = /\bid\s*=\s*["']([^"']+)["']/.exec(attrs)?.[1];
    if (!id) continue;
    const text = inner
      .replace(/<[^>]*>/g, '')
      .replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (m, e: string) =>
        e[0] === '#' ? String.fromCodePoint(Number(e[1] === 'x' || e[1] === 'X' ? `0${e.slice(1)}` : e.slice(1))) : (ENTITIES[e] ?? m),
      )
      .replace(/[ \t\r\n\f\v]+/g, ' ') // collapse breaking whitespace only: no-break spaces are typography
      .trim();
    headings.push({ depth: Number(level), slug: id, text });
  }
  return headings;
}
