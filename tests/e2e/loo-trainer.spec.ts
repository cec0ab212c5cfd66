/**
 * The Loo trick trainer on the play page, by keyboard alone, in English (the same checks in every language
 * are component tests, tests/unit/loo-trainer-ui.test.tsx; here what needs a browser: Tab order, the focus
 * moved to "next position", hydration on first focus, axe in light and dark): a forbidden card is
 * explained (the engine's reason and the rule's source) and stays in the hand; a legal card is played to
 * the trick, with who wins it so far; "next position" brings a new one; "show the legal cards" marks them.
 * Elements are found through the widget's data-* contract, never its text.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { watchProblems } from './support.ts';

/** The play page at the trainer's section: the fragment puts the keyboard's starting point there. */
const url = (lang: string) => `/${lang}/loo/play/#trainer`;

/** axe (WCAG 2.0/2.1 A and AA) on the trainer alone, in the state it is in. */
async function expectAccessible(page: Page, state: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    .include('section.loo-trainer')
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode(true)
    .analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), state).toEqual([]);
}

const isFocused = (l: Locator) => l.evaluate((el) => el === document.activeElement).catch(() => false);

/** Tabs from wherever the focus is into the trainer (which hydrates on that first focus). */
async function tabInto(page: Page, trainer: Locator): Promise<void> {
  for (let i = 0; i < 400; i++) {
    if (await trainer.evaluate((el) => el.contains(document.activeElement))) {
      await expect(trainer).toHaveAttribute('data-hydrated', 'true');
      return;
    }
    await page.keyboard.press('Tab');
  }
  throw new Error('the trainer was not reached by Tab');
}

/**
 * Moves the focus by Tab or Shift+Tab to `target`, a control of the trainer: up to 30 steps forward, then back
 * over those and up to 30 more, so that a target before the starting point is reached too (going back only as
 * far as it went forward returned to the start: a CI run started on the focus chooser and never reached the
 * rules menu just before it).
 */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (const [key, steps] of [['Tab', 30], ['Shift+Tab', 60]] as const) {
    for (let i = 0; i < steps; i++) {
      if (await isFocused(target)) return;
      await page.keyboard.press(key);
    }
  }
  expect(await isFocused(target), 'target reached by keyboard').toBe(true);
}

/** Chooses `value` in a focused select with the arrow keys, as a keyboard user does. */
async function choose(page: Page, select: Locator, value: string): Promise<void> {
  for (let i = 0; i < 20 && (await select.inputValue()) !== value; i++) await page.keyboard.press('ArrowDown');
  await expect(select).toHaveValue(value);
}

const hand = (trainer: Locator) => trainer.locator('button.loo-trainer__card');

