/**
 * A hand that lost cards with none won is said as such ("has won none"), not "has won only 0" (a German
 * editor); with some won, the count stays.
 */
import { describe, expect, it } from 'vitest';
import { errorText } from '~/components/play/describe.ts';
import { createT } from '~/i18n/createT.ts';
import { MESSAGES } from '~/i18n/gameMessages.ts';

const NONE = { de: 'hat aber keine gewonnen', en: 'but has won none', fr: 'mais n’en a gagné aucune', ru: 'а взятых нет ни одной' } as const;

describe('ERR_HAND_UNACCOUNTED with nothing won', () => {
  for (const lang of ['en', 'de', 'fr', 'ru'] as const) {
    it(lang, () => {
      const t = createT(lang, MESSAGES[lang]!);
      const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
      const none = plain(errorText(t, { code: 'ERR_HAND_UNACCOUNTED', player: 0, size: 7, dealt: 8, won: 0 }));
      expect(none).toContain(NONE[lang]);
      expect(none).not.toMatch(/\{\{| 0 /);
      const some = plain(errorText(t, { code: 'ERR_HAND_UNACCOUNTED', player: 0, size: 5, dealt: 8, won: 2 }));
      expect(some).not.toContain(NONE[lang]);
      expect(some).toContain('2');
    });
  }
});
