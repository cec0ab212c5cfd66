/**
 * The coach of Laugh and Lie Down: warnings before a legal move that throws something away, judged only from
 * engine facts (the legal turn and free moves at the position, `claimsOpenedBy`). The coach never forbids:
 * every move it comments on is legal, and the reader may play it anyway. Rules-based only; the chip value of
 * a move is not estimated here. Sources: seed 001 ("Playing", "Catching mistakes", "Tips for beginners").
 */
import type { Claimable, Card, LegalMove, Move, Player, Position } from './types.ts';
import { applyMove, checkMove, freeMovesOf, turnMoves } from './rules.ts';

/**
 * A warning about a legal move:
 * - `givesClaim`: the move leaves cards open to a claim by the others (`claimable`: which cards, whose
 *   mistake) — e.g. taking one of three table cards of a rank, where `better` is the capture of all three with
 *   the same card when it is legal (seed 001, "Playing": one takes all three; nobody else can take them, so it
 *   may also wait: "Tips for beginners", sit on safe captures — `mayWait`, where the player has a capture of another
 *   rank to make instead; with none, the turn must take this rank or lie down); `over`: the move ends the deal, so nobody can
 *   claim them and they go with the leftovers to this player, the dealer (seed 001, "The end of the deal");
 * - `breaksPrial`: the move plays one or two cards of a prial in hand whose fourth card is on the table, while
 *   the prial could take it (`better`: that prial-for-single capture; `cards`: the prial); `declare`: two of the
 *   prial put down as won cards, where that is a free move now; `deadPair`: the move takes the fourth with one card,
 *   so that the two left in hand could never be laid as a pair (the other two in the player's own won cards, seed
 *   001 "Pair in hand": another player must capture them) nor taken by anyone (an English newcomer lost them so);
 * - `pairNotLaid`: the move lies down while a pair could be laid out of turn first (`better`: that move);
 * - `setNotDeclared`: the move lies down while a prial or mournival in hand could be declared first (`better`).
 * A move that ends the deal with the leftovers going to its own player (the dealer) throws nothing away: the cards
 * it leaves come back to that player, so the coach says nothing of them.
 */
export type CoachWarning =
  | { readonly kind: 'givesClaim'; readonly claimable: Claimable; readonly better?: LegalMove; readonly mayWait?: boolean; readonly over?: Player }
  | { readonly kind: 'breaksPrial'; readonly cards: readonly Card[]; readonly better: LegalMove; readonly declare?: LegalMove; readonly deadPair?: boolean }
  | { readonly kind: 'pairNotLaid'; readonly better: LegalMove }
  | { readonly kind: 'setNotDeclared'; readonly better: LegalMove };

/**
 * The coach's warnings about `move` in `pos`, for the player who makes it; empty when the move is fine (or not
 * legal at all: the engine refuses it, `checkMove`). Several may apply (lying down with a pair both leaves
 * the pair unlaid and, where the reading allows the claim, opens it to a claim). Cards in the warnings are
 * engine card numbers; the moves offered instead (`better`) are legal in `pos`.
 */
export function coachMove(pos: Position, move: Move): CoachWarning[] {
  // The move applied once: its legality, the claims it opens and where it leaves the deal all come from this step.
  const after = applyMove(pos, move);
  if (!after.ok) return [];
  const out: CoachWarning[] = [];
  const p = move.player;
  // Whether the move ends the deal, and who then takes the leftovers (the dealer, seed 001 "The end of the deal").
  const leftovers = after.value.position.over ? (after.value.events.find((e) => e.type === 'leftovers')?.player ?? pos.dealer) : null;
  if (leftovers === p) return out;
  if (move.type === 'capture') {
    const rank = move.play[0]! >> 2;
    if (move.play.length < 3) {
      const prial = turnMoves(pos).find((l) => l.move.type === 'capture' && l.move.play.length === 3 && l.move.play[0]! >> 2 === rank);
      if (prial && prial.move.type === 'capture') {
        const declare = freeMovesOf(pos, p).find((l) => l.move.type === 'declare' && l.move.cards[0]! >> 2 === rank);
        const deadPair = leavesDeadPair(after.value.position, move, prial.move.play);
        out.push({ kind: 'breaksPrial', cards: prial.move.play, better: prial, ...(declare ? { declare } : {}), ...(deadPair ? { deadPair } : {}) });
      }
    }
  }
  if (move.type === 'lieDown') {
    const free = freeMovesOf(pos, p);
    const pair = free.find((l) => l.move.type === 'layPair');
    if (pair) out.push({ kind: 'pairNotLaid', better: pair });
    const set = free.find((l) => l.move.type === 'declare');
    if (set) out.push({ kind: 'setNotDeclared', better: set });
  }
  // The claims the move opens (rules.ts claimsOpenedBy, read off this step's events).
  for (const e of after.value.events) {
    if (e.type !== 'claimOpen' || e.claimable.culprit !== p) continue;
    const c = e.claimable;
    const all = c.kind === 'oneOfThree' && move.type === 'capture' ? allThreeWith(pos, move.play[0]!) : undefined;
    const over = leftovers === null ? {} : { over: leftovers };
    if (!all) {
      out.push({ kind: 'givesClaim', claimable: c, ...over });
      continue;
    }
    // The capture of all three can wait only where another capture may be made meanwhile (a French newcomer, whose
    // only captures were of this rank, was told it could wait).
    const rank = move.type === 'capture' ? move.play[0]! >> 2 : -1;
    const mayWait = turnMoves(pos).some((l) => l.move.type === 'capture' && l.move.take[0]! >> 2 !== rank);
    out.push({ kind: 'givesClaim', claimable: c, better: all, mayWait, ...over });
  }
  return out;
}

/**
 * Whether `move`, played from a prial (`prial`, the three cards in hand), leaves the other two in hand as a pair
 * that can never be laid: the rules refuse laying it in `after` (the position the move reached) as `ownWon`
 * (rules.ts, seed 001 "Pair in hand"), so the reading's own pair rule decides, not a copy of it here.
 */
function leavesDeadPair(after: Position, move: Move & { readonly type: 'capture' }, prial: readonly Card[]): boolean {
  const rest = prial.filter((c) => !move.play.includes(c));
  if (rest.length !== 2) return false;
  const lay = checkMove(after, { type: 'layPair', player: move.player, cards: rest });
  return !lay.ok && lay.error.code === 'ERR_LAY_PAIR' && lay.error.reason === 'ownWon';
}

/** The capture of three table cards of a rank with `card`, the fourth, when it is legal in `pos` (seed 001, "Playing"). */
function allThreeWith(pos: Position, card: Card): LegalMove | undefined {
  return turnMoves(pos).find((l) => l.move.type === 'capture' && l.move.play.length === 1 && l.move.play[0] === card && l.move.take.length === 3);
}
