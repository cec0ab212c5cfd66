#!/usr/bin/env node
/**
 * Translation status from git history, with Lunaria (@lunariajs/core, configured in lunaria.config.json):
 * every German, French and Russian page (src/content/pages/<lang>/…) and string file
 * (src/i18n/locales/<lang>.json, src/i18n/loo/<lang>.json) is compared with its English source. A
 * translation is *outdated* when its English source was changed in a commit later than the
 * translation's own last change (commits whose message contains "lunaria-ignore" do not count), and
 * *missing* when it does not exist; a string file also lists the keys it lacks.
 *
 *   node scripts/translation-status.mjs              prints the table; exit 1 if anything is outdated or missing
 *   node scripts/translation-status.mjs --dashboard  also writes Lunaria's dashboard (index.html, status.json)
 *                                                    to the config's outDir, dist/translation-status/, and
 *                                                    exits 0 (npm run build calls it: a report, not a gate)
 *
 * Git history must be complete: on a shallow clone Lunaria would try to clone the repository again,
 * so this script refuses one (CI checks out with fetch-depth 0).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// TRANSLATION_STATUS_ROOT points the script at another repository (the test's planted one).
const root = resolve(process.env.TRANSLATION_STATUS_ROOT ?? join(dirname(fileURLToPath(import.meta.url)), '..'));

/** Lunaria's status of every tracked file: [{ sharedPath, sourceFile, localizations: { lang: {…} } }]. */
export async function translationStatus() {
  process.chdir(root);
  const shallow = execFileSync('git', ['rev-parse', '--is-shallow-repository'], { encoding: 'utf8' }).trim();
  if (shallow !== 'false') throw new Error('translation-status: the git history is shallow; fetch it in full (git fetch --unshallow, or fetch-depth: 0 in CI)');
  const { lunaria } = await import('@lunariajs/core');
  const config = JSON.parse(readFileSync(join(root, 'lunaria.config.json'), 'utf8'));
  return { config, status: await lunaria(config) };
}

/** One row per tracked file and language: { file, lang, state: 'done' | 'outdated' | 'missing', … }. */
export function rows(status) {
  const out = [];
  for (const entry of status) {
    for (const [lang, l] of Object.entries(entry.localizations)) {
      const missingKeys = l.meta?.missingKeys ?? [];
      const state = l.isMissing ? 'missing' : l.isOutdated ? 'outdated' : missingKeys.length ? 'incomplete' : 'done';
      out.push({
        file: l.path ?? entry.sharedPath,
        source: entry.sourceFile.path,
        lang,
        state,
        sourceChanged: entry.sourceFile.git?.lastMajorChange?.slice(0, 10) ?? '',
        translated: l.git?.lastMajorChange?.slice(0, 10) ?? '',
        missingKeys,
      });
    }
  }
  return out;
}

/** The table a translator reads in the terminal. */
export function table(list) {
  const langs = [...new Set(list.map((r) => r.lang))];
  const lines = [];
  for (const lang of langs) {
    const mine = list.filter((r) => r.lang === lang);
    const count = (s) => mine.filter((r) => r.state === s).length;
    lines.push(`${lang}: ${count('done')} done, ${count('outdated')} outdated, ${count('incomplete')} incomplete, ${count('missing')} missing`);
    for (const r of mine.filter((x) => x.state !== 'done')) {
      const why = r.state === 'outdated' ? ` (English changed ${r.sourceChanged}, translation ${r.translated})` : r.state === 'incomplete' ? ` (missing keys: ${r.missingKeys.join(', ')})` : '';
      lines.push(`  ${r.state.padEnd(10)} ${r.file}${why}`);
    }
  }
  return lines.join('\n');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dashboard = process.argv.includes('--dashboard');
  let result;
  try {
    result = await translationStatus();
  } catch (e) {
    console.error(String(e instanceof Error ? e.message : e));
    process.exit(dashboard ? 0 : 2); // the build goes on without a dashboard; the check fails
  }
  const { config, status } = result;
  const list = rows(status);
  console.log(table(list));
  if (dashboard) {
    const { generateDashboard } = await import('@lunariajs/core/dashboard');
    const { loadConfig } = await import('@lunariajs/core/config');
    const { userConfig, rendererConfig } = await loadConfig(join(root, 'lunaria.config.json'));
    const out = resolve(root, config.outDir);
    mkdirSync(out, { recursive: true });
    writeFileSync(join(out, 'status.json'), JSON.stringify(status, null, 2));
    writeFileSync(join(out, 'index.html'), await generateDashboard(userConfig, rendererConfig, status));
    console.log(`translation-status: dashboard written to ${join(config.outDir, 'index.html')}`);
  }
  process.exitCode = !dashboard && list.some((r) => r.state !== 'done') ? 1 : 0;
}
