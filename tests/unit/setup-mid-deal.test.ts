/**
 * setupMidDeal (src/engine/lld/setup.ts): a position anywhere in a deal from plain data. The expected values
 * come from the rules (seed 001) and from positions worked out by hand, not from the engine's output; the
 * hand-built positions are those of the notation's worked example (src/engine/README.md, "Notation"), so
 * parsePosition of the same string must give the same position.
 */
import { describe, expect, it } from 'vitest';
import {
  DECK, READINGS, caid, dealSeeded, formatPosition, parlett, parseCard, parsePosition, setupMidDeal,
  type Card, type MidDeal, type Position, type SetupError,
} from '~/engine/index.ts';
import { MESSAGES } from '~/i18n/gameMessages.ts';
import { createT } from '~/i18n/createT.ts';
import { errorText } from '~/components/play/describe.ts';
import { randomPlay } from './helpers.ts';

/** Cards written as in the notation, two characters each (`AcAd2c`). */
function run(text: string): Card[] {
  const out: Card[] = [];
  for (let i = 0; i < text.length; i += 2) {
    const r = parseCard(text.slice(i, i + 2));
    if (!r.ok) throw new Error(text);
    out.push(r.value);
  }
  return out;
}

/** A position as plain, comparable data (CardSets as arrays). */
const plain = (p: Position) => ({ ...p, hands: p.hands.map((h) => h.toArray()), table: p.table.toArray(), won: p.won.map((w) => w.toArray()) });

/** The plain data of a position, as a caller would hand it to setupMidDeal. */
const data = (p: Position): MidDeal => ({
  reading: p.reading,
  dealer: p.dealer,
  hands: p.hands.map((h) => h.toArray()),
  table: p.table.toArray(),
  won: p.won.map((w) => w.toArray()),
  laidDown: p.laidDown,
  turn: p.turn,
  started: p.started,
  lastCapturer: p.lastCapturer,
  claimables: p.claimables,
  carried: p.carried,
  transfers: p.transfers,
  lastHolder: p.lastHolder,
});

// The worked example: seat 0 deals five hands; the dealer takes the layout mournival of kings (0DKcKdKhKs),
// seat 1 cannot capture and lies down (1L), seat 2 plays 7h and takes 7d (2X7h-7d). Seat 3 is on turn.
const AFTER: MidDeal = {
  reading: parlett,
  dealer: 0,
  hands: [run('AcAd2c3c4c5c6c7c'), [], run('2h3h4h5h6h8c8d'), run('2s3s4s5s6s7s8h8s'), run('9c9dTcTdJcJdQcQd')],
  // Seat 1's hand went to the table when it lay down.
  table: run('AhAs2d3d4d5d6d7d9h9sThTsJhJsQhQs').filter((c) => c !== run('7d')[0]),
  won: [run('KcKdKhKs'), [], run('7d7h'), [], []],
  laidDown: [false, true, false, false, false],
  turn: 3,
  started: true,
  lastCapturer: 2,
};
const AFTER_TEXT =
  'lld1_parlett_d0t3sc2_AcAd2c3c4c5c6c7c-*-2h3h4h5h6h8c8d-2s3s4s5s6s7s8h8s-9c9dTcTdJcJdQcQd_AhAs2d3d4d5d6d9h9sThTsJhJsQhQs_KcKdKhKs--7d7h--';

/** The same deal before the first turn: as dealt (seed 001, "Setup"), nothing declared yet. */
const START: MidDeal = {
  reading: parlett,
  dealer: 0,
  hands: [run('AcAd2c3c4c5c6c7c'), run('AhAs2d3d4d5d6d7d'), run('2h3h4h5h6h7h8c8d'), run('2s3s4s5s6s7s8h8s'), run('9c9dTcTdJcJdQcQd')],
  table: run('9h9sThTsJhJsQhQsKcKdKhKs'),
  won: [[], [], [], [], []],
  turn: 1,
  started: false,
};

function ok(input: MidDeal): Position {
  const r = setupMidDeal(input);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}
const error = (input: MidDeal) => {
  const r = setupMidDeal(input);
  return r.ok ? null : r.error;
};

