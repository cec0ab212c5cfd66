/**
 * The site frame's behaviour on every page: the phone menu and theme select (header.ts), the
 * glossary term cards (ref/term.ts) and the search field (search.ts). Header.astro loads it with a dynamic import, so it is an external,
 * cached file rather than a script inlined into every page's HTML (smaller pages; CSP-friendly).
 */
import { initMenu } from './header.ts';
import { initTerms } from '../ref/term.ts';
import { initSearch } from './search.ts';

initMenu(document);
initTerms(document);
initSearch(document);
