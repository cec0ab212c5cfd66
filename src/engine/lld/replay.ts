/**
 * Replays and computer play: a list of moves from a position, deterministic for the same input.
 */
import type { LegalMove, Move, Position, Result, Step } from './types.ts';
import type { MoveError } from './errors.ts';
import type { Rng } from '../core/random.ts';
import { applyMove, freeMoves, nthTurnMove, turnMoveCount } from './rules.ts';

/** A start position and the steps that followed it. */
export interface Timeline {
  readonly start: Position;
  readonly steps: readonly Step[];
}

/**
 * The move a step made, read back from its events (a step holds one event of a move's type: a capture,
 * lying down, a declaration, a pair laid out of turn, a claim), or undefined if it holds none.
 */
export function moveOfStep(step: Step): Move | undefined {
  for (const e of step.events) {
    switch (e.type) {
      case 'capture':
        return { type: 'capture', player: e.player, play: e.play, take: e.take };
      case 'lieDown':
        return { type: 'lieDown', player: e.player };
      case 'declare':
      case 'layPair':
      case 'claim':
        return { type: e.type, player: e.player, cards: e.cards };
    }
  }
  return undefined;
}

/** The position at the end of a timeline. */
export function finalPosition(t: Timeline): Position {
  return t.steps.at(-1)?.position ?? t.start;
}

/**
 * Applies `moves` one after another from `start`. Errors: the first move that is not legal, with its
 * index in `moves` and the engine's error.
 */
export function replay(start: Position, moves: readonly Move[]): Result<Timeline, { index: number; error: MoveError }> {
  const steps: Step[] = [];
  let pos = start;
  for (let i = 0; i < moves.length; i++) {
    const r = applyMove(pos, moves[i]!);
    if (!r.ok) return { ok: false, error: { index: i, error: r.error } };
    steps.push(r.value);
    pos = r.value.position;
  }
  return { ok: true, value: { start, steps } };
}

/**
 * A computer player that picks uniformly among the legal moves, taking a free action (declaration,
 * out-of-turn pair, claim) half of the time when there is one. Returns null when the deal is over.
 */
export function randomMove(pos: Position, rng: Rng): LegalMove | null {
  const free = freeMoves(pos);
  if (free.length > 0 && rng.int(2) === 0) return free[rng.int(free.length)]!;
  // The same choice as turnMoves(pos)[rng.int(turnMoves(pos).length)], building only the move chosen.
  const turn = turnMoveCount(pos);
  if (turn === 0) return free.length > 0 ? free[rng.int(free.length)]! : null;
  return nthTurnMove(pos, rng.int(turn));
}

/** Plays a deal to its end with `choose` picking each move (default: randomMove). */
export function playOut(
  start: Position,
  rng: Rng,
  choose: (pos: Position, rng: Rng) => LegalMove | null = randomMove,
): Timeline {
  const steps: Step[] = [];
  let pos = start;
  for (let m = choose(pos, rng); m; m = choose(pos, rng)) {
    const r = applyMove(pos, m.move);
    if (!r.ok) throw new Error(`computer chose an illegal move: ${r.error.code}`);
    steps.push(r.value);
    pos = r.value.position;
  }
  return { start, steps };
}
