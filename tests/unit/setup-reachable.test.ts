/**
 * setupMidDeal refuses positions no real deal can reach, under the reading (reader's review 2026-12-01,
 * item 10a; issue 16): cards moved from a hand to the table without a move, won piles that no sequence of
 * captures gives, hand sizes the reading does not deal. The hand-made positions are worked out from the
 * rules (seed 001 "Playing", "Lying down"; seed 003 "Mise en place" for the French deals); the property at
 * the end checks that every position real play reaches is still accepted, under every reading and count.
 */
import { describe, expect, it } from 'vitest';
import { DECK, READINGS, dealSeeded, french, parlett, parseCard, setupMidDeal, type Card, type MidDeal, type Position } from '~/engine/index.ts';
import { MESSAGES } from '~/i18n/gameMessages.ts';
import { createT } from '~/i18n/createT.ts';
import { errorText } from '~/components/play/describe.ts';
import { randomPlay } from './helpers.ts';

function run(text: string): Card[] {
  const out: Card[] = [];
  for (let i = 0; i < text.length; i += 2) {
    const r = parseCard(text.slice(i, i + 2));
    if (!r.ok) throw new Error(text);
    out.push(r.value);
  }
  return out;
}

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

/** Five hands of 8 and a table of 12 as dealt (seed 001, "Setup"); Anna (seat 0) deals, Ben leads. */
const START: MidDeal = {
  reading: parlett,
  dealer: 0,
  hands: [run('AcAd2c3c4c5c6c7c'), run('AhAs2d3d4d5d6d7d'), run('2h3h4h5h6h7h8c8d'), run('2s3s4s5s6s7s8h8s'), run('9c9dTcTdJcJdQcQd')],
  table: run('9h9sThTsJhJsQhQsKcKdKhKs'),
  won: [[], [], [], [], []],
  turn: 1,
  started: false,
};

const error = (m: MidDeal) => {
  const r = setupMidDeal(m);
  return r.ok ? null : r.error;
};

