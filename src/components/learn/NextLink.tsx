import { useEffect, useState } from 'preact/hooks';
import type { RefObject } from 'preact';
import type { TFunction } from 'i18next';

/** The page's next section heading after a lesson: its anchor and its text as the page sets it. */
interface NextHeading {
  readonly id: string;
  readonly title: string;
}

/**
 * The first `h2` with an id that follows `el` in the page: the next lesson's heading, or the section between
 * (five-card Loo's introduction) or after the lessons ("What comes next"). Null when there is none.
 */
function nextHeading(el: Element): NextHeading | null {
  for (const h of el.ownerDocument.querySelectorAll('h2[id]')) {
    if (el.compareDocumentPosition(h) & Node.DOCUMENT_POSITION_FOLLOWING) return { id: h.id, title: (h.textContent ?? '').trim() };
  }
  return null;
}

/** Moves the focus to the heading `id` (made focusable, not tabbable), without scrolling: the link scrolls to it. */
function focusHeading(id: string): void {
  const h = document.getElementById(id);
  if (!h) return;
  if (!h.hasAttribute('tabindex')) h.setAttribute('tabindex', '-1');
  h.focus({ preventScroll: true });
}

/**
 * "Next: <heading>", a link to the page's next section once a lesson is done (answered or shown), so that a
 * reader goes on without scrolling for it (a French newcomer looked for one after each lesson). The heading
 * is read from the page when the lesson is done, so the link names it in the page's own words; nothing shows
 * before then, or where no heading follows.
 */
export function NextLink({ t, done, within }: { t: TFunction; done: boolean; within: RefObject<HTMLElement> }) {
  const [next, setNext] = useState<NextHeading | null>(null);
  useEffect(() => {
    if (done && within.current) setNext(nextHeading(within.current));
  }, [done]);
  if (!done || !next) return null;
  return (
    <p class="lesson__next">
      {/* The heading takes the focus as well as the scroll, so that Tab goes on from the next lesson, not from the top
          of the page (an English newcomer, on the keyboard). */}
      <a href={`#${next.id}`} data-next-lesson onClick={() => focusHeading(next.id)}>
        {/* After the last lesson the heading is the page's "What next": named alone, not "Next: What next". */}
        {t(next.id === 'next' ? 'learn.ui.nextEnd' : 'learn.ui.next', { title: next.title })}
      </a>
    </p>
  );
}
