/**
 * The reference half in the browser, in English (the links, the card describing the term and the glossary
 * entry's names in every locale are read from the build: tests/build/widgets.test.ts): a rules term explains itself on keyboard focus and on hover
 * without any script, and links to its glossary entry, which names it in all four languages. (That the
 * history pages cite a source for every dated entry and end with a line to cite them is read from the
 * build: tests/build/pages.test.ts.)
 */
import { expect, test } from '@playwright/test';
import { watchProblems } from './support.ts';

{
  const lang = 'en' as const;
  test(`${lang}: a term in the rules explains itself on focus and hover, and its glossary entry names it in four languages`, async ({ page }) => {
    const problems = watchProblems(page);
    await page.goto(`/${lang}/laugh-and-lie-down/rules/`);
    const term = page.locator('.term__word').first();
    const tip = page.locator('.term__card').first();
    await expect(tip).toBeHidden();
    await term.focus();
    await expect(tip).toBeVisible();
    const tipId = await tip.locator('.term__gloss').getAttribute('id');
    await expect(term).toHaveAttribute('aria-describedby', tipId!);
    await page.locator('h1').hover();
    await page.locator('h1').focus().catch(() => undefined);
    await term.blur();
    await expect(tip).toBeHidden();
    await term.hover();
    await expect(tip).toBeVisible();
    // The term leads to its glossary entry.
    const href = (await term.getAttribute('href'))!;
    expect(href).toMatch(new RegExp(`^/${lang}/glossary/#term-`));
    await page.goto(href);
    const id = href.split('#')[1]!;
    const dd = page.locator(`#${id} + div`);
    await expect(dd.locator('.glossary__names [lang]')).toHaveCount(3);
    expect(problems).toEqual([]);
  });
}

// A quick-reference sheet is one A4 page in print (a designer found the French one printing a blank second page,
// and the German one ran a few lines onto a second); Loo's has five-card Loo on a second page, its back.
// Chromium's own PDF, counted by its page objects.
test('every quick-reference sheet prints on one A4 page, Loo’s on two (three-card, then five-card)', async ({ page }) => {
  test.setTimeout(60_000);
  const over: string[] = [];
  for (const lang of ['en', 'de', 'fr', 'ru']) {
    for (const game of ['laugh-and-lie-down', 'loo']) {
      await page.goto(`/${lang}/${game}/reference/`);
      await page.emulateMedia({ media: 'print' });
      const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true });
      const pages = (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
      const want = game === 'loo' ? 2 : 1;
      if (pages !== want) over.push(`${lang}/${game}: ${pages} pages`);
    }
  }
  expect(over).toEqual([]);
});
