// @vitest-environment happy-dom
/**
 * Compact seats for the games on a phone (issue 19): with `counts`, the card table marks each seat whose hand
 * is face down (`seat--closed`) and says how many cards it holds, so that play.css / looplay.css can show one
 * line per player instead of rows of card backs. Without `counts` (replays, lessons) nothing is added.
 * The counts are the sources' deals: Parlett's LLD for five gives each player 8 cards (12 to the table);
 * three-card Loo gives each player 3.
 */
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/preact';
import { Felt } from '~/components/table/Felt.tsx';
import { LooTable } from '~/components/loo/LooTable.tsx';
import { looMessages } from '~/components/loo/looText.ts';
import { dealSeeded, loo } from '~/engine/index.ts';
import { createT } from '~/i18n/createT.ts';
import { gameMessages, MESSAGES } from '~/i18n/gameMessages.ts';

function must<T>(r: { ok: true; value: T } | { ok: false; error: unknown }): T {
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

describe('compact seats (`counts`)', () => {
  const lld = must(dealSeeded(7, { dealer: 0 }));
  const ru = createT('ru', gameMessages('ru'));

  it('LLD: the closed hands say "8 карт" (Russian "many" form); the reader’s open hand does not', () => {
    const { container } = render(<Felt pos={lld} t={ru} counts open={(p) => p === 1} />);
    for (const p of [0, 2, 3, 4]) {
      const seat = container.querySelector(`[data-seat="${p}"]`)!;
      expect(seat.classList.contains('seat--closed')).toBe(true);
      expect(seat.querySelector('.seat__held')!.textContent).toBe('8\u00a0карт');
    }
    const mine = container.querySelector('[data-seat="1"]')!;
    expect(mine.classList.contains('seat--closed')).toBe(false);
    expect(mine.querySelector('.seat__held')).toBeNull();
  });

  it('LLD without `counts` (a replay): no mark and no count, the markup is as before', () => {
    const { container } = render(<Felt pos={lld} t={ru} open={() => false} />);
    expect(container.querySelectorAll('.seat--closed, .seat__held')).toHaveLength(0);
  });

  it('Loo: the closed hands say "3 Karten"; the reader’s does not', () => {
    const pos = must(loo.looDealSeeded(11, { rules: loo.threeCard, players: 5, dealer: 4 }));
    const de = createT('de', looMessages(MESSAGES.de!));
    const { container } = render(<LooTable pos={pos} t={de} counts open={(p) => p === 0} />);
    expect(container.querySelectorAll('.seat--closed')).toHaveLength(4);
    // (German sets a no-break space between number and noun.)
    for (const held of container.querySelectorAll('.seat--closed .seat__held')) expect(held.textContent!.replace(/\s/gu, ' ')).toBe('3 Karten');
    expect(container.querySelector('[data-seat="0"] .seat__held')).toBeNull();
    const plain = render(<LooTable pos={pos} t={de} open={(p) => p === 0} />);
    expect(plain.container.querySelectorAll('.seat--closed, .seat__held')).toHaveLength(0);
  });
});
