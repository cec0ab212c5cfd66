/**
 * Settling a finished deal (seed 004, "Auszahlung", "Spielende"): trick shares of the pot, loos into the
 * next pot, what stays in the pot, and when a game may end. Chips throughout. The settlement's rules are
 * the kernel's (rules.ts `LooKernel.settlement`); these functions read a position or a deal's facts into it.
 */
import type { Player, Result } from '../core/types.ts';
import type { LooPosition, LooSettlement } from './types.ts';
import { looAmount, settleFacts, trickValues } from './rules.ts';
import type { LooMoveError } from './errors.ts';

export type { LooSettlement };
export { looAmount, trickValues };

/**
 * What settling reads of a finished deal (a LooPosition has all of it): the rules, the pot as played for,
 * who stood, the defender, and the tricks. Chips and seat indices.
 */
export type LooDealFacts = Pick<LooPosition, 'options' | 'players' | 'pot' | 'stakes' | 'active' | 'defender' | 'tricks' | 'winners'>;

/**
 * How a deal ended, as settling needs it: a flush names its holder and the seats it spares (Pam-holders and
 * weaker flushes; they count only under `flush: 'five'` with `flushLoo: 'stood'`).
 */
export type LooOutcome =
  | { readonly kind: 'tricks' }
  | { readonly kind: 'allPassed'; readonly taker: Player | null }
  | { readonly kind: 'lone'; readonly player: Player }
  | { readonly kind: 'flush'; readonly holder: Player; readonly spared: readonly Player[] };

/**
 * Settles a finished deal. Errors: ERR_NOT_OVER.
 * - Tricks: each trick's value to its winner; the defender's shares stay in the pot; under undivided Loo
 *   the pot goes only to a player who took every trick. A player who stood and took no trick is looed
 *   (the defender never is).
 * - All passed: the dealer takes the pot, or it stays (`allPassed: 'dealerCalls'`).
 * - One player left in (or conceded to): takes the whole pot.
 * - A flush: takes the whole pot; `stood`: the others who stood are looed, except Pam-holders and weaker
 *   flushes (three-card flush: all others who stood); `everyone`: every other player pays the holder a
 *   loo and nothing goes into the next pot (Peel).
 */
export function settleLoo(pos: LooPosition): Result<LooSettlement, LooMoveError> {
  const end = pos.end;
  if (pos.phase !== 'over' || end === null) return { ok: false, error: { code: 'ERR_NOT_OVER' } };
  let outcome: LooOutcome;
  if (end.kind === 'flush') {
    const spared = end.others.map((f) => f.player);
    if (pos.pam >= 0) for (let q = 0; q < pos.players; q++) if (pos.hands[q]!.includes(pos.pam)) spared.push(q);
    outcome = { kind: 'flush', holder: end.flush.player, spared };
  } else outcome = end;
  return { ok: true, value: settleLooOutcome(pos, outcome) };
}

/**
 * The settlement of a deal from its facts and outcome (the rules of settleLoo, which calls it; so does
 * counts.ts's settleLooCounts). No checks: the facts must be those of a possible deal.
 */
export function settleLooOutcome(pos: LooDealFacts, end: LooOutcome): LooSettlement {
  return settleFacts(pos, end);
}

/**
 * Whether a game of one round may stop after `dealsPlayed` deals, the last settled as `last` (seed 004,
 * "Spielende"; research 5.15): every player has dealt once, and the last deal had no loo — after the
 * round, play goes on until the first deal without a loo, even if some players then deal once more than
 * others (EB1911 and Peel ask that everyone deal equally often; the seed's rule ends sooner).
 */
export function looGameMayEnd(dealsPlayed: number, players: number, last: LooSettlement): boolean {
  return dealsPlayed >= players && last.looed.length === 0;
}

/** The next deal's dealer (the left neighbour) and the chips it starts with (seed 004, "Vorbereitung", 1–2). */
export function nextLooDeal(pos: Pick<LooPosition, 'dealer' | 'players'>, s: LooSettlement): { dealer: Player; carried: number } {
  return { dealer: (pos.dealer + 1) % pos.players, carried: s.potAfter };
}
