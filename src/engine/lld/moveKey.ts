/**
 * A move's identity, whatever the order its cards were given in: small, so that a widget can compare moves
 * (the coach's, the hint's, a list's) without loading the analysis that coachCost.ts brings.
 */
import type { Move } from './types.ts';
import { rankOf } from '../core/cards.ts';

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

/**
 * What a move does but for the suits of its cards: kind, player, rank and how many cards (played, taken, put
 * down). In Laugh and Lie Down suits never count, only ranks (seed 001, "Playing": a card takes a card of its
 * own rank), so two moves with one key lead to positions alike in every rule — "7♥ takes 7♣" and "7♦ takes
 * 7♣" are one choice. A wait (analysis.ts WaitChoice) keys as `wait <player>`.
 */
export function alikeKey(m: Move | { readonly type: 'wait'; readonly player: number }): string {
  switch (m.type) {
    case 'capture':
      return `capture ${m.player} ${rankOf(m.play[0]!)} ${m.play.length} ${m.take.length}`;
    case 'lieDown':
    case 'wait':
      return `${m.type} ${m.player}`;
    default:
      return `${m.type} ${m.player} ${rankOf(m.cards[0]!)} ${m.cards.length}`;
  }
}
