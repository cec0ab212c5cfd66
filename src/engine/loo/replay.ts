/**
 * Replays and computer play for Loo: a list of moves from a position, a random player and a plain
 * policy, a deal played out to its end. Deterministic for the same seed.
 */
import type { Card, Result } from '../core/types.ts';
import { makeCard, suitOf } from '../core/cards.ts';
import type { Rng } from '../core/random.ts';
import type { LegalLooMove, LooMove, LooPosition, LooStep } from './types.ts';
import { looRank } from './types.ts';
import type { LooMoveError } from './errors.ts';
import { applyLooMove, isTrump, legalCalls, legalCardList, legalLooMoves, looRandomMove, trickWinner } from './rules.ts';

/** A start position and the steps that followed. */
export interface LooTimeline {
  readonly start: LooPosition;
  readonly steps: readonly LooStep[];
}

/** The position at the end of a timeline. */
export function looFinal(t: LooTimeline): LooPosition {
  return t.steps.at(-1)?.position ?? t.start;
}

/** Applies `moves` one after another. Errors: the first illegal move's index and the engine's error. */
export function replayLoo(start: LooPosition, moves: readonly LooMove[]): Result<LooTimeline, { index: number; error: LooMoveError }> {
  if (!Array.isArray(moves) || moves.length > 1000) return { ok: false, error: { index: 0, error: { code: 'ERR_INPUT', field: 'moves' } } };
  const steps: LooStep[] = [];
  let pos = start;
  for (let i = 0; i < moves.length; i++) {
    const r = applyLooMove(pos, moves[i]!);
    if (!r.ok) return { ok: false, error: { index: i, error: r.error } };
    steps.push(r.value);
    pos = r.value.position;
  }
  return { ok: true, value: { start, steps } };
}

/** The moves made from the deal to `pos`, oldest first. */
export function looMovesOf(pos: LooPosition): LooMove[] {
  const out: LooMove[] = [];
  for (let h = pos.history; h; h = h.prev) out.push(h.move);
  return out.reverse();
}

/**
 * A random player: a uniform call, a uniform exchange (any subset the stock can replace), a uniform legal
 * card, calling "Pam, be civil!" half the time it may. Null when the deal is over. The choice is the
 * kernel's (rules.ts `looRandomMove`), so fast play (fastplay.ts) makes the same moves from the same numbers.
 */
export function randomLooMove(pos: LooPosition, rng: Rng): LooMove | null {
  return looRandomMove(pos, rng);
}

/** Whether `card` would win the trick as it stands. */
function wouldWin(pos: LooPosition, card: Card): boolean {
  const cards = [...pos.trick, card];
  const players = [...pos.trickPlayers, pos.turn!];
  return trickWinner(pos, cards, players) === pos.turn;
}

/**
 * A plain player (seed 004, "Tipps für Einsteiger": one trick is enough; a single high trump is reason
 * to play): stands with a trump or an ace, takes the miss on a poor hand when the pot holds 6 chips or
 * more, else passes; keeps trumps, aces and kings in an exchange; leads its highest card, follows with the
 * lowest card that wins the trick, else its lowest; always calls "Pam, be civil!".
 */
export function plainLooMove(pos: LooPosition): LooMove | null {
  const p = pos.turn;
  if (p === null) return null;
  const h = pos.hands[p]!;
  const strong = (c: Card) => isTrump(pos, c) || looRank(c) >= 11;
  switch (pos.phase) {
    case 'call': {
      const calls = legalCalls(pos).map((l) => l.move);
      const want = h.some((c) => (pos.trumpHidden ? suitOf(c) === pos.trump : isTrump(pos, c)) || looRank(c) === 12)
        ? ['play']
        : pos.pot >= 6
          ? ['miss', 'defend', 'pass', 'play']
          : ['pass', 'defend', 'play'];
      for (const w of want) {
        const m = calls.find((c) => c.call === w);
        if (m) return m;
      }
      return calls[0]!;
    }
    case 'exchange': {
      const discard = h.filter((c) => !strong(c)).slice(0, pos.stock.length);
      return { type: 'exchange', player: p, discard };
    }
    case 'play': {
      const cards = legalCardList(pos).slice().sort((a, b) => looRank(a) - looRank(b));
      if (pos.trick.length === 0) {
        const card = cards[cards.length - 1]!;
        const civil = card === makeCard(0, pos.trump) && pos.pam >= 0 && pos.options.pamCivil !== 'none' && !pos.trumpHidden;
        return civil ? { type: 'play', player: p, card, civil } : { type: 'play', player: p, card };
      }
      const win = cards.find((c) => wouldWin(pos, c));
      return { type: 'play', player: p, card: win ?? cards[0]! };
    }
    default:
      return null;
  }
}

/** Plays a deal to its end with `choose` (default: the random player). */
export function playOutLoo(
  start: LooPosition,
  rng: Rng,
  choose: (pos: LooPosition, rng: Rng) => LooMove | null = randomLooMove,
): LooTimeline {
  const steps: LooStep[] = [];
  let pos = start;
  for (let m = choose(pos, rng); m; m = choose(pos, rng)) {
    const r = applyLooMove(pos, m);
    if (!r.ok) throw new Error(`computer chose an illegal move: ${r.error.code}`);
    steps.push(r.value);
    pos = r.value.position;
  }
  return { start, steps };
}

/** Every legal move (re-exported for callers that pick among them). */
export function looChoices(pos: LooPosition): LegalLooMove[] {
  return legalLooMoves(pos);
}
