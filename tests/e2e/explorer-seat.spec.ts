/**
 * The explorer's analysis of a seat not on turn, in a browser (issue 15): in the three-player position of
 * tests/fixtures/lld-claim-position.ts the reader picks Carla (not on turn, who may claim the two queens Ben
 * left); the real Worker rates her claim and making no free move now, to the end, the claim best by 1 chip
 * (worked out by hand in tests/unit/explorer-seat-claim.test.ts).
 */
import { expect, test } from '@playwright/test';
import { watchProblems } from './support.ts';
import { formatPosition } from '../../src/engine/index.ts';
import { position } from '../fixtures/lld-claim-position.ts';

test('the explorer rates a claim out of turn against making no free move now, in a Worker', async ({ page }) => {
  const problems = watchProblems(page);
  await page.goto(`/en/laugh-and-lie-down/play/?p=${formatPosition(position())}`);
  const play = page.locator('[data-play]');
  await expect(play).toHaveAttribute('data-hydrated', 'true');
  await play.locator('[data-action="analyse"]').click();
  const panel = play.locator('[data-analysis]');
  await panel.locator('[data-analysis-level]').selectOption('random');
  const seat = panel.locator('[data-analysis-seat]');
  await expect(seat).toHaveValue('1');
  await seat.selectOption('2');
  await expect(panel.locator('[data-analysis-bars] li')).toHaveCount(2);
  await expect(panel).toHaveAttribute('data-analysis', 'done', { timeout: 60_000 });
  await expect(panel.locator('progress')).toHaveAttribute('value', '10000');
  await expect(panel.locator('[data-best="true"] .analysis__move')).toContainText('Carla');
  await expect(panel.locator('[data-best="true"] .analysis__value')).toHaveText('+4.00 chips (exact)');
  await expect(panel.locator('[data-wait="true"] .analysis__value')).toHaveText('+3.00 chips (exact)');
  await expect(panel.locator('[data-analysis-wait-note]')).toContainText('her included');
  expect(problems).toEqual([]);
});
