#!/usr/bin/env node
/**
 * `npm run lighthouse`: Lighthouse on one page of each kind in each locale of the built site, offline.
 *
 *   - Lighthouse (npm, pinned below) is not a project dependency (about 176 MB): on first use it is
 *     installed once into .cache/lighthouse (git-ignored; LIGHTHOUSE_DIR overrides the folder).
 *     That install is the only step that needs the npm registry (or a warm npm cache).
 *   - Builds the site (`npm run build`) when dist/ is missing; otherwise measures dist/ as it is.
 *   - Serves dist/ with `astro preview --ignore-lock` on 127.0.0.1:4480 (or the next free port),
 *     in its own process group, and stops that group afterwards (toolchain.md P9).
 *   - Runs Lighthouse with CHROME_PATH=/usr/bin/chromium, default mobile emulation, the Chromium
 *     flags of toolchain.md P14/P15, on one page of each kind — /{lang}/, /{lang}/laugh-and-lie-down/,
 *     …/rules/, …/examples/, …/readings/, …/play/, …/history/, …/learn/, …/strategy/, …/reference/, Loo's
 *     overview, three-card and five-card rules, variants, examples, play, history, learn, strategy and
 *     reference, /{lang}/glossary/, /{lang}/sources/ — for en, de, fr, ru (22 kinds, 88 runs).
 *   - Writes the JSON reports to lighthouse-report/ (git-ignored), prints the summary table
 *     (four scores, FCP, LCP, TBT, CLS) and the reason for every score under 100, and saves the same
 *     as lighthouse-report/summary.md.
 *
 * Options:
 *   --pages LIST   restrict the pages: a comma list of kinds (home, overview, rules, examples, readings, play,
 *                  history, learn, strategy, reference, loo-overview, loo-rules, loo-five, loo-variants,
 *                  loo-examples, loo-play, loo-history, loo-learn, loo-strategy, loo-reference, glossary, sources),
 *                  locales (en, de, fr, ru) and/or paths (/de/laugh-and-lie-down/rules/); kinds and
 *                  locales combine, e.g. --pages de,fr,rules runs the German and French rules pages
 *   --port N       first port to try (default 4480)
 *   --out DIR      report folder (default lighthouse-report)
 *   --html         also write an HTML report next to each JSON report
 *   --runs N       run each page N times and keep the run with the median Performance score; the
 *                  table then shows that score with the range of all runs (on a busy machine the
 *                  Performance score, mostly Total Blocking Time, varies from run to run)
 * Exits non-zero when Lighthouse could not be installed or a run produced no report; scores under
 * 100 are reported, not failed.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { delimiter, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const LIGHTHOUSE_VERSION = '13.5.0';
const LOCALES = ['en', 'de', 'fr', 'ru'];
const KINDS = {
  home: '',
  overview: 'laugh-and-lie-down/',
  rules: 'laugh-and-lie-down/rules/',
  examples: 'laugh-and-lie-down/examples/',
  readings: 'laugh-and-lie-down/readings/',
  play: 'laugh-and-lie-down/play/',
  history: 'laugh-and-lie-down/history/',
  'loo-overview': 'loo/',
  'loo-rules': 'loo/three-card/',
  'loo-variants': 'loo/variants/',
  'loo-examples': 'loo/examples/',
  'loo-play': 'loo/play/',
  glossary: 'glossary/',
  sources: 'sources/',
  learn: 'laugh-and-lie-down/learn/',
  strategy: 'laugh-and-lie-down/strategy/',
  reference: 'laugh-and-lie-down/reference/',
  'loo-five': 'loo/five-card/',
  'loo-history': 'loo/history/',
  'loo-learn': 'loo/learn/',
  'loo-strategy': 'loo/strategy/',
  'loo-reference': 'loo/reference/',
};
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
const CATEGORIES = [
  ['performance', 'Performance'],
  ['accessibility', 'Accessibility'],
  ['best-practices', 'Best Practices'],
  ['seo', 'SEO'],
];

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);

function fail(message, code = 2) {
  console.error(`lighthouse: ${message}`);
  process.exit(code);
}

// ---- options
const argv = process.argv.slice(2);
const opts = { pages: null, port: 4480, out: 'lighthouse-report', html: false, runs: 1 };
for (let i = 0; i < argv.length; i++) {
  const a = argv[i];
  const value = () => {
    const v = a.includes('=') ? a.slice(a.indexOf('=') + 1) : argv[++i];
    if (v === undefined) fail(`${a} needs a value`);
    return v;
  };
  if (a === '--help' || a === '-h') {
    console.log(readFileSync(fileURLToPath(import.meta.url), 'utf8').match(/\/\*\*([\s\S]*?)\*\//)[1].replace(/^ \* ?/gm, ''));
    process.exit(0);
  } else if (a.startsWith('--pages')) opts.pages = value();
  else if (a.startsWith('--port')) opts.port = Number(value());
  else if (a.startsWith('--out')) opts.out = value();
  else if (a.startsWith('--runs')) opts.runs = Number(value());
  else if (a === '--html') opts.html = true;
  else fail(`unknown option ${a} (see --help)`);
}
if (!Number.isInteger(opts.port) || opts.port < 1 || opts.port > 65535) fail('--port needs a port number');
if (!Number.isInteger(opts.runs) || opts.runs < 1) fail('--runs needs a whole number of at least 1');

/** The pages to measure, in table order: locale by locale, kind by kind. */
function selectPages(filter) {
  const all = LOCALES.flatMap((lang) => Object.entries(KINDS).map(([kind, slug]) => ({ lang, kind, path: `/${lang}/${slug}` })));
  if (!filter) return all;
  const items = filter.split(',').map((s) => s.trim()).filter(Boolean);
  const paths = items.filter((s) => s.startsWith('/')).map((p) => (p.endsWith('/') ? p : `${p}/`));
  const langs = items.filter((s) => LOCALES.includes(s));
  const kinds = items.filter((s) => s in KINDS);
  const unknown = items.filter((s) => !s.startsWith('/') && !LOCALES.includes(s) && !(s in KINDS));
  if (unknown.length) fail(`--pages: unknown ${unknown.join(', ')} (kinds: ${Object.keys(KINDS).join(', ')}; locales: ${LOCALES.join(', ')}; or a path)`);
  const chosen = all.filter(
    (p) => (langs.length || kinds.length) && (!langs.length || langs.includes(p.lang)) && (!kinds.length || kinds.includes(p.kind)),
  );
  for (const path of paths) {
    const known = all.find((p) => p.path === path);
    if (!chosen.some((p) => p.path === path)) chosen.push(known ?? { lang: path.split('/')[1], kind: 'page', path });
  }
  if (!chosen.length) fail(`--pages ${filter} selects no page`);
  return chosen;
}
const pages = selectPages(opts.pages);

