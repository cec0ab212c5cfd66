/**
 * The search results' sections (search.ts `headingFirst`): the glossary's entry for the word searched for is
 * listed before entries that only mention it (an English reader searching "prial" saw "capture" first).
 */
import { describe, expect, it } from 'vitest';
import { headingFirst, type FoundPage } from '~/components/site/search.ts';

/** A glossary result as Pagefind gives it: the page's top, then a section per term in alphabetical order. */
function glossary(...titles: string[]): FoundPage {
  return {
    url: '/en/glossary/',
    sub_results: [{ url: '/en/glossary/', title: 'Glossary' }, ...titles.map((t) => ({ url: `/en/glossary/#${t}`, title: t }))],
  };
}
const titles = (r: FoundPage) => r.sub_results!.map((s) => s.title);

describe('headingFirst', () => {
  it('puts the heading that is the word searched for first, after the page’s top', () => {
    // Four sections found: cut to the three the UI shows, the matching one kept.
    expect(titles(headingFirst(glossary('capture', 'declaration', 'prial', 'rank'), 'prial'))).toEqual(['Glossary', 'prial', 'capture', 'declaration']);
  });
  it('then headings that hold the word, in page order; letter case, accents and spaces do not count', () => {
    expect(titles(headingFirst(glossary('claim', 'mournival on the table', 'Mournival'), ' MOURNIVAL '))).toEqual(['Glossary', 'Mournival', 'mournival on the table', 'claim']);
    expect(titles(headingFirst(glossary('carreau', 'carré'), 'carre'))).toEqual(['Glossary', 'carré', 'carreau']);
    expect(titles(headingFirst(glossary('Pam, be civil!', 'flush', 'Pam'), 'pam'))).toEqual(['Glossary', 'Pam', 'Pam, be civil!', 'flush']);
  });
  it('does not take part of a longer word for the word', () => {
    expect(titles(headingFirst(glossary('pair', 'repair'), 'pai'))).toEqual(['Glossary', 'pair', 'repair']);
    expect(titles(headingFirst(glossary('spare pair', 'pair'), 'pair'))).toEqual(['Glossary', 'pair', 'spare pair']);
  });
  it('keeps the order where no heading matches, and a page without sections as it is', () => {
    expect(titles(headingFirst(glossary('a', 'b', 'c'), 'z'))).toEqual(['Glossary', 'a', 'b', 'c']);
    const bare: FoundPage = { url: '/en/loo/' };
    expect(headingFirst(bare, 'pam')).toBe(bare);
  });
  it('moves the first section too when it is not the page’s top', () => {
    const r: FoundPage = { url: '/en/glossary/', sub_results: [{ url: '/en/glossary/#a', title: 'capture' }, { url: '/en/glossary/#b', title: 'prial' }] };
    expect(titles(headingFirst(r, 'prial'))).toEqual(['prial', 'capture']);
  });
});

describe('headingFirst, where the UI would drop the matching heading', () => {
  it('keeps the heading that is the word among the three sections shown, the others by most matches', () => {
    // «каре» stemmed matches «карты» in many entries: the UI keeps the three with most matches, and would drop «каре».
    const sub = (title: string, n: number) => ({ url: `/ru/glossary/#${title}`, title, locations: Array.from({ length: n }, (_, i) => i) });
    const r: FoundPage = { url: '/ru/glossary/', sub_results: [{ url: '/ru/glossary/', title: 'Глоссарий' }, sub('взятие', 4), sub('достоинство', 3), sub('каре', 1), sub('раздача', 5), sub('сдающий', 2)] };
    expect(titles(headingFirst(r, 'каре'))).toEqual(['Глоссарий', 'каре', 'взятие', 'раздача']);
  });
  it('leaves the list whole where no heading is the word', () => {
    const sub = (title: string) => ({ url: `/en/glossary/#${title}`, title, locations: [1] });
    const r: FoundPage = { url: '/en/glossary/', sub_results: ['a', 'b', 'c', 'd'].map(sub) };
    expect(titles(headingFirst(r, 'z'))).toEqual(['a', 'b', 'c', 'd']);
  });
});
