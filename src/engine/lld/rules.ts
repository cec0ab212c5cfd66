/**
 * The rules of play: what each player may do in a position, and what a move does.
 *
 * Every rule reads the position's reading (reading.ts); the comments name the seed section that
 * states it for Parlett's reading (seed 001 unless said otherwise).
 */
import type { Card, Claimable, GameEvent, LegalMove, Move, Player, Position, Result, Step } from './types.ts';
import type { MoveError } from './errors.ts';
import type { RuleId } from './options.ts';
import { CardSet, nibblesWithTwo } from '../core/cardset.ts';
import { rankOf } from '../core/cards.ts';


/** All k-card subsets of `list` (k ≤ 4 here), in order. */
function choose(list: readonly Card[], k: number): Card[][] {
  if (k === 0) return [[]];
  const out: Card[][] = [];
  list.forEach((c, i) => {
    for (const rest of choose(list.slice(i + 1), k - 1)) out.push([c, ...rest]);
  });
  return out;
}

/** The players who still hold cards, in seat order. */
export function holders(pos: Position): Player[] {
  return pos.hands.flatMap((h, p) => (h.isEmpty() ? [] : [p]));
}

/**
 * The next player after `from`, clockwise, who still holds cards; players with empty hands are
 * skipped (seed 002, section 03), and those who lay down hold none. Null if nobody does.
 */
function nextHolder(hands: readonly CardSet[], from: Player): Player | null {
  const n = hands.length;
  for (let k = 1; k <= n; k++) {
    const q = (from + k) % n;
    if (!hands[q]!.isEmpty()) return q;
  }
  return null;
}

/**
 * The rule option that allows playing `play` to take `take` — same rank, `play` from the hand, `take`
 * from the table — or null if none does (seed 001, "Playing": one for one, one for all three, a pair
 * for a pair, a prial for the single).
 */
function captureRule(pos: Position, hand: CardSet, play: CardSet, take: CardSet): RuleId | null {
  const o = pos.reading.options;
  const r = rankOf(play.first() ?? take.first() ?? 0);
  const rank = CardSet.rank(r);
  if (play.isEmpty() || take.isEmpty() || !rank.supersetOf(play) || !rank.supersetOf(take)) return null;
  if (!hand.supersetOf(play) || !pos.table.supersetOf(take)) return null;
  const np = play.size;
  const nt = take.size;
  const there = pos.table.countRank(r);
  if (np === 1 && nt === 1) return o.oneForOne && !(there === 3 && o.oneForThree === 'must') ? 'oneForOne' : null;
  if (np === 1 && nt === 3) return o.oneForThree !== 'no' ? 'oneForThree' : null;
  if (np === 2 && nt === 2) return o.pairForPair ? 'pairForPair' : null;
  if (np === 3 && nt === 1) return o.prialForSingle ? 'prialForSingle' : null;
  return null;
}

/**
 * The captures open to player `p` on their turn, each distinct choice of cards its own move, in rank
 * order (seed 001, "Playing"): one for one, one for all three, a pair for a pair, a prial for the single.
 */
function captures(pos: Position, p: Player): LegalMove[] {
  const o = pos.reading.options;
  const hand = pos.hands[p]!;
  const table = pos.table;
  const out: LegalMove[] = [];
  for (let r = 0; r < 13; r++) {
    if (hand.rankBits(r) === 0 || table.rankBits(r) === 0) continue;
    const mine = hand.rankCards(r);
    const there = table.rankCards(r);
    if (o.oneForOne && !(there.length === 3 && o.oneForThree === 'must')) {
      for (const c of mine) {
        for (const t of there) out.push({ move: { type: 'capture', player: p, play: [c], take: [t] }, rule: 'oneForOne' });
      }
    }
    if (there.length === 3 && o.oneForThree !== 'no') {
      for (const c of mine) out.push({ move: { type: 'capture', player: p, play: [c], take: there }, rule: 'oneForThree' });
    }
    if (mine.length === 2 && there.length === 2 && o.pairForPair) {
      out.push({ move: { type: 'capture', player: p, play: mine, take: there }, rule: 'pairForPair' });
    }
    if (mine.length === 3 && there.length === 1 && o.prialForSingle) {
      out.push({ move: { type: 'capture', player: p, play: mine, take: there }, rule: 'prialForSingle' });
    }
  }
  return out;
}

