/**
 * Every worked example replays to the numbers its source gives. The expected values are copied from the
 * seeds (000/001 "Playing" and "Pay-off" examples; 002 section 06), never from the engine.
 */
import { describe, expect, it } from 'vitest';
import { EXAMPLES, exampleById, exampleTimeline, finalPosition, settle, formatCards, cards, type Timeline } from '~/engine/index.ts';
import { cardTotal } from './helpers.ts';

function timeline(id: string): Timeline {
  const ex = exampleById(id);
  if (!ex) throw new Error(id);
  const t = exampleTimeline(ex);
  if (!t.ok) throw new Error(JSON.stringify(t.error));
  return t.value;
}

describe('worked examples', () => {
  it('every example is a consistent 52-card deal whose every step is legal', () => {
    for (const ex of EXAMPLES) {
      const t = timeline(ex.id);
      expect(t.steps.length).toBe(ex.steps.length);
      for (const s of t.steps) expect(cardTotal(s.position)).toBe(52);
      for (const c of cards(ex.documentedCards)) {
        const inDeal = [...t.start.hands.flatMap((h) => h.toArray()), ...t.start.table];
        expect(inDeal).toContain(c);
      }
    }
  });

  it('capture round (seeds 000/001): Ben wins 4, Carla 2, Dan lays 2 jacks, Emil 2, one five stays', () => {
    const t = timeline('capture-round');
    const [ben, carla, dan] = t.steps;
    expect(ben!.position.won[1]!.size).toBe(4);
    expect(formatCards(ben!.position.won[1]!, { style: 'upper' })).toBe('9C 9D 9H 9S'); // a set: ascending order
    expect(carla!.position.won[2]!.size).toBe(2);
    expect(dan!.events[0]).toMatchObject({ type: 'layPair', player: 3, cards: cards('JC JS') }); // canonical: ascending
    const end = finalPosition(t);
    expect(end.won[4]!.size).toBe(2);
    expect(end.table.countRank(4)).toBe(1); // rank index 4 = the fives
    const emil = t.steps.at(-1)!;
    expect(emil.events[0]).toMatchObject({ type: 'capture', player: 4, rule: 'oneForOne' });
  });

  it('one queen takes three (seed 002): four queens, two pairs', () => {
    const end = finalPosition(timeline('queen-takes-three'));
    expect(end.won[1]!.size).toBe(4);
    expect(end.claimables).toEqual([]);
  });

  it('one queen takes only one (seed 002): the other two are left to a watchful claimant', () => {
    const t = timeline('queen-takes-one');
    const first = t.steps[0]!;
    expect(first.position.won[1]!.size).toBe(2);
    expect(first.position.claimables).toMatchObject([{ kind: 'oneOfThree', cards: cards('QC QD') }]);
    expect(finalPosition(t).won[3]!.size).toBe(2);
  });

  it('pay-off (seeds 000/001): Anna 14, Ben 12, Carla 8, Dan 6, Emil 12; Ben last; the pot ends empty', () => {
    const end = finalPosition(timeline('pay-off'));
    expect(end.won.map((w) => w.size)).toEqual([14, 12, 8, 6, 12]);
    expect(end.lastHolder).toBe(1);
    const s = settle(end);
    if (!s.ok) throw new Error();
    // Anna takes 3, Ben 2, Emil 2, Carla nothing, Dan pays 1; Ben takes the bonus of 5.
    expect(s.value.pairChips).toEqual([3, 2, 0, -1, 2]);
    expect(s.value.bonus).toEqual({ player: 1, chips: 5 });
    // After the stakes: Ben 5 up, Carla 2 down, Dan 3 down, Anna and Emil even.
    expect(s.value.net).toEqual([0, 5, -2, -3, 0]);
    expect(s.value.potBefore).toBe(11);
    expect(s.value.potAfter).toBe(0);
  });

  it('settlement (seed 002): 16/12/10/8/6 gives +4 +2 +1 0 −1, sum 6, plus 5 for the last: exactly 11', () => {
    const end = finalPosition(timeline('settlement'));
    expect(end.won.map((w) => w.size)).toEqual([16, 12, 10, 8, 6]);
    const s = settle(end);
    if (!s.ok) throw new Error();
    expect(s.value.pairChips).toEqual([4, 2, 1, 0, -1]);
    expect(s.value.pairChips.reduce((a, b) => a + b, 0)).toBe(6);
    expect(s.value.bonus.chips).toBe(5);
    expect(s.value.potBefore).toBe(11);
    expect(s.value.potAfter).toBe(0);
  });

  it('marks which steps the sources state', () => {
    const documented = (id: string) => exampleById(id)!.steps.map((s) => s.documented);
    expect(documented('capture-round')).toEqual([true, true, true, false, true]);
    expect(documented('queen-takes-one')).toEqual([true, false]);
    expect(documented('pay-off').every((d) => !d)).toBe(true);
  });
});
