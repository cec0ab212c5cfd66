/**
 * Shape checks for plain data handed to the Loo engine (deals, moves, options of a seeded deal): any value,
 * of any type, gives null (well formed) or the name of the first field that is not — returned by the entry
 * points as `ERR_INPUT` (errors.ts) instead of an exception. Whether the values are right for the game
 * (cards 0..51, seats that exist, a count the rules allow) is each function's own check.
 */
import { isList, isListOfLists, isRecord } from '../core/input.ts';

/** The most chips a pot may carry into a deal (chips): far above any pot a game reaches, and exact in a double. */
export const LOO_MAX_CARRIED = 1e15;

/** The longest notation text read (characters): a position is a few hundred; anything longer is refused at once. */
export const LOO_MAX_NOTATION = 4000;

/**
 * The rule set isLooRules passed last: seeded deals come in long runs under one rule set (a game, the
 * benchmark, an analysis), so it is checked once, not on every deal. Rule sets are not changed once made
 * (rules.ts keeps its record of their options by identity in the same way).
 */
let lastLooRules: unknown = null;

/** Whether `v` is a rule set as the engine makes them (`id`, `options` with the counts looSetup reads). */
export function isLooRules(v: unknown): boolean {
  if (v === lastLooRules) return true;
  if (!isRecord(v) || typeof v.id !== 'string' || !isRecord(v.options)) return false;
  const o = v.options;
  if (!(typeof o.minPlayers === 'number' && typeof o.maxPlayers === 'number' && typeof o.handSize === 'number' && Array.isArray(o.dealPackets))) return false;
  lastLooRules = v;
  return true;
}

/** The first field of a looSetup input that is not of the right kind, or null. */
export function looSetupShape(s: unknown): string | null {
  if (!isRecord(s)) return 'input';
  if (!isLooRules(s.rules)) return 'rules';
  if (!isListOfLists(s.hands, 16, 16)) return 'hands';
  if (s.miss !== undefined && !isList(s.miss, 16)) return 'miss';
  if (s.stock !== undefined && !isList(s.stock, 52)) return 'stock';
  if (typeof s.dealer !== 'number') return 'dealer';
  if (typeof s.turnUp !== 'number') return 'turnUp';
  if (s.carried !== undefined && typeof s.carried !== 'number') return 'carried';
  return null;
}

/** The first field of a seeded deal's options (looDealFromDeck, looDealSeeded and the fast kernel's) that is not of the right kind, or null. */
export function looDealOptionsShape(o: unknown): string | null {
  if (o === undefined) return null;
  if (!isRecord(o)) return 'options';
  if (o.rules !== undefined && !isLooRules(o.rules)) return 'rules';
  // Each field by name (a keyed read over a list of names is a slow generic lookup, on every seeded deal).
  if (o.players !== undefined && typeof o.players !== 'number') return 'players';
  if (o.dealer !== undefined && typeof o.dealer !== 'number') return 'dealer';
  if (o.carried !== undefined && typeof o.carried !== 'number') return 'carried';
  return null;
}

/** Whether `seed` is a seed (a number) or a random source as seededRng makes them. */
export function isSeed(seed: unknown): boolean {
  if (typeof seed === 'number') return Number.isFinite(seed);
  return typeof seed === 'object' && seed !== null && typeof (seed as { int?: unknown }).int === 'function';
}

const CALLS = ['play', 'miss', 'pass', 'defend', 'concede'];

/** The first field of a move that is not of the right kind, or null. */
export function looMoveShape(m: unknown): string | null {
  if (!isRecord(m)) return 'move';
  if (typeof m.player !== 'number') return 'player';
  switch (m.type) {
    case 'call':
      return typeof m.call === 'string' && CALLS.includes(m.call) ? null : 'call';
    case 'exchange':
      if (!isList(m.discard, 16) || !m.discard.every((c) => typeof c === 'number')) return 'discard';
      if (m.turnUp !== undefined && typeof m.turnUp !== 'boolean') return 'turnUp';
      return null;
    case 'play':
      if (typeof m.card !== 'number') return 'card';
      if (m.civil !== undefined && typeof m.civil !== 'boolean') return 'civil';
      return null;
    default:
      return 'type';
  }
}

/** Whether `pos` looks like a position the engine made (the fields applyLooMove reads first). */
export function isLooPosition(pos: unknown): boolean {
  return isRecord(pos) && typeof pos.phase === 'string' && typeof pos.players === 'number' && isRecord(pos.options) && isRecord(pos.deal);
}
