// @vitest-environment happy-dom
/**
 * Won cards face down (seed 003, the French rules: « les cartes gagnées sont posées faces cachées »): the game
 * draws the other seats' won piles as a count only (Felt `wonOpen`), the reader's own face up (a German
 * newcomer saw every pile face up beside the terms' "won cards lie face down").
 */
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/preact';
import { Felt } from '~/components/table/Felt.tsx';
import { READINGS, playOutSeeded } from '~/engine/index.ts';
import { createT } from '~/i18n/createT.ts';
import { MESSAGES } from '~/i18n/gameMessages.ts';

const t = createT('en', MESSAGES.en!);

describe('won piles face down', () => {
  it('draws only the open seats’ won cards, and every seat’s count', () => {
    const r = playOutSeeded(3, { reading: READINGS.french! });
    if (!r.ok) throw new Error(r.error.code);
    const end = r.value.end;
    expect(end.won[0]!.size).toBeGreaterThan(0);
    const { container } = render(<Felt pos={end} t={t} open={() => true} wonOpen={(p) => p === 0} />);
    for (const seat of container.querySelectorAll<HTMLElement>('[data-seat]')) {
      const p = Number(seat.dataset.seat);
      const drawn = seat.querySelectorAll('.seat__won .card').length;
      expect(drawn).toBe(p === 0 ? end.won[0]!.size : 0);
      expect(seat.querySelector('.seat__count')!.textContent).toContain(String(end.won[p]!.size));
    }
  });
});
