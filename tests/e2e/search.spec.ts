/**
 * (d) Search (Pagefind's Default UI, loaded when the header's field is first focused) finds a game
 * term in each language, and its first result stays within that language.
 */
import { expect, test } from '@playwright/test';
import { type Locale, url } from './support.ts';

/** A term of each language's rules page (see the terms table of the brief). */
const TERMS: Record<Locale, string> = {
  en: 'mournival',
  de: 'Drilling',
  fr: 'brelan',
  ru: 'каре',
};

for (const [lang, term] of Object.entries(TERMS) as [Locale, string][]) {
  test(`${lang}: search finds "${term}" on a ${lang} page`, async ({ page }) => {
    await page.goto(url(lang, 'overview'));
    const field = page.locator('header [role="search"] input, header #site-search input').first();
    await expect(field).toBeVisible();
    await field.click();
    // The Default UI replaces the field once loaded, and takes the focus.
    const input = page.locator('header .pagefind-ui__search-input');
    await expect(input).toBeVisible();
    await input.fill(term);
    const links = page.locator('header .pagefind-ui__result-link');
    await expect(links.first()).toBeVisible();
    const resultPaths = () =>
      links.evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    // The rules page, which uses the term, is among the results (they load one by one) ...
    await expect.poll(resultPaths, { message: 'result paths' }).toContain(url(lang, 'rules'));
    // ... and every result, the first above all, is a page of this language.
    const paths = await resultPaths();
    expect(paths[0], 'first result').toMatch(new RegExp(`^/${lang}/`));
    for (const path of paths) expect(path).toMatch(new RegExp(`^/${lang}/`));

    await links.first().click();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    expect(new URL(page.url()).pathname).toBe(paths[0]);
  });
}
