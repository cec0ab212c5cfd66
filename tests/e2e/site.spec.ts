/**
 * The crawl: every page the build's sitemap lists (not a hand-kept list), plus the 404 page, loaded
 * in Chromium from the preview server. On each page:
 *  - no console error or warning, no uncaught exception, no failed request, no HTTP error status, no
 *    Content-Security-Policy violation (a `securitypolicyviolation` event), and the search box shown by its
 *    inline loader (so every page's scripts run under its policy: csp.spec.ts keeps only the widgets in use);
 *  - every island hydrates (each `astro-island` is scrolled to, so client:visible fires, or hovered
 *    when it waits for its first use, client:interact, and loses its `ssr` attribute);
 *  - axe-core (WCAG 2.0/2.1 A and AA) finds no violation (a) as loaded, and on one page of each kind
 *    (fullTargets) also (b) with every <details>
 *    open (table of contents, replay transcripts) on a phone-sized screen, where the table of
 *    contents is a <details>, and (c) after stepping every replay a few steps forward, on a wide
 *    screen with the <details> still open (there axe looks at the <details> and the replays, all that
 *    changed since (a) in the same layout).
 * What a page's HTML says without a browser (its language, one <h1>, valid HTML, links, CSP) is checked
 * in the build, tests/build/*.test.ts.
 * One page of each kind is also checked in the dark colour scheme.
 */
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { fileFor, sitemapPaths } from '../build/dist.ts';
import { button, LOCALES, stepOf, watchProblems } from './support.ts';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** Forward steps taken in every replay before the last axe run. */
const STEPS = 3;
/** An address that exists nowhere, so the server answers with the 404 page. */
const MISSING = '/de/no-such-page/';
/** A phone's screen, for the layout with the table of contents in a <details>. */
const PHONE = { width: 390, height: 844 };

interface Target {
  /** Address to load. */
  path: string;
  /** Page kind (`data-kind` of the layout; `chooser` for `/`, `404` for the not-found page). */
  kind: string;
  /** HTTP status the address must answer with. */
  status: number;
}

const targets: Target[] = [
  ...sitemapPaths().map((path) => {
    const file = fileFor(path);
    if (!file) throw new Error(`the sitemap lists ${path}, which is not in dist/`);
    const kind = readFileSync(file, 'utf8').match(/\bdata-kind="([^"]+)"/)?.[1] ?? (path === '/' ? 'chooser' : 'page');
    return { path, kind, status: 200 };
  }),
  { path: MISSING, kind: '404', status: 404 },
];

/**
 * One page of each kind, spread over the locales: the k-th kind in the locale `shift + k` places on (or
 * the kind's first page where that locale has none).
 */
function onePerKind(shift: number): Target[] {
  return [...new Set(targets.map((t) => t.kind))].map((kind, i) => {
    const ofKind = targets.filter((t) => t.kind === kind);
    const lang = LOCALES[(i + shift) % LOCALES.length];
    return ofKind.find((t) => t.path.startsWith(`/${lang}/`)) ?? ofKind[0]!;
  });
}

/** One page of each kind for the dark colour scheme. */
const darkTargets = onePerKind(0);

/**
 * One page of each kind, in another locale than its dark-mode page, gets the whole check: (b) and (c)
 * below as well as (a). Every other page gets (a), the sideways checks at both widths and the clean load:
 * the opened and stepped states are the same components with the same markup in every locale, so one
 * locale per kind covers them (and its dark page a second), at a third of the crawl's time.
 */
const fullTargets = new Set(onePerKind(1).map((t) => t.path));

/**
 * Loads a page and checks its status; returns a function that gives the problems collected from before
 * the navigation on, up to the moment it is called (the 404 page's own expected error status left out).
 */
async function load(page: Page, target: Target): Promise<() => string[]> {
  const problems = watchProblems(page);
  // Content-Security-Policy violations, from the first script on (the policy itself is read from the build,
  // tests/build/pages.test.ts; csp.spec.ts checks what only using a page's widgets runs, and that this watch sees one).
  await page.exposeFunction('__cspViolation', (v: string) => problems.push(`CSP violation: ${v}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __cspViolation: (v: string) => void }).__cspViolation(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`);
    });
  });
  // 'load', not 'networkidle' (half a second of silence per page): hydrateAll() waits for the network to
  // settle before the first axe run, and the problems are read only at the end of the test.
  const res = await page.goto(target.path, { waitUntil: 'load' });
  expect(res?.status(), `HTTP status of ${target.path}`).toBe(target.status);
  expect(new URL(page.url()).pathname, 'the page stays at its address').toBe(target.path);
  // The error status of the document itself is expected on the 404 page; nothing else may fail.
  const url = new URL(target.path, page.url()).href;
  const expected =
    target.status === 200
      ? []
      : [
          `HTTP ${target.status}: ${url}`,
          `console error: Failed to load resource: the server responded with a status of ${target.status} (Not Found) (${url})`,
        ];
  return () => {
    const left = [...problems];
    for (const line of expected) {
      const i = left.indexOf(line);
      if (i >= 0) left.splice(i, 1);
    }
    return left;
  };
}

