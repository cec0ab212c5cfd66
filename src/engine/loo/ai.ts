/**
 * Computer players for Loo, at two levels, and the hint a reader can ask for. The `sound` level follows
 * seed 004's "Tipps für Einsteiger" where they give advice, and otherwise a few plain rules of thumb (each
 * function below names its source). A computer player sees only what its seat may see: its own hand, the
 * cards played face up in front of each player (seed 004, "Die Stiche"), the turn-up while it lies on the
 * table, its own discards and the hand it threw in for the miss. Units: cards, chips.
 */
import type { Card, Player } from '../core/types.ts';
import { suitOf } from '../core/cards.ts';
import type { Rng } from '../core/random.ts';
import type { Call, LegalCall, LooMove, LooPosition } from './types.ts';
import { PAM_RANK, looRank } from './types.ts';
import { effectiveSuit, flushOf, isTrump, legalCalls, legalCards, legalLooMoves, trickWinner } from './rules.ts';
import { looAmount } from './settle.ts';
import { LOO_LEVELS, type LooLevel } from './levels.ts';

/**
 * How a computer player chooses its move:
 * - `plain`: any legal move at random (a call, an exchange, a card; "Pam, be civil!" as it falls);
 * - `sound`: the seed's tips for beginners — play on a high trump or a hand worth more than the loo it
 *   risks, take the miss on a hopeless hand when the pot is rich, discard plain cards below an ace, win a trick as
 *   cheaply as possible and throw the lowest card when it cannot be won (see `looHint`).
 */
export type { LooLevel };
/** The levels, weakest first (levels.ts). */
export { LOO_LEVELS };

/**
 * Why the hint suggests its move: stable codes for the UI to localize (`loo.hint.<code>`).
 * - `singlePot` — a single pot: everyone must play (seed 004, "Mitspielen …");
 * - `clubLaw` — clubs are trumps under club law: nobody may pass (seed 004, "Varianten"; [PEEL-CLUB]);
 * - `strongHand` — a high trump (Pam, the ace or king of trumps), a flush, or a hand whose expected trick
 *   shares outweigh the loo it risks: play (seed 004, tips 1 and 3);
 * - `takeMiss` — a hopeless hand and a pot rich enough: take the miss (seed 004, tip 2);
 * - `weakPass` — a weak hand: pass, you cannot be looed (seed 004, "Passen");
 * - `dealerPlay` — the dealer plays: alone after everyone passed, or against one player with a fair hand;
 * - `dealerDefend` — the dealer, weak against one player on his own cards, defends the pot with the miss:
 *   he pays nothing, and his tricks stay in the pot (seed 004; [HOFF]);
 * - `dealerConcede` — the same, where the dealer may give up the stakes instead ([EW-95]);
 * - `keepAll` — the exchange: nothing worth discarding (or a flush held);
 * - `discardLow` — the exchange: discard plain cards below an ace, keep Pam, the trumps and plain aces;
 * - `takeTurnUp` — the dealer takes the turned-up trump in his exchange (seed 004, "Varianten");
 * - `winCheaply` — win the trick with the lowest card that wins it;
 * - `winSure` — no trick yet: win with the lowest card that nobody still to play can beat (tip 1);
 * - `cannotWin` — the trick cannot be won: throw the lowest card;
 * - `leadTrump` — holding several trumps: lead the highest;
 * - `leadHigh` — otherwise lead the highest card;
 * - `callCivil` — leading the ace of trumps without Pam: call "Pam, be civil!" (seed 004; [HOYLE-I-174]);
 * - `onlyMove` — the rules leave one move.
 */
export const LOO_HINT_REASONS = [
  'singlePot', 'clubLaw', 'strongHand', 'takeMiss', 'weakPass', 'dealerPlay', 'dealerDefend', 'dealerConcede',
  'keepAll', 'discardLow', 'takeTurnUp', 'winCheaply', 'winSure', 'cannotWin', 'leadTrump', 'leadHigh', 'callCivil', 'onlyMove',
] as const;

