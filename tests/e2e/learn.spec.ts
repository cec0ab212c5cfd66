/**
 * The learning paths in the browser. Laugh and Lie Down: one lesson taken by keyboard alone (desktop;
 * English; the same lesson in every language is a component test, tests/unit/learn-locales.test.tsx), one by touch on a 360 px phone (Russian and French); the stars survive a new
 * visit and the reset forgets them. Loo: one lesson by keyboard (English), one by touch at 360 px
 * (German). Elements are found through the widgets' data-* contract (`data-lesson`, `data-pick`,
 * `data-action`, `data-answer-call`, `data-verdict`), never their text.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { watchProblems } from './support.ts';

const learn = (lang: string) => `/${lang}/laugh-and-lie-down/learn/`;
/** The button that is a card (`data-card` is the card in upper-case notation, e.g. `7H`). */
const cardButton = (lesson: Locator, card: string) => lesson.locator(`button[data-pick][data-card="${card}"]`);

/** Presses Tab (or Shift+Tab) until `target` has the focus (the lesson hydrates on the first focus inside it). */
async function tabTo(page: Page, target: Locator, back = false): Promise<void> {
  for (let i = 0; i < 150; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error('not reached by Tab');
}

for (const lang of ['en']) {
  test(`a lesson by keyboard alone: capture one for one, stars kept over a reload, then reset (${lang})`, async ({ page }) => {
    test.setTimeout(90_000);
    const problems = watchProblems(page);
    // The fragment puts the keyboard's starting point at the lesson's heading.
    await page.goto(`${learn(lang)}#capture-one`);
    await expect(page.locator('[data-lesson]')).toHaveCount(10);
    const lesson = page.locator('[data-lesson="capture-one"]');
    // A card that does not match: the engine refuses, the reason is shown with the rule's link.
    // (The table comes before the hands in the tab order.)
    await tabTo(page, cardButton(lesson, '3C'));
    await expect(lesson.locator('[data-lesson-widget]')).toHaveAttribute('data-hydrated', 'true');
    await page.keyboard.press('Space');
    await expect(cardButton(lesson, '3C')).toHaveAttribute('aria-pressed', 'true');
    await tabTo(page, cardButton(lesson, '2D'));
    await page.keyboard.press('Space');
    await tabTo(page, lesson.locator('[data-action="capture"]'));
    await page.keyboard.press('Enter');
    await expect(lesson.locator('[data-verdict]')).toHaveAttribute('data-verdict', 'wrong');
    await expect(lesson.locator('[data-verdict] a[href$="/rules/#captures"]')).toHaveCount(1);
    // axe (WCAG 2.0/2.1 A and AA) on the lesson with its feedback shown.
    const { violations } = await new AxeBuilder({ page })
      .include('[data-lesson="capture-one"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    // A card of the same rank: right.
    await tabTo(page, cardButton(lesson, '7C'), true);
    await page.keyboard.press('Enter');
    await tabTo(page, cardButton(lesson, '7H'));
    await page.keyboard.press('Enter');
    await tabTo(page, lesson.locator('[data-action="capture"]'));
    await page.keyboard.press('Enter');
    await expect(lesson.locator('[data-verdict]')).toHaveAttribute('data-verdict', 'ok');
    await expect(lesson.locator('[data-lesson-widget]')).toHaveAttribute('data-done', 'true');
    const summary = page.locator('[data-learn-progress]');
    await expect(summary.locator('[data-progress-lesson="capture-one"]')).toHaveAttribute('data-stars', '2');
    // A new visit (the page loaded again, from the top): the stars are still there.
    await page.goto(learn(lang));
    await expect(summary.locator('[data-progress-lesson="capture-one"]')).toHaveAttribute('data-stars', '2');
    await expect(summary).toHaveAttribute('data-progress', '1');
    await tabTo(page, summary.locator('[data-action="reset"]'));
    // The reset asks first (the browser's own dialog), naming the one lesson done.
    page.once('dialog', (d) => { expect(d.message()).toMatch(/1/); void d.accept(); });
    await page.keyboard.press('Enter');
    await expect(summary).toHaveAttribute('data-progress', '0');
    expect(problems).toEqual([]);
  });
}

/**
 * A French reader's tour at 360 px: the lesson's actions and its verdict came above the table, far from the
 * cards tapped. On a phone the lesson reads top to bottom — table, then the reader's own seat (its last
 * row), then the actions and the verdict. The seats read in the order they play, from the reader's left round
 * to the reader (French and Russian newcomers read Dan before Carla when the reader's seat was simply put last).
 */
async function expectReadsDown(lesson: Locator): Promise<void> {
  // Measured in one go: the page may scroll between two separate measurements (the verdict takes the focus).
  const m = await lesson.evaluate((root) => {
    const top = (sel: string) => root.querySelector(sel)!.getBoundingClientRect().top;
    const felt = root.querySelector('.replay__felt')!.getBoundingClientRect();
    const seats = [...root.querySelectorAll('.replay__seats > li')].map((e) => ({ you: e.querySelector('.badge--you') !== null, top: e.getBoundingClientRect().top, left: e.getBoundingClientRect().left, seat: Number(e.getAttribute('data-seat')) }));
    return { feltBottom: felt.bottom, seats, answer: top('.lesson__answer'), feedback: top('.lesson__feedback') };
  });
  const mine = m.seats.find((x) => x.you)!;
  expect(Math.max(...m.seats.map((x) => x.top))).toBe(mine.top);
  // Reading order on the screen (row by row, left to right): the seat after the reader's first, the reader's last.
  const n = m.seats.length;
  const read = m.seats.slice().sort((a, b) => a.top - b.top || a.left - b.left).map((x) => x.seat);
  expect(read).toEqual(Array.from({ length: n }, (_, i) => (mine.seat + 1 + i) % n));
  expect(m.answer).toBeGreaterThanOrEqual(m.feltBottom - 1);
  expect(m.feedback).toBeGreaterThanOrEqual(m.feltBottom - 1);
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true });

  // The reader plays Dan, so the refusal speaks to them (not "Dan cannot lay…").
  for (const [lang, refusal] of [['ru', 'Пару шестёрок пока выложить нельзя'], ['fr', 'Vous ne pouvez pas encore poser votre paire de six']] as const) {
    test(`a lesson by touch at 360 px: the pair out of turn (${lang})`, async ({ page }) => {
      const problems = watchProblems(page);
      await page.goto(learn(lang));
      const lesson = page.locator('[data-lesson="pair-out-of-turn"]');
      await lesson.scrollIntoViewIfNeeded();
      // The sixes are still in play: the engine refuses, in the page's language.
      await cardButton(lesson, '6D').tap();
      await expect(lesson.locator('[data-lesson-widget]')).toHaveAttribute('data-hydrated', 'true');
      await expect(cardButton(lesson, '6D')).toHaveAttribute('aria-pressed', 'true');
      await cardButton(lesson, '6H').tap();
      await lesson.locator('[data-action="layPair"]').tap();
      await expect(lesson.locator('[data-verdict]')).toHaveAttribute('data-verdict', 'wrong');
      await expect(lesson.locator('[data-verdict]')).toContainText(refusal);
      // The jacks are dead: laid out of turn, right.
      await cardButton(lesson, 'JS').tap();
      await cardButton(lesson, 'JC').tap();
      await lesson.locator('[data-action="layPair"]').tap();
      await expect(lesson.locator('[data-verdict]')).toHaveAttribute('data-verdict', 'ok');
      await expectReadsDown(lesson);
      // Nothing of the lesson is wider than the phone.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expect(page.locator('[data-progress-lesson="pair-out-of-turn"]')).toHaveAttribute('data-stars', '2');
      expect(problems).toEqual([]);
    });
  }
});

