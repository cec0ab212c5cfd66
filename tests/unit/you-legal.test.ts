/**
 * The rule in a Loo log line's bracket speaks to the reader too: "You play the jack of diamonds (you head the
 * trick)", «Вы кладёте валета бубен (перебиваете)» (a Russian reader read «Вы кладёте … (перебивает)»). narrate.ts
 * passes the card's player to the rule's words; a game log's `t` (play/youName.ts) then asks for their `_you` form.
 * The words are each language's own, written here by hand.
 */
import { describe, expect, it } from 'vitest';
import { withYou } from '~/components/play/youName.ts';
import { createT } from '~/i18n/createT.ts';
import { MESSAGES } from '~/i18n/gameMessages.ts';

describe('the rule in a log line’s bracket, for the reader’s own card', () => {
  const WANT = { en: 'you head the trick', de: 'du schlägst den Stich', fr: 'c’est monter sur le pli', ru: 'перебиваете' } as const;
  const OTHER = { en: 'heads the trick', de: 'schlägt den Stich', fr: 'c’est monter sur le pli', ru: 'перебивает' } as const;
  for (const lang of ['en', 'de', 'fr', 'ru'] as const) {
    it(lang, () => {
      const tLog = withYou(createT(lang, MESSAGES[lang]!), 0);
      expect(tLog('loo.legal.head', { player: tLog('players.0') })).toBe(WANT[lang]);
      // Another seat's card keeps the third person.
      expect(tLog('loo.legal.head', { player: tLog('players.2') })).toBe(OTHER[lang]);
    });
  }
});
