#!/usr/bin/env node
/**
 * The search index: Pagefind's Node API over every built page in dist/ (run by `npm run build` after
 * `astro build`), writing dist/pagefind/ as `pagefind --site dist` would, with two differences.
 *
 * 1. Word boundaries. Astro's compressed HTML leaves no whitespace between tags, and Pagefind joins the
 *    text of neighbouring table heads, term lists, captions and buttons into one word ("Rule pointParlett",
 *    "missA spare three-card hand"): search then missed those words and excerpts ran them together. The
 *    HTML Pagefind reads gets a space before every start and end tag of the elements a browser sets apart
 *    (BOUNDARY); the pages served are not changed, and a space between two of these tags is not text a
 *    reader sees.
 *    A replay's cards are indexed by their names, which the page gives in `aria-label` (CARDS).
 * 2. The settings of the former pagefind.yml, kept here. Left out of the index: text that repeats or
 *    decorates what the page says elsewhere — glossary cards inside sentences (they repeat the glossary),
 *    the cells of the readings matrices (evidence tags, "3 cards" in every column; the row names stay), a
 *    replay's live step and controls (its transcript, every step in order, stays), and buttons (controls:
 *    "Hint", "Show me", an evidence tag's "source"). Rule sections outrank replays by weight (Base.astro:
 *    data-pagefind-weight on rules pages).
 *
 * Usage: node scripts/search-index.mjs [--dist DIR]. Exits 1 on any indexing error.
 */
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as pagefind from 'pagefind';

/** Selectors whose text Pagefind leaves out (see point 2). */
export const EXCLUDE = [
  '.term__card',
  '.matrix td',
  '.loo-vx td',
  '.replay__narration',
  '.replay__step',
  '.replay__controls',
  '.replay__hint',
  '.replay__try',
  '.replay__toggle',
  '.replay .tag',
  '.no-js-note',
  'button',
];

/** Elements whose text a browser sets apart from its neighbours': block, table, list and form parts. */
const BOUNDARY = [
  'address', 'article', 'aside', 'blockquote', 'br', 'button', 'caption', 'dd', 'details', 'div', 'dl', 'dt',
  'fieldset', 'figcaption', 'figure', 'footer', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'label',
  'legend', 'li', 'main', 'nav', 'ol', 'option', 'p', 'pre', 'section', 'summary', 'table', 'tbody', 'td',
  'tfoot', 'th', 'thead', 'tr', 'ul',
];
const TAG = new RegExp(`<(/?)(${BOUNDARY.join('|')})(?=[\\s/>])`, 'gi');
/**
 * The cards of a replay's narration (replay/Line.tsx): suit glyphs shown, their names in `aria-label`, and the
 * glyphs left out of the index. The index reads the names instead, so that an excerpt does not lose them
 * (« Dan pose deux cartes d’un brelan, , parmi ses cartes gagnées », «Из руки: ; со стола: .»).
 */
const CARDS = /<span class="replay__cards" role="img" aria-label="([^"]*)" data-pagefind-ignore(?:="true")?>[^<]*<\/span>/g;

/**
 * `html` with a space before every start and end tag of a BOUNDARY element, so that the text on either side
 * of it stays two words for the index ("<th>Rule</th><th>Parlett</th>" reads "Rule Parlett").
 */
export function spaced(html) {
  return html.replace(CARDS, '$1').replace(TAG, ' <$1$2');
}

/** Every .html file under `dir`, Pagefind's output and the translation-status dashboard (not a page for readers) excepted. */
function pages(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'pagefind' || e.name === 'translation-status' ? [] : pages(full);
    return e.name.endsWith('.html') ? [full] : [];
  });
}

async function main() {
  const at = process.argv.indexOf('--dist');
  const dist = at > 0 ? process.argv[at + 1] : 'dist';
  const out = join(dist, 'pagefind');
  const started = performance.now();
  const { index, errors } = await pagefind.createIndex({ excludeSelectors: EXCLUDE });
  if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
  let count = 0;
  for (const file of pages(dist)) {
    const r = await index.addHTMLFile({ sourcePath: relative(dist, file), content: spaced(readFileSync(file, 'utf8')) });
    if (r.errors.length > 0) throw new Error(`Pagefind, ${file}: ${r.errors.join('; ')}`);
    if (r.file) count++;
  }
  rmSync(out, { recursive: true, force: true });
  const w = await index.writeFiles({ outputPath: out });
  if (w.errors.length > 0) throw new Error(`Pagefind: ${w.errors.join('; ')}`);
  await pagefind.close();
  console.log(`Search index: ${count} pages in ${out} (${Math.round(performance.now() - started)} ms)`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((e) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  });
}
