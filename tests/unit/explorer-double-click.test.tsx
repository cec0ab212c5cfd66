// @vitest-environment happy-dom
/**
 * The explorer's moves: a double click's second click is not a second move. The list is drawn again under the
 * pointer after the first, so the second landed on the next player's move (a tester made five moves with three
 * double clicks). A click's `detail` counts the clicks of a burst: 1 for the first, 2 for a double click's second.
 */
import { afterEach, expect, it } from 'vitest';
import { act, cleanup, fireEvent } from '@testing-library/preact';
import { openPlay } from './playWidget.tsx';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

it('plays one move for a double click', async () => {
  const { container } = await openPlay('en', '?mode=explore&seed=3');
  const where = () => container.querySelector('[data-play]')!.getAttribute('data-position');
  const start = where();
  const first = container.querySelector<HTMLButtonElement>('.play__move')!;
  expect(first).not.toBeNull();
  await act(() => { fireEvent.click(first, { detail: 1 }); });
  const once = where();
  expect(once).not.toBe(start);
  await act(() => { fireEvent.click(container.querySelector('.play__move')!, { detail: 2 }); });
  expect(where()).toBe(once);
  // A click from the keyboard (detail 0) still plays.
  await act(() => { fireEvent.click(container.querySelector('.play__move')!, { detail: 0 }); });
  expect(where()).not.toBe(once);
});