const env = {
  ...process.env,
  PATH: [dirname(process.execPath), join(root, 'node_modules', '.bin'), process.env.PATH].join(delimiter),
  ASTRO_TELEMETRY_DISABLED: '1',
};

// ---- preconditions
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 19)) fail(`Lighthouse ${LIGHTHOUSE_VERSION} needs Node 22.19 or newer; this is ${process.version}`);
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
if (!existsSync(CHROME_PATH)) {
  fail(`${CHROME_PATH} is missing. Install Debian's Chromium (as root): apt-get update && apt-get install -y chromium`);
}

// ---- Lighthouse, installed once into a git-ignored folder
const lhDir = resolve(process.env.LIGHTHOUSE_DIR || join(root, '.cache', 'lighthouse'));
const lhPkgFile = join(lhDir, 'node_modules', 'lighthouse', 'package.json');
const installedVersion = () => {
  try {
    return JSON.parse(readFileSync(lhPkgFile, 'utf8')).version;
  } catch {
    return null;
  }
};
if (installedVersion() !== LIGHTHOUSE_VERSION) {
  console.log(`lighthouse: installing lighthouse@${LIGHTHOUSE_VERSION} into ${relative(root, lhDir) || lhDir} (once; about 176 MB)`);
  mkdirSync(lhDir, { recursive: true });
  const r = spawnSync(
    'npm',
    ['install', '--prefix', lhDir, `lighthouse@${LIGHTHOUSE_VERSION}`, '--no-save', '--no-audit', '--no-fund', '--prefer-offline'],
    { stdio: 'inherit', env },
  );
  if (r.status !== 0 || installedVersion() !== LIGHTHOUSE_VERSION) {
    fail(`npm could not install lighthouse@${LIGHTHOUSE_VERSION} into ${lhDir} (the first run needs the npm registry or a warm npm cache)`);
  }
}
const lhPkg = JSON.parse(readFileSync(lhPkgFile, 'utf8'));
const lhCli = join(dirname(lhPkgFile), typeof lhPkg.bin === 'string' ? lhPkg.bin : lhPkg.bin.lighthouse);

