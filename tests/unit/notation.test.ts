/**
 * Notation: positions and move lists as text (src/engine/lld/notation.ts). A hand-written deal with known
 * cards and its exact strings; every error code on a concrete bad string; the round trip over thousands of
 * positions from seeded random play under every reading, every player count it defines, and every changed
 * option; a fuzz test of 100,000+ random and mutated strings in which each one parses or gets a typed error.
 */
import { describe, expect, it } from 'vitest';
import {
  READINGS, OPTION_VALUES, NOTATION_ERROR_CODES, caid, dealSeeded, ducoeur, finalPosition, formatMoves,
  formatPosition, parlett, parseMove, parseMoves, parsePosition, replayMoves, seededRng, withOption,
  type Move, type Position, type Reading, type RuleId,
} from '~/engine/index.ts';
import { MESSAGES } from '~/i18n/gameMessages.ts';
import { randomPlay } from './helpers.ts';

/** A reading as text: id, options and citations (cached per reading object). */
const readingText = new WeakMap<Reading, string>();
function readingKey(r: Reading): string {
  let t = readingText.get(r);
  if (t === undefined) readingText.set(r, (t = JSON.stringify([r.id, r.complete, r.options, r.cite])));
  return t;
}

/** A position as plain data: CardSets as card arrays, the reading as text. */
function plain(p: Position) {
  return {
    ...p,
    reading: readingKey(p.reading),
    hands: p.hands.map((h) => h.toArray()),
    table: p.table.toArray(),
    won: p.won.map((w) => w.toArray()),
  };
}
const key = (p: Position) => JSON.stringify(plain(p));
/** Structural equality of two positions (CardSets by content, the reading by id, options and citations). */
function expectSame(a: Position, b: Position, context: string) {
  if (key(a) !== key(b)) expect(plain(a), context).toEqual(plain(b));
}

function parsed(text: string): Position {
  const r = parsePosition(text);
  if (!r.ok) throw new Error(`${text}: ${JSON.stringify(r.error)}`);
  return r.value;
}

// A five-player Parlett deal written by hand: seat 0 deals; the table holds a layout mournival of kings.
const HANDS = ['AcAd2c3c4c5c6c7c', 'AhAs2d3d4d5d6d7d', '2h3h4h5h6h7h8c8d', '2s3s4s5s6s7s8h8s', '9c9dTcTdJcJdQcQd'];
const TABLE = '9h9sThTsJhJsQhQsKcKdKhKs';
const START = `lld1_parlett_d0t1_${HANDS.join('-')}_${TABLE}_----`;

