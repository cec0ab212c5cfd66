/**
 * Positions the pages link to (`/play/?p=<notation>`): every one parses, every locale links the same
 * positions from the same page, and the position that the Laugh and Lie Down strategy page offers for the
 * split-pair tip is one where the tip applies and pays (as the sentence around the link says).
 */
import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parsePosition } from '~/engine/index.ts';
import { hint } from '~/engine/lld/ai.ts';
import { analysePosition } from '~/engine/lld/analysis.ts';

const LANGS = ['en', 'de', 'fr', 'ru'];
const ROOT = 'src/content/pages';

function mdxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? mdxFiles(join(dir, e.name)) : e.name.endsWith('.mdx') ? [join(dir, e.name)] : []));
}

/** The `?p=` positions linked from a page, in order. */
function linked(src: string): string[] {
  return [...src.matchAll(/\/play\/\?p=([^)\s"'#&]+)/g)].map((m) => decodeURIComponent(m[1]!));
}

describe('positions linked from the pages', () => {
  const pages = mdxFiles(join(ROOT, 'en')).map((f) => f.slice(join(ROOT, 'en').length + 1));
  it('the strategy page links at least one position', () => {
    expect(linked(readFileSync(join(ROOT, 'en/laugh-and-lie-down/strategy.mdx'), 'utf8')).length).toBeGreaterThan(0);
  });
  for (const page of pages) {
    const en = linked(readFileSync(join(ROOT, 'en', page), 'utf8'));
    if (en.length === 0) continue;
    for (const lang of LANGS) {
      const ps = linked(readFileSync(join(ROOT, lang, page), 'utf8'));
      it(`${lang}/${page}: links the English page's positions, each of which parses`, () => {
        expect(ps).toEqual(en);
        for (const p of ps) expect(parsePosition(p).ok, p).toBe(true);
      });
    }
  }

  it('the split-pair position: the tip applies, and taking one card beats taking the pair at once', () => {
    const [p] = linked(readFileSync(join(ROOT, 'en/laugh-and-lie-down/strategy.mdx'), 'utf8'));
    const pos = parsePosition(p!);
    if (!pos.ok) throw new Error(pos.error.code);
    const turn = pos.value.turn!;
    expect(hint(pos.value, turn)?.reason).toBe('oneAtATime');
    const a = analysePosition(pos.value, { level: 'careful', seed: 1 });
    if (!a.ok) throw new Error(a.error.code);
    a.value.step(300);
    const rated = a.value.report().choices.filter((c) => c.move.move.type === 'capture');
    const one = rated.filter((c) => c.move.move.type === 'capture' && c.move.move.play.length === 1);
    const both = rated.filter((c) => c.move.move.type === 'capture' && c.move.move.play.length === 2);
    expect(one.length).toBeGreaterThan(0);
    expect(both.length).toBeGreaterThan(0);
    // "much larger": the worst one-card capture is rated above the best two-card one, beyond both intervals.
    expect(Math.min(...one.map((c) => c.low))).toBeGreaterThan(Math.max(...both.map((c) => c.high)));
  });
});
