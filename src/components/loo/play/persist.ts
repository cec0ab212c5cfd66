/**
 * Keeping a Loo game in progress per browser tab (sessionStorage, through the Laugh and Lie Down widget's
 * helpers in ../../play/persist.ts), so that a reload or the browser's back and forward buttons do not lose
 * the deal, the deal count or the running totals (issue 20, item 2). The deal is stored in the engine's
 * notation and read back by parseLooPosition, so a tampered record is ignored, never trusted. Storage is not
 * the address: the hidden cards stored here are never shown in the address bar.
 */
import { LOO_LEVELS, type LooLevel } from '~/engine/loo/levels.ts';
import { LOO_RULES } from '~/engine/loo/options.ts';
import { formatLooPosition, parseLooPosition } from '~/engine/loo/notation.ts';
import { gameFromPosition, type LooGame } from './game.ts';

/** The storage key of the Loo game. */
export const LOO_GAME_KEY = 'willughby:loo-game';

/** What is stored: the setup's choices, and the game in progress if there is one. */
export interface LooRecord {
  readonly v: 1;
  readonly rulesId: string;
  readonly players: number;
  readonly level: LooLevel;
  readonly game: null | { readonly pos: string; readonly seed: number; readonly done: number; readonly totals: readonly number[]; readonly fromLink: boolean };
  /** The `?loo=` link the game was opened from, while the address still carries it (Play.tsx); absent otherwise. */
  readonly link?: string;
}

/** The record of the setup's choices and `game` (and the link it was opened from, while the address carries it). */
export function looRecord(rulesId: string, players: number, level: LooLevel, game: LooGame | null, link: string | null = null): LooRecord {
  return {
    v: 1, rulesId, players, level,
    game: game && { pos: formatLooPosition(game.pos), seed: game.seed, done: game.done, totals: [...game.totals], fromLink: game.fromLink },
    ...(game && link !== null ? { link } : {}),
  };
}

const isInt = (x: unknown, lo: number, hi: number): x is number => typeof x === 'number' && Number.isInteger(x) && x >= lo && x <= hi;

/** A stored record checked field by field, its game rebuilt by the engine; null if anything does not hold. */
export function readLooRecord(x: unknown): { rulesId: string; players: number; level: LooLevel; game: LooGame | null; link?: string } | null {
  if (typeof x !== 'object' || x === null) return null;
  const r = x as Record<string, unknown>;
  if (r.v !== 1 || typeof r.rulesId !== 'string' || !Object.hasOwn(LOO_RULES, r.rulesId)) return null;
  const rules = LOO_RULES[r.rulesId]!;
  if (!isInt(r.players, rules.options.minPlayers, rules.options.maxPlayers)) return null;
  if (typeof r.level !== 'string' || !(LOO_LEVELS as readonly string[]).includes(r.level)) return null;
  const level = r.level as LooLevel;
  const base = { rulesId: r.rulesId, players: r.players, level };
  const g = r.game as Record<string, unknown> | null;
  if (g === null || typeof g !== 'object') return { ...base, game: null };
  if (typeof g.pos !== 'string' || !isInt(g.seed, 1, 2 ** 31) || !isInt(g.done, 0, 10_000) || typeof g.fromLink !== 'boolean') return { ...base, game: null };
  const pos = parseLooPosition(g.pos);
  if (!pos.ok) return { ...base, game: null };
  const n = pos.value.players;
  if (!Array.isArray(g.totals) || g.totals.length !== n || !g.totals.every((v) => typeof v === 'number' && Number.isSafeInteger(v))) return { ...base, game: null };
  const game = gameFromPosition(pos.value, level, g.seed);
  const link = typeof r.link === 'string' && r.link.length <= 2_000 ? { link: r.link } : {};
  return { ...base, game: { ...game, done: g.done, totals: g.totals as number[], fromLink: g.fromLink }, ...link };
}