// ---- the built site
if (!existsSync(join(root, 'dist', 'index.html'))) {
  console.log('lighthouse: dist/ is missing, building the site (npm run build)');
  const r = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env });
  if (r.status !== 0) fail('the build failed');
} else {
  console.log('lighthouse: measuring the existing dist/ (delete it or run `npm run build` to measure a fresh build)');
}

// ---- astro preview on a free port, in its own process group
function portIsFree(port) {
  return new Promise((done) => {
    const server = createServer();
    server.once('error', () => done(false));
    server.listen(port, '127.0.0.1', () => server.close(() => done(true)));
  });
}
let port = opts.port;
while (!(await portIsFree(port))) {
  if (port >= opts.port + 50) fail(`no free port in ${opts.port}–${port}`);
  port += 1;
}
const base = `http://127.0.0.1:${port}`;

let preview = null;
let previewLog = '';
function stopPreview() {
  if (!preview || preview.exitCode !== null || preview.signalCode !== null) return;
  try {
    process.kill(-preview.pid, 'SIGTERM'); // the whole group: npm/astro and its node child
  } catch {
    /* already gone */
  }
}
process.on('exit', stopPreview);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    stopPreview();
    process.exit(130);
  });
}

preview = spawn(join(root, 'node_modules', '.bin', 'astro'), ['preview', '--host', '127.0.0.1', '--port', String(port), '--ignore-lock'], {
  detached: true,
  stdio: ['ignore', 'pipe', 'pipe'],
  env,
});
preview.stdout.on('data', (d) => (previewLog += d));
preview.stderr.on('data', (d) => (previewLog += d));
const previewExit = new Promise((done) => preview.once('exit', (code, signal) => done(code ?? signal)));

