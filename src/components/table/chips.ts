/** The most chip dots a pot draws: 15 fit the pot's column (13rem) on one line; the count is written beside them. */
export const MAX_CHIP_DOTS = 15;

/**
 * A pot's chips as dots (decorative: the pot's count is written out beside them), one line at most: one dot a
 * chip up to MAX_CHIP_DOTS (a Loo pot of 30 chips wrapped onto a second line at 768 and 1280 px). None for an
 * empty pot or a debt. Dots only: a "+" after them was text that axe held to the contrast of words, which the
 * chip colour on the felt does not reach (3.2:1).
 */
export function chipDots(chips: number): string {
  return '●'.repeat(Math.max(0, Math.min(chips, MAX_CHIP_DOTS)));
}
