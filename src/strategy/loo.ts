/**
 * The strategy lab's experiments for Loo (scripts/strategy.ts writes their results to
 * src/data/strategy/loo.json; the pages' Worker reruns one). Every deal is the engine's: dealt by
 * `looDealSeeded`, played through `applyLooMove` by the engine's computer players (loo/ai.ts) or the fast
 * kernel (`settleLooSeeded`), settled by `settleLoo`; flushes are the engine's `flushOf`.
 */
import { loo, seededRng, suitOf, type Card, type Rng } from '../engine/index.ts';
import type { LooPosition, LooLevel, Call } from '../engine/loo/index.ts';
import { Tally, wilson, type Estimate } from './stats.ts';
import { seatName } from './lld.ts';

const { applyLooMove, looComputerMove, looDealSeeded, settleLoo, settleLooSeeded, legalCalls, flushOf, looRank, threeCard, fiveCard } = loo;

/**
 * A three-card hand's strength at the call, by its trumps (the turn-up's suit): `none`; `low` one trump
 * below the jack; `high` one trump from the jack up (Loo ranks, ace high); `two` two or three trumps.
 */
export type Strength = 'none' | 'low' | 'high' | 'two';

export const STRENGTHS: readonly Strength[] = ['none', 'low', 'high', 'two'];

/** The trumps (the turn-up's suit) in seat `p`'s hand in `pos`. */
function trumpsOf(pos: LooPosition, p: number): Card[] {
  return pos.hands[p]!.filter((c) => suitOf(c) === pos.trump);
}

/** The strength of seat `p`'s hand in `pos` (see Strength). */
export function strengthOf(pos: LooPosition, p: number): Strength {
  const trumps = trumpsOf(pos, p);
  if (trumps.length === 0) return 'none';
  if (trumps.length >= 2) return 'two';
  return looRank(trumps[0]!) >= 9 ? 'high' : 'low';
}

/**
 * Whether seat `p`'s hand in `pos` is the rules' tip exactly: a single trump, the king or the ace (Loo
 * ranks 11 and 12). A part of `high`, tallied apart as `king` so that the tip's own class has its figure.
 */
export function kingOrAce(pos: LooPosition, p: number): boolean {
  const trumps = trumpsOf(pos, p);
  return trumps.length === 1 && looRank(trumps[0]!) >= 11;
}

/** Plays `pos` to its end with every seat at `level`, drawing from `rng`. */
function playOut(pos: LooPosition, level: LooLevel, rng: Rng): LooPosition {
  let guard = 0;
  while (pos.phase !== 'over') {
    if (++guard > 1000) throw new Error('loo playOut: the deal does not end');
    const r = applyLooMove(pos, looComputerMove(pos, level, rng));
    if (!r.ok) throw new Error(`loo playOut: ${r.error.code}`);
    pos = r.value.position;
  }
  return pos;
}

/** The net result of seat `p` in a finished deal (chips). */
function netOf(end: LooPosition, p: number): number {
  const s = settleLoo(end);
  if (!s.ok) throw new Error('settleLoo: the deal is not over');
  return s.value.net[p]!;
}

/** The calls measured: the three a player other than the dealer has in a double pot. */
export const CALLS: readonly Call[] = ['play', 'pass', 'miss'];

/**
 * The value of each call by hand strength, position and pot (three-card Loo, seed 004's rules, five
 * players): deal i (seed firstSeed + i, chips `carried` brought into the pot so that it is a double pot
 * with calls) is played by `sound` computer players up to the call of the seat i mod 4 + 1 places to the
 * dealer's left (eldest … fourth; the dealer's calls differ); there each call open to it is made in turn and the deal
 * played out by the same players; that seat's net result (chips) is tallied under its strength, its
 * position and the call, and a single king or ace of trumps also under `king` (see kingOrAce). Sound
 * players draw nothing from the generator, so each call's rollout is the one deal that follows from it.
 */
