/**
 * The Loo variants matrix on /{lang}/loo/variants/, in the browser, in English (the same markup and values
 * in every locale are read from the build, tests/build/widgets.test.ts), by keyboard: every rule set and
 * every option, the family chooser (radio buttons, no JavaScript), the seed's values — Irish Loo has no
 * miss ("Irisches Loo: Loo mit drei Karten ohne Miss"), mixed Loo's cap is 30 chips ("mit einer
 * vereinbarten Obergrenze – zum Beispiel 30 Chips") — and a citation popover naming its source.
 */
import { expect, test } from '@playwright/test';
import { watchProblems } from './support.ts';

/** Every option of the engine's Loo rules (src/engine/loo/options.ts). */
const OPTIONS = [
  'handSize', 'dealPackets', 'minPlayers', 'maxPlayers', 'miss', 'potKinds', 'singlePot', 'dealerStake', 'otherStake',
  'allPassed', 'dealerVsLone', 'clubLaw', 'exchange', 'dealerTakesTrump', 'hiddenTrump', 'pam', 'pamStatus', 'pamCivil',
  'flush', 'flushTie', 'flushLoo', 'lead', 'leadAce', 'leadDuty', 'follow', 'head', 'trumpWhenVoid', 'undivided',
  'unevenPot', 'loo', 'looChips', 'looCap', 'endOfGame',
];
/** The rule sets by family: the two bases, the seed's ten variants, and the old books' rules. */
const THREE = ['threeCard', 'unlimited', 'mixed', 'clubLaw', 'irish', 'threeCardFlush', 'hiddenTrump', 'undivided', 'peel', 'enquireWithin', 'cassell'];
const FIVE = ['fiveCard', 'runningPam', 'dealerTakesTrump', 'earlyAmerican', 'peelFive', 'hoyleFive', 'pokerwinerFive'];

{
  const lang = 'en' as const;
  test(`${lang} Loo variants: every rule set and option, the seed's values, a citation by keyboard`, async ({ page }) => {
    // A long page (33 rows × 18 rule sets) visited three times; room for a busy machine.
    test.setTimeout(60_000);
    const problems = watchProblems(page);
    // Each page settles before the next navigation, so that nothing still loading (the favicon) is cut off.
    await page.goto(`/${lang}/loo/variants/`, { waitUntil: 'networkidle' });
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    const m = page.locator('[data-loo-variants]');
    await expect(m).toHaveCount(1);

    // A row per option, its heading the target of links from the rules pages.
    const rowIds = await m.locator('tr[data-option] > th[scope="row"]').evaluateAll((ths) => ths.map((th) => `${th.parentElement!.dataset.option}:${th.id}`));
    expect(rowIds.sort()).toEqual(OPTIONS.map((o) => `${o}:loo-opt-${o}`).sort());
    // The test configuration is not a rule set of any book.
    await expect(m.locator('[data-rules="peer"]')).toHaveCount(0);

    // The family chooser, by keyboard: three-card first, then five-card, then all.
    /** The rule sets whose column heading is shown. */
    const shown = () => m.locator('thead th[data-rules]').evaluateAll((ths) => ths.filter((th) => th.checkVisibility()).map((th) => th.getAttribute('data-rules')));
    await expect(m.locator('[data-family-choice="three"]')).toBeChecked();
    expect(await shown()).toEqual(THREE);
    await m.locator('[data-family-choice="three"]').focus();
    await page.keyboard.press('ArrowRight');
    await expect(m.locator('[data-family-choice="five"]')).toBeChecked();
    await expect.poll(shown).toEqual(FIVE);
    await page.keyboard.press('ArrowRight');
    await expect(m.locator('[data-family-choice="all"]')).toBeChecked();
    await expect.poll(shown).toEqual([...THREE, ...FIVE]);
    // Every cell of a row, one per rule set.
    await expect(m.locator('tr[data-option="lead"] td')).toHaveCount(THREE.length + FIVE.length);

    // Irish Loo has no miss, against three-card Loo's miss: the cell differs from its base.
    const row = (o: string) => m.locator(`tr[data-option="${o}"]`);
    const irish = row('miss').locator('td[data-rules="irish"]');
    const base = row('miss').locator('td[data-rules="threeCard"]');
    await expect(irish).toHaveAttribute('data-value', 'false');
    await expect(irish).toHaveAttribute('data-differs', 'true');
    await expect(base).toHaveAttribute('data-value', 'true');
    // A cell's value is its text before the marks (the cell holds no wrapper, issue 19).
    const value = (cell: typeof irish) => cell.evaluate((td) => td.firstChild!.textContent!.trim());
    expect(await value(irish)).not.toBe(await value(base));
    if (lang === 'en') expect(await value(irish)).toBe('no');
    // Irish Loo's "no difference between single and double pot" is the seed's alone: marked unconfirmed.
    await expect(row('potKinds').locator('td[data-rules="irish"] [data-unconfirmed]')).toBeVisible();

    // Mixed Loo's cap is 30 chips.
    const cap = row('looCap').locator('td[data-rules="mixed"]');
    await expect(cap).toHaveAttribute('data-value', '30');
    await expect(cap).toHaveAttribute('data-differs', 'true');
    expect(await value(cap)).toContain('30');
    if (lang === 'en') expect(await value(cap)).toBe('30 chips');

    // Its citation opens by keyboard (a native popover): the German Loo text, its section "Varianten" named in
    // the page's language, linked to the sources page.
    const cite = cap.locator('button.loo-vx__cite');
    await cite.focus();
    await page.keyboard.press('Enter');
    // Cells citing the same source, section and evidence share one popover, after the table.
    const pop = m.locator(`[popover]#${await cite.getAttribute('popovertarget')}:popover-open`);
    await expect(pop).toBeVisible();
    const link = pop.locator('a[data-source="loo-text"]');
    await expect(link).toHaveAttribute('href', `/${lang}/sources/#src-loo-text`);
    // The unpublished text is titled in the reader's language (sources.json `titles`).
    await expect(link).toContainText({ en: 'Loo (Lanterloo)', de: 'Loo (Lanterloo)', fr: 'Loo (Lanterloo)', ru: 'Лу (Lanterloo)' }[lang]!);
    await expect(pop).toContainText({ en: '“Variants”', de: '„Varianten“', fr: 'Variantes', ru: '«Варианты»' }[lang]!);
    await page.keyboard.press('Escape');
    await expect(pop).toHaveCount(0);
    await expect(cite).toBeFocused();

    // The link leads to the source's entry on the sources page.
    await page.goto(`/${lang}/sources/`, { waitUntil: 'networkidle' });
    await expect(page.locator('#src-loo-text')).toHaveCount(1);

    // A rules page's link to a row lands on it.
    await page.goto(`/${lang}/loo/variants/#loo-opt-lead`, { waitUntil: 'networkidle' });
    await expect(page.locator('#loo-opt-lead')).toBeInViewport();

    expect(problems).toEqual([]);
  });
}