{
  const lang = 'en';
  test(`${lang}: a forbidden card is explained and kept, a legal one played, then the next position`, async ({ page }) => {
    const problems = watchProblems(page);
    await page.goto(url(lang));
    const trainer = page.locator('section.loo-trainer').first();
    const prompt = trainer.locator('[data-seed]');
    const feedback = trainer.locator('.loo-trainer__feedback');

    // Before any script runs, the page already shows a position and the reader's cards.
    await expect(prompt).toHaveAttribute('data-seed', '1');
    expect(await hand(trainer).count()).toBeGreaterThanOrEqual(2);

    await tabInto(page, trainer);

    // A forbidden card: the reason and the rule with its source appear; the card stays in the hand.
    const bad = hand(trainer).and(page.locator('[data-legal="false"]')).first();
    const badCard = await bad.getAttribute('data-card');
    await tabTo(page, bad);
    await page.keyboard.press('Enter');
    await expect(feedback).toHaveAttribute('data-verdict', 'wrong');
    await expect(feedback.locator('[data-error^="ERR_"]')).toHaveCount(1);
    await expect(feedback.locator('.loo-trainer__cite[data-rule]')).toHaveCount(1);
    await expect(feedback.locator('.loo-trainer__cite a, .loo-trainer__cite').first()).not.toBeEmpty();
    await expect(hand(trainer).and(page.locator(`[data-card="${badCard}"]`))).toHaveCount(1);
    await expect(hand(trainer).and(page.locator(`[data-card="${badCard}"]`))).toHaveClass(/is-wrong/);
    await expect(trainer.locator('[data-score]')).toHaveAttribute('data-positions', '0');
    await expectAccessible(page, 'a forbidden card explained');

    // A legal card: played to the trick; the outcome names who wins the trick so far.
    const good = hand(trainer).and(page.locator('[data-legal="true"]')).first();
    const goodCard = await good.getAttribute('data-card');
    await tabTo(page, good);
    await page.keyboard.press('Enter');
    await expect(feedback).toHaveAttribute('data-verdict', 'right');
    await expect(feedback.locator('.loo-trainer__outcome[data-leader]')).toHaveCount(1);
    await expect(hand(trainer)).toHaveCount(0);
    await expect(trainer.locator(`.loo-felt__trick [data-card="${goodCard}"]`)).toHaveCount(1);
    // Not right first time: one position answered, none right at the first try.
    await expect(trainer.locator('[data-score]')).toHaveAttribute('data-positions', '1');
    await expect(trainer.locator('[data-score]')).toHaveAttribute('data-score', '0');
    await expectAccessible(page, 'a legal card played');

    // The keyboard goes on from "next position", which brings position 2, its seed in the address.
    const next = trainer.locator('button[data-action="next"]');
    await expect(next).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(prompt).toHaveAttribute('data-seed', '2');
    await expect(feedback).toHaveAttribute('data-verdict', '');
    expect(await hand(trainer).count()).toBeGreaterThanOrEqual(2);
    // The address follows in an effect after the new position is drawn: wait for it.
    await expect.poll(() => new URL(page.url()).searchParams.get('trainer')).toMatch(/^\w+\.any\.2$/);
    expect(problems).toEqual([]);
  });

  test(`${lang}: "show the legal cards" marks exactly the legal ones; a right first answer scores; the focus chooser steers the stream`, async ({ page }) => {
    await page.goto(url(lang));
    const trainer = page.locator('section.loo-trainer').first();
    await tabInto(page, trainer);
    const toggle = trainer.locator('input[data-control="show-legal"]');
    await tabTo(page, toggle);
    await page.keyboard.press('Space');
    await expect(toggle).toBeChecked();
    const legal = await hand(trainer).and(page.locator('[data-legal="true"]')).count();
    expect(legal).toBeGreaterThanOrEqual(1);
    await expect(hand(trainer).and(page.locator('.is-legal'))).toHaveCount(legal);
    await tabTo(page, hand(trainer).and(page.locator('.is-legal')).first());
    await page.keyboard.press('Enter');
    await expect(trainer.locator('[data-score]')).toHaveAttribute('data-score', '1');
    await expect(trainer.locator('[data-score]')).toHaveAttribute('data-positions', '1');

    // The focus chooser steers the stream (five-card Loo, "Pam, be civil!"), on the same page.
    const rules = trainer.locator('select[data-control="rules"]');
    await tabTo(page, rules);
    await choose(page, rules, 'fiveCard');
    const focus = trainer.locator('select[data-control="focus"]');
    await tabTo(page, focus);
    await choose(page, focus, 'pamCivil');
    const prompt = trainer.locator('[data-seed]');
    await expect(prompt).toHaveAttribute('data-rules', 'fiveCard');
    await expect(prompt).toHaveAttribute('data-focus', 'pamCivil');
    // The reader holds Pam, the knave of clubs, and the ace of trumps lies in the trick.
    await expect(hand(trainer).and(page.locator('[data-card="JC"]'))).toHaveCount(1);
    await expect(trainer.locator('.loo-felt__trick [data-card^="A"]')).toHaveCount(1);
  });
}

test.describe('dark colour scheme', () => {
  test.use({ colorScheme: 'dark' });
  test('en dark: no axe violation with the show-legal marks, a forbidden card and a played one', async ({ page }) => {
    await page.goto(url('en'));
    const trainer = page.locator('section.loo-trainer').first();
    await tabInto(page, trainer);
    await tabTo(page, trainer.locator('input[data-control="show-legal"]'));
    await page.keyboard.press('Space');
    await tabTo(page, hand(trainer).and(page.locator('[data-legal="false"]')).first());
    await page.keyboard.press('Enter');
    await expect(trainer.locator('.loo-trainer__feedback')).toHaveAttribute('data-verdict', 'wrong');
    await expectAccessible(page, 'dark, a forbidden card explained');
    await tabTo(page, hand(trainer).and(page.locator('[data-legal="true"]')).first());
    await page.keyboard.press('Enter');
    await expect(trainer.locator('.loo-trainer__feedback')).toHaveAttribute('data-verdict', 'right');
    await expectAccessible(page, 'dark, a legal card played');
  });
});

// On a phone the verdict above the table was a screen away from the hand (a designer's review): it is said again
// under the table, in view of the card just pressed.
test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });
  test('a forbidden card’s verdict shows under the table, near the hand', async ({ page }) => {
    await page.goto(url('en'));
    const trainer = page.locator('section.loo-trainer');
    const bad = hand(trainer).and(page.locator('[data-legal="false"]')).first();
    await bad.scrollIntoViewIfNeeded();
    await bad.tap();
    await expect(trainer).toHaveAttribute('data-hydrated', 'true');
    // The first tap may only have woken the widget; a press made meanwhile is replayed (interact.ts), else tap again.
    const echo = trainer.locator('[data-echo="wrong"]');
    if (!(await echo.isVisible())) await hand(trainer).and(page.locator('[data-legal="false"]')).first().tap();
    await expect(echo).toBeInViewport({ ratio: 0.95 }); // wholly, but for sub-pixel rounding
    await expect(echo).toContainText('The card stays in your hand');
  });
});