describe('setupMidDeal: a valid position built by hand', () => {
  it('equals the one parsePosition gives for the worked example', () => {
    const mine = ok(AFTER);
    const theirs = parsePosition(AFTER_TEXT);
    if (!theirs.ok) throw new Error(JSON.stringify(theirs.error));
    expect(plain(mine)).toEqual(plain(theirs.value));
    expect(formatPosition(mine)).toBe(AFTER_TEXT);
  });

  it('pays the stakes of the deal spec: dealer 3, others 2, pot 11 (seed 001, "Setup", 2); over only without a turn', () => {
    const p = ok(AFTER);
    expect(p.players).toBe(5);
    expect(p.stakes).toEqual([3, 2, 2, 2, 2]);
    expect(p.pot).toBe(11);
    expect(p.over).toBe(false);
    expect(p.transfers).toEqual([0, 0, 0, 0, 0]);
    expect(p.claimables).toEqual([]);
    expect(ok({ ...AFTER, carried: 4 }).pot).toBe(15);
  });

  it('the deal before the first turn equals its notation too, with the first player to the dealer’s left on turn', () => {
    const p = ok(START);
    expect(p.turn).toBe(1);
    const parsed = parsePosition(`lld1_parlett_d0t1_${['AcAd2c3c4c5c6c7c', 'AhAs2d3d4d5d6d7d', '2h3h4h5h6h7h8c8d', '2s3s4s5s6s7s8h8s', '9c9dTcTdJcJdQcQd'].join('-')}_9h9sThTsJhJsQhQsKcKdKhKs_----`);
    expect(parsed.ok && plain(parsed.value)).toEqual(plain(p));
  });

  it('an open claim: the kings the dealer left, once seat 1 has lain down (seed 001, "Catching mistakes")', () => {
    const left: MidDeal = {
      ...AFTER,
      table: [...AFTER.table, ...run('KsKhKdKc')],
      won: [[], [], run('7d7h'), [], []],
      claimables: [{ kind: 'layoutMournival', culprit: 0, cards: run('KsKhKdKc') }],
    };
    const p = ok(left);
    expect(p.claimables).toEqual([{ kind: 'layoutMournival', culprit: 0, cards: run('KcKdKhKs') }]); // ascending
    const text = AFTER_TEXT.replace('QhQs_KcKdKhKs--', 'QhQsKcKdKhKs_--') + '_km0KcKdKhKs';
    const parsed = parsePosition(text);
    expect(parsed.ok && plain(parsed.value)).toEqual(plain(p));
    // Only the dealer can have left a layout mournival.
    expect(error({ ...left, claimables: [{ kind: 'layoutMournival', culprit: 1, cards: run('KcKdKhKs') }] })).toEqual({ code: 'ERR_CLAIMABLE', index: 0 });
    // A mournival claim covers all four.
    expect(error({ ...left, claimables: [{ kind: 'layoutMournival', culprit: 0, cards: run('KcKdKh') }] })).toEqual({ code: 'ERR_CLAIMABLE', index: 0 });
    // The claim's cards must lie on the table.
    expect(error({ ...AFTER, claimables: [{ kind: 'layoutMournival', culprit: 0, cards: run('KcKdKhKs') }] })).toEqual({ code: 'ERR_CLAIMABLE', index: 0 });
  });

  it('Caid’s lie-down payment: seat 1 pays a chip to each of the four still holding cards', () => {
    const input: MidDeal = { ...AFTER, reading: caid, transfers: [1, -4, 1, 1, 1] };
    const parsed = parsePosition(AFTER_TEXT.replace('parlett', 'caid') + '_x1.-4.1.1.1');
    expect(parsed.ok && plain(parsed.value)).toEqual(plain(ok(input)));
    expect(error({ ...input, transfers: [1, -4, 1, 1, 0] })).toEqual({ code: 'ERR_TRANSFERS', sum: -1 });
    // Parlett's reading has no payment between players.
    expect(error({ ...AFTER, transfers: [1, -4, 1, 1, 1] })).toEqual({ code: 'ERR_TRANSFERS', sum: 0 });
  });

  it('keeps nothing of its input', () => {
    const hands = AFTER.hands.map((h) => [...h]);
    const laidDown = [...AFTER.laidDown!];
    const p = ok({ ...AFTER, hands, laidDown });
    hands[0]!.pop();
    laidDown[1] = false;
    expect(p.hands[0]!.size).toBe(8);
    expect(p.laidDown[1]).toBe(true);
  });

  it('gives back every position of seeded random play from its plain data, under every reading', () => {
    let n = 0;
    for (const reading of Object.values(READINGS)) {
      for (const players of Object.keys(reading.options.deals).map(Number)) {
        for (let seed = 1; seed <= 5; seed++) {
          const s = dealSeeded(seed * 101 + players, { players, reading, dealer: seed % players, carried: seed % 2 });
          if (!s.ok) throw new Error(JSON.stringify(s.error));
          for (const p of randomPlay(s.value, seed).positions) {
            const r = setupMidDeal(data(p));
            if (!r.ok) expect.fail(`${formatPosition(p)}: ${JSON.stringify(r.error)}`);
            if (formatPosition(r.value) !== formatPosition(p)) expect(plain(r.value)).toEqual(plain(p));
            n++;
          }
        }
      }
    }
    expect(n).toBeGreaterThan(1000);
  });
});