/**
 * How many captures a hand with `h` cards of a rank has against `t` table cards of it: the number that
 * `captures` lists for that rank.
 */
function captureCountOf(pos: Position, h: number, t: number): number {
  const o = pos.reading.options;
  let n = 0;
  if (o.oneForOne && !(t === 3 && o.oneForThree === 'must')) n += h * t;
  if (t === 3 && o.oneForThree !== 'no') n += h;
  if (h === 2 && t === 2 && o.pairForPair) n++;
  if (h === 3 && t === 1 && o.prialForSingle) n++;
  return n;
}

/** The ranks of which a set holds at least one card, as a 13-bit mask (bit r = rank r). */
function rankMask(set: CardSet): number {
  return packNibbles(set.lo) | (packNibbles(set.hi) << 8);
}

/** One bit per 4-bit nibble of a word: bit k set when nibble k is not empty (k = 0..7). */
function packNibbles(x: number): number {
  x = (x | (x >>> 1) | (x >>> 2) | (x >>> 3)) & 0x11111111; // each nibble's low bit
  x = (x | (x >>> 3)) & 0x03030303;
  x = (x | (x >>> 6)) & 0x000f000f;
  return (x | (x >>> 12)) & 0xff;
}

/** The lowest rank of a non-empty rank mask. */
function lowestRank(mask: number): number {
  return 31 - Math.clz32(mask & -mask);
}

/** The number of turnMoves(pos), without listing them: the captures of the player on turn, or 1 (lying down). */
export function turnMoveCount(pos: Position): number {
  if (pos.over || pos.turn === null) return 0;
  const hand = pos.hands[pos.turn]!;
  let n = 0;
  for (let both = rankMask(hand) & rankMask(pos.table); both !== 0; both &= both - 1) {
    const r = lowestRank(both);
    n += captureCountOf(pos, hand.countRank(r), pos.table.countRank(r));
  }
  return n > 0 ? n : 1;
}

/** turnMoves(pos)[k], built alone (0 <= k < turnMoveCount(pos)). */
export function nthTurnMove(pos: Position, k: number): LegalMove {
  const o = pos.reading.options;
  const p = pos.turn!;
  const hand = pos.hands[p]!;
  for (let both = rankMask(hand) & rankMask(pos.table); both !== 0; both &= both - 1) {
    const r = lowestRank(both);
    const h = hand.countRank(r);
    const t = pos.table.countRank(r);
    const n = captureCountOf(pos, h, t);
    if (k >= n) {
      k -= n;
      continue;
    }
    const mine = hand.rankCards(r);
    const there = pos.table.rankCards(r);
    if (o.oneForOne && !(t === 3 && o.oneForThree === 'must')) {
      if (k < h * t) return { move: { type: 'capture', player: p, play: [mine[Math.floor(k / t)]!], take: [there[k % t]!] }, rule: 'oneForOne' };
      k -= h * t;
    }
    if (t === 3 && o.oneForThree !== 'no') {
      if (k < h) return { move: { type: 'capture', player: p, play: [mine[k]!], take: there }, rule: 'oneForThree' };
      k -= h;
    }
    return { move: { type: 'capture', player: p, play: mine, take: there }, rule: h === 2 ? 'pairForPair' : 'prialForSingle' };
  }
  return { move: { type: 'lieDown', player: p }, rule: 'oneForOne' };
}

/** Whether player `p` has any capture (cheaper than listing them). */
function canCapture(pos: Position, p: Player): boolean {
  const o = pos.reading.options;
  const hand = pos.hands[p]!;
  for (let r = 0; r < 13; r++) {
    const h = hand.countRank(r);
    const t = pos.table.countRank(r);
    if (h === 0 || t === 0) continue;
    if (o.oneForOne && !(t === 3 && o.oneForThree === 'must')) return true;
    if (t === 3 && o.oneForThree !== 'no') return true;
    if (h === 2 && t === 2 && o.pairForPair) return true;
    if (h === 3 && t === 1 && o.prialForSingle) return true;
  }
  return false;
}

/**
 * The moves that end the turn of the player on turn: their captures, or lying down when there is none
 * (seed 001, "Lying down": a capture is compulsory, lying down only when none is possible, also when the
 * table is empty). Empty when the deal is over.
 */
