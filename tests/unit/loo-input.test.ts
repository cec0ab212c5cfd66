/**
 * Bad input of any type gets a typed error, never an exception (Standards: "nothing crashes"; issue 20,
 * item 5): the Loo engine's entry points called with values of the wrong type, out of range or malformed
 * (null, numbers, strings, BigInt, objects with missing or odd fields, sparse and huge arrays, huge texts).
 * Positions are the engine's own (validated when built) and are fuzzed only as whole values.
 */
import { describe, expect, it } from 'vitest';
import {
  LOO_ERROR_CODES, LOO_RULES, applyLooMove, formatLooPosition, looDealFromDeck, looDealSeeded, looSetup, parseLooMove, parseLooMoves,
  parseLooPosition, playOutLooSeeded, replayLoo, replayLooMoves, settleLooSeeded, type LooPosition,
} from '~/engine/loo/index.ts';
import { seededRng } from '~/engine/index.ts';

const start = (looDealSeeded(7) as { ok: true; value: LooPosition }).value;

/** Odd values for any field. */
const ODD: unknown[] = [
  null, undefined, 0, -1, 1.5, NaN, Infinity, -Infinity, 1e300, 99, 52, '', 'x', 'Jc', 10n, true, {}, [], [null], [[]], [-1], [52], [1.5],
  ['a'], [10n], new Array(3), Array.from({ length: 100 }, (_, i) => i), () => 1, Symbol('s'), { int: 3 }, { type: 'play' }, [[1, 2, 3], null],
];
const odd = (rng: { int(n: number): number }) => ODD[rng.int(ODD.length)];

/** Calls `f`; a throw fails the test with the call named. */
function noThrow<T>(label: string, f: () => T): T {
  try {
    return f();
  } catch (e) {
    throw new Error(`${label} threw: ${(e as Error).message}`);
  }
}

const show = (v: unknown) => JSON.stringify(v, (_k, x) => (typeof x === 'bigint' ? `${x}n` : typeof x === 'symbol' ? 'symbol' : x));

/** A result with a typed error (or a value): any other shape fails. */
function typed(r: { ok: boolean; error?: unknown }, label: string): void {
  if (r.ok) return;
  const e = r.error as { code?: string; error?: { code?: string } };
  const code = e.code ?? e.error?.code; // replayLoo's error is { index, error }
  expect(LOO_ERROR_CODES, label).toContain(code);
}

let tried = 0;

describe('the Loo engine never throws on bad input', { timeout: 120_000 }, () => {
  it('looSetup and the dealing functions take any value', () => {
    const rng = seededRng(31);
    const rules = Object.values(LOO_RULES);
    for (let i = 0; i < 4000; i++) {
      const input: Record<string, unknown> = {
        rules: rng.int(3) ? rules[rng.int(rules.length)] : odd(rng),
        dealer: rng.int(2) ? odd(rng) : 0,
        hands: rng.int(3) ? odd(rng) : [odd(rng), odd(rng), odd(rng)],
        turnUp: rng.int(2) ? odd(rng) : 5,
      };
      if (rng.int(2)) input.miss = odd(rng);
      if (rng.int(2)) input.stock = odd(rng);
      if (rng.int(2)) input.carried = odd(rng);
      tried += 6;
      typed(noThrow(`looSetup(${show(input)})`, () => looSetup(input as never)), 'looSetup');
      typed(noThrow('looSetup(odd)', () => looSetup(odd(rng) as never)), 'looSetup');
      const opts = rng.int(2) ? odd(rng) : { rules: rng.int(2) ? odd(rng) : rules[0], players: odd(rng), dealer: odd(rng), carried: odd(rng) };
      typed(noThrow(`looDealSeeded(${show(opts)})`, () => looDealSeeded(odd(rng) as never, opts as never)), 'looDealSeeded');
      typed(noThrow('looDealFromDeck', () => looDealFromDeck(odd(rng) as never, opts as never)), 'looDealFromDeck');
      typed(noThrow('playOutLooSeeded', () => playOutLooSeeded(rng.int(2) ? 3 : (odd(rng) as never), opts as never)), 'playOutLooSeeded');
      typed(noThrow('settleLooSeeded', () => settleLooSeeded(rng.int(2) ? 3 : (odd(rng) as never), opts as never)), 'settleLooSeeded');
    }
  });

  it('moves of every odd shape to applyLooMove and replayLoo give ERR_ codes', () => {
    const rng = seededRng(37);
    const types = ['call', 'exchange', 'play', 'x', undefined, null, 3];
    for (let i = 0; i < 5000; i++) {
      const move: Record<string, unknown> = { type: types[rng.int(types.length)], player: rng.int(3) === 0 ? odd(rng) : rng.int(6) };
      if (rng.int(2)) move.call = rng.int(2) ? odd(rng) : 'play';
      if (rng.int(2)) move.card = odd(rng);
      if (rng.int(2)) move.discard = odd(rng);
      if (rng.int(2)) move.civil = odd(rng);
      if (rng.int(2)) move.turnUp = odd(rng);
      for (const m of [move, odd(rng)]) {
        tried += 2;
        const r = noThrow(`applyLooMove(${show(m)})`, () => applyLooMove(start, m as never));
        if (!r.ok) expect(LOO_ERROR_CODES).toContain(r.error.code);
        typed(noThrow('replayLoo', () => replayLoo(start, (rng.int(2) ? [m] : m) as never)), 'replayLoo');
      }
      tried++;
      typed(noThrow('applyLooMove(odd position)', () => applyLooMove(odd(rng) as never, move as never)), 'applyLooMove');
    }
  });

  it('the notation readers take any value, and refuse huge texts at once', () => {
    const rng = seededRng(41);
    for (let i = 0; i < 3000; i++) {
      const v = odd(rng);
      tried += 4;
      const r = noThrow('parseLooPosition', () => parseLooPosition(v as never));
      expect(r.ok).toBe(false);
      typed(r, 'parseLooPosition');
      typed(noThrow('parseLooMoves', () => parseLooMoves(v as never)), 'parseLooMoves');
      typed(noThrow('parseLooMove', () => parseLooMove(v as never)), 'parseLooMove');
      typed(noThrow('replayLooMoves', () => replayLooMoves(rng.int(2) ? start : (odd(rng) as never), v as never)), 'replayLooMoves');
    }
    const huge = formatLooPosition(start) + '_0y'.repeat(400_000);
    const t0 = performance.now();
    const r = parseLooPosition(huge);
    const ms = performance.now() - t0;
    expect(r.ok).toBe(false);
    // Refused before it is read: the column is at the limit, inside the text.
    if (!r.ok && r.error.code === 'ERR_NOTATION_SYNTAX') expect(r.error.column).toBeLessThanOrEqual(huge.length);
    expect(parseLooMoves('0y_'.repeat(100_000)).ok).toBe(false);
    console.log(`parseLooPosition refused ${huge.length} characters in ${ms.toFixed(1)} ms`);
  });

  it('reports the total of inputs tried', () => {
    expect(tried).toBe(4000 * 6 + 5000 * 5 + 3000 * 4);
    console.log(`Loo engine fuzz: ${tried} inputs, 0 throws`);
  });
});

