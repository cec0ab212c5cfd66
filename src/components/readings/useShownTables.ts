import { useEffect, useRef } from 'preact/hooks';
import { showCurrent } from './currentMove.ts';

/**
 * What both comparisons (readings and Loo) do once their stepper and tables are `shown` (drawn on the reader's press,
 * a changed menu or a link): each move list matched by `lists` keeps its marked move in sight as the step `row`
 * changes (its own scroll, not the page's: currentMove.ts `showCurrent`); and the first time they are shown, focus
 * left on the page's body (the pressed button has gone) moves to the element `next` finds, the stepper's next step.
 */
export function useShownTables(shown: boolean, row: number, lists: string, next: string): void {
  useEffect(() => {
    if (!shown) return;
    for (const box of document.querySelectorAll(lists)) showCurrent(box);
  }, [row, shown]);
  const focused = useRef(false);
  useEffect(() => {
    if (!shown || focused.current) return;
    focused.current = true;
    if (document.activeElement === document.body) document.querySelector<HTMLElement>(next)?.focus();
  }, [shown]);
}
