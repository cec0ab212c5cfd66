/**
 * The reader's own laying of a rank's last cards is named as such under a reading that has it instead of the
 * pair out of turn (the French rules, seed 003: « les dernières cartes d’un rang »), not as Parlett's "dead
 * pair" (a German newcomer read „Leg das tote Paar ab“ in a French game whose terms say "no pair out of turn").
 */
import { describe, expect, it } from 'vitest';
import { moveTextFor, choiceTextFor, laysLastCards } from '~/components/play/describe.ts';
import { createT } from '~/i18n/createT.ts';
import { MESSAGES } from '~/i18n/gameMessages.ts';
import { READINGS, cards } from '~/engine/index.ts';

const m = { type: 'layPair', player: 0, cards: cards('4C 4D') } as const;
const words = {
  en: ['lay down the last cards of their rank', 'lay the dead pair down'],
  de: ['Leg die letzten Karten ihres Rangs ab', 'Leg das tote Paar ab'],
  fr: ['posez les dernières cartes de leur rang', 'posez la paire morte'],
  ru: ['выложите последние карты этого достоинства', 'выложите мёртвую пару'],
} as const;

describe('laying the last cards of a rank, in words', () => {
  it('the French rules lay last cards, Parlett a pair out of turn', () => {
    expect(laysLastCards(READINGS.french!.options)).toBe(true);
    expect(laysLastCards(READINGS.parlett!.options)).toBe(false);
  });
  for (const lang of ['en', 'de', 'fr', 'ru'] as const) {
    it(`names the move by the reading's rule (${lang})`, () => {
      const t = createT(lang, MESSAGES[lang]!);
      const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
      expect(plain(moveTextFor(t, lang, m, 0, true))).toContain(words[lang][0]);
      expect(plain(moveTextFor(t, lang, m, 0, false))).toContain(words[lang][1]);
      expect(plain(choiceTextFor(t, lang, m, 0, true))).not.toBe(plain(choiceTextFor(t, lang, m, 0, false)));
    });
  }
});
