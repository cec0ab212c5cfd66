/**
 * Settling a finished deal (seed 004, "Auszahlung", "Spielende"): trick shares of the pot, loos into the
 * next pot, what stays in the pot, and when a game may end. Chips throughout.
 */
import type { Player, Result } from '../core/types.ts';
import type { LooPosition } from './types.ts';
import type { LooMoveError } from './errors.ts';

/** The chips of a settled deal. */
export interface LooSettlement {
  /** Tricks won by each seat. */
  readonly tricks: readonly number[];
  /** Chips each seat takes from the pot (trick shares, or the whole pot). */
  readonly shares: readonly number[];
  /** Looed seats, in seat order. */
  readonly looed: readonly Player[];
  /** Chips each seat pays into the next pot for a loo. */
  readonly loos: readonly number[];
  /** Chips paid between players outside the pot (a flush under Peel: every player pays the holder a loo). */
  readonly transfers: readonly number[];
  /** Chips each seat staked this deal. */
  readonly stakes: readonly number[];
  /** Each seat's result: shares − stake − loo + transfers. */
  readonly net: readonly number[];
  /** Chips in the pot as played for (carried in plus stakes). */
  readonly potBefore: number;
  /** Chips left for the next deal: potBefore − shares + loos. The next dealer adds his stake. */
  readonly potAfter: number;
}

/** The chips a looed player pays: fixed, the pot as played for (unlimited; research 5.14), or that capped (mixed). */
export function looAmount(pos: Pick<LooPosition, 'options' | 'pot'>): number {
  const o = pos.options;
  switch (o.loo) {
    case 'fixed':
      return o.looChips;
    case 'pot':
      return pos.pot;
    case 'capped':
      return Math.min(pos.pot, o.looCap);
  }
}

/**
 * The chips of each trick, in trick order: a third (three-card) or a fifth (five-card) of the pot. A pot
 * that does not divide: the first tricks take one chip more each (Peel, `firstWinners`), or the odd chips
 * stay in the pot (`carry`). Research 5.8.
 */
export function trickValues(pos: Pick<LooPosition, 'options' | 'pot'>): number[] {
  const n = pos.options.handSize;
  const base = Math.floor(pos.pot / n);
  const extra = pos.pot - base * n;
  return Array.from({ length: n }, (_, i) => base + (pos.options.unevenPot === 'firstWinners' && i < extra ? 1 : 0));
}

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
  const n = pos.players;
  const o = pos.options;
  const shares = new Array<number>(n).fill(0);
  const loos = new Array<number>(n).fill(0);
  const transfers = new Array<number>(n).fill(0);
  const looed: Player[] = [];
  const loo = looAmount(pos);
  switch (end.kind) {
    case 'tricks': {
      if (o.undivided) {
        for (let q = 0; q < n; q++) if (pos.tricks[q] === o.handSize && q !== pos.defender) shares[q] = pos.pot;
      } else {
        const values = trickValues(pos);
        pos.winners.forEach((w, i) => {
          if (w !== pos.defender) shares[w]! += values[i]!;
        });
      }
      for (let q = 0; q < n; q++) if (pos.active[q] && q !== pos.defender && pos.tricks[q] === 0) looed.push(q);
      break;
    }
    case 'allPassed':
      if (end.taker !== null) shares[end.taker] = pos.pot;
      break;
    case 'lone':
      shares[end.player] = pos.pot;
      break;
    case 'flush': {
      const holder = end.holder;
      shares[holder] = pos.pot;
      if (o.flushLoo === 'everyone' && o.flush === 'five') {
        for (let q = 0; q < n; q++) {
          if (q === holder) continue;
          transfers[q]! -= loo;
          transfers[holder]! += loo;
        }
      } else {
        for (let q = 0; q < n; q++) {
          if (q === holder || !pos.active[q] || q === pos.defender) continue;
          if (o.flush === 'five' && end.spared.includes(q)) continue;
          looed.push(q);
        }
      }
      break;
    }
  }
  for (const q of looed) loos[q] = loo;
  const paid = shares.reduce((a, b) => a + b, 0);
  const potAfter = pos.pot - paid + loos.reduce((a, b) => a + b, 0);
  const net = shares.map((s, q) => s - pos.stakes[q]! - loos[q]! + transfers[q]!);
  return { tricks: pos.tricks.slice(), shares, looed, loos, transfers, stakes: pos.stakes.slice(), net, potBefore: pos.pot, potAfter };
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
