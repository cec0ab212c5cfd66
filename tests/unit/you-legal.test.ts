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
import { narrateLooDeal } from '~/components/loo/narrate.ts';
import { looDealSeeded, threeCard } from '~/engine/loo/index.ts';

describe('the rule in a log line’s bracket, for the reader’s own card', () => {
  const WANT = { en: 'you head the trick', de: 'du schlägst den Stich', fr: 'vous montez sur le pli', ru: 'перебиваете' } as const;
  const OTHER = { en: 'heads the trick', de: 'schlägt den Stich', fr: 'monte sur le pli', ru: 'перебивает' } as const;
  for (const lang of ['en', 'de', 'fr', 'ru'] as const) {
    it(lang, () => {
      const tLog = withYou(createT(lang, MESSAGES[lang]!), 0);
      expect(tLog('loo.legal.head', { player: tLog('players.0') })).toBe(WANT[lang]);
      // Another seat's card keeps the third person.
      expect(tLog('loo.legal.head', { player: tLog('players.2') })).toBe(OTHER[lang]);
    });
  }
});

describe('a deal’s opening names the reader on the dealer’s left in the second person', () => {
  // A single pot with a miss: only the player on the dealer's left may take it (seed 004). Dan deals, so Anna
  // (the reader, seat 0) is that player; when Anna deals, Ben is.
  const ONLY_YOU = { en: 'only you, on the dealer’s left, may take the miss', de: 'nur du als Vorhand darfst die Miss nehmen', fr: 'que par vous, à qui revient la première annonce', ru: 'только вы — первая рука' } as const;
  const deal = (dealer: number) => {
    const d = looDealSeeded(7, { rules: threeCard, players: 4, dealer });
    if (!d.ok) throw new Error(d.error.code);
    return d.value;
  };
  for (const lang of ['en', 'de', 'fr', 'ru'] as const) {
    it(lang, () => {
      const tLog = withYou(createT(lang, MESSAGES[lang]!), 0);
      const nb = (x: string) => x.replace(/[\u00a0\u202f]/g, ' ');
      expect(nb(narrateLooDeal(tLog, deal(3)).join(' '))).toContain(ONLY_YOU[lang]);
      const other = nb(narrateLooDeal(tLog, deal(0)).join(' '));
      expect(other).not.toContain(ONLY_YOU[lang]);
      expect(other).toContain(createT(lang, MESSAGES[lang]!)('players.1'));
    });
  }
});
