/**
 * The wide screen's table of contents (Toc.astro, `.toc--aside`) marks the section being read with
 * `aria-current="true"`, as Starlight's does: a designer scrolled a long rules page and found every entry
 * alike. The section read is the last one whose heading has passed the upper third of the window (the
 * first before any has). Nothing happens on a page without the aside.
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
  const mark = () => {
    queued = false;
    const line = view.innerHeight / 3;
    let at = pairs[0]!;
    for (const p of pairs) if (p.h.getBoundingClientRect().top <= line) at = p;
    if (at.a === current) return;
    current?.removeAttribute('aria-current');
    at.a.setAttribute('aria-current', 'true');
    current = at.a;
  };
  const queue = () => {
    if (queued) return;
    queued = true;
    view.requestAnimationFrame(mark);
  };
  view.addEventListener('scroll', queue, { passive: true });
  view.addEventListener('resize', queue, { passive: true });
  mark();
}