export function callValues(carried: number, deals: number, firstSeed: number): Record<string, Record<string, Record<string, Estimate>>> {
  const players = 5;
  const t = new Map<string, Tally>();
  const tally = (k: string) => t.get(k) ?? (t.set(k, new Tally()), t.get(k)!);
  for (let i = 0; i < deals; i++) {
    const rng = seededRng(firstSeed + i);
    const start = looDealSeeded(rng, { rules: threeCard, players, dealer: 0, carried });
    if (!start.ok) throw new Error(`looDealSeeded: ${start.error.code}`);
    const seat = (i % (players - 1)) + 1;
    let pos = start.value;
    while (pos.phase === 'call' && pos.turn !== seat) {
      const r = applyLooMove(pos, looComputerMove(pos, 'sound', rng));
      if (!r.ok) throw new Error(`loo callValues: ${r.error.code}`);
      pos = r.value.position;
    }
    if (pos.phase !== 'call' || pos.turn !== seat) continue;
    const strength = strengthOf(pos, seat);
    const king = kingOrAce(pos, seat);
    const calls = legalCalls(pos);
    // Whether the miss is still there: only then can the miss be taken, so the miss's figures count fewer deals
    // than playing's. Those deals' other calls are tallied apart too (`missOpen`), so that playing and taking the
    // miss can be compared on the same deals (a German editor saw the two compared over different ones).
    const missOpen = calls.some((l) => l.move.call === 'miss');
    for (const l of calls) {
      const call = l.move.call;
      if (!CALLS.includes(call)) continue;
      const after = applyLooMove(pos, l.move);
      if (!after.ok) throw new Error(after.error.code);
      const end = playOut(after.value.position, 'sound', rng);
      const v = netOf(end, seat);
      tally(`${strength}|${seatName(seat, players)}|${call}`).add(v);
      tally(`${strength}|all|${call}`).add(v);
      tally(`all|${seatName(seat, players)}|${call}`).add(v);
      if (missOpen) tally(`${strength}|missOpen|${call}`).add(v);
      // The tip's own class (a single king or ace of trumps), a part of `high`, with its deals where the miss was
      // still there apart (a statistician found its miss set against playing over other deals); and the rest of
      // `high`, a single jack or queen, which the tip leaves out.
      if (king) tally(`king|all|${call}`).add(v);
      if (king && missOpen) tally(`king|missOpen|${call}`).add(v);
      if (strength === 'high' && !king) tally(`jackQueen|all|${call}`).add(v);
    }
  }
  const out: Record<string, Record<string, Record<string, Estimate>>> = {};
  for (const [k, v] of [...t.entries()].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const [s, seat, call] = k.split('|') as [string, string, string];
    ((out[s] ??= {})[seat] ??= {})[call] = v.estimate();
  }
  return out;
}

/**
 * Each position's expected net result (chips per deal) in three-card Loo with every seat at `level`:
 * `games` games of `length` deals each (game g from seededRng(firstSeed + g)), the pot carried from deal
 * to deal as the rules say (settleLoo's potAfter) and the deal passing to the left; each deal's nets are
 * tallied by seat relative to that deal's dealer. `plain` runs on the fast kernel (settleLooSeeded).
 */
export function positionResults(level: LooLevel, games: number, length: number, firstSeed: number, onProgress?: (done: number) => void): Record<string, Estimate> {
  const players = 5;
  // The deals of one game are not independent (the pot carries from one to the next), so each game counts once:
  // a seat's mean per deal over the game is one value of its tally (a German editor asked what the intervals
  // rest on). Every game has `length` deals, so the mean of the games' means is the mean per deal.
  const tallies = Array.from({ length: players }, () => new Tally());
  const sums = new Array<number>(players);
  for (let g = 0; g < games; g++) {
    const rng = seededRng(firstSeed + g);
    let carried = 0;
    sums.fill(0);
    for (let d = 0; d < length; d++) {
      const dealer = d % players;
      let net: readonly number[];
      let potAfter: number;
      if (level === 'plain') {
        const r = settleLooSeeded(rng, { rules: threeCard, players, dealer, carried });
        if (!r.ok) throw new Error(r.error.code);
        net = r.value.settlement.net;
        potAfter = r.value.settlement.potAfter;
      } else {
        const start = looDealSeeded(rng, { rules: threeCard, players, dealer, carried });
        if (!start.ok) throw new Error(start.error.code);
        const s = settleLoo(playOut(start.value, level, rng));
        if (!s.ok) throw new Error('settleLoo');
        net = s.value.net;
        potAfter = s.value.potAfter;
      }
      for (let p = 0; p < players; p++) sums[(p - dealer + players) % players]! += net[p]!;
      carried = potAfter;
    }
    for (let o = 0; o < players; o++) tallies[o]!.add(sums[o]! / length);
    if (onProgress && (g + 1) % 50 === 0) onProgress(g + 1);
  }
  const out: Record<string, Estimate> = {};
  // n is the deals counted (games × length), as the tables say; the interval is the games'.
  for (let o = 0; o < players; o++) out[seatName(o, players)] = { ...tallies[o]!.estimate(), n: games * length };
  return out;
}

/**
 * How often five-card Loo deals a flush (seed 004: five of a suit, or four and Pam), by the engine's
 * flushOf on the hands as dealt (five players, seeds firstSeed …): per hand, and per deal (at least one).
 */
export function flushFrequency(deals: number, firstSeed: number): { perHand: Estimate; perDeal: Estimate } {
  const players = 5;
  let hands = 0;
  let withFlush = 0;
  for (let i = 0; i < deals; i++) {
    const start = looDealSeeded(firstSeed + i, { rules: fiveCard, players, dealer: 0 });
    if (!start.ok) throw new Error(start.error.code);
    let any = false;
    for (let p = 0; p < players; p++) {
      if (flushOf(start.value, p)) {
        hands++;
        any = true;
      }
    }
    if (any) withFlush++;
  }
  return { perHand: wilson(hands, deals * players, 6), perDeal: wilson(withFlush, deals, 6) };
}
