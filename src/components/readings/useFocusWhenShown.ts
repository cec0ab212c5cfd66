import { useEffect, useRef } from 'preact/hooks';

/**
 * Once `shown` first turns true (a comparison's tables drawn on the reader's press of a button that then goes),
 * moves focus to the element `selector` finds, where focus was left on the page's body: the stepper's next step,
 * not the top of the page. Later changes of `shown` do nothing. For both comparisons (readings and Loo).
 */
export function useFocusWhenShown(shown: boolean, selector: string): void {
  const done = useRef(false);
  useEffect(() => {
    if (!shown || done.current) return;
    done.current = true;
    if (document.activeElement === document.body) document.querySelector<HTMLElement>(selector)?.focus();
  }, [shown]);
}
