// @vitest-environment happy-dom
/**
 * The explorer's "try a move": the reader may pick the table cards first and choose the player after. The
 * position (tests/fixtures/lld-claim-position.ts, Parlett) leaves Q♥ and Q♠ open to a claim by anyone but
 * Ben (seat 1, who took one queen of three: Parlett, "Catching mistakes"); Carla (seat 2) may claim them.
 * Picking the two queens, then choosing Carla, then pressing Claim must make Carla's claim of both queens.
 * On a 360 px phone the cards come before the player menu, and choosing the player used to drop the cards
 * picked, so the claim was tried with no card (a German reader).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent } from '@testing-library/preact';
import { openPlay } from './playWidget.tsx';
import { formatPosition } from '~/engine/index.ts';
import { CLAIMED, position } from '../fixtures/lld-claim-position.ts';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('the explorer keeps the table cards picked when the player is chosen after them', () => {
  for (const lang of ['en', 'de', 'fr', 'ru'] as const) {
    it(`Carla claims the two queens picked before she was chosen (${lang})`, async () => {
      const { container: c } = await openPlay(lang, `?p=${formatPosition(position())}`);
      const actor = c.querySelector('#play-actor') as HTMLSelectElement;
      expect(actor.value).toBe('1'); // Ben is on turn
      for (const q of CLAIMED) await act(() => { fireEvent.click(c.querySelector(`[data-pick="${q}"]`)!); });
      await act(() => { fireEvent.change(actor, { target: { value: '2' } }); });
      expect(c.querySelector('[data-picked]')!.getAttribute('data-picked')).toBe('2');
      await act(() => { fireEvent.click(c.querySelector('[data-try="claim"]')!); });
      // A legal move is made at once: no refusal, the queens have left the table, and it can be undone.
      expect(c.querySelector('[data-verdict="illegal"]')?.textContent ?? null).toBeNull();
      for (const q of CLAIMED) expect(c.querySelector(`[data-pick="${q}"]`)).toBeNull();
      expect(c.querySelector('[data-action="undo"]')!.getAttribute('aria-disabled')).toBeNull();
    });
  }
});

describe('the explorer drops table cards picked to be put down', () => {
  it('“put down” with table cards picked says only hand cards can be, and unpicks the table cards', async () => {
    const { container: c } = await openPlay('en', `?p=${formatPosition(position())}`);
    for (const q of CLAIMED) await act(() => { fireEvent.click(c.querySelector(`[data-pick="${q}"]`)!); });
    expect(c.querySelector('[data-picked]')!.getAttribute('data-picked')).toBe('2');
    await act(() => { fireEvent.click(c.querySelector('[data-try="declare"]')!); });
    expect(c.textContent).toContain('Only cards from your hand can be put down as won cards, not cards from the table');
    expect(c.querySelector('[data-picked]')!.getAttribute('data-picked')).toBe('0');
  });
});
