/**
 * A move's identity, whatever the order its cards were given in: small, so that a widget can compare moves
 * (the coach's, the hint's, a list's) without loading the analysis that coachCost.ts brings.
 */
import type { Move } from './types.ts';

/** Whether two moves are the same move, whatever the order their cards were given in. */
export function sameMove(a: Move, b: Move): boolean {
  return moveKey(a) === moveKey(b);
}

/** A move's identity whatever the order its cards were given in: kind, player and each card list sorted. */
export function moveKey(m: Move): string {
  const sorted = (cards: readonly number[]) => [...cards].sort((x, y) => x - y).join(',');
  switch (m.type) {
    case 'capture':
      return `capture ${m.player} ${sorted(m.play)} ${sorted(m.take)}`;
    case 'lieDown':
      return `lieDown ${m.player}`;
    default:
      return `${m.type} ${m.player} ${sorted(m.cards)}`;
  }
}
