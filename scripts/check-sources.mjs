#!/usr/bin/env node
/**
 * Checks the built site (dist/, after `npm run build`) for what a bibliography must never show: a seed
 * file's name (`004_1e1244f98180f7ce.txt`: the site describes its rule texts by what they are), a content
 * farm, pirate copy or Wikipedia mirror (BAD_DOMAINS), or the placeholder domain `example.org`. Every
 * text file of the build is read (HTML, the sitemap, scripts, Pagefind's index is skipped: it is binary).
 * Prints each finding with its file and the text around it, and exits 1 if there is any.
 *
 *   node scripts/check-sources.mjs [dir]     (default: dist)
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Hosts the site must not cite: content farms, copies of books without rights, Wikipedia mirrors. */
export const BAD_DOMAINS = [
  'topnovel.cc', 'grapenovel.com', 'partyfass.cc', 'search1.pages.dev', 'free-books.at', 'wikimili.com',
  'alchetron.com', 'liquisearch.com', 'read-online-books.com', 'trantor.is', 'bitlit.ru', 'knigalit.ru',
  'newlib.net', 'gambiter.com', 'playingcardgames.net', 'the-uncensored-wiki.com', 'bestlightnovel.com',
  'lintreader.com', 'mybookx.com', 'wikizero.com', 'howlingpixel.com', 'wikibrief.org', 'wikisum.wiki',
  'theinfolist.com', 'earthspot.org', 'pdfroom.com',
];

/** What may never appear, each with a name for the report. */
export const FORBIDDEN = [
  { name: 'seed file name', re: /\d{3}_[0-9a-f]{16}/g },
  { name: 'placeholder domain', re: /example\.org/gi },
  ...BAD_DOMAINS.map((d) => ({ name: `bad domain ${d}`, re: new RegExp(d.replace(/\./g, '\\.'), 'gi') })),
];

const TEXT = /\.(html|xml|txt|js|mjs|json|css|webmanifest)$/;

/** Every text file under `dir`, Pagefind's own folder left out. */
function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'pagefind' ? [] : files(path);
    return TEXT.test(name) ? [path] : [];
  });
}

/** The findings in `dir`: `{ file, what, context }` for every forbidden string. */
export function findBadStrings(dir) {
  const out = [];
  for (const file of files(dir)) {
    const text = readFileSync(file, 'utf8');
    for (const { name, re } of FORBIDDEN) {
      for (const m of text.matchAll(re)) {
        out.push({ file: relative(dir, file), what: name, context: text.slice(Math.max(0, m.index - 60), m.index + m[0].length + 20).replace(/\s+/g, ' ') });
      }
    }
  }
  return out;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const root = join(fileURLToPath(new URL('..', import.meta.url)));
  const dir = join(root, process.argv[2] ?? 'dist');
  if (!existsSync(join(dir, 'index.html'))) {
    console.error(`check-sources: no build in ${dir}; run \`npm run build\` first.`);
    process.exit(1);
  }
  const found = findBadStrings(dir);
  for (const f of found.slice(0, 50)) console.error(`${f.file}: ${f.what}: …${f.context}…`);
  if (found.length > 50) console.error(`… and ${found.length - 50} more`);
  console.log(`check-sources: ${files(dir).length} files read, ${found.length} forbidden strings`);
  process.exitCode = found.length > 0 ? 1 : 0;
}