/** A hint reason code (see LOO_HINT_REASONS). */
export type LooHintReason = (typeof LOO_HINT_REASONS)[number];

/** A suggested move with the tip it follows. */
export interface LooHint {
  readonly move: LooMove;
  readonly reason: LooHintReason;
}

// ————————————————————————————————————————————— what a seat knows

/** How strongly `c` bids for a trick led in suit `led` (−1: no suit): 100 + rank for a trump (Pam 113), the Loo rank in the suit led, −1 otherwise. */
function power(pos: LooPosition, c: Card, led: number): number {
  if (!pos.trumpHidden) {
    if (c === pos.pam) return 100 + PAM_RANK;
    if (suitOf(c) === pos.trump) return 100 + looRank(c);
  }
  return suitOf(c) === led ? looRank(c) : -1;
}

/** How much a card is worth keeping: Pam, then trumps, then plain cards by rank (ace high). */
function keepValue(pos: LooPosition, c: Card): number {
  if (c === pos.pam && !pos.trumpHidden) return 200;
  return isTrump(pos, c) ? 100 + looRank(c) : looRank(c);
}

/**
 * The cards seat `p` cannot place: not in its hand, not played, not the turn-up lying on the table, not its
 * own discards, not the hand it threw in for the miss. They may be in another hand, the stock or a dead hand.
 */
function unseenBy(pos: LooPosition, p: Player): Card[] {
  const known = new Uint8Array(52);
  for (const c of pos.hands[p]!) known[c] = 1;
  for (const pl of pos.played) for (const c of pl) known[c] = 1;
  if (pos.turnUp !== null && !pos.trumpHidden) known[pos.turnUp] = 1;
  if (pos.calls[p] === 'miss' || pos.calls[p] === 'defend') for (const c of pos.deal.hands[p]!) known[c] = 1;
  for (let h = pos.history; h; h = h.prev) if (h.move.type === 'exchange' && h.move.player === p) for (const c of h.move.discard) known[c] = 1;
  const out: Card[] = [];
  for (let c = 0; c < 52; c++) if (!known[c]) out.push(c);
  return out;
}

/** Each plain card's risk per opponent of being trumped or headed from a void (an editors' estimate). */
const RUFF = 0.7;
/** The least chance a trump is given: even a low trump may win a trick by trumping (an editors' estimate). */
const TRUMP_FLOOR = 0.2;

/**
 * The chance (0..1) that card `c` takes a trick against `k` opponents, each unseen card lying in an
 * opponent's hand with probability `q`: Pam 1; a trump 1 if no unseen trump beats it, else (1 − q)^higher,
 * at least TRUMP_FLOOR; a plain card (1 − q)^higher × RUFF^k. A rule of thumb, not a calculation.
 */
function chance(pos: LooPosition, c: Card, unseen: readonly Card[], q: number, k: number): number {
  if (c === pos.pam && !pos.trumpHidden) return 1;
  if (isTrump(pos, c)) {
    const v = power(pos, c, -1);
    let higher = 0;
    for (const x of unseen) if (power(pos, x, -1) > v) higher++;
    return Math.max((1 - q) ** higher, TRUMP_FLOOR);
  }
  const s = suitOf(c);
  let higher = 0;
  for (const x of unseen) if (suitOf(x) === s && x !== pos.pam && looRank(x) > looRank(c)) higher++;
  return (1 - q) ** higher * RUFF ** k;
}

/**
 * The expected chips of playing a hand whose cards take a trick with the chances given: the trick shares
 * (pot / tricks each; under undivided Loo the pot only for all the tricks) less the loo times the chance
 * of taking no trick. Chips.
 */
function playValue(pos: LooPosition, chances: readonly number[]): number {
  let none = 1;
  let all = 1;
  let sum = 0;
  for (const c of chances) {
    none *= 1 - c;
    all *= c;
    sum += c;
  }
  const n = pos.options.handSize;
  const win = pos.options.undivided ? all * pos.pot : (Math.min(sum, n) * pos.pot) / n;
  return win - none * looAmount(pos);
}

