import { describe, expect, it } from 'vitest';
import { Tally, wilson, choose, fiveCardFlushOdds, Z95 } from '~/strategy/stats.ts';

describe('strategy statistics', () => {
  it('gives the mean and normal 95 % interval of a small sample (computed by hand)', () => {
    // 1..5: mean 3, sample variance 2.5, s = 1.58114; half-width 1.959964 · 1.58114 / √5 = 1.38590.
    const t = new Tally();
    for (const x of [1, 2, 3, 4, 5]) t.add(x);
    const e = t.estimate();
    expect(e.mean).toBe(3);
    expect(e.lo).toBeCloseTo(1.6141, 4);
    expect(e.hi).toBeCloseTo(4.3859, 4);
    expect(e.n).toBe(5);
  });

  it('gives a constant sample a zero-width interval, and one value its own', () => {
    const t = new Tally();
    for (let i = 0; i < 10; i++) t.add(-2);
    expect(t.estimate()).toEqual({ mean: -2, lo: -2, hi: -2, n: 10 });
    const one = new Tally();
    one.add(7);
    expect(one.estimate()).toEqual({ mean: 7, lo: 7, hi: 7, n: 1 });
  });

  it('gives Wilson’s interval for 5 of 10 and 0 of 20 (computed by hand)', () => {
    // 5/10: centre 0.5, half-width z·√(0.025 + z²/400)/(1 + z²/10) = 0.263413.
    const a = wilson(5, 10);
    expect(a.lo).toBeCloseTo(0.236587, 5);
    expect(a.hi).toBeCloseTo(0.763413, 5);
    // 0/20: upper bound (z²/n) / (1 + z²/n) = 0.192073 / 1.192073 = 0.16113.
    const b = wilson(0, 20);
    expect(b.lo).toBe(0);
    expect(b.hi).toBeCloseTo(0.16113, 4);
    expect(Z95).toBeCloseTo(1.96, 2);
    expect(() => wilson(3, 2)).toThrow();
  });

  it('counts binomial coefficients', () => {
    expect(choose(52, 5)).toBe(2_598_960);
    expect(choose(13, 5)).toBe(1287);
    expect(choose(13, 4)).toBe(715);
    expect(choose(5, 6)).toBe(0);
  });

  it('gives the five-card flush count that an enumeration of every hand finds', () => {
    // Independent count: every 5-card hand, a flush when the cards other than Pam (the jack of clubs,
    // card 10·4 + 0 = 40) are all of one suit and the hand has five of a suit, or four and Pam.
    const PAM = 40;
    let flushes = 0;
    let hands = 0;
    for (let a = 0; a < 52; a++)
      for (let b = a + 1; b < 52; b++)
        for (let c = b + 1; c < 52; c++)
          for (let d = c + 1; d < 52; d++)
            for (let e = d + 1; e < 52; e++) {
              hands++;
              const rest = [a, b, c, d, e].filter((x) => x !== PAM);
              const suit = rest[0]! & 3;
              if (rest.every((x) => (x & 3) === suit)) flushes++;
            }
    const odds = fiveCardFlushOdds();
    expect(hands).toBe(odds.total);
    expect(flushes).toBe(odds.hands);
    expect(odds.hands).toBe(7293);
  });
});