/**
 * Scrolls to every island so that client:visible fires, wakes each island that waits for its first use
 * (client:interact, src/directives/interact.ts: it listens for focusin, pointerover, …) with a pointerover
 * event, and waits until each has hydrated. All in one script in the page, a frame's wait per island, rather
 * than four round trips of the test runner per island (the learn pages have a dozen): this was the crawl's
 * largest cost after axe. An island left unhydrated after that is scrolled to and hovered by the runner, as
 * a reader's pointer would (the widget specs hydrate their islands that way, by hover, focus or tap).
 */
async function hydrateAll(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    for (const island of document.querySelectorAll('astro-island')) {
      island.scrollIntoView({ block: 'center' });
      await frame();
      if (island.getAttribute('client') === 'interact' && island.hasAttribute('ssr')) {
        // astro-island itself is display: contents: the event goes to its first rendered element.
        const first = island.querySelector(':scope > :not(template)') ?? island;
        first.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
      }
    }
  });
  const waiting = page.locator('astro-island[ssr]');
  await expect(waiting, 'islands still waiting to hydrate').toHaveCount(0, { timeout: 3_000 }).catch(async () => {
    // Handles, not locators: an island that hydrates meanwhile must not shift the others' places.
    for (const island of await waiting.elementHandles()) {
      if ((await island.getAttribute('ssr')) === null) continue;
      await island.scrollIntoViewIfNeeded();
      const first = await island.$(':scope > :not(template)');
      if ((await island.getAttribute('client')) === 'interact' && first) await first.hover();
    }
  });
  await expect(waiting, 'islands still waiting to hydrate').toHaveCount(0);
  for (const replay of await page.locator('section.replay').all()) {
    await expect(replay).toHaveAttribute('data-hydrated', 'true');
  }
  await page.waitForLoadState('networkidle');
}

/**
 * What opening every <details> and stepping the replays changes on a page: the <details> themselves
 * (table of contents, transcripts) and the replays. A later axe run in the same layout checks only these;
 * the rest of the page is as the first run saw it.
 */
const CHANGED = 'details, section.replay';

/**
 * Runs axe (on the whole page, or only on the elements `include` selects) and fails with a readable list
 * of every violation and the nodes it concerns.
 */
async function expectAccessible(page: Page, state: string, include?: string): Promise<void> {
  let builder = new AxeBuilder({ page });
  if (include) builder = builder.include(include);
  const { violations } = await builder
    // Full detail for violations only (passes and the rest keep one node each), and axe.run in the
    // page itself rather than combining frame results in an extra blank page: the site has no
    // iframes, and together this makes a run on a page full of replays about three times faster.
    // (options() replaces every option, so it must come before withTags(), which sets runOnly.)
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_TAGS)
    .setLegacyMode(true)
    .analyze();
  const lines = violations.flatMap((v) =>
    v.nodes.map(
      (n) =>
        `${v.id} (${v.impact}): ${v.help}\n      at ${n.target.join(' ')}\n      ${n.html.slice(0, 240)}\n      ` +
        `${(n.failureSummary ?? '').replace(/\n/g, '\n      ')}\n      ${v.helpUrl}`,
    ),
  );
  if (lines.length > 0) {
    console.log(`axe: ${lines.length} violation(s) on ${page.url()} — ${state}:\n  ${lines.join('\n  ')}`);
  }
  expect(lines, `axe violations on ${page.url()} — ${state}`).toEqual([]);
}

/** Opens every <details> of the page (the table of contents, the replays' transcripts). */
async function openAllDetails(page: Page): Promise<number> {
  return page.evaluate(() => {
    const all = [...document.querySelectorAll('details')];
    for (const d of all) d.open = true;
    return all.length;
  });
}

/**
 * Steps every replay of the page up to `STEPS` steps forward with its button (fewer when it reaches
 * its last step, where the button is aria-disabled), checking that each step is taken.
 */
async function stepReplays(page: Page): Promise<number> {
  const replays = await page.locator('section.replay').all();
  for (const replay of replays) {
    await replay.scrollIntoViewIfNeeded();
    const id = await replay.getAttribute('data-replay');
    const forward = button(replay, 'forward');
    for (let i = 0; i < STEPS; i++) {
      if ((await forward.getAttribute('aria-disabled')) === 'true') break;
      const before = Number(await stepOf(replay).getAttribute('data-step'));
      await forward.click();
      await expect(stepOf(replay), `replay ${id} steps forward`).toHaveAttribute('data-step', String(before + 1));
    }
  }
  return replays.length;
}

