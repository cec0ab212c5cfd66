import type { TFunction } from 'i18next';
import type { Card, LegalMove, Move, Player, Position } from '~/engine/lld/types.ts';
import { checkMove } from '~/engine/lld/rules.ts';
import { alikeKey } from '~/engine/lld/moveKey.ts';
import { rankOf } from '~/engine/core/cards.ts';
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
 * A move that names no card (lying down) never matches a card picked: see movesToShow.
 */
export function movesUsing(moves: readonly LegalMove[], picked: readonly Card[]): LegalMove[] {
  if (picked.length === 0) return [...moves];
  return moves.filter((l) => {
    const cards = moveCards(l.move);
    return cards.length > 0 && picked.every((c) => cards.includes(c));
  });
}

/**
 * The moves the game lists while `picked` are chosen: those that use them all (`matching`, which the line
 * counts), then every move that names no card, which no tap can choose: lying down, when it is forced, stays
 * in sight (a German newcomer tapped a card on a forced lie-down and the only move went). With nothing picked,
 * two of a prial put down are listed once, whichever two (suits never count: moveKey.ts alikeKey; a French
 * newcomer read three lines for three jacks): `anyOf` holds the line that stands for several such moves, which
 * the list words as "two of your prial"; picked cards still name the pair.
 */
export function movesToShow(moves: readonly LegalMove[], picked: readonly Card[]): { matching: LegalMove[]; shown: LegalMove[]; anyOf: ReadonlySet<LegalMove> } {
  if (picked.length > 0) {
    const matching = movesUsing(moves, picked);
    return { matching, shown: [...matching, ...moves.filter((l) => moveCards(l.move).length === 0)], anyOf: new Set() };
  }
  const groups = new Map<string, LegalMove[]>();
  const shown: LegalMove[] = [];
  for (const l of moves) {
    if (l.move.type !== 'declare' || l.move.cards.length !== 2) {
      shown.push(l);
      continue;
    }
    const key = alikeKey(l.move);
    const group = groups.get(key);
    if (group) group.push(l);
    else {
      groups.set(key, [l]);
      shown.push(l);
    }
  }
  const anyOf = new Set([...groups.values()].filter((g) => g.length > 1).map((g) => g[0]!));
  return { matching: [...moves], shown, anyOf };
}

/**
 * What the game says when no move of the reader (`seat`) uses all the cards picked in `pos`: that none does, then
 * why, in the words the lessons and the explorer use (pickProblem, else the engine's refusal of the move those
 * cards come nearest to): off turn, that only moves that cost no turn are open; table cards alone, that the
 * reader holds none of their rank (or that one capture takes one rank); three or four of a rank from the hand,
 * why they cannot all go down; other hand cards, why the capture they would make, with the table cards picked
 * or else every table card of their rank, is refused (a French newcomer's pair of jacks against one jack was
 * told to pick table cards, then refused).
 */
export function noMoveUsing(t: TFunction, lang: string, pos: Position, seat: Player, picked: readonly Card[]): string {
  const none = t('play.game.pickedNone', { count: picked.length, cards: cardNames(t, lang, picked) });
  const why = whyNoMove(t, pos, seat, picked);
  return why ? `${none} ${why}` : none;
}

/** noMoveUsing's reason, or null where there is none to add. */
function whyNoMove(t: TFunction, pos: Position, seat: Player, picked: readonly Card[]): string | null {
  if (pos.turn !== seat) return t('play.game.pickedOffTurn');
  const hand = pos.hands[seat];
  const inHand = picked.filter((c) => hand?.has(c));
  const onTable = picked.filter((c) => pos.table.has(c));
  const refusal = (m: Move): string | null => {
    const r = checkMove(pos, m);
    return r.ok ? null : errorTextAt(t, r.error, pos, seat);
  };
  if (inHand.length === 0) {
    const ranks = new Set(onTable.map(rankOf));
    if (ranks.size !== 1) return ranks.size > 1 ? t('play.game.pickedMixedTable') : null;
    const r = rankOf(onTable[0]!);
    // The reader holds the rank, yet no capture takes just these cards: the engine says why one card of it cannot
    // (a German newcomer, two table threes against one in hand, was asked to pick a hand card, then refused).
    if (hand && hand.countRank(r) > 0) return refusal({ type: 'capture', player: seat, play: hand.rankCards(r).slice(0, 1), take: onTable }) ?? t('play.pickHand');
    return t('play.game.pickedNoRank', { count: onTable.length, ranks: t(`cards.ranks.${r}`), ofRank: t(`cards.ofRank.${r}`) });
  }
  const r = rankOf(inHand[0]!);
  const oneRank = inHand.every((c) => rankOf(c) === r);
  if (oneRank && onTable.length === 0 && inHand.length >= 3) {
    const declared = refusal({ type: 'declare', player: seat, cards: inHand });
    if (declared) return declared;
  }
  // Hand cards of two ranks: the engine's refusal says that cards played together are of one rank.
  if (!oneRank) return refusal({ type: 'capture', player: seat, play: inHand, take: onTable });
  // The capture those cards would make: with the table cards picked, or every table card of their rank.
  const m: Move = { type: 'capture', player: seat, play: inHand, take: onTable.length > 0 ? onTable : pos.table.rankCards(r) };
  return pickProblem(t, pos, m, onTable) ?? refusal(m);
}