describe('Loo inputs are named and range-checked', () => {
  const field = (r: { ok: boolean; error?: unknown }) => (!r.ok ? (r.error as { code: string; field?: string }) : null);
  it('names the field that is wrong', () => {
    expect(field(applyLooMove(start, null as never))).toEqual({ code: 'ERR_INPUT', field: 'move' });
    expect(field(applyLooMove(start, { type: 'play', player: 1 } as never))).toEqual({ code: 'ERR_INPUT', field: 'card' });
    expect(field(applyLooMove(start, { type: 'fold', player: 1 } as never))).toEqual({ code: 'ERR_INPUT', field: 'type' });
    expect(field(applyLooMove(null as never, { type: 'call', player: 1, call: 'play' }))).toEqual({ code: 'ERR_INPUT', field: 'position' });
    expect(field(looSetup(null as never))).toEqual({ code: 'ERR_INPUT', field: 'input' });
    expect(field(looSetup({ rules: LOO_RULES.threeCard, dealer: 0, hands: new Array(5), turnUp: 3 } as never))).toEqual({ code: 'ERR_INPUT', field: 'hands' });
    expect(field(parseLooMoves(null as never))).toEqual({ code: 'ERR_INPUT', field: 'text' });
    expect(field(looDealSeeded(10n as never))).toEqual({ code: 'ERR_INPUT', field: 'seed' });
    expect(field(settleLooSeeded(1, { carried: '3' } as never))).toEqual({ code: 'ERR_INPUT', field: 'carried' });
  });

  it('range-checks the chips carried, and any pot a game reaches round-trips in the notation', () => {
    expect(field(looDealSeeded(1, { carried: 1e300 }))).toEqual({ code: 'ERR_CARRIED', carried: 1e300 });
    expect(field(looDealSeeded(1, { carried: -1 }))).toEqual({ code: 'ERR_CARRIED', carried: -1 });
    for (const carried of [0, 999_999, 1_000_000, 123_456_789_012, 1e15]) {
      const d = looDealSeeded(9, { carried });
      if (!d.ok) throw new Error(d.error.code);
      const text = formatLooPosition(d.value);
      const back = parseLooPosition(text);
      expect(back.ok && back.value.deal.carried, text).toBe(carried);
    }
  });

  it('never points past the end of the text', () => {
    const text = formatLooPosition(start);
    for (const t of [text.split('_').slice(0, 3).join('_'), 'loo1', 'loo1_threeCard', 'loo1_threeCard_d0c0_', `${text}_`]) {
      const r = parseLooPosition(t);
      expect(r.ok).toBe(false);
      if (!r.ok && r.error.code === 'ERR_NOTATION_SYNTAX') expect(r.error.column, t).toBeLessThanOrEqual(Math.max(1, t.length));
    }
    // A long bad field is quoted clipped, never in full.
    const fields = text.split('_');
    fields[1] = `threeCard.${'x'.repeat(1500)}`;
    const long = parseLooPosition(fields.join('_'));
    expect(!long.ok && long.error.code).toBe('ERR_NOTATION_SYNTAX');
    expect(!long.ok && long.error.code === 'ERR_NOTATION_SYNTAX' ? long.error.text.length : -1).toBe(17);
  });
});

describe('Loo errors in words', () => {
  it('rules for one player count say so, not "for 4 to 4 players", in every language; ERR_INPUT has a message', async () => {
    const { MESSAGES } = await import('~/i18n/gameMessages.ts');
    const { createT } = await import('~/i18n/createT.ts');
    const { looErrorText } = await import('~/components/loo/looText.ts');
    const peer = LOO_RULES.peer!;
    expect(peer.options.minPlayers).toBe(peer.options.maxPlayers);
    const r = looDealSeeded(1, { rules: peer, players: 5 });
    if (r.ok) throw new Error('five players accepted');
    for (const lang of ['en', 'de', 'fr', 'ru']) {
      const t = createT(lang, MESSAGES[lang]!);
      const text = looErrorText(t, r.error);
      expect(text, lang).toContain(String(peer.options.minPlayers));
      expect(text, lang).not.toMatch(/4\D{1,8}4/);
      const input = looErrorText(t, { code: 'ERR_INPUT', field: 'hands' });
      expect(input, lang).toContain('hands');
      expect(input).not.toContain('loo.errors');
    }
  });
});
