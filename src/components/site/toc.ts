/**
 * The wide screen's table of contents (Toc.astro, `.toc--aside`) marks the section being read with
 * `aria-current="true"`, as Starlight's does: a designer scrolled a long rules page and found every entry
 * alike. The section read is the last one whose heading has passed the upper third of the window (the
 * first before any has). A link followed in the aside is marked at once, and the scroll it starts (smooth) does
 * not mark each section it passes (a QA tester saw the mark run through every section in between). Nothing
 * happens on a page without the aside.
 */
export function initToc(doc: Document): void {
  const links = [...doc.querySelectorAll<HTMLAnchorElement>('.toc--aside .toc__list a[href^="#"]')];
  const pairs = links.flatMap((a) => {
    const h = doc.getElementById(decodeURIComponent(a.hash.slice(1)));
    return h ? [{ a, h }] : [];
  });
  if (pairs.length === 0) return;
  const view = doc.defaultView!;
  let current: HTMLAnchorElement | null = null;
  let queued = false;
  /** The link followed, while the scroll it started lasts. */
  let followed: HTMLAnchorElement | null = null;
  const set = (a: HTMLAnchorElement) => {
    if (a === current) return;
    current?.removeAttribute('aria-current');
    a.setAttribute('aria-current', 'true');
    current = a;
  };
  const mark = () => {
    queued = false;
    if (followed) return;
    const line = view.innerHeight / 3;
    let at = pairs[0]!;
    for (const p of pairs) if (p.h.getBoundingClientRect().top <= line) at = p;
    set(at.a);
  };
  const queue = () => {
    if (queued) return;
    queued = true;
    view.requestAnimationFrame(mark);
  };
  for (const { a } of pairs) {
    a.addEventListener('click', () => {
      followed = a;
      set(a);
    });
  }
  // The followed link's scroll has ended: from here on the scroll marks again (a page too short to scroll that far
  // marks, at once, what is in view).
  view.addEventListener('scrollend', () => {
    followed = null;
    queue();
  });
  view.addEventListener('scroll', queue, { passive: true });
  view.addEventListener('resize', queue, { passive: true });
  mark();
}
