/**
 * The harness itself: watchProblems must not blame a page for the requests the browser aborts when a
 * test moves on to the next page (CI failed once on such a race: frame-client.js and favicon.svg of the
 * previous language), and must still report a request that fails on the page shown.
 */
import { expect, test } from '@playwright/test';
import { watchProblems } from './support.ts';

test('watchProblems: an abort caused by leaving the page is not a problem; a failure on the live page is', async ({ page }) => {
  const problems = watchProblems(page);
  let first = true;
  // The first page's frame code never arrives, so it is still in flight when the test navigates on.
  await page.route(/frame-client/, async (route) => {
    if (first) {
      first = false;
      await new Promise(() => {});
    } else await route.continue();
  });
  await page.goto('/en/', { waitUntil: 'domcontentloaded' });
  await page.goto('/de/');
  expect(problems).toEqual([]);
  await page.route(/favicon/, (route) => route.abort('aborted'));
  await page.evaluate(() => fetch('/favicon.svg?live').catch(() => 0));
  await expect.poll(() => problems.some((p) => p.includes('favicon.svg?live'))).toBe(true);
});
