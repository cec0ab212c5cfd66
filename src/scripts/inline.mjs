/**
 * The site's own inline scripts, as text: each page writes them with `<script is:inline set:html={…} />`
 * and astro.config.mjs hashes the same strings into the Content-Security-Policy (`security.csp`
 * scriptDirective.hashes), so no script needs 'unsafe-inline' (issue 20). Plain JavaScript, tiny, run
 * before any island: the theme and the `js` mark set before the first paint, language memory, the language
 * chooser at `/`, the 404 page, a widget opening a link or a kept game. (The frame's behaviour — menu, theme
 * select, glossary cards, search — is a file of its own, src/components/site/frame-client.ts, so that it does not weigh on every page's HTML.)
 * Change a script here and its hash follows at the next build.
 */

/**
 * Run in the head before the first paint (Document.astro): marks `<html class="js">` (CSS shows the controls
 * that need a script only then) and applies the reader's stored theme (localStorage `willughby-theme`), so
 * a dark page never flashes light.
 */
export const THEME = `(function(){var d=document.documentElement;d.classList.add('js');try{var t=localStorage.getItem('willughby-theme');if(t==='light'||t==='dark')d.dataset.theme=t}catch(e){}})()`;

/** Every link marked `data-lang` stores that explicit choice (localStorage `willughby-lang`) and carries the #hash over (RememberLanguage.astro). */
export const REMEMBER_LANGUAGE = `addEventListener('click', (e) => {
  const a = e.target instanceof Element && e.target.closest('a[data-lang]');
  if (!a) return;
  try { localStorage.setItem('willughby-lang', a.dataset.lang); } catch {}
  if (location.search && !a.search && a.pathname !== location.pathname) a.search = location.search;
  if (location.hash && !a.hash && a.pathname !== location.pathname) a.hash = location.hash;
});`;

/** `/`: sends the reader on to the language chosen before, or the browser's first language the site has (index.astro). */
export function chooserScript(locales) {
  return `(() => {
  const locales = ${JSON.stringify(locales)};
  let lang = null;
  try { lang = localStorage.getItem('willughby-lang'); } catch {}
  if (!locales.includes(lang)) {
    lang = (navigator.languages || [navigator.language]).map((l) => String(l).split('-')[0].toLowerCase()).find((l) => locales.includes(l));
  }
  if (lang) location.replace('/' + lang + '/');
})();`;
}

/** The 404 page: the section in the language of the address comes first (404.astro). */
export const NOT_FOUND = `(() => {
  const lang = location.pathname.split('/')[1];
  const section = document.querySelector(\`.not-found__list > [data-locale="\${CSS.escape(lang)}"]\`);
  if (!section) return;
  section.parentElement.prepend(section);
  document.documentElement.lang = lang;
})();
`;

/**
 * Written straight after a widget's island (Opening.astro): when the address or this tab holds what the widget
 * will show instead of its server-drawn state (a position in a link, a game kept in sessionStorage), the island
 * is marked `data-opening` with a localized "Loading…" before the first paint. frame.css then hides the
 * server's drawing and shows the word until the live widget marks itself `data-hydrated`; so a reader neither
 * sees the set-up flash before the kept game nor presses a button of it. The script's `data-params` (address
 * parameters, space-separated), `data-session` (a sessionStorage key) and `data-label` say when and what.
 */
export const OPENING = `(function(){var s=document.currentScript,i=s&&s.previousElementSibling,d=s&&s.dataset;if(!i||i.localName!=='astro-island')return;var q=new URLSearchParams(location.search),o=(d.params||'').split(' ').some(function(p){return p!==''&&q.has(p)});try{if(!o&&d.session)o=sessionStorage.getItem(d.session)!==null}catch(e){}if(o)i.setAttribute('data-opening',d.label||'…')})()`;

/** The SHA-256 hashes of the scripts above for the Content-Security-Policy, as CSP writes them. */
export async function inlineScriptHashes(locales) {
  const { createHash } = await import('node:crypto');
  return [THEME, REMEMBER_LANGUAGE, chooserScript(locales), NOT_FOUND, OPENING].map((s) => `sha256-${createHash('sha256').update(s).digest('base64')}`);
}
