/**
 * Behaviour of the site header (Header.astro), bundled as an external module script:
 * - the phone menu, a disclosure: the button toggles `aria-expanded` and `data-open` on the panel;
 *   Esc closes it and puts focus back on the button; a click or tap outside closes it;
 * - the colour theme select (ThemeToggle.astro): shows the stored choice and stores a new one.
 */

/** The localStorage key of the reader's colour theme: 'light' | 'dark'; absent = as the device. */
export const THEME_KEY = 'willughby-theme';

export type Theme = 'system' | 'light' | 'dark';

/** Reads the stored theme; anything unknown, or no storage at all, is 'system'. */
export function storedTheme(storage: Pick<Storage, 'getItem'> | undefined): Theme {
  try {
    const v = storage?.getItem(THEME_KEY);
    return v === 'light' || v === 'dark' ? v : 'system';
  } catch {
    return 'system';
  }
}

/** Applies a theme to `<html>` and stores it ('system' removes both). */
export function applyTheme(doc: Document, theme: Theme, storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined): void {
  const root = doc.documentElement;
  if (theme === 'system') delete root.dataset.theme;
  else root.dataset.theme = theme;
  try {
    if (theme === 'system') storage?.removeItem(THEME_KEY);
    else storage?.setItem(THEME_KEY, theme);
  } catch {
    /* private mode: the choice holds for this page only */
  }
}

function safeStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** Wires the menu button and the theme select found in `doc`. Safe to call when either is missing. */
export function initMenu(doc: Document): void {
  const button = doc.querySelector<HTMLButtonElement>('[data-menu-button]');
  const panel = doc.querySelector<HTMLElement>('[data-menu]');
  if (button && panel) {
    const setOpen = (open: boolean) => {
      button.setAttribute('aria-expanded', String(open));
      panel.toggleAttribute('data-open', open);
    };
    button.addEventListener('click', () => setOpen(button.getAttribute('aria-expanded') !== 'true'));
    doc.addEventListener('keydown', (e) => {
      if (e.key !== 'Escape' || button.getAttribute('aria-expanded') !== 'true') return;
      // Esc inside search results belongs to the search first (it closes them); a second Esc closes the menu.
      if (e.defaultPrevented) return;
      setOpen(false);
      button.focus();
    });
    doc.addEventListener('click', (e) => {
      if (button.getAttribute('aria-expanded') !== 'true') return;
      const target = e.target as Node | null;
      if (target && (button.contains(target) || panel.contains(target))) return;
      setOpen(false);
    });
    // Wired: the button now opens the menu (the frame's script arrives after the first paint).
    button.dataset.ready = '';
  }
  const select = doc.querySelector<HTMLSelectElement>('[data-theme-select]');
  if (select) {
    const storage = safeStorage();
    select.value = storedTheme(storage);
    select.addEventListener('change', () => applyTheme(doc, select.value as Theme, storage));
    // Wired: a change now takes effect (the frame's script arrives after the first paint).
    select.dataset.ready = '';
  }
}
