#!/usr/bin/env node
/**
 * Size budget, measured from the built files in dist/ (run `npm run build` first), gzip level 9.
 *
 * For every built HTML page (Pagefind's folder excepted) it counts the JavaScript the page loads
 * before any interaction:
 *   - inline:  the contents of every inline `<script>` (JSON and other non-JS types excepted),
 *              gzipped together as one block, the way they travel inside the HTML;
 *   - modules: every `<script src>`, every `<link rel="modulepreload">` and every Astro island's
 *              `component-url`, `renderer-url` and `before-hydration-url`, and every file these
 *              import statically (`import … from "./x.js"`, `import "./x.js"`, `export … from`,
 *              in rolldown's minified forms too), followed recursively and resolved relative to
 *              the importing file; each file gzipped on its own and counted once per page.
 *              Dynamic `import()` is loaded only when the code asks for it and is not followed,
 *              nor are islands with `client="interact"` (hydrated on the reader's first use);
 *              their directive's own inline script is counted with the inline scripts.
 *   - Pagefind's files (/pagefind/…) are loaded only when the search field is used: not counted.
 *   - first use: all of the above plus every island hydrated on first use (client:interact) with
 *              its static imports, each file once: what the page has fetched once the reader has
 *              touched every widget on it (issue 19: "count every island, deferred or not").
 * It also counts the page's DOM elements before any interaction (issue 19, Lighthouse's limit): every
 * start tag of the HTML, as `document.querySelectorAll('*').length` counts them after load (the
 * contents of comments, <script>, <style>, <textarea> and <title> are text; what a <template> holds is
 * not in the document). Checked equal to Chromium's count on the examples, readings and variants pages.
 * Budgets: JS ≤ 5 KB on a page without widgets (no astro-island), ≤ 35 KB on a page with
 * widgets; the page's HTML ≤ 30 KB gzip; JS by first use ≤ 40 KB; ≤ 1,400 DOM elements.
 * 1 KB = 1024 bytes.
 * A page over the first-use budget is reported (and summed up per kind of page); it fails the run
 * only with --strict-first-use, until the islands are slimmed down to it. Measured 2026-12-02: an
 * island first fetches Astro's island script 2.4, Preact with the card drawing 6.2, the engine's core 1.5
 * and the renderer and frame's loader 1.8 KB. The replays stop there (they step through timelines the
 * engine computed at build time, fetched as JSON: replay/timelineTypes.ts), so a page of replays alone
 * takes 14.5 KB; every other widget asks the engine and i18next in the browser and adds i18next 15.0 and
 * its game's rules kernel (LLD 11.5, Loo 13.5): 38.4 KB before an LLD widget's own code, 40.5 KB before a
 * Loo widget's, so the limit holds for the replay and strategy pages only, until one of these shrinks.
 *
 * Prints a table of every page and exits 1 when a page is over budget (2 when dist/ is missing
 * or a script cannot be resolved). Usage: node scripts/size-budget.mjs [--dist DIR]
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants, gzipSync } from 'node:zlib';
import { domElements } from './dom-elements.mjs';

const KB = 1024;
const BUDGET = { plainJs: 5 * KB, widgetJs: 35 * KB, html: 30 * KB, firstUse: 40 * KB, dom: 1400 };
const strictFirstUse = process.argv.includes('--strict-first-use');

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const distArg = args.indexOf('--dist');
const dist = resolve(distArg >= 0 ? args[distArg + 1] ?? 'dist' : join(root, 'dist'));

if (!existsSync(dist) || !statSync(dist).isDirectory()) {
  console.error(`size-budget: ${dist} does not exist; build the site first (npm run build).`);
  process.exit(2);
}

const gzipCache = new Map();
/** Gzipped size (level 9) of a string or buffer. */
const gz = (data) => gzipSync(data, { level: constants.Z_BEST_COMPRESSION }).length;
/** Gzipped size of a file, read once. */
function gzFile(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gz(readFileSync(file)));
  return gzipCache.get(file);
}

/** Every .html file under dist/, Pagefind's folder and the translation dashboard excepted. */
function htmlFiles(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (full === join(dist, 'pagefind') || full === join(dist, 'translation-status')) continue;
      out.push(...htmlFiles(full));
    } else if (entry.name.endsWith('.html')) out.push(full);
  }
  return out;
}

/** The page's URL path: dist/en/index.html → /en/, dist/404.html → /404.html. */
function pagePath(file) {
  const rel = relative(dist, file).split(sep).join('/');
  if (rel === 'index.html') return '/';
  return '/' + (rel.endsWith('/index.html') ? rel.slice(0, -'index.html'.length) : rel);
}

