/**
 * The coach's cost line (src/components/why/costLine.ts): the chips' plural form goes by the figure as
 * shown, to one decimal, and the better choice follows a colon rather than sitting in parentheses, where
 * its own parenthesised cards made brackets within brackets. A Russian reader saw «разница около 1,0 фишка»
 * and «(выложите мёртвую пару (дама червей и дама пик))». The expected words are each language's own.
 */
import { describe, expect, it } from 'vitest';
import { costLine } from '~/components/why/costLine.ts';
import { createT } from '~/i18n/createT.ts';
import { MESSAGES } from '~/i18n/gameMessages.ts';

const line = (lang: string, cost: number) =>
  costLine(createT(lang, MESSAGES[lang]!), lang, cost, 400, 'X (a, b)').replace(/[\u00a0\u202f]/g, ' ');

describe('the coach’s cost line', () => {
  it('ru: 1,0 and 2,0 chips take the form for fractions (фишки), as the figure is shown with a decimal', () => {
    expect(line('ru', 1)).toContain('на 1,0 фишки меньше');
    expect(line('ru', 2)).toContain('на 2,0 фишки меньше');
    expect(line('ru', 5)).toContain('на 5,0 фишки меньше');
  });
  it('en: 1.0 chips, not 1.0 chip; fr: 1,0 jeton (French singular below 2)', () => {
    expect(line('en', 1)).toContain('about 1.0 chips less');
    expect(line('fr', 1)).toContain('environ 1,0 jeton par rapport au meilleur');
  });
  it.each(['en', 'de', 'fr', 'ru'])('%s: the better choice follows a colon, not parentheses', (lang) => {
    expect(line(lang, 1.5)).toMatch(/ ?: X \(a, b\)\.$/);
    expect(line(lang, 1.5)).not.toContain('(X');
  });
});
