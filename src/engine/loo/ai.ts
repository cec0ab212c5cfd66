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
import type { Call, LooMove, LooPosition } from './types.ts';
import { PAM_RANK, looRank } from './types.ts';
import type { LooOptions } from './options.ts';
import { flushOf, legalCalls, legalCards, legalLooMoves, type LooKernel } from './rules.ts';
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
 * - `strongHand` — a high trump (Pam, the ace or king of trumps) or a flush: play (seed 004, tip 1);
 * - `twoTrumps` — two trumps or more of three cards: play (the strategy lab's calls, loo.calls.*.two);
 * - `worthPlaying` — no such card, but a hand whose expected trick shares outweigh the loo it risks: play
 *   (seed 004, tip 3);
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
 * - `cannotWin` — the trick cannot be won: throw the card least worth keeping (trumps and high cards kept);
 * - `leadTrump` — holding several trumps: lead the highest;
 * - `leadHigh` — otherwise lead the highest card;
 * - `callCivil` — leading the ace of trumps without Pam: call "Pam, be civil!" (seed 004; [HOYLE-I-174]);
 * - `onlyMove` — the rules leave one move.
 */
export const LOO_HINT_REASONS = [
  'singlePot', 'clubLaw', 'strongHand', 'twoTrumps', 'worthPlaying', 'takeMiss', 'weakPass', 'dealerPlay', 'dealerDefend', 'dealerConcede',
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

/**
 * What the sound player reads of a deal, from a position (looHint, the step path) or from the rules'
 * kernel (analysis rollouts, LooKernelPlayer): the same decisions either way, since every choice below is
 * made on this view. All queries of the rules (calls, cards, flushes) are the engine's; the view only
 * reads them. `hidden` is the view's own copy: the card choice shows a hidden trump on it (seed 004,
 * "Varianten") without changing the deal.
 */
interface SoundView {
  readonly options: LooOptions;
  readonly players: number;
  readonly dealer: Player;
  readonly trump: number;
  /** Pam, or −1. */
  readonly pam: Card;
  /** The trump is hidden (as this view sees it). */
  hidden: boolean;
  readonly pot: number;
  readonly single: boolean;
  readonly clubLaw: boolean;
  /** The turned-up card still lies on the table (not taken by the dealer), and the card. */
  readonly turnUpOn: boolean;
  readonly turnUp: Card;
  /** Cards left in the stock. */
  readonly stockLeft: number;
  /** The trick so far, in playing order, and who played each card. */
  readonly trick: readonly Card[];
  readonly trickPlayers: readonly Player[];
  /** Seat p's hand, ascending. */
  hand(p: Player): readonly Card[];
  call(q: Player): Call | null;
  isActive(q: Player): boolean;
  tricksOf(q: Player): number;
  /** The calls open to the player on turn (legalCalls' order). */
  legalCalls(): readonly Call[];
  /** The cards the player on turn may play, each once, ascending (legalCards' cards). */
  legalCards(): readonly Card[];
  /** Whether a play of `card` (legal) may carry "Pam, be civil!". */
  civilOk(card: Card): boolean;
  /** Whether seat p holds a flush now (flushOf). */
  hasFlush(p: Player): boolean;
  /** Marks in `known` the cards seat p has seen besides the turn-up: its hand, every card played, its own discards, the hand it threw in for the miss. */
  markSeen(p: Player, known: Uint8Array): void;
}

/** How strongly `c` bids for a trick led in suit `led` (−1: no suit): 100 + rank for a trump (Pam 113), the Loo rank in the suit led, −1 otherwise. */
function power(v: SoundView, c: Card, led: number): number {
  if (!v.hidden) {
    if (c === v.pam) return 100 + PAM_RANK;
    if (suitOf(c) === v.trump) return 100 + looRank(c);
  }
  return suitOf(c) === led ? looRank(c) : -1;
}

/** Whether `c` is a trump as the view sees it (rules.ts isTrump: Pam included; nothing while the trump is hidden). */
function trumpIn(v: SoundView, c: Card): boolean {
  return !v.hidden && (c === v.pam || (c & 3) === v.trump);
}

/** How much a card is worth keeping: Pam, then trumps, then plain cards by rank (ace high). */
function keepValue(v: SoundView, c: Card): number {
  if (c === v.pam && !v.hidden) return 200;
  return trumpIn(v, c) ? 100 + looRank(c) : looRank(c);
}

/** unseenBy's scratch: 1 for each card the seat has seen (read until the next call). */
const seen = new Uint8Array(52);

/**
 * The cards seat `p` cannot place: not in its hand, not played, not the turn-up lying on the table, not its
 * own discards, not the hand it threw in for the miss. They may be in another hand, the stock or a dead hand.
 * Marks the cards seen in `seen` (the unseen are those left 0, to be read in ascending order) and returns how
 * many are unseen.
 */
function unseenBy(v: SoundView, p: Player): number {
  seen.fill(0);
  v.markSeen(p, seen);
  if (v.turnUpOn && !v.hidden) seen[v.turnUp] = 1;
  let n = 0;
  for (let c = 0; c < 52; c++) n += 1 - seen[c]!;
  return n;
}

/** Whether seat p knows where Pam is, out of the other hands: in its hand, played, the turn-up on the table, or among the cards it put aside (markSeen). */
function pamPlaced(v: SoundView, p: Player): boolean {
  if (v.pam < 0) return true;
  unseenBy(v, p); // marks what p has seen in `seen`
  return seen[v.pam] === 1;
}

/** Each plain card's risk per opponent of being trumped or headed from a void (an editors' estimate). */
const RUFF = 0.7;
/** The least chance a trump is given: even a low trump may win a trick by trumping (an editors' estimate). */
const TRUMP_FLOOR = 0.2;

/**
 * What `chance` reads, counted once per list of unseen cards (it is asked about every unseen card): for
 * each trump power 100..113, the unseen cards bidding more with no suit led; for each suit and rank, the
 * unseen cards of that suit above the rank, Pam apart; and the powers (1 − q)^h and RUFF^k. One scratch
 * record, filled by `countHigher` for each judgement (nothing here is kept between calls).
 */
const higher = {
  /** Index power − 100 (0..13): unseen cards x with power(x, −1) above it. */
  trump: new Int16Array(15),
  /** Index suit × 13 + rank: unseen cards of the suit, not Pam, of a higher rank. */
  plain: new Int16Array(52),
  /** Index h: (1 − q)^h, or −1 until asked (missAll). */
  miss: new Float64Array(53),
  q: 0,
  /** RUFF^k. */
  ruff: 1,
};

/** Fills `higher` for the unseen cards (unseenBy's), the chance q and k opponents (see chance). */
function countHigher(v: SoundView, q: number, k: number): void {
  const { trump, plain, miss } = higher;
  trump.fill(0);
  plain.fill(0);
  // First each card at its own place, then the sums from the top down.
  for (let x = 0; x < 52; x++) {
    if (seen[x]) continue;
    const pw = power(v, x, -1);
    if (pw >= 100) trump[pw - 100]!++;
    if (x !== v.pam) plain[suitOf(x) * 13 + looRank(x)]!++;
  }
  let above = 0;
  for (let t = 14; t >= 0; t--) {
    const here = trump[t]!;
    trump[t] = above;
    above += here;
  }
  for (let s = 0; s < 4; s++) {
    above = 0;
    for (let r = 12; r >= 0; r--) {
      const here = plain[s * 13 + r]!;
      plain[s * 13 + r] = above;
      above += here;
    }
  }
  miss.fill(-1);
  higher.q = q;
  higher.ruff = RUFF ** k;
}

/**
 * The chance (0..1) that card `c` takes a trick against `k` opponents, each unseen card lying in an
 * opponent's hand with probability `q` (as counted by countHigher): Pam 1; a trump 1 if no unseen trump
 * beats it, else (1 − q)^higher, at least TRUMP_FLOOR; a plain card (1 − q)^higher × RUFF^k. A rule of
 * thumb, not a calculation.
 */
function chance(v: SoundView, c: Card): number {
  if (c === v.pam && !v.hidden) return 1;
  if (trumpIn(v, c)) return Math.max(missAll(higher.trump[power(v, c, -1) - 100]!), TRUMP_FLOOR);
  return missAll(higher.plain[suitOf(c) * 13 + looRank(c)]!) * higher.ruff;
}

/** (1 − q)^h: the chance that none of h unseen cards lies in an opponent's hand (computed once per judgement). */
function missAll(h: number): number {
  const m = higher.miss[h]!;
  return m >= 0 ? m : (higher.miss[h] = (1 - higher.q) ** h);
}

/** playValue's sums over the chances of a hand's cards, added in order: none takes a trick, all do, the expected tricks. */
const sums = { none: 1, all: 1, sum: 0 };

/** Starts playValue's sums afresh. */
function startSums(): void {
  sums.none = 1;
  sums.all = 1;
  sums.sum = 0;
}

/** Adds a card that takes a trick with chance c to playValue's sums. */
function addChance(c: number): void {
  sums.none *= 1 - c;
  sums.all *= c;
  sums.sum += c;
}

/**
 * The expected chips of playing a hand whose cards take a trick with the chances added since startSums: the
 * trick shares (pot / tricks each; under undivided Loo the pot only for all the tricks) less the loo times
 * the chance of taking no trick. Chips.
 */
function playValue(v: SoundView): number {
  const n = v.options.handSize;
  const win = v.options.undivided ? sums.all * v.pot : (Math.min(sums.sum, n) * v.pot) / n;
  return win - sums.none * looAmount(v);
}

/**
 * The cards the sound exchange discards: plain cards below an ace; Pam, the trumps and plain aces are kept
 * (the editors' rule after seed 004's tip 1, a high trump makes a trick; a plain king or queen seldom does
 * against four or more hands — in seeded play, discarding them too won more chips than keeping them;
 * [PEEL-5C]: any number, from the top of the stock, once). Lowest first, no more than the stock can replace.
 */
function lowCards(v: SoundView, hand: readonly Card[]): Card[] {
  return hand
    .filter((c) => !(c === v.pam && !v.hidden) && !trumpIn(v, c) && looRank(c) < 12)
    .sort((a, b) => keepValue(v, a) - keepValue(v, b) || a - b);
}

/** What seat `p`'s hand is worth in a call: its value played, the miss's value, and whether it holds a high trump or a flush. */
function judgeHand(v: SoundView, p: Player, k: number): { own: number; miss: number; strong: boolean } {
  const hand = v.hand(p);
  const unseen = unseenBy(v, p);
  const q = Math.min(1, (k * v.options.handSize) / Math.max(1, unseen));
  // A card from the stock or the miss: the average chance of an unseen card.
  countHigher(v, q, k);
  let avg = 0;
  for (let x = 0; x < 52; x++) if (!seen[x]) avg += chance(v, x);
  avg /= Math.max(1, unseen);
  // The hand as played: the cards kept, then those drawn for the discards (each an unseen card's average).
  const low = v.options.exchange ? lowCards(v, hand).slice(0, v.stockLeft) : [];
  startSums();
  for (const c of hand) if (!low.includes(c)) addChance(chance(v, c));
  for (let i = 0; i < low.length; i++) addChance(avg);
  const own = playValue(v);
  startSums();
  for (let i = 0; i < v.options.handSize; i++) addChance(avg);
  const miss = playValue(v);
  const high = hand.some((c) => (c === v.pam && !v.hidden) || (trumpIn(v, c) && looRank(c) >= 11));
  return { own, miss, strong: high || v.hasFlush(p) };
}

// ————————————————————————————————————————————— the sound choices

/** A sound choice: a move as data (calls, exchanges, cards) and its reason. */
type SoundChoice =
  | { readonly type: 'call'; readonly call: Call; readonly reason: LooHintReason }
  | { readonly type: 'exchange'; readonly discard: readonly Card[]; readonly turnUp: boolean; readonly reason: LooHintReason }
  | { readonly type: 'play'; readonly card: Card; readonly civil: boolean; readonly reason: LooHintReason };

/**
 * The sound call (seed 004, "Mitspielen, Miss nehmen oder passen" and "Tipps für Einsteiger"):
 * - a single pot, club law: play (eldest takes the miss when it is worth more than his hand);
 * - the dealer after everyone passed (where he may call): play, and take the pot alone;
 * - the dealer against one other: play a high trump or a hand worth its risk (the other counted as two
 *   hands, since he chose to stand); else defend the pot, playing the miss at no risk (seed 004; [HOFF]),
 *   or concede the stakes where the rules allow it ([EW-95]), or pass against a lone miss-taker;
 * - otherwise: a high trump or a flush plays (tip 1), and so do two trumps or more of three cards (the strategy
 *   lab's figures); else the better of playing (expected trick shares less
 *   the risked loo, counted against the players in and most of those still to call: tip 3), the miss (tip 2;
 *   only in a pot richer than the dealer's stake and one loo, where the lab does not find it losing) and
 *   passing (0 chips).
 */
function soundCall(v: SoundView, p: Player): SoundChoice {
  const calls = v.legalCalls();
  const open = (call: Call): boolean => calls.includes(call);
  const choose = (call: Call, reason: LooHintReason): SoundChoice => ({ type: 'call', call, reason });
  const n = v.players;
  if (v.clubLaw) return choose('play', 'clubLaw');
  // Two trumps or more among three cards: the strategy lab finds playing them far ahead of the miss and of
  // passing, in a small pot and a rich one alike (loo.calls.small.two, loo.calls.rich.two), where the estimate
  // below could prefer the miss (a German newcomer was told to take the miss on the four and five of trumps and
  // an eight, as "a hopeless hand", and in the same line that the numbers favour playing by 2.7 chips).
  const twoTrumps = (): boolean => {
    if (v.options.handSize !== 3) return false;
    let n = 0;
    for (const c of v.hand(p)) if (trumpIn(v, c)) n++;
    return n >= 2;
  };
  if (v.single) {
    if (open('miss')) {
      // Eldest, who may take the miss, plays a strong hand for the tip's reason, not for the single pot's rule: an
      // English newcomer holding the ace of trumps took the miss, and the coach, whose reason is the tip, gave none.
      const j = judgeHand(v, p, n - 1);
      if (j.strong) return choose('play', 'strongHand');
      if (twoTrumps()) return choose('play', 'twoTrumps');
      if (j.miss > j.own) return choose('miss', 'takeMiss');
    }
    return choose('play', 'singlePot');
  }
  let others = 0;
  for (let q = 0; q < n; q++) if (q !== p && v.isActive(q)) others++;
  let toCall = 0;
  for (let q = (p + 1) % n; q !== (v.dealer + 1) % n; q = (q + 1) % n) if (v.call(q) === null) toCall++;
  if (p === v.dealer) {
    if (others === 0) return choose('play', 'dealerPlay');
    if (others === 1) {
      // Whoever stands alone against the pot likely holds a good hand: he counts as two (an editors' estimate).
      const j = judgeHand(v, p, 2);
      const giveUp = open('defend') ? 'defend' : open('concede') ? 'concede' : null;
      if (j.strong || j.own > 0) return choose('play', 'dealerPlay');
      if (giveUp === 'defend') return choose('defend', 'dealerDefend');
      if (giveUp === 'concede') return choose('concede', 'dealerConcede');
      return choose('pass', 'weakPass');
    }
  }
  // The players still to call count as the share of them likely to come in: three in four where the rules
  // have a miss, all of them otherwise. The weights are measured, not derived: they make the hint agree most
  // often with the simulated ratings that the coach and the analysis give. On 960 calls of seeded deals with
  // pots of 6 to 15, the ratings found the hint's call clearly worse in 6 % of three-card calls (deals other
  // than those the weight was chosen on) and 10 % of five-card ones; with each counted as half a hand, in 11 %
  // and 35 %, and the hint then took the miss on a hopeless hand in a pot of 6, where the lab finds it losing.
  const k = Math.max(1, others + (v.options.miss ? 0.75 : 1) * toCall);
  const j = judgeHand(v, p, k);
  if (j.strong) return choose('play', 'strongHand');
  if (twoTrumps()) return choose('play', 'twoTrumps');
  // The miss only where the pot is rich (tip 2: more than the smallest double pot, the dealer's stake and one loo):
  // in a pot of 6 the strategy lab finds it losing whatever the hand (loo.calls.small.*.all.miss), lesson 7 teaches
  // to pass there, and an English newcomer was told by the hint to take it on that very hand.
  const richPot = v.pot > 2 * v.options.dealerStake;
  if (open('miss') && richPot && j.miss > 0 && j.miss > j.own) return choose('miss', 'takeMiss');
  if (j.own > 0) return choose('play', 'worthPlaying');
  return choose('pass', 'weakPass');
}

/**
 * The sound exchange: a flush is kept whole; otherwise plain cards below an ace go (lowCards). The dealer
 * who may take the turn-up (option `dealerTakesTrump`) takes it whenever he discards, or in place of his
 * lowest card when the turn-up is worth more.
 */
function soundExchange(v: SoundView, p: Player): SoundChoice {
  const hand = v.hand(p);
  const takeUp = v.options.dealerTakesTrump && p === v.dealer && v.turnUpOn;
  const sorted = (d: readonly Card[]) => d.slice().sort((a, b) => a - b);
  const keep = (reason: LooHintReason): SoundChoice => ({ type: 'exchange', discard: [], turnUp: false, reason });
  if (!takeUp && v.stockLeft === 0) return keep('onlyMove');
  if (v.hasFlush(p)) return keep('keepAll');
  let low = lowCards(v, hand);
  if (takeUp) {
    const up = v.turnUp;
    if (low.length === 0) {
      const worst = hand.slice().sort((a, b) => keepValue(v, a) - keepValue(v, b) || a - b)[0]!;
      if (keepValue(v, up) > keepValue(v, worst)) low = [worst];
    }
    if (low.length > 0) return { type: 'exchange', discard: sorted(low.slice(0, v.stockLeft + 1)), turnUp: true, reason: 'takeTurnUp' };
  }
  const discard = sorted(low.slice(0, v.stockLeft));
  return { type: 'exchange', discard, turnUp: false, reason: discard.length > 0 ? 'discardLow' : 'keepAll' };
}

/**
 * The sound card:
 * - leading: the lead duties first (the engine's legal cards); holding several trumps, the highest trump;
 *   else the highest card (a plain card before a trump of the same rank); with the ace of trumps and no Pam
 *   in hand, "Pam, be civil!" wherever the rules allow it (seed 004, "Loo mit fünf Karten"; [HOYLE-I-174]);
 * - following: the lowest card that wins the trick — but with no trick yet and players still to come, the
 *   lowest card none of the unseen cards can beat, if that is a different card (seed 004, tip 1: one trick is
 *   enough); when nothing wins, the lowest card (plain before trumps, Pam last).
 * A hidden trump the play shows is shown on `v` (its own copy of `hidden`).
 */
function soundCard(v: SoundView, p: Player): SoundChoice {
  const cards = v.legalCards();
  const hand = v.hand(p);
  const play = (card: Card, reason: LooHintReason): SoundChoice => ({ type: 'play', card, civil: false, reason });
  if (v.trick.length === 0) {
    let card: Card;
    let reason: LooHintReason;
    const trumps = hand.filter((c) => trumpIn(v, c));
    const legalTrumps = cards.filter((c) => trumpIn(v, c));
    if (cards.length === 1) {
      card = cards[0]!;
      reason = 'onlyMove';
    } else if (trumps.length >= 2 && legalTrumps.length > 0) {
      card = legalTrumps.reduce((a, b) => (keepValue(v, b) > keepValue(v, a) ? b : a));
      reason = 'leadTrump';
    } else {
      const height = (c: Card) => (c === v.pam && !v.hidden ? PAM_RANK : looRank(c)) * 2 + (trumpIn(v, c) ? 0 : 1);
      card = cards.reduce((a, b) => (height(b) > height(a) ? b : a));
      reason = 'leadHigh';
    }
    // The call only where Pam may be in another hand: not the player's own, and not played, turned up or thrown
    // out where the player saw it (a German newcomer was told to call it after Pam had gone in the first trick).
    if (v.civilOk(card) && !pamPlaced(v, p)) return { type: 'play', card, civil: true, reason: 'callCivil' };
    return play(card, reason);
  }
  if (cards.length === 1) return play(cards[0]!, 'onlyMove');
  // Void in the suit led under hidden trump: the trump is shown before the card is chosen (seed 004, "Varianten").
  const led = v.trick[0] === v.pam ? v.trump : v.trick[0]! & 3; // rules.ts effectiveSuit
  if (v.hidden && !hand.some((c) => suitOf(c) === led)) v.hidden = false;
  // The card wins the trick when it bids more than every card in it (rules.ts trickWinner: the first of the highest).
  let top = -2;
  for (const c of v.trick) top = Math.max(top, power(v, c, led));
  const winners = cards.filter((c) => power(v, c, led) > top).sort((a, b) => power(v, a, led) - power(v, b, led));
  if (winners.length === 0) {
    const card = cards.reduce((a, b) => (keepValue(v, b) < keepValue(v, a) || (keepValue(v, b) === keepValue(v, a) && b < a) ? b : a));
    return play(card, 'cannotWin');
  }
  let count = 0;
  for (let q = 0; q < v.players; q++) if (v.isActive(q)) count++;
  const last = v.trick.length + 1 === count;
  if (!last && v.tricksOf(p) === 0 && !v.hidden) {
    unseenBy(v, p);
    let best = -1;
    for (let x = 0; x < 52; x++) if (!seen[x]) best = Math.max(best, power(v, x, led));
    const sure = winners.find((c) => power(v, c, led) > best);
    if (sure !== undefined && sure !== winners[0]) return play(sure, 'winSure');
  }
  return play(winners[0]!, 'winCheaply');
}

/** The sound choice of the player on turn `p` in the view's phase. */
function soundChoice(v: SoundView, phase: 'call' | 'exchange' | 'play', p: Player): SoundChoice {
  return phase === 'call' ? soundCall(v, p) : phase === 'exchange' ? soundExchange(v, p) : soundCard(v, p);
}

// ————————————————————————————————————————————— the position's view (the step path)

/** A SoundView of an engine position: every query through the public immutable API. */
class PositionView implements SoundView {
  readonly options: LooOptions;
  readonly players: number;
  readonly dealer: Player;
  readonly trump: number;
  readonly pam: Card;
  hidden: boolean;
  readonly pot: number;
  readonly single: boolean;
  readonly clubLaw: boolean;
  readonly turnUpOn: boolean;
  readonly turnUp: Card;
  readonly stockLeft: number;
  readonly trick: readonly Card[];
  readonly trickPlayers: readonly Player[];

  private readonly pos: LooPosition;

  constructor(pos: LooPosition) {
    this.pos = pos;
    this.options = pos.options;
    this.players = pos.players;
    this.dealer = pos.dealer;
    this.trump = pos.trump;
    this.pam = pos.pam;
    this.hidden = pos.trumpHidden;
    this.pot = pos.pot;
    this.single = pos.single;
    this.clubLaw = pos.clubLaw;
    this.turnUpOn = pos.turnUp !== null;
    this.turnUp = pos.turnUp ?? -1;
    this.stockLeft = pos.stock.length;
    this.trick = pos.trick;
    this.trickPlayers = pos.trickPlayers;
  }

  hand(p: Player): readonly Card[] {
    return this.pos.hands[p]!;
  }
  call(q: Player): Call | null {
    return this.pos.calls[q]!;
  }
  isActive(q: Player): boolean {
    return this.pos.active[q]!;
  }
  tricksOf(q: Player): number {
    return this.pos.tricks[q]!;
  }
  legalCalls(): readonly Call[] {
    return legalCalls(this.pos).map((l) => l.move.call);
  }
  legalCards(): readonly Card[] {
    return [...new Set(legalCards(this.pos).map((l) => l.move.card))];
  }
  civilOk(card: Card): boolean {
    return legalCards(this.pos).some((l) => l.move.card === card && l.move.civil === true);
  }
  hasFlush(p: Player): boolean {
    return flushOf(this.pos, p) !== null;
  }
  markSeen(p: Player, known: Uint8Array): void {
    const pos = this.pos;
    for (const c of pos.hands[p]!) known[c] = 1;
    for (const pl of pos.played) for (const c of pl) known[c] = 1;
    if (pos.calls[p] === 'miss' || pos.calls[p] === 'defend') for (const c of pos.deal.hands[p]!) known[c] = 1;
    for (let h = pos.history; h; h = h.prev) if (h.move.type === 'exchange' && h.move.player === p) for (const c of h.move.discard) known[c] = 1;
  }
}

/** A sound choice as the engine's move for seat p. */
function moveOf(ch: SoundChoice, p: Player): LooMove {
  switch (ch.type) {
    case 'call':
      return { type: 'call', player: p, call: ch.call };
    case 'exchange':
      return ch.turnUp ? { type: 'exchange', player: p, discard: ch.discard.slice(), turnUp: true } : { type: 'exchange', player: p, discard: ch.discard.slice() };
    case 'play':
      return ch.civil ? { type: 'play', player: p, card: ch.card, civil: true } : { type: 'play', player: p, card: ch.card };
  }
}

// ————————————————————————————————————————————— the kernel's view (analysis rollouts)

/** The kernel's call codes (rules.ts CALL_NAMES: play 0, miss 1, pass 2, defend 3, concede 4; −1 not yet called). */
const KERNEL_CALLS: readonly Call[] = ['play', 'miss', 'pass', 'defend', 'concede'];
/** The kernel's phases (rules.ts PHASE_NAMES). */
const KERNEL_PHASES = ['call', 'exchange', 'play', 'over'] as const;
/** The scratch slot of the kernel's flush arrays (rules.ts MAX_SEATS). */
const FLUSH_SCRATCH = 17;

/** The cards of the set (lo: cards 0..31, hi: cards 32..51), ascending. */
function cardsOfWords(lo: number, hi: number): Card[] {
  const out: Card[] = [];
  for (let b = lo; b !== 0; b &= (b - 1) | 0) out.push(31 - Math.clz32(b & (-b | 0)));
  for (let b = hi; b !== 0; b &= (b - 1) | 0) out.push(63 - Math.clz32(b & (-b | 0)));
  return out;
}

/** Adds the cards of (lo, hi) to `known`. */
function markWords(lo: number, hi: number, known: Uint8Array): void {
  for (let b = lo; b !== 0; b &= (b - 1) | 0) known[31 - Math.clz32(b & (-b | 0))] = 1;
  for (let b = hi; b !== 0; b &= (b - 1) | 0) known[63 - Math.clz32(b & (-b | 0))] = 1;
}

/**
 * The `sound` computer player on the rules' kernel, for analysis rollouts: the same choices as looHint's on
 * the same deal (the same code decides, on a SoundView of the kernel), made with the kernel's own moves,
 * without a position per move. The kernel keeps neither the discards nor the hands thrown in for the miss,
 * which a seat has seen: this player keeps them (from the position's history at `begin`, then from the
 * moves it makes), so every move to the end of the deal must be made by `move` or `run`.
 */
export class LooKernelPlayer implements SoundView {
  private k!: LooKernel;
  options!: LooOptions;
  players = 0;
  dealer = 0;
  trump = 0;
  pam = -1;
  hidden = false;
  pot = 0;
  single = false;
  clubLaw = false;
  turnUpOn = false;
  turnUp = 0;
  stockLeft = 0;
  trick: Card[] = [];
  trickPlayers: Player[] = [];
  /** Each seat's own discards and the hand it held before it called the miss or defended (words 2p, 2p + 1). */
  private readonly discards = new Int32Array(2 * 17);
  private readonly thrown = new Int32Array(2 * 17);

  /**
   * Starts on kernel `k` just loaded with `pos` by `k.load(pos, true)` (recording, so that the kernel
   * keeps the cards each seat plays): takes what the kernel does not keep from the position — each seat's
   * discards (its history) and the hand dealt to a seat that took the miss or defended.
   */
  begin(k: LooKernel, pos: LooPosition): void {
    this.k = k;
    this.options = pos.options;
    this.discards.fill(0);
    this.thrown.fill(0);
    for (let p = 0; p < pos.players; p++) this.setWords(this.thrown, p, pos.deal.hands[p]!);
    for (let h = pos.history; h; h = h.prev) {
      if (h.move.type !== 'exchange') continue;
      const q = h.move.player;
      for (const c of h.move.discard) this.discards[2 * q + (c >> 5)]! |= 1 << (c & 31);
    }
  }

  private setWords(words: Int32Array, p: Player, cards: readonly Card[]): void {
    let lo = 0;
    let hi = 0;
    for (const c of cards) {
      if (c < 32) lo |= 1 << c;
      else hi |= 1 << (c - 32);
    }
    words[2 * p] = lo;
    words[2 * p + 1] = hi;
  }

  /** Reads the kernel's state for a decision. */
  private sync(): void {
    const k = this.k;
    this.players = k.n;
    this.dealer = k.dealer;
    this.trump = k.trump;
    this.pam = k.pam;
    this.hidden = k.hidden;
    this.pot = k.pot;
    this.single = k.single;
    this.clubLaw = k.clubLaw;
    this.turnUpOn = k.turnUpOn;
    this.turnUp = k.turnUp;
    this.stockLeft = k.stockEnd - k.stockAt;
    this.trick.length = 0;
    this.trickPlayers.length = 0;
    for (let i = 0; i < k.trickLen; i++) {
      this.trick.push(k.trickCards[i]!);
      this.trickPlayers.push(k.trickSeats[i]!);
    }
  }

  hand(p: Player): readonly Card[] {
    return cardsOfWords(this.k.hand[2 * p]!, this.k.hand[2 * p + 1]!);
  }
  call(q: Player): Call | null {
    const c = this.k.calls[q]!;
    return c < 0 ? null : KERNEL_CALLS[c]!;
  }
  isActive(q: Player): boolean {
    return (this.k.active & (1 << q)) !== 0;
  }
  tricksOf(q: Player): number {
    return this.k.tricks[q]!;
  }
  legalCalls(): readonly Call[] {
    const k = this.k;
    k.listCalls();
    const out: Call[] = [];
    for (let i = 0; i < k.callCount; i++) out.push(KERNEL_CALLS[k.callList[i]! & 7]!);
    return out;
  }
  legalCards(): readonly Card[] {
    const k = this.k;
    k.judge();
    let lo = k.allowed[0]!;
    let hi = k.allowed[1]!;
    const free = k.freePam;
    if (free >= 0) {
      if (free < 32) lo |= 1 << free;
      else hi |= 1 << (free - 32);
    }
    return cardsOfWords(lo, hi);
  }
  civilOk(card: Card): boolean {
    return this.k.mayCallCivil(card);
  }
  hasFlush(p: Player): boolean {
    return this.k.flushOf(p, FLUSH_SCRATCH);
  }
  markSeen(p: Player, known: Uint8Array): void {
    const k = this.k;
    markWords(k.hand[2 * p]!, k.hand[2 * p + 1]!, known);
    for (let q = 0; q < k.n; q++) for (let i = 0; i < k.playedLen[q]!; i++) known[k.played[8 * q + i]!] = 1;
    const c = k.calls[p]!;
    if (c === 1 || c === 3) markWords(this.thrown[2 * p]!, this.thrown[2 * p + 1]!, known);
    markWords(this.discards[2 * p]!, this.discards[2 * p + 1]!, known);
  }

  /**
   * Makes the sound move of the player on turn on the kernel (a call, an exchange or a card). Returns the
   * move as the engine's LooMove when `record` (tests), else null. Does nothing and returns null when the
   * deal is over.
   */
  move(record = false): LooMove | null {
    const k = this.k;
    const phase = KERNEL_PHASES[k.phase]!;
    if (phase === 'over') return null;
    this.sync();
    const p = k.turn;
    const ch = soundChoice(this, phase, p);
    const out = record ? moveOf(ch, p) : null;
    switch (ch.type) {
      case 'call': {
        const code = KERNEL_CALLS.indexOf(ch.call);
        if (ch.call === 'miss' || ch.call === 'defend') {
          this.thrown[2 * p] = k.hand[2 * p]!;
          this.thrown[2 * p + 1] = k.hand[2 * p + 1]!;
        }
        k.doCall(code);
        break;
      }
      case 'exchange': {
        let lo = 0;
        let hi = 0;
        for (const c of ch.discard) {
          if (c < 32) lo |= 1 << c;
          else hi |= 1 << (c - 32);
        }
        this.discards[2 * p]! |= lo;
        this.discards[2 * p + 1]! |= hi;
        k.doExchange(lo, hi, ch.turnUp);
        break;
      }
      case 'play':
        k.doPlay(ch.card, ch.civil);
        break;
    }
    return out;
  }

  /** Plays the deal to its end with sound moves for every seat (see `move`). */
  run(): void {
    while (this.k.phase !== 3) this.move(false);
  }

  /**
   * Makes the `plain` level's move for the player on turn on the kernel: one uniform draw from `rng` over
   * legalLooMoves' list (the calls; the exchanges by discard mask, each plain and then taking the turn-up
   * where the dealer may; the cards ascending, each followed by its lead with "Pam, be civil!" where it
   * may be called) — the draw looComputerMove(pos, 'plain', rng) makes, so the same move. Returns the move
   * when `record` (tests), else null; null when the deal is over.
   */
  movePlain(rng: Rng, record = false): LooMove | null {
    const k = this.k;
    const phase = KERNEL_PHASES[k.phase]!;
    if (phase === 'over') return null;
    const p = k.turn;
    if (phase === 'call') {
      k.listCalls();
      const call = k.callList[rng.int(k.callCount)]! & 7;
      if (call === 1 || call === 3) {
        this.thrown[2 * p] = k.hand[2 * p]!;
        this.thrown[2 * p + 1] = k.hand[2 * p + 1]!;
      }
      k.doCall(call);
      return record ? { type: 'call', player: p, call: KERNEL_CALLS[call]! } : null;
    }
    if (phase === 'exchange') {
      const hand = cardsOfWords(k.hand[2 * p]!, k.hand[2 * p + 1]!);
      const takeUpOk = k.mayTakeUp();
      let total = 0;
      for (let mask = 0; mask < 1 << hand.length; mask++) {
        const size = popcount(mask);
        if (k.discardOk(size, false)) total++;
        if (takeUpOk && k.discardOk(size, true)) total++;
      }
      let at = rng.int(total);
      for (let mask = 0; ; mask++) {
        const size = popcount(mask);
        let takeUp: boolean | null = null;
        if (k.discardOk(size, false) && at-- === 0) takeUp = false;
        else if (takeUpOk && k.discardOk(size, true) && at-- === 0) takeUp = true;
        if (takeUp === null) continue;
        let lo = 0;
        let hi = 0;
        const discard: Card[] = [];
        for (let i = 0; i < hand.length; i++) {
          if (((mask >> i) & 1) === 0) continue;
          const c = hand[i]!;
          discard.push(c);
          if (c < 32) lo |= 1 << c;
          else hi |= 1 << (c - 32);
        }
        this.discards[2 * p]! |= lo;
        this.discards[2 * p + 1]! |= hi;
        k.doExchange(lo, hi, takeUp);
        if (!record) return null;
        return takeUp ? { type: 'exchange', player: p, discard, turnUp: true } : { type: 'exchange', player: p, discard };
      }
    }
    const cards = this.legalCards();
    let total = 0;
    for (const c of cards) total += k.mayCallCivil(c) ? 2 : 1;
    let at = rng.int(total);
    for (const card of cards) {
      const civilOk = k.mayCallCivil(card);
      if (at === 0 || (civilOk && at === 1)) {
        const civil = at === 1;
        k.doPlay(card, civil);
        if (!record) return null;
        return civil ? { type: 'play', player: p, card, civil: true } : { type: 'play', player: p, card };
      }
      at -= civilOk ? 2 : 1;
    }
    throw new Error('LooKernelPlayer.movePlain: no legal card');
  }

  /** Plays the deal to its end with plain moves for every seat, drawing from `rng` (see `movePlain`). */
  runPlain(rng: Rng): void {
    while (this.k.phase !== 3) this.movePlain(rng, false);
  }
}

/** Bits set in a small non-negative integer. */
function popcount(x: number): number {
  let n = 0;
  for (; x !== 0; x &= x - 1) n++;
  return n;
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
  const ch = soundChoice(new PositionView(pos), pos.phase, p);
  return { move: moveOf(ch, p), reason: ch.reason };
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
