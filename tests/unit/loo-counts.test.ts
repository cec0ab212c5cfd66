/**
 * The pot calculator's engine (src/engine/loo/counts.ts): the sources' worked numbers (research
 * loo-rules.md §4, E2 and E4–E7) from counts alone, the refusals of impossible counts, and agreement with
 * settleLoo on played deals (both use settle.ts's one implementation).
 */
import { describe, expect, it } from 'vitest';
import {
  LOO_RULES, fiveCard, hoyleFive, mixed, peel, enquireWithin, peelFive, playOutLoo, looFinal, looDealSeeded, settleLoo, settleLooCounts, threeCard, unlimited,
  undivided, withLooOption, type Call, type LooCountsInput, type LooRules,
} from '~/engine/loo/index.ts';
import { seededRng } from '~/engine/core/random.ts';

const ok = (rules: LooRules, input: LooCountsInput) => {
  const r = settleLooCounts(rules, input);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
};
const code = (rules: LooRules, input: LooCountsInput) => {
  const r = settleLooCounts(rules, input);
  return r.ok ? 'ok' : r.error.code;
};

// E2 (seed 004, "Auszahlung"): Emil (4) deals; Anna 0, Ben 1, Carla 2, Dan 3. 6 chips carried, Emil's 3.
// Anna passes, Ben takes the miss, Carla plays, Dan passes, Emil plays; Carla 2 tricks, Emil 1, Ben none.
const E2: LooCountsInput = {
  players: 5, dealer: 4, carried: 6,
  calls: ['pass', 'miss', 'play', 'pass', 'play'],
  tricks: [0, 0, 2, 0, 1],
  end: { kind: 'tricks' },
};

describe('E2 (seed): the payout of a 9-chip double pot', () => {
  const c = ok(threeCard, E2);
  it('is a double pot of 6 + 3 = 9, a trick worth 3', () => {
    expect(c.settlement.potBefore).toBe(9);
    expect(c.single).toBe(false);
    expect(c.values).toEqual([3, 3, 3]);
  });
  it('Carla takes 6, Emil 3; Ben is looed and pays 3; the pot is emptied', () => {
    expect(c.settlement.shares).toEqual([0, 0, 6, 0, 3]);
    expect(c.settlement.looed).toEqual([1]);
    expect(c.settlement.loos).toEqual([0, 3, 0, 0, 0]);
    expect(c.loo).toBe(3);
  });
  it('Anna deals next; Ben’s 3 and her 3 make a double pot of 6', () => {
    expect(c.next.dealer).toBe(0);
    expect(c.next.pot).toBe(6);
    expect(c.next.single).toBe(false);
  });
  it('nets: Carla +6, Emil 0 (3 won, 3 staked), Ben −3; the players’ +3 is what the pot lost (6 → 3)', () => {
    expect(c.settlement.net).toEqual([0, -3, 6, 0, 0]);
    expect(c.balance).toEqual({ players: 3, pot: -3 });
  });
  it('under Peel’s loo of 6 Ben pays 6 and the next pot is 9 (PEEL-DESC)', () => {
    const p = ok(peel, E2);
    expect(p.settlement.loos[1]).toBe(6);
    expect(p.next.pot).toBe(9);
  });
  it('in unlimited Loo Ben pays the 9 played for and the next pot is 12 (PARLETT-H; research 5.14)', () => {
    const u = ok(unlimited, E2);
    expect(u.settlement.loos[1]).toBe(9);
    expect(u.next.pot).toBe(12);
  });
});

describe('the literature’s stakes', () => {
  it('E4 (Hoyle, Enquire Within): a pool of 30 in five-card Loo, five tricks of 6, a loo of 30', () => {
    const rules = withLooOption(withLooOption(hoyleFive, 'dealerStake', 30), 'looChips', 30);
    const c = ok(rules, {
      players: 5, dealer: 4, carried: 0,
      calls: ['play', 'play', 'play', 'pass', 'play'],
      tricks: [2, 0, 2, 0, 1],
      end: { kind: 'tricks' },
    });
    expect(c.settlement.potBefore).toBe(30);
    expect(c.values).toEqual([6, 6, 6, 6, 6]);
    expect(c.settlement.shares).toEqual([12, 0, 12, 0, 6]);
    expect(c.settlement.loos).toEqual([0, 30, 0, 0, 0]);
  });
  it('E5 (Enquire Within): a pool of 3 gives 1 a trick', () => {
    const c = ok(enquireWithin, { players: 3, dealer: 2, carried: 0, calls: ['play', 'play', 'play'], tricks: [1, 1, 1], end: { kind: 'tricks' } });
    expect(c.single).toBe(true);
    expect(c.values).toEqual([1, 1, 1]);
    expect(c.settlement.shares).toEqual([1, 1, 1]);
  });
  it('E6 (Peel): in mixed Loo the looed player pays the pool, up to the cap of 30', () => {
    for (const [carried, pays] of [[6, 9], [24, 27], [27, 30], [33, 30]] as const) {
      const c = ok(mixed, {
        players: 5, dealer: 4, carried,
        calls: ['play', 'play', 'play', 'pass', 'pass'],
        tricks: [2, 1, 0, 0, 0],
        end: { kind: 'tricks' },
      });
      expect(c.settlement.loos[2]).toBe(pays);
    }
  });
  it('E7 (Peel): with a deal of 3 and loos of 6 every pool divides by 3, whoever is looed', () => {
    for (let loos = 0; loos <= 8; loos++) {
      const c = ok(peel, {
        players: 5, dealer: 4, carried: 6 * loos,
        // A single pot (nothing carried): everyone plays.
        calls: loos === 0 ? ['play', 'play', 'play', 'play', 'play'] : ['play', 'pass', 'play', 'play', 'pass'],
        tricks: [1, 0, 2, 0, 0],
        end: { kind: 'tricks' },
      });
      expect(c.settlement.potBefore % 3).toBe(0);
      expect(c.extra).toBe(0);
      expect(new Set(c.values).size).toBe(1);
      expect(c.next.pot % 3).toBe(0);
    }
  });
});

