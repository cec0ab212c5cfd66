/** The most chip dots a pot draws: 15 fit the pot's column (13rem) on one line; the count is written beside them. */
export const MAX_CHIP_DOTS = 15;

/**
 * A pot's chips as dots (decorative: the pot's count is written out beside them), one line at most: up to
 * MAX_CHIP_DOTS dots, and a "+" after them when the pot holds more (a Loo pot of 30 chips wrapped onto a
 * second line at 768 and 1280 px). None for an empty pot or a debt.
 */
export function chipDots(chips: number): string {
  const n = Math.max(0, Math.min(chips, MAX_CHIP_DOTS));
  return '●'.repeat(n) + (chips > MAX_CHIP_DOTS ? '+' : '');
}