export function turnMoves(pos: Position): LegalMove[] {
  if (pos.over || pos.turn === null) return [];
  const caps = captures(pos, pos.turn);
  if (caps.length > 0) return caps;
  return [{ move: { type: 'lieDown', player: pos.turn }, rule: 'oneForOne' }];
}

/** Whether player `p` may put down prials and mournivals from hand now (seed 001, "Setup", 5). */
function mayDeclare(pos: Position, p: Player): boolean {
  switch (pos.reading.options.declarations) {
    case 'anyTurn':
      return !pos.started || pos.turn === p;
    case 'beforePlay':
      return !pos.started;
    case 'none':
      return false;
  }
}

/** Mournivals lying among the table cards. */
function layoutMournivals(pos: Position): CardSet[] {
  const out: CardSet[] = [];
  for (let r = 0; r < 13; r++) if (pos.table.rankBits(r) === 0xf) out.push(CardSet.rank(r));
  return out;
}

/**
 * Declarations open to `p`: two cards of a prial in hand (the third is kept), all four of a mournival in
 * hand (seed 001, "Setup", 5), and for the dealer before the first turn a mournival among the table cards
 * ("Setup", 4).
 */
function declarations(pos: Position, p: Player): LegalMove[] {
  const out: LegalMove[] = [];
  if (mayDeclare(pos, p)) {
    const hand = pos.hands[p]!;
    for (let r = 0; r < 13; r++) {
      const n = hand.countRank(r);
      if (n < 3) continue;
      const mine = hand.rankCards(r);
      for (const cards of n === 3 ? choose(mine, 2) : [mine]) {
        out.push({ move: { type: 'declare', player: p, cards }, rule: 'declarations' });
      }
    }
  }
  if (p === pos.dealer && !pos.started && pos.reading.options.layoutMournival === 'dealer') {
    for (const four of layoutMournivals(pos)) {
      out.push({ move: { type: 'declare', player: p, cards: four.toArray() }, rule: 'layoutMournival' });
    }
  }
  return out;
}

/**
 * Pairs that `p` may lay out of turn (seed 001, "Playing", pair in hand): `p` holds exactly two of a rank
 * and the other two have been captured by other players, so nothing could ever capture the pair.
 */
function layablePairs(pos: Position, p: Player): CardSet[] {
  if (!pos.reading.options.outOfTurnPair) return [];
  const hand = pos.hands[p]!;
  // Won piles are disjoint, so the cards won by others are all won cards less p's own.
  const others = pos.won.reduce((u, w) => u.union(w), CardSet.EMPTY).diff(pos.won[p]!);
  // Bit-parallel over the 13 ranks: two in hand and two captured by others.
  const both = hand.pairRanks().intersect(others.pairRanks());
  if (both.isEmpty()) return [];
  const out: CardSet[] = [];
  for (const c of both) out.push(hand.ofRank(rankOf(c)));
  return out;
}

/**
 * The last cards of a rank that `p` may lay out of turn (seed 003, step 4): every card of the rank that
 * `p` does not hold has been won, so no opponent can ever match them. Whole ranks: 2 or 4 cards.
 */
function lastCards(pos: Position, p: Player): CardSet[] {
  if (!pos.reading.options.layLastCards) return [];
  const hand = pos.hands[p]!;
  const won = pos.won.reduce((u, w) => u.union(w), CardSet.EMPTY);
  const out: CardSet[] = [];
  for (let r = 0; r < 13; r++) {
    const h = hand.countRank(r);
    if (h >= 2 && h + won.countRank(r) === 4) out.push(hand.ofRank(r));
  }
  return out;
}

/** Whether `p` may claim `c` (seed 001, "Catching mistakes": anyone but the one who made the mistake). */
function mayClaim(pos: Position, p: Player, c: Claimable): boolean {
  if (p === c.culprit) return false;
  return pos.reading.options.claimAfterLyingDown || !pos.laidDown[p];
}

const CLAIM_RULE: Record<Claimable['kind'], RuleId> = {
  layoutMournival: 'claimLayoutMournival',
  oneOfThree: 'claimOneOfThree',
  lieDownPair: 'claimLieDownPair',
  lieDownPrial: 'claimLieDownPrial',
  lieDownMournival: 'claimLieDownMournival',
};