// A browser language the site does not have, so that the chooser at / stays put instead of
// sending the browser on to a home page (navigation.spec.ts tests that).
test.use({ locale: 'ja-JP' });

/**
 * The page never scrolls sideways: wide widgets scroll inside their own box (a table's visually hidden
 * text once widened a page by 300 px). Names the elements that reach past the edge, outside any scroller.
 */
async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  const { width, screen, culprits } = await page.evaluate(() => {
    const root = document.documentElement;
    const scrolls = (e: Element) => /auto|scroll|hidden|clip/.test(getComputedStyle(e).overflowX);
    const outside = (e: Element) => {
      if (getComputedStyle(e).position === 'absolute') return true; // its containing block may lie outside any scroller
      for (let a = e.parentElement; a && a !== document.body; a = a.parentElement) if (scrolls(a)) return false;
      return true;
    };
    const culprits = root.scrollWidth <= root.clientWidth ? [] : [...document.body.querySelectorAll('*')]
      .filter((e) => e.getBoundingClientRect().right > root.clientWidth + 1 && outside(e))
      .slice(0, 5)
      .map((e) => `${e.tagName.toLowerCase()}.${String(e.className)}`);
    return { width: root.scrollWidth, screen: root.clientWidth, culprits };
  });
  expect(width, `page wider than the screen (${where}): ${culprits.join(', ')}`).toBeLessThanOrEqual(screen);
}

test.describe('crawl of every page in the sitemap', () => {
  // axe takes several seconds on a page full of replays, more with two workers on two cores.
  test.describe.configure({ timeout: 240_000 });

  // That the sitemap lists pages of every locale is checked in the build (tests/build/pages.test.ts).
  for (const target of targets) {
    const full = fullTargets.has(target.path);
    test(`${target.path} (${target.kind}): loads cleanly, hydrates, no axe violation loaded${full ? ', opened, stepped' : ''}`, async ({
      page,
    }) => {
      const problems = await load(page, target);
      await hydrateAll(page);
      await expectAccessible(page, 'as loaded');
      await expectNoSidewaysScroll(page, 'wide screen');
      // Every inline script ran under the policy: the search box is shown by its loader (not on the 404 page).
      if (target.status === 200 && (await page.locator('#site-search').count())) await expect(page.locator('#site-search')).toBeVisible();

      // (b) on a phone-sized screen, where the table of contents is the <details> above the text
      // (the wide layout shows it as an aside instead); the transcripts open on both.
      const viewport = page.viewportSize()!;
      await page.setViewportSize(PHONE);
      await expectNoSidewaysScroll(page, 'phone-sized screen');
      if (!full) {
        expect(problems(), `console messages, failed requests and errors on ${target.path}`).toEqual([]);
        return;
      }
      await openAllDetails(page);
      await expectAccessible(page, 'every <details> open, phone-sized screen');
      await page.setViewportSize(viewport);

      // (c) back on the wide screen, <details> still open. The wide layout was checked whole in (a):
      // this run checks what changed since, the opened <details> and the stepped replays (a page without
      // either is exactly as (a) saw it).
      await stepReplays(page);
      if (await page.locator(CHANGED).count()) {
        await expectAccessible(page, `every replay stepped forward (up to ${STEPS} steps), every <details> open`, CHANGED);
      }
      await page.waitForLoadState('networkidle');
      expect(problems(), `console messages, failed requests and errors on ${target.path}`).toEqual([]);
    });
  }
});

test.describe('dark colour scheme, one page of each kind', () => {
  // axe takes several seconds on a page full of replays, more with two workers on two cores.
  test.describe.configure({ timeout: 240_000 });
  test.use({ colorScheme: 'dark' });

  for (const target of darkTargets) {
    test(`${target.path} (${target.kind}) in dark mode: no axe violation loaded, opened, stepped`, async ({ page }) => {
      const problems = await load(page, target);
      expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(true);
      await hydrateAll(page);
      await expectAccessible(page, 'dark, as loaded');
      await openAllDetails(page);
      await stepReplays(page);
      // What changed since the run as loaded (same layout): the opened <details> and the stepped replays.
      if (await page.locator(CHANGED).count()) {
        await expectAccessible(page, `dark, every <details> open, every replay stepped forward`, CHANGED);
      }
      expect(problems(), `console messages, failed requests and errors on ${target.path}`).toEqual([]);
    });
  }
});
