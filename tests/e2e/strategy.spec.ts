/**
 * The strategy pages (/{lang}/laugh-and-lie-down/strategy/, /{lang}/loo/strategy/): each loads cleanly with
 * its charts as static SVG (no script of its own) and a table beside each; the "run it yourself" control
 * reruns the seat experiment in a Web Worker and shows a table whose seats' results sum to at most zero
 * (chips only leave the players for the pot, never enter from outside: seed 001 "Pay-off", seed 004
 * "Auszahlung"), and a run can be cancelled; no axe violation.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { cutWords, watchProblems } from './support.ts';

/**
 * One page per game, in two languages: the charts and tables of every locale are read from the build
 * (tests/build/widgets.test.ts); what needs a browser (the Worker, axe after a run) is the same code in each.
 */
const PAGES = [['de', 'laugh-and-lie-down'], ['ru', 'loo']] as const;

/** A signed decimal as the page writes it in any of the four languages (typographic minus, decimal comma). */
const num = (s: string) => Number(s.trim().replace('\u2212', '-').replace(',', '.'));

{
  for (const [lang, game] of PAGES) {
    test(`${lang} ${game}: charts with tables, and the experiment rerun in a Worker`, async ({ page }) => {
      const problems = watchProblems(page);
      await page.goto(`/${lang}/${game}/strategy/`);
      const charts = page.locator('figure.strategy-chart');
      expect(await charts.count()).toBeGreaterThanOrEqual(3);
      for (const chart of await charts.all()) {
        await expect(chart.locator('svg')).toHaveCount(1);
        expect(await chart.locator('tbody tr').count()).toBeGreaterThan(1);
      }
      const run = page.locator('.runit button[data-action="run"]');
      await run.scrollIntoViewIfNeeded();
      await run.click();
      const result = page.locator('.runit [data-result]');
      await expect(result).toBeVisible({ timeout: 60_000 });
      const means = await result.locator('tbody tr td:nth-child(2)').allTextContents();
      expect(means.length).toBe(5);
      // Loo's result counts its games of twenty deals, as the page's figures do (a German newcomer).
      if (game === 'loo') await expect(page.locator('.runit [role="status"]')).toContainText(/Готово: 200 новых партий из[\s\u00a0]двадцати раздач \(4000[\s\u00a0]раздач\)/);
      // A run's intervals are written as the page's tables write theirs (German « bis », where the run wrote « … »).
      const sep = (s: string) => s.replace(/[\u2212+\-]?[0-9]+([.,][0-9]+)?/g, '#');
      const pageInterval = sep((await page.locator('figure.strategy-chart .strategy-chart__interval').first().textContent())!);
      expect(pageInterval).toMatch(/^#\s*\S+\s*#$/);
      expect(sep((await result.locator('tbody tr td:nth-child(3)').first().textContent())!)).toBe(pageInterval);
      const sum = means.map(num).reduce((a, b) => a + b, 0);
      // Rounded to hundredths per seat: allow the rounding of five figures.
      expect(sum).toBeLessThanOrEqual(0.03);
      const { violations } = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa']).analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      expect(problems).toEqual([]);
    });
  }
}

test('en: a double click on Run starts one run and does not cancel it (Cancel comes beside Run)', async ({ page }) => {
  await page.goto('/en/laugh-and-lie-down/strategy/');
  const run = page.locator('.runit button[data-action="run"]');
  await run.scrollIntoViewIfNeeded();
  await run.dblclick();
  await expect(page.locator('.runit [data-result]')).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('.runit [role="status"]')).toContainText('Done: 4,000 new deals');
  await expect(run).toBeEnabled();
});

/**
 * Presses Run, then Cancel as soon as the page has drawn it. Even the careful players play on the rules kernel,
 * and a run can end within a second, so a click from outside could land after it has ended (Preact renders a
 * microtask after the click, long before the Worker has even loaded its module).
 */
async function runAndCancel(page: Page): Promise<void> {
  await page.evaluate(async () => {
    document.querySelector<HTMLButtonElement>('.runit button[data-action="run"]')!.click();
    let cancel: HTMLButtonElement | null;
    while (!(cancel = document.querySelector<HTMLButtonElement>('.runit button[data-action="cancel"]'))) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    cancel.click();
  });
}

test('en: a run can be cancelled', async ({ page }) => {
  await page.goto('/en/laugh-and-lie-down/strategy/');
  const level = page.locator('.runit select[name="level"]');
  await level.scrollIntoViewIfNeeded();
  await level.focus();
  // The focus hydrates the island; a choice made before it has hydrated would be lost (the run would then
  // use the fast players and could end before the cancel lands), so wait for it first.
  await expect(page.locator('astro-island:has(.runit)')).not.toHaveAttribute('ssr', /.*/);
  await level.selectOption('careful');
  await expect(level).toHaveValue('careful');
  await runAndCancel(page);
  // How far it got, of the 4,000 deals the control offers first (a German editor read a bare "Cancelled.").
  await expect(page.locator('.runit [role="status"]')).toHaveText(/^Cancelled after [\d,]+ of 4,000 deals; a run cut short gives no figures\.$/);
  await expect(page.locator('.runit [data-result]')).toHaveCount(0);
  await expect(page.locator('.runit button[data-action="run"]')).toBeVisible();
});

