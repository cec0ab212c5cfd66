/**
 * Every built HTML page is valid HTML: html-validate (Node API) with the project's .htmlvalidate.json,
 * which extends `html-validate:recommended`. Reads dist/ directly; no browser needed (moved out of the
 * Playwright suite, where it was tests/e2e/html.spec.ts).
 *
 * JSON has no comments, so the reason for every rule the config turns off is kept in OFF_RULES below,
 * and a test fails when the config turns off a rule without a reason here (or a reason is stale).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { formatterFactory, HtmlValidate, StaticConfigLoader, type ConfigData } from 'html-validate';
import { builtPages, ROOT } from './dist.ts';

/** Rules .htmlvalidate.json turns off, each with why: only clashes with Astro's output or matters of style. */
const OFF_RULES: Record<string, string> = {
  // Preact's renderToString writes void elements of the islands' server HTML as `<input/>`, while
  // Astro writes `<input>`. Both forms are valid HTML; which one to use is a style choice.
  'void-style': 'Preact writes <input/>, Astro <input>; both are valid HTML',
};

const CONFIG_FILE = join(ROOT, '.htmlvalidate.json');
const config = JSON.parse(readFileSync(CONFIG_FILE, 'utf8')) as ConfigData;
const validator = new HtmlValidate(new StaticConfigLoader(config));
/** file:line:col error [rule] message, one line each, for the log. */
const text = formatterFactory('text');

test('.htmlvalidate.json extends a preset and turns off only the rules with a reason above', () => {
  const presets = ([] as string[]).concat(config.extends ?? []);
  expect(presets.some((p) => /^html-validate:(recommended|standard)$/.test(p)), 'extends').toBe(true);
  const off = Object.entries(config.rules ?? {})
    .filter(([, v]) => ['off', 0].includes((Array.isArray(v) ? v[0] : v) as string | number))
    .map(([rule]) => rule)
    .sort();
  expect(off, 'rules turned off').toEqual(Object.keys(OFF_RULES).sort());
});

for (const page of builtPages()) {
  test(`${page.path}: valid HTML (html-validate)`, async () => {
    const report = await validator.validateString(readFileSync(page.file, 'utf8'), page.file);
    const messages = report.results.flatMap((r) => r.messages);
    const errors = messages.filter((m) => m.severity === 2);
    if (messages.length > 0) console.log(text(report.results));
    expect(
      errors.map((m) => `${m.line}:${m.column} ${m.ruleId}: ${m.message} (at ${m.selector ?? '?'})`),
      `html-validate errors in ${page.path}`,
    ).toEqual([]);
  });
}