/**
 * The cards the sound exchange discards: plain cards below an ace; Pam, the trumps and plain aces are kept
 * (the editors' rule after seed 004's tip 1, a high trump makes a trick; a plain king or queen seldom does
 * against four or more hands — in seeded play, discarding them too won more chips than keeping them;
 * [PEEL-5C]: any number, from the top of the stock, once). Lowest first, no more than the stock can replace.
 */
function lowCards(pos: LooPosition, hand: readonly Card[]): Card[] {
  return hand
    .filter((c) => !(c === pos.pam && !pos.trumpHidden) && !isTrump(pos, c) && looRank(c) < 12)
    .sort((a, b) => keepValue(pos, a) - keepValue(pos, b) || a - b);
}

/** What seat `p`'s hand is worth in a call: its value played, the miss's value, and whether it holds a high trump or a flush. */
function judgeHand(pos: LooPosition, p: Player, k: number): { own: number; miss: number; strong: boolean } {
  const hand = pos.hands[p]!;
  const unseen = unseenBy(pos, p);
  const q = Math.min(1, (k * pos.options.handSize) / Math.max(1, unseen.length));
  // A card from the stock or the miss: the average chance of an unseen card.
  let avg = 0;
  for (const x of unseen) avg += chance(pos, x, unseen, q, k);
  avg /= Math.max(1, unseen.length);
  let kept = hand;
  let drawn = 0;
  if (pos.options.exchange) {
    const low = lowCards(pos, hand).slice(0, pos.stock.length);
    kept = hand.filter((c) => !low.includes(c));
    drawn = low.length;
  }
  const own = playValue(pos, [...kept.map((c) => chance(pos, c, unseen, q, k)), ...Array<number>(drawn).fill(avg)]);
  const miss = playValue(pos, Array<number>(pos.options.handSize).fill(avg));
  const high = hand.some((c) => (c === pos.pam && !pos.trumpHidden) || (isTrump(pos, c) && looRank(c) >= 11));
  return { own, miss, strong: high || flushOf(pos, p) !== null };
}

// ————————————————————————————————————————————— the sound choices

/**
 * The sound call (seed 004, "Mitspielen, Miss nehmen oder passen" and "Tipps für Einsteiger"):
 * - a single pot, club law: play (eldest takes the miss when it is worth more than his hand);
 * - the dealer after everyone passed (where he may call): play, and take the pot alone;
 * - the dealer against one other: play a high trump or a hand worth its risk (the other counted as two
 *   hands, since he chose to stand); else defend the pot, playing the miss at no risk (seed 004; [HOFF]),
 *   or concede the stakes where the rules allow it ([EW-95]), or pass against a lone miss-taker;
 * - otherwise: a high trump or a flush plays (tip 1); else the better of playing (expected trick shares less
 *   the risked loo, counted against the players in and half of those still to call: tip 3), the miss (tip 2)
 *   and passing (0 chips).
 */
