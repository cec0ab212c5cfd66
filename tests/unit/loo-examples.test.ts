/**
 * The seed's worked examples (E1–E3 of research loo-rules.md §4) with their numbers, and the literature's
 * E4, E6, E7 where they can be checked (E5's middle case is a printing slip; E8 has no numbers).
 */
import { describe, expect, it } from 'vitest';
import {
  checkCard, fiveCard, looAmount, settleLoo, threeCard, mixed, nextLooDeal, peel, trickValues, withLooOption, looDealSeeded, unlimited, looExampleById, looExampleTimeline,
} from '~/engine/loo/index.ts';
import { cards, formatCard } from '~/engine/index.ts';
import { deal, go, legal, tryMove, finish } from '../fixtures/loo-helpers.ts';

describe('E1 (seed): following and heading', () => {
  // Carla deals (seat 2); Anna (0) leads her only trump, the 6♥; Ben (1) holds 9♥ and Q♥; Carla has no heart.
  const start = deal(threeCard, { dealer: 2, hands: ['6H KS 3D', '9H QH 4C', '2C 5S 7D'], miss: 'TC JC 4S', up: '8H' });
  const afterCalls = go(start, '0y 1y 2y');

  it('Anna must lead a trump: the 6♥ is her only one', () => {
    expect(legal(afterCalls)).toBe('6H');
    expect(tryMove(afterCalls, '0Ks')).toBe('ERR_MUST_LEAD_TRUMP');
  });
  it('Ben must beat the 6♥, with either heart (the header need not play his highest)', () => {
    const p = go(afterCalls, '06h');
    expect(legal(p)).toBe('9H QH');
    expect(checkCard(p, cards('9H')[0]!)).toEqual({ ok: true, value: 'head' });
    expect(tryMove(p, '14c')).toBe('ERR_MUST_FOLLOW');
  });
  it('Carla, with no heart and no trump, may play any card; Ben wins and must lead trump again', () => {
    const p = go(afterCalls, '06h 19h');
    expect(legal(p)).toBe('2C 5S 7D');
    const q = go(p, '22c');
    expect(q.winners).toEqual([1]);
    expect(q.turn).toBe(1);
    expect(legal(q)).toBe('QH');
    expect(tryMove(q, '14c')).toBe('ERR_MUST_LEAD_TRUMP');
  });
});

describe('E2 (seed): payout with Emil’s 9-chip pot', () => {
  // Seats from the dealer's left: Anna 0, Ben 1, Carla 2, Dan 3, Emil 4 (dealer). 6 chips carried + Emil's 3.
  const start = deal(threeCard, {
    dealer: 4, carried: 6, up: '2S', miss: '3D 4D 5D',
    hands: ['2C 3C 4C', '6H 7H 8H', 'AS KS 3H', '5C 6C 8C', 'QD 7C 9H'],
  });
  it('is a double pot of 9', () => {
    expect(start.pot).toBe(9);
    expect(start.single).toBe(false);
  });
  const played = go(start, '0n 1m 2y 3n 4y  15d 2Ks 4Qd  2As 47c 14d  23h 49h 13d');
  it('Carla takes two tricks (6 chips), Emil one (3); Ben is looed and pays 3', () => {
    expect(played.phase).toBe('over');
    expect(played.tricks).toEqual([0, 0, 2, 0, 1]);
    const s = settleLoo(played);
    if (!s.ok) throw new Error();
    expect(s.value.shares).toEqual([0, 0, 6, 0, 3]);
    expect(s.value.looed).toEqual([1]);
    expect(s.value.loos).toEqual([0, 3, 0, 0, 0]);
    expect(s.value.potAfter).toBe(3);
    // The next pot: Ben's 3 and the new dealer Anna's 3, a double pot.
    const next = nextLooDeal(played, s.value);
    expect(next).toEqual({ dealer: 0, carried: 3 });
    const d = looDealSeeded(1, { rules: threeCard, players: 5, ...next });
    expect(d.ok && d.value.pot).toBe(6);
    expect(d.ok && d.value.single).toBe(false);
  });
  it('alternatives: Peel’s loo of 6 makes the next pot 9; unlimited Loo (Ben pays the 9 played for) makes it 12', () => {
    for (const [rules, next] of [[peel, 9], [unlimited, 12]] as const) {
      const p = go({ ...start, rules, options: rules.options }, '0n 1m 2y 3n 4y  15d 2Ks 4Qd  2As 47c 14d  23h 49h 13d');
      const s = settleLoo(p);
      if (!s.ok) throw new Error();
      expect(s.value.potAfter + rules.options.dealerStake).toBe(next);
    }
  });
});

describe('E3 (seed): "Pam, be civil!"', () => {
  // Spades trumps; Ben (1) leads A♠ and calls; Carla (2) holds J♣ (Pam) and 4♠.
  const start = deal(fiveCard, {
    dealer: 0, up: '7S',
    hands: ['3C 4C 6C TD JD', 'AS 2H 3H 4D 5C', 'JC 4S 7H 8D 9C', 'KH QH 6D 7D 2C'],
  });
  const ready = go(start, '1y 2y 3y 0y 1x 2x 3x 0x');
  it('Ben must lead the ace of trumps, and may call', () => {
    expect(legal(ready)).toBe('AS');
    expect(tryMove(ready, '12h')).toBe('ERR_MUST_LEAD_ACE');
  });
  it('with the call, Carla must play the 4♠ and keep Pam', () => {
    const p = go(ready, '1As*');
    expect(legal(p)).toBe('4S');
    expect(tryMove(p, '2Jc')).toBe('ERR_PAM_CIVIL');
  });
  it('without the call, heading forces Pam (the only card that beats A♠)', () => {
    const p = go(ready, '1As');
    expect(legal(p)).toBe('JC');
  });
});

