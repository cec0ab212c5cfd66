/**
 * The hint in the Laugh and Lie Down explorer (issue 15): the tip's move at once, then, where the coach's
 * ratings find a clearly better choice, the numbers naming it, or, when that choice is one of the captures the
 * tip rates alike, the line naming it instead — so the hint never ends on a move the coach would warn about. Positions: seeded Parlett deals played at random to a mid-deal turn.
 */
import { expect, test } from '@playwright/test';
import { watchProblems } from './support.ts';
import { applyMove, dealSeeded, formatPosition, randomMove, seededRng, turnMoves, type Position } from '../../src/engine/index.ts';
import { hint } from '../../src/engine/lld/ai.ts';
import { coachCost, sameMove } from '../../src/engine/lld/coachCost.ts';
import type { Move } from '../../src/engine/lld/types.ts';
import { moveText } from '../../src/components/play/describe.ts';
import { createT } from '../../src/i18n/createT.ts';
import { MESSAGES } from '../../src/i18n/gameMessages.ts';

/** Seed `seed` played at random until the player on turn has three captures or more. */
function midDeal(seed: number): Position {
  const first = dealSeeded(seed, { dealer: 0 });
  if (!first.ok) throw new Error(first.error.code);
  let pos = first.value;
  const rng = seededRng(seed);
  for (let i = 0; !(i >= 4 && pos.turn !== null && turnMoves(pos).length >= 3); i++) {
    const r = applyMove(pos, randomMove(pos, rng)!.move);
    if (!r.ok) throw new Error(r.error.code);
    pos = r.value.position;
  }
  return pos;
}

/**
 * The first seeded position whose hinted move is `sound` (the coach finds it fine), `numbers` (costly, the better
 * choice outside the tip), or `swap` (costly, the better choice one of the captures the tip rates alike, which
 * the line then names instead), with that better move's text.
 */
function find(kind: 'sound' | 'numbers' | 'swap'): { pos: Position; better?: Move } {
  for (let seed = 1; seed < 200; seed++) {
    const pos = midDeal(seed);
    const h = hint(pos, pos.turn!)!;
    const c = coachCost(pos, h.move.move, { level: 'willughby' });
    const better = c && c.better.move.type !== 'wait' ? (c.better.move as Move) : undefined;
    const alike = better !== undefined && (h.alikeMoves ?? []).some((l) => sameMove(l.move, better));
    if ((kind === 'sound' && !c) || (kind === 'numbers' && c && !alike) || (kind === 'swap' && alike)) return { pos, better };
  }
  throw new Error('no such position');
}

// 'numbers' (the better choice outside the tip) is not looked for: with the analysed player's own later turns played
// carefully (engine analysis.ts), the numbers at Willughby's level no longer overrule a tip by a choice outside it in
// these positions (none in 1,000); tests/unit/weighed-hint.test.ts words that line at the random level.
test('en: a costly tip names the better of its captures alike; a sound one is not followed by numbers', async ({ page }) => {
  const problems = watchProblems(page);
  const en = createT('en', MESSAGES.en!);
  for (const kind of ['swap', 'sound'] as const) {
    const { pos, better } = find(kind);
    await page.goto(`/en/laugh-and-lie-down/play/?p=${formatPosition(pos)}`);
    const play = page.locator('[data-play]');
    await expect(play).toHaveAttribute('data-hydrated', 'true');
    await play.locator('[data-action="hint"]').click();
    const line = play.locator('[data-hint]');
    if (kind === 'swap') {
      // Named as the one the simulated deals favour, not "for example" (a French newcomer).
      await expect(line).toContainText(`the simulated deals favour this one: ${moveText(en, 'en', better!)}.`, { timeout: 30_000 });
      await expect(line).not.toContainText('numbers');
    } else {
      await expect(line).toHaveText(/\.$/);
      // The numbers have had time to arrive once the analysis of the same position is done: still none.
      await play.locator('[data-action="analyse"]').click();
      await expect(play.locator('[data-analysis]')).toHaveAttribute('data-analysis', 'done', { timeout: 60_000 });
      await expect(line).not.toContainText('numbers');
    }
  }
  expect(problems).toEqual([]);
});
