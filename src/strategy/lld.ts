/**
 * The strategy lab's experiments for Laugh and Lie Down (scripts/strategy.ts writes their results to
 * src/data/strategy/lld.json; the pages' Worker reruns one). Every deal is the engine's: dealt by
 * `dealSeeded`/`settleSeeded`, played through `applyMove` with the engine's legal moves and computer
 * players (lld/ai.ts), settled by `settle`. What is the lab's own is only a choice among legal moves: the
 * "tip-following" players below, each following one of seed 001's tips for beginners and otherwise
 * playing at random, as the plain computer player does.
 */
import { applyMove, dealSeeded, rankOf, seededRng, settle, settleSeeded, turnMoves, READINGS, type LegalMove, type Position, type Rng, type Settlement } from '../engine/index.ts';
import { claimsOf, computerFree, computerTurn, type Level } from '../engine/lld/ai.ts';
import { Tally, wilson, type Estimate } from './stats.ts';

/** Seat names relative to the dealer, in the order of play: eldest (the dealer's left) first, the dealer last. */
export const SEAT_NAMES = ['eldest', 'second', 'third', 'fourth', 'fifth'] as const;

/** The name of the seat `offset` places to the dealer's left (0: the dealer) at a table of `players`. */
export function seatName(offset: number, players: number): string {
  return offset % players === 0 ? 'dealer' : SEAT_NAMES[offset - 1]!;
}

/**
 * One of seed 001's tips for beginners ("Tips for beginners"), as a player who follows it and otherwise
 * plays at random:
 * - `lone`: a lone table card that someone else could match is captured at once (Willughby's advice);
 * - `keepSafe`: captures that cannot be lost (two or three of the rank on the table) are kept for later:
 *   the capture made is from the rank with the fewest cards on the table;
 * - `oneAtATime`: a pair in hand against a pair on the table is taken one card at a time;
 * - `claims`: watch the others: every mistake open to a claim is claimed (the other players never claim);
 * - `all`: the engine's careful computer player (all the capture tips at once) that also claims.
 */
export type Tip = 'lone' | 'keepSafe' | 'oneAtATime' | 'claims' | 'all';

export const TIPS: readonly Tip[] = ['lone', 'keepSafe', 'oneAtATime', 'claims', 'all'];

/** How a seat plays: a computer level of lld/ai.ts, or a tip-following player. */
export type Policy = { readonly level: Level } | { readonly tip: Tip };

/** Cards of `rank` that seat `p` cannot see: not in its hand, on the table or in a face-up won pile. */
function unseen(pos: Position, p: number, rank: number): number {
  let seen = pos.table.countRank(rank) + pos.hands[p]!.countRank(rank);
  if (!pos.reading.options.wonFaceDown) for (const w of pos.won) seen += w.countRank(rank);
  else seen += pos.won[p]!.countRank(rank);
  return 4 - seen;
}

/** The moves among `moves` that `keep` accepts, or all of them when it accepts none; then one at random. */
function prefer(moves: readonly LegalMove[], keep: (m: LegalMove) => boolean, rng: Rng): LegalMove {
  const pool = moves.filter(keep);
  const from = pool.length > 0 ? pool : moves;
  return from[rng.int(from.length)]!;
}

/** The turn move of a tip-following player on turn (one of turnMoves(pos)), or null if nobody is on turn. */
export function tipTurn(pos: Position, tip: Tip, rng: Rng): LegalMove | null {
  if (tip === 'all') return computerTurn(pos, 'careful', rng);
  const moves = turnMoves(pos);
  if (moves.length === 0) return null;
  const p = pos.turn!;
  const rank = (m: LegalMove) => (m.move.type === 'capture' ? rankOf(m.move.take[0]!) : -1);
  const onTable = (m: LegalMove) => (m.move.type === 'capture' ? pos.table.countRank(rank(m)) : 0);
  switch (tip) {
    case 'lone':
      return prefer(moves, (m) => onTable(m) === 1 && unseen(pos, p, rank(m)) > 0, rng);
    case 'keepSafe': {
      const least = Math.min(...moves.map(onTable));
      return prefer(moves, (m) => onTable(m) === least, rng);
    }
    case 'oneAtATime':
      return prefer(
        moves,
        (m) => m.move.type === 'capture' && onTable(m) === 2 && pos.hands[p]!.countRank(rank(m)) === 2 && m.move.play.length === 1,
        rng,
      );
    default:
      return moves[rng.int(moves.length)]!;
  }
}

/**
 * Plays `start` to its end: at every step, first any declaration or pair out of turn (every player makes
 * these at once, as the engine's computer players do), then a claim by a seat whose policy claims, then
 * the move of the player on turn by its policy. Returns the final position and the claims made per seat.
 */
export function playDeal(start: Position, policies: readonly Policy[], rng: Rng): { end: Position; claims: number[] } {
  let pos = start;
  const claims = new Array<number>(pos.players).fill(0);
  const claimer = policies.map((q) => 'tip' in q && (q.tip === 'claims' || q.tip === 'all'));
  for (let guard = 0; !pos.over; guard++) {
    if (guard > 10_000) throw new Error('playDeal: the deal does not end');
    let next: LegalMove | null = null;
    for (let p = 0; p < pos.players && !next; p++) next = computerFree(pos, p);
    for (let p = 0; p < pos.players && !next; p++) {
      if (!claimer[p]) continue;
      next = claimsOf(pos, p)[0] ?? null;
      if (next) claims[p]!++;
    }
    if (!next && pos.turn !== null) {
      const q = policies[pos.turn]!;
      next = 'tip' in q ? tipTurn(pos, q.tip, rng) : computerTurn(pos, q.level, rng);
    }
    if (!next) throw new Error('playDeal: nobody can move');
    const r = applyMove(pos, next.move);
    if (!r.ok) throw new Error(`playDeal: ${r.error.code}`);
    pos = r.value.position;
  }
  return { end: pos, claims };
}

