import { describe, expect, it } from 'vitest';
import { formatCards, parseCards, seededRng, setupMidDeal, type Position } from '~/engine/index.ts';
import { bonusDecides, tipTurn, seatName } from '~/strategy/lld.ts';
import type { Settlement } from '~/engine/index.ts';
import { completeMidDeal } from './helpers.ts';

const cards = (s: string) => {
  const r = parseCards(s);
  if (!r.ok) throw new Error(s);
  return r.value;
};

/**
 * Seat 1 on turn holding 7♣ 9♣ 9♦ 2♣; on the table a lone 7♥, the pair 9♥ 9♠ and three kings; the other
 * 7s (♦ ♠) in seat 0's hand, so the lone 7 is one that someone else could match. The rest of the deck goes
 * to the other hands and, in pairs, to the won piles.
 */
function position(): Position {
  const p1 = cards('7c 9c 9d 2c');
  const table = cards('7h 9h 9s Kc Kd Ks');
  const p0 = cards('7d 7s');
  const hands = [[...p0], p1, [], [], []];
  const won: number[][] = [[], [], [], [], []];
  completeMidDeal(hands, table, won, [1]);
  const r = setupMidDeal({ dealer: 0, hands, table, won, turn: 1, started: true, lastCapturer: 0 });
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

const capture = (pos: Position, tip: 'lone' | 'keepSafe' | 'oneAtATime', seed: number) => {
  const m = tipTurn(pos, tip, seededRng(seed))!.move;
  if (m.type !== 'capture') throw new Error(m.type);
  return `${formatCards(m.play)} ${formatCards(m.take)}`;
};

describe('the tip-following players (seed 001, "Tips for beginners")', () => {
  it('takes the lone 7 at once, whatever the draw', () => {
    const pos = position();
    for (let s = 1; s <= 20; s++) expect(capture(pos, 'lone', s)).toBe('7c 7h');
  });
  it('keeps the safe nines for later: the capture is from the rank with the fewest table cards', () => {
    const pos = position();
    for (let s = 1; s <= 20; s++) expect(capture(pos, 'keepSafe', s)).toBe('7c 7h');
  });
  it('takes a pair against a pair one card at a time', () => {
    const pos = position();
    for (let s = 1; s <= 20; s++) expect(capture(pos, 'oneAtATime', s)).toMatch(/^9[cd] 9[hs]$/);
  });
});

describe('seat names and the bonus', () => {
  it('names seats from the dealer’s left, the dealer last', () => {
    expect([0, 1, 2, 3, 4].map((o) => seatName(o, 5))).toEqual(['dealer', 'eldest', 'second', 'third', 'fourth']);
    expect([0, 1, 2].map((o) => seatName(o, 3))).toEqual(['dealer', 'eldest', 'second']);
  });
  it('says the bonus decided a deal only when the best result changes without it', () => {
    const s = (net: number[], player: number | null, chips: number) => ({ net, bonus: { player, chips } }) as unknown as Settlement;
    // Seat 2 leads with the 5-chip bonus; without it seat 0 would: decided.
    expect(bonusDecides(s([2, -1, 4, -3, -2], 2, 5))).toBe(true);
    // Seat 0 leads with and without the bonus that seat 3 took: not decided.
    expect(bonusDecides(s([6, -1, 0, 1, -6], 3, 5))).toBe(false);
    // A tie made by the bonus changes the set of leaders: decided.
    expect(bonusDecides(s([3, 3, -2, -2, -2], 1, 1))).toBe(true);
    expect(bonusDecides(s([3, 1, -2, -1, -1], null, 5))).toBe(false);
  });
});