describe('the literature’s examples', () => {
  it('E4 (Hoyle, Enquire Within): a 30d pool, five tricks of 6d, a loo of 30d', () => {
    const rules = withLooOption(withLooOption(fiveCard, 'dealerStake', 30), 'looChips', 30);
    const d = looDealSeeded(4, { rules, players: 5 });
    if (!d.ok) throw new Error();
    expect(trickValues(d.value)).toEqual([6, 6, 6, 6, 6]);
    expect(looAmount(d.value)).toBe(30);
    // "A sum equal to what is on the table": the unlimited loo.
    expect(looAmount({ ...d.value, options: { ...d.value.options, loo: 'pot' } })).toBe(30);
  });
  it('E5 (Enquire Within): a pool of 3 gives 1 a trick (the middle case is a printing slip and not used)', () => {
    const d = looDealSeeded(5, { rules: threeCard, players: 4 });
    if (!d.ok) throw new Error();
    expect(trickValues(d.value)).toEqual([1, 1, 1]);
  });
  it('E6 (Peel): mixed Loo pays the pool up to the cap of 30', () => {
    for (const [carried, pays] of [[6, 9], [42, 30]] as const) {
      const d = looDealSeeded(6, { rules: mixed, players: 5, carried });
      if (!d.ok) throw new Error();
      expect(looAmount(d.value)).toBe(pays);
    }
  });
  it('E7 (Peel): with a deal of 3 and loos of 6 the pool always divides by 3', () => {
    for (let loos = 0; loos <= 12; loos++) {
      const d = looDealSeeded(loos + 1, { rules: peel, players: 6, carried: 6 * loos });
      if (!d.ok) throw new Error();
      const v = trickValues(d.value);
      expect(v[0]).toBe(v[2]);
      expect(v.reduce((a, b) => a + b, 0)).toBe(d.value.pot);
    }
  });
  it('a whole E2-like deal settles the chips it took in', () => {
    const p = finish(go(deal(threeCard, { dealer: 2, hands: ['6H KS 3D', '9H QH 4C', '2C 5S 7D'], miss: 'TC JC 4S', up: '8H', carried: 6 }), '0y 1y 2y'));
    const s = settleLoo(p);
    if (!s.ok) throw new Error();
    expect(s.value.net.reduce((a, b) => a + b, 0) + s.value.potAfter).toBe(6);
  });
});

describe('the replayed examples (src/engine/loo/examples.ts) reach the sources’ numbers', () => {
  const final = (id: string) => {
    const ex = looExampleById(id);
    if (!ex) throw new Error(id);
    const tl = looExampleTimeline(ex);
    if (!tl.ok) throw new Error(JSON.stringify(tl.error));
    return { ex, tl: tl.value, end: tl.value.steps.at(-1)!.position };
  };
  it('E1: Anna leads the 6♥, Ben heads with the 9♥, Carla throws a club; Ben wins and leads the Q♥', () => {
    const { tl, ex } = final('e1-heading');
    const plays = tl.steps.map((s) => s.events.find((e) => e.type === 'play')).filter((e) => e !== undefined);
    expect(plays.slice(0, 4).map((e) => e.type === 'play' && formatCard(e.card, { style: 'upper' }))).toEqual(['6H', '9H', '2C', 'QH']);
    expect(tl.steps[5]!.position.winners).toEqual([1]);
    expect(ex.documented).toEqual([3, 4, 5, 6]);
  });
  it('E2: a double pot of 9; Carla 2 tricks (6 chips), Emil 1 (3), Ben looed for 3', () => {
    const { tl, end } = final('e2-payout');
    expect(tl.start.pot).toBe(9);
    expect(tl.start.single).toBe(false);
    expect(end.calls).toEqual(['pass', 'miss', 'play', 'pass', 'play']);
    const s = settleLoo(end);
    if (!s.ok) throw new Error();
    expect(s.value.shares).toEqual([0, 0, 6, 0, 3]);
    expect(s.value.loos).toEqual([0, 3, 0, 0, 0]);
  });
  it('E3: Ben leads the A♠ calling “Pam, be civil!”, and Carla plays the 4♠, keeping Pam', () => {
    const { tl, ex } = final('e3-civil');
    const [lead, follow] = ex.documented.map((i) => tl.steps[i]!.events[0]!);
    expect(lead).toMatchObject({ type: 'play', player: 1, card: cards('AS')[0], civil: true });
    expect(follow).toMatchObject({ type: 'play', player: 2, card: cards('4S')[0] });
  });
  it('E4: a pool of 30, five tricks of 6, a loo of 30', () => {
    const { tl, end } = final('e4-five-card-stakes');
    expect(tl.start.pot).toBe(30);
    expect(trickValues(tl.start)).toEqual([6, 6, 6, 6, 6]);
    const s = settleLoo(end);
    if (!s.ok) throw new Error();
    expect(s.value.looed.length).toBeGreaterThan(0);
    for (const p of s.value.looed) expect(s.value.loos[p]).toBe(30);
  });
});
