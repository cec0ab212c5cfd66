/**
 * The coach in the Loo game, in English and Russian: opened from a link at the reader's (Anna's) first lead in
 * five-card Loo, seed 83 (four players, Dan dealing; Dan passes, the others play and exchange): spades are trumps,
 * and Anna holds Pam (J♣), sure to win the trick she leads, and the 4♠, which is not (seed 004, "Loo mit fünf Karten", "Die
 * Stiche"). Leading the 4♠ with no trick yet gives up a sure trick, and the numbers (the coach's Monte Carlo
 * rating) find it costly too: the coach warns — it speaks only when the numbers find a move costly. "Take it back"
 * leaves the position as it was, "play anyway" plays the card.
 */
import { expect, test } from '@playwright/test';
import { watchProblems } from './support.ts';
import { applyLooMove, fiveCard, formatLooPosition, looDealSeeded, parseLooMove, type LooPosition } from '../../src/engine/loo/index.ts';

test.use({ reducedMotion: 'reduce' });

/** Anna's lead: seed 83's deal, then the calls and exchanges of the link. */
function annasLead(): LooPosition {
  const d = looDealSeeded(83, { rules: fiveCard, players: 4, dealer: 3 });
  if (!d.ok) throw new Error(d.error.code);
  let pos = d.value;
  for (const m of '0y 1y 2y 3n 0xAh2c7h 1x9d 2x3h'.split(' ')) {
    const mv = parseLooMove(m);
    if (!mv.ok) throw new Error(m);
    const s = applyLooMove(pos, mv.value);
    if (!s.ok) throw new Error(`${m}: ${s.error.code}`);
    pos = s.value.position;
  }
  return pos;
}

for (const lang of ['en', 'ru']) {
  test(`${lang} coach: a warning before a card that gives up a sure trick; take it back, then play anyway`, async ({ page }) => {
    const problems = watchProblems(page);
    const start = formatLooPosition(annasLead());
    await page.goto(`/${lang}/loo/play/?loo=${start}`);
    const w = page.locator('[data-loo-play]');
    await expect(w).toHaveAttribute('data-hydrated', 'true');
    await expect(w).toHaveAttribute('data-position', start);
    await w.locator('[data-coach-switch]').check();

    await w.locator('[data-hand-card="4S"]').click();
    const warning = w.locator('[data-coach-warning]');
    await expect(warning).toBeVisible();
    await expect(warning).not.toContainText('coach.');
    // The warning names the card it is about (its sentences say "this move"), as a lead (Anna leads the trick).
    await expect(warning.locator('[data-coach-choice]')).toHaveText(lang === 'en' ? 'Your choice: lead the four of spades.' : /^Ваш\sвыбор:\sзайти\sчетвёркой\sпик\.$/);
    await expect(w.locator('[data-action="coach-back"]')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(warning).toHaveCount(0);
    await expect(w).toHaveAttribute('data-position', start);

    // The 4♠ again, played anyway.
    await w.locator('[data-hand-card="4S"]').click();
    await expect(warning).toBeVisible();
    await w.locator('[data-action="coach-anyway"]').click();
    await expect(warning).toHaveCount(0);
    await expect(w).not.toHaveAttribute('data-position', start);
    await expect(w.locator('.seat[data-seat="0"] [data-hand-card="4S"]')).toHaveCount(0);
    expect(problems).toEqual([]);
  });
}

test('en coach in Laugh and Lie Down: taking one of three is questioned, and the claim it opens is logged', async ({ page }) => {
  // Seed 11's first deal: three threes lie on the table and Ben (the reader, first to play) holds the fourth.
  // Taking one of them leaves the other two to a claim (seed 001, "Catching mistakes").
  const problems = watchProblems(page);
  await page.goto('/en/laugh-and-lie-down/play/?mode=game&seed=11');
  const play = page.locator('[data-play]');
  await expect(play).toHaveAttribute('data-hydrated', 'true');
  await page.locator('#game-level').selectOption('plain');
  await page.locator('[data-action="start"]').click();
  await expect(play.locator('[data-coach-switch]')).toBeChecked();
  const oneOfThree = play.locator('[data-my-moves] button', { hasText: /^Play the three of clubs and take the three of diamonds(?!,)/ });
  await oneOfThree.click();
  const warning = play.locator('[data-coach-warning]');
  await expect(warning).toContainText('leaves the three of hearts and the three of spades on the table for anyone to claim');
  // The capture of all three is named as well, and that it may wait (a German newcomer was not told of it).
  await expect(warning).toContainText('or be taken at once with the three of clubs, but never one alone.');
  await expect(warning.locator('[data-coach-choice]')).toHaveText('Your choice: play the three of clubs and take the three of diamonds.');
  await play.locator('[data-action="coach-back"]').click();
  await expect(warning).toHaveCount(0);
  await expect(oneOfThree).toBeVisible();
  await oneOfThree.click();
  await play.locator('[data-action="coach-anyway"]').click();
  await expect(play.locator('.play__log')).toContainText('now belong to whoever claims them first');
  expect(problems).toEqual([]);
});
