/**
 * Keeping a game in progress per browser tab (sessionStorage), so that a reload, a switch of tabs inside
 * the widget or the browser's back and forward buttons do not lose it (issue 20, item 2). What is stored
 * is plain text the engine reads back with its own parsers (a deal is rebuilt from its seed and replayed
 * move by move), so a tampered or outdated record is simply ignored: nothing in storage is trusted.
 */
import type { Move, Position, Step } from '~/engine/lld/types.ts';
import { formatMoves, parseMoves } from '~/engine/lld/notation.ts';
import { replay } from '~/engine/lld/replay.ts';
import { READINGS } from '~/engine/lld/readings/index.ts';

export { loadSession, saveSession, useSessionSave } from './session.ts';

/** The storage key of the Laugh and Lie Down game. */
export const LLD_GAME_KEY = 'willughby:lld-game';

/** The settings of the Laugh and Lie Down game, kept with it (and alone before a game starts). */
export interface LldSettings {
  readonly readingId: string;
  readonly players: number;
  readonly seat: number;
  readonly level: string;
  readonly pace: string;
  readonly showAll: boolean;
  readonly seed: number;
}

/** A Laugh and Lie Down game as stored: its settings, deal number, chips carried in, running totals and this deal's moves. */
export interface LldRecord extends LldSettings {
  readonly v: 1;
  /** Deal number, 1-based; 0: no game started (settings only). */
  readonly deal: number;
  readonly carried: number;
  readonly totals: readonly number[];
  /** This deal's moves in the engine's notation (formatMoves). */
  readonly moves: string;
}

/** The record of a game: `moves` are the moves made in this deal. */
export function lldRecord(s: LldSettings, deal: number, carried: number, totals: readonly number[], moves: readonly Move[]): LldRecord {
  return { v: 1, ...s, deal, carried, totals: [...totals], moves: formatMoves(moves) };
}

const isInt = (x: unknown, lo: number, hi: number): x is number => typeof x === 'number' && Number.isInteger(x) && x >= lo && x <= hi;

/** The settings in a stored record, checked field by field, or null. */
export function readSettings(x: unknown, levels: readonly string[], paces: readonly string[]): LldSettings | null {
  if (typeof x !== 'object' || x === null) return null;
  const r = x as Record<string, unknown>;
  if (r.v !== 1 || typeof r.readingId !== 'string' || !Object.hasOwn(READINGS, r.readingId)) return null;
  const reading = READINGS[r.readingId]!;
  if (!isInt(r.players, 2, 9) || !reading.options.deals[r.players]) return null;
  if (!isInt(r.seat, 0, r.players - 1) || !isInt(r.seed, 1, 1e9)) return null;
  if (typeof r.level !== 'string' || !levels.includes(r.level) || typeof r.pace !== 'string' || !paces.includes(r.pace)) return null;
  if (typeof r.showAll !== 'boolean') return null;
  return { readingId: r.readingId, players: r.players, seat: r.seat, level: r.level, pace: r.pace, showAll: r.showAll, seed: r.seed };
}

/**
 * A stored game rebuilt: the deal dealt again by `dealOf(deal, carried)` (the widget's own seeded deal) and
 * its moves replayed by the engine; null if anything in the record does not hold.
 */
export function readGame(
  x: unknown,
  settings: LldSettings,
  dealOf: (deal: number, carried: number) => Position | null,
): { deal: number; totals: number[]; carried: number; start: Position; steps: Step[] } | null {
  const r = x as Record<string, unknown>;
  if (!isInt(r.deal, 1, settings.players) || !isInt(r.carried, -1e6, 1e6)) return null;
  if (!Array.isArray(r.totals) || r.totals.length !== settings.players || !r.totals.every((n) => isInt(n, -1e7, 1e7))) return null;
  if (typeof r.moves !== 'string') return null;
  const start = dealOf(r.deal, r.carried);
  if (!start) return null;
  const moves = parseMoves(r.moves, start);
  if (!moves.ok) return null;
  const steps = replayOk(start, moves.value);
  if (!steps) return null;
  return { deal: r.deal, totals: r.totals as number[], carried: r.carried, start, steps };
}

function replayOk(start: Position, moves: readonly Move[]): Step[] | null {
  const t = replay(start, moves);
  return t.ok ? [...t.value.steps] : null;
}
