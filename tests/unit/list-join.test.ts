/**
 * The site's one list join (src/i18n/listJoin.ts): the language's conjunction, and in Russian a non-breaking space
 * after «и», as Russian typesets a one-letter word (a Russian editor found «валета бубён и валета пик» broken after it).
 * `{{x, list(type: disjunction)}}` joins alternatives with "or": the analysis names the moves a choice stands for
 * (analysis `alike`), and a French editor read « jouer … et prendre … et jouer … et prendre … » — the option had
 * been ignored, in every language.
 */
import { describe, expect, it } from 'vitest';
import { listJoin } from '~/i18n/listJoin.ts';
import { createT } from '~/i18n/createT.ts';
import { MESSAGES } from '~/i18n/gameMessages.ts';

// Each language's words for "and" and "or" (the languages' own, not the formatter's output).
const WORDS = { en: ['and', 'or'], de: ['und', 'oder'], fr: ['et', 'ou'], ru: ['и', 'или'] } as const;

describe('listJoin', () => {
  it('joins as each language does, with a non-breaking space after the Russian «и»', () => {
    expect(listJoin('en', ['a', 'b', 'c'])).toBe('a, b and c');
    expect(listJoin('de', ['a', 'b'])).toBe('a und b');
    expect(listJoin('ru', ['валета бубён', 'валета пик'])).toBe('валета бубён и\u00a0валета пик');
    expect(listJoin('ru', ['a', 'b', 'c'])).toBe('a, b и\u00a0c');
  });
  it('is i18next’s `list` format too', () => {
    const t = createT('ru', { x: 'Карты: {{cards, list}}.' });
    expect(t('x', { cards: ['дама треф', 'дама бубён'] })).toBe('Карты: дама треф и\u00a0дама бубён.');
  });
  for (const [lang, [and, or]] of Object.entries(WORDS)) {
    it(`${lang}: the analysis names moves alike as alternatives ("${or}"), a card list as a whole ("${and}")`, () => {
      const t = createT(lang, MESSAGES[lang]!);
      const text = t('analysis.alike', { moves: ['AAA', 'BBB', 'CCC'] }).replace(/\u00a0/g, ' ');
      expect(text).toMatch(new RegExp(`BBB,? ${or} CCC`, 'u'));
      expect(text).not.toMatch(new RegExp(`BBB,? ${and} CCC`, 'u'));
      expect(listJoin(lang, ['AAA', 'BBB']).replace(/\u00a0/g, ' ')).toBe(`AAA ${and} BBB`);
    });
  }
});

// A German editor: „Spiel … und hol …“ are a trick game's words; German players say „mit der Herz-Sieben die
// Kreuz-Sieben holen“. A German newcomer then found „mit Kreuz-Bube“ wrong: the dative takes its article, and
// the Bube its weak ending. The forms are German's own, written here by hand.
describe('a card after "with"', () => {
  it('German: the dative with its article, the Bube with its ending; Russian: the instrumental', async () => {
    const { withCardName } = await import('~/components/cards/cardName.ts');
    const de = createT('de', MESSAGES.de!);
    const ru = createT('ru', MESSAGES.ru!);
    const { rankOf, suitOf } = await import('~/engine/core/cards.ts');
    // The cards by rank and suit (0 ace … 12 king; clubs, diamonds, hearts, spades), found through the engine's reading.
    const find = (r: number, s: number) => Array.from({ length: 52 }, (_, c) => c).find((c) => rankOf(c) === r && suitOf(c) === s)!;
    expect(withCardName(de, find(10, 0))).toBe('dem Kreuz-Buben');
    expect(withCardName(de, find(6, 2))).toBe('der Herz-Sieben');
    expect(withCardName(de, find(0, 3))).toBe('dem Pik-Ass');
    expect(withCardName(de, find(12, 1))).toBe('dem Karo-König');
    expect(withCardName(ru, find(10, 0))).toBe('валетом треф');
    expect(withCardName(ru, find(11, 2))).toBe('дамой червей');
  });
});
