/**
 * Rating the choices of a player who is not on turn (issue 15; the explorer's seat choice): in the position
 * of tests/fixtures/lld-claim-position.ts two players not on turn may each claim the two queens that seat 1
 * left, and each claim's value against making no free move now (lld/analysis.ts WaitChoice) is known
 * exactly, worked out by hand from seed 001's rules (Parlett): the claim wins the two cards to the claimant
 * ("Catching mistakes"; a player who has lain down may claim); the deal ends when at most one player holds
 * cards, that player's hand and the table going to the dealer ("Lying down"); the bonus, 5 chips, to the
 * last player holding cards; one chip per two won cards above the break-even (16 cards in the three-player
 * deal), one paid per two below ("Pay-off"); stakes: dealer 3, others 2.
 */
import { describe, expect, it } from 'vitest';
import { applyMove, settle, type Move, type Position } from '~/engine/index.ts';
import { analysePosition } from '~/engine/lld/analysis.ts';
import { CLAIMED, cards, position } from '../fixtures/lld-claim-position.ts';

// By hand, seat 2 (Carla: 16 won cards, holds 7♣; not on turn).
// Claim now: 18 won cards. Seat 1 then takes 5♦ with 5♣ and holds nothing; seat 0 has lain down: seat 2 is
// the last holder (bonus 5), its 7♣ and the table go to the dealer. 18 won: +1. Net 1 + 5 − 2 = +4.
// Wait: whoever claims the queens instead (seat 0, or nobody, the table then going to the dealer), seat 2
// still has 16 won cards and the bonus: 0 + 5 − 2 = +3. Claiming now is worth exactly 1 chip.
const CARLA = { claim: 4, wait: 3 };
// Seat 0 (Anna, the dealer: 14 won cards, has lain down, holds nothing). Its view hides seat 1's and 2's one
// card each, which the analysis deals either way round; either way the one on turn captures and the other
// is the last holder. Claim now: 14 + 2 = 16, then the last holder's card and the table's last card: 18, +1;
// no bonus; stake 3: net −2. Wait: if seat 2 claims the queens (the computer players of the levels make
// every claim at once), 14 + 2 = 16: 0 − 3 = −3; if nobody does before seat 1 moves (the random player
// claims half of the time), the queens come with the table: 18, −2. So −3 at the levels, −2.5 on average
// with the random player.
const ANNA = { claim: -2, waitLevels: -3, waitNobody: -2, waitRandom: -2.5 };

/** Seat p's net chips after `moves` from the fixture (the deal must then be over). */
function netAfter(p: number, moves: Move[]): number {
  let pos: Position = position();
  for (const m of moves) {
    const r = applyMove(pos, m);
    if (!r.ok) throw new Error(r.error.code);
    pos = r.value.position;
  }
  expect(pos.over).toBe(true);
  const s = settle(pos);
  if (!s.ok) throw new Error(s.error.code);
  return s.value.net[p]!;
}

const take5 = { type: 'capture', player: 1, play: cards('5c'), take: cards('5d') } as const;
const claim = (player: number): Move => ({ type: 'claim', player, cards: CLAIMED });

describe('a claim out of turn rated against making no free move now', () => {
  it('the hand-worked lines agree with the rules (applyMove and settle)', () => {
    expect(netAfter(2, [claim(2), take5])).toBe(CARLA.claim);
    expect(netAfter(2, [take5])).toBe(CARLA.wait);
    expect(netAfter(2, [claim(0), take5])).toBe(CARLA.wait);
    expect(netAfter(0, [claim(0), take5])).toBe(ANNA.claim);
    expect(netAfter(0, [claim(2), take5])).toBe(ANNA.waitLevels);
    expect(netAfter(0, [take5])).toBe(ANNA.waitNobody);
    expect((ANNA.waitLevels + ANNA.waitNobody) / 2).toBe(ANNA.waitRandom);
  });

  for (const level of ['random', 'plain', 'willughby', 'careful'] as const) {
    it(`seat 2's claim is worth exactly ${CARLA.claim - CARLA.wait} chip more than waiting (${level} level)`, () => {
      const a = analysePosition(position(), { player: 2, level, seed: 11 });
      if (!a.ok) throw new Error(a.error.code);
      expect(a.value.choices.map((c) => c.move.type)).toEqual(['claim', 'wait']);
      const r = a.value.step(60);
      const [c, w] = r.choices;
      expect(c!.mean).toBe(CARLA.claim);
      expect(w!.mean).toBe(CARLA.wait);
      expect(c!.high - c!.low).toBe(0);
      expect(r.choices[r.best]!.move.move.type).toBe('claim');
    });
  }

  for (const level of ['plain', 'willughby', 'careful'] as const) {
    it(`the dealer, who has lain down, loses exactly 1 chip by waiting: seat 2 claims first (${level} level)`, () => {
      const a = analysePosition(position(), { player: 0, level, seed: 5 });
      if (!a.ok) throw new Error(a.error.code);
      const r = a.value.step(60);
      expect(r.choices.map((c) => [c.move.move.type, c.mean])).toEqual([['claim', ANNA.claim], ['wait', ANNA.waitLevels]]);
    });
  }

  it('with the random player, the dealer\'s wait averages −2.5 (−2 or −3 with even chances), inside its 95 % interval', () => {
    const a = analysePosition(position(), { player: 0, level: 'random', seed: 5 });
    if (!a.ok) throw new Error(a.error.code);
    const r = a.value.step(2000);
    const [c, w] = r.choices;
    expect(c!.mean).toBe(ANNA.claim);
    expect(w!.low).toBeLessThanOrEqual(ANNA.waitRandom);
    expect(w!.high).toBeGreaterThanOrEqual(ANNA.waitRandom);
    expect(w!.high - w!.low).toBeLessThan(0.1);
  });

  it('the seat on turn has its turn move and no wait; the culprit has no claim', () => {
    const a = analysePosition(position(), { level: 'random' });
    if (!a.ok) throw new Error(a.error.code);
    expect(a.value.player).toBe(1);
    expect(a.value.choices.map((c) => c.move.type)).toEqual(['capture']);
  });
});
