// @vitest-environment happy-dom
/**
 * The comparisons' list marks (components/readings/currentMove.ts): the move a step shows, found from the steppers'
 * rows, and kept in sight inside its list's own scroll as the reader steps.
 */
import { describe, expect, it } from 'vitest';
import { currentMove, showCurrent } from '~/components/readings/currentMove.ts';

describe('currentMove', () => {
  // Three steps: both sides move, then only b (a makes no move there), then only a.
  const rows = [{ a: 0, b: 0 }, { a: null, b: 1 }, { a: 1, b: null }];
  it('is the side’s last move at or before the step, or null before its first', () => {
    expect(currentMove(rows, 0, 'a')).toBeNull();
    expect(currentMove(rows, 1, 'a')).toBe(0);
    expect(currentMove(rows, 2, 'a')).toBe(0);
    expect(currentMove(rows, 2, 'b')).toBe(1);
    expect(currentMove(rows, 3, 'a')).toBe(1);
    expect(currentMove(rows, 3, 'b')).toBe(1);
    expect(currentMove(rows, 99, 'a')).toBe(1);
  });
});

describe('showCurrent', () => {
  /** A list box 100 px tall at the top of the page, its marked item at `top` (px, as laid out now), 20 px tall. */
  function box(top: number, scrollTop: number) {
    const el = document.createElement('section');
    el.innerHTML = '<ol><li>one</li><li aria-current="step">two</li></ol>';
    el.scrollTop = scrollTop;
    el.getBoundingClientRect = () => ({ top: 0, bottom: 100, left: 0, right: 100, width: 100, height: 100, x: 0, y: 0, toJSON: () => ({}) });
    el.querySelector('li[aria-current]')!.getBoundingClientRect = () => ({ top, bottom: top + 20, left: 0, right: 100, width: 100, height: 20, x: 0, y: top, toJSON: () => ({}) });
    return el;
  }
  it('scrolls down just enough for a mark below the box, up for one above, and not at all for one in sight', () => {
    const below = box(150, 0);
    showCurrent(below);
    expect(below.scrollTop).toBe(70); // its bottom (170) to the box's (100)
    const above = box(-40, 200);
    showCurrent(above);
    expect(above.scrollTop).toBe(160);
    const inSight = box(30, 50);
    showCurrent(inSight);
    expect(inSight.scrollTop).toBe(50);
    showCurrent(null);
  });
});
