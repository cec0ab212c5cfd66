/**
 * A deal: from explicit cards (`looSetup`) or from a seed (`looDealSeeded`), and the position before the
 * first call (seed 004, "Vorbereitung").
 */
import type { Card, Player, Result } from '../core/types.ts';
import { DECK, makeCard, suitOf } from '../core/cards.ts';
import { seededRng, shuffle, type Rng } from '../core/random.ts';
import type { LooDeal, LooPosition } from './types.ts';
import { JACK_OF_CLUBS } from './types.ts';
import type { LooRules } from './options.ts';
import { threeCard } from './options.ts';
import type { LooCardPlace, LooSetupError } from './errors.ts';
import { LOO_MAX_CARRIED, isSeed, looDealOptionsShape, looSetupShape } from './input.ts';
import { START_CLUB_LAW, START_HIDDEN, START_MISS_OPEN, START_SINGLE, looStartFlags } from './rules.ts';

/** The input of looSetup. `stock` may be left out: the cards left over, ascending. `carried` defaults to 0. */
export interface LooSetupInput {
  readonly rules: LooRules;
  readonly dealer: Player;
  readonly hands: readonly (readonly Card[])[];
  readonly miss?: readonly Card[];
  readonly turnUp: Card;
  readonly stock?: readonly Card[];
  readonly carried?: number;
}

/**
 * Checks a deal and returns the position before the first call: stakes paid (dealer `dealerStake`,
 * others `otherStake` chips), the dealer's left to call.
 * Errors: ERR_PLAYERS (outside the rules' minPlayers..maxPlayers), ERR_DEALER, ERR_HAND_SIZE (each hand
 * holds `handSize` cards), ERR_MISS_SIZE, ERR_TURN_UP, ERR_DUPLICATE_CARD, ERR_STOCK (not the cards left
 * over), ERR_CARRIED (not a whole number from 0 to LOO_MAX_CARRIED); ERR_INPUT (data of the wrong kind, any
 * type: `field` names the first). Never throws.
 */
export function looSetup(input: LooSetupInput): Result<LooPosition, LooSetupError> {
  const shape = looSetupShape(input);
  if (shape) return { ok: false, error: { code: 'ERR_INPUT', field: shape } };
  const { rules, dealer, hands } = input;
  const o = rules.options;
  const n = hands.length;
  const fail = (error: LooSetupError): Result<LooPosition, LooSetupError> => ({ ok: false, error });
  if (n < o.minPlayers || n > o.maxPlayers) return fail({ code: 'ERR_PLAYERS', players: n, min: o.minPlayers, max: o.maxPlayers });
  if (!Number.isInteger(dealer) || dealer < 0 || dealer >= n) return fail({ code: 'ERR_DEALER', dealer });
  const carried = input.carried ?? 0;
  if (!Number.isInteger(carried) || carried < 0 || carried > LOO_MAX_CARRIED) return fail({ code: 'ERR_CARRIED', carried });
  // Where each card was seen first (0: not yet; otherwise the index in `placeOf` plus one), so that a card dealt
  // twice is refused with both its places.
  const seen = new Uint8Array(52);
  const placeOf: LooCardPlace[] = [];
  const mark = (c: Card, place: LooCardPlace): LooSetupError | null => {
    if (!Number.isInteger(c) || c < 0 || c > 51) return { code: 'ERR_CARD_SYNTAX', text: String(c) };
    if (seen[c]) return { code: 'ERR_DUPLICATE_CARD', card: c, places: [placeOf[seen[c]! - 1]!, place] };
    if (placeOf[placeOf.length - 1] !== place) placeOf.push(place);
    seen[c] = placeOf.length;
    return null;
  };
  for (let p = 0; p < n; p++) {
    const h = hands[p]!;
    if (h.length !== o.handSize) return fail({ code: 'ERR_HAND_SIZE', player: p, size: h.length, expected: o.handSize });
    const place: LooCardPlace = { kind: 'hand', player: p };
    for (const c of h) {
      const e = mark(c, place);
      if (e) return fail(e);
    }
  }
  const miss = input.miss ?? [];
  const missSize = o.miss ? o.handSize : 0;
  if (miss.length !== missSize) return fail({ code: 'ERR_MISS_SIZE', size: miss.length, expected: missSize });
  const inMiss: LooCardPlace = { kind: 'miss' };
  for (const c of miss) {
    const e = mark(c, inMiss);
    if (e) return fail(e);
  }
  if (!Number.isInteger(input.turnUp) || input.turnUp < 0 || input.turnUp > 51) return fail({ code: 'ERR_TURN_UP', card: input.turnUp });
  {
    const e = mark(input.turnUp, { kind: 'turnUp' });
    if (e) return fail(e);
  }
  const left: Card[] = [];
  for (let c = 0; c < 52; c++) if (!seen[c]) left.push(c);
  let stock: readonly Card[] = left;
  if (input.stock) {
    if (input.stock.length !== left.length) return fail({ code: 'ERR_STOCK', size: input.stock.length, expected: left.length });
    const inStock: LooCardPlace = { kind: 'stock' };
    for (const c of input.stock) {
      const e = mark(c, inStock);
      if (e) return fail(e.code === 'ERR_DUPLICATE_CARD' ? e : { code: 'ERR_STOCK', size: input.stock.length, expected: left.length });
    }
    // Without an exchange the stock's order plays no part: it is kept ascending, one deal one form.
    if (o.exchange) stock = input.stock.slice();
  }
  const deal: LooDeal = {
    rules,
    dealer,
    hands: hands.map((h) => h.slice().sort((a, b) => a - b)),
    miss: miss.slice().sort((a, b) => a - b),
    turnUp: input.turnUp,
    stock,
    carried,
  };
  return { ok: true, value: startPosition(deal) };
}

