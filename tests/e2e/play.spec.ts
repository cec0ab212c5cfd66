/**
 * The play page in the browser, in English, by keyboard: build a position in the editor, make a move,
 * reload from the link and find the same position (in every language: tests/unit/play-editor-locales.test.tsx);
 * a move the rules forbid is refused with its reason; a worked example opens at a step; a tampered link is
 * reported, not obeyed; and a whole deal is played to its settlement by keyboard, the focus staying in the
 * game (the whole deal in every language: tests/unit/game-whole-deal.test.tsx).
 */
import { expect, test, type Page } from '@playwright/test';
import { overlappingCards, waitForAny, watchProblems, coachOff } from './support.ts';
import { exampleById, exampleTimeline, formatPosition } from '../../src/engine/index.ts';

const PLAY = (lang: string) => `/${lang}/laugh-and-lie-down/play/`;

/** The play widget, hydrated: it hydrates on first use, so focus its first tab. */
async function openPlay(page: Page) {
  const play = page.locator('[data-play]');
  await play.scrollIntoViewIfNeeded();
  await page.locator('[data-tab="explore"]').focus();
  await expect(play).toHaveAttribute('data-hydrated', 'true');
  return play;
}

{
  const lang = 'en';
  test(`${lang} play: build a position, move, reload the link, same position`, async ({ page }) => {
    const problems = watchProblems(page);
    await page.goto(PLAY(lang));
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    const play = await openPlay(page);

    // The editor, by keyboard: a random deal, then one of Anna's cards taken off — invalid (51 cards) —
    // and back into her hand: valid again.
    await page.keyboard.press('ArrowRight');
    await expect(page.locator('[data-tab="edit"]')).toHaveAttribute('aria-selected', 'true');
    await page.locator('[data-action="random"]').focus();
    await page.keyboard.press('Enter');
    await expect(play.locator('[data-edit-valid]')).toHaveAttribute('data-edit-valid', 'true');
    const annas = play.locator('[data-edit-card][data-spot="h0"]');
    await expect(annas).toHaveCount(8);
    const card = (await annas.first().getAttribute('data-edit-card'))!;
    await play.locator('input[name="edit-target"][value="x"]').check();
    await play.locator(`[data-edit-card="${card}"]`).focus();
    await page.keyboard.press('Enter');
    await expect(play.locator(`[data-edit-card="${card}"]`)).toHaveAttribute('data-spot', 'x');
    await expect(play.locator('[data-edit-valid]')).toHaveAttribute('data-edit-valid', 'false');
    await play.locator('input[name="edit-target"][value="h0"]').check();
    await play.locator(`[data-edit-card="${card}"]`).press('Enter');
    await expect(play.locator('[data-edit-valid]')).toHaveAttribute('data-edit-valid', 'true');
    await play.locator('[data-action="open"]').press('Enter');

    // The explorer: make the first legal move of the player on turn.
    await expect(page.locator('[data-tab="explore"]')).toHaveAttribute('aria-selected', 'true');
    const before = await play.getAttribute('data-position');
    await play.locator('[data-turn-moves] button').first().press('Enter');
    await expect(play).not.toHaveAttribute('data-position', before!);
    const after = (await play.getAttribute('data-position'))!;
    // The address follows in an effect that runs after the widget has drawn the move: wait for it.
    await expect.poll(() => new URL(page.url()).searchParams.get('p')).toBe(after);

    // Reload from the link: the same position.
    await page.reload();
    await expect(play).toHaveAttribute('data-hydrated', 'true');
    await expect(play).toHaveAttribute('data-position', after);
    // Reloading cancels whatever the old page was still fetching (the favicon, say): not a failure.
    expect(problems.filter((p) => !p.includes('net::ERR_ABORTED'))).toEqual([]);
  });

  // English, and German, whose longer column heads overflowed the settlement at 360 px.
  for (const lang of ['en', 'de'] as const) test(`${lang} play: a whole deal against the computer, by keyboard, to its settlement`, async ({ page }) => {
    test.setTimeout(120_000);
    const problems = watchProblems(page);
    await coachOff(page);
    await page.goto(`${PLAY(lang)}?mode=game&seed=7`);
    const play = page.locator('[data-play]');
    await expect(play).toHaveAttribute('data-hydrated', 'true');
    await page.locator('#game-pace').focus();
    await page.keyboard.press('End'); // quick
    await expect(page.locator('#game-pace')).toHaveValue('quick');
    await page.locator('[data-action="start"]').press('Enter');
    const game = play.locator('[data-game]');
    // After a move chosen by keyboard, focus stays in the game (on the status line), not on the page.
    const firstMove = play.locator('[data-my-moves] button').first();
    await firstMove.waitFor();
    // Dealt from the button under the page's introduction, the deal comes into view with the reader's moves
    // (at 1280×800 they began below the fold), and focus is in the game rather than lost with the button.
    await expect(play.locator('[data-status]')).toBeFocused();
    await expect(firstMove).toBeInViewport();
    // The reader's own hand lies card beside card (at 1280 px it used to overlap, only the corners showing).
    const myHand = game.locator('.seat:has(.badge--you) .seat__hand');
    await expect(myHand.locator('.card')).toHaveCount(8);
    expect(await overlappingCards(myHand)).toBe(0);
    await firstMove.press('Enter');
    await expect(play.locator('[data-status]')).toBeFocused();
    const mine = play.locator('[data-my-moves] button');
    for (let i = 0; i < 200; i++) {
      // The reader's turn, or the end: whichever the computer players bring first.
      await waitForAny(mine, play.locator('[data-game="settled"]'));
      if ((await game.getAttribute('data-game')) === 'settled') break;
      await mine.first().press('Enter', { timeout: 5_000 }).catch(() => undefined);
    }
    await expect(game).toHaveAttribute('data-game', 'settled');
    // The settlement: every player's won cards, 52 in all; the chips paid in and out balance with the pot.
    const settlement = play.locator('[data-settlement]');
    await expect(settlement.locator('tr[data-seat]')).toHaveCount(5);
    const won = await settlement.locator('tr[data-seat] td:nth-of-type(1)').allTextContents();
    expect(won.map(Number).reduce((a, b) => a + b, 0)).toBe(52);
    const nets = await settlement.locator('[data-net]').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-net'))));
    expect(nets.reduce((a, b) => a + b, 0)).toBe(0); // Parlett: the pot always ends empty
    await expect(play.locator('[data-action="next-deal"]')).toBeVisible();
    // On a 360 px phone the whole table fits, its last column too (a German newcomer saw „Gesamtstan…“ cut off).
    await page.setViewportSize({ width: 360, height: 780 });
    expect(await settlement.evaluate((e) => e.scrollWidth - e.clientWidth)).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1280, height: 720 });
    // "New game" now would lose the deal's result: it asks first; "Keep playing" keeps the settlement.
    await play.locator('[data-action="new-game"]').press('Enter');
    await expect(play.locator('[data-confirm="new-game"]')).toBeVisible();
    await expect(play.locator('[data-confirm="new-game"]')).not.toHaveText(/\bplay\.game\./);
    await expect(play.locator('[data-action="new-game-no"]')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(game).toHaveAttribute('data-game', 'settled');
    await expect(play.locator('[data-action="new-game"]')).toBeFocused();
    // "yes": back to the setup, with focus on its first field.
    await page.keyboard.press('Enter');
    await play.locator('[data-action="new-game-yes"]').press('Enter');
    await expect(play.locator('[data-game="setup"]')).toBeVisible();
    await expect(page.locator('#game-players')).toBeFocused();
    expect(problems).toEqual([]);
  });
}

