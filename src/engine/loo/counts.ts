/**
 * Settling a deal from its counts alone — who stood, how many tricks each took, or how it ended without
 * tricks — for the pot calculator: no cards needed. The calls are checked by the engine's own call rules
 * (rules.ts, replayed on a stand-in deal whose cards play no part), and the chips come from settle.ts's
 * one implementation (settleLooOutcome), so the calculator and a played deal always agree. Chips and seat
 * indices throughout; seats 0..n-1 clockwise, the dealer's left calls first.
 */
import type { Card, Player, Result } from '../core/types.ts';
import type { Call, LooPosition } from './types.ts';
import type { LooOptionId, LooRules } from './options.ts';
import type { LooMoveError, LooSetupError } from './errors.ts';
import { looSetup, startPosition } from './setup.ts';
import { applyLooMove } from './rules.ts';
import { looAmount, nextLooDeal, settleLooOutcome, trickValues, type LooOutcome, type LooSettlement } from './settle.ts';

/** How the deal ended, as the reader gives it. */
export type LooCountsEnd =
  /** All tricks were played: `tricks` (and, where it matters, `order`) say who took them. */
  | { readonly kind: 'tricks' }
  /** Everyone before the dealer passed: the dealer takes the pot (`allPassed: 'dealerTakes'`) or it stays. */
  | { readonly kind: 'allPassed' }
  /** Only `player` was left in (or the dealer gave him the stakes): he takes the whole pot. */
  | { readonly kind: 'lone'; readonly player: Player }
  /** `player`'s flush takes the pot; `spared`: others holding Pam or a weaker flush (five-card, `flushLoo: 'stood'`). */
  | { readonly kind: 'flush'; readonly player: Player; readonly spared?: readonly Player[] };

/** The input of settleLooCounts. */
export interface LooCountsInput {
  /** Number of players (the rules' minPlayers..maxPlayers). */
  readonly players: number;
  /** The dealer's seat. */
  readonly dealer: Player;
  /** Chips carried into the pot from the last deal (a whole number ≥ 0). */
  readonly carried: number;
  /** Each seat's call, in seat order (used for the `tricks` and `flush` endings; null: not given). */
  readonly calls: readonly (Call | null)[];
  /** Tricks won by each seat, in seat order (the `tricks` ending): whole numbers summing to the hand size. */
  readonly tricks?: readonly number[];
  /**
   * The winners of the first tricks, in trick order (optional, any length up to the hand size). It matters
   * only when the pot does not divide and the first winners take the odd chips (`unevenPot: 'firstWinners'`);
   * tricks not given are taken in calling order from the dealer's left.
   */
  readonly order?: readonly Player[];
  readonly end: LooCountsEnd;
}

/** Why counts cannot be settled (besides the engine's ERR_PLAYERS, ERR_DEALER, ERR_CARRIED, ERR_PLAYER and a call's ERR_CALL). */
export type LooCountsError =
  | LooSetupError
  | LooMoveError
  /** A stake or loo option is not a whole number of chips ≥ 0. */
  | { readonly code: 'ERR_COUNTS_OPTION'; readonly option: LooOptionId; readonly value: number }
  /** A seat has no call. */
  | { readonly code: 'ERR_COUNTS_NO_CALL'; readonly player: Player }
  /** Tricks were given, but with these calls everyone passed: no tricks were played. */
  | { readonly code: 'ERR_COUNTS_ALL_PASSED' }
  /** Tricks were given, but with these calls only `player` was left in: no tricks were played. */
  | { readonly code: 'ERR_COUNTS_LONE'; readonly player: Player }
  /** A seat's tricks are not a whole number from 0 to the hand size. */
  | { readonly code: 'ERR_COUNTS_TRICKS'; readonly player: Player; readonly value: number; readonly max: number }
  /** The tricks do not add up to the hand size. */
  | { readonly code: 'ERR_COUNTS_TRICKS_SUM'; readonly total: number; readonly expected: number }
  /** A seat that did not play has tricks. */
  | { readonly code: 'ERR_COUNTS_TRICKS_PASSED'; readonly player: Player }
  /** `order` names a seat for trick `trick` (1-based) that has no trick left to win. */
  | { readonly code: 'ERR_COUNTS_ORDER'; readonly player: Player; readonly trick: number }
  /** A flush ending under rules without flushes. */
  | { readonly code: 'ERR_COUNTS_NO_FLUSH' }
  /** The flush-holder did not stand (only a flush held in play counts). */
  | { readonly code: 'ERR_COUNTS_FLUSH_PASSED'; readonly player: Player };

