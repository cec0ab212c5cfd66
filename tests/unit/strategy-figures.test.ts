import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { checkExpect, formatFigure, lookup, isEstimate, type Show } from '~/strategy/figures.ts';

const LANGS = ['en', 'de', 'fr', 'ru'];
const PAGES = ['laugh-and-lie-down', 'loo'];

/** Every <Figure …/> of a page: its attributes. */
function figures(src: string): { k: string; show?: string; expect?: string }[] {
  return [...src.matchAll(/<Figure\b([^>]*)\/>/g)].map((m) => {
    const attrs = Object.fromEntries([...m[1]!.matchAll(/(\w+)=(?:"([^"]*)"|\{([^}]*)\})/g)].map((a) => [a[1]!, a[2] ?? a[3]!]));
    return attrs as { k: string; show?: string; expect?: string };
  });
}

describe('the strategy pages’ figures', () => {
  for (const game of PAGES) {
    const en = figures(readFileSync(`src/content/pages/en/${game}/strategy.mdx`, 'utf8'));
    it(`${game}: quotes figures, none typed by hand in the English prose`, () => {
      expect(en.length).toBeGreaterThan(10);
    });
    for (const lang of LANGS) {
      const src = readFileSync(`src/content/pages/${lang}/${game}/strategy.mdx`, 'utf8');
      const figs = figures(src);
      it(`${lang}/${game}: every figure resolves, formats, and its claim holds`, () => {
        for (const f of figs) {
          expect(lookup(f.k), f.k).toBeDefined();
          expect(() => formatFigure(f.k, (f.show ?? 'chips') as Show, lang)).not.toThrow();
          if (f.expect) expect(checkExpect(f.k, f.expect), `${f.k} ${f.expect}`).toBeNull();
        }
      });
      it(`${lang}/${game}: states the same facts as the English page (same figures, same claims)`, () => {
        expect(figs.map((f) => `${f.k} ${f.expect ?? ''}`)).toEqual(en.map((f) => `${f.k} ${f.expect ?? ''}`));
      });
    }
  }

  it('checks a claim against the data: a false one is refused', () => {
    // The five-player dealer's result is above zero in the data (the page says dealing pays) …
    const dealer = lookup('lld.seat.parlett.5.dealer');
    expect(isEstimate(dealer) && dealer.lo > 0).toBe(true);
    expect(checkExpect('lld.seat.parlett.5.dealer', 'positive')).toBeNull();
    // … so the opposite claims fail.
    expect(checkExpect('lld.seat.parlett.5.dealer', 'negative')).not.toBeNull();
    expect(checkExpect('lld.seat.parlett.5.dealer', 'zero')).not.toBeNull();
    expect(checkExpect('lld.seat.parlett.5.eldest', 'above:lld.seat.parlett.5.dealer')).not.toBeNull();
    expect(checkExpect('no.such.key', 'positive')).not.toBeNull();
  });

  it('formats a figure per locale', () => {
    expect(formatFigure('loo.flush.exact.hands', 'number', 'en')).toBe('7,293');
    expect(formatFigure('loo.flush.exact.hands', 'number', 'de')).toBe('7.293');
    expect(formatFigure('loo.flush.exact.hands', 'number', 'fr')).toMatch(/^7\s293$/u);
    expect(() => formatFigure('lld.nothing', 'chips', 'en')).toThrow();
  });
});
