/**
 * The rules of play: what each player may do in a position, and what a move does.
 *
 * Every rule reads the position's reading (reading.ts); the comments name the seed section that
 * states it for Parlett's reading (seed 001 unless said otherwise).
 */
import type { Card, Claimable, GameEvent, LegalMove, Move, Player, Position, Rank, Result, Step } from './types.ts';
import type { MoveError } from './errors.ts';
import type { RuleId } from './reading.ts';
import { rankOf } from './cards.ts';

/** The cards of `list` with rank `r`. */
function ofRank(list: readonly Card[], r: Rank): Card[] {
  return list.filter((c) => rankOf(c) === r);
}

/** The ranks present in `list`, each once, in first-seen order. */
function ranksIn(list: readonly Card[]): Rank[] {
  return [...new Set(list.map(rankOf))];
}

/** `list` without the cards of `remove`. */
function without(list: readonly Card[], remove: readonly Card[]): Card[] {
  return list.filter((c) => !remove.includes(c));
}

/** Whether two card lists hold the same cards, in any order. */
function sameCards(a: readonly Card[], b: readonly Card[]): boolean {
  return a.length === b.length && a.every((c) => b.includes(c));
}

/** All k-card subsets of `list` (k ≤ 3 here), in order. */
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
  return pos.hands.flatMap((h, p) => (h.length > 0 ? [p] : []));
}

/**
 * The next player after `from`, clockwise, who still holds cards; players with empty hands are
 * skipped (seed 002, section 03), and those who lay down hold none. Null if nobody does.
 */
function nextHolder(hands: readonly (readonly Card[])[], from: Player): Player | null {
  const n = hands.length;
  for (let k = 1; k <= n; k++) {
    const q = (from + k) % n;
    if (hands[q]!.length > 0) return q;
  }
  return null;
}

/**
 * The captures open to player `p` on their turn (seed 001, "Playing"): one card for one table card of
 * its rank, one card for all three, a pair for a pair, a prial for the single. Each distinct choice of
 * cards is its own move.
 */
