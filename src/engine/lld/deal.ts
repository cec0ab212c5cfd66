/**
 * Dealing: a deck (or a seeded shuffle) dealt the way seed 001 describes, then checked by setup().
 * Kept apart from setup.ts so that code which only sets up given hands does not load the random numbers.
 */
import type { Card, Player, Position, Result } from './types.ts';
import type { SetupError } from './errors.ts';
import type { Reading } from './options.ts';
import { dealSpec } from './options.ts';
import { parlett } from './readings/parlett.ts';
import { seededRng, shuffle } from '../core/random.ts';
import { setup } from './setup.ts';

/**
 * Deals a shuffled deck the way seed 001 describes ("Setup", 3): one card at a time to each player,
 * starting at the dealer's left, until each has the reading's hand size; the rest go face up to the table.
 * Errors: `ERR_PLAYERS` if the reading does not define that many players.
 */
export function dealFromDeck(
  deck: readonly Card[],
  opts: { players?: number; dealer?: Player; reading?: Reading; carried?: number } = {},
): Result<Position, SetupError> {
  const reading = opts.reading ?? parlett;
  const players = opts.players ?? 5;
  const dealer = opts.dealer ?? 0;
  const spec = dealSpec(reading, players);
  if (!spec) return { ok: false, error: { code: 'ERR_PLAYERS', players } };
  const hands: Card[][] = [];
  for (let p = 0; p < players; p++) hands.push([]);
  let i = 0;
  for (let round = 0; round < spec.hand; round++) {
    for (let k = 1; k <= players; k++) hands[(dealer + k) % players]!.push(deck[i++]!);
  }
  return setup({ reading, dealer, hands, table: deck.slice(i), carried: opts.carried });
}

/** Deals from a deck shuffled with `seed` (see random.ts); same seed, same deal. */
export function dealSeeded(
  seed: number,
  opts: { players?: number; dealer?: Player; reading?: Reading; carried?: number } = {},
): Result<Position, SetupError> {
  return dealFromDeck(shuffle(seededRng(seed)), opts);
}