describe('setupMidDeal: positions no deal can reach', () => {
  // The reader's case: five of Anna's cards moved to the table, nobody has played a card. Anna holds 3,
  // the table 17, no one has won anything. Marked as begun (so the before-play checks do not apply), it
  // was accepted as "a valid position".
  const anna5 = run('AcAd2c3c4c');
  const moved: MidDeal = {
    ...START,
    hands: START.hands.map((h, p) => (p === 0 ? h.filter((c) => !anna5.includes(c)) : h)),
    table: [...START.table, ...anna5],
    started: true,
  };

  it('cards moved from a hand to the table: ERR_HAND_UNACCOUNTED names the player, the hand, the deal and the won cards', () => {
    expect(error(moved)).toEqual({ code: 'ERR_HAND_UNACCOUNTED', player: 0, size: 3, dealt: 8, won: 0 });
    // Not yet begun, it is the table that is wrong (17 where the deal puts 12).
    expect(error({ ...moved, started: false })).toEqual({ code: 'ERR_TABLE_SIZE', size: 17, expected: 12 });
  });

  it('cards gone from a hand into its own won pile are accounted for; into someone else’s, not', () => {
    // Ben leads and plays 9… no: Ben holds no nine. Emil's turn comes later; build the position after
    // Ben lies down? Simpler, by hand: Emil (seat 4) has played 9c and taken 9h (one for one), Ben on turn.
    const [c9, h9, ah, as] = run('9c9hAhAs');
    const captured: MidDeal = {
      ...START,
      hands: START.hands.map((h, p) => (p === 4 ? h.filter((c) => c !== c9) : h)),
      table: START.table.filter((c) => c !== h9),
      won: [[], [], [], [], [c9!, h9!]],
      started: true,
      lastCapturer: 4,
    };
    expect(setupMidDeal(captured).ok).toBe(true);
    // Ben's Ah and As put among Emil's won cards: two gone from Ben's hand, none won by him.
    const wrong: MidDeal = {
      ...captured,
      hands: captured.hands.map((h, p) => (p === 1 ? h.filter((c) => c !== ah && c !== as) : h)),
      won: [[], [], [], [], [c9!, h9!, ah!, as!]],
    };
    expect(error(wrong)).toEqual({ code: 'ERR_HAND_UNACCOUNTED', player: 1, size: 6, dealt: 8, won: 0 });
  });

  it('a won pile with three cards of a rank: ERR_WON_RANK (every acquisition wins two or four of one rank)', () => {
    // Ben has won 7c 7d 7h and 8c: four cards, an even pile, yet three sevens and one eight.
    const w = run('7c7d7h8c');
    const bad: MidDeal = {
      ...START,
      hands: START.hands.map((h) => h.filter((c) => !w.includes(c))),
      won: [[], w, [], [], []],
      started: true,
      lastCapturer: 1,
    };
    expect(error(bad)).toEqual({ code: 'ERR_WON_RANK', player: 1, rank: 6, count: 3 });
  });

  it('at the end, the dealer’s pile (which took the leftovers) may hold any number of a rank', () => {
    // Everything won, the deal over: the dealer (Anna) took the leftovers, so her pile holds single
    // cards of ranks; every other pile holds whole ranks. Carla is the last holder; Emil lay down.
    const rank = (r: number) => DECK.filter((c) => c >> 2 === r);
    const won = [[...rank(0), ...rank(1), ...rank(2), rank(3)[0]!, rank(3)[1]!, rank(3)[2]!, rank(4)[0]!], [...rank(3).slice(3), ...rank(4).slice(1), ...rank(5), ...rank(6)], [...rank(7), ...rank(8)], [...rank(9), ...rank(10), ...rank(11)], rank(12)];
    expect(won.flat().length).toBe(52);
    const over: MidDeal = { reading: parlett, dealer: 0, hands: [[], [], [], [], []], table: [], won, turn: null, started: true, lastHolder: 2, laidDown: [false, false, false, false, true] };
    // Ben's pile holds one three and three fives... no: one 4 (rank 3) and three 5s (rank 4): refused.
    expect(error(over)).toEqual({ code: 'ERR_WON_RANK', player: 1, rank: 3, count: 1 });
    // Give Ben's odd cards to the dealer: Anna's pile is exempt, everyone else's ranks are whole.
    const fixed = [[...rank(0), ...rank(1), ...rank(2), ...rank(3), ...rank(4)], [...rank(5), ...rank(6)], won[2]!, won[3]!, won[4]!];
    expect(setupMidDeal({ ...over, won: fixed }).ok).toBe(true);
    // The dealer's exemption is only for the end: mid-deal, the same odd pile is refused.
    expect(error({ ...over, won: [[...rank(0), rank(1)[0]!, rank(1)[1]!, rank(1)[2]!, rank(2)[0]!], ...fixed.slice(1)] })).not.toBeNull();
  });

  it('a hand size the reading does not deal: the French three-player deal is 13 each (seed 003, "Variantes")', () => {
    // Parlett's three-player deal (the editors' 16 + 4) is not the French one (13 + 13).
    const p3 = dealSeeded(5, { players: 3, dealer: 0, reading: parlett });
    if (!p3.ok) throw new Error();
    expect(setupMidDeal(data(p3.value)).ok).toBe(true);
    expect(error({ ...data(p3.value), reading: french })).toMatchObject({ code: 'ERR_HAND_SIZE', size: 16, expected: 13 });
    // Six players: Parlett's editors give a deal; the French reading none.
    const p6 = dealSeeded(5, { players: 6, dealer: 0, reading: parlett });
    if (!p6.ok) throw new Error();
    expect(error({ ...data(p6.value), reading: french })).toEqual({ code: 'ERR_PLAYERS', players: 6 });
  });

  it('words the new refusals in every language, naming the player and the numbers', () => {
    const e = error(moved)!;
    for (const l of ['en', 'de', 'fr', 'ru']) {
      const t = createT(l, MESSAGES[l]!);
      const text = errorText(t, e);
      expect(text, l).toContain(t('players.0'));
      expect(text).toMatch(/\b3\b/);
      expect(text).toMatch(/\b8\b/);
      expect(text).not.toMatch(/ERR_|{{/);
    }
    const r = errorText(createT('en', MESSAGES.en!), { code: 'ERR_WON_RANK', player: 1, rank: 6, count: 3 });
    expect(r).toMatch(/Ben has won 3 cards of the rank seven/);
    for (const l of ['de', 'fr', 'ru']) {
      const x = errorText(createT(l, MESSAGES[l]!), { code: 'ERR_WON_RANK', player: 1, rank: 6, count: 3 });
      expect(x).toContain(createT(l, MESSAGES[l]!)('players.1'));
      expect(x).not.toMatch(/ERR_|{{/);
    }
  });
});

describe('every position real play reaches is still accepted', () => {
  for (const reading of Object.values(READINGS)) {
    for (const players of Object.keys(reading.options.deals).map(Number)) {
      it(`${reading.id}, ${players} players: 40 seeded deals, every step`, () => {
        for (let seed = 1; seed <= 40; seed++) {
          const d = dealSeeded(seed * 31 + players, { players, dealer: seed % players, reading });
          if (!d.ok) throw new Error(d.error.code);
          for (const pos of randomPlay(d.value, seed).positions) {
            const r = setupMidDeal(data(pos));
            if (!r.ok) throw new Error(`${reading.id} ${players} seed ${seed}: ${JSON.stringify(r.error)}`);
          }
        }
      });
    }
  }
});