/** The settled counts: the engine's settlement and what the calculator shows beside it. */
export interface LooCounts {
  readonly settlement: LooSettlement;
  /** The pot played for was single (only the dealer's stake in it; seed 004, "Vorbereitung", 2). */
  readonly single: boolean;
  /** Each seat's stand: play, miss or defend (after the calls). */
  readonly active: readonly boolean[];
  /** The dealer defending the pot, or null. */
  readonly defender: Player | null;
  /** Each trick's value in trick order (trickValues); empty unless tricks were played and the pot divides (not undivided Loo). */
  readonly values: readonly number[];
  /** The trick winners used, in trick order (tricks ending), else empty. */
  readonly winners: readonly Player[];
  /** Odd chips of the pot that go to the first trick winners (0 when the pot divides or they stay in the pot). */
  readonly extra: number;
  /** Whether who won the first `extra` tricks changes the shares (two or more seats won tricks). */
  readonly orderMatters: boolean;
  /** What a looed player pays now (looAmount). */
  readonly loo: number;
  /** The next deal: its dealer, the chips carried in, and its pot once the stakes are in. */
  readonly next: { readonly dealer: Player; readonly carried: number; readonly pot: number; readonly single: boolean };
  /** The chips balance: the players' nets add up to what the pot lost (`players + pot === 0`). */
  readonly balance: { readonly players: number; readonly pot: number };
}

const CHIP_OPTIONS: readonly LooOptionId[] = ['dealerStake', 'otherStake', 'looChips', 'looCap'];

/**
 * A stand-in deal for the call rules: every hand (and the miss) of cards in different suits, so no hand is
 * a flush and no third trump is held; hearts turned, so club law is never in force. Its cards play no
 * other part. `players`, `dealer` and `carried` are checked by looSetup.
 */
function standIn(rules: LooRules, players: number, dealer: Player, carried: number): Result<LooPosition, LooSetupError> {
  const hs = rules.options.handSize;
  const hand = (k: number): Card[] => Array.from({ length: hs }, (_, j) => k * hs + j);
  const n = Number.isInteger(players) && players > 0 && players <= 13 ? players : 0;
  const used = (n + 1) * hs;
  let turnUp = used;
  while (turnUp % 4 !== 2) turnUp++;
  return looSetup({
    rules,
    dealer,
    hands: Array.from({ length: n }, (_, p) => hand(p)),
    miss: rules.options.miss ? hand(n) : [],
    turnUp,
    carried,
  });
}

/**
 * Settles a deal given by counts under `rules` (any rule set, options possibly changed by withLooOption).
 * - The stakes and loo options must be whole chips ≥ 0 (ERR_COUNTS_OPTION); players, dealer and carried are
 *   checked as looSetup checks them (ERR_PLAYERS, ERR_DEALER, ERR_CARRIED).
 * - `tricks` and `flush` endings: the calls are made in turn from the dealer's left under the rules' call
 *   rules (a single pot: everyone plays; the dealer against one player; one miss) — ERR_COUNTS_NO_CALL, the
 *   engine's ERR_CALL; calls that end the deal without play give ERR_COUNTS_ALL_PASSED or ERR_COUNTS_LONE.
 * - `tricks`: whole numbers 0..hand size (ERR_COUNTS_TRICKS), only for seats that stood (the defender
 *   included; ERR_COUNTS_TRICKS_PASSED), adding up to the hand size (ERR_COUNTS_TRICKS_SUM); `order`
 *   consistent with them (ERR_COUNTS_ORDER).
 * - `allPassed` and `lone` need no calls; `lone` names a seat (ERR_PLAYER). `flush`: rules with flushes
 *   (ERR_COUNTS_NO_FLUSH), a holder who stood (ERR_COUNTS_FLUSH_PASSED).
 * The chips: settle.ts (trick values a third or a fifth, research 5.8 for odd chips; the loo fixed, the
 * pot or capped, research 5.14); the next pot: the chips left plus the next dealer's stakes (setup.ts).
 */
