/**
 * The site frame's behaviour on every page: the phone menu and theme select (header.ts), the
 * glossary term cards (ref/term.ts), the search field (search.ts) and the section marked in the table of contents (toc.ts). Header.astro loads it with a dynamic import, so it is an external,
 * cached file rather than a script inlined into every page's HTML (smaller pages; CSP-friendly).
 */
import { initMenu } from './header.ts';
import { initTerms } from '../ref/term.ts';
import { initSearch } from './search.ts';
import { initToc } from './toc.ts';

initMenu(document);
initTerms(document);
initSearch(document);
initToc(document);

// Smooth scrolling (global.css `html.smooth-scroll`) from the reader's first press or key on: a link followed on
// the page glides, the scroll to the address's fragment on load stays instant.
const smooth = () => document.documentElement.classList.add('smooth-scroll');
addEventListener('pointerdown', smooth, { once: true, capture: true, passive: true });
addEventListener('keydown', smooth, { once: true, capture: true });
