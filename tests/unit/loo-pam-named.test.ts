/**
 * Pam named as Pam in a refusal's list of cards (seed 004, "Pam": the jack of clubs is the highest trump,
 * whatever suit is trumps; the running-Pam variant makes it the jack of trumps). A Russian newcomer read "a
 * trump: the jack of clubs" with hearts trumps, in the lesson that teaches Pam. The position's Pam
 * (LooPosition.pam) is passed to looErrorText; where none is passed (a link's error, no position), cards keep
 * their plain names.
 */
import { describe, expect, it } from 'vitest';
import { cards } from '~/engine/index.ts';
import { fiveCard, looDealSeeded, runningPam, threeCard, type LooError } from '~/engine/loo/index.ts';
import { looErrorText } from '~/components/loo/looText.ts';
import { MESSAGES } from '~/i18n/gameMessages.ts';
import { createT } from '~/i18n/createT.ts';

const card = (s: string) => cards(s)[0]!;
const HEARTS = 2;
/** Void in spades, Ben must trump with hearts trumps: the eight of hearts or Pam would do. */
const mustTrump = (allowed: readonly number[]): LooError =>
  ({ code: 'ERR_MUST_TRUMP', player: 1, card: card('2D'), rule: 'trumpWhenVoid', led: 3, toBeat: card('KS'), allowed }) as unknown as LooError;

describe('Pam in a refusal', () => {
  it('five-card Loo: the position’s Pam is the jack of clubs, and the list names it so, in four languages', () => {
    const d = looDealSeeded(11, { rules: fiveCard, players: 5, dealer: 4 });
    if (!d.ok) throw new Error(d.error.code);
    expect(d.value.pam).toBe(card('JC'));
    const e = mustTrump([card('8H'), card('JC')]);
    const want = { en: 'Pam (the jack of clubs)', de: 'Pam (Kreuz-Bube)', fr: 'Pam (le valet de trèfle)', ru: 'Пам (валет треф)' } as const;
    for (const lang of ['en', 'de', 'fr', 'ru'] as const) {
      const t = createT(lang, MESSAGES[lang]!);
      const text = looErrorText(t, e, undefined, d.value.pam).replace(/[\u00a0\u202f]/g, ' ');
      expect(text, lang).toContain(want[lang]);
      // Without a position (a link's error), the card keeps its plain name.
      expect(looErrorText(t, e).replace(/[\u00a0\u202f]/g, ' '), lang).not.toContain(want[lang]);
    }
  });
  it('running Pam: the jack of trumps is Pam (hearts trumps: the jack of hearts); three-card Loo has none', () => {
    const run = looDealSeeded(11, { rules: runningPam, players: 5, dealer: 4 });
    if (!run.ok) throw new Error(run.error.code);
    expect(run.value.pam).toBe(40 + run.value.trump);
    const three = looDealSeeded(11, { rules: threeCard, players: 5, dealer: 4 });
    if (!three.ok) throw new Error(three.error.code);
    expect(three.value.pam).toBe(-1);
    const t = createT('en', MESSAGES.en!);
    const jackOfHearts = 40 + HEARTS;
    expect(looErrorText(t, mustTrump([card('8H'), jackOfHearts]), undefined, jackOfHearts)).toContain('Pam (the jack of hearts)');
    expect(looErrorText(t, mustTrump([card('8H'), card('JC')]), undefined, three.value.pam)).toContain('the jack of clubs');
    expect(looErrorText(t, mustTrump([card('8H'), card('JC')]), undefined, three.value.pam)).not.toContain('Pam');
  });
});