/**
 * The free actions of player `p`: declarations, laying a pair out of turn, and claims. None of them is a
 * turn (seed 001, "Catching mistakes": "Claiming is not a turn").
 */
export function freeMovesOf(pos: Position, p: Player): LegalMove[] {
  if (pos.over) return [];
  const out = declarations(pos, p);
  const laid: CardSet[] = [];
  for (const pair of layablePairs(pos, p)) {
    laid.push(pair);
    out.push({ move: { type: 'layPair', player: p, cards: pair.toArray() }, rule: 'outOfTurnPair' });
  }
  for (const set of lastCards(pos, p)) {
    if (laid.some((x) => x.equals(set))) continue;
    out.push({ move: { type: 'layPair', player: p, cards: set.toArray() }, rule: 'layLastCards' });
  }
  for (const c of pos.claimables) {
    if (mayClaim(pos, p, c)) out.push({ move: { type: 'claim', player: p, cards: c.cards }, rule: CLAIM_RULE[c.kind] });
  }
  return out;
}

/**
 * The free actions of every player, in seat order. Most positions have none, so this first tests, on the
 * bits and without allocating, whether any player could declare, lay a pair or claim.
 */
export function freeMoves(pos: Position): LegalMove[] {
  if (pos.over) return [];
  const o = pos.reading.options;
  let wonLo = 0;
  let wonHi = 0;
  for (const w of pos.won) {
    wonLo |= w.lo;
    wonHi |= w.hi;
  }
  // Ranks of which exactly two cards are won and the other two are both in hands (none on the table):
  // only these can make a pair to lay out of turn.
  const twoWonLo = o.outOfTurnPair ? nibblesWithTwo(wonLo) & nibblesWithTwo(~(wonLo | pos.table.lo)) : 0;
  const twoWonHi = o.outOfTurnPair ? nibblesWithTwo(wonHi) & nibblesWithTwo(~(wonHi | pos.table.hi) & 0xfffff) : 0;
  const layoutMournival = !pos.started && o.layoutMournival === 'dealer' && hasFullRank(pos.table);
  const out: LegalMove[] = [];
  for (let p = 0; p < pos.players; p++) {
    const hand = pos.hands[p]!;
    const declaring = o.declarations !== 'none' && mayDeclare(pos, p) && hasThreeOrMore(hand);
    const dealerLayout = layoutMournival && p === pos.dealer;
    // Two of a rank in hand, two won, none of them by p: the other two were captured by others.
    const mine = pos.won[p]!;
    const pairs =
      (twoWonLo | twoWonHi) !== 0 &&
      ((nibblesWithTwo(hand.lo) & twoWonLo & ~nonEmptyRanks(mine.lo)) | (nibblesWithTwo(hand.hi) & twoWonHi & ~nonEmptyRanks(mine.hi))) !== 0;
    if (!declaring && !dealerLayout && !pairs && !o.layLastCards && pos.claimables.length === 0) continue;
    const moves = freeMovesOf(pos, p);
    for (let i = 0; i < moves.length; i++) out.push(moves[i]!);
  }
  return out;
}

/** The low bit of every rank nibble of a word that holds at least one card. */
function nonEmptyRanks(x: number): number {
  return (x | (x >>> 1) | (x >>> 2) | (x >>> 3)) & 0x11111111;
}

/** Whether a set holds three or four cards of some rank (a prial or mournival to declare). */
function hasThreeOrMore(set: CardSet): boolean {
  return threeOrMore(set.lo) || threeOrMore(set.hi);
}

/** Whether a word of rank nibbles has a nibble with three or four bits. */
function threeOrMore(x: number): boolean {
  const c2 = x - ((x >>> 1) & 0x55555555);
  const c = (c2 & 0x33333333) + ((c2 >>> 2) & 0x33333333); // each nibble: its count, 0..4
  return ((c & (c >>> 1)) | (c >>> 2)) & 0x11111111 ? true : false;
}

/** Whether a set holds all four cards of some rank. */
function hasFullRank(set: CardSet): boolean {
  return (fullRanks(set.lo) | fullRanks(set.hi)) !== 0;
}

/** The low bit of every full nibble (all four cards of the rank) of a word. */
function fullRanks(x: number): number {
  return x & (x >>> 1) & (x >>> 2) & (x >>> 3) & 0x11111111;
}

