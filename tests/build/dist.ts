/**
 * Helpers of the checks that read the build in dist/ directly (tests/build/*.test.ts, no browser) and of
 * the browser crawl that starts from its sitemap (tests/e2e/site.spec.ts): which HTML pages the build
 * holds, under which URL they are served, and what the sitemap lists. Run `npm run build` first.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SITE_URL } from '../../site.config.mjs';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const DIST = join(ROOT, 'dist');

/** The `site` of astro.config.mjs (site.config.mjs: `SITE_URL` or its default), origin only. */
export const SITE: string = SITE_URL;

/** A built HTML page: its file in dist/ and the path it is served under (`/de/laugh-and-lie-down/`, `/404.html`). */
export interface BuiltPage {
  file: string;
  path: string;
}

/** Every HTML file of the build except Pagefind's own and the translation dashboard, sorted by path. */
export function builtPages(): BuiltPage[] {
  if (!existsSync(join(DIST, 'index.html'))) {
    throw new Error(`No build in ${DIST}: run \`npm run build\` first.`);
  }
  const pages: BuiltPage[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = join(dir, name);
      if (statSync(file).isDirectory()) {
        // Pagefind's files and Lunaria's translation dashboard (scripts/translation-status.mjs) are tools' output, not site pages.
        if (file !== join(DIST, 'pagefind') && file !== join(DIST, 'translation-status')) walk(file);
      } else if (name.endsWith('.html')) {
        const rel = '/' + relative(DIST, file).split(sep).join('/');
        pages.push({ file, path: rel.endsWith('/index.html') ? rel.slice(0, -'index.html'.length) : rel });
      }
    }
  };
  walk(DIST);
  return pages.sort((a, b) => a.path.localeCompare(b.path));
}

/**
 * The file in dist/ that answers a site path, or null: `/de/` → dist/de/index.html, `/favicon.svg` →
 * dist/favicon.svg. A directory path without its trailing slash does not count (trailingSlash: 'always').
 */
export function fileFor(path: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  const file = join(DIST, ...decoded.split('/').filter(Boolean), ...(decoded.endsWith('/') ? ['index.html'] : []));
  if (!file.startsWith(DIST)) return null;
  return existsSync(file) && statSync(file).isFile() ? file : null;
}

/** The `<loc>` URLs of every sitemap the build's sitemap-index.xml names, in order. */
export function sitemapUrls(): string[] {
  const index = join(DIST, 'sitemap-index.xml');
  if (!existsSync(index)) throw new Error(`${index} is missing: the sitemap integration did not run`);
  const locs = (xml: string) => [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((m) => m[1]!);
  return locs(readFileSync(index, 'utf8')).flatMap((sitemap) => {
    const file = fileFor(new URL(sitemap).pathname);
    if (!file) throw new Error(`sitemap-index.xml names ${sitemap}, which is not in the build`);
    return locs(readFileSync(file, 'utf8'));
  });
}

/** The site paths the sitemap lists (`https://willughby.github.io/de/` → `/de/`). */
export function sitemapPaths(): string[] {
  return sitemapUrls().map((u) => {
    const url = new URL(u);
    if (url.origin !== SITE) throw new Error(`sitemap URL ${u} is not on ${SITE}`);
    return url.pathname;
  });
}
