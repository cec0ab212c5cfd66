/**
 * Computer players for a deal against the reader, at three levels that follow the seed's tips for
 * beginners (seed 001, "Tips for beginners"), and the hint a reader can ask for. A computer player sees
 * only what its seat may see: its own hand, the table and the won piles (when they lie face up).
 */
import type { LegalMove, Player, Position } from './types.ts';
import type { Rng } from '../core/random.ts';
import { claimsOpenedBy, freeMovesOf, turnMoves } from './rules.ts';
import { rankOf } from '../core/cards.ts';

/**
 * How a computer player chooses its capture:
 * - `plain`: any legal capture, at random;
 * - `willughby`: Willughby's advice — a lone card of a rank on the table that it can match is taken at
 *   once, before someone else does; otherwise at random;
 * - `careful`: Willughby's advice, and the seed's other tips — captures that cannot be lost (two or three
 *   of a rank on the table) are kept for later, a pair is taken one card at a time, and no capture leaves
 *   two cards of three to a claim.
 */
export type Level = 'plain' | 'willughby' | 'careful';

/** The levels, weakest first. */
export const LEVELS: readonly Level[] = ['plain', 'willughby', 'careful'];

/**
 * Why the hint suggests its move (seed 001): `lone` — take a lone card before someone else does;
 * `oneAtATime` — a pair against a pair is taken one card per turn; `takeAll` — taking one of three would
 * leave two to a claim; `keepSafe` — a capture that cannot be lost is kept, so the least valuable one is
 * made now; `only` — the only capture; `lieDown` — no capture is possible; `declare` — a prial or
 * mournival, or a pair whose rank is otherwise captured, is put down at once; `claim` — an overlooked
 * mistake is there to claim.
 */
export type HintReason = 'lone' | 'oneAtATime' | 'takeAll' | 'keepSafe' | 'only' | 'lieDown' | 'declare' | 'claim';

/** A suggested move with the tip it follows. */
export interface Hint {
  readonly move: LegalMove;
  readonly reason: HintReason;
}

/** Cards of `rank` that `p` can see nowhere: not in its hand, not on the table, not in a face-up won pile. */
function unseen(pos: Position, p: Player, rank: number): number {
  let seen = pos.table.countRank(rank) + pos.hands[p]!.countRank(rank);
  if (!pos.reading.options.wonFaceDown) for (const w of pos.won) seen += w.countRank(rank);
  else seen += pos.won[p]!.countRank(rank);
  return 4 - seen;
}

/** What a capture means for the player making it, by the seed's tips. */
function judge(pos: Position, l: LegalMove): { reason: HintReason; score: number } {
  if (l.move.type !== 'capture') return { reason: 'lieDown', score: -1000 };
  const p = l.move.player;
  const rank = rankOf(l.move.take[0]!);
  const onTable = pos.table.countRank(rank);
  const played = l.move.play.length;
  const taken = l.move.take.length;
  // Willughby: a lone table card that someone else may match is taken quickly.
  if (onTable === 1 && unseen(pos, p, rank) > 0) return { reason: 'lone', score: 100 + taken };
  // Taking one of three leaves the other two to whoever claims them first (where the reading lets them).
  if (onTable === 3 && taken === 1 && claimsOpenedBy(pos, l.move).some((c) => c.kind === 'oneOfThree' && c.culprit === p)) {
    return { reason: 'takeAll', score: -100 };
  }
  if (onTable === 3) return { reason: 'takeAll', score: 20 - played };
  // A pair in hand against a pair on the table: one card at a time, two turns nobody can take from you.
  if (onTable === 2 && pos.hands[p]!.countRank(rank) >= 2) return { reason: 'oneAtATime', score: played === 1 ? 30 : 10 };
  // Two or three on the table cannot all be lost: keep the hand long, spend as few cards as possible.
  return { reason: 'keepSafe', score: 10 - played * 5 + taken };
}

/**
 * The turn move a computer player at `level` makes for the player on turn, or null if nobody is on turn.
 * `rng` breaks ties and drives the `plain` level; the same seed gives the same choice.
 */
export function computerTurn(pos: Position, level: Level, rng: Rng): LegalMove | null {
  const moves = turnMoves(pos);
  if (moves.length === 0) return null;
  if (moves.length === 1 || level === 'plain') return moves[rng.int(moves.length)]!;
  const judged = moves.map((m) => ({ m, ...judge(pos, m) }));
  if (level === 'willughby') {
    const lone = judged.filter((j) => j.reason === 'lone');
    const pool = lone.length > 0 ? lone : judged;
    return pool[rng.int(pool.length)]!.m;
  }
  const best = Math.max(...judged.map((j) => j.score));
  const top = judged.filter((j) => j.score === best);
  return top[rng.int(top.length)]!.m;
}

/**
 * The free actions a computer player at seat `p` makes at once: declarations and pairs laid out of turn
 * (never a claim: the page lets a computer claim only after a pause, so that the reader may be first).
 */
export function computerFree(pos: Position, p: Player): LegalMove | null {
  return freeMovesOf(pos, p).find((l) => l.move.type !== 'claim') ?? null;
}

/** The claims open to seat `p` now (seed 001, "Catching mistakes"). */
export function claimsOf(pos: Position, p: Player): LegalMove[] {
  return freeMovesOf(pos, p).filter((l) => l.move.type === 'claim');
}

/**
 * A hint for seat `p`: a claim or a declaration first (they cost no turn), then, on `p`'s turn, the
 * careful level's capture with the tip it follows, or lying down when there is no capture. Null when
 * `p` has nothing to do.
 */
export function hint(pos: Position, p: Player): Hint | null {
  const free = freeMovesOf(pos, p);
  const claim = free.find((l) => l.move.type === 'claim');
  if (claim) return { move: claim, reason: 'claim' };
  if (free.length > 0) return { move: free[0]!, reason: 'declare' };
  if (pos.turn !== p) return null;
  const moves = turnMoves(pos);
  if (moves.length === 0) return null;
  if (moves[0]!.move.type === 'lieDown') return { move: moves[0]!, reason: 'lieDown' };
  const judged = moves.map((m) => ({ m, ...judge(pos, m) }));
  const best = judged.reduce((a, b) => (b.score > a.score ? b : a));
  return { move: best.m, reason: moves.length === 1 ? 'only' : best.reason };
}
