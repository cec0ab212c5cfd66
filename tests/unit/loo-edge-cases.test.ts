/**
 * One test per edge case of research loo-rules.md §5, for the engine's default and the option(s) the
 * sources give.
 */
import { describe, expect, it } from 'vitest';
import {
  threeCard, fiveCard, withLooOption, enquireWithin, peelFive, hoyleFive, pokerwinerFive, earlyAmerican, undivided, unlimited, clubLaw,
  cassell, peel, settleLoo, trickValues, looGameMayEnd, legalExchanges, isTrump, applyLooMove, legalCalls, type LooPosition, type LooRules,
} from '~/engine/loo/index.ts';
import { cards } from '~/engine/index.ts';
import { deal, go, legal, calls, tryMove, finish } from '../fixtures/loo-helpers.ts';

const settle = (p: LooPosition) => {
  const s = settleLoo(p);
  if (!s.ok) throw new Error(s.error.code);
  return s.value;
};
const three = (rules: LooRules, hands: string[], up = '2H', extra: { carried?: number; miss?: string } = {}) =>
  deal(rules, { dealer: 0, hands, up, miss: extra.miss ?? '9C 9D 9S', carried: extra.carried ?? 0 });

describe('research §5 edge cases', () => {
  it('5.1 void, holding only trumps lower than one in the trick: any card; under-trump where the rules say so', () => {
    const hands = ['3H 7S 8S', 'AC 3D 4D', 'KH 5S 6S'];
    const p = go(three(threeCard, hands), '1y 2y 0y 1Ac 2Kh');
    expect(legal(p)).toBe('3H 7S 8S');
    const q = go(three(withLooOption(threeCard, 'trumpWhenVoid', 'always'), hands), '1y 2y 0y 1Ac 2Kh');
    expect(legal(q)).toBe('3H');
    expect(tryMove(q, '07s')).toBe('ERR_MUST_TRUMP');
  });

  it('5.2 able to follow but not to beat (the trick is trumped): any card of the suit', () => {
    const p = go(three(threeCard, ['2C KC 7S', '4C 5D 6D', '9H 2S 3S']), '1y 2y 0y 14c 29h');
    expect(legal(p)).toBe('2C KC');
    expect(tryMove(p, '07s')).toBe('ERR_MUST_FOLLOW');
    // Not trumped: heading applies.
    const q = go(three(threeCard, ['2C KC 7S', '4C 5D 6D', '5C 2S 3S']), '1y 2y 0y 14c 25c');
    expect(legal(q)).toBe('KC');
    expect(tryMove(q, '02c')).toBe('ERR_MUST_HEAD');
  });

  it('5.3 the header need not play his highest card', () => {
    const p = go(three(threeCard, ['2C 3C 7S', '4C 5D 6D', 'TC KC 3S']), '1y 2y 0y 14c');
    expect(legal(p)).toBe('KC TC');
  });

  it('5.4 the ace of trumps turned up: the king must be led; not under rules without the duty', () => {
    const hands = ['2C 3C 7S', 'KH 3H 4C', '5C 2S 3S'];
    const p = go(three(threeCard, hands, 'AH'), '1y 2y 0y');
    expect(legal(p)).toBe('KH');
    expect(tryMove(p, '13h')).toBe('ERR_MUST_LEAD_ACE');
    const q = go(three(withLooOption(threeCard, 'leadAce', false), hands, 'AH'), '1y 2y 0y');
    expect(legal(q)).toBe('3H KH');
  });

  it('5.5 one low trump at the opening lead: the seed makes it a duty; Peel and Enquire Within do not; Cassell does', () => {
    const hands = ['2C 3C 7S', '6H 4C 5D', '5C 2S 3S'];
    expect(legal(go(three(threeCard, hands), '1y 2y 0y'))).toBe('6H');
    expect(legal(go(three(peel, hands), '1y 2y 0y'))).toBe('4C 5D 6H');
    expect(legal(go(three(enquireWithin, hands), '1y 2y 0y'))).toBe('4C 5D 6H');
    expect(legal(go(three(cassell, hands), '1y 2y 0y'))).toBe('6H');
  });

  it('5.6 two or more trumps: any trump (seed); the highest (Peel, Enquire Within, Cassell)', () => {
    const hands = ['2C 3C 7S', '6H 9H 5D', '5C 2S 3S'];
    expect(legal(go(three(threeCard, hands), '1y 2y 0y'))).toBe('6H 9H');
    for (const r of [peel, enquireWithin, cassell]) {
      const p = go(three(r, hands), '1y 2y 0y');
      expect(legal(p)).toBe('9H');
      expect(tryMove(p, '16h')).toBe('ERR_MUST_LEAD_HIGHEST');
    }
  });

  it('5.7 the trump-lead duty holds after the first trick; only at the first under the early-American limit', () => {
    const hands = ['2C 3C 7S', '9H QH 4C', 'KS 5S 6S'];
    const rules = [threeCard, withLooOption(threeCard, 'leadDuty', 'firstTrick')];
    const [a, b] = rules.map((r) => go(three(r, hands), '1y 2y 0y 19h 2Ks 07s'));
    expect(a!.turn).toBe(1);
    expect(legal(a!)).toBe('QH');
    expect(legal(b!)).toBe('4C QH');
  });

  // A fact-checker: Peel looes a trick-winner "who remains with a trump, and fails to lead it" (research 1.5d), while
  // the site let one keep a single low trump back at every lead; Enquire Within puts its duty on the elder hand's
  // first lead only ("the winner of the trick then leads another card", §98).
  it('5.7b after the first trick: Peel makes the winner lead his trump, even a single low one; Enquire Within does not', () => {
    const hands = ['2C 3C 7S', '9H 6H 4C', 'KS 5S 6S'];
    const [seed, peelDeal, ew] = [threeCard, peel, enquireWithin].map((r) => go(three(r, hands), '1y 2y 0y 19h 2Ks 07s'));
    expect(peelDeal!.turn).toBe(1);
    expect(legal(seed!)).toBe('6H');
    expect(legal(peelDeal!)).toBe('6H');
    expect(tryMove(peelDeal!, '14c')).toBe('ERR_MUST_LEAD_HIGHEST');
    expect(legal(ew!)).toBe('4C 6H');
  });

  it('5.8 a pot that does not divide: the first trick winners get the odd chips (Peel), or they stay', () => {
    const p = three(threeCard, ['2C 3C 7S', '9H QH 4C', 'KS 5S 6S'], '2H', { carried: 7 });
    expect(p.pot).toBe(10);
    expect(trickValues(p)).toEqual([4, 3, 3]);
    const q = three(withLooOption(threeCard, 'unevenPot', 'carry'), ['2C 3C 7S', '9H QH 4C', 'KS 5S 6S'], '2H', { carried: 7 });
    expect(trickValues(q)).toEqual([3, 3, 3]);
    const s = settle(finish(go(q, '1y 2y 0y')));
    expect(s.shares.reduce((a, b) => a + b, 0)).toBe(9);
    expect(s.potAfter - s.loos.reduce((a, b) => a + b, 0)).toBe(1);
  });

  it('5.9 everyone before the dealer passes: the dealer takes the pot, no call offered; or calls (peer)', () => {
    const hands = ['2C 3C 7S', '9H QH 4C', 'KS 5S 6S'];
    const p = go(three(threeCard, hands, '2H', { carried: 6 }), '1n 2n');
    expect(p.phase).toBe('over');
    expect(p.end).toEqual({ kind: 'allPassed', taker: 0 });
    expect(settle(p).shares).toEqual([9, 0, 0]);
    const q = go(three(withLooOption(threeCard, 'allPassed', 'dealerCalls'), hands, '2H', { carried: 6 }), '1n 2n');
    expect(calls(q)).toBe('play pass miss');
    const r = go(q, '0n');
    expect(settle(r).potAfter).toBe(9);
  });

  it('5.10 one player on his own cards: the dealer may not pass (defend); Enquire Within lets him concede', () => {
    const hands = ['2C 3C 7S', '9H QH 4C', 'KS 5S 6S'];
    const p = go(three(threeCard, hands, '2H', { carried: 6 }), '1y 2n');
    expect(calls(p)).toBe('play miss defend');
    const r = applyLooMove(p, { type: 'call', player: 0, call: 'pass' });
    expect(!r.ok && r.error).toMatchObject({ code: 'ERR_CALL', rule: 'dealerVsLone' });
    const q = go(three(enquireWithin, hands, '2H', { carried: 6 }), '1y 2n');
    expect(calls(q)).toBe('play miss concede');
    const c = go(q, '0c');
    expect(c.end).toEqual({ kind: 'lone', player: 1 });
    expect(settle(c).shares).toEqual([0, 9, 0]);
  });

  it('5.11 the defender plays by the rules, cannot be looed, and his trick shares stay in the pot', () => {
    const p = go(three(threeCard, ['2C 3C 7S', '2D 3D 4C', 'KS 5S 6S'], '2H', { carried: 6, miss: 'AH KH QH' }), '1y 2n 0d');
    expect(p.defender).toBe(0);
    expect(p.hands[0]).toEqual(cards('AH KH QH').sort((a, b) => a - b));
    const q = go(p, '14c');
    expect(legal(q)).toBe('AH KH QH');
    const r = go(q, '0Qh');
    expect(legal(r)).toBe('AH');
    const s = settle(finish(r));
    expect(s.shares).toEqual([0, 0, 0]);
    expect(s.looed).toEqual([1]);
    expect(s.potAfter).toBe(9 + 3);
  });

  it('5.12 a lone miss-taker, the dealer passes: the miss-taker takes the whole pot', () => {
    const p = go(three(threeCard, ['2C 3C 7S', '2D 3D 4C', 'KS 5S 6S'], '2H', { carried: 6 }), '1m 2n');
    expect(calls(p)).toBe('play pass');
    const q = go(p, '0n');
    expect(q.end).toEqual({ kind: 'lone', player: 1 });
    expect(settle(q).shares).toEqual([0, 9, 0]);
  });

  it('5.13 a single pot: everyone plays, only eldest may take the miss; Enquire Within deals no miss', () => {
    const hands = ['2C 3C 7S', '2D 3D 4C', 'KS 5S 6S'];
    const p = three(threeCard, hands);
    expect(p.single).toBe(true);
    expect(calls(p)).toBe('play miss');
    const q = go(p, '1y');
    expect(calls(q)).toBe('play');
    expect(tryMove(q, '2n')).toBe('ERR_CALL');
    expect(tryMove(q, '2m')).toBe('ERR_CALL');
    const e = three(enquireWithin, hands);
    expect(calls(e)).toBe('play');
    expect(e.miss).toEqual([]);
  });

  it('5.14 unlimited Loo: each looed player pays the pot as played for (before the shares)', () => {
    const hands = ['5C 6C 7C', 'AH KH QH', '2C 3C 4C'];
    for (const [rules, each] of [[threeCard, 3], [unlimited, 9]] as const) {
      const s = settle(finish(go(three(rules, hands, '2H', { carried: 6, miss: '8C 9C TC' }), '1y 2y 0y')));
      expect(s.shares).toEqual([0, 9, 0]);
      expect(s.looed).toEqual([0, 2]);
      expect(s.loos).toEqual([each, 0, each]);
      expect(s.potAfter).toBe(2 * each);
    }
  });

  it('5.15 the game ends after the round, at the first deal without a loo', () => {
    const hands = ['5C 6C 7C', 'AH KH QH', '2C 3C 4C'];
    const looed = settle(finish(go(three(threeCard, hands, '2H', { carried: 6, miss: '8C 9C TC' }), '1y 2y 0y')));
    const clean = settle(go(three(threeCard, hands, '2H', { carried: 6 }), '1n 2n'));
    expect(looGameMayEnd(3, 3, looed)).toBe(false);
    expect(looGameMayEnd(2, 3, clean)).toBe(false);
    expect(looGameMayEnd(3, 3, clean)).toBe(true);
    // Seed 004: after the last deal of the round, play on until a deal ends without a loo.
    expect(looGameMayEnd(4, 3, clean)).toBe(true);
    expect(looGameMayEnd(4, 3, looed)).toBe(false);
  });

  const flushDeal = (rules: LooRules) =>
    go(
      deal(rules, { dealer: 0, up: '2S', hands: ['6C 7C 8C 9C 8D', 'AH KH 5H 4H 3H', 'AD KD 6D 4D 3D', 'JC 2D 5D 7D 5C', '2C 3C 4C 9D TD'] }),
      '1y 2y 3y 4y 0y 1x 2x 3x 4x 0x',
    );

  it('5.16 equal flushes: kind, then the cards from the top down, then the elder hand; Hoyle: the elder hand', () => {
    const p = flushDeal(fiveCard);
    expect(p.end?.kind === 'flush' && p.end.flush.player).toBe(2);
    const q = flushDeal(hoyleFive);
    expect(q.end?.kind === 'flush' && q.end.flush.player).toBe(1);
  });

  it('5.17 who pays on a flush: those who stood, except Pam-holders and weaker flushes; Peel: everyone pays the holder', () => {
    const hands = ['6C 7C 8C 9C 8D', 'AS KS QS 9S 8S', 'AH KH QH 9H 8H', 'JC 2D 3D 4D 5C', '2C 3C 4C 6D 7D'];
    const calls5 = '1y 2y 3y 4n 0y 1x 2x 3x 0x';
    const p = go(deal(fiveCard, { dealer: 0, up: '2S', hands }), calls5);
    expect(p.end?.kind === 'flush' && p.end.flush.kind).toBe(1);
    const s = settle(p);
    expect(s.shares[1]).toBe(5);
    expect(s.looed).toEqual([0]);
    expect(s.loos).toEqual([5, 0, 0, 0, 0]);
    const q = settle(go(deal(peelFive, { dealer: 0, up: '2S', hands }), calls5));
    expect(q.looed).toEqual([]);
    expect(q.transfers).toEqual([-5, 20, -5, -5, -5]);
    expect(q.potAfter).toBe(0);
  });

  const civilDeal = (rules: LooRules, carla: string) =>
    go(
      deal(rules, { dealer: 0, up: '7S', hands: ['3C 4C 6C TD JD', 'AS 2H 3H 4D 5C', carla, 'KH QH 6D 7D 2C'] }),
      '1y 2y 3y 0y 1x 2x 3x 0x 1As*',
    );

  it('5.18 Pam civil when Pam is the only trump: Pam may be played (seed); pokerwiner bars it', () => {
    expect(legal(civilDeal(fiveCard, 'JC 8H 7H 8D 9C'))).toBe('JC');
    const q = civilDeal(pokerwinerFive, 'JC 8H 7H 8D 9C');
    expect(legal(q)).toBe('7H 8D 8H 9C');
    expect(tryMove(q, '2Jc')).toBe('ERR_PAM_CIVIL');
  });

  it('5.19 "Pam, be civil!" is a call, not automatic; only on the lead of the ace of trumps', () => {
    const base = go(deal(fiveCard, { dealer: 0, up: '7S', hands: ['3C 4C 6C TD JD', 'AS 2H 3H 4D 5C', 'JC 4S 7H 8D 9C', 'KH QH 6D 7D 2C'] }), '1y 2y 3y 0y 1x 2x 3x 0x');
    expect(legal(go(base, '1As'))).toBe('JC');
    expect(legal(go(base, '1As*'))).toBe('4S');
    expect(tryMove(go(base, '1As 2Jc 3Kh 03c'), '22h')).not.toBe('ERR_CIVIL'); // Carla leads: no call attached
    expect(tryMove(go(base, '1As 2Jc 3Kh 03c'), '27h*')).toBe('ERR_CIVIL');
  });

  it('5.20 Pam is a trump for following, not a club; early American: "subject to no laws"', () => {
    const hands = ['3C 4C 6C TD JD', '5C 2H 3H 4D 6H', 'JC 8C 7H 8D 9H', 'KH QH 6D 7D 2C'];
    const p = go(deal(fiveCard, { dealer: 0, up: '7S', hands }), '1y 2y 3y 0y 1x 2x 3x 0x 15c');
    expect(legal(p)).toBe('8C');
    expect(tryMove(p, '2Jc')).toBe('ERR_MUST_FOLLOW');
    const q = go(deal(earlyAmerican, { dealer: 0, up: '7S', hands }), '1y 2y 3y 0y 1x 2x 3x 0x 15c');
    expect(legal(q)).toBe('8C JC');
  });

  it('5.21 Pam turned up: clubs are trumps', () => {
    const p = deal(fiveCard, { dealer: 0, up: 'JC', hands: ['3C 4C 6C TD JD', '5C 2H 3H 4D 6H', 'AC 8C 7H 8D 9H', 'KH QH 6D 7D 2C'] });
    expect(p.trump).toBe(0);
    expect(isTrump(p, cards('AC')[0]!)).toBe(true);
  });

  it('5.22 the stock runs out: exchanges served in turn, refused when the stock is short', () => {
    const hands = Array.from({ length: 7 }, (_, k) => cards('AC AD AH AS 2C 2D 2H 2S 3C 3D 3H 3S 4C 4D 4H 4S 5C 5D 5H 5S 6C 6D 6H 6S 7C 7D 7H 7S 8C 8D 8H 8S 9C 9D 9H').slice(k * 5, k * 5 + 5));
    let p = deal(fiveCard, { dealer: 0, up: '9S', hands: hands.map((h) => h.map((c) => ['A23456789TJQK'[c >> 2], 'CDHS'[c & 3]].join('')).join(' ')) });
    expect(p.stock.length).toBe(16);
    p = go(p, '1y 2y 3y 4y 5y 6y 0y');
    for (const s of [1, 2, 3]) {
      const h = p.hands[s]!;
      p = applyOk(p, { type: 'exchange', player: s, discard: h.slice() });
    }
    expect(p.stock.length).toBe(1);
    expect(Math.max(...legalExchanges(p).map((l) => (l.move.type === 'exchange' ? l.move.discard.length : 0)))).toBe(1);
    const r = applyLooMove(p, { type: 'exchange', player: 4, discard: p.hands[4]!.slice(0, 2) });
    expect(!r.ok && r.error).toMatchObject({ code: 'ERR_STOCK_SHORT', wanted: 2, left: 1 });
  });

  it('5.23 five-card: only one stays in and takes the pot', () => {
    const p = go(deal(fiveCard, { dealer: 0, up: '7S', hands: ['3C 4C 6C TD JD', '5C 2H 3H 4D 6H', 'AC 8C 7H 8D 9H', 'KH QH 6D 7D 2C'] }), '1y 2n 3n');
    expect(calls(p)).toBe('play pass');
    const q = go(p, '0n');
    expect(q.end).toEqual({ kind: 'lone', player: 1 });
    expect(settle(q).shares).toEqual([0, 5, 0, 0]);
  });

  it('5.24 undivided Loo: a player without a trick is looed; the pot goes only to one who takes every trick', () => {
    const hands = ['5C 6C 7C', 'AH KH QH', '2C 3C 4C'];
    const s = settle(finish(go(three(undivided, hands, '2H', { carried: 6, miss: '8C 9C TC' }), '1y 2y 0y')));
    expect(s.shares).toEqual([0, 9, 0]);
    expect(s.looed).toEqual([0, 2]);
    const split = settle(finish(go(three(undivided, ['AS 6C 7C', 'AH 5S 4S', 'KS 3C 4C'], '2H', { carried: 6, miss: '8C 9C TC' }), '1y 2y 0y')));
    expect(split.shares).toEqual([0, 0, 0]);
    expect(split.potAfter).toBe(9 + split.loos.reduce((a, b) => a + b, 0));
  });

  it('5.25 club law: clubs turned, nobody may pass and the miss is withdrawn', () => {
    const p = three(clubLaw, ['5D 6D 7D', 'AH KH QH', '2D 3D 4D'], '2C', { carried: 6, miss: '8C 9C TC' });
    expect(p.clubLaw).toBe(true);
    expect(p.miss).toEqual([]);
    expect(calls(p)).toBe('play');
    const r = applyLooMove(p, { type: 'call', player: 1, call: 'pass' });
    expect(!r.ok && r.error).toMatchObject({ code: 'ERR_CALL', rule: 'clubLaw' });
    // Another suit turned: the ordinary calls.
    expect(legalCalls(three(clubLaw, ['5D 6D 7D', 'AH KH QH', '2D 3D 4D'], '2S', { carried: 6, miss: '8C 9C TC' })).length).toBe(3);
  });
});

function applyOk(p: LooPosition, m: Parameters<typeof applyLooMove>[1]): LooPosition {
  const r = applyLooMove(p, m);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value.position;
}

describe('hidden trump: the turn-up is shown to the first player who cannot follow suit', () => {
  it('stays hidden while players follow, and is shown to the void player before she chooses', async () => {
    const { hiddenTrump, trumpShownNow } = await import('~/engine/loo/index.ts');
    // Seed 004, "Varianten": in a single pot the trump is turned only when someone first cannot follow.
    const p = go(deal(hiddenTrump, { dealer: 2, hands: ['2C 3C 4C', '5C 6C 7C', 'AH 8D 9D'], miss: 'TC JC QC', up: '2H' }), '0y 1y 2y');
    expect(p.trumpHidden).toBe(true);
    const benOnTurn = go(p, '02c');
    expect(trumpShownNow(benOnTurn)).toBe(false);
    const carlaOnTurn = go(benOnTurn, '15c');
    expect(trumpShownNow(carlaOnTurn)).toBe(true);
    // Shown, the A♥ is a trump that wins the trick: Carla must play it.
    expect(legal(carlaOnTurn)).toBe('AH');
  });
});
