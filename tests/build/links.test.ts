/**
 * Links of the built site, read straight from dist/ (no browser): every internal link and #anchor
 * resolves; every page names its siblings in the other locales with absolute hreflang URLs plus
 * x-default; the sitemap lists exactly the built pages; the 404 page speaks all four languages.
 * (Moved out of the Playwright suite, where it was tests/e2e/links.spec.ts.)
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { expect, test } from 'vitest';
import { builtPages, fileFor, ROOT, SITE, sitemapPaths, type BuiltPage } from './dist.ts';
import { dom, LOCALES } from './dom.ts';

const pages = builtPages();
/** Pages that ask not to be indexed (the 404): not in the sitemap, no hreflang alternates. */
const isNoindex = (p: BuiltPage) =>
  /\bnoindex\b/.test(dom(p.file).querySelector('meta[name="robots"]')?.getAttribute('content') ?? '');
const indexed = pages.filter((p) => !isNoindex(p));

/** Attributes that name another resource of the site. */
const URL_ATTRIBUTES: [selector: string, attr: string][] = [
  ['a[href]', 'href'],
  ['area[href]', 'href'],
  ['link[href]', 'href'],
  ['script[src]', 'src'],
  ['img[src]', 'src'],
  ['source[src]', 'src'],
  ['iframe[src]', 'src'],
  ['form[action]', 'action'],
  ['astro-island[component-url]', 'component-url'],
  ['astro-island[renderer-url]', 'renderer-url'],
];

test('the build holds every content page in every locale, and a 404 page', () => {
  const built = new Set(pages.map((p) => p.path));
  const content = join(ROOT, 'src', 'content', 'pages');
  const expected: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.mdx?$/.test(entry.name)) {
        const parts = relative(content, file).replace(/\.mdx?$/, '').split(sep);
        if (parts.at(-1) === 'index') parts.pop();
        expected.push(`/${parts.join('/')}/`);
      }
    }
  };
  walk(content);
  expect(expected.length, 'content pages found').toBeGreaterThanOrEqual(LOCALES.length);
  expect(expected.filter((p) => !built.has(p)), 'content pages missing from dist/').toEqual([]);
  expect(built.has('/'), 'the language chooser /').toBe(true);
  expect(built.has('/404.html'), 'the 404 page').toBe(true);
});

test('the sitemap lists exactly the built pages (the noindex 404 page left out)', () => {
  const listed = sitemapPaths();
  expect(listed.length, 'URLs in the sitemap').toBeGreaterThan(0);
  expect(new Set(listed).size, 'no URL listed twice').toBe(listed.length);
  expect([...listed].sort()).toEqual(indexed.map((p) => p.path).sort());
  expect(pages.filter(isNoindex).map((p) => p.path)).toEqual(['/404.html']);
});

for (const page of pages) {
  test(`${page.path}: every internal link and #anchor resolves in the build`, () => {
    const doc = dom(page.file);
    // The 404 page is served at whatever address was mistyped, so a relative link there would break.
    const base = new URL(page.path, SITE);
    const broken: string[] = [];
    for (const [selector, attr] of URL_ATTRIBUTES) {
      for (const el of doc.querySelectorAll(selector)) {
        const raw = el.getAttribute(attr)!.trim();
        const where = `<${el.tagName.toLowerCase()} ${attr}="${raw}">`;
        if (raw === '') {
          broken.push(`${where}: empty`);
          continue;
        }
        if (/^[a-z][a-z0-9+.-]*:/i.test(raw) && !/^https?:/i.test(raw)) continue; // mailto:, tel:, data:
        const target = new URL(raw, base);
        if (target.origin !== SITE) continue; // another site: not checked offline
        if (page.path === '/404.html' && !/^(\/|#|https?:)/i.test(raw)) {
          broken.push(`${where}: relative link on the 404 page, which is served under any address`);
          continue;
        }
        const file = fileFor(target.pathname);
        if (!file) {
          broken.push(`${where}: ${target.pathname} is not in the build`);
          continue;
        }
        const hash = target.hash.slice(1);
        if (hash && file.endsWith('.html')) {
          const id = decodeURIComponent(hash);
          if (!dom(file).getElementById(id)) broken.push(`${where}: no id="${id}" in ${target.pathname}`);
        }
      }
    }
    expect(broken, `broken links in ${page.path}`).toEqual([]);
  });
}

/** `<link rel="alternate" hreflang>` of a page as [hreflang, href] pairs, in document order. */
function alternates(doc: Document): [string, string][] {
  return [...doc.querySelectorAll('link[rel~="alternate"][hreflang]')].map((l) => [
    l.getAttribute('hreflang')!,
    l.getAttribute('href')!,
  ]);
}

for (const page of indexed) {
  test(`${page.path}: hreflang alternates for every locale and x-default, absolute and built`, () => {
    const doc = dom(page.file);
    const self = new URL(page.path, SITE).href;
    const alts = alternates(doc);
    expect(alts.map(([l]) => l).sort(), 'hreflang values, each once').toEqual([...LOCALES, 'x-default'].sort());
    // The page's path after its locale: '' on /, 'laugh-and-lie-down/' on /de/laugh-and-lie-down/.
    const lang = doc.documentElement.getAttribute('lang');
    const slug = page.path === '/' ? '' : page.path.replace(/^\/[^/]+\//, '');
    if (page.path !== '/') expect(page.path, 'the page lives under its own locale').toBe(`/${lang}/${slug}`);
    for (const [hreflang, href] of alts) {
      expect(href, `hreflang="${hreflang}" is absolute`).toMatch(/^https?:\/\//);
      const url = new URL(href);
      expect(url.origin, `hreflang="${hreflang}" on the site`).toBe(SITE);
      expect(fileFor(url.pathname), `hreflang="${hreflang}" → ${href} is built`).not.toBeNull();
      // x-default: the chooser / for the homes, else the default locale's (English) version.
      const want =
        hreflang === 'x-default' ? `${SITE}/${slug && `en/${slug}`}` : `${SITE}/${hreflang}/${slug}`;
      expect(href, `hreflang="${hreflang}" is the same page in that locale`).toBe(want);
      // Reciprocal: the sibling names the same set of pages.
      const sibling = fileFor(url.pathname);
      if (sibling && sibling !== page.file) {
        expect(alternates(dom(sibling)).sort(), `alternates of ${url.pathname}`).toEqual([...alts].sort());
      }
    }
    expect(alts.map(([, href]) => href), 'the page itself is among its alternates').toContain(self);
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href'), 'canonical URL').toBe(self);
  });
}

test('the 404 page exists and says "not found" in all four languages', () => {
  const file = fileFor('/404.html');
  expect(file, 'dist/404.html').not.toBeNull();
  const doc = dom(file!);
  for (const lang of LOCALES) {
    const messages = JSON.parse(readFileSync(join(ROOT, 'src', 'i18n', 'locales', `${lang}.json`), 'utf8'));
    const nf = messages.site.notFound as Record<string, string>;
    const section = doc.querySelector(`[lang="${lang}"]`);
    expect(section, `an element with lang="${lang}"`).not.toBeNull();
    const text = section!.textContent!.replace(/\s+/g, ' ');
    for (const key of ['title', 'body', 'home']) {
      expect(text, `${lang} site.notFound.${key}`).toContain(nf[key]!.replace(/\s+/g, ' '));
    }
    const home = section!.querySelector(`a[href="/${lang}/"]`);
    expect(home, `a link to /${lang}/ in the ${lang} part`).not.toBeNull();
  }
});
