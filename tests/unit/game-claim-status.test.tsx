// @vitest-environment happy-dom
/**
 * A claim open to the reader off turn is said on the status line, where "Emil is thinking…" hid it (a French
 * newcomer missed the button that had appeared below; the computer players claim after a pause). Seed 001,
 * "Catching mistakes": a player who takes one of three leaves the other two to the first who claims them; the
 * plain computer players do so at random. The first deals of a few seeded games are played through until such a
 * moment comes.
 */
import { afterEach, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent } from '@testing-library/preact';
import { openPlay } from './playWidget.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

it('says that the reader may claim now, and who is thinking meanwhile', { timeout: 120_000 }, async () => {
  let seen = 0;
  for (let seed = 1; seed <= 12 && seen === 0; seed++) {
    vi.useFakeTimers();
    const { container } = await openPlay('en', `?mode=game&seed=${seed}`);
    await act(async () => { await vi.advanceTimersByTimeAsync(0); });
    const $ = (sel: string) => container.querySelector(sel);
    await act(() => { fireEvent.change($('#game-level')!, { target: { value: 'plain' } }); });
    await act(() => { fireEvent.click($('[data-action="start"]')!); });
    for (let i = 0; i < 2_000 && $('[data-game]')!.getAttribute('data-game') !== 'settled'; i++) {
      const claim = $('[data-my-moves] [data-move="claim"]');
      const status = $('[data-status]')!.textContent!;
      if (claim && !status.startsWith('Your turn')) {
        seen++;
        expect(status).toMatch(/^You can claim cards now, before a computer player does: the button is below\. Meanwhile (Anna|Carla|Dan|Emil) is thinking…/);
      }
      if (!claim && /^You can claim/.test(status)) throw new Error(`claim said with no claim open: ${status}`);
      const mine = $('[data-my-moves] button');
      if (mine && !claim) await act(() => { fireEvent.click(mine); });
      else await act(async () => { await vi.advanceTimersByTimeAsync(500); });
    }
    cleanup();
    sessionStorage.clear();
    vi.useRealTimers();
  }
  expect(seen).toBeGreaterThan(0);
});
