/**
 * French typography of the built pages: no ordinary space before ; ! ? : » or after « in the text a reader
 * sees (scripts/typography.mjs puts no-break spaces there in the sources; this catches what a component or
 * a string joined at build time adds). Here rather than in the unit tests, which run before the build and
 * so never saw a page in a fresh clone.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { builtPages } from './dist.ts';

// The sources page is built from src/content/sources.json, which the sources' own editors keep.
const pages = builtPages().filter((p) => p.path.startsWith('/fr/') && !p.path.includes('/sources/'));

test('the build has French pages', () => {
  expect(pages.length).toBeGreaterThanOrEqual(20);
});

test.each(pages.map((p) => [p.path, p.file]))('%s: no ordinary space before ; ! ? : » or after «', (_path, file) => {
  const html = readFileSync(file, 'utf8')
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, '')
    .replace(/<[^>]+>/g, '\u0000');
  const bad = [...html.matchAll(/.{0,30}(?: [;!?:»]|« ).{0,30}/g)].map((m) => m[0].replace(/\u0000/g, ''));
  expect(bad, bad.join('\n')).toEqual([]);
});