/** The English LLD strategy page's Run button, its island awake (the focus hydrates it). */
async function awakeRun(page: Page) {
  await page.goto('/en/laugh-and-lie-down/strategy/');
  const run = page.locator('.runit button[data-action="run"]');
  await run.scrollIntoViewIfNeeded();
  await run.focus();
  await expect(page.locator('astro-island:has(.runit)')).not.toHaveAttribute('ssr', /.*/);
  return run;
}

// A tester blocked the Worker's script (offline, or an old tab after the site changed): the run sat at "0 of 4,000
// deals" for good. It says it could not run, and Run is there again.
test('en: a run whose Worker does not load says so, and Run comes back', async ({ page }) => {
  await page.route(/worker/, (r) => r.abort());
  const run = await awakeRun(page);
  await run.click();
  await expect(page.locator('.runit [role="status"]')).toHaveText('The experiment could not be run. Choose other settings, or reload the page and try again.');
  await expect(run).toBeEnabled();
});

// A German newcomer's first result went as soon as he started a second run, and for good when he cancelled it.
test('en: a cancelled run leaves the last result, which says which run it was', async ({ page }) => {
  const run = await awakeRun(page);
  await run.click();
  const result = page.locator('.runit [data-result]');
  await expect(result).toBeVisible({ timeout: 60_000 });
  const done = (await page.locator('.runit [role="status"]').textContent())!;
  expect(done).toContain('Done: 4,000 new deals');
  const first = await result.locator('tbody').textContent();
  // The result line is the status's own while it is the last word; the table has no caption of its own then.
  await expect(result.locator('[data-result-earlier]')).toHaveCount(0);
  await page.locator('.runit select[name="level"]').selectOption('careful');
  await runAndCancel(page);
  await expect(page.locator('.runit [role="status"]')).toHaveText(/^Cancelled after [\d,]+ of 4,000 deals;/);
  await expect(result.locator('tbody')).toHaveText(first!);
  await expect(result.locator('[data-result-earlier]')).toHaveText(`Previous run. ${done}`);
});

test('en: a run uses the reading, players and level the menus show, even when chosen before the control woke up, and says so', async ({ page }) => {
  await page.goto('/en/laugh-and-lie-down/strategy/');
  // The control hydrates on first use; these choices are made at once, the first of them before it has.
  const reading = page.locator('.runit select[name="reading"]');
  await reading.scrollIntoViewIfNeeded();
  await reading.selectOption('caid');
  await page.locator('.runit select[name="players"]').selectOption('4');
  await page.locator('.runit select[name="level"]').selectOption('careful');
  await expect(page.locator('astro-island:has(.runit)')).not.toHaveAttribute('ssr', /.*/);
  // The levels carry the names the game and the analysis give them, as the captions and the method say
  // ("At random" is the analysis's fastest level, not the game's "Plain").
  await expect(page.locator('.runit select[name="level"] option')).toHaveText(['At random', 'Willughby’s advice', 'Careful']);
  await expect(reading).toHaveValue('caid');
  await page.locator('.runit button[data-action="run"]').click();
  const result = page.locator('.runit [data-result]');
  await expect(result).toBeVisible({ timeout: 60_000 });
  // Four players: eldest, second, third and the dealer.
  await expect(result.locator('tbody tr')).toHaveCount(4);
  await expect(page.locator('.runit [role="status"]')).toHaveText('Done: 4,000 new deals — Caid wiki, 4 players, computer level “Careful”.');
  await expect(reading).toHaveValue('caid');
});

test('en: a count of players the next reading lacks falls back to five, even when chosen before the control woke up', async ({ page }) => {
  await page.goto('/en/laugh-and-lie-down/strategy/');
  // A German newcomer chose 3 players, then du Coeur's reading, which defines 5 only: the players menu went
  // blank and the run failed with the engine's code (settleSeeded: ERR_PLAYERS).
  const players = page.locator('.runit select[name="players"]');
  await players.scrollIntoViewIfNeeded();
  await players.selectOption('3');
  await page.locator('.runit select[name="reading"]').selectOption('ducoeur');
  await expect(page.locator('astro-island:has(.runit)')).not.toHaveAttribute('ssr', /.*/);
  await expect(players).toHaveValue('5');
  await page.locator('.runit button[data-action="run"]').click();
  const result = page.locator('.runit [data-result]');
  await expect(result).toBeVisible({ timeout: 60_000 });
  await expect(result.locator('tbody tr')).toHaveCount(5);
  await expect(page.locator('.runit [role="status"]')).toContainText(', 5 players, ');
});

/** On a 360 px phone no word of a strategy table is cut in two (support.ts cutWords): ru „Средн|ее“ and en „Mea|n“ were. */
test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });
  for (const lang of ['en', 'de', 'fr', 'ru'] as const) {
    test(`${lang}: the strategy tables cut no word in two`, async ({ page }) => {
      const cut: string[] = [];
      for (const game of ['laugh-and-lie-down', 'loo']) {
        await page.goto(`/${lang}/${game}/strategy/`);
        await expect(page.locator('.strategy-chart__table').first()).toBeVisible();
        cut.push(...(await cutWords(page, '.strategy-chart__table')).map((w) => `${game}: ${w}`));
      }
      expect(cut).toEqual([]);
    });
  }
});