const decode = (s) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** Attributes of a start tag's attribute text, names lower-cased, values decoded. */
function attributes(text) {
  const attrs = {};
  const re = /([^\s"'=<>\/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  for (const m of text.matchAll(re)) attrs[m[1].toLowerCase()] = decode(m[2] ?? m[3] ?? m[4] ?? '');
  return attrs;
}

const JS_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript', 'text/ecmascript']);

/**
 * Static import specifiers of a JS module. Matches the forms a bundler writes, spaced or minified:
 *   import x from"a"  import{a as b}from"a"  import*as n from"a"  import x,{y}from"a"  import"a"
 *   export{a}from"a"  export*from"a"  export*as n from"a"
 * `import(…)` and `import.meta` do not match.
 */
const STATIC_IMPORT =
  /(?<![\w$.])(?:import\s*(?:(?:[\w$]+\s*,\s*)?(?:\{[^}]*\}|\*\s*as\s+[\w$]+|[\w$]+)\s*from\s*)?|export\s*(?:\{[^}]*\}|\*(?:\s*as\s+[\w$]+)?)\s*from\s*)(["'])([^"'\r\n]+)\1/g;

function staticImports(code) {
  return [...code.matchAll(STATIC_IMPORT)].map((m) => m[2]);
}

const problems = [];

/** The dist/ file a URL points to, from a page or module at `fromUrl`; null for Pagefind. */
function resolveUrl(spec, fromUrl) {
  if (/^(?:[a-z][a-z0-9+.-]*:)?\/\//i.test(spec) || /^(?:data|blob):/i.test(spec)) {
    return { error: `external or data URL ${spec} is not counted by this script` };
  }
  if (!spec.startsWith('/') && !spec.startsWith('./') && !spec.startsWith('../')) {
    return { error: `bare specifier "${spec}" cannot be resolved in the browser` };
  }
  const url = new URL(spec, new URL(fromUrl, 'http://site.invalid')).pathname;
  if (url.startsWith('/pagefind/')) return { pagefind: true };
  const file = join(dist, decodeURIComponent(url));
  if (!existsSync(file)) return { error: `${spec} (from ${fromUrl}) is not in dist/` };
  return { url, file };
}

function measure(file) {
  const html = readFileSync(file, 'utf8');
  const page = pagePath(file);
  const inline = [];
  const entries = [];

  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attrs = attributes(m[1]);
    if (!JS_TYPES.has((attrs.type ?? '').trim().toLowerCase())) continue;
    if ('src' in attrs) entries.push(attrs.src);
    else if (m[2].trim()) inline.push(m[2]);
  }
  for (const m of html.matchAll(/<link\b([^>]*)>/gi)) {
    const attrs = attributes(m[1]);
    if ((attrs.rel ?? '').toLowerCase().split(/\s+/).includes('modulepreload') && attrs.href) entries.push(attrs.href);
  }
  let islands = 0;
  const deferred = []; // the code of islands hydrated on first use
  for (const m of html.matchAll(/<astro-island\b([^>]*)>/gi)) {
    islands += 1;
    const attrs = attributes(m[1]);
    // An island hydrated on first use (client:interact) loads its code only after an interaction.
    const into = attrs.client === 'interact' ? deferred : entries;
    for (const name of ['component-url', 'renderer-url', 'before-hydration-url']) {
      if (attrs[name]) into.push(attrs[name]);
    }
  }

  /** Every module reachable by static imports from `specs`, added to `seen` (url → file). */
  const follow = (specs, seen, report) => {
    const queue = specs.map((spec) => ({ spec, from: page }));
    while (queue.length) {
      const { spec, from } = queue.shift();
      const r = resolveUrl(spec, from);
      if (r.pagefind) continue;
      if (r.error) {
        if (report) problems.push(`${page}: ${r.error}`);
        continue;
      }
      if (seen.has(r.url)) continue;
      seen.set(r.url, r.file);
      for (const next of staticImports(readFileSync(r.file, 'utf8'))) queue.push({ spec: next, from: r.url });
    }
    return seen;
  };
  const seen = follow(entries, new Map(), true);
  const all = follow(deferred, new Map(seen), true);

  const inlineBytes = inline.length ? gz(inline.join('\n')) : 0;
  let moduleBytes = 0;
  for (const f of seen.values()) moduleBytes += gzFile(f);
  const htmlBytes = gz(html);
  const jsBudget = islands > 0 ? BUDGET.widgetJs : BUDGET.plainJs;
  const total = inlineBytes + moduleBytes;
  let firstUse = inlineBytes;
  for (const f of all.values()) firstUse += gzFile(f);
  const firstUseOk = firstUse <= BUDGET.firstUse;
  const dom = domElements(html);
  const ok = total <= jsBudget && htmlBytes <= BUDGET.html && dom <= BUDGET.dom && (firstUseOk || !strictFirstUse);
  return { page, islands, inlineBytes, moduleBytes, total, htmlBytes, dom, jsBudget, firstUse, firstUseOk, ok, modules: [...seen.keys()] };
}

const rows = htmlFiles(dist)
  .map(measure)
  .sort((a, b) => a.page.localeCompare(b.page));

const k = (bytes) => (bytes / KB).toFixed(1);
const header = ['page', 'islands', 'inline KB', 'modules KB', 'total KB', 'first use KB', 'HTML KB', 'DOM', 'budget (JS / first use / HTML KB / DOM)', 'result'];
const table = rows.map((r) => [
  r.page,
  String(r.islands),
  k(r.inlineBytes),
  k(r.moduleBytes),
  k(r.total),
  k(r.firstUse),
  k(r.htmlBytes),
  String(r.dom),
  `${r.jsBudget / KB} / ${BUDGET.firstUse / KB} / ${BUDGET.html / KB} / ${BUDGET.dom}`,
  r.ok ? (r.firstUseOk ? 'OK' : 'OK, first use over') : 'OVER',
]);
const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i].length)));
const line = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');

