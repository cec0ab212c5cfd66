/**
 * Every source's title line in each language (src/content/sources.json `titles`; English is `title`): the
 * works' own titles stay as published, but the editor's words around them (page, chapter, edition, "unsigned,
 * undated", "message of …", "English") are the page's language. German, French and Russian readers saw
 * "p. 140", "(place and year not established)" and "Wikipedia (English)" in their source lists and in every
 * citation's tooltip. The shortened citation (shortTitle) still reads the author, or the page and its site.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { titleIn } from '../../src/components/ref/titleIn.ts';
import { ownShort, shortTitle, shortTitles } from '../../src/components/ref/shortTitle.ts';

type Source = { id: string; title: string; titles?: Record<string, string>; short?: Record<string, string> };
const SOURCES = JSON.parse(readFileSync('src/content/sources.json', 'utf8')) as Source[];

/** English editorial words that a title line in another language must not keep (the works' titles aside). */
const ENGLISH = /\b(?:chapter|edition|editions|unsigned|undated|message of|mailing list|English version|earlier version|posts tagged|family page|place and year|not identified|first published|created \d|revised \d|source text|the edition scanned|editor’s introduction|canto|licence\)|bibliography note|podcast page|pbm\.com archive)|\((?:English|ed\.)\)?/;
/** "p. 140", "vol. I", "(blog)": French writes them the same way; German and Russian do not. */
const PAGES = /\bpp?\.\s?\d|\bvol\.|\(blog\)/;
/** The same words within the works' own titles, which stay: quoted titles and the English book titles. */
const quoted = (s: string) => s.replace(/[“«„][^”»“]*[”»“]/g, '«…»').replace(/Round Games with Cards[^(]*|Enquire Within upon Everything|Hoyle’s Games[^(,]*|The Compleat Gamester|Volume of Plaies|Book of Games/g, '…');

describe('source titles in every language', () => {
  for (const lang of ['de', 'fr', 'ru']) {
    it(`${lang}: each source has its own title line, without English editorial words`, () => {
      const missing = SOURCES.filter((s) => !s.titles?.[lang]).map((s) => s.id);
      expect(missing).toEqual([]);
      const english = SOURCES.map((s) => [s.id, quoted(titleIn(s, lang))] as const).filter(([, t]) => ENGLISH.test(t) || (lang !== 'fr' && PAGES.test(t)));
      expect(english).toEqual([]);
    });
    it(`${lang}: a citation still shortens to the author, or to the page and its site`, () => {
      for (const s of SOURCES) {
        const short = shortTitle(titleIn(s, lang)).replace(/\u00a0/g, ' ');
        const enShort = shortTitle(s.title);
        // The author (a name in Latin letters) is the same in every language.
        if (!/^[“«„]/.test(enShort) && !/blog|mailing list|Wikipedia|Laugh and Lie Down:|Loo \(Lanterloo\)/.test(enShort)) expect([s.id, short]).toEqual([s.id, enShort]);
        expect(short.length, s.id).toBeLessThan(80);
      }
    });
  }
  it('the rule texts shorten to their name, not to one of the games they cover (the Loo text covers three-card and five-card Loo)', () => {
    const loo = SOURCES.find((s) => s.id === 'loo-text')!;
    const short = Object.fromEntries(['en', 'de', 'fr', 'ru'].map((l) => [l, shortTitle(titleIn(loo, l)).replace(/\u00a0/g, ' ')]));
    expect(short).toEqual({
      en: 'Loo (Lanterloo): a German Loo text',
      de: 'Loo (Lanterloo): ein deutschsprachiger Loo-Regeltext',
      fr: 'Loo (Lanterloo) : texte allemand sur le loo',
      ru: 'Лу (Lanterloo): немецкий текст о лу',
    });
  });
  it('no two works are cited alike: the English and the American Hoyle’s Games differ (a German reader read both as „Hoyle’s Games“)', () => {
    for (const lang of ['en', 'de', 'fr', 'ru']) {
      const hoyle = SOURCES.filter((s) => s.id === 'hoyle-i-173' || s.id === 'amh-140').map((s) => shortTitles([titleIn(s, lang)], [ownShort(s, lang)])[0]);
      expect(new Set(hoyle).size, lang).toBe(2);
    }
  });
  it('the check finds English editorial words', () => {
    expect(ENGLISH.test(quoted('Hoyle’s Games, an American edition (place and year not established), “Pam-loo”, p. 140'))).toBe(true);
    expect(PAGES.test(quoted('Hoyle’s Games, „Pam-loo“, p. 140'))).toBe(true);
    expect(ENGLISH.test(quoted('“Loo”, Wikipedia (English)'))).toBe(true);
    expect(ENGLISH.test(quoted('W. H. Peel, Round Games with Cards (London, 1891), «Loo», S. 16–30, „Playing the Hands“'))).toBe(false);
  });
});
