/**
 * (c) The language switcher leads to the same page in each other language: its links on every page are
 *     checked in the build (tests/build/pages.test.ts); here a click on one (fr → ru) is followed and
 *     remembered.
 * (e) `/` offers the four languages and follows a remembered choice (localStorage `willughby-lang`).
 */
import { expect, test } from '@playwright/test';
import { LOCALES, url } from './support.ts';

test.describe('the root page /', () => {
  // A browser language the site does not have, so that only a remembered choice sends the reader on.
  test.use({ locale: 'ja-JP' });

  test('offers the four languages, with and without JavaScript', async ({ page, browser, baseURL }) => {
    await page.goto('/');
    await expect(page).toHaveURL('/');
    for (const lang of LOCALES) {
      await expect(page.locator(`main a[hreflang="${lang}"]`), lang).toHaveAttribute('href', `/${lang}/`);
    }
    const noJs = await browser.newContext({ javaScriptEnabled: false, baseURL });
    try {
      const plain = await noJs.newPage();
      await plain.goto('/');
      for (const lang of LOCALES) {
        await expect(plain.locator(`main a[hreflang="${lang}"]`), lang).toHaveAttribute('href', `/${lang}/`);
      }
      await plain.locator('main a[hreflang="fr"]').click();
      await expect(plain).toHaveURL('/fr/');
    } finally {
      await noJs.close();
    }
  });

  test("goes to /de/ when localStorage willughby-lang is 'de'", async ({ page }) => {
    await page.goto('/en/');
    await page.evaluate(() => localStorage.setItem('willughby-lang', 'de'));
    await page.goto('/');
    await expect(page).toHaveURL('/de/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });

  test('remembers the language last chosen in the switcher', async ({ page }) => {
    await page.goto(url('fr', 'rules'));
    await page.locator('header nav a[hreflang="ru"]').click();
    await expect(page).toHaveURL(url('ru', 'rules'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await page.goto('/');
    await expect(page).toHaveURL('/ru/');
  });

  // A QA tester switched language in a game, or on a position, and lost it: the address's query goes along.
  test('the switcher carries the address’s query and fragment to the other language', async ({ page }) => {
    await page.goto('/en/laugh-and-lie-down/play/?mode=game#play');
    await page.locator('header nav a[hreflang="de"]').click();
    // The game's widget may then write its own position into the address: the query it was given is kept.
    await expect(page).toHaveURL(/\/de\/laugh-and-lie-down\/play\/\?(?:.*&)?mode=game(?:&|#|$)/);
  });
});

test('the root page / follows the browser language when nothing is remembered', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ locale: 'fr-FR', baseURL });
  try {
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL('/fr/');
  } finally {
    await context.close();
  }
});