describe('a hand-written deal', () => {
  it('reads every field', () => {
    const p = parsed(START);
    expect(START.length).toBe(132);
    expect(p.reading).toBe(parlett);
    expect(p.players).toBe(5);
    expect(p.dealer).toBe(0);
    expect(p.turn).toBe(1);
    expect(p.hands[4]!.toArray()).toEqual([32, 33, 36, 37, 40, 41, 44, 45]); // 9c 9d Tc Td Jc Jd Qc Qd
    expect(p.table.size).toBe(12);
    expect(p.table.countRank(12)).toBe(4);
    expect(p.won.every((w) => w.isEmpty())).toBe(true);
    expect(p.stakes).toEqual([3, 2, 2, 2, 2]);
    expect(p.pot).toBe(11);
    expect([p.started, p.over, p.lastCapturer, p.lastHolder, p.carried]).toEqual([false, false, null, null, 0]);
    expect(p.transfers).toEqual([0, 0, 0, 0, 0]);
    expect(formatPosition(p)).toBe(START);
  });

  it('writes the position after a declaration, a lie-down and a capture, as written by hand', () => {
    const r = replayMoves(parsed(START), '0DKcKdKhKs_1L_2X7h-7d');
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(formatPosition(finalPosition(r.value))).toBe(
      'lld1_parlett_d0t3sc2_AcAd2c3c4c5c6c7c-*-2h3h4h5h6h8c8d-2s3s4s5s6s7s8h8s-9c9dTcTdJcJdQcQd' +
        '_AhAs2d3d4d5d6d9h9sThTsJhJsQhQs_KcKdKhKs--7d7h--',
    );
  });

  it('writes an open claim: the dealer left the layout mournival', () => {
    const r = replayMoves(parsed(START), '1L');
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    const end = finalPosition(r.value);
    expect(end.claimables).toEqual([{ kind: 'layoutMournival', cards: [48, 49, 50, 51], culprit: 0 }]);
    const text = formatPosition(end);
    expect(text.endsWith('_km0KcKdKhKs')).toBe(true);
    expectSame(parsed(text), end, text);
  });

  it('writes payments (Caid) and a changed option', () => {
    const start = parsed(START.replace('parlett', 'caid.bonusTo-lastCapturer'));
    expect(start.reading.id).toBe('caid+bonusTo');
    expect(start.reading.options.bonusTo).toBe('lastCapturer');
    const r = replayMoves(start, '0DKcKdKhKs_1L');
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    const end = finalPosition(r.value);
    expect(end.transfers).toEqual([1, -4, 1, 1, 1]);
    const text = formatPosition(end);
    expect(text.startsWith('lld1_caid.bonusTo-lastCapturer_d0t2s_')).toBe(true);
    expect(text.endsWith('_x1.-4.1.1.1')).toBe(true);
    expectSame(parsed(text), end, text);
  });

  it('accepts the cards of a pile in any order and writes them ascending', () => {
    const shuffled = START.replace('AcAd2c3c4c5c6c7c', '7c6c5c4c3c2cAdAc');
    expect(formatPosition(parsed(shuffled))).toBe(START);
  });

  it('writes moves and reads them back', () => {
    const moves: Move[] = [
      { type: 'declare', player: 0, cards: [48, 49, 50, 51] },
      { type: 'lieDown', player: 1 },
      { type: 'capture', player: 2, play: [26], take: [25] },
      { type: 'layPair', player: 3, cards: [16, 17] },
      { type: 'claim', player: 4, cards: [34, 35] },
    ];
    const text = formatMoves(moves);
    expect(text).toBe('0DKcKdKhKs_1L_2X7h-7d_3P5c5d_4C9h9s');
    expect(parseMoves(text)).toEqual({ ok: true, value: moves });
    expect(parseMoves('')).toEqual({ ok: true, value: [] });
    expect(parseMove('1X9h-9c9d9s')).toEqual({ ok: true, value: { type: 'capture', player: 1, play: [34], take: [32, 33, 35] } });
  });
});