function soundCall(pos: LooPosition, p: Player): LooHint {
  const calls = legalCalls(pos);
  const pick = (call: Call): LooMove | null => calls.find((l: LegalCall) => l.move.call === call)?.move ?? null;
  const n = pos.players;
  if (pos.clubLaw) return { move: pick('play')!, reason: 'clubLaw' };
  if (pos.single) {
    const missMove = pick('miss');
    if (missMove) {
      const j = judgeHand(pos, p, n - 1);
      if (!j.strong && j.miss > j.own) return { move: missMove, reason: 'takeMiss' };
    }
    return { move: pick('play')!, reason: 'singlePot' };
  }
  let others = 0;
  for (let q = 0; q < n; q++) if (q !== p && pos.active[q]) others++;
  let toCall = 0;
  for (let q = (p + 1) % n; q !== (pos.dealer + 1) % n; q = (q + 1) % n) if (pos.calls[q] === null) toCall++;
  if (p === pos.dealer) {
    if (others === 0) return { move: pick('play')!, reason: 'dealerPlay' };
    if (others === 1) {
      // Whoever stands alone against the pot likely holds a good hand: he counts as two (an editors' estimate).
      const j = judgeHand(pos, p, 2);
      const giveUp = pick('defend') ? 'defend' : pick('concede') ? 'concede' : null;
      if (j.strong || j.own > 0) return { move: pick('play')!, reason: 'dealerPlay' };
      if (giveUp === 'defend') return { move: pick('defend')!, reason: 'dealerDefend' };
      if (giveUp === 'concede') return { move: pick('concede')!, reason: 'dealerConcede' };
      return { move: pick('pass')!, reason: 'weakPass' };
    }
  }
  const k = Math.max(1, others + toCall / 2);
  const j = judgeHand(pos, p, k);
  if (j.strong) return { move: pick('play')!, reason: 'strongHand' };
  const missMove = pick('miss');
  if (missMove && j.miss > 0 && j.miss > j.own) return { move: missMove, reason: 'takeMiss' };
  if (j.own > 0) return { move: pick('play')!, reason: 'strongHand' };
  return { move: pick('pass')!, reason: 'weakPass' };
}

/**
 * The sound exchange: a flush is kept whole; otherwise plain cards below an ace go (lowCards). The dealer
 * who may take the turn-up (option `dealerTakesTrump`) takes it whenever he discards, or in place of his
 * lowest card when the turn-up is worth more.
 */
function soundExchange(pos: LooPosition, p: Player): LooHint {
  const hand = pos.hands[p]!;
  const takeUp = pos.options.dealerTakesTrump && p === pos.dealer && pos.turnUp !== null;
  const sorted = (d: readonly Card[]) => d.slice().sort((a, b) => a - b);
  if (!takeUp && pos.stock.length === 0) return { move: { type: 'exchange', player: p, discard: [] }, reason: 'onlyMove' };
  if (flushOf(pos, p)) return { move: { type: 'exchange', player: p, discard: [] }, reason: 'keepAll' };
  let low = lowCards(pos, hand);
  if (takeUp) {
    const up = pos.turnUp!;
    if (low.length === 0) {
      const worst = hand.slice().sort((a, b) => keepValue(pos, a) - keepValue(pos, b) || a - b)[0]!;
      if (keepValue(pos, up) > keepValue(pos, worst)) low = [worst];
    }
    if (low.length > 0) {
      return { move: { type: 'exchange', player: p, discard: sorted(low.slice(0, pos.stock.length + 1)), turnUp: true }, reason: 'takeTurnUp' };
    }
  }
  const discard = sorted(low.slice(0, pos.stock.length));
  return { move: { type: 'exchange', player: p, discard }, reason: discard.length > 0 ? 'discardLow' : 'keepAll' };
}

/**
 * The sound card:
 * - leading: the lead duties first (the engine's legal cards); holding several trumps, the highest trump;
 *   else the highest card (a plain card before a trump of the same rank); with the ace of trumps and no Pam
 *   in hand, "Pam, be civil!" wherever the rules allow it (seed 004, "Loo mit fünf Karten"; [HOYLE-I-174]);
 * - following: the lowest card that wins the trick — but with no trick yet and players still to come, the
 *   lowest card none of the unseen cards can beat, if that is a different card (seed 004, tip 1: one trick is
 *   enough); when nothing wins, the lowest card (plain before trumps, Pam last).
 */
