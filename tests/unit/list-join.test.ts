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
