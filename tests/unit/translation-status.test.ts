/**
 * Translation status tracked by git history (Lunaria; scripts/translation-status.mjs, lunaria.config.json).
 * The first test prints the status of every German, French and Russian page and string file and fails
 * if one is outdated (its English source changed after it), incomplete (keys missing) or missing. The
 * second plants a small repository to show that a later change to an English page does mark its
 * translation outdated, and that a commit marked "lunaria-ignore" does not.
 */
import { describe, expect, it } from 'vitest';
import { spawnSync, execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, writeFileSync, rmSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '../..');
const script = join(root, 'scripts/translation-status.mjs');

function status(cwd?: string) {
  const r = spawnSync(process.execPath, [script], {
    encoding: 'utf8',
    env: { ...process.env, ...(cwd ? { TRANSLATION_STATUS_ROOT: cwd } : {}) },
    timeout: 120_000,
  });
  return { code: r.status, out: `${r.stdout}${r.stderr}` };
}

describe('translation status', () => {
  it('every de/fr/ru page and string file is up to date with its English source', { timeout: 120_000 }, () => {
    const { code, out } = status();
    console.log(`Translation status (Lunaria, from git history):\n${out}`);
    for (const lang of ['de', 'fr', 'ru']) expect(out).toMatch(new RegExp(`^${lang}: \\d+ done, 0 outdated, 0 incomplete, 0 missing$`, 'm'));
    expect(code, out).toBe(0);
  });

  it('a later change to an English page marks its translation outdated', { timeout: 120_000 }, () => {
    const dir = mkdtempSync(join(tmpdir(), 'lunaria-'));
    try {
      const git = (args: string[], date?: string) =>
        execFileSync('git', args, { cwd: dir, env: { ...process.env, GIT_AUTHOR_DATE: date ?? '', GIT_COMMITTER_DATE: date ?? '', GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@t', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@t' } });
      const put = (p: string, s: string) => {
        mkdirSync(join(dir, p, '..'), { recursive: true });
        writeFileSync(join(dir, p), s);
      };
      git(['init', '-q', '-b', 'main']);
      put('lunaria.config.json', readFileSync(join(root, 'lunaria.config.json'), 'utf8'));
      for (const lang of ['en', 'de', 'fr', 'ru']) {
        put(`src/content/pages/${lang}/a.mdx`, `---\ntitle: a ${lang}\n---\nA.\n`);
        put(`src/content/pages/${lang}/b.mdx`, `---\ntitle: b ${lang}\n---\nB.\n`);
        put(`src/i18n/locales/${lang}.json`, lang === 'ru' ? '{ "x": "x" }\n' : '{ "x": "x", "y": "y" }\n');
        put(`src/i18n/loo/${lang}.json`, '{ "z": "z" }\n');
      }
      git(['add', '-A']);
      git(['commit', '-qm', 'all pages'], '2026-01-01T10:00:00Z');
      put('src/content/pages/en/a.mdx', '---\ntitle: a en\n---\nA, changed.\n');
      git(['commit', '-qam', 'English a changes'], '2026-01-02T10:00:00Z');
      put('src/content/pages/en/b.mdx', '---\ntitle: b en\n---\nB.  \n');
      git(['commit', '-qam', 'whitespace (lunaria-ignore)'], '2026-01-03T10:00:00Z');
      put('src/content/pages/fr/a.mdx', '---\ntitle: a fr\n---\nA, modifié.\n');
      git(['commit', '-qam', 'French a follows'], '2026-01-04T10:00:00Z');

      const { code, out } = status(dir);
      expect(out).toMatch(/^de: 3 done, 1 outdated, 0 incomplete, 0 missing$/m);
      expect(out).toMatch(/outdated +src\/content\/pages\/de\/a\.mdx/);
      expect(out).toMatch(/^fr: 4 done, 0 outdated/m);
      expect(out).toMatch(/incomplete src\/i18n\/locales\/ru\.json \(missing keys: y\)/);
      expect(out).not.toMatch(/b\.mdx/);
      expect(code).toBe(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
