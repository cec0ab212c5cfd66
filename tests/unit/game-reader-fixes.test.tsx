// @vitest-environment happy-dom
/**
 * What an English newcomer missed in the game: the coach at the default level, and its switch before the game;
 * the player counts the sources give numbers for, against the site's own; the coach's "best" when two choices
 * rate level; a forced move's analysis.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent } from '@testing-library/preact';
import { openPlay } from './playWidget.tsx';
import { costlyChoice } from '~/engine/core/stats.ts';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('the coach in a new game', () => {
  it('is offered on the setup form, and on at the default level (Willughby’s advice)', async () => {
    const { container } = await openPlay('en', '?mode=game', { coach: true });
    expect((container.querySelector('#game-level') as HTMLSelectElement).value).toBe('willughby');
    const box = container.querySelector('[data-game="setup"] [data-coach-switch]') as HTMLInputElement | null;
    expect(box).not.toBeNull();
    expect(box!.checked).toBe(true);
    await act(() => { fireEvent.click(container.querySelector('[data-action="start"]')!); });
    expect((container.querySelector('[data-coach-switch]') as HTMLInputElement).checked).toBe(true);
  });
  // An English newcomer stepped up to "Careful" and the coach went off unannounced, just when its warnings help
  // most: it stays on at every level, as in Loo, and the reader's own choice stands.
  it('stays on when the reader picks "Careful", and the reader’s choice stands', async () => {
    const { container } = await openPlay('en', '?mode=game', { coach: true });
    await act(() => { fireEvent.change(container.querySelector('#game-level')!, { target: { value: 'careful' } }); });
    expect((container.querySelector('[data-coach-switch]') as HTMLInputElement).checked).toBe(true);
    await act(() => { fireEvent.click(container.querySelector('[data-coach-switch]')!); });
    expect((container.querySelector('[data-coach-switch]') as HTMLInputElement).checked).toBe(false);
  });
});

// The rules summary after Parlett gives the five-player deal and, under "Variants", a four-player one; Parlett
// suggests three and six players but gives no numbers (the readings page, "Other numbers of players").
describe('player counts the sources give no numbers for', () => {
  for (const [players, marked] of [[5, false], [4, false], [3, true], [6, true]] as const) {
    it(`${players} players under Parlett: ${marked ? 'marked as our choice' : 'not marked'}`, async () => {
      const { container } = await openPlay('en', '?mode=game&reading=parlett');
      await act(() => { fireEvent.change(container.querySelector('#game-players')!, { target: { value: String(players) } }); });
      const terms = container.querySelector('[data-reading-terms="parlett"]')!.textContent!;
      expect(terms.includes('our choice')).toBe(marked);
    });
  }
});

describe('the coach’s best choice, shared when another rates level (costlyChoice)', () => {
  // A stand-in analysis whose report has fixed ratings: mean ± half-width, as the analysis panel shows them.
  const r = (move: string, mean: number, half: number) => ({ move, mean, sd: 1, low: mean - half, high: mean + half, n: 400 });
  const analysis = (...choices: ReturnType<typeof r>[]) => ({ step: () => ({ player: 0, choices, rollouts: 400, best: 0, cancelled: false }) });
  it('another choice within the two intervals combined shares the best', () => {
    // Best 1.0 ± 0.2, another 0.9 ± 0.2: 0.1 apart, within √(0.2² + 0.2²) ≈ 0.28; the reader's 0 ± 0.1 is 1.0 behind.
    expect(costlyChoice(analysis(r('a', 1, 0.2), r('b', 0.9, 0.2), r('mine', 0, 0.1)), 2, 400, 0.25)).toMatchObject({ better: 'a', shared: true });
  });
  it('a choice clearly behind does not share it, nor does the reader’s own', () => {
    // Best 1.0 ± 0.1, another 0.5 ± 0.1: 0.5 apart, beyond √0.02 ≈ 0.14; the reader's 0.2 ± 0.1.
    expect(costlyChoice(analysis(r('a', 1, 0.1), r('b', 0.5, 0.1), r('mine', 0.2, 0.1)), 2, 400, 0.25)).toMatchObject({ better: 'a', shared: false });
  });
  it('only the choices the move was weighed against count', () => {
    expect(costlyChoice(analysis(r('a', 1, 0.2), r('b', 0.9, 0.2), r('mine', 0, 0.1)), 2, 400, 0.25, (m) => m !== 'b')).toMatchObject({ better: 'a', shared: false });
  });
  it('names the preferred choice (the hint’s) when it rates level with the best, at its own cost', () => {
    // b at 0.9 ± 0.2 is level with a at 1.0 ± 0.2 (see above): named, and the reader's 0 costs 0.9 against it.
    const c = costlyChoice(analysis(r('a', 1, 0.2), r('b', 0.9, 0.2), r('mine', 0, 0.1)), 2, 400, 0.25, undefined, 1);
    expect(c).toMatchObject({ better: 'b', shared: true });
    expect(c!.cost).toBeCloseTo(0.9, 9);
  });
  it('keeps the best when the preferred choice is clearly behind it, or no better than the reader’s', () => {
    // b at 0.5 ± 0.1 is 0.5 behind a (beyond √0.02): a stays named.
    expect(costlyChoice(analysis(r('a', 1, 0.1), r('b', 0.5, 0.1), r('mine', 0.2, 0.1)), 2, 400, 0.25, undefined, 1)).toMatchObject({ better: 'a' });
    // b at 0.3 ± 0.6 is level with a at 0.6 ± 0.1 (0.3 apart, within √0.37 ≈ 0.61), but only 0.1 above the
    // reader's 0.2 and its interval overlaps it: a stays named.
    expect(costlyChoice(analysis(r('a', 0.6, 0.1), r('b', 0.3, 0.6), r('mine', 0.2, 0.05)), 2, 400, 0.25, undefined, 1)).toMatchObject({ better: 'a' });
  });
});
