/**
 * The engine's shortcuts give the same results as the plain computations they replace: seededRng's
 * remainder without the floating-point `%`, randomMove's counting of turn moves instead of listing them,
 * and the bit tests that let freeMoves skip players.
 */
import { describe, expect, it } from 'vitest';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { READINGS, applyMove, dealSeeded, freeMoves, freeMovesOf, randomMove, seededRng, turnMoves } from '~/engine/index.ts';
import { nthTurnMove, turnMoveCount } from '~/engine/lld/rules.ts';

/** The reference: pure-rand's generator, rejection sampling and the plain remainder. */
function reference(seed: number) {
  const g = xoroshiro128plus(seed | 0);
  return (n: number) => {
    const limit = Math.floor(4294967296 / n) * n;
    let v = g.next() + 2147483648;
    while (v >= limit) v = g.next() + 2147483648;
    return v % n;
  };
}

describe('seededRng', () => {
  it('draws exactly what the plain remainder gives, small and large ranges', () => {
    const ns = [1, 2, 3, 5, 7, 13, 52, 1000, 65_537, 2 ** 21 - 1, 2 ** 21, 2 ** 21 + 1, 1_000_003_331, 2 ** 31, 2 ** 32 - 1, 2 ** 32];
    for (let seed = -3; seed < 40; seed++) {
      const a = seededRng(seed);
      const b = reference(seed);
      for (let i = 0; i < 2000; i++) {
        const n = ns[i % ns.length]!;
        expect(a.int(n)).toBe(b(n));
      }
    }
  });
});

describe('randomMove, turnMoveCount, nthTurnMove, freeMoves', () => {
  it('count and build the same turn moves as turnMoves lists, and freeMoves is every freeMovesOf', () => {
    for (const reading of Object.values(READINGS)) {
      for (let seed = 1; seed <= 60; seed++) {
        const start = dealSeeded(seed, { dealer: seed % 5, reading });
        if (!start.ok) throw new Error(start.error.code);
        const rng = seededRng(seed);
        let pos = start.value;
        for (let m = randomMove(pos, rng); m; m = randomMove(pos, rng)) {
          const list = turnMoves(pos);
          expect(turnMoveCount(pos)).toBe(list.length);
          list.forEach((l, k) => expect(nthTurnMove(pos, k)).toEqual(l));
          const all = Array.from({ length: pos.players }, (_, p) => freeMovesOf(pos, p)).flat();
          expect(freeMoves(pos)).toEqual(all);
          const r = applyMove(pos, m.move);
          if (!r.ok) throw new Error(r.error.code);
          pos = r.value.position;
        }
        expect(turnMoveCount(pos)).toBe(0);
      }
    }
  });
});
