import { describe, expect, it } from 'vitest';
import { settle, dealSeeded, parlett, CardSet, type Position, type Reading } from '~/engine/index.ts';

/** A finished deal with given won counts (cards are placeholders: only counts matter to settle). */
function finished(won: number[], opts: { dealer?: number; lastHolder?: number | null; lastCapturer?: number | null; reading?: Reading } = {}): Position {
  const start = dealSeeded(1, { dealer: opts.dealer ?? 0, reading: opts.reading ?? parlett });
  if (!start.ok) throw new Error();
  let next = 0;
  return {
    ...start.value,
    hands: won.map(() => CardSet.EMPTY),
    table: CardSet.EMPTY,
    won: won.map((n) => CardSet.of(Array.from({ length: n }, () => next++))),
    over: true,
    turn: null,
    lastHolder: opts.lastHolder === undefined ? 1 : opts.lastHolder,
    lastCapturer: opts.lastCapturer ?? null,
  };
}

describe('settle (seed 001, "Pay-off")', () => {
  it('refuses a deal still in play with ERR_NOT_OVER', () => {
    const r = dealSeeded(3);
    if (!r.ok) throw new Error();
    const s = settle(r.value);
    expect(!s.ok && s.error.code).toBe('ERR_NOT_OVER');
  });

  it('pays one chip per two cards above 8 and takes one per two below (seed 001 example)', () => {
    const s = settle(finished([14, 12, 8, 6, 12]));
    expect(s.ok && s.value.pairChips).toEqual([3, 2, 0, -1, 2]);
  });

  it('gives the bonus of 5 to the last player holding cards, and nobody’s when there is none', () => {
    const s = settle(finished([14, 12, 8, 6, 12], { lastHolder: 4 }));
    expect(s.ok && s.value.payout).toEqual([3, 2, 0, -1, 7]);
    const none = settle(finished([14, 12, 8, 6, 12], { lastHolder: null }));
    expect(none.ok && none.value.bonus).toEqual({ player: null, chips: 0 });
    expect(none.ok && none.value.potAfter).toBe(5); // the bonus stays in the pot
  });

  it('a reading that pays the last capturer pays that player instead', () => {
    const lastCapturerReading: Reading = { ...parlett, options: { ...parlett.options, bonusTo: 'lastCapturer' } };
    const s = settle(finished([14, 12, 8, 6, 12], { lastHolder: 1, lastCapturer: 3, reading: lastCapturerReading }));
    expect(s.ok && s.value.bonus).toEqual({ player: 3, chips: 5 });
  });

  it('rounds odd differences down (floor) or toward zero (trunc) as the reading says', () => {
    const floor = settle(finished([9, 7, 12, 12, 12]));
    expect(floor.ok && floor.value.pairChips.slice(0, 2)).toEqual([0, -1]);
    const trunc: Reading = { ...parlett, options: { ...parlett.options, rounding: 'trunc' } };
    const t = settle(finished([9, 7, 12, 12, 12], { reading: trunc }));
    expect(t.ok && t.value.pairChips.slice(0, 2)).toEqual([0, 0]);
  });
});
