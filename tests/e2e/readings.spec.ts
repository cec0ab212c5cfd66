/**
 * The readings page in the browser, by keyboard alone, in English (its markup in every locale — rows, marks,
 * the popovers' evidence and links, the widgets rendered on the server — is read from the build,
 * tests/build/widgets.test.ts; the calculator's and the comparison's results in components,
 * tests/unit/readings-widgets.test.tsx): the matrix (generated from the engine), the pay-off
 * calculator with seed 001's settlement (14/12/8/6/12, Ben last → nets 0, +5, −2, −3, 0 under Parlett) and
 * its refusal of an odd count, and the comparison of two readings on one deal (the pay-off example under the
 * beginner's rules parts at step 1: no prials may be put down).
 */
import { expect, test } from '@playwright/test';
import { watchProblems } from './support.ts';

{
  const lang = 'en' as const;
  test(`${lang} readings: matrix, calculator and comparison work by keyboard`, async ({ page }) => {
    const problems = watchProblems(page);
    await page.goto(`/${lang}/laugh-and-lie-down/readings/`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);

    // The matrix: a row per rule point, differing cells marked, every cell's source linked.
    const matrix = page.locator('[data-matrix]');
    // 4 deals, 21 options, and the 5 gaps of lld-readings.md §4.2.
    await expect(matrix.locator('tr[data-row]')).toHaveCount(30);
    await expect(matrix.locator('tr#row-bonusTo td[data-differs="true"]')).not.toHaveCount(0);
    // A cell's evidence mark opens its citation (a native popover) by keyboard: source, section, note.
    const cite = matrix.locator('tr#row-deal-4 button.matrix__cite').first();
    await cite.focus();
    await page.keyboard.press('Enter');
    // Cells citing the same evidence, source, section and note share one popover, after the table.
    const pop = matrix.locator(`[popover]#${await cite.getAttribute('popovertarget')}:popover-open`);
    await expect(pop).toBeVisible();
    // Evidence, source and section, then the editors' note, in one block of text.
    await expect(pop).toContainText({ en: 'Stated by the source', de: 'Steht so in der Quelle', fr: 'La source énonce', ru: 'Прямо сказано' }[lang]!);
    const href = await pop.locator('a').first().getAttribute('href');
    expect(href).toMatch(/^#src-s1$/);
    await expect(page.locator(href!)).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(pop).toHaveCount(0);

    // The calculator, by keyboard: the seed 001 example, then an odd count.
    const calc = page.locator('[data-calculator]');
    await calc.scrollIntoViewIfNeeded();
    await expect(calc.locator('[data-calc-reading="parlett"]')).toHaveCount(1);
    // The calculator hydrates on first use (client:interact): focusing it loads it.
    await page.locator('[data-calculator] [data-example="001"]').focus();
    await expect(page.locator('astro-island:has([data-calculator])')).not.toHaveAttribute('ssr', /.*/);
    await page.keyboard.press('Enter');
    const nets = await calc.locator('[data-calc-reading="parlett"] [data-net]').evaluateAll((cells) => cells.map((c) => c.getAttribute('data-net')));
    expect(nets).toEqual(['0', '5', '-2', '-3', '0']);
    await page.locator('[data-won-input="0"]').focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('13');
    await expect(calc.locator('[data-calc-error="ERR_WON_ODD"]')).toBeVisible();

    // The comparison: choose the second reading with the keyboard.
    const cmp = page.locator('[data-compare]');
    await cmp.scrollIntoViewIfNeeded();
    await expect(cmp.locator('[data-compare-side="a"] li').first()).toBeVisible();
    await page.locator('#cmp-b').focus();
    await expect(page.locator('astro-island:has([data-compare])')).not.toHaveAttribute('ssr', /.*/);
    await page.keyboard.press('Home'); // the first reading in the list: Parlett's
    await expect(cmp.locator('.cmp__summary')).toHaveAttribute('data-divergence', 'none');
    // The pay-off example opens with three prials put down (seed 001's deal as completed here); the
    // beginner's rules allow no declarations, so the games part at step 1, caused by that rule.
    await page.locator('#cmp-deal').focus();
    for (let i = 0; i < 6 && (await page.locator('#cmp-deal').inputValue()) !== 'pay-off'; i++) await page.keyboard.press('ArrowDown');
    await expect(page.locator('#cmp-deal')).toHaveValue('pay-off');
    await page.locator('#cmp-b').focus();
    await page.keyboard.press('End'); // the last reading in the list: the beginner's rules
    await expect(page.locator('#cmp-b')).toHaveValue('simplified');
    await expect(cmp.locator('.cmp__summary')).toHaveAttribute('data-divergence', '1');
    await expect(cmp.locator('.cmp__summary')).toHaveAttribute('data-cause', 'declarations');
    // Every divergence is marked (issue 16); the first at step 1.
    await expect(cmp.locator('[data-compare-side="a"] li[data-step="1"].cmp__step--diverge')).toHaveCount(1);

    expect(problems).toEqual([]);
  });
}

// A Russian reader chose the second reading before the widget had woken (by keyboard, or as a script or
// assistive technology does, with no focus first): the comparison stayed French, then the menu jumped back.
test('ru readings: a reading chosen before the comparison has woken is the one compared', async ({ page }) => {
  const problems = watchProblems(page);
  await page.goto('/ru/laugh-and-lie-down/readings/');
  const cmp = page.locator('[data-compare]');
  await expect(page.locator('astro-island:has([data-compare])')).toHaveAttribute('ssr', /.*/);
  await page.locator('#cmp-b').selectOption('porges');
  await expect(page.locator('astro-island:has([data-compare])')).not.toHaveAttribute('ssr', /.*/);
  const porges = /games\.porg\.es/;
  await expect(cmp.locator('[data-compare-side="b"] .cmp__head')).toContainText(porges);
  await expect(page.locator('#cmp-b')).toHaveValue('porges');
  // A later change still works, and the first is not undone by it.
  await page.locator('#cmp-a').selectOption('simplified');
  await expect(page.locator('#cmp-b')).toHaveValue('porges');
  await expect(cmp.locator('[data-compare-side="b"] .cmp__head')).toContainText(porges);
  expect(problems).toEqual([]);
});