describe('errors', () => {
  const code = (text: string) => {
    const r = parsePosition(text);
    return r.ok ? 'ok' : r.error;
  };
  const replaceHand = (i: number, h: string) => START.replace(HANDS[i]!, h);

  it.each([
    ['', { code: 'ERR_NOTATION_SYNTAX', part: 'version', column: 1, text: '' }],
    ['lld1_parlett_d0t1', { code: 'ERR_NOTATION_SYNTAX', part: 'hands', column: 18, text: '' }],
    [START.replace('d0t1', 'd0x1'), { code: 'ERR_NOTATION_SYNTAX', part: 'state', column: 14, text: 'd0x1' }],
    [START + '_z', { code: 'ERR_NOTATION_SYNTAX', part: 'extra', column: 134, text: 'z' }],
    [START.replace('lld1', 'lld2'), { code: 'ERR_NOTATION_VERSION', version: 'lld2' }],
    [START.replace('parlett', 'whist'), { code: 'ERR_UNKNOWN_READING', reading: 'whist' }],
    [START.replace('parlett', 'constructor'), { code: 'ERR_UNKNOWN_READING', reading: 'constructor' }],
    [START.replace('parlett', 'parlett.deals-x'), { code: 'ERR_UNKNOWN_OPTION', option: 'deals' }],
    [START.replace('parlett', 'parlett.bonusTo-dealer'), { code: 'ERR_OPTION_VALUE', option: 'bonusTo', value: 'dealer' }],
    [START.replace('Ac', 'Ax'), { code: 'ERR_CARD_SYNTAX', text: 'Ax' }],
    [START.replace('Kc', 'Ac'), { code: 'ERR_DUPLICATE_CARD', card: 0 }],
    [START.replace('Kc', ''), { code: 'ERR_CARD_COUNT', count: 51 }],
    [START.replace('parlett', 'ducoeur').replace('_----', '_-----').replace(HANDS[4]!, `${HANDS[4]}-`), { code: 'ERR_PLAYERS', players: 6 }],
    [START.replace('d0t1', 'd7t1'), { code: 'ERR_DEALER', dealer: 7 }],
    [START.replace('d0t1', 'd0t9'), { code: 'ERR_PLAYER', player: 9, role: 'turn' }],
    [START.replace('d0t1', 'd0t2'), { code: 'ERR_TURN', player: 2 }],
    [START.replace('d0t1', 'd0e'), { code: 'ERR_DEAL_END' }],
    [replaceHand(1, '*').replace(TABLE, TABLE + HANDS[1]).replace('d0t1', 'd0t2'), { code: 'ERR_BEFORE_PLAY' }],
    [replaceHand(1, '*').replace(TABLE, TABLE + HANDS[1]).replace('d0t1', 'd0t1s'), { code: 'ERR_TURN', player: 1 }],
    [replaceHand(1, '*').replace(TABLE, TABLE + HANDS[1]).replace('d0t1', 'd0t2s'), 'ok'],
    [replaceHand(1, 'AhAs2d3d4d5d6d').replace('----', '-7d---'), { code: 'ERR_WON_ODD', player: 1, count: 1 }],
    [replaceHand(1, 'AhAs2d3d4d5d').replace(TABLE, TABLE + '6d7d'), { code: 'ERR_HAND_SIZE', player: 1, size: 6, expected: 8 }],
    [START.replace('9h9s', '').replace('----', '9h9s----'), { code: 'ERR_TABLE_SIZE', size: 10, expected: 12 }],
    [START.replace('d0t1', 'd0t1s') + '_ko1AcAd', { code: 'ERR_CLAIMABLE', index: 0 }],
    [START.replace('d0t1', 'd0t1s') + '_km0KcKdKhKs', 'ok'],
    [START.replace('d0t1', 'd0t1s') + '_km1KcKdKhKs', { code: 'ERR_CLAIMABLE', index: 0 }],
    [START.replace('d0t1', 'd0t1s') + '_x1.-1.0.0.0', { code: 'ERR_TRANSFERS', sum: 0 }],
    [START.replace('parlett', 'caid').replace('d0t1', 'd0t1s') + '_x1.-1.0.0.1', { code: 'ERR_TRANSFERS', sum: 1 }],
  ].map(([text, want]) => [typeof want === 'string' ? want : (want as { code: string }).code, text, want] as const))(
    '%s: %s',
    (_label, text, want) => {
      expect(code(text as string)).toEqual(want);
    },
  );

  it('gives move errors with the place or the move', () => {
    expect(parseMoves('1L_1Q')).toEqual({ ok: false, error: { code: 'ERR_NOTATION_SYNTAX', part: 'moves', column: 4, text: '1Q' } });
    expect(parseMoves('1X9h')).toMatchObject({ ok: false, error: { code: 'ERR_NOTATION_SYNTAX' } });
    expect(parseMoves('1X9h-9z')).toEqual({ ok: false, error: { code: 'ERR_CARD_SYNTAX', text: '9z' } });
    expect(parseMoves('7L', parsed(START))).toEqual({ ok: false, error: { code: 'ERR_PLAYER', player: 7, role: 'move' } });
    expect(replayMoves(parsed(START), '1L_3L')).toEqual({
      ok: false,
      error: { code: 'ERR_ILLEGAL_MOVE', index: 1, number: 2, move: '3L', error: { code: 'ERR_NOT_YOUR_TURN', player: 3, turn: 2 } },
    });
  });

  /** The fields of each error, which a message may name. */
  const FIELDS: Record<string, string[]> = {
    ERR_NOTATION_SYNTAX: ['part', 'column', 'text'], ERR_NOTATION_VERSION: ['version'], ERR_UNKNOWN_READING: ['reading'],
    ERR_UNKNOWN_OPTION: ['option'], ERR_OPTION_VALUE: ['option', 'value'], ERR_CARD_SYNTAX: ['text'], ERR_DUPLICATE_CARD: ['card'],
    ERR_CARD_COUNT: ['count'], ERR_PLAYERS: ['players'], ERR_DEALER: ['dealer'], ERR_PLAYER: ['player'],
    ERR_HAND_SIZE: ['player', 'size', 'expected'], ERR_TABLE_SIZE: ['size', 'expected'], ERR_WON_ODD: ['player', 'count'],
    ERR_WON_RANK: ['player', 'rank', 'ranks', 'ofRank', 'count'], ERR_HAND_UNACCOUNTED: ['player', 'size', 'dealt', 'won'],
    ERR_TURN: ['player'], ERR_DEAL_END: [], ERR_BEFORE_PLAY: [], ERR_CLAIMABLE: ['index'], ERR_TRANSFERS: ['sum'],
    ERR_ILLEGAL_MOVE: ['index', 'number', 'move'],
  };
  const en = (MESSAGES.en as unknown as { errors: Record<string, string> }).errors;
  it('has a message for every code in every language, naming only fields the error has', () => {
    expect(Object.keys(FIELDS).sort()).toEqual([...NOTATION_ERROR_CODES].sort());
    for (const lang of ['en', 'de', 'fr', 'ru']) {
      const errors = (MESSAGES[lang] as unknown as { errors: Record<string, string> }).errors;
      // A message with a count has plural forms (`ERR_CARD_COUNT_one`, …): take the `_other` form. Sizes
      // are passed to the message as `count`, which chooses the plural form (play/describe.ts).
      const text = (m: Record<string, string>, c: string) => m[c] ?? m[`${c}_other`];
      for (const c of NOTATION_ERROR_CODES) {
        expect(typeof text(errors, c), `${lang} ${c}`).toBe('string');
        const names = [...text(errors, c)!.matchAll(/{{(\w+)}}/g)].map((m) => m[1]!);
        for (const n of names) expect([...FIELDS[c]!, ...(FIELDS[c]!.includes('size') ? ['count'] : [])], `${lang} ${c} {{${n}}}`).toContain(n);
        // The same placeholders in every language.
        expect(names.sort(), `${lang} ${c}`).toEqual([...(errors === en ? names : [...text(en, c)!.matchAll(/{{(\w+)}}/g)].map((m) => m[1]!))].sort());
      }
    }
  });
});


