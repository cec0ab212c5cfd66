/**
 * The analysis panel in a browser (issue 15): asked for in the Laugh and Lie Down explorer, in a Loo game
 * and in a Laugh and Lie Down game, in two languages, it runs in a Worker, draws one bar per legal choice
 * and finishes its progress.
 */
import { expect, test } from '@playwright/test';
import { coachOff, watchProblems } from './support.ts';
import { READINGS, applyMove, dealSeeded, formatPosition, freeMovesOf, randomMove, seededRng, turnMoves } from '../../src/engine/index.ts';
import { formatLooPosition, legalLooMoves, looDealSeeded, threeCard } from '../../src/engine/loo/index.ts';
import { alikeKey } from '../../src/engine/lld/moveKey.ts';

/** The choices the analysis rates: the legal moves, those alike but for suits as one (suits never count, seed 001). */
const choicesOf = (moves: readonly { move: Parameters<typeof alikeKey>[0] }[]) => new Set(moves.map((l) => alikeKey(l.move))).size;

/** The value of an engine Result, or a thrown error (a test's own setup must not fail). */
const must = <T,>(r: { ok: true; value: T } | { ok: false; error: unknown }): T => {
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
};

/** A mid-deal Parlett position (seed 42: random play until the player on turn has three captures or more). */
let mid = must(dealSeeded(42, { dealer: 0 }));
const rng = seededRng(42);
for (let i = 0; !(i >= 8 && mid.turn !== null && turnMoves(mid).length >= 3); i++) mid = must(applyMove(mid, randomMove(mid, rng)!.move)).position;

/** A three-card deal in which the reader (seat 0, the dealer's left) calls first, with a double pot. */
const call = must(looDealSeeded(seededRng(5), { rules: threeCard, players: 5, dealer: 4, carried: 6 }));

for (const lang of ['en', 'ru']) {
  test(`${lang} analysis in the explorer`, async ({ page }) => {
    const problems = watchProblems(page);
    await page.goto(`/${lang}/laugh-and-lie-down/play/?p=${formatPosition(mid)}`);
    const play = page.locator('[data-play]');
    await expect(play).toHaveAttribute('data-hydrated', 'true');
    await play.locator('[data-action="analyse"]').click();
    const panel = play.locator('[data-analysis]');
    // The careful players first (a verdict at random play can reverse at a sensible level); then the fastest.
    await expect(panel.locator('[data-analysis-level]')).toHaveValue('careful');
    await panel.locator('[data-analysis-level]').selectOption('random');
    await expect(panel.locator('[data-analysis-bars] li')).toHaveCount(choicesOf(turnMoves(mid)));
    await expect(panel).toHaveAttribute('data-analysis', 'done', { timeout: 60_000 });
    await expect(panel.locator('progress')).toHaveAttribute('value', '10000');
    await expect(panel.locator('[data-analysis-verdict]')).toContainText(lang === 'en' ? 'Best:' : 'Лучший вариант:');
    expect(problems).toEqual([]);
  });

  test(`${lang} analysis of a Loo call`, async ({ page }) => {
    const problems = watchProblems(page);
    await coachOff(page);
    await page.goto(`/${lang}/loo/play/?loo=${formatLooPosition(call)}`);
    const w = page.locator('[data-loo-play]');
    await expect(w).toHaveAttribute('data-hydrated', 'true');
    await w.locator('[data-action="analyse"]').click();
    const panel = w.locator('[data-analysis]');
    await expect(panel.locator('[data-analysis-bars] li')).toHaveCount(legalLooMoves(call).length);
    await expect(panel).toHaveAttribute('data-analysis', 'done', { timeout: 60_000 });
    await expect(panel.locator('[data-analysis-verdict]')).toContainText(lang === 'en' ? 'Best:' : 'Лучший вариант:');
    // The reader calls: the panel stays with the decision and names the reader's choice, and says that it is
    // an earlier decision's (an English reader took the call's ratings for the card play's).
    await w.locator('[data-my-call]').first().click();
    await expect(panel.locator('[data-mine]')).toHaveCount(1);
    await expect(w.locator('[data-analysed-earlier="call"]')).toBeVisible();
    expect(problems).toEqual([]);
  });
}

