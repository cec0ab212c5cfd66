/**
 * The coach by the numbers (engine lld/coachCost.ts) and a free move of the player on turn. Laying a dead
 * pair costs no turn (seed 001, "Playing": a pair may be laid out of turn; the rules page calls laying it at
 * once "almost always right"), so the capture still follows it. Weighed against the captures, the pair was
 * rated as "pair, then the computer's capture" against "the best capture": an English reader, told by the hint
 * to lay the pair, was then warned off it as 0.8 chips worse than a capture. The analysis now rates the pair
 * with the best capture after it (PositionAnalysis.then), so it ties the best capture.
 *
 * The position: seed 51's deal (Parlett, five players, seat 1 deals), five random moves in (seededRng(358)).
 * The player on turn may lay a dead pair and has two captures or more.
 */
import { describe, expect, it } from 'vitest';
import { applyMove, dealSeeded, freeMovesOf, parlett, randomMove, seededRng, turnMoves, type Position } from '~/engine/index.ts';
import { analysePosition } from '~/engine/lld/analysis.ts';
import { costlyChoice } from '~/engine/core/stats.ts';
import { coachCost } from '~/engine/lld/coachCost.ts';

function position(): Position {
  const r = dealSeeded(51, { dealer: 1, reading: parlett });
  if (!r.ok) throw new Error('deal');
  let pos = r.value;
  const rng = seededRng(51 * 7 + 1);
  for (let i = 0; i < 5; i++) {
    const m = randomMove(pos, rng)!;
    const n = applyMove(pos, m.move);
    if (!n.ok) throw new Error('move');
    pos = n.value.position;
  }
  return pos;
}

describe('the coach and a free move of the player on turn', () => {
  const pos = position();
  const p = pos.turn!;
  const pair = freeMovesOf(pos, p).find((l) => l.move.type === 'layPair')!;

  it('the position: the player on turn may lay a dead pair and has two captures or more', () => {
    expect(pair).toBeDefined();
    expect(freeMovesOf(pos, p)).toHaveLength(1);
    expect(turnMoves(pos).filter((l) => l.move.type === 'capture').length).toBeGreaterThanOrEqual(2);
  });

  it('weighed against every choice, the pair is no longer clearly worse than a capture: it is rated with the best capture after it', () => {
    const a = analysePosition(pos, { player: p, level: 'willughby', seed: 1 });
    expect(a.ok).toBe(true);
    if (!a.ok) return;
    const mine = a.value.choices.findIndex((c) => c.move.type === 'layPair');
    expect(costlyChoice(a.value, mine, 400, 0.25)).toBeNull();
    // Laying a dead pair changes nothing the captures depend on, so "pair, then the best capture" and "the
    // best capture, then the pair (laid at once by the level)" are the same deal in every rollout.
    const r = a.value.report();
    const best = Math.max(...r.choices.filter((c) => c.move.move.type === 'capture').map((c) => c.mean));
    expect(r.choices[mine]!.mean).toBeCloseTo(best, 9);
    expect(a.value.then(mine)?.move.type).toBe('capture');
  });

  it('the coach weighs the pair against the other free moves only: no warning that names a capture', () => {
    const c = coachCost(pos, pair.move);
    if (c) expect(['capture', 'lieDown']).not.toContain(c.better.move.type);
    expect(c).toBeNull(); // the pair is this player's only free move
  });
});
