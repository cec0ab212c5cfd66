/**
 * Setting up a deal: plain data in, a validated position (or a typed error) out.
 */
import type { Card, Player, Position, Result } from './types.ts';
import type { SetupError } from './errors.ts';
import type { Reading } from './options.ts';
import { dealSpec } from './options.ts';
import { parlett } from './readings/parlett.ts';
import { CardSet } from '../core/cardset.ts';

/** The plain data of a deal before play. */
export interface Setup {
  /** The reading to play by (default: Parlett's). */
  readonly reading?: Reading;
  /** The dealer's seat. */
  readonly dealer: Player;
  /** Each player's hand; the number of hands is the number of players. */
  readonly hands: readonly (readonly Card[])[];
  /** The face-up table cards. */
  readonly table: readonly Card[];
  /** Chips carried into the pot from the previous deal (readings that carry the pot over). Default 0. */
  readonly carried?: number;
}

/**
 * Checks a setup and returns the position before the first turn: stakes paid into the pot
 * (dealer and others as the reading's deal spec says, seed 001 "Setup", 2), the player to the
 * dealer's left on turn (seed 001 "Playing").
 *
 * Errors: `ERR_PLAYERS` (a player count the reading does not define), `ERR_DEALER`, `ERR_HAND_SIZE`,
 * `ERR_TABLE_SIZE`, `ERR_DUPLICATE_CARD`, `ERR_CARD_COUNT` (not all 52 cards), `ERR_STAKES` (negative carry).
 */
export function setup(s: Setup): Result<Position, SetupError> {
  const reading = s.reading ?? parlett;
  const players = s.hands.length;
  const spec = dealSpec(reading, players);
  if (!spec) return { ok: false, error: { code: 'ERR_PLAYERS', players } };
  if (!Number.isInteger(s.dealer) || s.dealer < 0 || s.dealer >= players) {
    return { ok: false, error: { code: 'ERR_DEALER', dealer: s.dealer } };
  }
  let lo = 0;
  let hi = 0;
  let count = 0;
  for (let i = 0; i <= players; i++) {
    const list = i < players ? s.hands[i]! : s.table;
    for (let k = 0; k < list.length; k++) {
      const c = list[k]!;
      if (!Number.isInteger(c) || c < 0 || c > 51) return { ok: false, error: { code: 'ERR_CARD_SYNTAX', text: String(c) } };
      const bit = 1 << (c & 31);
      if ((c < 32 ? lo : hi) & bit) return { ok: false, error: { code: 'ERR_DUPLICATE_CARD', card: c } };
      if (c < 32) lo |= bit;
      else hi |= bit;
      count++;
    }
  }
  for (let p = 0; p < players; p++) {
    const size = s.hands[p]!.length;
    if (size !== spec.hand) return { ok: false, error: { code: 'ERR_HAND_SIZE', player: p, size, expected: spec.hand } };
  }
  if (s.table.length !== spec.table) {
    return { ok: false, error: { code: 'ERR_TABLE_SIZE', size: s.table.length, expected: spec.table } };
  }
  if (count !== 52) return { ok: false, error: { code: 'ERR_CARD_COUNT', count } };
  const carried = s.carried ?? 0;
  if (!Number.isInteger(carried) || carried < 0) return { ok: false, error: { code: 'ERR_STAKES', pot: carried } };
  // Plain loops rather than Array.from({ length }, fn), which V8 runs on a slow generic path.
  const stakes: number[] = [];
  const hands: CardSet[] = [];
  const won: CardSet[] = [];
  const laidDown: boolean[] = [];
  const transfers: number[] = [];
  let pot = carried;
  for (let p = 0; p < players; p++) {
    const stake = p === s.dealer ? spec.dealerStake : spec.otherStake;
    stakes.push(stake);
    pot += stake;
    hands.push(CardSet.of(s.hands[p]!));
    won.push(CardSet.EMPTY);
    laidDown.push(false);
    transfers.push(0);
  }
  return {
    ok: true,
    value: {
      reading,
      players,
      dealer: s.dealer,
      hands,
      table: CardSet.of(s.table),
      won,
      laidDown,
      turn: (s.dealer + 1) % players,
      pot,
      stakes,
      carried,
      transfers,
      started: false,
      lastCapturer: null,
      claimables: [],
      over: false,
      lastHolder: null,
    },
  };
}