describe('endings without tricks, the defender, odd chips', () => {
  it('everyone passed: the dealer takes the pot (seed), or it stays (dealerCalls)', () => {
    const c = ok(threeCard, { players: 4, dealer: 3, carried: 9, calls: [], end: { kind: 'allPassed' } });
    expect(c.settlement.shares).toEqual([0, 0, 0, 12]);
    expect(c.next.pot).toBe(3);
    const stay = ok(withLooOption(threeCard, 'allPassed', 'dealerCalls'), { players: 4, dealer: 3, carried: 9, calls: [], end: { kind: 'allPassed' } });
    expect(stay.settlement.shares).toEqual([0, 0, 0, 0]);
    expect(stay.next.pot).toBe(15);
  });
  it('one player left in takes the whole pot; nobody is looed', () => {
    const c = ok(threeCard, { players: 4, dealer: 3, carried: 6, calls: [], end: { kind: 'lone', player: 1 } });
    expect(c.settlement.shares).toEqual([0, 9, 0, 0]);
    expect(c.settlement.looed).toEqual([]);
  });
  it('the dealer defends against one player: his tricks stay in the pot, he is never looed', () => {
    const c = ok(threeCard, {
      players: 4, dealer: 3, carried: 6, calls: ['pass', 'play', 'pass', 'defend'], tricks: [0, 1, 0, 2], end: { kind: 'tricks' },
    });
    expect(c.defender).toBe(3);
    expect(c.settlement.shares).toEqual([0, 3, 0, 0]);
    expect(c.settlement.looed).toEqual([]);
    expect(c.next.carried).toBe(6);
  });
  it('a flush (five-card, Hoyle): those who stood are looed, except a Pam-holder', () => {
    const c = ok(fiveCard, {
      players: 5, dealer: 4, carried: 0, calls: ['play', 'play', 'play', 'pass', 'play'], end: { kind: 'flush', player: 0, spared: [2] },
    });
    expect(c.settlement.shares).toEqual([5, 0, 0, 0, 0]);
    expect(c.settlement.looed).toEqual([1, 4]);
    const p = ok(peelFive, { players: 5, dealer: 4, carried: 0, calls: ['play', 'play', 'play', 'pass', 'play'], end: { kind: 'flush', player: 0 } });
    expect(p.settlement.transfers).toEqual([20, -5, -5, -5, -5]);
    expect(p.settlement.looed).toEqual([]);
  });
  it('a pot of 10 in three-card Loo: the first trick takes 4 (Peel), and who won it matters', () => {
    const input: LooCountsInput = { players: 4, dealer: 3, carried: 7, calls: ['play', 'play', 'pass', 'pass'], tricks: [1, 2, 0, 0], end: { kind: 'tricks' } };
    const a = ok(threeCard, { ...input, order: [0] });
    expect(a.values).toEqual([4, 3, 3]);
    expect(a.orderMatters).toBe(true);
    expect(a.settlement.shares).toEqual([4, 6, 0, 0]);
    expect(ok(threeCard, { ...input, order: [1] }).settlement.shares).toEqual([3, 7, 0, 0]);
    const carry = ok(withLooOption(threeCard, 'unevenPot', 'carry'), input);
    expect(carry.settlement.shares).toEqual([3, 6, 0, 0]);
    expect(carry.settlement.potAfter).toBe(1);
  });
  it('undivided Loo: only a player who takes every trick wins the pot', () => {
    const c = ok(undivided, { players: 4, dealer: 3, carried: 6, calls: ['play', 'play', 'pass', 'pass'], tricks: [2, 1, 0, 0], end: { kind: 'tricks' } });
    expect(c.settlement.shares).toEqual([0, 0, 0, 0]);
    expect(c.settlement.potAfter).toBe(9);
  });
});

