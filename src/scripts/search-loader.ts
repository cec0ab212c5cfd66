/**
 * The search field's loader (Search.astro): nothing is downloaded until the reader focuses the field; then
 * Pagefind's Default UI is loaded and put in place of the field, carrying over what was typed. A module of
 * its own (bundled by Astro, served from 'self' under the Content-Security-Policy) rather than an inline
 * script, so that its kilobyte is not repeated in every page's HTML.
 */
declare const PagefindUI: new (o: Record<string, unknown>) => { triggerSearch(term: string): void };

(() => {
  const box = document.getElementById('site-search') as HTMLElement | null;
  if (!box) return;
  const field = box.firstElementChild as HTMLInputElement;
  box.hidden = false;
  field.addEventListener('focus', () => {
    const css = document.createElement('link'), js = document.createElement('script');
    let wait = 2;
    css.onload = js.onload = () => {
      if (--wait) return;
      const ui = new PagefindUI({ element: box.lastElementChild, showSubResults: true, showImages: false,
        resetStyles: false, translations: JSON.parse(box.dataset.translations || '{}') });
      const input = box.querySelector<HTMLInputElement>('.pagefind-ui__search-input');
      if (!input) return;
      // Pagefind's "N results for …" line is not announced: copy it into a polite live region.
      const status = document.createElement('p');
      status.className = 'visually-hidden';
      status.setAttribute('role', 'status');
      box.append(status);
      new MutationObserver(() => {
        const message = box.querySelector('.pagefind-ui__message');
        const text = message?.textContent?.trim() ?? '';
        if (text !== status.textContent) status.textContent = text;
      }).observe(box, { childList: true, subtree: true, characterData: true });
      const typed = field.value, focused = document.activeElement === field;
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
    document.head.append(css, js);
  }, { once: true });
})();
export {};
