/**
 * Every reading playable and comparable (issue 16), in the built site: the LLD play page offers every
 * reading the engine has, for the game and the explorer; a deal under the French reading runs to its
 * settlement (the bonus to one player, odd differences rounded down, the rest left in the pot — seed 003,
 * "Décompte des points"; the whole game of five deals is a component test); an impossible position is refused in the editor with its reason; Loo compares two rule
 * sets on one deal with at least two divergences marked.
 */
import { expect, test, type Page } from '@playwright/test';
import { READINGS } from '../../src/engine/index.ts';
import { overlappingCards, coachOff } from './support.ts';

const PLAY = (lang: string) => `/${lang}/laugh-and-lie-down/play/`;

async function hydrate(page: Page) {
  const play = page.locator('[data-play]');
  await play.scrollIntoViewIfNeeded();
  await page.locator('[data-tab="explore"]').focus();
  await expect(play).toHaveAttribute('data-hydrated', 'true');
  return play;
}

test('the built play page offers every reading the engine has, in the game and in the explorer', async ({ page }) => {
  await page.goto(PLAY('en'));
  const play = await hydrate(page);
  const ids = Object.keys(READINGS).sort();
  const values = (sel: string) => play.locator(`${sel} option`).evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
  expect((await values('#play-reading')).sort()).toEqual(ids);
  await page.locator('[data-tab="game"]').click();
  // The game tab's code is fetched on first use: wait for its settings to be there.
  await expect(page.locator('#game-reading option')).not.toHaveCount(0);
  expect((await values('#game-reading')).sort()).toEqual(ids);
});

// The first deal, in French, with real clicks; all five deals of the game, in French and in Russian, with the
// pot carried from deal to deal and the winner at the end, are a component test (tests/unit/game-french-deals.test.tsx).
for (const lang of ['fr'] as const) {
  test(`${lang}: a deal under the French reading, to its settlement`, async ({ page }) => {
    test.setTimeout(120_000);
    await coachOff(page);
    await page.goto(`${PLAY(lang)}?mode=game&reading=french&seed=1703`);
    const play = await hydrate(page);
    await expect(play.locator('#game-reading')).toHaveValue('french');
    // Five players: the deal the French text states (8 each, 12 face up, stakes 3 and 2, a pot of 11, norm 8;
    // seed 003, "Mise en place"); its three- and four-player stakes are not stated.
    await play.locator('#game-players').selectOption('5');
    await play.locator('#game-pace').selectOption('quick');
    await expect(page).toHaveURL(/reading=french/);
    await play.locator('[data-action="start"]').click();
    let carried = 0;
    for (let deal = 1; deal <= 1; deal++) {
      const game = play.locator('.play__game');
      await expect(game).toHaveAttribute('data-deal', String(deal));
      // The pot at the start: the stakes (dealer 3, the others 2; seed 003) plus what the last deal left.
      const before = 11 + carried;
      await expect(play.locator('[data-pot]').first()).toHaveAttribute('data-pot', String(before));
      // The reader plays the first move offered until the deal is settled; the computer players do the rest.
      const mine = play.locator('[data-my-moves] button').first();
      while ((await game.getAttribute('data-game')) !== 'settled') {
        // The reader's turn or the end of the deal, whichever the computer players bring first.
        await mine.or(play.locator('.play__game[data-game="settled"]')).first().waitFor();
        if (await mine.isVisible().catch(() => false)) await mine.click({ timeout: 5_000 }).catch(() => undefined);
      }
      const s = play.locator('[data-settlement]');
      await expect(s.locator('[data-settled-under="french"]')).toBeVisible();
      const dealer = (deal - 1) % 5;
      let bonuses = 0;
      let paid = 0;
      for (let p = 0; p < 5; p++) {
        const row = s.locator(`tr[data-seat="${p}"]`);
        const won = Number(await row.locator('td').first().textContent());
        const net = Number(await row.locator('[data-net]').getAttribute('data-net'));
        const stake = p === dealer ? 3 : 2;
        // Seed 003: a chip a pair above or below the norm of 8, odd differences rounded down.
        const extra = net + stake - Math.floor((won - 8) / 2);
        expect([0, 5], `deal ${deal} seat ${p}`).toContain(extra);
        if (extra === 5) bonuses++;
        paid += net + stake;
      }
      // The bonus goes to one player, the last capturer.
      expect(bonuses).toBe(1);
      // What the pot did not pay out stays in it, and is carried to the next deal (seed 003).
      const left = s.locator('[data-pot-left]');
      const remainder = (await left.count()) > 0 ? Number(await left.getAttribute('data-pot-left')) : 0;
      expect(remainder).toBe(before - paid);
      carried = Math.max(0, remainder);
      await expect(s.locator('[data-action="next-deal"]')).toBeVisible();
    }
  });
}

