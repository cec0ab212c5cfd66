/**
 * Shared helpers of the browser tests. Elements are found through the widgets' data-* contract,
 * never through their text, which differs per language.
 */
import { expect, type Locator, type Page, type Request } from '@playwright/test';

export const LOCALES = ['en', 'de', 'fr', 'ru'] as const;
export type Locale = (typeof LOCALES)[number];

export const PAGES = {
  home: '',
  overview: 'laugh-and-lie-down/',
  rules: 'laugh-and-lie-down/rules/',
  examples: 'laugh-and-lie-down/examples/',
} as const;

/** Path of a page in a locale, e.g. url('de', 'rules') → `/de/laugh-and-lie-down/rules/`. */
export function url(lang: Locale, page: keyof typeof PAGES): string {
  return `/${lang}/${PAGES[page]}`;
}

/**
 * Records everything that should never happen on a page: console errors and warnings, uncaught
 * exceptions, failed requests and HTTP error responses. Attach before the first navigation.
 */
export function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') {
      problems.push(`console ${msg.type()}: ${msg.text()} (${msg.location().url})`);
    }
  });
  page.on('pageerror', (err) => problems.push(`uncaught: ${err.message}`));
  // A request still in flight when the test goes on to another page is aborted by the browser
  // (net::ERR_ABORTED): that is the navigation's doing, not the page's, so it is not a problem. An abort
  // is left behind when it comes while the main frame is on its way to another page (the browser may even
  // ask for the old page's favicon after the next page's request has gone out, and abort it before the
  // new page commits), or when the request began before the page now shown; any other abort is reported.
  let pageNo = 0;
  let leaving = false;
  const startedOn = new WeakMap<Request, number>();
  page.on('request', (req) => {
    if (req.isNavigationRequest() && req.frame() === page.mainFrame()) {
      pageNo++;
      leaving = true;
    }
    startedOn.set(req, pageNo);
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) leaving = false;
  });
  page.on('requestfailed', (req) => {
    const error = req.failure()?.errorText ?? '';
    const leftBehind =
      error === 'net::ERR_ABORTED' && !req.isNavigationRequest() && (leaving || (startedOn.get(req) ?? pageNo) < pageNo);
    if (req.isNavigationRequest() && req.frame() === page.mainFrame()) leaving = false;
    if (!leftBehind) problems.push(`request failed: ${req.url()} (${error})`);
  });
  page.on('response', (res) => {
    if (res.status() >= 400) problems.push(`HTTP ${res.status()}: ${res.url()}`);
  });
  return problems;
}

/**
 * Waits until one of the locators matches an element, e.g. the reader's next move or the end of the deal:
 * the loops that play a game out wait for the widget's state this way, never for a fixed time.
 */
export async function waitForAny(first: Locator, ...rest: Locator[]): Promise<void> {
  await rest.reduce((all, l) => all.or(l), first).first().waitFor({ state: 'attached' });
}

/**
 * The replay widget of an example, scrolled into view and hydrated: its island hydrates on first use
 * (client:interact), so the pointer is moved over it, as a reader's would be.
 */
export async function openReplay(page: Page, id: string): Promise<Locator> {
  const replay = page.locator(`section.replay[data-replay="${id}"]`);
  await expect(replay, `replay "${id}" on ${page.url()}`).toHaveCount(1);
  await replay.scrollIntoViewIfNeeded();
  await replay.hover({ position: { x: 5, y: 5 } });
  await expect(replay).toHaveAttribute('data-hydrated', 'true');
  return replay;
}

/** An element of the widget marked with `attr`, the root itself included. */
function part(replay: Locator, attr: string): Locator {
  return replay.locator(`:scope[${attr}], :scope [${attr}]`).first();
}