test.describe('Loo', () => {
  test('a Loo lesson by keyboard alone: head the trick (en)', async ({ page }) => {
    test.setTimeout(90_000);
    const problems = watchProblems(page);
    await page.goto('/en/loo/learn/#head-trick');
    // Eight three-card lessons and seven five-card ones.
    await expect(page.locator('[data-lesson]')).toHaveCount(17);
    const lesson = page.locator('[data-lesson="head-trick"]');
    await tabTo(page, cardButton(lesson, '4S'));
    await expect(lesson.locator('[data-lesson-widget]')).toHaveAttribute('data-hydrated', 'true');
    await page.keyboard.press('Enter');
    await expect(lesson.locator('[data-verdict]')).toHaveAttribute('data-verdict', 'wrong');
    await expect(lesson.locator('[data-verdict] a[href$="/loo/three-card/#following"]')).toHaveCount(1);
    await tabTo(page, cardButton(lesson, 'AS'), true);
    await page.keyboard.press('Enter');
    await expect(lesson.locator('[data-verdict]')).toHaveAttribute('data-verdict', 'ok');
    await expect(page.locator('[data-progress-lesson="head-trick"]')).toHaveAttribute('data-stars', '2');
    expect(problems).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true });
    test('a Loo lesson by touch at 360 px: the dealer’s call (de)', async ({ page }) => {
      const problems = watchProblems(page);
      await page.goto('/de/loo/learn/');
      const lesson = page.locator('[data-lesson="dealer"]');
      await lesson.scrollIntoViewIfNeeded();
      await lesson.locator('[data-answer-call="pass"]').tap();
      await expect(lesson.locator('[data-lesson-widget]')).toHaveAttribute('data-hydrated', 'true');
      await expect(lesson.locator('[data-verdict]')).toHaveAttribute('data-verdict', 'wrong');
      await lesson.locator('[data-answer-call="defend"]').tap();
      await expect(lesson.locator('[data-verdict]')).toHaveAttribute('data-verdict', 'ok');
      await expectReadsDown(lesson);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(problems).toEqual([]);
    });
  });
});