/**
 * Every legal move in the position: the turn moves of the player on turn, then every player's free
 * actions. Each names the rule option that allows it. Empty once the deal is over.
 */
export function legalMoves(pos: Position): LegalMove[] {
  return [...turnMoves(pos), ...freeMoves(pos)];
}

/** Whether a list of cards holds no card twice and only cards 0..51. */
function wellFormed(cards: readonly Card[]): boolean {
  return setOf(cards) !== null;
}

/** The set of a list of cards, or null if the list holds a card twice or anything but a card 0..51. */
function setOf(cards: readonly Card[]): CardSet | null {
  let lo = 0;
  let hi = 0;
  for (let i = 0; i < cards.length; i++) {
    const c = cards[i]!;
    if (!Number.isInteger(c) || c < 0 || c > 51) return null;
    const bit = 1 << (c & 31);
    if (c < 32) {
      if (lo & bit) return null;
      lo |= bit;
    } else {
      if (hi & bit) return null;
      hi |= bit;
    }
  }
  return new CardSet(lo, hi);
}

/** The legal move that `move` is, with the rule that allows it, or the typed error that forbids it. */
export function checkMove(pos: Position, move: Move): Result<LegalMove, MoveError> {
  const fail = (error: MoveError): Result<LegalMove, MoveError> => ({ ok: false, error });
  if (pos.over) return fail({ code: 'ERR_DEAL_OVER' });
  const p = move.player;
  if (!Number.isInteger(p) || p < 0 || p >= pos.players) return fail({ code: 'ERR_PLAYER', player: p });
  const hand = pos.hands[p]!;
  switch (move.type) {
    case 'capture': {
      if (p !== pos.turn) return fail({ code: 'ERR_NOT_YOUR_TURN', player: p, turn: pos.turn! });
      const play = setOf(move.play);
      const take = setOf(move.take);
      if (!play || !take) return fail({ code: 'ERR_CAPTURE_SHAPE', play: move.play.length, take: move.take.length });
      if (!hand.supersetOf(play)) {
        for (const c of move.play) if (!hand.has(c)) return fail({ code: 'ERR_NOT_IN_HAND', player: p, card: c });
      }
      if (!pos.table.supersetOf(take)) {
        for (const c of move.take) if (!pos.table.has(c)) return fail({ code: 'ERR_NOT_ON_TABLE', card: c });
      }
      const rank = CardSet.rank(rankOf(move.play[0] ?? move.take[0] ?? 0));
      if (!rank.supersetOf(play) || !rank.supersetOf(take)) return fail({ code: 'ERR_RANK_MISMATCH' });
      const rule = captureRule(pos, hand, play, take);
      if (rule) return { ok: true, value: { move, rule } };
      const o = pos.reading.options;
      if (play.size === 1 && take.size === 1 && pos.table.countRank(rankOf(move.take[0]!)) === 3 && o.oneForThree === 'must') {
        return fail({ code: 'ERR_MUST_TAKE_ALL', player: p });
      }
      return fail({ code: 'ERR_CAPTURE_SHAPE', play: play.size, take: take.size });
    }
    case 'lieDown':
      if (p !== pos.turn) return fail({ code: 'ERR_NOT_YOUR_TURN', player: p, turn: pos.turn! });
      if (canCapture(pos, p)) return fail({ code: 'ERR_MUST_CAPTURE', player: p });
      return { ok: true, value: { move, rule: 'oneForOne' } };
    default: {
      const code = move.type === 'declare' ? 'ERR_DECLARE' : move.type === 'layPair' ? 'ERR_LAY_PAIR' : 'ERR_CLAIM';
      const want = CardSet.of(move.cards);
      const legal = wellFormed(move.cards)
        ? freeMovesOf(pos, p).find((l) => l.move.type === move.type && 'cards' in l.move && CardSet.of(l.move.cards).equals(want))
        : undefined;
      return legal ? { ok: true, value: legal } : fail({ code, player: p });
    }
  }
}

/** The legal move that `move` is, if it is one. */
export function findLegal(pos: Position, move: Move): LegalMove | undefined {
  const r = checkMove(pos, move);
  return r.ok ? r.value : undefined;
}

