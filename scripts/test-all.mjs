#!/usr/bin/env node
/**
 * `npm test`: every check of the project, in order, streaming each tool's own output:
 *   1. vitest run          unit tests (tests/unit; vitest.config.ts)
 *   2. astro check         TypeScript and .astro diagnostics
 *   3. npm run build       astro build + pagefind (the site the later steps read and serve)
 *   4. size budget         scripts/size-budget.mjs: JS before interaction and HTML per built page, gzip
 *      sources check       scripts/check-sources.mjs: no seed file name, bad domain or example.org in dist/
 *   5. build tests         checks of dist/ that need no browser (tests/build; vitest.build.config.ts):
 *                          html-validate on every page, links and #anchors, hreflang, sitemap, the 404
 *                          page, and what each page's HTML must say (lang, one <h1>, CSP, switcher, …)
 *   6. playwright test     browser tests (tests/e2e) in Debian's Chromium: what only a browser shows
 *                          (scripts across islands, layout, focus, axe, no-JS mode, Workers, search)
 * Widget logic in every locale is tested as components in step 1 and markup in step 5, so the browser
 * tests run a widget in one locale; the whole run should take at most 8 minutes on a quiet two-core machine
 * (issue 19; the browser tests about two thirds of it) and must pass with other processes loading it.
 * It goes on after a failure so that every count is reported, then closes with ONE line
 * `N passed, N failed` (unit + build + playwright tests; a failed check, build or size budget counts as
 * one failed), just after the name and first error line of each failed test, and exits non-zero if
 * anything failed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
const CHROMIUM = '/usr/bin/chromium';
const SUMMARY_DIR = '.test-summary';
const env = {
  ...process.env,
  PATH: [join(root, 'node_modules', '.bin'), process.env.PATH].join(delimiter),
  ASTRO_TELEMETRY_DISABLED: '1',
  FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0'),
};

let passed = 0;
let failed = 0;
/** One line per step for the table at the end. */
const report = [];
/** What failed, by name, printed just above the last line (a CI log may keep only its tail). */
const failures = [];

function run(title, cmd, args) {
  console.log(`\n=== ${title}: ${[cmd, ...args].join(' ')}`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (r.error) console.error(`test-all: could not run ${cmd}: ${r.error.message}`);
  return { ok: r.status === 0 && !r.error, code: r.status ?? r.signal ?? 'error', seconds };
}

/** Adds a test runner's counts from its summary file; a crash without counts is one failure. */
function addCounts(name, result) {
  const file = join(SUMMARY_DIR, `${name}.json`);
  let counts = null;
  try {
    counts = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    counts = null;
  }
  let p = counts?.passed ?? 0;
  let f = counts?.failed ?? 0;
  const s = counts?.skipped ?? 0;
  if (!result.ok && f === 0) f = 1; // the runner failed without saying which test did
  if (result.ok && !counts) f = 1; // no summary at all: the reporter did not run
  passed += p;
  failed += f;
  for (const line of counts?.failures ?? []) failures.push(`${name}: ${line}`);
  report.push(`${name.padEnd(11)} ${p} passed, ${f} failed, ${s} skipped (${result.seconds} s, exit ${result.code})`);
}

function addStep(name, result) {
  if (!result.ok) failed += 1;
  report.push(`${name.padEnd(11)} ${result.ok ? 'ok' : 'FAILED'} (${result.seconds} s, exit ${result.code})`);
}

rmSync(SUMMARY_DIR, { recursive: true, force: true });

const chromiumMissing = !existsSync(CHROMIUM);
const chromiumHelp =
  `test-all: ${CHROMIUM} is missing, so the browser tests cannot run.\n` +
  `          Install Debian's Chromium (as root): apt-get update && apt-get install -y chromium\n` +
  `          (Playwright's own browser download, npx playwright install, is not used.)`;
if (chromiumMissing) console.error(`\n${chromiumHelp}`);

addCounts('vitest', run('unit tests', 'vitest', ['run']));
addStep('astro check', run('type check', 'astro', ['check']));
const build = run('build', 'npm', ['run', 'build']);
addStep('build', build);
if (build.ok) addStep('size budget', run('size budget', process.execPath, ['scripts/size-budget.mjs']));
else report.push('size budget not run: the build failed');
// No seed file name, content farm, pirate copy, Wikipedia mirror or example.org in any built page.
if (build.ok) addStep('sources', run('sources check', process.execPath, ['scripts/check-sources.mjs']));
if (build.ok) addCounts('build', run('build tests', 'vitest', ['run', '--config', 'vitest.build.config.ts']));
else report.push('build tests not run: the build failed');

if (chromiumMissing) {
  failed += 1;
  report.push(`playwright  FAILED: ${CHROMIUM} is missing`);
} else if (!build.ok) {
  report.push('playwright  not run: the build failed');
} else {
  // Only one `astro preview` per project may run (toolchain.md P9): stop a stray one first.
  spawnSync('astro', ['preview', 'stop'], { stdio: 'ignore', env });
  addCounts('playwright', run('browser tests', 'playwright', ['test']));
}

if (passed + failed === 0) {
  failed = 1;
  report.push('no test ran at all');
}

console.log('\n=== summary');
for (const line of report) console.log(line);
if (failures.length > 0) {
  console.log('\n=== what failed');
  for (const line of failures.slice(0, 20)) console.log(line);
  if (failures.length > 20) console.log(`… and ${failures.length - 20} more (see above)`);
}
if (chromiumMissing) console.error(chromiumHelp);
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
