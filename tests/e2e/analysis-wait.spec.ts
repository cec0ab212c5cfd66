/**
 * A free move out of turn rated in a Laugh and Lie Down game (issue 15): the reader (Ben, seat 1) plays
 * the first of their turn moves each time until they may lay a pair while a computer player is on turn;
 * laying it opens the analysis of that move, in a Worker, with the row "Take no free action now" beside it.
 * Seed 5 (Parlett, five players) brings such a pair in the first deal. The computer players claim only
 * after a pause of two seconds (normal pace), so the reader, moving at once, is always first and the deal
 * runs the same way each time.
 */
import { expect, test } from '@playwright/test';
import { watchProblems, coachOff } from './support.ts';

test('a pair laid out of turn is rated against taking no free action now', async ({ page }) => {
  test.setTimeout(180_000);
  const problems = watchProblems(page);
  await coachOff(page);
  await page.goto('/en/laugh-and-lie-down/play/?mode=game&seed=5');
  const play = page.locator('[data-play]');
  await expect(play).toHaveAttribute('data-hydrated', 'true');
  await page.locator('[data-action="start"]').click();
  const game = play.locator('.play__game');
  const log = game.locator('.play__log > li');
  const turn = game.locator('[data-my-moves] button[data-move="capture"], [data-my-moves] button[data-move="lieDown"]');
  const pair = game.locator('[data-my-moves] button[data-move="layPair"]');
  let laid = false;
  for (let i = 0; i < 60 && !laid; i++) {
    // Wait until the reader may move (a turn move or a pair) or the deal is over.
    await expect(game.locator('[data-my-moves] button[data-move="capture"], [data-my-moves] button[data-move="lieDown"], [data-my-moves] button[data-move="layPair"], [data-settlement]').first()).toBeVisible({ timeout: 30_000 });
    if ((await game.locator('[data-settlement]').count()) > 0) break;
    const before = await log.count();
    if ((await turn.count()) > 0) {
      await turn.first().click();
      await expect.poll(() => log.count()).toBeGreaterThan(before);
    } else {
      await pair.first().click();
      laid = true;
    }
  }
  expect(laid).toBe(true);
  const box = game.locator('[data-game-analysis="move"]');
  const panel = box.locator('[data-analysis]');
  await expect(panel.locator('[data-analysis-bars] li')).toHaveCount(2);
  await expect(panel).toHaveAttribute('data-analysis', 'done', { timeout: 120_000 });
  await expect(panel.locator('[data-wait="true"] .analysis__move')).toContainText('Take no free action now');
  await expect(panel.locator('[data-mine="true"]')).toContainText('lay the dead pair down');
  await expect(panel.locator('[data-analysis-wait-note]')).toBeVisible();
  // Laying the dead pair now or later comes to the same (it cannot be lost): level within the intervals, so
  // neither is called best.
  await expect(panel.locator('[data-analysis-verdict]')).toContainText('The two choices are as good as one another');
  await expect(panel.locator('[data-best-tag]')).toHaveCount(0);
  expect(problems).toEqual([]);
});
