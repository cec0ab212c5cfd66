// @vitest-environment happy-dom
/**
 * The site frame's scripts without a browser: the theme choice (stored, applied, unknown values
 * ignored), the phone menu disclosure (button, Esc, a click outside), glossary term cards (a click
 * opens instead of leaving, the glossary link is added, Esc and a click outside close), and the
 * frame's strings in every locale (same keys as English, no empty string, French spacing).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { applyTheme, initMenu, storedTheme, THEME_KEY } from '~/components/site/header.ts';
import { initTerms } from '~/components/ref/term.ts';
import { initSearch } from '~/components/site/search.ts';
import en from '~/i18n/frame/en.json' with { type: 'json' };
import de from '~/i18n/frame/de.json' with { type: 'json' };
import fr from '~/i18n/frame/fr.json' with { type: 'json' };
import ru from '~/i18n/frame/ru.json' with { type: 'json' };

function memoryStorage(init: Record<string, string> = {}) {
  const m = new Map(Object.entries(init));
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
    map: m,
  };
}

describe('theme', () => {
  it('reads only light or dark; anything else, or a throwing storage, is the system theme', () => {
    expect(storedTheme(memoryStorage({ [THEME_KEY]: 'dark' }))).toBe('dark');
    expect(storedTheme(memoryStorage({ [THEME_KEY]: 'light' }))).toBe('light');
    expect(storedTheme(memoryStorage({ [THEME_KEY]: 'sepia' }))).toBe('system');
    expect(storedTheme(memoryStorage())).toBe('system');
    expect(storedTheme({ getItem: () => { throw new Error('denied'); } })).toBe('system');
    expect(storedTheme(undefined)).toBe('system');
  });

  it('sets <html data-theme> and the stored key; system removes both', () => {
    const s = memoryStorage();
    applyTheme(document, 'dark', s);
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(s.map.get(THEME_KEY)).toBe('dark');
    applyTheme(document, 'system', s);
    expect(document.documentElement.hasAttribute('data-theme')).toBe(false);
    expect(s.map.has(THEME_KEY)).toBe(false);
  });

  it('the select shows the stored choice and stores a change', () => {
    localStorage.setItem(THEME_KEY, 'light');
    document.body.innerHTML = `<select data-theme-select><option value="system"></option><option value="light"></option><option value="dark"></option></select>`;
    initMenu(document);
    const select = document.querySelector('select')!;
    expect(select.value).toBe('light');
    select.value = 'dark';
    select.dispatchEvent(new Event('change'));
    expect(localStorage.getItem(THEME_KEY)).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
  });
});

describe('phone menu', () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <header><button data-menu-button aria-expanded="false" aria-controls="m">Menu</button>
      <div id="m" data-menu><a href="/x">x</a></div></header><main><p id="out">text</p></main>`;
  });

  it('the button toggles; Esc closes and returns focus to the button; a click outside closes', () => {
    const doc = document;
    initMenu(doc);
    const button = doc.querySelector<HTMLButtonElement>('[data-menu-button]')!;
    const panel = doc.getElementById('m')!;
    button.click();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(panel.hasAttribute('data-open')).toBe(true);
    panel.querySelector('a')!.focus();
    doc.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hasAttribute('data-open')).toBe(false);
    expect(doc.activeElement).toBe(button);
    button.click();
    doc.getElementById('out')!.click();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    // A click inside the panel keeps it open.
    button.click();
    panel.click();
    expect(button.getAttribute('aria-expanded')).toBe('true');
  });
});

describe('glossary term cards', () => {
  it('a click opens the card instead of following the link, adds the glossary link once, and closes on Esc or outside', () => {
    document.body.innerHTML = `<main data-term-more="In the glossary"><p id="out">x
      <span class="term"><a class="term__word" href="/en/glossary/#term-prial">prial</a><span class="term__card"><span class="term__gloss">Three of a kind.</span></span></span>
      <span class="term" id="t2"><a class="term__word" href="/en/glossary/#term-pair">pair</a><span class="term__card"><span class="term__gloss">Two.</span></span></span></p></main>`;
    initTerms(document);
    const [a, b] = [...document.querySelectorAll<HTMLElement>('.term')];
    const word = a!.querySelector<HTMLAnchorElement>('.term__word')!;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    word.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(a!.classList.contains('term--open')).toBe(true);
    const more = a!.querySelectorAll<HTMLAnchorElement>('.term__more');
    expect(more).toHaveLength(1);
    expect(more[0]!.getAttribute('href')).toBe('/en/glossary/#term-prial');
    expect(more[0]!.textContent).toBe('In the glossary →');
    // Opening another closes the first.
    b!.querySelector<HTMLElement>('.term__word')!.click();
    expect(a!.classList.contains('term--open')).toBe(false);
    expect(b!.classList.contains('term--open')).toBe(true);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(b!.classList.contains('term--open')).toBe(false);
    expect(b!.classList.contains('term--closed')).toBe(true);
    word.click();
    word.click(); // a second click closes it again
    expect(a!.classList.contains('term--open')).toBe(false);
    word.click();
    document.getElementById('out')!.click();
    expect(a!.classList.contains('term--open')).toBe(false);
    expect(a!.querySelectorAll('.term__more')).toHaveLength(1);
  });
});

describe('a term used again on the page', () => {
  it('gets its card, made from the first card of that term, when first hovered or clicked', () => {
    document.body.innerHTML = `<main data-term-more="In the glossary"><p>
      <span class="term"><a class="term__word" href="/en/glossary/#term-prial" aria-describedby="tip-prial-1">prial</a><span class="term__card"><span class="term__gloss" id="tip-prial-1">Three of a kind.</span></span></span>
      <span class="term" id="again"><a class="term__word" href="/en/glossary/#term-prial" aria-describedby="tip-prial-1" data-tip="tip-prial-1">prials</a></span></p></main>`;
    initTerms(document);
    const again = document.getElementById('again')!;
    expect(again.querySelector('.term__card')).toBeNull();
    again.querySelector('.term__word')!.dispatchEvent(new MouseEvent('pointerover', { bubbles: true }));
    expect(again.querySelector('.term__card .term__gloss')!.textContent).toBe('Three of a kind.');
    expect(again.querySelector('.term__card')!.hasAttribute('data-pagefind-ignore')).toBe(true);
    // One id on the page: the copy has none.
    expect(document.querySelectorAll('#tip-prial-1')).toHaveLength(1);
    again.querySelector<HTMLElement>('.term__word')!.click();
    expect(again.classList.contains('term--open')).toBe(true);
    expect(again.querySelectorAll('.term__card')).toHaveLength(1);
    expect(again.querySelector('.term__more')!.getAttribute('href')).toBe('/en/glossary/#term-prial');
  });
});

describe('search field', () => {
  it('loads nothing until the field is focused, then Pagefind once', () => {
    document.head.innerHTML = '';
    document.body.innerHTML = `<div id="site-search" role="search"><input class="site-search__input" type="search" /><div class="site-search__ui"></div></div>`;
    initSearch(document);
    const pagefind = () => [...document.head.querySelectorAll<HTMLLinkElement | HTMLScriptElement>('link, script')].map((e) => e.getAttribute('href') ?? e.getAttribute('src'));
    expect(pagefind()).toEqual([]);
    document.querySelector<HTMLInputElement>('.site-search__input')!.dispatchEvent(new FocusEvent('focus'));
    expect(pagefind()).toEqual(['/pagefind/pagefind-ui.css', '/pagefind/pagefind-ui.js']);
    document.querySelector<HTMLInputElement>('.site-search__input')!.dispatchEvent(new FocusEvent('focus'));
    expect(pagefind()).toHaveLength(2);
  });
});

describe('frame strings', () => {
  const keys = (o: object, p = ''): string[] =>
    Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? keys(v as object, `${p}${k}.`) : [`${p}${k}`]));
  const values = (o: object): string[] => Object.values(o).flatMap((v) => (typeof v === 'object' ? values(v as object) : [v as string]));

  it.each([['de', de], ['fr', fr], ['ru', ru]] as const)('%s has the same keys as English and no empty string', (_, m) => {
    expect(keys(m).sort()).toEqual(keys(en).sort());
    for (const v of values(m)) expect(v.trim()).not.toBe('');
  });

  it('French puts a narrow no-break space before ; and inside « »', () => {
    for (const v of values(fr)) {
      expect(v).not.toMatch(/ [;!?]/);
      expect(v).not.toMatch(/« | »/);
    }
  });

  it('the no-JS search line names both links in every language', () => {
    for (const m of [en, de, fr, ru]) {
      expect(m.noSearch).toContain('{{glossary}}');
      expect(m.noSearch).toContain('{{sources}}');
      expect(m.noScript.replay).toContain('{{transcript}}');
    }
  });
});