/**
 * Applies a move and returns the new position with the events it caused, or a typed error
 * (`ERR_DEAL_OVER`, `ERR_PLAYER`, `ERR_NOT_YOUR_TURN`, `ERR_NOT_IN_HAND`, `ERR_NOT_ON_TABLE`,
 * `ERR_RANK_MISMATCH`, `ERR_CAPTURE_SHAPE`, `ERR_MUST_TAKE_ALL`, `ERR_MUST_CAPTURE`, `ERR_DECLARE`,
 * `ERR_LAY_PAIR`, `ERR_CLAIM`). The given position is never changed.
 *
 * A move that ends the deal (at most one player still holds cards, seed 001 "Lying down") also moves
 * that player's hand and the table cards to the dealer's won cards.
 */
export function applyMove(pos: Position, move: Move): Result<Step, MoveError> {
  const legal = checkMove(pos, move);
  if (!legal.ok) return legal;
  return { ok: true, value: execute(pos, legal.value) };
}

/** Carries out a move already known to be legal. */
function execute(pos: Position, legal: LegalMove): Step {
  const o = pos.reading.options;
  const move = legal.move;
  const p = move.player;
  const hands = pos.hands.slice();
  const won = pos.won.slice();
  let table = pos.table;
  let claimables = pos.claimables;
  let { laidDown, lastCapturer, started, turn, transfers } = pos;
  const events: GameEvent[] = [];

  if ((move.type === 'capture' || move.type === 'lieDown') && !pos.started) {
    started = true;
    // The dealer let a layout mournival lie: it is now anyone's to claim (seed 001, "Catching mistakes").
    if (o.layoutMournival === 'dealer' && o.claimLayoutMournival) {
      for (const four of layoutMournivals(pos)) claimables = open(claimables, events, { kind: 'layoutMournival', cards: four.toArray(), culprit: pos.dealer });
    }
  }

  switch (move.type) {
    case 'capture': {
      const play = setOf(move.play)!;
      const take = setOf(move.take)!;
      hands[p] = hands[p]!.diff(play);
      table = table.diff(take);
      won[p] = won[p]!.union(play).union(take);
      lastCapturer = p;
      events.push({ type: 'capture', player: p, play: move.play, take: move.take, rule: legal.rule });
      const left = table.ofRank(rankOf(move.play[0]!));
      // Took one of three: the other two are open to a claim (seed 001, "Catching mistakes").
      if (take.size === 1 && left.size === 2 && o.claimOneOfThree) claimables = open(claimables, events, { kind: 'oneOfThree', cards: left.toArray(), culprit: p });
      turn = nextHolder(hands, p);
      break;
    }
    case 'lieDown': {
      const cards = hands[p]!;
      // A pair the player could have laid out of turn is open to a claim (seed 001, "Catching mistakes").
      const kept = o.claimLieDownPair ? layablePairs(pos, p) : [];
      table = table.union(cards);
      hands[p] = CardSet.EMPTY;
      laidDown = laidDown.map((d, q) => d || q === p);
      events.push({ type: 'lieDown', player: p, cards: cards.toArray() });
      for (const pair of kept) claimables = open(claimables, events, { kind: 'lieDownPair', cards: pair.toArray(), culprit: p });
      // Sets kept in hand are open to a claim in some readings (games.porg.es): two of a prial, a mournival.
      for (let r = 0; r < 13; r++) {
        const n = cards.countRank(r);
        if (n === 3 && o.claimLieDownPrial) claimables = open(claimables, events, { kind: 'lieDownPrial', cards: cards.rankCards(r).slice(0, 2), culprit: p });
        if (n === 4 && o.claimLieDownMournival) claimables = open(claimables, events, { kind: 'lieDownMournival', cards: cards.rankCards(r), culprit: p });
      }
      // Lying down costs a payment to each player still holding cards in some readings (Caid wiki).
      if (o.lieDownPayment > 0) {
        const to = hands.flatMap((h, q) => (h.isEmpty() ? [] : [q]));
        if (to.length > 0) {
          transfers = transfers.map((x, q) => (q === p ? x - o.lieDownPayment * to.length : to.includes(q) ? x + o.lieDownPayment : x));
          events.push({ type: 'payment', player: p, to, chips: o.lieDownPayment });
        }
      }
      turn = nextHolder(hands, p);
      break;
    }
    case 'declare': {
      const cards = CardSet.of(move.cards);
      const fromHand = hands[p]!.supersetOf(cards);
      if (fromHand) hands[p] = hands[p]!.diff(cards);
      else table = table.diff(cards);
      won[p] = won[p]!.union(cards);
      events.push({ type: 'declare', player: p, cards: move.cards, from: fromHand ? 'hand' : 'table', rule: legal.rule });
      break;
    }
    case 'layPair': {
      const cards = CardSet.of(move.cards);
      hands[p] = hands[p]!.diff(cards);
      won[p] = won[p]!.union(cards);
      events.push({ type: 'layPair', player: p, cards: move.cards });
      break;
    }
    case 'claim': {
      const cards = CardSet.of(move.cards);
      const c = claimables.find((x) => CardSet.of(x.cards).equals(cards))!;
      claimables = claimables.filter((x) => x !== c);
      table = table.diff(cards);
      won[p] = won[p]!.union(cards);
      events.push({ type: 'claim', player: p, cards: move.cards, kind: c.kind });
      break;
    }
  }

  // A claim is open only while all its cards lie on the table: a capture or another claim may have taken
  // them (two claims can cover the same cards, e.g. a prial laid down and then one of those three taken).
  if (claimables.length > 0) claimables = stillOnTable(claimables, table);

  // A free action may empty the hand of the player on turn: the turn passes on.
  if (turn !== null && hands[turn]!.isEmpty()) turn = nextHolder(hands, turn);

  let holding = 0;
  let last: Player | null = null;
  for (let q = 0; q < hands.length; q++) {
    if (!hands[q]!.isEmpty()) {
      holding++;
      last = q;
    }
  }
  if (holding > 1) {
    return { position: makePosition(pos, hands, table, won, laidDown, turn, started, lastCapturer, claimables, false, null, transfers), events };
  }
  // The deal is over: the last holder's hand and the table go to the dealer (seed 001, "Lying down").
  const lastHolder: Player | null = last;
  const leftovers = (lastHolder === null ? CardSet.EMPTY : hands[lastHolder]!).union(table);
  if (lastHolder !== null) hands[lastHolder] = CardSet.EMPTY;
  won[pos.dealer] = won[pos.dealer]!.union(leftovers);
  events.push({ type: 'dealOver', lastHolder });
  if (!leftovers.isEmpty()) events.push({ type: 'leftovers', player: pos.dealer, cards: leftovers.toArray() });
  return { position: makePosition(pos, hands, CardSet.EMPTY, won, laidDown, null, started, lastCapturer, [], true, lastHolder, transfers), events };
}