const ANNA = { en: 'Anna', ru: 'Анна' } as const;
for (const lang of ['en', 'ru'] as const) {
  test(`${lang}: five of Anna's cards moved to the table before anyone has played are refused, with the reason`, async ({ page }) => {
    await page.goto(PLAY(lang));
    const play = await hydrate(page);
    await page.locator('[data-tab="edit"]').click();
    await expect(play.locator('[data-edit-valid]')).toHaveAttribute('data-edit-valid', 'true');
    await play.locator('input[name="edit-target"][value="t"]').check();
    const annas = play.locator('[data-edit-card][data-spot="h0"]');
    for (let k = 0; k < 5; k++) await annas.first().click();
    await expect(annas).toHaveCount(3);
    const verdict = play.locator('[data-edit-valid]');
    await expect(verdict).toHaveAttribute('data-edit-valid', 'false');
    await expect(verdict).toContainText(ANNA[lang]);
    await expect(verdict).toContainText('3');
    await expect(play.locator('[data-action="open"]')).toBeDisabled();
  });
}

for (const lang of ['de', 'en'] as const) {
  test(`${lang}: Loo compares two rule sets on one deal, with at least two divergences marked`, async ({ page }) => {
    await page.goto(`/${lang}/loo/variants/`);
    const cmp = page.locator('[data-loo-compare]');
    await cmp.scrollIntoViewIfNeeded();
    // Hydrate on first use, then step both tables to the second mark.
    await cmp.locator('#lcmp-a').focus();
    await expect(cmp).toHaveAttribute('data-hydrated', 'true');
    await cmp.locator('[data-action="lcmp-show"]').click();
    const marks = cmp.locator('[data-loo-mark]');
    expect(await marks.count()).toBeGreaterThanOrEqual(2);
    await marks.nth(1).click();
    await expect(cmp.locator('.lcmp__table--parted')).toHaveCount(2);
    const row = await cmp.locator('[data-loo-row]').getAttribute('data-loo-row');
    await expect(marks.nth(1)).toHaveAttribute('aria-label', new RegExp(`^${lang === 'de' ? 'Schritt' : 'Step'} ${row}:`));
    // Another pair: three-card Loo against club law opens on a deal with clubs turned, club law the cause.
    await cmp.locator('#lcmp-b').selectOption('clubLaw');
    await expect(cmp.locator('[data-loo-mark]').first()).toHaveAttribute('data-mark-cause', 'clubLaw');
  });
}

// Before the widget wakes, a button says the comparison is there: a German and a French newcomer, with no mouse
// over it, saw only the menus and the deal's number and took it for broken. One press opens both tables.
test('fr: the Loo comparison offers to show both deals, and one press shows them', async ({ page }) => {
  await page.goto('/fr/loo/variants/');
  const cmp = page.locator('[data-loo-compare]');
  await cmp.scrollIntoViewIfNeeded();
  const show = cmp.locator('[data-action="lcmp-show"]');
  await expect(show).toHaveText('Montrer les deux donnes pas à pas');
  await expect(cmp.locator('[data-loo-table]')).toHaveCount(0);
  // A pointer passing over it wakes the widget, but draws nothing more: the page below stays where it was.
  const below = await page.locator('h2').last().boundingBox();
  await cmp.hover();
  await expect(cmp).toHaveAttribute('data-hydrated', 'true');
  await expect(show).toBeVisible();
  await expect(cmp.locator('[data-loo-table]')).toHaveCount(0);
  expect(Math.abs((await page.locator('h2').last().boundingBox())!.y - below!.y)).toBeLessThan(40);
  await show.click();
  await expect(cmp.locator('[data-loo-table]')).toHaveCount(2);
  await expect(show).toHaveCount(0);
});

// The readings' comparison too: awake under the pointer it keeps its size (it grew by a screen and more, a designer's
// review); its button draws the stepper and the two tables.
test('ru: the readings comparison wakes without growing, and its button shows both tables', async ({ page }) => {
  await page.goto('/ru/laugh-and-lie-down/readings/');
  const cmp = page.locator('[data-compare]');
  await cmp.scrollIntoViewIfNeeded();
  const before = (await cmp.boundingBox())!.height;
  await cmp.hover();
  await expect(page.locator('astro-island:has([data-compare])')).not.toHaveAttribute('ssr', /.*/);
  const show = cmp.locator('[data-action="cmp-show"]');
  await expect(show).toHaveText('Показать обе раздачи по шагам');
  expect(Math.abs((await cmp.boundingBox())!.height - before)).toBeLessThan(40);
  await show.click();
  await expect(cmp.locator('[data-table-side]')).toHaveCount(2);
  await expect(cmp.locator('[data-action="cmp-next"]')).toBeFocused();
});