export const stepOf = (replay: Locator): Locator => part(replay, 'data-step');
export const potOf = (replay: Locator): Locator => part(replay, 'data-pot');
export const tableOf = (replay: Locator): Locator => part(replay, 'data-table');
export const seatOf = (replay: Locator, seat: number): Locator =>
  replay.locator(`[data-seat="${seat}"][data-won]`).first();
export const button = (replay: Locator, action: 'first' | 'back' | 'forward' | 'last'): Locator =>
  replay.locator(`button[data-action="${action}"]`);

/** Asserts the current step, and returns the total number of steps the widget announces. */
export async function expectStep(replay: Locator, step: number): Promise<number> {
  const el = stepOf(replay);
  await expect(el).toHaveAttribute('data-step', String(step));
  const total = Number(await el.getAttribute('data-steps'));
  expect(Number.isInteger(total) && total > 0, `data-steps="${total}"`).toBe(true);
  return total;
}

/** Asserts the won-card counts of seats 0..4. */
export async function expectWon(replay: Locator, won: readonly number[]): Promise<void> {
  for (const [seat, n] of won.entries()) {
    await expect(seatOf(replay, seat), `won cards of seat ${seat}`).toHaveAttribute('data-won', String(n));
  }
}

/**
 * The words cut in two across lines in the cells (th, td) of the tables `selector` finds, each written with a
 * bar where the cut falls ("Средн|ее"). A cut after a hyphen, a dash or a slash is a fair break and is not
 * listed; cells of no width (a column hidden on a phone) are skipped. Checked letter by letter: where a
 * word's next letter starts a lower line, the word was cut there. The browser's own hyphenation is turned
 * off first (where it has dictionaries, a break it hyphenates would look like a cut).
 */
export async function cutWords(page: Page, selector: string): Promise<string[]> {
  await page.addStyleTag({ content: `${selector} :is(th, td) { hyphens: manual !important; }` });
  return page.locator(selector).evaluateAll((tables) => {
    const out: string[] = [];
    for (const cell of tables.flatMap((t) => [...t.querySelectorAll('th, td')])) {
      if (cell.getBoundingClientRect().width === 0) continue;
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode() as Text | null; n; n = walker.nextNode() as Text | null) {
        for (const m of n.data.matchAll(/[^\s\u00a0\u202f]+/gu)) {
          let top: number | null = null;
          for (let i = 0; i < m[0].length; i++) {
            const r = document.createRange();
            r.setStart(n, m.index + i);
            r.setEnd(n, m.index + i + 1);
            const box = [...r.getClientRects()].find((b) => b.width > 0);
            if (!box) continue;
            if (top !== null && box.top > top + 2 && !/[-\u2010\u2011\u2013\u2014/…]/u.test(m[0][i - 1]!)) {
              out.push(`${m[0].slice(0, i)}|${m[0].slice(i)}`);
              break;
            }
            top = box.top;
          }
        }
      }
    }
    return out;
  });
}

/**
 * How many pairs of the cards (`.card`) under `hand` overlap on screen: 0 when they lie card beside card.
 * Boxes that merely touch do not count.
 */
export async function overlappingCards(hand: Locator): Promise<number> {
  return hand.locator('.card').evaluateAll((cards) => {
    const boxes = cards.map((c) => c.getBoundingClientRect());
    let n = 0;
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i]!;
        const b = boxes[j]!;
        if (a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5) n++;
      }
    }
    return n;
  });
}

/**
 * The coach switched off in both games, as a reader's remembered choice (Coach.tsx `useCoach`, keys
 * willughby.coach.lld and willughby.coach.loo), before the page loads: the coach is on by default at the default
 * level, and a test that plays a deal through without its warnings turns it off, as a reader may. Kept across
 * reloads.
 */
export async function coachOff(page: Page): Promise<void> {
  await page.addInitScript(() => {
    try {
      localStorage.setItem('willughby.coach.lld', 'off');
      localStorage.setItem('willughby.coach.loo', 'off');
    } catch {
      /* no storage: the default stands */
    }
  });
}
