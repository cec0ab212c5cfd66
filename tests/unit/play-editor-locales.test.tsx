// @vitest-environment happy-dom
/**
 * The LLD play page's editor and explorer in every language (issue 19: moved down from tests/e2e/play.spec.ts,
 * which did this once per locale in the browser and now does it in English, by keyboard, with a real reload):
 * a random deal, one of Anna's cards taken off — invalid (51 cards) — and back into her hand: valid again;
 * opened in the explorer, the first legal move of the player on turn is made, the address carries the new
 * position, and the widget opened at that address shows the same position.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent } from '@testing-library/preact';
import { openPlay } from './playWidget.tsx';
import { lazyLoaded } from '~/components/lazy.tsx';
import { createT } from '~/i18n/createT.ts';
import { MESSAGES } from '~/i18n/gameMessages.ts';

const LOCALES = ['en', 'de', 'fr', 'ru'] as const;

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

for (const lang of LOCALES) {
  describe(lang, () => {
    it('build a position, move, open the link again: the same position', async () => {
      const { container } = await openPlay(lang, '');
      const $ = (sel: string) => container.querySelector(sel)!;
      const play = $('[data-play]');
      await act(() => { fireEvent.click($('[data-tab="edit"]')); });
      // The editor is fetched on first use (components/lazy.tsx).
      await act(() => lazyLoaded());
      expect($('[data-tab="edit"]').getAttribute('aria-selected')).toBe('true');
      await act(() => { fireEvent.click($('[data-action="random"]')); });
      const valid = () => $('[data-edit-valid]').getAttribute('data-edit-valid');
      expect(valid()).toBe('true');
      // The address carries the Composer's deal once valid, not the deal explored before (a French newcomer).
      const address = () => new URLSearchParams(location.search);
      expect(address().get('p')).toBe($('[data-notation]').textContent);
      expect(address().get('mode')).toBe('edit');
      const annas = container.querySelectorAll('[data-edit-card][data-spot="h0"]');
      expect(annas).toHaveLength(8);
      const card = annas[0]!.getAttribute('data-edit-card')!;
      await act(() => { fireEvent.click($('input[name="edit-target"][value="x"]')); });
      await act(() => { fireEvent.click($(`[data-edit-card="${card}"]`)); });
      expect($(`[data-edit-card="${card}"]`).getAttribute('data-spot')).toBe('x');
      expect(valid()).toBe('false');
      // Said as what to do (a German editor read "the deal uses 51 cards, not 52"): 51 placed, the last one to place.
      const t = createT(lang, MESSAGES[lang]!);
      const random = t('play.edit.random');
      expect($('[data-edit-valid]').textContent).toContain(t('play.edit.incomplete', { count: 1, placed: 51, random }));
      // Under Anna's other cards, the first two letters of her name (one letter clashed with card ranks: B, D; T).
      expect(annas[1]!.querySelector('.play__spot')!.textContent).toBe([...t('players.0')].slice(0, 2).join(''));
      await act(() => { fireEvent.click($('input[name="edit-target"][value="h0"]')); });
      await act(() => { fireEvent.click($(`[data-edit-card="${card}"]`)); });
      expect(valid()).toBe('true');
      expect($('.play__remaining').textContent).toContain(t('play.edit.allPlaced'));
      await act(() => { fireEvent.click($('[data-action="open"]')); });
      await act(() => lazyLoaded());
      // The explorer: the first legal move of the player on turn.
      expect($('[data-tab="explore"]').getAttribute('aria-selected')).toBe('true');
      const before = play.getAttribute('data-position');
      await act(() => { fireEvent.click($('[data-turn-moves] button')); });
      const after = play.getAttribute('data-position')!;
      expect(after).not.toBe(before);
      expect(new URL(window.location.href).searchParams.get('p')).toBe(after);
      // Opened again from the address: the same position.
      const search = window.location.search;
      cleanup();
      const again = await openPlay(lang, search);
      expect(again.container.querySelector('[data-play]')!.getAttribute('data-position')).toBe(after);
    });
  });
}

// A reader who set the dealer and the turn and then changed the number of players found both back on Anna and
// Ben: the editor now keeps the seats that still exist, and only a seat that left the table is chosen afresh.
it('changing the number of players keeps the dealer and the player on turn where their seats remain', async () => {
  const { container } = await openPlay('en', '');
  const $ = (sel: string) => container.querySelector(sel)!;
  await act(() => { fireEvent.click($('[data-tab="edit"]')); });
  await act(() => lazyLoaded());
  const pick = async (id: string, value: string) => {
    const select = $(id) as HTMLSelectElement;
    select.value = value;
    await act(() => { fireEvent.change(select); });
  };
  const value = (id: string) => ($(id) as HTMLSelectElement).value;
  await pick('#edit-players', '5');
  await pick('#edit-dealer', '2');
  await pick('#edit-turn', '3');
  await pick('#edit-players', '4');
  // Cara (seat 2) still deals and Dan (seat 3) is still on turn: both seats exist with four players.
  expect([value('#edit-dealer'), value('#edit-turn')]).toEqual(['2', '3']);
  await pick('#edit-players', '3');
  // Dan's seat is gone: the turn passes to the dealer's left, Anna (seat 0); Cara still deals.
  expect([value('#edit-dealer'), value('#edit-turn')]).toEqual(['2', '0']);
});
