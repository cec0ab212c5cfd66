/**
 * Settling a finished deal: the bonus and the payments for won cards (seed 001, "Pay-off").
 */
import type { Player, Position, Result } from './types.ts';
import type { MoveError } from './errors.ts';
import { dealSpec } from './reading.ts';

/** The chips of a settled deal. Positive numbers are chips taken from the pot, negative ones paid into it. */
export interface Settlement {
  /** Won cards of each player (cards). */
  readonly won: readonly number[];
  /** Chips for won cards: one per two cards above break-even, minus one per two below (chips). */
  readonly pairChips: readonly number[];
  /** Who took the bonus (null: nobody qualified, and the bonus stays in the pot) and how many chips. */
  readonly bonus: { readonly player: Player | null; readonly chips: number };
  /** All each player took from the pot this settlement: pair chips plus the bonus (chips). */
  readonly payout: readonly number[];
  /** Each player's result for the deal: payout minus stake, plus chips received from or paid to other players. */
  readonly net: readonly number[];
  /** Chips in the pot before settling. */
  readonly potBefore: number;
  /**
   * Chips left in the pot afterwards: 0 under Parlett; carried to the next deal where the reading says so.
   * Negative when a reading's stakes do not cover its payments: the pot owes that many to the next deal
   * (an editor's rule; no source says what happens then).
   */
  readonly potAfter: number;
}

/**
 * Settles a finished deal. The bonus goes to the last player holding cards or the last capturer, as the
 * reading says (seed 001, "Pay-off", 1); then each player takes one chip per two won cards above the
 * break-even count and pays one per two below (2), odd differences rounded as the reading says.
 * Errors: `ERR_NOT_OVER` if the deal is still being played.
 */
export function settle(pos: Position): Result<Settlement, MoveError> {
  if (!pos.over) return { ok: false, error: { code: 'ERR_NOT_OVER' } };
  const o = pos.reading.options;
  const spec = dealSpec(pos.reading, pos.players)!;
  const won = pos.won.map((w) => w.size);
  const round = o.rounding === 'floor' ? Math.floor : Math.trunc;
  const pairChips = won.map((n) => round((n - spec.breakEven) / 2) + 0);
  const bonusPlayer = o.bonusTo === 'lastHolder' ? pos.lastHolder : pos.lastCapturer;
  const bonusChips = bonusPlayer === null ? 0 : spec.bonus;
  const payout = pairChips.map((c, p) => c + (p === bonusPlayer ? bonusChips : 0));
  const net = payout.map((c, p) => c - pos.stakes[p]! + pos.transfers[p]!);
  const potAfter = pos.pot - payout.reduce((a, b) => a + b, 0);
  return {
    ok: true,
    value: { won, pairChips, bonus: { player: bonusPlayer, chips: bonusChips }, payout, net, potBefore: pos.pot, potAfter },
  };
}
