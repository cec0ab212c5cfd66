/**
 * The site's one list join (src/i18n/listJoin.ts): the language's conjunction, and in Russian a non-breaking space
 * after «и», as Russian typesets a one-letter word (a Russian editor found «валета бубён и валета пик» broken after it).
 */
import { describe, expect, it } from 'vitest';
import { listJoin } from '~/i18n/listJoin.ts';
import { createT } from '~/i18n/createT.ts';

describe('listJoin', () => {
  it('joins as each language does, with a non-breaking space after the Russian «и»', () => {
    expect(listJoin('en', ['a', 'b', 'c'])).toBe('a, b, and c');
    expect(listJoin('de', ['a', 'b'])).toBe('a und b');
    expect(listJoin('ru', ['валета бубён', 'валета пик'])).toBe('валета бубён и\u00a0валета пик');
    expect(listJoin('ru', ['a', 'b', 'c'])).toBe('a, b и\u00a0c');
  });
  it('is i18next’s `list` format too', () => {
    const t = createT('ru', { x: 'Карты: {{cards, list}}.' });
    expect(t('x', { cards: ['дама треф', 'дама бубён'] })).toBe('Карты: дама треф и\u00a0дама бубён.');
  });
});