for (const lang of ['de', 'fr']) {
  test(`${lang} Loo: the reader's last choice analysed after it was made`, async ({ page }) => {
    const problems = watchProblems(page);
    await coachOff(page);
    await page.goto(`/${lang}/loo/play/?loo=${formatLooPosition(call)}`);
    const w = page.locator('[data-loo-play]');
    await expect(w).toHaveAttribute('data-hydrated', 'true');
    // Nothing to look back on before the reader has chosen.
    await expect(w.locator('[data-action="analyse-last"]')).toHaveCount(0);
    await w.locator('[data-my-call]').first().click();
    // The coach may warn first (its ratings are random): the reader plays the call anyway.
    const anyway = w.locator('[data-action="coach-anyway"]');
    const last = w.locator('[data-action="analyse-last"]');
    await expect(anyway.or(last)).toBeVisible();
    if (await anyway.isVisible()) await anyway.click();
    await last.click();
    const panel = w.locator('[data-analysis]');
    await expect(panel.locator('[data-analysis-bars] li')).toHaveCount(legalLooMoves(call).length);
    await expect(panel.locator('[data-mine]')).toHaveCount(1);
    await expect(panel).toHaveAttribute('data-analysis', 'done', { timeout: 60_000 });
    await expect(panel.locator('[data-analysis-verdict]')).toContainText(lang === 'de' ? 'Deine Wahl' : 'Votre choix');
    expect(problems).toEqual([]);
  });
}

test('analysis in a Laugh and Lie Down game, on a phone', async ({ page }) => {
  const problems = watchProblems(page);
  await page.setViewportSize({ width: 360, height: 780 });
  // The coach off: a costly capture would be held for its warning, with the panel hidden meanwhile.
  await coachOff(page);
  // Seed 4242, five players: deal 1 is the engine's seeded deal 4243, Anna dealing; Bob (seat 1, the
  // reader by default) is on turn first.
  const first = must(dealSeeded(4243, { players: 5, dealer: 0, reading: READINGS.parlett! }));
  const legal = choicesOf([...turnMoves(first), ...freeMovesOf(first, 1)]);
  await page.goto('/fr/laugh-and-lie-down/play/?mode=game&seed=4242');
  const play = page.locator('[data-play]');
  await expect(play).toHaveAttribute('data-hydrated', 'true');
  await page.locator('#game-pace').selectOption('quick');
  await page.locator('[data-action="start"]').click();
  const game = play.locator('[data-game]');
  // Asked before a move: the panel opens (even on a phone) and rates each of the reader's legal moves.
  await game.locator('[data-action="analyse"]').click();
  const box = game.locator('[data-game-analysis="position"]');
  await expect(box.locator('[data-action="analysis-panel"]')).toHaveAttribute('aria-expanded', 'true');
  const panel = box.locator('[data-analysis]');
  await expect(panel.locator('[data-analysis-bars] li')).toHaveCount(legal);
  await expect(panel).toHaveAttribute('data-analysis', 'done', { timeout: 60_000 });
  // In a game the panel rates with the computer players the reader faces (the game's level, Willughby's
  // advice by default), as the coach does: 1,000 rollouts per choice at that level.
  await expect(panel.locator('[data-analysis-level]')).toHaveValue('willughby');
  await expect(panel.locator('progress')).toHaveAttribute('value', '1000');
  // "Meilleur choix :", or, where rows tie at the best's figure, "Meilleurs choix, à égalité :".
  await expect(panel.locator('[data-analysis-verdict]')).toContainText(/Meilleurs? choix(, à égalité)?\u00a0:/);
  // The reader moves: the same ratings name the move made; the panel fits the phone's width.
  // A capture: the list names two of a prial once, whichever two, where the analysis rates the pair made.
  const move = game.locator('[data-my-moves] button[data-move="capture"]').first();
  const said = (await move.locator('span').first().textContent())!;
  await move.click();
  // The button is a command (« Posez … », « Jouez … »), the row the same move as an infinitive phrase (« poser … »,
  // « jouer … »), as the analysis's sentences need.
  const infinitive: Record<string, string> = { Posez: 'poser', Jouez: 'jouer', Réclamez: 'réclamer', 'Couchez-vous': 'se coucher' };
  const verb = said.split(/\s/)[0]!;
  expect(Object.keys(infinitive)).toContain(verb);
  await expect(game.locator('[data-game-analysis="move"] [data-mine]')).toContainText(infinitive[verb]! + said.slice(verb.length).replace(' et prenez ', ' et prendre '));
  await expect(game.locator('[data-analysis-verdict]')).toContainText('Votre choix');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
  expect(problems).toEqual([]);
});