async function waitForServer() {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (preview.exitCode !== null) break;
    try {
      const res = await fetch(`${base}/`);
      if (res.ok) return true;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}
if (!(await waitForServer())) {
  stopPreview();
  fail(`astro preview did not serve ${base}/ within 30 s:\n${previewLog}`);
}
console.log(`lighthouse: astro preview serves ${base}/ (process group ${preview.pid}); Lighthouse ${lhPkg.version}, ${CHROME_PATH}`);

// ---- the runs
const outDir = resolve(opts.out);
mkdirSync(outDir, { recursive: true });

function runLighthouse(url, outBase) {
  const outputs = opts.html ? ['--output=json', '--output=html'] : ['--output=json'];
  const args = [lhCli, url, ...outputs, `--output-path=${outBase}`, '--quiet', `--chrome-flags=${CHROME_FLAGS.join(' ')}`];
  return new Promise((done) => {
    const child = spawn(process.execPath, args, { env: { ...env, CHROME_PATH }, stdio: ['ignore', 'pipe', 'pipe'] });
    let log = '';
    child.stdout.on('data', (d) => (log += d));
    child.stderr.on('data', (d) => (log += d));
    child.once('error', (e) => done({ code: 'error', log: `${log}\n${e.message}` }));
    child.once('exit', (code, signal) => done({ code: code ?? signal, log }));
  });
}

const noise = /^\/usr\/bin\/chromium: \d+: \[: .*unexpected operator$/; // the wrapper's harmless warning (P14)
const results = [];
for (const [i, page] of pages.entries()) {
  const name = page.kind === 'page' ? page.path.replace(/^\/|\/$/g, '').replace(/\//g, '-') || 'root' : `${page.lang}-${page.kind}`;
  const runs = [];
  let error = null;
  for (let run = 1; run <= opts.runs; run++) {
    // Lighthouse names its files <base>.report.json/.html when it writes more than one output.
    const stem = opts.runs > 1 ? `${name}-run${run}` : name; // no dot: Lighthouse would replace it
    const outBase = join(outDir, opts.html ? stem : `${stem}.report.json`);
    const jsonFile = opts.html ? `${outBase}.report.json` : outBase;
    const started = Date.now();
    process.stdout.write(`[${i + 1}/${pages.length}] ${page.path}${opts.runs > 1 ? ` run ${run}/${opts.runs}` : ''} … `);
    const r = await runLighthouse(`${base}${page.path}`, outBase);
    let lhr = null;
    try {
      if (r.code === 0) lhr = JSON.parse(readFileSync(jsonFile, 'utf8'));
    } catch {
      lhr = null;
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    if (!lhr || lhr.runtimeError) {
      error = lhr?.runtimeError?.message ?? `exit ${r.code}`;
      console.log(`FAILED (${error}, ${seconds} s)`);
      const log = r.log.split('\n').filter((l) => l.trim() && !noise.test(l)).slice(-20).join('\n');
      if (log) console.log(log);
      continue;
    }
    console.log(`done (${seconds} s)`);
    runs.push({ lhr, stem });
  }
  if (!runs.length) {
    results.push({ page, error });
    continue;
  }
  // Several runs: keep the one with the median Performance score (ties: the median TBT).
  const perf = (x) => x.lhr.categories.performance?.score ?? 0;
  const tbt = (x) => x.lhr.audits['total-blocking-time']?.numericValue ?? 0;
  const sorted = [...runs].sort((a, b) => perf(a) - perf(b) || tbt(b) - tbt(a));
  const chosen = sorted[Math.floor((sorted.length - 1) / 2)];
  if (opts.runs > 1) {
    for (const ext of opts.html ? ['json', 'html'] : ['json']) {
      for (const { stem } of runs) {
        const file = join(outDir, `${stem}.report.${ext}`);
        if (stem === chosen.stem) renameSync(file, join(outDir, `${name}.report.${ext}`));
        else rmSync(file, { force: true });
      }
    }
  }
  const range = runs.length > 1 ? `${Math.round(perf(sorted[0]) * 100)}–${Math.round(perf(sorted[sorted.length - 1]) * 100)}` : null;
  results.push({ page, lhr: chosen.lhr, runs: runs.length, range });
}

stopPreview();
await Promise.race([previewExit, new Promise((r) => setTimeout(r, 5000))]);
if (preview.exitCode === null && preview.signalCode === null) {
  try {
    process.kill(-preview.pid, 'SIGKILL');
  } catch {
    /* gone */
  }
}

// ---- the summary
const score = (lhr, id) => {
  const s = lhr.categories[id]?.score;
  return s === null || s === undefined ? '–' : String(Math.round(s * 100));
};
const metric = (lhr, id, fmt) => {
  const v = lhr.audits[id]?.numericValue;
  return typeof v === 'number' ? fmt(v) : '–';
};
const header = ['page', ...CATEGORIES.map(([, title]) => title), 'FCP', 'LCP', 'TBT', 'CLS'];
const rows = results.map(({ page, lhr, error, range }) =>
  lhr
    ? [
        page.path,
        ...CATEGORIES.map(([id]) => (id === 'performance' && range ? `${score(lhr, id)} (${range})` : score(lhr, id))),
        metric(lhr, 'first-contentful-paint', (v) => `${(v / 1000).toFixed(1)} s`),
        metric(lhr, 'largest-contentful-paint', (v) => `${(v / 1000).toFixed(1)} s`),
        metric(lhr, 'total-blocking-time', (v) => `${Math.round(v)} ms`),
        metric(lhr, 'cumulative-layout-shift', (v) => v.toFixed(3)),
      ]
    : [page.path, `failed: ${error}`, '', '', '', '', '', '', ''],
);
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
const mdRow = (cells) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
const table = [mdRow(header), `|${widths.map((w, i) => (i === 0 ? ':' : '-') + '-'.repeat(w) + (i === 0 ? '-' : ':')).join('|')}|`, ...rows.map(mdRow)];

/** A short text for one item of an audit's details table. */
function itemText(item) {
  const parts = [];
  if (item.node?.snippet) parts.push(item.node.snippet);
  else if (item.node?.selector) parts.push(item.node.selector);
  for (const key of ['description', 'source', 'url', 'label', 'failureTitle']) {
    const v = item[key];
    if (typeof v === 'string' && v && !parts.includes(v)) parts.push(v);
    else if (v && typeof v === 'object' && v.type === 'source-location' && v.url) parts.push(`${v.url}:${v.line ?? ''}`);
  }
  if (item.node?.explanation) parts.push(item.node.explanation.split('\n').slice(0, 2).join(' '));
  return parts.join(' — ').replace(/\s+/g, ' ').slice(0, 300);
}

/** Every audit that costs a category points, with Lighthouse's own title and details. */
function findings(lhr) {
  const out = [];
  for (const [id, title] of CATEGORIES) {
    const cat = lhr.categories[id];
    if (!cat || cat.score === null || cat.score >= 1) continue;
    for (const ref of cat.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
      const items = (audit.details?.items ?? []).map(itemText).filter(Boolean);
      out.push({
        category: title,
        text:
          `${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}, audit score ${Math.round(audit.score * 100)}, weight ${ref.weight}` +
          (items.length ? `: ${items.slice(0, 4).join('; ')}${items.length > 4 ? `; … ${items.length - 4} more` : ''}` : ''),
      });
    }
  }
  return out;
}

/** Where the main-thread time went, for a Performance score under 100. */
function perfDiagnostics(lhr) {
  const parts = [];
  const work = lhr.audits['mainthread-work-breakdown'];
  if (work?.details?.items?.length) {
    const groups = work.details.items.slice(0, 4).map((i) => `${i.groupLabel ?? i.group} ${Math.round(i.duration)} ms`);
    parts.push(`main thread ${work.displayValue ?? ''} (${groups.join(', ')})`.replace('  ', ' '));
  }
  const longTasks = lhr.audits['long-tasks'];
  if (longTasks?.displayValue) parts.push(longTasks.displayValue);
  const dom = lhr.audits['dom-size-insight']?.details?.items?.find((i) => /total/i.test(String(i.statistic ?? i.label ?? '')));
  const domCount = dom?.value?.value ?? dom?.value;
  if (typeof domCount === 'number') parts.push(`${domCount} DOM elements`);
  const blocking = lhr.audits['render-blocking-insight']?.details?.items ?? [];
  if (blocking.length) {
    parts.push(`render-blocking: ${blocking.map((i) => `${String(i.url).replace(/^https?:\/\/[^/]+/, '')} ${Math.round(i.wastedMs ?? 0)} ms`).join(', ')}`);
  }
  const bench = lhr.environment?.benchmarkIndex;
  if (bench) parts.push(`CPU benchmark index ${Math.round(bench)}`);
  return parts.join('; ');
}

const notes = [];
const warnings = new Map();
for (const { page, lhr } of results) {
  if (!lhr) continue;
  for (const f of findings(lhr)) notes.push(`- ${page.path} — ${f.category}: ${f.text}`);
  if ((lhr.categories.performance?.score ?? 1) < 1) notes.push(`- ${page.path} — Performance diagnostics: ${perfDiagnostics(lhr)}`);
  for (const w of lhr.runWarnings ?? []) warnings.set(w, [...(warnings.get(w) ?? []), page.path]);
}
// The same run warning (e.g. "slower CPU than Lighthouse expects") once, with the pages it came from.
for (const [w, paths] of warnings) notes.push(`- run warning on ${paths.length === results.length ? 'every page' : paths.join(', ')}: ${w.replace(/\s+/g, ' ')}`);

const first = results.find((r) => r.lhr)?.lhr;
const about = first
  ? `Lighthouse ${first.lighthouseVersion}, ${first.environment?.hostUserAgent?.match(/(?:Headless)?Chrome\/[\d.]+/)?.[0] ?? 'Chromium'}, ` +
    `${first.configSettings?.formFactor ?? 'mobile'} emulation, throttling ${first.configSettings?.throttlingMethod ?? 'simulate'}, ` +
    `${opts.runs > 1 ? `median of ${opts.runs} runs per page` : 'one run per page'}, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}`
  : `Lighthouse ${lhPkg.version}`;

console.log(`\n${about}`);
for (const line of table) console.log(line);
const allGood = first ? 'Every score is 100; no run warnings.' : 'No run produced a report.';
console.log(notes.length ? `\nScores under 100 and run warnings:\n${notes.join('\n')}` : `\n${allGood}`);

const md = [
  '# Lighthouse summary',
  '',
  `${about}. Served by \`astro preview\` from dist/; JSON reports in this folder.`,
  '',
  ...table,
  '',
  notes.length ? '## Scores under 100 and run warnings\n\n' + notes.join('\n') : allGood,
  '',
].join('\n');
writeFileSync(join(outDir, 'summary.md'), md);
console.log(`\nlighthouse: reports and summary.md in ${relative(root, outDir) || outDir}/`);

const failedRuns = results.filter((r) => !r.lhr).length;
if (failedRuns) console.error(`lighthouse: ${failedRuns} of ${results.length} run(s) failed`);
process.exitCode = failedRuns ? 1 : 0;