describe('impossible counts are refused with a reason', () => {
  it('tricks not adding up to the hand size', () => {
    expect(code(threeCard, { ...E2, tricks: [0, 0, 2, 0, 2] })).toBe('ERR_COUNTS_TRICKS_SUM');
    expect(code(fiveCard, { ...E2, calls: ['pass', 'play', 'play', 'pass', 'play'] })).toBe('ERR_COUNTS_TRICKS_SUM');
  });
  it('tricks for a player who passed', () => {
    expect(code(threeCard, { ...E2, tricks: [1, 0, 1, 0, 1] })).toBe('ERR_COUNTS_TRICKS_PASSED');
  });
  it('a negative, fractional or missing number', () => {
    expect(code(threeCard, { ...E2, carried: -3 })).toBe('ERR_CARRIED');
    expect(code(threeCard, { ...E2, carried: Number.NaN })).toBe('ERR_CARRIED');
    expect(code(threeCard, { ...E2, tricks: [0, 0, 1.5, 0, 1.5] })).toBe('ERR_COUNTS_TRICKS');
    expect(code(threeCard, { ...E2, tricks: [0, 0, Number.NaN, 0, 1] })).toBe('ERR_COUNTS_TRICKS');
    expect(code(withLooOption(threeCard, 'looChips', -1), E2)).toBe('ERR_COUNTS_OPTION');
    expect(code(withLooOption(threeCard, 'dealerStake', Number.NaN), E2)).toBe('ERR_COUNTS_OPTION');
  });
  it('players, dealer, seats out of range', () => {
    expect(code(threeCard, { ...E2, players: 11 })).toBe('ERR_PLAYERS');
    expect(code(fiveCard, { ...E2, players: 3 })).toBe('ERR_PLAYERS');
    expect(code(threeCard, { ...E2, dealer: 5 })).toBe('ERR_DEALER');
    expect(code(threeCard, { ...E2, calls: [], end: { kind: 'lone', player: 7 } })).toBe('ERR_PLAYER');
  });
  it('calls the rules forbid (two misses; passing in a single pot; the dealer passing against one player)', () => {
    expect(code(threeCard, { ...E2, calls: ['miss', 'miss', 'play', 'pass', 'play'] })).toBe('ERR_CALL');
    expect(code(threeCard, { ...E2, carried: 0 })).toBe('ERR_CALL');
    expect(code(threeCard, { ...E2, calls: ['pass', 'pass', 'play', 'pass', 'pass'], tricks: [0, 0, 3, 0, 0] })).toBe('ERR_CALL');
    expect(code(threeCard, { ...E2, calls: ['pass', 'miss', 'play', null, 'play'] })).toBe('ERR_COUNTS_NO_CALL');
  });
  it('tricks given where the calls end the deal without play', () => {
    expect(code(threeCard, { ...E2, calls: ['pass', 'pass', 'pass', 'pass', 'play'], tricks: [0, 0, 0, 0, 3] })).toBe('ERR_COUNTS_ALL_PASSED');
    expect(code(threeCard, { ...E2, calls: ['pass', 'miss', 'pass', 'pass', 'pass'], tricks: [0, 3, 0, 0, 0] })).toBe('ERR_COUNTS_LONE');
  });
  it('a trick order that does not fit the counts; a flush without flushes or by a player who passed', () => {
    expect(code(threeCard, { ...E2, order: [0] })).toBe('ERR_COUNTS_ORDER');
    expect(code(threeCard, { ...E2, end: { kind: 'flush', player: 2 } })).toBe('ERR_COUNTS_NO_FLUSH');
    expect(code(fiveCard, { players: 5, dealer: 4, carried: 0, calls: ['play', 'play', 'play', 'pass', 'play'], end: { kind: 'flush', player: 3 } })).toBe('ERR_COUNTS_FLUSH_PASSED');
  });
});

describe('agrees with settleLoo on played deals (one implementation)', () => {
  it('every rule set, random deals played out', () => {
    let checked = 0;
    for (const rules of Object.values(LOO_RULES)) {
      for (let seed = 1; seed <= 12; seed++) {
        const o = rules.options;
        const players = o.minPlayers + (seed % (o.maxPlayers - o.minPlayers + 1));
        const d = looDealSeeded(seed, { rules, players, dealer: seed % players, carried: seed % 3 === 0 ? 0 : 3 * (seed % 5) + (seed % 2) });
        if (!d.ok) throw new Error(d.error.code);
        const end = looFinal(playOutLoo(d.value, seededRng(seed * 7 + 1)));
        if (!end.end || end.end.kind !== 'tricks') continue;
        const s = settleLoo(end);
        if (!s.ok) throw new Error(s.error.code);
        const c = settleLooCounts(rules, {
          players, dealer: end.dealer, carried: end.carried, calls: end.calls as (Call | null)[], tricks: end.tricks, order: end.winners, end: { kind: 'tricks' },
        });
        if (!c.ok) throw new Error(`${rules.id} ${seed}: ${JSON.stringify(c.error)}`);
        expect(c.value.settlement).toEqual(s.value);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(50);
  });
});