describe('round trip over seeded random play', () => {
  const DEALS = 40;
  let total = 0;

  /** Checks parse(format(p)) = p and format(parse(s)) = s for every position of DEALS deals. */
  function check(reading: Reading, players: number, deals: number, carried = 0): number {
    let n = 0;
    for (let seed = 1; seed <= deals; seed++) {
      const start = dealSeeded(seed * 7919 + players, { players, dealer: seed % players, reading, carried });
      if (!start.ok) throw new Error(JSON.stringify(start.error));
      const { positions, moves } = randomPlay(start.value, seed);
      for (const p of positions) {
        const s = formatPosition(p);
        const r = parsePosition(s);
        if (!r.ok) expect.fail(`${s}: ${JSON.stringify(r.error)}`);
        expectSame(r.value, p, s);
        const again = formatPosition(r.value);
        if (again !== s) expect(again).toBe(s);
        n++;
      }
      // The move list round-trips, and replaying it from the start reaches the same end.
      const text = formatMoves(moves);
      const back = parseMoves(text, start.value);
      if (!back.ok || JSON.stringify(back.value) !== JSON.stringify(moves)) expect(back).toEqual({ ok: true, value: moves });
      const rep = replayMoves(start.value, text);
      if (!rep.ok) expect.fail(JSON.stringify(rep.error));
      expectSame(finalPosition(rep.value), positions.at(-1)!, text);
    }
    total += n;
    return n;
  }

  for (const reading of Object.values(READINGS)) {
    for (const players of Object.keys(reading.options.deals).map(Number)) {
      it(`${reading.id}, ${players} players: every position of ${DEALS} deals`, () => {
        expect(check(reading, players, DEALS)).toBeGreaterThan(DEALS * 10);
      });
    }
  }

  it('every changed option of OPTION_VALUES, under Parlett and Caid, 5 players', () => {
    let n = 0;
    for (const base of [parlett, caid]) {
      for (const [k, values] of Object.entries(OPTION_VALUES)) {
        for (const v of values!) {
          if (JSON.stringify(v) === JSON.stringify(base.options[k as RuleId])) continue;
          const reading = withOption(base, k as RuleId, v);
          n += check(reading, 5, 4);
          const s = dealSeeded(1, { reading });
          if (!s.ok) throw new Error();
          expect(formatPosition(s.value)).toContain(`_${base.id}.${k}-`);
        }
      }
    }
    expect(n).toBeGreaterThan(1000);
  });

  it('two changed options, and chips carried over', () => {
    const two = withOption(withOption(ducoeur, 'oneForThree', 'must'), 'rounding', 'trunc');
    const s = dealSeeded(3, { reading: two, carried: 4 });
    if (!s.ok) throw new Error();
    const text = formatPosition(s.value);
    expect(text).toMatch(/^lld1_ducoeur\.oneForThree-must\.rounding-trunc_d0t1_.*_p4$/);
    expect(parsed(text).pot).toBe(15);
    expect(check(two, 5, 10, 4)).toBeGreaterThan(100);
  });

  it('covered thousands of positions', () => {
    expect(total).toBeGreaterThan(5000);
  });
});

