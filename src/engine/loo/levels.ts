/**
 * The computer players' levels (ai.ts), as a module of their own: the play page's set-up and its saved
 * games list and check the levels before any computer plays, and need not load the players for it.
 *
 * - `plain`: any legal move at random;
 * - `sound`: the seed's tips for beginners (ai.ts `looHint`).
 */
export type LooLevel = 'plain' | 'sound';

/** The levels, weakest first. */
export const LOO_LEVELS: readonly LooLevel[] = ['plain', 'sound'];
