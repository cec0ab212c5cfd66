/**
 * The learning paths as a page loads, before the reader has touched a lesson (its widget hydrates on first
 * use, client:interact): each lesson's box shows its stored stars without hydrating; on a touch phone the
 * first tap in a lesson counts, and so does every tap made while the widget's code is still on its way; a
 * link to a lesson lands on it at once (no glide, no shift). Elements are found through the widgets' data-*
 * contract, never their text.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { LOCALES, watchProblems } from './support.ts';

const cardButton = (lesson: Locator, card: string) => lesson.locator(`button[data-pick][data-card="${card}"]`);
/** Every request for a lesson widget's code (its island's component-url). */
const widgetCode = /\/_astro\/(Loo)?Lesson\.[^/]*\.js$/;

for (const [game, path, id] of [['lld', 'laugh-and-lie-down', 'pay-off'], ['loo', 'loo', 'flush']] as const) {
  test(`a lesson's box shows its stored stars on load, without hydrating (${game}, every language)`, async ({ page }) => {
    const problems = watchProblems(page);
    await page.addInitScript(([g, l]) => localStorage.setItem(`willughby.learn.${g}`, JSON.stringify({ [l]: 2 })), [game, id]);
    const fetched: string[] = [];
    page.on('request', (r) => {
      if (widgetCode.test(r.url())) fetched.push(r.url());
    });
    for (const lang of LOCALES) {
      await page.goto(`/${lang}/${path}/learn/`);
      await expect(page.locator(`[data-progress-lesson="${id}"]`)).toHaveAttribute('data-stars', '2');
      const stars = page.locator(`[data-lesson="${id}"] .lesson__stars`);
      await expect(stars).toHaveAttribute('data-stars', '2');
      await expect(stars).toHaveText('★★☆');
      // Worded as the list words it, in the page's language.
      const label = await page.locator(`[data-progress-lesson="${id}"] .lesson__stars`).getAttribute('aria-label');
      await expect(stars).toHaveAttribute('aria-label', label!);
      // A lesson without stars keeps none.
      await expect(page.locator('[data-lesson] .lesson__stars').first()).toHaveAttribute('data-stars', '0');
      await expect(page.locator(`[data-lesson="${id}"] [data-lesson-widget]`)).toHaveAttribute('data-hydrated', 'false');
    }
    expect(fetched).toEqual([]);
    expect(problems).toEqual([]);
  });
}

test.describe('on a touch phone, a cold page', () => {
  test.use({ viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true });

  /** Lesson 2 ("one takes three"), in view, its widget not hydrated yet. */
  async function lessonTwo(page: Page): Promise<Locator> {
    await page.goto('/ru/laugh-and-lie-down/learn/');
    const lesson = page.locator('[data-lesson="one-takes-three"]');
    await lesson.scrollIntoViewIfNeeded();
    await expect(lesson.locator('[data-lesson-widget]')).toHaveAttribute('data-hydrated', 'false');
    return lesson;
  }

  test('the first tap in a lesson selects the card', async ({ page }) => {
    const problems = watchProblems(page);
    const lesson = await lessonTwo(page);
    await cardButton(lesson, '9H').tap();
    await expect(lesson.locator('[data-lesson-widget]')).toHaveAttribute('data-hydrated', 'true');
    await expect(cardButton(lesson, '9H')).toHaveAttribute('aria-pressed', 'true');
    await expect(lesson.locator('[data-picked]')).toHaveAttribute('data-picked', '1');
    expect(problems).toEqual([]);
  });

  /**
   * Lesson 2 with the widget's code held back (a slow phone's network) while 9♥ and 9♣ are tapped;
   * `release` lets the code come.
   */
  async function twoTapsHeld(page: Page) {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route(widgetCode, async (route) => {
      await held;
      await route.continue();
    });
    const lesson = await lessonTwo(page);
    await cardButton(lesson, '9H').tap();
    await cardButton(lesson, '9C').tap();
    return { lesson, release };
  }

  test('every tap made while the widget’s code is on its way counts, in order', async ({ page }) => {
    const problems = watchProblems(page);
    const { lesson, release } = await twoTapsHeld(page);
    await expect(lesson.locator('[data-lesson-widget]')).toHaveAttribute('data-hydrated', 'false');
    release();
    await expect(lesson.locator('[data-lesson-widget]')).toHaveAttribute('data-hydrated', 'true');
    await expect(lesson.locator('[data-picked]')).toHaveAttribute('data-picked', '2');
    await expect(cardButton(lesson, '9H')).toHaveAttribute('aria-pressed', 'true');
    await expect(cardButton(lesson, '9C')).toHaveAttribute('aria-pressed', 'true');
    expect(problems).toEqual([]);
  });

  test('cards, then the action, tapped before the code came: the action takes both cards', async ({ page }) => {
    const { lesson, release } = await twoTapsHeld(page);
    await lesson.locator('[data-action="capture"]').tap();
    release();
    // One nine for one: the lesson's own mistake (two nines left), not "pick a card from the hand".
    await expect(lesson.locator('[data-verdict]')).toHaveAttribute('data-verdict', 'wrong');
  });

  test('a link to a lesson lands on it at once, with no glide and no layout shift', async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { seen: number[]; shift: number };
      w.seen = [];
      w.shift = 0;
      addEventListener('scroll', () => w.seen.push(Math.round(scrollY)), { passive: true });
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.shift += (e as PerformanceEntry & { value: number }).value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/en/loo/learn/#lesson-flush');
    const top = () => page.locator('#lesson-flush').evaluate((el) => el.getBoundingClientRect().top);
    await expect.poll(top).toBeLessThan(60);
    expect(await top()).toBeGreaterThanOrEqual(0);
    const { seen, shift } = await page.evaluate(() => {
      const w = window as unknown as { seen: number[]; shift: number };
      return { seen: w.seen, shift: w.shift };
    });
    // One jump to the lesson (smooth scrolling glided there through every lesson above it).
    const final = await page.evaluate(() => Math.round(scrollY));
    expect(seen.filter((y) => y !== final && y !== 0)).toEqual([]);
    expect(shift).toBeLessThan(0.01);
    await expect(page.locator('[data-lesson="flush"] [data-lesson-widget]')).toHaveAttribute('data-hydrated', 'false');
  });
});