describe('fuzz: 100,000+ random and mutated strings parse or get a typed error', () => {
  const known = new Set<string>(NOTATION_ERROR_CODES);
  const rng = seededRng(20260101);
  const pick = <T>(a: readonly T[]): T => a[rng.int(a.length)]!;
  const CHARS = 'lld1_parlett.-*AT23456789JQKcdhsxkpe0123456789tsyn_-Z~ %/';
  const CARD_RE = /[A2-9TJQK][cdhs]/g;

  // Valid strings to mutate: positions from random play under every reading.
  const valid: string[] = [];
  for (const reading of Object.values(READINGS)) {
    for (const players of Object.keys(reading.options.deals).map(Number)) {
      for (let seed = 1; seed <= 6; seed++) {
        const s = dealSeeded(seed, { players, reading, dealer: seed % players, carried: seed % 3 });
        if (!s.ok) throw new Error();
        for (const p of randomPlay(s.value, seed).positions) valid.push(formatPosition(p));
      }
    }
  }

  function mutate(s: string): string {
    const i = rng.int(s.length + 1);
    switch (rng.int(9)) {
      case 0: // delete a character
        return s.slice(0, i) + s.slice(i + 1);
      case 1: // duplicate a character
        return s.slice(0, i) + s.slice(i, i + 1) + s.slice(i);
      case 2: { // swap two neighbouring characters
        if (i + 1 >= s.length) return s;
        return s.slice(0, i) + s[i + 1] + s[i] + s.slice(i + 2);
      }
      case 3: // truncate
        return s.slice(0, i);
      case 4: // replace a character
        return s.slice(0, i) + pick([...CHARS]) + s.slice(i + 1);
      case 5: // insert a character
        return s.slice(0, i) + pick([...CHARS]) + s.slice(i);
      case 6: { // swap two cards
        const at = [...s.matchAll(CARD_RE)].map((m) => m.index!);
        if (at.length < 2) return s;
        const [a, b] = [pick(at), pick(at)].sort((x, y) => x - y) as [number, number];
        if (b - a < 2) return s;
        return s.slice(0, a) + s.slice(b, b + 2) + s.slice(a + 2, b) + s.slice(a, a + 2) + s.slice(b + 2);
      }
      case 7: { // move a card elsewhere
        const at = [...s.matchAll(CARD_RE)].map((m) => m.index!);
        if (at.length === 0) return s;
        const a = pick(at);
        const card = s.slice(a, a + 2);
        const rest = s.slice(0, a) + s.slice(a + 2);
        const j = pick([...rest.matchAll(/[-_]/g)].map((m) => m.index!));
        return rest.slice(0, j) + card + rest.slice(j);
      }
      default: { // change a field's letter or digit
        const j = pick([...s.matchAll(/[0-9a-z]/g)].map((m) => m.index!));
        return s.slice(0, j) + pick([...'0123456789tecskpxmoprq*']) + s.slice(j + 1);
      }
    }
  }

  function randomString(): string {
    const n = rng.int(180);
    let s = rng.int(2) === 0 ? 'lld1_' : '';
    for (let k = 0; k < n; k++) s += CHARS[rng.int(CHARS.length)];
    return s;
  }

  it('every input either parses to a position that writes back and reads again, or gets a known code', () => {
    const N = 100_000;
    const codes = new Map<string, number>();
    let parsedOk = 0;
    for (let k = 0; k < N; k++) {
      let x: string;
      const kind = k % 10;
      if (kind < 2) x = randomString();
      else {
        x = pick(valid);
        const times = 1 + (kind === 9 ? rng.int(6) : 0);
        for (let t = 0; t < times; t++) x = mutate(x);
      }
      const r = parsePosition(x);
      if (r.ok) {
        parsedOk++;
        const f = formatPosition(r.value);
        const again = parsePosition(f);
        if (!again.ok) expect.fail(`${x} → ${f}: ${JSON.stringify(again.error)}`);
        expectSame(again.value, r.value, x);
        if (formatPosition(again.value) !== f) expect(formatPosition(again.value)).toBe(f);
      } else {
        if (!known.has(r.error.code)) expect.fail(`${x}: unknown code ${r.error.code}`);
        codes.set(r.error.code, (codes.get(r.error.code) ?? 0) + 1);
      }
    }
    // The fuzz reaches deep checks, not just the syntax.
    expect(parsedOk).toBeGreaterThan(1000);
    for (const c of ['ERR_NOTATION_SYNTAX', 'ERR_CARD_SYNTAX', 'ERR_DUPLICATE_CARD', 'ERR_CARD_COUNT', 'ERR_TURN', 'ERR_WON_ODD']) {
      expect(codes.get(c) ?? 0, c).toBeGreaterThan(0);
    }
    expect(codes.size).toBeGreaterThanOrEqual(10);
  }, 60_000);

  it('move lists: 20,000 mutated lists parse (and write back) or get a known code', () => {
    const lists: string[] = [];
    for (let seed = 1; seed <= 20; seed++) {
      const s = dealSeeded(seed, { reading: pick(Object.values(READINGS).filter((r) => r.options.deals[5])) });
      if (!s.ok) throw new Error();
      lists.push(formatMoves(randomPlay(s.value, seed).moves));
    }
    const start = dealSeeded(1);
    if (!start.ok) throw new Error();
    for (let k = 0; k < 20_000; k++) {
      let x = pick(lists);
      for (let t = 0, n = 1 + rng.int(3); t < n; t++) x = mutate(x);
      const r = parseMoves(x);
      if (r.ok) {
        if (formatMoves(r.value) !== x) expect(formatMoves(r.value)).toBe(x);
        const rep = replayMoves(start.value, x);
        if (!rep.ok && !known.has(rep.error.code)) expect.fail(rep.error.code);
      } else if (!known.has(r.error.code)) expect.fail(`${x}: unknown code ${r.error.code}`);
    }
  }, 60_000);
});

describe('length', () => {
  it('a 5-player Parlett deal stays well under 200 characters at every step', () => {
    const s = dealSeeded(1665);
    if (!s.ok) throw new Error();
    for (const p of randomPlay(s.value, 1).positions) expect(formatPosition(p).length).toBeLessThan(170);
  });
});
