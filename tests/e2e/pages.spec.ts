/** (a) Every page of every locale loads cleanly and says which language it is in. */
import { expect, test } from '@playwright/test';
import { LOCALES, PAGES, url, watchProblems } from './support.ts';

for (const lang of LOCALES) {
  for (const name of Object.keys(PAGES) as (keyof typeof PAGES)[]) {
    test(`${lang} ${name}: loads with no console message, failed request or error status`, async ({ page }) => {
      const problems = watchProblems(page);
      const res = await page.goto(url(lang, name), { waitUntil: 'networkidle' });
      expect(res?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('h1')).toHaveCount(1);
      // Replays hydrate on first use (client:interact): point at each, as a reader would, then let it settle.
      const islands = page.locator('section.replay[data-replay]');
      for (const island of await islands.all()) {
        await island.scrollIntoViewIfNeeded();
        await island.hover({ position: { x: 5, y: 5 } });
        await expect(island).toHaveAttribute('data-hydrated', 'true');
      }
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
    });
  }

  test(`${lang}: the rules and examples pages carry their replays`, async ({ page }) => {
    await page.goto(url(lang, 'rules'));
    await expect(page.locator('section.replay[data-replay="capture-round"]')).toHaveCount(1);
    await page.goto(url(lang, 'examples'));
    for (const id of ['capture-round', 'queen-takes-three', 'queen-takes-one', 'pay-off', 'settlement']) {
      await expect(page.locator(`section.replay[data-replay="${id}"]`), id).toHaveCount(1);
    }
    await expect(page.locator('[data-payoff="pay-off"]')).toHaveCount(1);
  });
}
