// @vitest-environment happy-dom
/**
 * A whole game of five deals under the French reading, in French and in Russian, to its last settlement
 * (issue 19: moved down from tests/e2e/readings-play.spec.ts, which played all five deals in the browser in
 * both languages — the heaviest browser test — and now plays the first deal there, in French, with real
 * clicks). Seed 003, "Mise en place" and "Décompte des points": five players, the dealer stakes 3 and the
 * others 2, a pot of 11; a chip a pair above or below the norm of 8, odd differences rounded down; the
 * bonus of 5 to one player, the last capturer; what the pot does not pay out is carried to the next deal.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent } from '@testing-library/preact';
import { openPlay } from './playWidget.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

for (const lang of ['fr', 'ru'] as const) {
  describe(lang, () => {
    it('five deals under the French reading: each pays a pair a chip, one bonus of 5, and carries what is left', { timeout: 120_000 }, async () => {
      vi.useFakeTimers();
      const { container } = await openPlay(lang, '?mode=game&reading=french&seed=1703');
      await act(async () => { await vi.advanceTimersByTimeAsync(0); });
      const $ = (sel: string) => container.querySelector(sel);
      expect(($('#game-reading') as HTMLSelectElement).value).toBe('french');
      await act(() => { fireEvent.change($('#game-players')!, { target: { value: '5' } }); });
      await act(() => { fireEvent.change($('#game-pace')!, { target: { value: 'quick' } }); });
      expect(new URLSearchParams(location.search).get('reading')).toBe('french');
      await act(() => { fireEvent.click($('[data-action="start"]')!); });
      let carried = 0;
      for (let deal = 1; deal <= 5; deal++) {
        const game = $('.play__game')!;
        expect(game.getAttribute('data-deal')).toBe(String(deal));
        // The pot at the start: the stakes (dealer 3, the others 2) plus what the last deal left.
        const before = 11 + carried;
        expect($('[data-pot]')!.getAttribute('data-pot')).toBe(String(before));
        // The reader plays the first move offered until the deal is settled; the computer players do the rest.
        for (let i = 0; i < 2_000 && $('.play__game')!.getAttribute('data-game') !== 'settled'; i++) {
          const mine = $('[data-my-moves] button');
          if (mine) await act(() => { fireEvent.click(mine); });
          else await act(async () => { await vi.advanceTimersByTimeAsync(500); });
        }
        expect($('.play__game')!.getAttribute('data-game')).toBe('settled');
        const s = $('[data-settlement]')!;
        expect(s.querySelector('[data-settled-under="french"]')).not.toBeNull();
        const dealer = (deal - 1) % 5;
        let bonuses = 0;
        let paid = 0;
        for (let p = 0; p < 5; p++) {
          const row = s.querySelector(`tr[data-seat="${p}"]`)!;
          const won = Number(row.querySelector('td')!.textContent);
          const net = Number(row.querySelector('[data-net]')!.getAttribute('data-net'));
          const stake = p === dealer ? 3 : 2;
          const extra = net + stake - Math.floor((won - 8) / 2);
          expect([0, 5], `deal ${deal} seat ${p}`).toContain(extra);
          if (extra === 5) bonuses++;
          paid += net + stake;
        }
        expect(bonuses, `deal ${deal}: the bonus goes to one player`).toBe(1);
        const left = s.querySelector('[data-pot-left]');
        const remainder = left ? Number(left.getAttribute('data-pot-left')) : 0;
        expect(remainder, `deal ${deal}: the pot left`).toBe(before - paid);
        carried = Math.max(0, remainder);
        if (deal < 5) await act(() => { fireEvent.click(s.querySelector('[data-action="next-deal"]')!); });
        else {
          expect(s.querySelector('[data-winner]')).not.toBeNull();
          // Every player's place, from the Total column (a French newcomer had to read his own off it): places follow
          // the totals, best first, equal totals sharing one.
          const totals = [...s.querySelectorAll('tr[data-seat] [data-total]')].map((e) => Number(e.getAttribute('data-total')));
          const ranking = s.querySelector('[data-ranking]')!.textContent!.replace(/[\u00a0\u202f]/g, ' ');
          expect(ranking.startsWith({ fr: 'Classement final : 1. ', ru: 'Итоговые места: 1. ' }[lang])).toBe(true);
          const places = [...ranking.matchAll(/(\d)\. [^,]*? ([+−]?\d+)/g)].map((m) => [Number(m[1]), Number(m[2]!.replace('−', '-').replace('+', ''))] as const);
          expect(places).toHaveLength(totals.length);
          expect(places.map(([, x]) => x)).toEqual([...totals].sort((a, b) => b - a));
          for (const [place, x] of places) expect(place).toBe(1 + totals.filter((y) => y > x).length);
          // After the last deal the line says the game is over, not only the deal (a French newcomer).
          expect($('[data-status]')!.textContent).toBe({ fr: 'La dernière donne est finie, et la partie avec elle.', ru: 'Последняя раздача окончена, а\u00a0с\u00a0ней и\u00a0партия.' }[lang]);
          // "New game" once, under the result, not in the bar above as well (a French newcomer saw two).
          expect(document.querySelectorAll('[data-action="new-game"]')).toHaveLength(1);
          expect(s.querySelector('[data-action="new-game"]')).not.toBeNull();
        }
      }
    });
  });
}

// The readings page ("Other numbers of players"): the French three-player deal takes in 7 chips and pays out
// 5 + 5, so each deal ends 3 short and the debt is carried; after the third and last deal the pot stands at −9.
// A French reader read there "it owes 9 chips to the next deal" — at the end of the game.
for (const lang of ['en', 'fr'] as const) {
  it(`${lang}: three players under the French reading end the game with the pot at −9, said as a game's end`, { timeout: 120_000 }, async () => {
    vi.useFakeTimers();
    const { container } = await openPlay(lang, '?mode=game&reading=french&seed=1703');
    await act(async () => { await vi.advanceTimersByTimeAsync(0); });
    const $ = (sel: string) => container.querySelector(sel);
    expect($('[data-pot-short]')).toBeNull(); // five players: 11 staked, 5 + 6 paid out
    await act(() => { fireEvent.change($('#game-players')!, { target: { value: '3' } }); });
    // The set-up warns that the pot will run short (a French reader met −3, −6, −9 with no warning).
    expect($('[data-pot-short]')).not.toBeNull();
    await act(() => { fireEvent.change($('#game-pace')!, { target: { value: 'quick' } }); });
    await act(() => { fireEvent.click($('[data-action="start"]')!); });
    for (let deal = 1; deal <= 3; deal++) {
      for (let i = 0; i < 2_000 && $('.play__game')!.getAttribute('data-game') !== 'settled'; i++) {
        const mine = $('[data-my-moves] button');
        if (mine) await act(() => { fireEvent.click(mine); });
        else await act(async () => { await vi.advanceTimersByTimeAsync(500); });
      }
      const left = $('[data-settlement] [data-pot-left]')!;
      expect(Number(left.getAttribute('data-pot-left')), `deal ${deal}`).toBe(-3 * deal);
      // The table's pot in debt with a minus sign, not a hyphen (a French reader saw "-3 jetons").
      expect($('[data-pot]')!.textContent).toContain(`\u2212${3 * deal}`);
      if (deal < 3) {
        expect(left.textContent).not.toMatch(/game is over|partie est finie/);
        await act(() => { fireEvent.click($('[data-action="next-deal"]')!); });
      } else expect(left.textContent).toMatch(lang === 'en' ? /^The game is over with the pot at −9/ : /^La partie est finie et le pot reste à −9/);
    }
  });
}
