/**
 * The Loo pot calculator on the Loo examples page, in the browser, by keyboard (real focus, Tab order,
 * hydration on first use, axe), in English; the same numbers and refusals in every language are component
 * tests (tests/unit/loo-widgets-locales.test.tsx): seed 004's example E2
 * (Emil deals, 6 carried + 3 = 9; Carla's two tricks 6, Emil's one 3; Ben looed for 3; the next pot 6),
 * Peel's loo of 6 (next pot 9), an impossible trick count refused with a message, and no axe violation in
 * the widget (stakes opened, error shown). Numbers from research loo-rules.md §4, never from the engine.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { watchProblems } from './support.ts';

async function expectAccessible(page: Page, state: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .include('[data-loo-calculator]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const lines = violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${v.help} at ${n.target.join(' ')}`));
  expect(lines, `axe violations in the calculator — ${state}`).toEqual([]);
}

{
  const lang = 'en';
  test(`${lang} Loo pot calculator: E2 by keyboard, Peel's loo, an impossible count`, async ({ page }) => {
    // Two axe runs and many steps: more than the default 30 s on a loaded two-core machine.
    test.setTimeout(90_000);
    const problems = watchProblems(page);
    await page.goto(`/${lang}/loo/examples/`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    const calc = page.locator('[data-loo-calculator]');
    await expect(calc).toHaveCount(1);
    await calc.scrollIntoViewIfNeeded();
    // Rendered on the server with E2's result already (no empty box before hydration).
    await expect(calc.locator('[data-lpc-next-pot]')).toHaveAttribute('data-lpc-next-pot', '6');

    // Hydrates on first use: focusing a button loads it. First another example, then E2, both by keyboard.
    await calc.locator('[data-example="E7"]').focus();
    await expect(calc).toHaveAttribute('data-hydrated', 'true');
    await page.keyboard.press('Enter');
    // E7 (Peel): 12 carried + 3 = 15, 5 a trick.
    await expect(calc.locator('[data-lpc-values]')).toHaveAttribute('data-lpc-values', '5 5 5');
    await calc.locator('[data-example="E2"]').focus();
    await page.keyboard.press('Enter');
    await expect(calc.locator('[data-example="E2"]')).toHaveAttribute('aria-pressed', 'true');
    await expect(calc.locator('[data-lpc-pot]')).toHaveAttribute('data-lpc-pot', '9');
    await expect(calc.locator('[data-lpc-values]')).toHaveAttribute('data-lpc-values', '3 3 3');
    const shares = await calc.locator('[data-lpc-share]').evaluateAll((cells) => cells.map((c) => c.getAttribute('data-lpc-share')));
    expect(shares).toEqual(['0', '0', '6', '0', '3']); // Carla 6, Emil 3
    await expect(calc.locator('[data-lpc-looed]')).toHaveCount(1);
    await expect(calc.locator('[data-lpc-looed="1"]')).toHaveAttribute('data-lpc-loo', '3'); // Ben pays 3
    await expect(calc.locator('[data-lpc-next-pot]')).toHaveAttribute('data-lpc-next-pot', '6');
    await expect(calc.locator('[data-lpc-balance]')).toHaveAttribute('data-lpc-balance', '0');

    // The next example by Tab: Peel's loo of 6 → Ben pays 6, the next pot is 9.
    await page.keyboard.press('Tab');
    await expect(calc.locator('[data-example="E2peel"]')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(calc.locator('[data-lpc-looed="1"]')).toHaveAttribute('data-lpc-loo', '6');
    await expect(calc.locator('[data-lpc-next-pot]')).toHaveAttribute('data-lpc-next-pot', '9');

    // The stakes opened by keyboard, for the accessibility check.
    await calc.locator('.lpc__stakes summary').focus();
    await page.keyboard.press('Enter');
    await expect(calc.locator('.lpc__stakes')).toHaveAttribute('open', '');
    await expectAccessible(page, 'E2 under Peel, stakes open');

    // An impossible count: Carla's tricks made 3, so four tricks in a three-card deal.
    await calc.locator('[data-tricks-input="2"]').focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('3');
    const error = calc.locator('[data-lpc-error="ERR_COUNTS_TRICKS_SUM"]');
    await expect(error).toBeVisible();
    expect((await error.innerText()).trim().length).toBeGreaterThan(10);
    await expect(calc.locator('.lpc__out')).not.toContainText('NaN');
    // A trick for Anna, who passed.
    await page.keyboard.press('Control+A');
    await page.keyboard.type('1');
    await calc.locator('[data-tricks-input="0"]').focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('1');
    await expect(calc.locator('[data-lpc-error="ERR_COUNTS_TRICKS_PASSED"]')).toBeVisible();
    // A negative carry.
    await calc.locator('[data-lpc-carried]').focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('-3');
    await expect(calc.locator('[data-lpc-error="ERR_CARRIED"]')).toBeVisible();
    await expectAccessible(page, 'an error shown');

    expect(problems).toEqual([]);
  });
}
