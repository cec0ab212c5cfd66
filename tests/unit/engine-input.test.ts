/**
 * Bad input of any type gets a typed error, never an exception (Standards: "nothing crashes"): the Laugh
 * and Lie Down engine's entry points called with values of the wrong type, out of range, or malformed
 * (null, numbers, strings, BigInt, objects with missing or odd fields, sparse and huge arrays). Positions
 * are the engine's own (validated when built) and are not fuzzed here.
 */
import { describe, expect, it } from 'vitest';
import { applyMove, checkMove, dealSeeded, freeMovesOf, parseMoves, parsePosition, setup, setupMidDeal, turnMoves } from '~/engine/index.ts';
import { seededRng } from '~/engine/index.ts';

const start = dealSeeded(7).ok ? (dealSeeded(7) as { value: Parameters<typeof applyMove>[0] }).value : null!;

/** Odd values for any field. */
const ODD: unknown[] = [null, undefined, 0, -1, 1.5, NaN, Infinity, 1e300, 99, '', 'x', '9C', 10n, true, {}, [], [null], [[]], [-1], [52], [1.5], ['a'], [10n], new Array(3), Array.from({ length: 100 }, (_, i) => i)];

/** A random odd value, from `ODD` or a random mix of them inside an object. */
function odd(rng: { int(n: number): number }): unknown {
  return ODD[rng.int(ODD.length)];
}

/** Calls `f` and fails the test if it throws; returns what it gave. */
function noThrow(label: string, f: () => unknown): unknown {
  try {
    return f();
  } catch (e) {
    throw new Error(`${label} threw: ${(e as Error).message}`);
  }
}

describe('the engine never throws on bad input', () => {
  it('moves of every odd shape to applyMove and checkMove give ERR_ codes', () => {
    const rng = seededRng(13);
    const types = ['capture', 'lieDown', 'declare', 'layPair', 'claim', 'x', undefined, null, 3];
    let tried = 0;
    for (let i = 0; i < 5000; i++) {
      const move: Record<string, unknown> = { type: types[rng.int(types.length)], player: rng.int(3) === 0 ? odd(rng) : rng.int(6) };
      if (rng.int(2)) move.play = odd(rng);
      if (rng.int(2)) move.take = odd(rng);
      if (rng.int(2)) move.cards = odd(rng);
      const candidates = [move, odd(rng)];
      for (const m of candidates) {
        tried++;
        const r = noThrow(`applyMove(${JSON.stringify(m, (_k, v) => (typeof v === 'bigint' ? `${v}n` : v))})`, () => applyMove(start, m as never)) as { ok: boolean; error?: { code: string } };
        if (!r.ok) expect(r.error!.code).toMatch(/^ERR_/);
        noThrow('checkMove', () => checkMove(start, m as never));
      }
    }
    expect(tried).toBe(10000);
  });

  it('setups of every odd shape give ERR_ codes', () => {
    const rng = seededRng(17);
    for (let i = 0; i < 3000; i++) {
      const s: Record<string, unknown> = { hands: rng.int(3) ? odd(rng) : [odd(rng), odd(rng), odd(rng)], table: odd(rng), dealer: rng.int(2) ? odd(rng) : 0 };
      if (rng.int(2)) s.carried = odd(rng);
      for (const f of [setup, setupMidDeal] as const) {
        const r = noThrow(`${f.name}`, () => f({ ...s, won: rng.int(2) ? odd(rng) : undefined, turn: odd(rng), started: odd(rng) } as never)) as { ok: boolean; error?: { code: string } };
        expect(r.ok).toBe(false);
        expect(r.error!.code).toMatch(/^ERR_/);
      }
      noThrow('setup(odd)', () => setup(odd(rng) as never));
    }
  });

  it('the notation readers and the move lists take any value', () => {
    const rng = seededRng(19);
    for (let i = 0; i < 2000; i++) {
      const v = odd(rng);
      const r = noThrow('parsePosition', () => parsePosition(v as never)) as { ok: boolean };
      expect(r.ok).toBe(false);
      noThrow('parseMoves', () => parseMoves(v as never));
      noThrow('freeMovesOf', () => freeMovesOf(start, v as never));
      noThrow('turnMoves', () => turnMoves(start));
    }
  });

  it('names the field that is wrong, and range-checks the chips carried', () => {
    const field = (r: { ok: boolean; error?: unknown }) => (!r.ok ? (r.error as { code: string; field?: string }) : null);
    expect(field(applyMove(start, null as never))).toEqual({ code: 'ERR_INPUT', field: 'input' });
    expect(field(applyMove(start, { type: 'capture', player: 1 } as never))).toEqual({ code: 'ERR_INPUT', field: 'play' });
    expect(field(applyMove(start, { type: 'fold', player: 1 } as never))).toEqual({ code: 'ERR_INPUT', field: 'type' });
    expect(field(setup({ hands: new Array(5), table: [], dealer: 0 } as never))).toEqual({ code: 'ERR_INPUT', field: 'hands' });
    const hands = start.hands.map((h) => h.toArray());
    expect(setup({ hands, table: start.table.toArray(), dealer: 0 }).ok).toBe(true);
    expect(field(setup({ hands, table: start.table.toArray(), dealer: 0, carried: 1e300 }))).toEqual({ code: 'ERR_STAKES', pot: 1e300 });
  });
});

