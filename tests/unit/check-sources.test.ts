/**
 * scripts/check-sources.mjs, the check of the built site for seed file names, bad domains and the
 * placeholder domain: it must find each one planted in a small fake build, and nothing in a clean one.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BAD_DOMAINS, findBadStrings } from '../../scripts/check-sources.mjs';

type Finding = { file: string; what: string; context: string };

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function build(files: Record<string, string>): string {
  dir = mkdtempSync(join(tmpdir(), 'check-sources-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

const clean = '<p>W. H. Peel, <a href="https://www.gutenberg.org/ebooks/27819">Round Games with Cards</a> (1891).</p>';

describe('check-sources', () => {
  it('passes a clean build', () => {
    expect(findBadStrings(build({ 'index.html': clean, 'en/sources/index.html': clean }))).toEqual([]);
  });

  it('finds a seed file name', () => {
    const found: Finding[] = findBadStrings(build({ 'index.html': clean, 'en/sources/index.html': '<li>the rule text 001_0ebb04319d91e533.txt</li>' }));
    expect(found.map((f) => [f.file, f.what])).toEqual([[join('en', 'sources', 'index.html'), 'seed file name']]);
  });

  it('finds the placeholder domain in a canonical link and in the sitemap', () => {
    const found: Finding[] = findBadStrings(build({
      'index.html': '<link rel="canonical" href="https://willughby.example.org/">',
      'sitemap-0.xml': '<loc>https://Example.org/en/</loc>',
    }));
    expect(found.map((f) => f.what)).toEqual(['placeholder domain', 'placeholder domain']);
  });

  it.each(['topnovel.cc', 'grapenovel.com', 'partyfass.cc', 'search1.pages.dev', 'free-books.at', 'wikimili.com', 'alchetron.com', 'liquisearch.com'])(
    'finds a link to %s',
    (domain) => {
      expect(BAD_DOMAINS).toContain(domain);
      const found: Finding[] = findBadStrings(build({ 'index.html': `<a href="https://${domain}/page">copy</a>` }));
      expect(found).toHaveLength(1);
      expect(found[0]!.what).toBe(`bad domain ${domain}`);
    },
  );

  it('skips Pagefind’s own files', () => {
    expect(findBadStrings(build({ 'index.html': clean, 'pagefind/pagefind.js': '"topnovel.cc"' }))).toEqual([]);
  });
});
