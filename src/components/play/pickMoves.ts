import type { TFunction } from 'i18next';
import type { Card, LegalMove, Move, Player, Position } from '~/engine/lld/types.ts';
import { checkMove } from '~/engine/lld/rules.ts';
import { cardNames } from '../cards/cardName.ts';
import { errorTextAt, pickProblem } from './describe.ts';

/**
 * The cards a move names: a capture's played and taken cards, the cards of a declaration, a laid pair or a
 * claim; none for lying down.
 */
export function moveCards(m: Move): readonly Card[] {
  switch (m.type) {
    case 'capture':
      return [...m.play, ...m.take];
    case 'lieDown':
      return [];
    default:
      return m.cards;
  }
}

/**
 * The moves of `moves` that use every card of `picked` (cards the reader tapped on the table or in hand), in
 * their order: the game's list narrowed as the lessons' taps choose a move. Every move when nothing is picked.
 */
export function movesUsing(moves: readonly LegalMove[], picked: readonly Card[]): LegalMove[] {
  if (picked.length === 0) return [...moves];
  return moves.filter((l) => {
    const cards = moveCards(l.move);
    return picked.every((c) => cards.includes(c));
  });
}

/**
 * What the game says when no move of the reader (`seat`) uses all the cards picked in `pos`: that none does,
 * then, on the reader's turn with a card of the hand among them, why the capture those cards would make is
 * not allowed, in the words the lessons and the explorer use (pickProblem, else the engine's refusal).
 */
export function noMoveUsing(t: TFunction, lang: string, pos: Position, seat: Player, picked: readonly Card[]): string {
  const none = t('play.game.pickedNone', { count: picked.length, cards: cardNames(t, lang, picked) });
  const inHand = picked.filter((c) => pos.hands[seat]?.has(c));
  if (pos.turn !== seat || inHand.length === 0) return none;
  const onTable = picked.filter((c) => pos.table.has(c));
  const m: Move = { type: 'capture', player: seat, play: inHand, take: onTable };
  const problem = pickProblem(t, pos, m, onTable);
  if (problem) return `${none} ${problem}`;
  const r = checkMove(pos, m);
  return r.ok ? none : `${none} ${errorTextAt(t, r.error, pos, seat)}`;
}
