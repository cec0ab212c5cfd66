/**
 * What every built page says in its HTML, read from dist/ without a browser. These checks were part of
 * the Playwright suite (which still loads every page, hydrates and runs axe on it: tests/e2e/site.spec.ts);
 * they only read markup, so they run here in a second, and over every page instead of a sample:
 *  - each page of a locale says its language and has one <h1> (from pages.spec.ts, which checked 4 pages
 *    a locale; loading them cleanly is the crawl's part);
 *  - the rules and examples pages carry their replays, and the pay-off table its nets (pages.spec.ts,
 *    replay.spec.ts);
 *  - the language switcher names the same page in every other locale (navigation.spec.ts; clicking it,
 *    and the choice being remembered, stay in the browser);
 *  - the history pages cite a source for every dated entry and end with a line to cite them
 *    (reference.spec.ts);
 *  - the sitemap lists pages of every locale (site.spec.ts);
 *  - every page carries a Content-Security-Policy without 'unsafe-inline' or 'unsafe-eval' for scripts
 *    (csp.spec.ts, which checked 17 pages; running under it with no violation stays in the browser).
 */
import { describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { builtPages, fileFor, sitemapPaths } from './dist.ts';
import { dom, LOCALES } from './dom.ts';

const pages = builtPages();
/** The built pages of a locale, with their path after the locale (`laugh-and-lie-down/rules/`). */
const ofLocale = (lang: string) =>
  pages.filter((p) => p.path.startsWith(`/${lang}/`)).map((p) => ({ ...p, slug: p.path.slice(lang.length + 2) }));

/** The parsed page served at a path; fails when the build lacks it. */
function page(path: string): Document {
  const file = fileFor(path);
  expect(file, `${path} is built`).not.toBeNull();
  return dom(file!);
}

/** Text with its white space collapsed, as a reader sees it. */
const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ');

for (const lang of LOCALES) {
  describe(lang, () => {
    test('every page of the locale says its language and has exactly one <h1>', () => {
      const mine = ofLocale(lang);
      // The four pages pages.spec.ts loaded, and many more.
      expect(mine.map((p) => p.slug)).toEqual(
        expect.arrayContaining(['', 'laugh-and-lie-down/', 'laugh-and-lie-down/rules/', 'laugh-and-lie-down/examples/']),
      );
      for (const p of mine) {
        const doc = dom(p.file);
        expect(doc.documentElement.getAttribute('lang'), `lang of ${p.path}`).toBe(lang);
        expect(doc.querySelectorAll('h1').length, `<h1> elements on ${p.path}`).toBe(1);
      }
    });

    test('the rules and examples pages carry their replays; the pay-off table shows each net result', () => {
      const rules = page(`/${lang}/laugh-and-lie-down/rules/`);
      expect(rules.querySelectorAll('section.replay[data-replay="capture-round"]').length).toBe(1);
      const examples = page(`/${lang}/laugh-and-lie-down/examples/`);
      for (const id of ['capture-round', 'queen-takes-three', 'queen-takes-one', 'pay-off', 'settlement']) {
        expect(examples.querySelectorAll(`section.replay[data-replay="${id}"]`).length, id).toBe(1);
      }
      const payoff = examples.querySelectorAll('[data-payoff="pay-off"]');
      expect(payoff.length).toBe(1);
      // Seed 001's pay-off (14/12/8/6/12 won cards, Ben last): nets 0, +5, −2, −3, 0.
      const net = [0, 5, -2, -3, 0];
      for (const [seat, n] of net.entries()) {
        const cell = payoff[0]!.querySelectorAll(`[data-payoff-seat="${seat}"]`);
        expect(cell.length, `seat ${seat}`).toBe(1);
        expect(cell[0]!.getAttribute('data-net'), `net of seat ${seat}`).toBe(String(n));
      }
    });

    test('the language switcher of every page leads to the same page in each other language', () => {
      for (const p of ofLocale(lang)) {
        const doc = dom(p.file);
        for (const other of LOCALES.filter((l) => l !== lang)) {
          const links = doc.querySelectorAll(`header nav a[hreflang="${other}"]`);
          expect(links.length, `${p.path}: one switcher link to ${other}`).toBe(1);
          const href = links[0]!.getAttribute('href')!;
          expect(href, `${p.path}: switcher link to ${other}`).toBe(`/${other}/${p.slug}`);
          expect(page(href).documentElement.getAttribute('lang'), `lang of ${href}`).toBe(other);
        }
      }
    });

    test('the history pages cite a source for every dated entry, and end with a line to cite them', () => {
      for (const game of ['laugh-and-lie-down', 'loo']) {
        const path = `/${lang}/${game}/history/`;
        const doc = page(path);
        const entries = [...doc.querySelectorAll('ol.timeline > li')];
        expect(entries.length, `dated entries on ${path}`).toBeGreaterThan(10);
        for (const li of entries) {
          const href = li.querySelector('a.cite, .cite a')?.getAttribute('href') ?? null;
          expect(href, `${path}: the first citation of "${text(li).slice(0, 60)}…"`).toMatch(new RegExp(`^/${lang}/sources/#src-`));
        }
        const cite = doc.querySelectorAll('[data-page-cite]');
        expect(cite.length, `${path}: the cite line`).toBeGreaterThan(0);
        expect(text(cite[0]), `${path}: the cite line names the page`).toContain(path);
      }
    });

    test('a page\'s source line marks the one work the site never saw (Willughby\'s book, sources.json consulted: false), and only it', () => {
      const doc = page(`/${lang}/laugh-and-lie-down/rules/`);
      const links = [...doc.querySelectorAll('[data-page-cite] .page-cite__sources a')];
      const marked = links.filter((a) => a.nextElementSibling?.hasAttribute('data-not-consulted'));
      expect(marked.map((a) => a.getAttribute('href'))).toEqual([`/${lang}/sources/#src-willughby`]);
      expect(links.length).toBeGreaterThan(3);
      const strings = JSON.parse(readFileSync(new URL(`../../src/i18n/locales/${lang}.json`, import.meta.url), 'utf8'));
      expect(text(doc.querySelector('[data-not-consulted]')!)).toBe(strings.ref.notConsulted.replace(/\s+/g, ' '));
    });
  });
}

test('the sitemap lists the pages of every locale', () => {
  const listed = sitemapPaths();
  for (const lang of LOCALES) expect(listed.filter((p) => p.startsWith(`/${lang}/`)).length, lang).toBeGreaterThan(0);
});

test('every page carries a Content-Security-Policy: scripts only from the site, never inline or eval, no plugins', () => {
  // The 404 page (served for /no-such-page/) and the chooser at / included.
  expect(pages.map((p) => p.path)).toEqual(expect.arrayContaining(['/', '/404.html']));
  for (const p of pages) {
    const metas = dom(p.file).querySelectorAll('meta[http-equiv="content-security-policy" i]');
    expect(metas.length, `${p.path}: one CSP <meta>`).toBe(1);
    const csp = metas[0]!.getAttribute('content') ?? '';
    const script = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(script, `${p.path}: script-src`).toContain("'self'");
    expect(script, `${p.path}: script-src`).not.toContain('unsafe-inline');
    expect(script, `${p.path}: script-src`).not.toContain("'unsafe-eval'");
    expect(csp, `${p.path}: object-src`).toContain("object-src 'none'");
  }
});

test('no script inside the site header: the parser may paint before one, and the header would then grow under the reader', () => {
  // A paint made at the inline script between the languages and the theme select showed the row without the
  // select, which then moved it (a layout shift of 0.002 on every page at desktop width, seen in Chromium).
  for (const p of pages) {
    const header = dom(p.file).querySelector('header.site-header, body > header');
    if (!header) continue;
    expect(header.querySelectorAll('script').length, `${p.path}: scripts in the header`).toBe(0);
  }
  expect(pages.filter((p) => dom(p.file).querySelector('header.site-header, body > header')).length).toBeGreaterThan(80);
});

// A Russian newcomer starting from the five-card rules never found Loo's printable sheet, which covers both forms:
// every Loo rules page and the LLD rules lead to their game's quick reference.
describe('rules pages lead to the quick reference', () => {
  for (const lang of LOCALES) {
    test(`${lang}: LLD rules, Loo three-card and five-card link their sheet`, () => {
      for (const [path, sheet] of [['laugh-and-lie-down/rules', 'laugh-and-lie-down/reference'], ['loo/three-card', 'loo/reference'], ['loo/five-card', 'loo/reference']]) {
        expect(page(`/${lang}/${path}/`).querySelector(`.reference-link a[href="/${lang}/${sheet}/"]`), path).not.toBeNull();
      }
    });
  }
});
