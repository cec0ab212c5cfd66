/**
 * A signed chip count with a true minus sign: +3, 0, −1 (U+2212). A module of its own, so that the Loo
 * widgets can use it without loading the Laugh and Lie Down narration (replay/narrate.ts) and its engine.
 */
export function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `\u2212${-n}` : '0';
}
