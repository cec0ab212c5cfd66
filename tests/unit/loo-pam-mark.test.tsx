// @vitest-environment happy-dom
/**
 * Pam is marked on its card wherever the Loo table draws it, once the trump is known: the word "Pam" in the place
 * of the large pip, and the card's name "jack of clubs (Pam)" (a French newcomer saw a plain jack of clubs in the
 * hand). Five-card Pam-Loo (seed 004): Pam is the jack of clubs, whatever the trump; no other card is marked.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/preact';
import { LooTable } from '~/components/loo/LooTable.tsx';
import { createT } from '~/i18n/createT.ts';
import { MESSAGES } from '~/i18n/gameMessages.ts';
import { looMessages } from '~/components/loo/looText.ts';
import { fiveCard, looDealSeeded, threeCard } from '~/engine/loo/index.ts';
import { cards } from '~/engine/index.ts';

afterEach(cleanup);

const [JC] = cards('JC');

/** A seeded five-card deal in which Anna (seat 0) holds the jack of clubs. */
function dealWithPam(rules: typeof fiveCard) {
  for (let seed = 1; seed < 500; seed++) {
    const d = looDealSeeded(seed, { rules, players: 5, dealer: 4 });
    if (d.ok && d.value.hands[0]!.includes(JC!)) return d.value;
  }
  throw new Error('no deal');
}

describe('Pam on the Loo table', () => {
  const NAME = { en: 'jack of clubs (Pam)', de: 'Kreuz-Bube (Pam)', fr: 'valet de trèfle (Pam)', ru: 'валет треф (Пам)' } as const;
  for (const lang of ['en', 'de', 'fr', 'ru'] as const) {
    it(`${lang}: the jack of clubs in five-card Loo is drawn and named as Pam`, () => {
      const pos = dealWithPam(fiveCard);
      const t = createT(lang, looMessages(MESSAGES[lang]!));
      const { container } = render(<LooTable pos={pos} t={t} open={() => true} />);
      const tagged = [...container.querySelectorAll('[data-tag]')];
      expect(tagged).toHaveLength(1);
      expect(tagged[0]!.getAttribute('data-card')).toBe('JC');
      expect(tagged[0]!.getAttribute('aria-label')).toBe(NAME[lang]);
    });
  }
  it('three-card Loo without Pam marks no card', () => {
    const pos = dealWithPam(threeCard);
    const t = createT('en', looMessages(MESSAGES.en!));
    const { container } = render(<LooTable pos={pos} t={t} open={() => true} />);
    expect(container.querySelector('[data-tag]')).toBeNull();
  });
});
