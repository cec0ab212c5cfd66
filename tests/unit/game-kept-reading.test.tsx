// @vitest-environment happy-dom
/**
 * The play page's two features together (issues 16 and 20): a game kept in the tab comes back under its own
 * reading, whatever the address's `?reading=` says, and the address then names that reading beside `p` and
 * `mode`; an unknown `?reading=` is one of the address's problems, said in the reader's language beside the
 * others, each clipped.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent } from '@testing-library/preact';
import { openPlay } from './playWidget.tsx';
import { MESSAGES } from '~/i18n/gameMessages.ts';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});


describe('a kept game and the address', () => {
  it('a game started under the French reading comes back under it, and the address says so', async () => {
    const first = await openPlay('en', '?mode=game&reading=french&seed=77');
    await act(() => Promise.resolve());
    await act(() => { fireEvent.change(first.container.querySelector('#game-players')!, { target: { value: '3' } }); });
    await act(() => { fireEvent.click(first.container.querySelector('[data-action="start"]')!); });
    expect(first.container.querySelector('[data-game-reading]')!.getAttribute('data-game-reading')).toBe('french');
    cleanup();
    // A reload of an address that names another reading: the kept game keeps its own.
    const again = await openPlay('en', '?mode=game&reading=parlett');
    await act(() => Promise.resolve());
    await act(() => Promise.resolve());
    expect(again.container.querySelector('[data-game]')!.getAttribute('data-game')).toBe('playing');
    expect(again.container.querySelector('[data-game-reading]')!.getAttribute('data-game-reading')).toBe('french');
    const q = new URLSearchParams(location.search);
    expect(q.get('reading')).toBe('french');
    expect(q.get('mode')).toBe('game');
    expect(q.get('p')).not.toBeNull();
  });

  it('an unknown reading is reported with the other bad parameters, clipped, in German', async () => {
    const long = 'w'.repeat(300);
    const { container } = await openPlay('de', `?mode=game&reading=${long}&seed=abc`);
    await act(() => Promise.resolve());
    const alert = container.querySelector('[data-address-error]')!.textContent!;
    // The readings' message (German quotes „…“), naming the rules used instead, with the text cut at 40 characters.
    expect(alert).toContain(`„${'w'.repeat(40)}…“`);
    expect(alert).not.toContain('w'.repeat(41));
    expect(alert).toContain(MESSAGES.de!.readings.names.parlett);
    expect(alert).toContain('abc');
    expect((container.querySelector('#game-reading') as HTMLSelectElement).value).toBe('parlett');
  });
});
