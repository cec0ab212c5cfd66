/**
 * The analysis's "no free move now" choice (lld/analysis.ts WaitChoice): a player who is not on turn has
 * each free move rated against making none now. Exact case, worked out by hand from seed 001's rules
 * (Parlett: a pair in hand whose rank's other two cards are won may be laid out of turn; the deal ends when
 * at most one player holds cards, the last holder's hand and the table going to the dealer; the bonus to
 * the last player holding cards; one chip per two won cards above the break-even, one paid per two below).
 */
import { describe, expect, it } from 'vitest';
import { applyMove, settle } from '~/engine/index.ts';
import { cards, position } from '../fixtures/lld-wait-position.ts';
import { analysePosition } from '~/engine/lld/analysis.ts';
import { coachCost } from '~/engine/lld/coachCost.ts';

// By hand. Lay the pair now: seat 1 holds nothing, so only seat 2 holds cards and the deal ends; seat 1 has
// won 6 + 2 = 8, the break-even: no chips; the bonus goes to seat 2, the last holder. Net: −2 (the stake).
// Wait: seat 2 takes 5♦ with 5♣ and holds nothing; seat 1 is the last holder: its pair goes to the dealer
// with the table, and it takes the bonus, 5 chips, and pays 1 for 6 won cards (two below 8). Net: 5 − 1 − 2 = +2.
const LAY_NOW = -2;
const WAIT = 2;

describe('the choice of no free move now (wait)', () => {
  it('the hand-worked lines agree with the rules (applyMove and settle)', () => {
    const pos = position();
    const lay = applyMove(pos, { type: 'layPair', player: 1, cards: cards('Ac Ad') });
    if (!lay.ok) throw new Error(lay.error.code);
    expect(lay.value.position.over).toBe(true);
    const s1 = settle(lay.value.position);
    expect(s1.ok && s1.value.net[1]).toBe(LAY_NOW);
    const take = applyMove(pos, { type: 'capture', player: 2, play: cards('5c'), take: cards('5d') });
    if (!take.ok) throw new Error(take.error.code);
    expect(take.value.position.over).toBe(true);
    const s2 = settle(take.value.position);
    expect(s2.ok && s2.value.net[1]).toBe(WAIT);
  });

  for (const level of ['random', 'plain', 'willughby', 'careful'] as const) {
    it(`rates laying the pair now ${WAIT - LAY_NOW} chips below waiting (${level} level)`, () => {
      const a = analysePosition(position(), { player: 1, level, seed: 3 });
      if (!a.ok) throw new Error(a.error.code);
      expect(a.value.choices.map((c) => c.move.type)).toEqual(['layPair', 'wait']);
      const r = a.value.step(50);
      const [lay, wait] = r.choices;
      expect(lay!.mean).toBe(LAY_NOW);
      expect(wait!.mean).toBe(WAIT);
      expect(r.choices[r.best]!.move.move.type).toBe('wait');
    });
  }

  it('the player on turn gets no wait choice (a turn move must be made)', () => {
    const a = analysePosition(position(), { level: 'random' });
    if (!a.ok) throw new Error(a.error.code);
    expect(a.value.choices.some((c) => c.move.type === 'wait')).toBe(false);
  });

  it('the coach calls laying the pair now costly, waiting being better by 4 chips', () => {
    const w = coachCost(position(), { type: 'layPair', player: 1, cards: cards('Ad Ac') }, { rollouts: 40 });
    expect(w?.cost).toBe(WAIT - LAY_NOW);
    expect(w?.better.move.type).toBe('wait');
  });
});