console.log(`size budget: JavaScript loaded before any interaction and HTML, gzip -9, 1 KB = 1024 bytes (${relative(process.cwd(), dist) || '.'})`);
console.log(line(header));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
for (const row of table) console.log(line(row));

const over = rows.filter((r) => !r.ok);
const widgetModules = [...new Set(rows.flatMap((r) => r.modules))].sort();
if (widgetModules.length) {
  console.log(`modules counted: ${widgetModules.map((u) => `${u.replace(/^\/_astro\//, '')} ${k(gzFile(join(dist, u)))}`).join(', ')}`);
}
// First use per kind of page: the page's path without its locale (/en/loo/play/ → loo/play/).
const kinds = new Map();
for (const r of rows) {
  const kind = r.page.replace(/^\/(?:en|de|fr|ru)\//, '/').replace(/^\//, '') || 'chooser';
  const prev = kinds.get(kind) ?? { min: Infinity, max: 0, over: 0, n: 0 };
  kinds.set(kind, { min: Math.min(prev.min, r.firstUse), max: Math.max(prev.max, r.firstUse), over: prev.over + (r.firstUseOk ? 0 : 1), n: prev.n + 1 });
}
console.log(`first use (every island touched), per page in all locales, limit ${BUDGET.firstUse / KB} KB:`);
for (const [kind, v] of [...kinds].sort((a, b) => b[1].max - a[1].max)) {
  console.log(`  ${kind.padEnd(34)} ${k(v.min).padStart(5)}–${k(v.max).padStart(5)} KB${v.over ? `  over in ${v.over} of ${v.n}` : ''}`);
}
// DOM elements per kind of page: the largest of its locales.
const domKinds = new Map();
for (const r of rows) {
  const kind = r.page.replace(/^\/(?:en|de|fr|ru)\//, '/').replace(/^\//, '') || 'chooser';
  domKinds.set(kind, Math.max(domKinds.get(kind) ?? 0, r.dom));
}
console.log(`DOM elements before interaction, per page (largest of all locales), limit ${BUDGET.dom}:`);
for (const [kind, n] of [...domKinds].sort((a, b) => b[1] - a[1])) {
  console.log(`  ${kind.padEnd(34)} ${String(n).padStart(5)}${n > BUDGET.dom ? '  OVER' : ''}`);
}
const firstOver = rows.filter((r) => !r.firstUseOk);
if (firstOver.length) console.error(`size-budget: ${firstOver.length} page(s) fetch more than ${BUDGET.firstUse / KB} KB of JavaScript by first use${strictFirstUse ? '' : ' (reported; --strict-first-use fails on it)'}`);
for (const p of problems) console.error(`size-budget: ${p}`);
for (const r of over) {
  const why = [];
  if (r.total > r.jsBudget) why.push(`JS ${k(r.total)} KB > ${r.jsBudget / KB} KB`);
  if (r.htmlBytes > BUDGET.html) why.push(`HTML ${k(r.htmlBytes)} KB > ${BUDGET.html / KB} KB`);
  if (r.dom > BUDGET.dom) why.push(`${r.dom} DOM elements > ${BUDGET.dom}`);
  if (!r.firstUseOk) why.push(`first use ${k(r.firstUse)} KB > ${BUDGET.firstUse / KB} KB`);
  console.error(`size-budget: OVER ${r.page}: ${why.join('; ')}`);
}
console.log(
  `size budget: ${rows.length} pages, ${rows.length - over.length} within budget, ${over.length} over` +
    (problems.length ? `, ${problems.length} unresolved script(s)` : ''),
);
if (rows.length === 0) {
  console.error('size-budget: no HTML page found in dist/');
  process.exitCode = 2;
} else if (problems.length) process.exitCode = 2;
else if (over.length) process.exitCode = 1;