test('en play: a move the reading forbids is refused, naming the rule', async ({ page }) => {
  // The pay-off example after its three declarations (seed 001's deal as completed here), under the
  // games.porg.es reading, where only single cards capture: a pair taking a pair is refused.
  await page.goto(`${PLAY('en')}?example=pay-off&step=0`);
  const play = page.locator('[data-play]');
  await expect(play).toHaveAttribute('data-hydrated', 'true');
  await expect(play.locator('.play__origin')).toBeVisible();
  const tl = exampleTimeline(exampleById('pay-off')!);
  if (!tl.ok) throw new Error('example');
  expect(await play.getAttribute('data-position')).toBe(formatPosition(tl.value.start));
  // Any card of a hand and a table card of another rank: no capture.
  const turn = Number(await play.locator('[data-explorer]').getAttribute('data-turn'));
  await play.locator(`[data-seat="${turn}"] [data-pick]`).first().click();
  const handCard = Number(await play.locator('[data-pick][aria-pressed="true"]').first().getAttribute('data-pick'));
  const tableCards = await play.locator('[data-table] [data-pick]').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-pick'))));
  const other = tableCards.find((c) => Math.floor(c / 4) !== Math.floor(handCard / 4))!;
  await play.locator(`[data-table] [data-pick="${other}"]`).click();
  await play.locator('[data-try="capture"]').click();
  await expect(play.locator('[data-verdict="illegal"]')).toContainText('rank');
});

test('en play: a tampered link is reported and kept in the editor to be mended', async ({ page }) => {
  await page.goto(`${PLAY('en')}?p=lld1_parlett_d0t1_9c9c`);
  const play = page.locator('[data-play]');
  await expect(play).toHaveAttribute('data-hydrated', 'true');
  await expect(play.locator('[data-address-error]')).toContainText('editor');
  await expect(play.locator('#edit-paste')).toHaveValue('lld1_parlett_d0t1_9c9c');
  await expect(play.locator('[data-paste-error]')).toBeVisible();
  // The address keeps the link until it is mended.
  expect(new URL(page.url()).searchParams.get('p')).toBe('lld1_parlett_d0t1_9c9c');
});

test('en play: the first press of Copy link, on a page not yet woken, copies a link that opens the same position', async ({ page, context }) => {
  const problems = watchProblems(page);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/en/laugh-and-lie-down/play/');
  const play = page.locator('[data-play]');
  const shown = await play.getAttribute('data-position');
  // One press: it wakes the widget, which then makes it (client:interact replays presses).
  await page.locator('[data-action="copy-link"]').click();
  await expect(page.locator('[data-link-copied]')).toHaveAttribute('data-link-copied', 'ok');
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(new URL(link).searchParams.get('p')).toBe(await play.getAttribute('data-position'));
  expect(shown === null || new URL(link).searchParams.get('p') === shown).toBe(true);
  await page.goto(link);
  await expect(play).toHaveAttribute('data-position', new URL(link).searchParams.get('p')!);
  expect(problems).toEqual([]);
});