describe('setupMidDeal: what play cannot reach is refused', () => {
  it('an odd won pile: ERR_WON_ODD (every capture, declaration, pair and claim wins 2 or 4 cards)', () => {
    const [ks] = run('Ks');
    const bad = { ...AFTER, won: [run('KcKdKh'), [], run('7d7h'), [], []], table: [...AFTER.table, ks!] };
    expect(error(bad)).toEqual({ code: 'ERR_WON_ODD', player: 0, count: 3 });
  });

  it('five of a hand’s cards moved to the table before the first turn: refused', () => {
    // Seat 2 keeps three of its eight cards; the table holds 17, not the 12 dealt (seed 001, "Setup").
    const hand = START.hands[2]!;
    const moved = { ...START, hands: START.hands.map((h, p) => (p === 2 ? h.slice(0, 3) : h)), table: [...START.table, ...hand.slice(3)] };
    expect(error(moved)).toEqual({ code: 'ERR_HAND_SIZE', player: 2, size: 3, expected: 8 });
    // The dealer's hand may be short before play (only by declarations), but then the table is too long.
    const dealers = { ...START, hands: START.hands.map((h, p) => (p === 0 ? h.slice(0, 3) : h)), table: [...START.table, ...START.hands[0]!.slice(3)] };
    expect(error(dealers)).toEqual({ code: 'ERR_TABLE_SIZE', size: 17, expected: 12 });
  });

  it('the layout mournival taken before play: the table short by exactly four, the dealer’s won pile holds them', () => {
    const taken = { ...START, table: START.table.slice(0, 8), won: [START.table.slice(8), [], [], [], []] };
    expect(ok(taken).won[0]!.size).toBe(4);
    // Three cards short is no layout mournival.
    const three = { ...START, table: START.table.slice(0, 9), won: [START.table.slice(9), [], [], [], []] };
    expect(error(three)).toEqual({ code: 'ERR_WON_ODD', player: 0, count: 3 });
  });

  it('before the first turn nobody has captured, lain down, paid or left a claim: ERR_BEFORE_PLAY', () => {
    expect(error({ ...START, lastCapturer: 2 })).toEqual({ code: 'ERR_BEFORE_PLAY' });
    expect(error({ ...AFTER, started: false })).toEqual({ code: 'ERR_BEFORE_PLAY' });
  });

  it('the wrong player on turn: ERR_TURN (the player on turn holds cards; first the dealer’s left)', () => {
    expect(error({ ...AFTER, turn: 1 })).toEqual({ code: 'ERR_TURN', player: 1 }); // seat 1 has lain down
    expect(error({ ...START, turn: 2 })).toEqual({ code: 'ERR_TURN', player: 2 });
  });

  it('the end of the deal must match the cards: ERR_DEAL_END', () => {
    expect(error({ ...AFTER, turn: null })).toEqual({ code: 'ERR_DEAL_END' }); // over with cards in hand
    expect(error({ ...AFTER, lastHolder: 3 })).toEqual({ code: 'ERR_DEAL_END' }); // a last holder while play goes on
    // Everything won: over, with seat 3 the last holder.
    const all = [...DECK];
    const over: MidDeal = { reading: parlett, dealer: 0, hands: [[], [], [], [], []], table: [], won: [all.slice(0, 20), all.slice(20, 30), all.slice(30, 40), all.slice(40, 52), []], laidDown: [false, false, false, false, true], turn: null, started: true, lastHolder: 3 };
    expect(ok(over).over).toBe(true);
    expect(error({ ...over, turn: 0 })).toEqual({ code: 'ERR_DEAL_END' }); // not over, but nobody holds cards
    expect(error({ ...over, laidDown: [false, false, false, true, true] })).toEqual({ code: 'ERR_DEAL_END' }); // the last holder lay down
  });

  it('a player who has lain down holds no cards: ERR_HAND_SIZE with expected 0', () => {
    expect(error({ ...AFTER, laidDown: [false, true, true, false, false] })).toEqual({ code: 'ERR_HAND_SIZE', player: 2, size: 7, expected: 0, reason: 'laidDown' });
  });

  it('never more cards in a hand than the deal gives', () => {
    const [ah] = run('Ah');
    const big = { ...AFTER, hands: AFTER.hands.map((h, p) => (p === 0 ? [...h, ah!] : h)), table: AFTER.table.filter((c) => c !== ah) };
    expect(error(big)).toEqual({ code: 'ERR_HAND_SIZE', player: 0, size: 9, expected: 8 });
  });

  it('cards: each of the 52 exactly once, numbers 0..51', () => {
    expect(error({ ...AFTER, table: AFTER.table.slice(1) })).toEqual({ code: 'ERR_CARD_COUNT', count: 51 });
    expect(error({ ...AFTER, won: [[...AFTER.won[0]!, AFTER.table[0]!], [], run('7d7h'), [], []] })).toEqual({ code: 'ERR_DUPLICATE_CARD', card: AFTER.table[0] });
    expect(error({ ...AFTER, table: [...AFTER.table.slice(1), 52] })).toEqual({ code: 'ERR_CARD_SYNTAX', text: '52' });
    expect(error({ ...AFTER, table: [...AFTER.table.slice(1), 1.5] })).toEqual({ code: 'ERR_CARD_SYNTAX', text: '1.5' });
  });

  it('seats: players the reading defines, one entry per seat, seats that exist', () => {
    expect(error({ ...AFTER, hands: [...AFTER.hands, [], []] })).toEqual({ code: 'ERR_PLAYERS', players: 7 }); // Parlett: 3 to 6
    expect(error({ ...AFTER, won: AFTER.won.slice(1) })).toEqual({ code: 'ERR_SEAT_COUNT', field: 'won', length: 4, players: 5 });
    expect(error({ ...AFTER, laidDown: [true] })).toEqual({ code: 'ERR_SEAT_COUNT', field: 'laidDown', length: 1, players: 5 });
    expect(error({ ...AFTER, transfers: [0, 0] })).toEqual({ code: 'ERR_SEAT_COUNT', field: 'transfers', length: 2, players: 5 });
    expect(error({ ...AFTER, dealer: 5 })).toEqual({ code: 'ERR_DEALER', dealer: 5 });
    expect(error({ ...AFTER, dealer: -1 })).toEqual({ code: 'ERR_DEALER', dealer: -1 });
    expect(error({ ...AFTER, turn: 7 })).toEqual({ code: 'ERR_PLAYER', player: 7, role: 'turn' });
    expect(error({ ...AFTER, lastCapturer: 2.5 })).toEqual({ code: 'ERR_PLAYER', player: 2.5, role: 'lastCapturer' });
    expect(error({ ...AFTER, claimables: [{ kind: 'oneOfThree', culprit: 9, cards: [] }] })).toEqual({ code: 'ERR_PLAYER', player: 9, role: 'culprit' });
  });

  it('chips carried over: a whole number, at most a million either way; a debt is negative (ERR_STAKES)', () => {
    expect(error({ ...AFTER, carried: -1_000_001 })).toEqual({ code: 'ERR_STAKES', pot: -1_000_001 });
    expect(error({ ...AFTER, carried: 0.5 })).toEqual({ code: 'ERR_STAKES', pot: 0.5 });
    expect(error({ ...AFTER, carried: -3 })).toBeNull();
  });
});

