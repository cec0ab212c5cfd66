// @vitest-environment happy-dom
/**
 * The game's log does not tell what a hidden hand holds: "Carla had only this capture" says that none of her other
 * cards matched the table (a French newcomer read it of a hand he could not see). Said of the reader's own moves,
 * and of every player's once all hands are shown. Seed 7, the first deal played through as in game-whole-deal.
 */
import { afterEach, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent } from '@testing-library/preact';
import { openPlay } from './playWidget.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  sessionStorage.clear();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

const OTHERS = /\b(Anna|Carla|Dan|Emil) had (this one|only this) capture/;

async function logOfFirstDeal(showAll: boolean): Promise<string[]> {
  vi.useFakeTimers();
  const { container } = await openPlay('en', '?mode=game&seed=7');
  await act(async () => { await vi.advanceTimersByTimeAsync(0); });
  const $ = (sel: string) => container.querySelector(sel);
  await act(() => { fireEvent.change($('#game-pace')!, { target: { value: 'quick' } }); });
  await act(() => { fireEvent.click($('[data-action="start"]')!); });
  const all = container.querySelector<HTMLInputElement>('.play__toggle input')!;
  if (all.checked !== showAll) await act(() => { fireEvent.click(all); });
  for (let i = 0; i < 2_000 && $('[data-game]')!.getAttribute('data-game') !== 'settled'; i++) {
    const mine = $('[data-my-moves] button');
    if (mine) await act(() => { fireEvent.click(mine); });
    else await act(async () => { await vi.advanceTimersByTimeAsync(500); });
  }
  expect($('[data-game]')!.getAttribute('data-game')).toBe('settled');
  return [...container.querySelectorAll('.play__log li')].map((li) => li.textContent ?? '');
}

it('says another player’s only capture only where all hands are shown', { timeout: 60_000 }, async () => {
  const hidden = await logOfFirstDeal(false);
  expect(hidden.filter((l) => OTHERS.test(l))).toEqual([]);
  cleanup();
  // The first game is kept for the session: a fresh one starts from the set-up.
  sessionStorage.clear();
  const shown = await logOfFirstDeal(true);
  expect(shown.filter((l) => OTHERS.test(l)).length).toBeGreaterThan(0);
});