export function settleLooCounts(rules: LooRules, input: LooCountsInput): Result<LooCounts, LooCountsError> {
  const fail = (error: LooCountsError): Result<LooCounts, LooCountsError> => ({ ok: false, error });
  const o = rules.options;
  for (const k of CHIP_OPTIONS) {
    const v = o[k] as number;
    if (!Number.isInteger(v) || v < 0) return fail({ code: 'ERR_COUNTS_OPTION', option: k, value: v });
  }
  const { players: n, dealer, carried, end } = input;
  if (!Number.isInteger(n) || n < o.minPlayers || n > o.maxPlayers) return fail({ code: 'ERR_PLAYERS', players: n, min: o.minPlayers, max: o.maxPlayers });
  const start = standIn(rules, n, dealer, carried);
  if (!start.ok) return start;
  const seat = (p: unknown): p is Player => Number.isInteger(p) && (p as number) >= 0 && (p as number) < n;

  // The calls, made in turn by the engine's rules.
  let pos = start.value;
  if (end.kind === 'tricks' || end.kind === 'flush') {
    for (let k = 1; k <= n && pos.phase === 'call'; k++) {
      const p = (dealer + k) % n;
      const call = input.calls[p] ?? null;
      if (call === null) return fail({ code: 'ERR_COUNTS_NO_CALL', player: p });
      const r = applyLooMove(pos, { type: 'call', player: p, call });
      if (!r.ok) return fail(r.error);
      pos = r.value.position;
    }
    if (pos.end?.kind === 'allPassed') return fail({ code: 'ERR_COUNTS_ALL_PASSED' });
    if (pos.end?.kind === 'lone') return fail({ code: 'ERR_COUNTS_LONE', player: pos.end.player });
  }

  let outcome: LooOutcome;
  let tricks: number[] = new Array<number>(n).fill(0);
  let winners: Player[] = [];
  const active = end.kind === 'tricks' || end.kind === 'flush' ? pos.active : new Array<boolean>(n).fill(false);
  const defender = end.kind === 'tricks' ? pos.defender : end.kind === 'flush' ? pos.defender : null;
  switch (end.kind) {
    case 'tricks': {
      const hs = o.handSize;
      const given = input.tricks ?? [];
      tricks = Array.from({ length: n }, (_, p) => given[p] as number);
      for (let p = 0; p < n; p++) {
        const t = tricks[p]!;
        if (!Number.isInteger(t) || t < 0 || t > hs) return fail({ code: 'ERR_COUNTS_TRICKS', player: p, value: t, max: hs });
      }
      for (let p = 0; p < n; p++) if (tricks[p]! > 0 && !active[p]) return fail({ code: 'ERR_COUNTS_TRICKS_PASSED', player: p });
      const total = tricks.reduce((a, b) => a + b, 0);
      if (total !== hs) return fail({ code: 'ERR_COUNTS_TRICKS_SUM', total, expected: hs });
      const left = tricks.slice();
      for (const [i, p] of (input.order ?? []).slice(0, hs).entries()) {
        if (!seat(p) || left[p]! <= 0) return fail({ code: 'ERR_COUNTS_ORDER', player: p, trick: i + 1 });
        left[p]!--;
        winners.push(p);
      }
      for (let k = 1; k <= n; k++) {
        const p = (dealer + k) % n;
        for (; left[p]! > 0; left[p]!--) winners.push(p);
      }
      outcome = { kind: 'tricks' };
      break;
    }
    case 'allPassed':
      outcome = { kind: 'allPassed', taker: o.allPassed === 'dealerTakes' ? dealer : null };
      break;
    case 'lone':
      if (!seat(end.player)) return fail({ code: 'ERR_PLAYER', player: end.player });
      outcome = { kind: 'lone', player: end.player };
      break;
    case 'flush': {
      if (o.flush === 'none') return fail({ code: 'ERR_COUNTS_NO_FLUSH' });
      if (!seat(end.player)) return fail({ code: 'ERR_PLAYER', player: end.player });
      if (!active[end.player] || end.player === defender) return fail({ code: 'ERR_COUNTS_FLUSH_PASSED', player: end.player });
      const spared = end.spared ?? [];
      for (const q of spared) if (!seat(q)) return fail({ code: 'ERR_PLAYER', player: q });
      outcome = { kind: 'flush', holder: end.player, spared };
      break;
    }
  }

  const facts = { options: o, players: n, pot: pos.pot, stakes: pos.stakes, active, defender, tricks, winners };
  const settlement = settleLooOutcome(facts, outcome);
  const played = end.kind === 'tricks';
  const values = played && !o.undivided ? trickValues(facts) : [];
  const extra = played && !o.undivided && o.unevenPot === 'firstWinners' ? pos.pot % o.handSize : 0;
  const next = nextLooDeal(pos, settlement);
  const nextStart = startPosition({ ...pos.deal, dealer: next.dealer, carried: next.carried });
  return {
    ok: true,
    value: {
      settlement,
      single: pos.single,
      active,
      defender,
      values,
      winners: played ? winners : [],
      extra,
      orderMatters: extra > 0 && tricks.filter((t) => t > 0).length > 1,
      loo: looAmount(facts),
      next: { ...next, pot: nextStart.pot, single: nextStart.single },
      balance: { players: settlement.net.reduce((a, b) => a + b, 0), pot: settlement.potAfter - carried },
    },
  };
}
