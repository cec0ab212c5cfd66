/**
 * The search field's behaviour (Search.astro), loaded with the rest of the frame (frame-client.ts):
 * nothing is downloaded until the reader focuses the field; then Pagefind's Default UI is loaded, put
 * in place of the field, and given what was typed. Pagefind's "N results" line is copied into a polite
 * live region. Esc closes the results and keeps the focus in the field; typing or a click opens them
 * again. Under `astro dev` there is no /pagefind/ and the field stays inert.
 */

declare const PagefindUI: new (options: Record<string, unknown>) => { triggerSearch(term: string): void };

/** How many sections of a page the Default UI lists under it. */
const SHOWN = 3;

/** The part of a Pagefind result that `headingFirst` reads and reorders. */
export interface FoundPage {
  url: string;
  meta?: { url?: string };
  sub_results?: { url: string; title: string; locations?: number[] }[];
}

/**
 * Puts first, among a page's sections found, those whose heading is the word searched for: the Default UI
 * lists up to three sections in the page's order, and the glossary (a heading per term, in alphabetical
 * order) showed "capture" and "declaration" before "prial" to a reader who had searched for "prial". A
 * heading equal to the term (letter case, accents and spaces aside) comes first, then one that holds it as a
 * word; the rest keep their order, and so does a first entry for the page's top, which the UI shows apart.
 * Where a heading matches, the sections are also cut to the three the UI shows, the matching ones kept: the UI
 * keeps the three with most matches, and a stemmed Russian «каре» matched «карты» in nearly every glossary entry,
 * so the entry «каре» itself was dropped (a QA tester). The others kept are those with most matches, as the UI
 * would choose them. Returns the result itself, changed.
 */
export function headingFirst<R extends FoundPage>(result: R, term: string): R {
  const subs = result.sub_results;
  const norm = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').replace(/[\s\u00a0\u202f]+/gu, ' ').trim().toLocaleLowerCase();
  const want = norm(term);
  if (!subs || subs.length < 2 || !want) return result;
  const top = subs[0]!.url === (result.meta?.url || result.url) ? 1 : 0;
  const word = new RegExp(`(^|[^\\p{L}\\p{N}])${want.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}\\p{N}])`, 'u');
  const rank = (title: string) => {
    const t = norm(title);
    return t === want ? 0 : word.test(t) ? 1 : 2;
  };
  const rest = subs.slice(top).map((s, i) => ({ s, i, r: rank(s.title), n: s.locations?.length ?? 0 }));
  let kept = rest;
  if (rest.length > SHOWN && rest.some((x) => x.r < 2)) {
    const byMatches = [...rest].sort((a, b) => (a.r < 2 ? 0 : 1) - (b.r < 2 ? 0 : 1) || b.n - a.n || a.i - b.i);
    kept = byMatches.slice(0, SHOWN);
  }
  kept.sort((a, b) => a.r - b.r || a.i - b.i);
  result.sub_results = [...subs.slice(0, top), ...kept.map((x) => x.s)];
  return result;
}

/** Wires the search box `#site-search` of `doc`, if there is one. */
export function initSearch(doc: Document): void {
  const box = doc.getElementById('site-search');
  const field = box?.querySelector<HTMLInputElement>('.site-search__input');
  if (!box || !field) return;
  const load = () => {
    const css = doc.createElement('link');
    const js = doc.createElement('script');
    let wait = 2;
    css.onload = js.onload = () => {
      if (--wait) return;
      let searched = '';
      const ui = new PagefindUI({
        element: box.querySelector('.site-search__ui'),
        showSubResults: true,
        showImages: false,
        // Pages with the very word searched for rank above those with longer words that share its stem: « carré »
        // had brought up « carreau » (diamonds) first, «каре» «карты». Measured on 15 searches in four languages
        // (default 1): the others keep their first result.
        ranking: { termSimilarity: 10 },
        processTerm: (term: string) => (searched = term),
        processResult: (result: FoundPage) => headingFirst(result, searched),
        resetStyles: false,
        translations: JSON.parse(box.dataset.translations || '{}'),
      });
      const input = box.querySelector<HTMLInputElement>('.pagefind-ui__search-input');
      if (!input) return;
      const status = doc.createElement('p');
      status.className = 'visually-hidden';
      status.setAttribute('role', 'status');
      box.append(status);
      new MutationObserver(() => {
        const text = box.querySelector('.pagefind-ui__message')?.textContent?.trim() ?? '';
        if (text !== status.textContent) status.textContent = text;
      }).observe(box, { childList: true, subtree: true, characterData: true });
      box.addEventListener('keydown', (e) => {
        if (e.key !== 'Escape' || box.classList.contains('site-search--closed')) return;
        e.preventDefault();
        box.classList.add('site-search--closed');
        input.focus();
      });
      const reopen = () => box.classList.remove('site-search--closed');
      input.addEventListener('input', reopen);
      input.addEventListener('click', reopen);
      const typed = field.value;
      const focused = doc.activeElement === field;
      field.hidden = true;
      // This box stays the one search landmark; Pagefind's field gets our label, not just a title.
      input.setAttribute('aria-label', field.getAttribute('aria-label') ?? '');
      box.querySelectorAll('[role="search"]').forEach((el) => el.removeAttribute('role'));
      if (focused) input.focus();
      if (typed) ui.triggerSearch(typed);
    };
    css.rel = 'stylesheet';
    css.href = '/pagefind/pagefind-ui.css';
    js.src = '/pagefind/pagefind-ui.js';
    doc.head.append(css, js);
  };
  // The module may arrive after the reader has already focused the field.
  if (doc.activeElement === field) load();
  else field.addEventListener('focus', load, { once: true });
}
