/**
 * Properties over many seeded random deals, for every reading and player count it defines: the 52 cards
 * are conserved at every step, every chip is paid out or carried over, the pot ends exactly empty where
 * the reading says so (seed 001, "Pay-off": "This always empties the pot exactly"), every move the engine
 * lists is accepted, and the same seed replays the same deal.
 */
import { describe, expect, it } from 'vitest';
import { READINGS, dealSeeded, playOut, seededRng, settle, finalPosition, replay, legalMoves, applyMove } from '~/engine/index.ts';
import { cardTotal } from './helpers.ts';

const DEALS = 400;

describe.each(Object.values(READINGS).map((r) => [r.id, r] as const))('reading %s', (_id, reading) => {
  for (const players of Object.keys(reading.options.deals).map(Number)) {
    it(`${players} players: cards conserved, pot exactly empty, moves accepted (${DEALS} seeded deals)`, () => {
      for (let seed = 1; seed <= DEALS; seed++) {
        const start = dealSeeded(seed, { players, dealer: seed % players, reading });
        if (!start.ok) throw new Error(JSON.stringify(start.error));
        const t = playOut(start.value, seededRng(seed));
        for (const s of t.steps) {
          expect(cardTotal(s.position)).toBe(52);
          const all = [...s.position.hands, ...s.position.won].reduce((u, x) => u.union(x), s.position.table);
          expect(all.size).toBe(52);
        }
        const end = finalPosition(t);
        expect(end.over).toBe(true);
        const st = settle(end);
        if (!st.ok) throw new Error();
        // Every chip is accounted for: paid out, or left in the pot for the next deal.
        expect(st.value.net.reduce((a, b) => a + b, 0) + st.value.potAfter).toBe(end.carried);
        if (reading.options.potRemainder === 'mustBeEmpty') expect(st.value.potAfter).toBe(0);
        expect(end.transfers.reduce((a, b) => a + b, 0)).toBe(0);
        if (seed % 50 === 0) {
          for (const s of [t.start, ...t.steps.map((x) => x.position)].slice(0, 10)) {
            for (const l of legalMoves(s)) expect(applyMove(s, l.move).ok).toBe(true);
          }
        }
      }
    });
  }

  it('replays deterministically: the same seed gives the same deal and the same moves', () => {
    const start = dealSeeded(99, { reading });
    const start2 = dealSeeded(99, { reading });
    if (!start.ok || !start2.ok) throw new Error();
    expect(start2.value).toEqual(start.value);
    const a = playOut(start.value, seededRng(5));
    const b = playOut(start2.value, seededRng(5));
    expect(a.steps.map((s) => s.events)).toEqual(b.steps.map((s) => s.events));
    const again = replay(a.start, a.steps.map((s) => {
      const e = s.events[0]!;
      if (e.type === 'capture') return { type: 'capture', player: e.player, play: e.play, take: e.take } as const;
      if (e.type === 'lieDown') return { type: 'lieDown', player: e.player } as const;
      if (e.type === 'declare' || e.type === 'layPair' || e.type === 'claim') return { type: e.type, player: e.player, cards: e.cards } as const;
      throw new Error(e.type);
    }));
    expect(again.ok && finalPosition(again.value)).toEqual(finalPosition(a));
  });
});
