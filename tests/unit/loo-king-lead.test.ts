/**
 * The ace of trumps turned up: the king of trumps leads in its place (seed 004, "Die Stiche"). The refusal
 * and the narration say so, rather than give the ace's rule for a king (a German reader read „Du hast den
 * Herz-König und musst es ausspielen“ and "the ace of trumps must be led" beside the king).
 */
import { describe, expect, it } from 'vitest';
import { cards } from '~/engine/index.ts';
import { applyLooMove, threeCard } from '~/engine/loo/index.ts';
import { looErrorText } from '~/components/loo/looText.ts';
import { narrateLooEvents } from '~/components/loo/narrate.ts';
import { MESSAGES } from '~/i18n/gameMessages.ts';
import { createT } from '~/i18n/createT.ts';
import { deal, go } from '../fixtures/loo-helpers.ts';

// Emil deals; the A♥ is turned up; Anna (eldest) holds the K♥ and two plain cards; everyone plays.
const pos = go(deal(threeCard, { dealer: 4, up: 'AH', miss: '6H TH QD', hands: ['2C 3D KH', '7C 9C 9D', '4C 9S KS', '2S 7S 8S', '3S 4H TS'] }), '0y 1y 2y 3y 4y');
const want: Record<string, [string, string]> = {
  en: ['must lead it: the ace of trumps is the card turned up', 'the ace of trumps is turned up, so the king must be led'],
  de: ['musst ihn ausspielen: Das Trumpfass liegt aufgedeckt', 'das Trumpfass liegt aufgedeckt, also muss der König ausgespielt werden'],
  fr: ['devez l’entamer : l’as d’atout est la carte retournée', 'l’as d’atout est retourné, le roi doit donc être entamé'],
  ru: ['заходить надо с него: козырной туз — открытая карта', 'козырной туз открыт, поэтому заходят с короля'],
};

describe('the king leads for the ace turned up', () => {
  for (const lang of ['en', 'de', 'fr', 'ru'] as const) {
    it(lang, () => {
      const t = createT(lang, MESSAGES[lang]!);
      const refused = applyLooMove(pos, { type: 'play', player: 0, card: cards('2C')[0]!, civil: false });
      expect(refused.ok).toBe(false);
      if (refused.ok) return;
      expect(refused.error).toMatchObject({ code: 'ERR_MUST_LEAD_ACE', required: cards('KH')[0] });
      expect(looErrorText(t, refused.error, 0).replace(/[\u00a0\u202f]/g, ' ')).toContain(want[lang]![0]);
      const led = applyLooMove(pos, { type: 'play', player: 0, card: cards('KH')[0]!, civil: false });
      if (!led.ok) throw new Error(led.error.code);
      expect(narrateLooEvents(t, led.value.events, led.value.position, { before: pos })[0]!.replace(/[\u00a0\u202f]/g, ' ')).toContain(want[lang]![1]);
    });
  }
});
