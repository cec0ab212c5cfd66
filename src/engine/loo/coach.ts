/**
 * The coach of Loo: a warning before a legal card that plays into being looed while a safe card exists,
 * judged from engine facts only (the legal cards at the position, `trickWinner`) and from what the player
 * can see (their hand, the cards played face up, the trick, the turn-up). The coach never forbids: the card
 * is legal and the reader may play it anyway. Rules-based; the chip value of a card is not estimated here.
 * Source of the loo: seed 004, "Auszahlung" (a player who stood and took no trick is looed).
 */
import type { Card, LooMove, LooPosition, Player } from './types.ts';
import { legalCardList, legalCards, trickWinner } from './rules.ts';

/**
 * A warning about a card: `intoLoo` — the player has taken no trick yet, the card is not sure to win the
 * current trick, and another legal card (`safe`, the first in the engine's order) is sure to win it whatever
 * the others hold: playing `card` gives up a certain trick, and with it the certainty of not being looed.
 * `loses` is true when the card cannot win this trick at all (a card already in the trick beats it);
 * `tricksLeft` counts the tricks still to play, this one included.
 */
export interface LooCoachWarning {
  readonly kind: 'intoLoo';
  readonly card: Card;
  readonly safe: Card;
  readonly loses: boolean;
  readonly tricksLeft: number;
}

/** The cards the player on turn cannot see in anyone's hand: not their own, not played, not the turn-up on the table. */
function unseen(pos: LooPosition, p: Player): Card[] {
  const seen = new Set<Card>(pos.hands[p]);
  for (const pile of pos.played) for (const c of pile) seen.add(c);
  for (const c of pos.trick) seen.add(c);
  if (pos.turnUp !== null) seen.add(pos.turnUp);
  const out: Card[] = [];
  for (let c = 0; c < 52; c++) if (!seen.has(c)) out.push(c);
  return out;
}

/** The seats still to play to the current trick after the player on turn (active seats that have not played). */
function laterSeats(pos: LooPosition, p: Player): number {
  let n = 0;
  for (let q = 0; q < pos.players; q++) if (q !== p && pos.active[q] && !pos.trickPlayers.includes(q)) n++;
  return n;
}

/**
 * Whether `card`, played now by the player on turn, wins the trick for certain: it beats the cards in the trick
 * (`trickWinner`) and, if others are still to play, no card the player cannot see would beat it.
 */
function sureWinner(pos: LooPosition, p: Player, card: Card, pool: readonly Card[], later: number): boolean {
  const cards = [...pos.trick, card];
  const seats = [...pos.trickPlayers, p];
  if (trickWinner(pos, cards, seats) !== p) return false;
  if (later === 0) return true;
  const other = ((p + 1) % pos.players) as Player;
  return pool.every((u) => trickWinner(pos, [...cards, u], [...seats, other]) === p);
}

/**
 * The coach's warning about the player on turn playing `card` in `pos`, or null: null when the card is sure to
 * win the trick, when it is not legal (ask `checkCard`), when the player already has a trick, while the
 * trump is hidden (who can trump is not known), or when no other legal card is sure to win the trick.
 * "Sure" is judged from what the player sees: any card not in their hand, not played and not the turn-up
 * may be held by a player still to play.
 */
export function looCoachCard(pos: LooPosition, card: Card): LooCoachWarning | null {
  if (pos.phase !== 'play' || pos.turn === null || pos.trumpHidden) return null;
  const p = pos.turn;
  if (pos.tricks[p]! > 0) return null;
  const legal = legalCardList(pos);
  if (!legal.includes(card)) return null;
  const later = laterSeats(pos, p);
  const pool = unseen(pos, p);
  if (sureWinner(pos, p, card, pool, later)) return null;
  const safe = legal.find((c) => c !== card && sureWinner(pos, p, c, pool, later));
  if (safe === undefined) return null;
  // The card cannot win at all: something in the trick beats it already.
  const loses = pos.trick.length > 0 && trickWinner(pos, [...pos.trick, card], [...pos.trickPlayers, p]) !== p;
  return { kind: 'intoLoo', card, safe, loses, tricksLeft: pos.hands[p]!.length };
}

/**
 * A warning about a lead: `notCivil` — the player leads `card`, the ace of trumps, without calling "Pam, be
 * civil!" though the rules allow the call here, holds no Pam, and has not seen Pam played: the call costs the
 * leader nothing and keeps whoever may hold Pam from taking the ace with it (seed 004, "Pam, sei höflich!";
 * [HOYLE-I-174]).
 */
export interface LooCivilWarning {
  readonly kind: 'notCivil';
  readonly card: Card;
}

/**
 * The coach's warning about `move`, a card led by the player on turn in `pos`, or null: see LooCivilWarning.
 * Null for any other move, for a lead with the call, when the rules offer no call on this card (checked with
 * the engine's legal cards), when the player holds Pam, when Pam is already played (in a trick or a pile), or
 * when Pam is the turned-up card.
 */
export function looCoachLead(pos: LooPosition, move: LooMove): LooCivilWarning | null {
  if (move.type !== 'play' || move.civil === true || pos.phase !== 'play' || pos.turn !== move.player) return null;
  const p = move.player;
  // Pam in the player's hand, played, or the turn-up: no other hand holds it.
  if (!unseen(pos, p).includes(pos.pam)) return null;
  const callable = legalCards(pos).some((l) => l.move.card === move.card && l.move.civil === true);
  return callable ? { kind: 'notCivil', card: move.card } : null;
}