const REFUSED = { en: 'may not be played', fr: 'Interdit' } as const;
for (const lang of ['en', 'fr'] as const) {
  test(`${lang}: a Loo position built in the editor, a forbidden card refused with its reason, reopened from its link`, async ({ page }) => {
    await page.goto(`/${lang}/loo/play/`);
    const box = page.locator('[data-loo-positions]');
    await box.scrollIntoViewIfNeeded();
    await box.locator('[data-lpos-tab="edit"]').click();
    await expect(box).toHaveAttribute('data-hydrated', 'true');
    await box.locator('[data-lpos-tab="edit"]').click();
    // The rule text's example E1 (seed 004): hearts trumps, Anna must lead her only trump, the 6♥.
    await box.locator('#lpos-players').selectOption('3');
    await box.locator('#lpos-dealer').selectOption('2');
    await box.locator('#lpos-carried').fill('6');
    await box.locator('[data-action="lpos-clear"]').click();
    const place = async (spot: string, cards: string[]) => {
      await box.locator(`input[name="lpos-target"][value="${spot}"]`).check();
      for (const c of cards) await box.locator(`[data-lpos-edit-card="${c}"]`).click();
    };
    await place('h0', ['6h', 'Ks', '3d']);
    await place('h1', ['9h', 'Qh', '4c']);
    await place('h2', ['2c', '5s', '7d']);
    await place('m', ['Tc', 'Jc', '4s']);
    await place('u', ['8h']);
    await expect(box.locator('[data-lpos-valid]')).toHaveAttribute('data-lpos-valid', 'true');
    await box.locator('[data-action="lpos-open"]').click();
    // The seats share rows, each hand card beside card (they stood one under another, cards overlapped).
    const seats = box.locator('.replay__seats > li');
    await expect(seats).toHaveCount(3);
    const tops = await seats.evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBeLessThan(3);
    for (let p = 0; p < 3; p++) expect(await overlappingCards(seats.nth(p).locator('.seat__hand'))).toBe(0);
    for (let k = 0; k < 3; k++) {
      // Everyone plays: the call "play" is offered each time, with the rule that allows it.
      const call = box.locator('[data-lpos-move="call"][data-call="play"]');
      await expect(call).toHaveAttribute('data-rule', /.+/);
      await call.click();
    }
    await box.locator('[data-lpos-card="Ks"]').click();
    await expect(box.locator('[data-lpos-verdict]')).toContainText(REFUSED[lang]);
    await expect(page).toHaveURL(/lpos=loo1_/);
    const url = page.url();
    await page.goto(url);
    const again = page.locator('[data-loo-positions]');
    await expect(again).toHaveAttribute('data-hydrated', 'true');
    await expect(again.locator('[data-lpos-position]')).toHaveAttribute('data-lpos-position', new URL(url).searchParams.get('lpos')!);
    await again.locator('[data-lpos-card="Ks"]').click();
    await expect(again.locator('[data-lpos-verdict]')).toContainText(REFUSED[lang]);
  });
}

// A comparison's link opens it at once (the widget wakes for it), in both comparison widgets.
test('de: a link to a comparison of readings, and to one of Loo rule sets, opens that comparison', async ({ page }) => {
  await page.goto('/de/laugh-and-lie-down/readings/?ra=parlett&rb=parlett&rd=seeded&rs=9&rn=5&rc=outOfTurnPair&rv=false');
  const cmp = page.locator('[data-compare]');
  await expect(cmp.locator('[data-action="cmp-copy-link"]')).toBeVisible();
  await expect(cmp.locator('#cmp-change')).toHaveValue('outOfTurnPair');
  await expect(cmp.locator('#cmp-seed')).toHaveValue('9');
  await page.goto('/de/loo/variants/?la=threeCard&lb=clubLaw&ls=33');
  const loo = page.locator('[data-loo-compare]');
  await expect(loo).toHaveAttribute('data-hydrated', 'true');
  await expect(loo.locator('#lcmp-b')).toHaveValue('clubLaw');
  await expect(loo.locator('#lcmp-seed')).toHaveValue('33');
});

// A Russian reader's first change, made as the widget woke, was not written to the address.
test('en: the first change to a comparison goes into the address, with the comparison’s heading', async ({ page }) => {
  await page.goto('/en/laugh-and-lie-down/readings/');
  const cmp = page.locator('[data-compare]');
  await cmp.scrollIntoViewIfNeeded();
  await cmp.locator('#cmp-b').selectOption('caid');
  await expect.poll(() => new URL(page.url()).searchParams.get('rb')).toBe('caid');
  expect(new URL(page.url()).hash).toBe('#compare');
});
