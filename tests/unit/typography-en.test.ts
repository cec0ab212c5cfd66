/**
 * English strings (src/i18n/**\/en.json) set their quotation marks and apostrophes as the English prose does
 * (“…”, ’): the pages' Markdown gets them from its typographer at build time, the strings do not, and a
 * reader saw "Pam, be civil!" and The dealer's call beside curly headings. Interpolations ({{…}}) are not text.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function files(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) files(p, out);
    else if (name === 'en.json') out.push(p);
  }
  return out;
}

function strings(x: unknown, path: string, out: [string, string][]): [string, string][] {
  if (typeof x === 'string') out.push([path, x]);
  else if (x && typeof x === 'object') for (const [k, v] of Object.entries(x)) strings(v, `${path}.${k}`, out);
  return out;
}

describe('English strings', () => {
  for (const f of files('src/i18n')) {
    it(`${f}: curly quotes and apostrophes`, () => {
      const bad = strings(JSON.parse(readFileSync(f, 'utf8')), '', [])
        .filter(([, s]) => /["']/.test(s.replace(/\{\{[^}]*\}\}/g, '')))
        .map(([k, s]) => `${k}: ${s}`);
      expect(bad).toEqual([]);
    });
  }
});
