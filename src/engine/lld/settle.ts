/**
 * Settling a finished deal: the bonus and the payments for won cards (seed 001, "Pay-off").
 */
import type { Player, Position, Result } from './types.ts';
import type { CountError, MoveError } from './errors.ts';
import type { Reading, RuleOptions } from './options.ts';
import { dealSpec } from './options.ts';

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
   * Chips left in the pot afterwards: 0 under Parlett when the bonus is paid; carried to the next deal
   * (carriedOn). Negative when a reading's stakes do not cover its payments (the French deals for three and
   * four): the pot owes that many, a debt carried to the next deal (an editor's rule; no source says what
   * happens then). Always `potBefore` minus the sum of `payout`, so chips are neither made nor lost: the sum
   * of `net` plus `potAfter` is the chips carried in (transfers between players sum to 0).
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
  const won: number[] = [];
  for (let p = 0; p < pos.players; p++) won.push(pos.won[p]!.size);
  return {
    ok: true,
    value: payOff(payRules(pos.reading.options, pos.players)!, pos.players, won, pos.stakes, pos.pot, pos.transfers, pos.lastHolder, pos.lastCapturer),
  };
}

/**
 * The chips a finished deal passes to the next one (chips; negative: a debt): everything left in the pot.
 * Under a reading that carries the pot over (seed 003, "Décompte des points") that is its rule; under the
 * others the pot is empty after a paid bonus, and a bonus nobody qualified for stays in the pot (the gap
 * `noBonusTaker`, an editor's rule) — so it is there at the next deal. A debt arises only where the stakes
 * fall short of the payments (the French deals for three and four, whose stakes and bonus are assumed) and
 * is carried, never dropped, so that across a game the players' totals plus the pot stay 0.
 */
export function carriedOn(s: Settlement): number {
  return s.potAfter;
}

/**
 * What the pay-off reads of a reading's options for one player count, in a record of one shape (the
 * readings' option objects each have their own, which would make the kernel's reads slow): the deal's
 * numbers (cards dealt to each hand and to the table, stakes, bonus and break-even in chips and cards, as
 * DealSpec gives them), whether odd halves round down (`floor`, else toward zero) and whether the bonus goes
 * to the last player holding cards (`toLastHolder`, else to the last capturer). Internal (the kernel keeps
 * one per player count): not exported from index.ts.
 */
export interface PayRules {
  readonly hand: number;
  readonly table: number;
  readonly dealerStake: number;
  readonly otherStake: number;
  readonly bonus: number;
  readonly breakEven: number;
  readonly floor: boolean;
  readonly toLastHolder: boolean;
}

/** The PayRules of options `o` for `players` players, or undefined if `o` does not define that many. */
export function payRules(o: RuleOptions, players: number): PayRules | undefined {
  const d = o.deals[players];
  if (!d) return undefined;
  return {
    hand: d.hand,
    table: d.table,
    dealerStake: d.dealerStake,
    otherStake: d.otherStake,
    bonus: d.bonus,
    breakEven: d.breakEven,
    floor: o.rounding === 'floor',
    toLastHolder: o.bonusTo === 'lastHolder',
  };
}

/**
 * The pay-off arithmetic shared by settle, settleCounts and the kernel's settleSeeded (fastplay.ts):
 * `won` is each player's won cards (cards; the settlement keeps this array as its `won`, so pass one of
 * your own), `stakes` what each paid in and `pot` the chips in the pot
 * (chips), `transfers` the chips each received from or paid to other players during play, and the two
 * seats that may qualify for the bonus (seed 001, "Pay-off"). Internal: not exported from index.ts.
 */
export function payOff(
  pay: PayRules,
  players: number,
  won: readonly number[],
  stakes: ArrayLike<number>,
  pot: number,
  transfers: ArrayLike<number>,
  lastHolder: Player | null,
  lastCapturer: Player | null,
): Settlement {
  const floor = pay.floor;
  const breakEven = pay.breakEven;
  const bonusPlayer = pay.toLastHolder ? lastHolder : lastCapturer;
  const bonusChips = bonusPlayer === null ? 0 : pay.bonus;
  // Arrays of their final length, filled in place: the kernel settles many deals a second, and growing an
  // empty array by push costs a larger backing store and a copy per array (callgrind: about 400
  // instructions a deal for the four arrays of a fast-play settlement).
  const pairChips = new Array<number>(players);
  const payout = new Array<number>(players);
  const net = new Array<number>(players);
  let potAfter = pot;
  for (let p = 0; p < players; p++) {
    const half = (won[p]! - breakEven) / 2;
    const chips = (floor ? Math.floor(half) : Math.trunc(half)) + 0; // + 0: no -0
    const paid = chips + (p === bonusPlayer ? bonusChips : 0);
    pairChips[p] = chips;
    payout[p] = paid;
    net[p] = paid - stakes[p]! + transfers[p]!;
    potAfter -= paid;
  }
  return { won, pairChips, bonus: { player: bonusPlayer, chips: bonusChips }, payout, net, potBefore: pot, potAfter };
}

/**
 * Settles won-card counts entered by hand (cards) under a reading: the pay-off calculator. `lastHolder`
 * and `lastCapturer` name the seats that qualify for the bonus under the two kinds of reading (null: none).
 * Stakes are the reading's for that many players; nothing is carried in and no payments were made between
 * players. Errors: `ERR_PLAYERS` (the reading does not define that many players), `ERR_DEALER`,
 * `ERR_WON_COUNT` (not a whole number from 0 to 52), `ERR_WON_ODD` (won cards always come in pairs),
 * `ERR_WON_TOTAL` (the counts must add up to 52), `ERR_BONUS_PLAYER` (no such seat).
 */
export function settleCounts(
  reading: Reading,
  input: { dealer: Player; won: readonly number[]; lastHolder: Player | null; lastCapturer: Player | null },
): Result<Settlement, CountError> {
  const players = input.won.length;
  const spec = dealSpec(reading, players);
  if (!spec) return { ok: false, error: { code: 'ERR_PLAYERS', players } };
  if (!Number.isInteger(input.dealer) || input.dealer < 0 || input.dealer >= players) return { ok: false, error: { code: 'ERR_DEALER', dealer: input.dealer } };
  for (let p = 0; p < players; p++) {
    const n = input.won[p]!;
    if (!Number.isInteger(n) || n < 0 || n > 52) return { ok: false, error: { code: 'ERR_WON_COUNT', player: p, count: n } };
    if (n % 2 !== 0) return { ok: false, error: { code: 'ERR_WON_ODD', player: p, count: n } };
  }
  const total = input.won.reduce((a, b) => a + b, 0);
  if (total !== 52) return { ok: false, error: { code: 'ERR_WON_TOTAL', total } };
  for (const q of [input.lastHolder, input.lastCapturer]) {
    if (q !== null && (!Number.isInteger(q) || q < 0 || q >= players)) return { ok: false, error: { code: 'ERR_BONUS_PLAYER', player: q } };
  }
  const stakes = input.won.map((_, p) => (p === input.dealer ? spec.dealerStake : spec.otherStake));
  const pot = stakes.reduce((a, b) => a + b, 0);
  return {
    ok: true,
    value: payOff(payRules(reading.options, players)!, players, input.won.slice(), stakes, pot, input.won.map(() => 0), input.lastHolder, input.lastCapturer),
  };
}