function soundCard(pos: LooPosition, p: Player): LooHint {
  const legal = legalCards(pos);
  const cards = [...new Set(legal.map((l) => l.move.card))];
  const hand = pos.hands[p]!;
  const play = (card: Card): LooMove => ({ type: 'play', player: p, card });
  if (pos.trick.length === 0) {
    let card: Card;
    let reason: LooHintReason;
    const trumps = hand.filter((c) => isTrump(pos, c));
    const legalTrumps = cards.filter((c) => isTrump(pos, c));
    if (cards.length === 1) {
      card = cards[0]!;
      reason = 'onlyMove';
    } else if (trumps.length >= 2 && legalTrumps.length > 0) {
      card = legalTrumps.reduce((a, b) => (keepValue(pos, b) > keepValue(pos, a) ? b : a));
      reason = 'leadTrump';
    } else {
      const height = (c: Card) => (c === pos.pam && !pos.trumpHidden ? PAM_RANK : looRank(c)) * 2 + (isTrump(pos, c) ? 0 : 1);
      card = cards.reduce((a, b) => (height(b) > height(a) ? b : a));
      reason = 'leadHigh';
    }
    const civil = legal.find((l) => l.move.card === card && l.move.civil === true);
    if (civil && !(pos.pam >= 0 && hand.includes(pos.pam))) return { move: civil.move, reason: 'callCivil' };
    return { move: play(card), reason };
  }
  if (cards.length === 1) return { move: play(cards[0]!), reason: 'onlyMove' };
  // Void in the suit led under hidden trump: the trump is shown before the card is chosen (seed 004, "Varianten").
  const led = effectiveSuit(pos, pos.trick[0]!);
  const view: LooPosition = pos.trumpHidden && !hand.some((c) => suitOf(c) === led) ? { ...pos, trumpHidden: false } : pos;
  const players = [...pos.trickPlayers, p];
  const winners = cards
    .filter((c) => trickWinner(view, [...pos.trick, c], players) === p)
    .sort((a, b) => power(view, a, led) - power(view, b, led));
  if (winners.length === 0) {
    const card = cards.reduce((a, b) => (keepValue(view, b) < keepValue(view, a) || (keepValue(view, b) === keepValue(view, a) && b < a) ? b : a));
    return { move: play(card), reason: 'cannotWin' };
  }
  let count = 0;
  for (const a of pos.active) if (a) count++;
  const last = pos.trick.length + 1 === count;
  if (!last && pos.tricks[p] === 0 && !view.trumpHidden) {
    const unseen = unseenBy(view, p);
    let top = -1;
    for (const x of unseen) top = Math.max(top, power(view, x, led));
    const sure = winners.find((c) => power(view, c, led) > top);
    if (sure !== undefined && sure !== winners[0]) return { move: play(sure), reason: 'winSure' };
  }
  return { move: play(winners[0]!), reason: 'winCheaply' };
}

// ————————————————————————————————————————————— the public functions

/**
 * A hint for the player on turn (`pos.turn`), in any phase: the `sound` level's move and the tip it follows
 * (a LooHintReason code). Deterministic: the same position gives the same hint. Throws an Error when the
 * deal is over (nobody is on turn).
 */
export function looHint(pos: LooPosition): LooHint {
  const p = pos.turn;
  if (p === null || pos.phase === 'over') throw new Error('looHint: the deal is over, nobody is on turn');
  switch (pos.phase) {
    case 'call':
      return soundCall(pos, p);
    case 'exchange':
      return soundExchange(pos, p);
    case 'play':
      return soundCard(pos, p);
  }
}

/**
 * The move a computer player at `level` makes for the player on turn, in any phase: a call, an exchange
 * (which cards to discard; the dealer's turn-up under `dealerTakesTrump`) or a card (with "Pam, be civil!"
 * where it calls it). Always one of legalLooMoves(pos). `plain` draws one uniform choice from `rng`;
 * `sound` is looHint's move and does not draw from `rng`. The same position and seed give the same move.
 * Throws an Error when the deal is over (nobody is on turn).
 */
export function looComputerMove(pos: LooPosition, level: LooLevel, rng: Rng): LooMove {
  if (pos.turn === null || pos.phase === 'over') throw new Error('looComputerMove: the deal is over, nobody is on turn');
  if (level === 'sound') return looHint(pos).move;
  const moves = legalLooMoves(pos);
  return moves[rng.int(moves.length)]!.move;
}
