/**
 * The coach's better choice for a capture is another move of the turn, not a free move (coachCost): a German
 * newcomer took one card of three while holding a dead pair, and read that laying the pair was the better choice,
 * though the capture had still to follow it (seed 001: laying a dead pair costs no turn; taking one of three
 * leaves the other two open to a claim).
 */
import { describe, expect, it } from 'vitest';
import { parseCards, parsePosition, type Position } from '~/engine/index.ts';
import { coachCost } from '~/engine/lld/coachCost.ts';

const cards = (s: string) => {
  const r = parseCards(s);
  if (!r.ok) throw new Error(s);
  return r.value;
};

// (Analysis seed 2: there the pair and the capture of all three rate level, and the coach had named the pair.)
// Seeded deal 51 (Parlett, five players, Ben dealing) after five random moves: Carla (seat 2) is on turn with
// the seven of spades, and the other three sevens lie on the table; she also holds J♦ J♠, whose other two jacks
// are in Anna's won cards (a dead pair, which she may lay without losing her turn).
const TEXT = 'lld1_parlett_d1t2sc1_3s4s8h8s9hTdQd-2s5c6c6d8dQcQs-Ah2c5h7sTsJdJs-2h4c5d6h6s9dKh-Ad2d3c8cQhKcKd_4d4h5s7c7d7hKs_JcJh-AcAs-TcTh-3d3h-9c9s';
function position(): Position {
  const r = parsePosition(TEXT);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

describe('the coach on a capture', () => {
  it('names a capture as the better choice for one seven of three, not the dead pair', () => {
    const w = coachCost(position(), { type: 'capture', player: 2, play: cards('7s'), take: cards('7c') }, { rollouts: 400, seed: 2 });
    expect(w).not.toBeNull();
    expect(w!.better.move.type).toBe('capture');
  });
  it('still weighs a dead pair laid on the turn against the other free moves only (none here: nothing to weigh)', () => {
    expect(coachCost(position(), { type: 'layPair', player: 2, cards: cards('Jd Js') }, { rollouts: 100, seed: 1 })).toBeNull();
  });
});