function captures(pos: Position, p: Player): LegalMove[] {
  const o = pos.reading.options;
  const hand = pos.hands[p]!;
  const out: LegalMove[] = [];
  for (const r of ranksIn(hand)) {
    const mine = ofRank(hand, r);
    const there = ofRank(pos.table, r);
    if (there.length === 0) continue;
    const add = (play: Card[], take: Card[], rule: RuleId) =>
      out.push({ move: { type: 'capture', player: p, play, take }, rule });
    if (o.oneForOne && !(there.length === 3 && o.oneForThree === 'must')) {
      for (const c of mine) for (const t of there) add([c], [t], 'oneForOne');
    }
    if (o.oneForThree !== 'no' && there.length === 3) for (const c of mine) add([c], there, 'oneForThree');
    if (o.pairForPair && mine.length === 2 && there.length === 2) add(mine, there, 'pairForPair');
    if (o.prialForSingle && mine.length === 3 && there.length === 1) add(mine, there, 'prialForSingle');
  }
  return out;
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

/**
 * Declarations open to `p`: two cards of a prial in hand (the third is kept), all four of a mournival in
 * hand (seed 001, "Setup", 5), and for the dealer before the first turn a mournival among the table cards
 * ("Setup", 4).
 */
function declarations(pos: Position, p: Player): LegalMove[] {
  const out: LegalMove[] = [];
  if (mayDeclare(pos, p)) {
    const hand = pos.hands[p]!;
    for (const r of ranksIn(hand)) {
      const mine = ofRank(hand, r);
      if (mine.length === 3) {
        for (const two of choose(mine, 2)) out.push({ move: { type: 'declare', player: p, cards: two }, rule: 'declarations' });
      } else if (mine.length === 4) {
        out.push({ move: { type: 'declare', player: p, cards: mine }, rule: 'declarations' });
      }
    }
  }
  if (p === pos.dealer && !pos.started && pos.reading.options.layoutMournival === 'dealer') {
    for (const four of layoutMournivals(pos)) out.push({ move: { type: 'declare', player: p, cards: four }, rule: 'layoutMournival' });
  }
  return out;
}

/** Mournivals lying among the table cards. */
function layoutMournivals(pos: Position): Card[][] {
  return ranksIn(pos.table)
    .map((r) => ofRank(pos.table, r))
    .filter((four) => four.length === 4);
}

/**
 * Pairs that `p` may lay out of turn (seed 001, "Playing", pair in hand): `p` holds exactly two of a rank
 * and the other two have been captured by other players, so nothing could ever capture the pair.
 */
function layablePairs(pos: Position, p: Player): Card[][] {
  if (!pos.reading.options.outOfTurnPair) return [];
  const hand = pos.hands[p]!;
  const out: Card[][] = [];
  for (const r of ranksIn(hand)) {
    const mine = ofRank(hand, r);
    if (mine.length !== 2) continue;
    const capturedByOthers = pos.won.reduce((n, w, q) => (q === p ? n : n + ofRank(w, r).length), 0);
    if (capturedByOthers === 2) out.push(mine);
  }
  return out;
}

/** Whether `p` may claim `c` (seed 001, "Catching mistakes": anyone but the one who made the mistake). */
function mayClaim(pos: Position, p: Player, c: Claimable): boolean {
  if (p === c.culprit) return false;
  return pos.reading.options.claimAfterLyingDown || !pos.laidDown[p];
}

/**
 * The free actions of player `p`: declarations, laying a pair out of turn, and claims. None of them is a
 * turn (seed 001, "Catching mistakes": "Claiming is not a turn").
 */
export function freeMovesOf(pos: Position, p: Player): LegalMove[] {
  if (pos.over) return [];
  const out = declarations(pos, p);
  for (const pair of layablePairs(pos, p)) out.push({ move: { type: 'layPair', player: p, cards: pair }, rule: 'outOfTurnPair' });
  for (const c of pos.claimables) {
    if (mayClaim(pos, p, c)) out.push({ move: { type: 'claim', player: p, cards: c.cards }, rule: CLAIM_RULE[c.kind] });
  }
  return out;
}

const CLAIM_RULE: Record<Claimable['kind'], RuleId> = {
  layoutMournival: 'claimLayoutMournival',
  oneOfThree: 'claimOneOfThree',
  lieDownPair: 'claimLieDownPair',
};

/** The free actions of every player, in seat order. */
export function freeMoves(pos: Position): LegalMove[] {
  return pos.hands.flatMap((_, p) => freeMovesOf(pos, p));
}

/**
 * Every legal move in the position: the turn moves of the player on turn, then every player's free
 * actions. Each names the rule option that allows it. Empty once the deal is over.
 */
export function legalMoves(pos: Position): LegalMove[] {
  return [...turnMoves(pos), ...freeMoves(pos)];
}

/** The legal move that `move` is, if it is one. */
export function findLegal(pos: Position, move: Move): LegalMove | undefined {
  const pool = move.type === 'capture' || move.type === 'lieDown' ? turnMoves(pos) : freeMovesOf(pos, move.player);
  return pool.find((l) => {
    const m = l.move;
    if (m.type !== move.type || m.player !== move.player) return false;
    if (m.type === 'capture' && move.type === 'capture') return sameCards(m.play, move.play) && sameCards(m.take, move.take);
    if ('cards' in m && 'cards' in move) return sameCards(m.cards, move.cards);
    return true;
  });
}

/** Why `move` is not legal in `pos`, as a typed error. */
function diagnose(pos: Position, move: Move): MoveError {
  const p = move.player;
  if (!Number.isInteger(p) || p < 0 || p >= pos.players) return { code: 'ERR_PLAYER', player: p };
  if ((move.type === 'capture' || move.type === 'lieDown') && p !== pos.turn) {
    return { code: 'ERR_NOT_YOUR_TURN', player: p, turn: pos.turn! };
  }
  const hand = pos.hands[p]!;
  switch (move.type) {
    case 'capture': {
      for (const c of move.play) if (!hand.includes(c)) return { code: 'ERR_NOT_IN_HAND', player: p, card: c };
      for (const c of move.take) if (!pos.table.includes(c)) return { code: 'ERR_NOT_ON_TABLE', card: c };
      if (ranksIn([...move.play, ...move.take]).length !== 1) return { code: 'ERR_RANK_MISMATCH' };
      const there = ofRank(pos.table, rankOf(move.play[0]!)).length;
      if (move.play.length === 1 && move.take.length === 1 && there === 3 && pos.reading.options.oneForThree === 'must') {
        return { code: 'ERR_MUST_TAKE_ALL', player: p };
      }
      return { code: 'ERR_CAPTURE_SHAPE', play: move.play.length, take: move.take.length };
    }
    case 'lieDown':
      return { code: 'ERR_MUST_CAPTURE', player: p };
    case 'declare':
      return { code: 'ERR_DECLARE', player: p };
    case 'layPair':
      return { code: 'ERR_LAY_PAIR', player: p };
    case 'claim':
      return { code: 'ERR_CLAIM', player: p };
  }
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
  if (pos.over) return { ok: false, error: { code: 'ERR_DEAL_OVER' } };
  const legal = findLegal(pos, move);
  if (!legal) return { ok: false, error: diagnose(pos, move) };
  return { ok: true, value: execute(pos, legal) };
}

/** Carries out a move already known to be legal. */
function execute(pos: Position, legal: LegalMove): Step {
  const o = pos.reading.options;
  const move = legal.move;
  const p = move.player;
  const hands = pos.hands.slice();
  const won = pos.won.slice();
  let table = pos.table.slice();
  let claimables = pos.claimables.slice();
  let { laidDown, lastCapturer, started, turn } = pos;
  const events: GameEvent[] = [];
  const open = (c: Claimable) => {
    claimables.push(c);
    events.push({ type: 'claimOpen', claimable: c });
  };

  const isTurnMove = move.type === 'capture' || move.type === 'lieDown';
  if (isTurnMove && !pos.started) {
    started = true;
    // The dealer let a layout mournival lie: it is now anyone's to claim (seed 001, "Catching mistakes").
    if (o.layoutMournival === 'dealer' && o.claimLayoutMournival) {
      for (const four of layoutMournivals(pos)) open({ kind: 'layoutMournival', cards: four, culprit: pos.dealer });
    }
  }

  switch (move.type) {
    case 'capture': {
      hands[p] = without(hands[p]!, move.play);
      table = without(table, move.take);
      won[p] = [...won[p]!, ...move.play, ...move.take];
      lastCapturer = p;
      events.push({ type: 'capture', player: p, play: move.play, take: move.take, rule: legal.rule });
      const left = ofRank(table, rankOf(move.play[0]!));
      // Took one of three: the other two are open to a claim (seed 001, "Catching mistakes").
      if (move.take.length === 1 && left.length === 2 && o.claimOneOfThree) open({ kind: 'oneOfThree', cards: left, culprit: p });
      turn = nextHolder(hands, p);
      break;
    }
    case 'lieDown': {
      const cards = hands[p]!;
      // A pair the player could have laid out of turn is open to a claim (seed 001, "Catching mistakes").
      const kept = o.claimLieDownPair ? layablePairs(pos, p) : [];
      table = [...table, ...cards];
      hands[p] = [];
      laidDown = laidDown.map((d, q) => d || q === p);
      events.push({ type: 'lieDown', player: p, cards });
      for (const pair of kept) open({ kind: 'lieDownPair', cards: pair, culprit: p });
      turn = nextHolder(hands, p);
      break;
    }
    case 'declare': {
      const fromHand = move.cards.every((c) => hands[p]!.includes(c));
      if (fromHand) hands[p] = without(hands[p]!, move.cards);
      else table = without(table, move.cards);
      won[p] = [...won[p]!, ...move.cards];
      events.push({ type: 'declare', player: p, cards: move.cards, from: fromHand ? 'hand' : 'table', rule: legal.rule });
      break;
    }
    case 'layPair': {
      hands[p] = without(hands[p]!, move.cards);
      won[p] = [...won[p]!, ...move.cards];
      events.push({ type: 'layPair', player: p, cards: move.cards });
      break;
    }
    case 'claim': {
      const c = claimables.find((x) => sameCards(x.cards, move.cards))!;
      claimables = claimables.filter((x) => x !== c);
      table = without(table, move.cards);
      won[p] = [...won[p]!, ...move.cards];
      events.push({ type: 'claim', player: p, cards: move.cards, kind: c.kind });
      break;
    }
  }

  // A free action may empty the hand of the player on turn: the turn passes on.
  if (turn !== null && hands[turn]!.length === 0) turn = nextHolder(hands, turn);

  const stillHolding = hands.flatMap((h, q) => (h.length > 0 ? [q] : []));
  if (stillHolding.length > 1) {
    return { position: { ...pos, hands, table, won, laidDown, lastCapturer, started, turn, claimables }, events };
  }
  // The deal is over: the last holder's hand and the table go to the dealer (seed 001, "Lying down").
  const lastHolder = stillHolding[0] ?? null;
  const leftovers = [...(lastHolder === null ? [] : hands[lastHolder]!), ...table];
  if (lastHolder !== null) hands[lastHolder] = [];
  won[pos.dealer] = [...won[pos.dealer]!, ...leftovers];
  events.push({ type: 'dealOver', lastHolder });
  if (leftovers.length > 0) events.push({ type: 'leftovers', player: pos.dealer, cards: leftovers });
  return {
    position: {
      ...pos,
      hands,
      table: [],
      won,
      laidDown,
      lastCapturer,
      started,
      turn: null,
      claimables: [],
      over: true,
      lastHolder,
    },
    events,
  };
}