/** `claimables` with `c` added (a new array: positions share theirs), and the event that says so. */
function open(claimables: readonly Claimable[], events: GameEvent[], c: Claimable): readonly Claimable[] {
  events.push({ type: 'claimOpen', claimable: c });
  return claimables.concat(c);
}

/** The claims whose cards all still lie on the table (the same array when that is all of them). */
function stillOnTable(claimables: readonly Claimable[], table: CardSet): readonly Claimable[] {
  for (let i = 0; i < claimables.length; i++) {
    if (!allOnTable(claimables[i]!, table)) return claimables.filter((c) => allOnTable(c, table));
  }
  return claimables;
}

/** Whether every card of a claim lies on the table. */
function allOnTable(c: Claimable, table: CardSet): boolean {
  for (const x of c.cards) if (!table.has(x)) return false;
  return true;
}

/** A new position: `pos` with the fields that a move changes (an object literal, cheaper than a spread). */
function makePosition(
  pos: Position,
  hands: readonly CardSet[],
  table: CardSet,
  won: readonly CardSet[],
  laidDown: readonly boolean[],
  turn: Player | null,
  started: boolean,
  lastCapturer: Player | null,
  claimables: readonly Claimable[],
  over: boolean,
  lastHolder: Player | null,
  transfers: readonly number[],
): Position {
  return {
    reading: pos.reading,
    players: pos.players,
    dealer: pos.dealer,
    hands,
    table,
    won,
    laidDown,
    turn,
    pot: pos.pot,
    stakes: pos.stakes,
    carried: pos.carried,
    transfers,
    started,
    lastCapturer,
    claimables,
    over,
    lastHolder,
  };
}
