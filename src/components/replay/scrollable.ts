import { useLayoutEffect, useRef } from 'preact/hooks';

/**
 * A ref for a box that may scroll inside itself (a replay's step text in the phone's bar, at most 8½ lines):
 * while its text overflows it joins the tab order, so that the keyboard can reach and scroll it, as the
 * finger can (a French reader could not read the end of the last step's pay-off without a pointer). Checked
 * again whenever `key` (the step shown) changes and when the window is resized.
 */
export function useScrollable<T extends HTMLElement>(key: unknown) {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const check = () => {
      if (el.scrollHeight > el.clientHeight + 1) el.tabIndex = 0;
      else el.removeAttribute('tabindex');
    };
    check();
    window.addEventListener('resize', check);
    return () => window.removeEventListener('resize', check);
  }, [key]);
  return ref;
}
