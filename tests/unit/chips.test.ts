import { describe, expect, it } from 'vitest';
import { chipDots, MAX_CHIP_DOTS } from '~/components/table/chips.ts';

describe('chipDots: a pot drawn as dots on one line', () => {
  it('one dot a chip up to the cap, none for an empty pot or a debt', () => {
    expect(chipDots(0)).toBe('');
    expect(chipDots(-4)).toBe('');
    // Seed 001's Parlett pot for five players: the dealer's 3 chips and 2 from each of the other four.
    expect(chipDots(11)).toBe('●'.repeat(11));
  });
  it('a pot of 30 chips (seen in a Loo replay) draws the cap, not 30 dots on two lines', () => {
    expect(MAX_CHIP_DOTS).toBe(15);
    expect(chipDots(30)).toBe('●'.repeat(15));
    expect(chipDots(15)).toBe('●'.repeat(15));
  });
});
