/**
 * The Loo replays reach the numbers the seed states, by keyboard alone, in the browser (real focus and
 * hydration on first use): E2's double pot of 9, Carla's two tricks and Emil's one, Ben looed; E1's Ben
 * heading Anna's 6♥ and winning the trick; E3's Carla keeping Pam after "Pam, be civil!". One locale and
 * one page load: the same steps in every language are component tests
 * (tests/unit/loo-widgets-locales.test.tsx), and the page's markup in each locale is the build's.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';

async function open(page: Page, id: string): Promise<Locator> {
  const replay = page.locator(`section.replay[data-loo-replay="${id}"]`);
  await expect(replay).toHaveCount(1);
  await replay.scrollIntoViewIfNeeded();
  await replay.focus();
  await expect(replay).toHaveAttribute('data-hydrated', 'true');
  return replay;
}
const seat = (r: Locator, p: number) => r.locator(`[data-seat="${p}"]`);

const lang = 'en';
test(`${lang}: E2, the payout of a pot of 9, then E1 and E3, by keyboard`, async ({ page }) => {
  await page.goto(`/${lang}/loo/examples/`);
  const r = await open(page, 'e2-payout');
  await expect(r.locator('[data-pot]').first()).toHaveAttribute('data-pot', '9');
  // The five calls: Anna passes, Ben takes the miss, Carla plays, Dan passes, Emil plays.
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
  await expect(r.locator('[data-step]')).toHaveAttribute('data-step', '5');
  await expect(seat(r, 0)).toHaveAttribute('data-call', 'pass');
  await expect(seat(r, 1)).toHaveAttribute('data-call', 'miss');
  await expect(seat(r, 2)).toHaveAttribute('data-call', 'play');
  await expect(r.locator('.replay__narration .tag--source')).toHaveCount(1);
  await page.keyboard.press('End');
  await expect(seat(r, 2)).toHaveAttribute('data-tricks', '2');
  await expect(seat(r, 4)).toHaveAttribute('data-tricks', '1');
  await expect(seat(r, 1)).toHaveAttribute('data-tricks', '0');
  await expect(seat(r, 1).locator('.badge--loo')).toHaveCount(1);
  // After the payout the pot holds Ben's loo of 3 for the next deal.
  await expect(r.locator('[data-pot]').first()).toHaveAttribute('data-pot', '3');
  const narration = r.locator('.replay__narration');
  await expect(narration).toContainText('6');
  await page.keyboard.press('Home');
  await expect(r.locator('[data-step]')).toHaveAttribute('data-step', '0');

  // E1 and E3 on the same page: the trick the seed describes.
  const e1 = await open(page, 'e1-heading');
  for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowRight');
  // After Anna's 6♥, Ben's 9♥ and Carla's 2♣ the trick is Ben's.
  await expect(e1.locator('[data-step]')).toHaveAttribute('data-step', '6');
  await expect(seat(e1, 1)).toHaveAttribute('data-tricks', '1');
  const e3 = await open(page, 'e3-civil');
  for (let i = 0; i < 10; i++) await page.keyboard.press('ArrowRight');
  await expect(e3.locator('[data-trick] [data-card]')).toHaveCount(2);
  await expect(e3.locator('[data-trick] [data-card="AS"]')).toHaveCount(1);
  await expect(e3.locator('[data-trick] [data-card="4S"]')).toHaveCount(1);
  await expect(seat(e3, 2).locator('[data-card="JC"]')).toHaveCount(1);
});