/** The position before the first call of a checked deal. */
export function startPosition(deal: LooDeal): LooPosition {
  const { rules, dealer } = deal;
  const o = rules.options;
  const n = deal.hands.length;
  const trump = suitOf(deal.turnUp);
  const f = looStartFlags(o, deal.carried, trump);
  const single = (f & START_SINGLE) !== 0;
  const clubLaw = (f & START_CLUB_LAW) !== 0;
  const hidden = (f & START_HIDDEN) !== 0;
  const missOpen = (f & START_MISS_OPEN) !== 0;
  const stakes = Array.from({ length: n }, (_, p) => (p === dealer ? o.dealerStake : o.otherStake));
  const pot = deal.carried + stakes.reduce((a, b) => a + b, 0);
  const none = <T>(v: T): T[] => Array.from({ length: n }, () => v);
  return {
    rules,
    options: o,
    players: n,
    dealer,
    deal,
    history: null,
    hands: deal.hands,
    miss: missOpen ? deal.miss : [],
    turnUp: deal.turnUp,
    trump,
    pam: o.pam === 'none' ? -1 : o.pam === 'clubJack' ? JACK_OF_CLUBS : makeCard(10, trump),
    trumpHidden: hidden,
    stock: deal.stock,
    single,
    clubLaw,
    carried: deal.carried,
    stakes,
    pot,
    phase: 'call',
    calls: none(null),
    active: none(false),
    defender: null,
    turn: (dealer + 1) % n,
    trick: [],
    trickPlayers: [],
    civil: false,
    winners: [],
    tricks: none(0),
    played: none([]),
    end: null,
  };
}

/**
 * Deals from a shuffled deck (top first): `dealPackets` cards at a time to each seat from the dealer's
 * left, then to the miss where the rules have one (seed 004, "Vorbereitung", 3); the next card is turned
 * for trump; the rest is the stock.
 */
export function looDealFromDeck(
  deck: readonly Card[],
  opts: { rules?: LooRules; players?: number; dealer?: Player; carried?: number } = {},
): Result<LooPosition, LooSetupError> {
  const shape = !isListOfCards(deck) ? 'deck' : looDealOptionsShape(opts);
  if (shape) return { ok: false, error: { code: 'ERR_INPUT', field: shape } };
  const rules = opts.rules ?? threeCard;
  const o = rules.options;
  const n = opts.players ?? Math.max(o.minPlayers, Math.min(5, o.maxPlayers));
  const dealer = opts.dealer ?? 0;
  if (!Number.isInteger(n) || n < o.minPlayers || n > o.maxPlayers) return { ok: false, error: { code: 'ERR_PLAYERS', players: n, min: o.minPlayers, max: o.maxPlayers } };
  if (!Number.isInteger(dealer) || dealer < 0 || dealer >= n) return { ok: false, error: { code: 'ERR_DEALER', dealer } };
  const hands: Card[][] = Array.from({ length: n }, () => []);
  const miss: Card[] = [];
  let i = 0;
  for (const k of o.dealPackets) {
    for (let s = 1; s <= n; s++) {
      const h = hands[(dealer + s) % n]!;
      for (let j = 0; j < k; j++) h.push(deck[i++]!);
    }
    if (o.miss) for (let j = 0; j < k; j++) miss.push(deck[i++]!);
  }
  const turnUp = deck[i++]!;
  return looSetup({ rules, dealer, hands, miss, turnUp, stock: deck.slice(i), carried: opts.carried ?? 0 });
}

/** A seeded deal: the same seed always gives the same deal. See looDealFromDeck for the options. */
export function looDealSeeded(
  seed: number | Rng,
  opts: { rules?: LooRules; players?: number; dealer?: Player; carried?: number } = {},
): Result<LooPosition, LooSetupError> {
  if (!isSeed(seed)) return { ok: false, error: { code: 'ERR_INPUT', field: 'seed' } };
  const shape = looDealOptionsShape(opts);
  if (shape) return { ok: false, error: { code: 'ERR_INPUT', field: shape } };
  const rng = typeof seed === 'number' ? seededRng(seed) : seed;
  return looDealFromDeck(shuffle(rng, DECK), opts);
}

/** Whether `deck` is a list of 52 numbers (which cards they are, looSetup checks). */
function isListOfCards(deck: unknown): boolean {
  return Array.isArray(deck) && deck.length === 52 && deck.every((c) => typeof c === 'number');
}