describe('setupMidDeal: every refusal has a message', () => {
  // Every SetupError code (the `satisfies` fails to compile when a code is missing here).
  const CODES = {
    ERR_CARD_SYNTAX: 1, ERR_DUPLICATE_CARD: 1, ERR_PLAYERS: 1, ERR_DEALER: 1, ERR_HAND_SIZE: 1, ERR_TABLE_SIZE: 1,
    ERR_CARD_COUNT: 1, ERR_STAKES: 1, ERR_PLAYER: 1, ERR_SEAT_COUNT: 1, ERR_WON_ODD: 1, ERR_TURN: 1, ERR_DEAL_END: 1,
    ERR_BEFORE_PLAY: 1, ERR_CLAIMABLE: 1, ERR_TRANSFERS: 1, ERR_INPUT: 1, ERR_WON_RANK: 1, ERR_HAND_UNACCOUNTED: 1,
  } satisfies Record<SetupError['code'], 1>;
  it('in en, de, fr and ru', () => {
    for (const lang of ['en', 'de', 'fr', 'ru']) {
      const errors = (MESSAGES[lang] as unknown as { errors: Record<string, string> }).errors;
      for (const code of Object.keys(CODES)) expect(errors[code] ?? errors[`${code}_other`], `${lang} ${code}`).toBeTypeOf('string');
      expect(errors.ERR_HAND_SIZE_laidDown_other, lang).toBeTypeOf('string');
    }
  });
  it('words a laid-down hand that still holds cards by its reason, with the count', () => {
    const t = createT('en', MESSAGES.en!);
    const e = error({ ...AFTER, laidDown: [false, true, true, false, false] })!;
    expect(errorText(t, e)).toContain('has lain down, which puts the whole hand on the table, yet still holds 7 cards');
    const ru = createT('ru', MESSAGES.ru!);
    expect(errorText(ru, e)).toContain('ещё 7\u00a0карт.');
  });
});
