/**
 * Setting up a deal: plain data in, a validated position (or a typed error) out. `setup` gives the
 * position before the first turn from the dealt hands and table; `setupMidDeal` any position of a deal,
 * from all of its fields, with every check of what play can reach. This is the one place that validates a
 * position: the text notation (notation.ts `parsePosition`) reads its grammar and then calls `setupMidDeal`.
 */
import type { Card, Claimable, Player, Position, Rank, Result } from './types.ts';
import type { PlayerRole, SetupError } from './errors.ts';
import type { Reading } from './options.ts';
import { dealSpec } from './options.ts';
import { parlett } from './readings/parlett.ts';
import { CardSet } from '../core/cardset.ts';
import { isList, isListOf, isListOfLists, isReadingLike, isRecord } from '../core/input.ts';

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
 * `ERR_TABLE_SIZE`, `ERR_DUPLICATE_CARD`, `ERR_CARD_COUNT` (not all 52 cards), `ERR_STAKES` (a carry that is not a whole number from
 * −MAX_CARRIED to MAX_CARRIED; negative: a debt carried from a deal whose stakes fell short); `ERR_INPUT` for data of the wrong kind (not an object, hands not a list of lists, …).
 */
export function setup(s: Setup): Result<Position, SetupError> {
  const shape = setupShape(s);
  if (shape) return { ok: false, error: { code: 'ERR_INPUT', field: shape } };
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
  if (!Number.isInteger(carried) || Math.abs(carried) > MAX_CARRIED) return { ok: false, error: { code: 'ERR_STAKES', pot: carried } };
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

/** The plain data of a position anywhere in a deal: what `Position` holds, less what follows from it. */
export interface MidDeal {
  /** The reading to play by (default: Parlett's). */
  readonly reading?: Reading;
  /** The dealer's seat. */
  readonly dealer: Player;
  /** Each player's hand (card numbers, any order); the number of hands is the number of players. */
  readonly hands: readonly (readonly Card[])[];
  /** The face-up table cards. */
  readonly table: readonly Card[];
  /** Each player's won cards, one pile per seat. */
  readonly won: readonly (readonly Card[])[];
  /** Whether each player has lain down (one per seat; default nobody). A player who has lain down holds no cards. */
  readonly laidDown?: readonly boolean[];
  /** The player on turn; null once the deal is over (`over` follows: the deal is over exactly when `turn` is null). */
  readonly turn: Player | null;
  /** Whether the first turn has been played. */
  readonly started: boolean;
  /** The last player who captured on a turn, or null (default). */
  readonly lastCapturer?: Player | null;
  /** Mistakes open to a claim, in the order they opened (default none); a claim's cards in any order. */
  readonly claimables?: readonly Claimable[];
  /** Chips carried into the pot from the previous deal (default 0). */
  readonly carried?: number;
  /** Each seat's chips received (+) or paid (−) outside the pot (default all 0). */
  readonly transfers?: readonly number[];
  /** Only when the deal is over (`turn` null): the one player who still held cards, or null (default) if nobody did. */
  readonly lastHolder?: Player | null;
}

/** Cards an open claim of each kind covers (seed 001, "Catching mistakes": two of three, a pair, a mournival). */
const KIND_SIZE: Record<Claimable['kind'], number> = {
  layoutMournival: 4,
  oneOfThree: 2,
  lieDownPair: 2,
  lieDownPrial: 2,
  lieDownMournival: 4,
};

const refuse = (error: SetupError): Result<Position, SetupError> => ({ ok: false, error });

/**
 * Checks a position anywhere in a deal, given as plain data, and returns it: the stakes and the pot follow
 * from the reading's deal spec for that count and dealer (seed 001, "Setup", 2) plus the chips carried;
 * `over` from `turn` (null: over). Parsing the notation (`parsePosition`) ends here, so a position built by
 * hand equals the one its notation string gives. Returns the first failure, in this order:
 *
 * - `ERR_PLAYERS` (the reading's `deals` does not define that many hands), `ERR_SEAT_COUNT` (`won`,
 *   `laidDown` or `transfers` not one per seat), `ERR_DEALER`, `ERR_PLAYER` (a turn, last holder, last
 *   capturer or culprit that is no seat);
 * - `ERR_CARD_SYNTAX` (a number outside 0..51), `ERR_DUPLICATE_CARD`, `ERR_CARD_COUNT` (hands, table and won
 *   piles hold all 52 cards exactly once; seed 001, "Setup");
 * - `ERR_WON_ODD` (won cards come in pairs: every capture, declaration, pair and claim wins 2 or 4 cards, and
 *   the leftovers the dealer takes at the end make 52 in all), `ERR_HAND_SIZE` with reason `laidDown` (a player who
 *   has lain down has put the whole hand on the table; "Lying down");
 * - `ERR_WON_RANK` (a won pile holding one or three cards of a rank: every acquisition wins 2 or 4 cards of
 *   one rank; the dealer's pile once the deal is over, which took the leftovers, is exempt);
 * - `ERR_DEAL_END` (over exactly when at most one player holds cards, and then hands and table are empty, the
 *   last holder has not lain down; a last holder only once over; "Lying down"), `ERR_TURN` (the player on turn
 *   holds no cards);
 * - before the first turn (`started` false): `ERR_BEFORE_PLAY` (nobody has lain down, captured, paid or left
 *   a claim: only declarations come before play; "Setup", 4–5), and while the deal goes on `ERR_HAND_SIZE`
 *   (hand plus declared cards is the deal; the dealer's hand at most the deal), `ERR_TABLE_SIZE` (only whole
 *   layout mournivals, where the reading gives the dealer them, have left the table), `ERR_TURN` (the first
 *   holder to the dealer's left is on turn; "Playing"); after it, `ERR_HAND_SIZE` (never more than the deal)
 *   and `ERR_HAND_UNACCOUNTED` (a player who has not lain down is missing more cards from the hand than the
 *   won pile holds: cards leave a hand only into its holder's won pile, or all at once by lying down; so
 *   five cards moved from a hand to the table refuse the position, reader's review 2026-12-01, item 10a);
 * - `ERR_CLAIMABLE` (a claim whose cards are not on the table, not of one rank, not as many as the kind takes,
 *   whose culprit cannot have made that mistake — the dealer for a layout mournival, a player who has lain
 *   down for a kept pair, prial or mournival —, of a kind the reading does not allow, or any claim once the
 *   deal is over; "Catching mistakes"; a card number outside 0..51 is `ERR_CARD_SYNTAX`);
 * - `ERR_TRANSFERS` (payments that do not total zero or are not whole numbers, or any under a reading
 *   without a lie-down payment: they come only from lying down, Caid wiki);
 * - `ERR_STAKES` (chips carried that are not a whole number from −MAX_CARRIED to MAX_CARRIED; a negative
 *   number is a debt the pot carries from a deal whose stakes did not cover its payments);
 * - first of all, `ERR_INPUT` for data of the wrong kind (the field that is not a list, a number, …).
 *
 * Never throws; the input is not kept (arrays are copied).
 */
export function setupMidDeal(s: MidDeal): Result<Position, SetupError> {
  const shape = setupShape(s) ?? midDealShape(s);
  if (shape) return refuse({ code: 'ERR_INPUT', field: shape });
  const reading = s.reading ?? parlett;
  const players = s.hands.length;
  const spec = dealSpec(reading, players);
  if (!spec) return refuse({ code: 'ERR_PLAYERS', players });

  // One entry per seat.
  if (s.won.length !== players) return refuse({ code: 'ERR_SEAT_COUNT', field: 'won', length: s.won.length, players });
  if (s.laidDown && s.laidDown.length !== players) {
    return refuse({ code: 'ERR_SEAT_COUNT', field: 'laidDown', length: s.laidDown.length, players });
  }
  if (s.transfers && s.transfers.length !== players) {
    return refuse({ code: 'ERR_SEAT_COUNT', field: 'transfers', length: s.transfers.length, players });
  }

  // Seats.
  const dealer = s.dealer;
  const isSeat = (x: number) => Number.isInteger(x) && x >= 0 && x < players;
  if (!isSeat(dealer)) return refuse({ code: 'ERR_DEALER', dealer });
  const turn = s.turn ?? null;
  const over = turn === null;
  const lastHolder = s.lastHolder ?? null;
  const lastCapturer = s.lastCapturer ?? null;
  const claims = s.claimables ?? [];
  const seats: [number | null, PlayerRole][] = [[turn, 'turn'], [lastHolder, 'lastHolder'], [lastCapturer, 'lastCapturer'], ...claims.map((c): [number, PlayerRole] => [c.culprit, 'culprit'])];
  for (const [x, role] of seats) {
    if (x !== null && !isSeat(x)) return refuse({ code: 'ERR_PLAYER', player: x, role });
  }
  const laidDown = Array.from({ length: players }, (_, p) => s.laidDown?.[p] === true);
  const started = s.started === true;

  // Cards: all 52, each once (seed 001, "Setup").
  let lo = 0;
  let hi = 0;
  let count = 0;
  for (let k = 0; k <= 2 * players; k++) {
    const pile = k < players ? s.hands[k]! : k === players ? s.table : s.won[k - players - 1]!;
    for (const c of pile) {
      if (!Number.isInteger(c) || c < 0 || c > 51) return refuse({ code: 'ERR_CARD_SYNTAX', text: String(c) });
      const bit = 1 << (c & 31);
      if ((c < 32 ? lo : hi) & bit) return refuse({ code: 'ERR_DUPLICATE_CARD', card: c });
      if (c < 32) lo |= bit;
      else hi |= bit;
      count++;
    }
  }
  if (count !== 52) return refuse({ code: 'ERR_CARD_COUNT', count });
  const hands = s.hands.map((h) => CardSet.of(h));
  const table = CardSet.of(s.table);
  const won = s.won.map((w) => CardSet.of(w));

  // Won cards come in pairs: every capture, declaration, pair and claim wins 2 or 4 cards, and the
  // leftovers that end the deal make the dealer's pile even too, since 52 is.
  for (let p = 0; p < players; p++) {
    if (won[p]!.size % 2 !== 0) return refuse({ code: 'ERR_WON_ODD', player: p, count: won[p]!.size });
  }
  // Each acquisition wins cards of one rank, two or four at a time (a capture of one for one, a pair of a
  // prial declared, a pair laid, a claim of two: 2; one for three, pair for pair, prial for single, a
  // mournival: 4; the last cards of a rank are laid only when the rest is won, so never three), so within
  // a won pile every rank counts 0, 2 or 4. Only the dealer's pile at the end, with the leftovers, can hold
  // any number.
  for (let p = 0; p < players; p++) {
    if (over && p === dealer) continue;
    for (let r = 0; r < 13; r++) {
      const n = won[p]!.intersect(CardSet.rank(r as Rank)).size;
      if (n % 2 !== 0) return refuse({ code: 'ERR_WON_RANK', player: p, rank: r, count: n });
    }
  }
  // Lying down puts the whole hand face up on the table (seed 001, "Lying down").
  for (let p = 0; p < players; p++) {
    if (laidDown[p] && !hands[p]!.isEmpty()) return refuse({ code: 'ERR_HAND_SIZE', player: p, size: hands[p]!.size, expected: 0, reason: 'laidDown' });
  }

  // The end of the deal (seed 001, "Lying down"): over exactly when at most one player holds cards; then
  // that player's hand and the table have gone to the dealer.
  const holding = hands.filter((h) => !h.isEmpty()).length;
  if (over) {
    if (holding > 0 || !table.isEmpty()) return refuse({ code: 'ERR_DEAL_END' });
    if (lastHolder !== null && laidDown[lastHolder]) return refuse({ code: 'ERR_DEAL_END' });
  } else {
    if (holding < 2 || lastHolder !== null) return refuse({ code: 'ERR_DEAL_END' });
    if (hands[turn!]!.isEmpty()) return refuse({ code: 'ERR_TURN', player: turn! });
  }

  const paid = s.transfers?.some((x) => x !== 0) ?? false;
  if (!started) {
    // Before the first turn only declarations can have happened (seed 001, "Setup", 4–5).
    if (laidDown.some(Boolean) || lastCapturer !== null || claims.length > 0 || paid) return refuse({ code: 'ERR_BEFORE_PLAY' });
    if (!over) {
      for (let p = 0; p < players; p++) {
        const size = hands[p]!.size + (p === dealer ? 0 : won[p]!.size);
        if (p !== dealer && size !== spec.hand) return refuse({ code: 'ERR_HAND_SIZE', player: p, size, expected: spec.hand });
        if (p === dealer && size > spec.hand) return refuse({ code: 'ERR_HAND_SIZE', player: p, size, expected: spec.hand });
      }
      const missing = spec.table - table.size;
      if (missing < 0 || missing % 4 !== 0 || (missing > 0 && reading.options.layoutMournival !== 'dealer')) {
        return refuse({ code: 'ERR_TABLE_SIZE', size: table.size, expected: spec.table });
      }
      // The player to the dealer's left leads, or the next who still holds cards (seed 001, "Playing").
      let first = (dealer + 1) % players;
      while (hands[first]!.isEmpty()) first = (first + 1) % players;
      if (turn !== first) return refuse({ code: 'ERR_TURN', player: turn! });
    }
  } else {
    for (let p = 0; p < players; p++) {
      const size = hands[p]!.size;
      if (size > spec.hand) return refuse({ code: 'ERR_HAND_SIZE', player: p, size, expected: spec.hand });
    }
    // A card leaves a hand only into its holder's own won pile (played in a capture, declared, laid as a
    // pair), or with the whole hand when its holder lies down ("Playing", "Lying down"). So a player who
    // has not lain down has won at least as many cards as are gone from the hand; at the end, the last
    // holder's hand went to the dealer, whose pile also took the leftovers.
    for (let p = 0; p < players; p++) {
      if (laidDown[p] || (over && (p === dealer || p === lastHolder))) continue;
      const gone = spec.hand - hands[p]!.size;
      if (gone > won[p]!.size) return refuse({ code: 'ERR_HAND_UNACCOUNTED', player: p, size: hands[p]!.size, dealt: spec.hand, won: won[p]!.size });
    }
  }

  // Open claims (seed 001, "Catching mistakes").
  const o = reading.options;
  const allowed: Record<Claimable['kind'], boolean> = {
    layoutMournival: o.layoutMournival === 'dealer' && o.claimLayoutMournival,
    oneOfThree: o.claimOneOfThree,
    lieDownPair: o.claimLieDownPair,
    lieDownPrial: o.claimLieDownPrial,
    lieDownMournival: o.claimLieDownMournival,
  };
  const claimables: Claimable[] = [];
  for (let k = 0; k < claims.length; k++) {
    const c = claims[k]!;
    for (const x of c.cards) if (!Number.isInteger(x) || x < 0 || x > 51) return refuse({ code: 'ERR_CARD_SYNTAX', text: String(x) });
    const cards = [...c.cards].sort((a, b) => a - b);
    const set = CardSet.of(cards);
    const known = Object.hasOwn(KIND_SIZE, c.kind);
    const ok =
      !over &&
      known &&
      allowed[c.kind] &&
      cards.length > 0 &&
      set.size === cards.length &&
      set.size === KIND_SIZE[c.kind] &&
      CardSet.rank(cards[0]! >> 2).supersetOf(set) &&
      table.supersetOf(set) &&
      (c.kind === 'layoutMournival' ? c.culprit === dealer : c.kind === 'oneOfThree' || laidDown[c.culprit]!);
    if (!ok) return refuse({ code: 'ERR_CLAIMABLE', index: k });
    claimables.push({ kind: c.kind, culprit: c.culprit, cards });
  }

  // Payments between players come only from lying down, where the reading makes one (Caid wiki).
  const transfers = s.transfers ? [...s.transfers] : Array.from({ length: players }, () => 0);
  const sum = transfers.reduce((a, b) => a + b, 0);
  if (!transfers.every(Number.isInteger) || sum !== 0 || (o.lieDownPayment === 0 && transfers.some((x) => x !== 0))) {
    return refuse({ code: 'ERR_TRANSFERS', sum });
  }

  const carried = s.carried ?? 0;
  if (!Number.isInteger(carried) || Math.abs(carried) > MAX_CARRIED) return refuse({ code: 'ERR_STAKES', pot: carried });
  const stakes = Array.from({ length: players }, (_, p) => (p === dealer ? spec.dealerStake : spec.otherStake));
  return {
    ok: true,
    value: {
      reading,
      players,
      dealer,
      hands,
      table,
      won,
      laidDown,
      turn,
      pot: carried + stakes.reduce((a, b) => a + b, 0),
      stakes,
      carried,
      transfers,
      started,
      lastCapturer,
      claimables,
      over,
      lastHolder,
    },
  };
}

/** The most chips a pot may carry into a deal: far above any game's, small enough to stay exact. */
export const MAX_CARRIED = 1_000_000;

/** The first field of a setup that is not plain data of the right kind, or null (core/input.ts). */
function setupShape(s: unknown): string | null {
  if (!isRecord(s)) return 'input';
  if (s.reading !== undefined && !isReadingLike(s.reading)) return 'reading';
  if (!isListOfLists(s.hands)) return 'hands';
  if (!isList(s.table)) return 'table';
  if (typeof s.dealer !== 'number') return 'dealer';
  if (s.carried !== undefined && typeof s.carried !== 'number') return 'carried';
  return null;
}

/** The first field of a mid-deal setup (besides setupShape's) that is not of the right kind, or null. */
function midDealShape(s: unknown): string | null {
  const m = s as Record<string, unknown>;
  if (!isListOfLists(m.won)) return 'won';
  if (m.laidDown !== undefined && !isListOf(m.laidDown, (x) => typeof x === 'boolean', 16)) return 'laidDown';
  if (m.turn !== null && typeof m.turn !== 'number') return 'turn';
  if (typeof m.started !== 'boolean') return 'started';
  for (const k of ['lastCapturer', 'lastHolder'] as const) if (m[k] !== undefined && m[k] !== null && typeof m[k] !== 'number') return k;
  if (m.transfers !== undefined && !isListOf(m.transfers, (x) => typeof x === 'number', 16)) return 'transfers';
  if (m.claimables !== undefined) {
    const claim = (c: unknown) => isRecord(c) && typeof c.kind === 'string' && isList(c.cards, 4) && typeof c.culprit === 'number';
    if (!isListOf(m.claimables, claim)) return 'claimables';
  }
  return null;
}