/** The settlement of a deal played by `policies` from `dealSeeded(seed, …)`; the players' draws come from seededRng(seed ^ 0x5eed). */
export function playSeeded(seed: number, readingId: string, players: number, policies: readonly Policy[]): { s: Settlement; claims: number[] } {
  const reading = READINGS[readingId]!;
  const start = dealSeeded(seed, { reading, players, dealer: 0 });
  if (!start.ok) throw new Error(`dealSeeded: ${start.error.code}`);
  const { end, claims } = playDeal(start.value, policies, seededRng((seed ^ 0x5eed) >>> 0));
  const s = settle(end);
  if (!s.ok) throw new Error('settle: the deal is not over');
  return { s: s.value, claims };
}

/** Whether the bonus changes who has the best result of the deal (the seats with the highest net, with and without it). */
export function bonusDecides(s: Settlement): boolean {
  const b = s.bonus.player;
  if (b === null || s.bonus.chips === 0) return false;
  const top = (net: readonly number[]) => {
    const m = Math.max(...net);
    return net.map((x, i) => (x === m ? i : -1)).filter((i) => i >= 0).join(',');
  };
  return top(s.net) !== top(s.net.map((x, i) => (i === b ? x - s.bonus.chips : x)));
}

/** What seatResults measures, per seat (by name relative to the dealer) and for the bonus. */
export interface SeatResults {
  readonly seats: Record<string, Estimate>;
  readonly bonusDecides: Estimate;
}

/**
 * Each seat's expected net result (chips per deal) with every seat at computer level `level`, over `deals`
 * deals with seeds `firstSeed`, `firstSeed + 1`, … (dealer seat 0, so seat p is p places to the dealer's
 * left). The `plain` level runs on the engine's fast kernel (`settleSeeded`: the random player drawing from
 * seededRng(seed)); the others through the step API. `onProgress(done)` is called every 500 deals.
 */
export function seatResults(readingId: string, players: number, level: Level, deals: number, firstSeed: number, onProgress?: (done: number) => void): SeatResults {
  const reading = READINGS[readingId]!;
  const tallies = Array.from({ length: players }, () => new Tally());
  let decided = 0;
  const policies = Array.from({ length: players }, () => ({ level }));
  for (let i = 0; i < deals; i++) {
    const seed = firstSeed + i;
    let s: Settlement;
    if (level === 'plain') {
      const r = settleSeeded(seed, { reading, players, dealer: 0 });
      if (!r.ok) throw new Error(`settleSeeded: ${r.error.code}`);
      s = r.value.settlement;
    } else s = playSeeded(seed, readingId, players, policies).s;
    for (let p = 0; p < players; p++) tallies[p]!.add(s.net[p]!);
    if (bonusDecides(s)) decided++;
    if (onProgress && (i + 1) % 500 === 0) onProgress(i + 1);
  }
  const seats: Record<string, Estimate> = {};
  for (let p = 0; p < players; p++) seats[seatName(p, players)] = tallies[p]!.estimate();
  return { seats, bonusDecides: wilson(decided, deals) };
}

/** What tipValue measures. */
export interface TipValue {
  /** The follower's net result minus the same seat's in the same deal played with the follower at random (chips per deal). */
  readonly gain: Estimate;
  /** The follower's mean net result (chips per deal). */
  readonly follower: Estimate;
  /** The same seat's mean net result when it too plays at random. */
  readonly plain: Estimate;
  /** Claims the follower made per deal. */
  readonly claimsPerDeal: number;
}

/**
 * The value of `tip` for one player against players at level `opponents`: each deal is played twice from
 * the same seed, once with the follower, once with that seat playing at random (the plain level), and the
 * difference of that seat's net is tallied (a paired comparison). The follower's seat goes round the table
 * (deal i: seat i mod players), so every seat counts equally.
 */
export function tipValue(tip: Tip, readingId: string, players: number, opponents: Level, deals: number, firstSeed: number): TipValue {
  const gain = new Tally();
  const follower = new Tally();
  const plain = new Tally();
  let claims = 0;
  for (let i = 0; i < deals; i++) {
    const seed = firstSeed + i;
    const seat = i % players;
    const base: Policy[] = Array.from({ length: players }, () => ({ level: opponents }));
    const withTip = base.map((q, p) => (p === seat ? { tip } : q));
    const withoutTip = base.map((q, p) => (p === seat ? { level: 'plain' as const } : q));
    const a = playSeeded(seed, readingId, players, withTip);
    const b = playSeeded(seed, readingId, players, withoutTip);
    gain.add(a.s.net[seat]! - b.s.net[seat]!);
    follower.add(a.s.net[seat]!);
    plain.add(b.s.net[seat]!);
    claims += a.claims[seat]!;
  }
  return { gain: gain.estimate(), follower: follower.estimate(), plain: plain.estimate(), claimsPerDeal: Math.round((claims / deals) * 1e4) / 1e4 };
}
