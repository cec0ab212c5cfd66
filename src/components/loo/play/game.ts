/**
 * The state of a game of Loo against computer players, and its transitions: a fresh game, a move, the next
 * deal, the end of the game. Pure functions over immutable data; every rule is the engine's (a move goes
 * through applyLooMove, a deal through looDealSeeded, chips through settleLoo / nextLooDeal, the end through
 * looGameMayEnd). The reader holds seat 0.
 */
import type { TFunction } from 'i18next';
import { seededRng, type Rng } from '~/engine/core/random.ts';
import type { LooRules } from '~/engine/loo/options.ts';
import { applyLooMove } from '~/engine/loo/rules.ts';
import { looDealSeeded, startPosition } from '~/engine/loo/setup.ts';
import { looGameMayEnd, nextLooDeal, settleLoo, type LooSettlement } from '~/engine/loo/settle.ts';
import { looMovesOf, replayLoo } from '~/engine/loo/replay.ts';
import type { LooLevel } from '~/engine/loo/ai.ts';
import type { LooMove, LooPosition, LooStep } from '~/engine/loo/types.ts';
import type { LooMoveError } from '~/engine/loo/errors.ts';
import { looMoveWords } from '../looText.ts';

/** The reader's seat. */
export const YOU = 0;

/** A game: the rules, the table, the deal in progress with its steps, the running totals. */
export interface LooGame {
  readonly rules: LooRules;
  readonly players: number;
  readonly level: LooLevel;
  /** The game's seed: each deal is dealt from it and the deal's number. */
  readonly seed: number;
  /** Deals finished before this one. */
  readonly done: number;
  readonly pos: LooPosition;
  /** The steps of this deal so far (for the narration). */
  readonly steps: readonly LooStep[];
  /** Each seat's chips won or lost before this deal. */
  readonly totals: readonly number[];
  /** Set once the deal is over. */
  readonly settlement: LooSettlement | null;
  /** The computer players' random source (level `plain`). */
  readonly rng: Rng;
  /** The game began from a link (its running totals start with that deal). */
  readonly fromLink: boolean;
  /** The reader ended the game after a whole round while it went on for a loo (mayEndHere). */
  readonly ended?: boolean;
}


/** The player count offered first: 5 where the rules allow it, else the nearest count they do. */
export function defaultPlayers(rules: LooRules): number {
  return Math.max(rules.options.minPlayers, Math.min(5, rules.options.maxPlayers));
}

/** A fresh seed from the browser's random source (crypto where there is one), 1..2^31−1. */
export function freshSeed(): number {
  const c = (globalThis as { crypto?: Crypto }).crypto;
  if (c?.getRandomValues) return (c.getRandomValues(new Uint32Array(1))[0]! % 2147483646) + 1;
  return Math.floor(Math.random() * 2147483646) + 1;
}

/** Deal number `k` (0-based) of a game: seeded by the game's seed and `k`. */
function dealOf(rules: LooRules, players: number, seed: number, k: number, dealer: number, carried: number): LooPosition {
  const r = looDealSeeded((seed + Math.imul(k + 1, 0x9e3779b1)) | 0, { rules, players, dealer, carried });
  if (!r.ok) throw new Error(r.error.code);
  return r.value;
}

/** The settlement of a position once it is over, else null. */
function settled(pos: LooPosition): LooSettlement | null {
  if (pos.phase !== 'over') return null;
  const s = settleLoo(pos);
  return s.ok ? s.value : null;
}

/**
 * A new game: the first dealer drawn from the seed (seed 004, "Vorbereitung" 1: whoever cuts lowest deals;
 * here the seed cuts), an empty pot, totals at zero.
 */
export function newGame(rules: LooRules, players: number, level: LooLevel, seed: number): LooGame {
  const rng = seededRng(seed);
  const dealer = rng.int(players);
  const pos = dealOf(rules, players, seed, 0, dealer, 0);
  return { rules, players, level, seed, done: 0, pos, steps: [], totals: Array<number>(players).fill(0), settlement: null, rng, fromLink: false };
}

/** A game that begins at a position read from a link: its deal's steps are replayed for the narration. */
export function gameFromPosition(pos: LooPosition, level: LooLevel, seed: number): LooGame {
  const tl = replayLoo(startPosition(pos.deal), looMovesOf(pos));
  const steps = tl.ok ? tl.value.steps : [];
  return {
    rules: pos.rules, players: pos.players, level, seed, done: 0, pos, steps,
    totals: Array<number>(pos.players).fill(0), settlement: settled(pos), rng: seededRng(seed), fromLink: true,
  };
}

/** The game after `move`, or the engine's error (the game unchanged). */
export function playMove(g: LooGame, move: LooMove): { ok: true; game: LooGame } | { ok: false; error: LooMoveError } {
  if (g.settlement) return { ok: false, error: { code: 'ERR_DEAL_OVER' } };
  const r = applyLooMove(g.pos, move);
  if (!r.ok) return { ok: false, error: r.error };
  const pos = r.value.position;
  return { ok: true, game: { ...g, pos, steps: [...g.steps, r.value], settlement: settled(pos) } };
}

/** The running totals after the settled deal (before it while it is in play). */
export function totalsNow(g: LooGame): number[] {
  return g.totals.map((x, p) => x + (g.settlement?.net[p] ?? 0));
}

/**
 * Whether the game is over after the settled deal: everyone has dealt once, and this deal had no loo
 * (seed 004, "Spielende"; engine looGameMayEnd).
 */
export function gameOver(g: LooGame): boolean {
  return g.settlement !== null && (g.ended === true || looGameMayEnd(g.done + 1, g.players, g.settlement));
}

/**
 * Whether the reader may end the game after the settled deal although it had a loo: a whole number of rounds
 * has been dealt, everyone having dealt equally often (seed 004, "Spielende"), and Peel allows a game stopped
 * early to stop just before the first dealer's turn comes round again, the chips in the pot staying unclaimed
 * (Round Games with Cards, 1891, "Loo": sources `peel-end`). A three-card game of five can otherwise run to
 * dozens of deals (an English newcomer's ran to 58).
 */
export function mayEndHere(g: LooGame): boolean {
  return playingOn(g) && (g.done + 1) % g.players === 0;
}

/**
 * The next deal after the settled one at whose end everyone will have dealt equally often, where the reader may
 * next end a game that plays on (mayEndHere), 1-based: 10 after deal 5, 6, … or 9 of a game of five.
 */
export function nextWholeRound(g: LooGame): number {
  return (Math.floor((g.done + 1) / g.players) + 1) * g.players;
}

/** Whether everyone has dealt after the settled deal, but it had a loo: play on until a deal without one. */
export function playingOn(g: LooGame): boolean {
  return g.settlement !== null && g.done + 1 >= g.players && !gameOver(g);
}

/** The next deal: the deal passes to the left, the pot carries what was left (engine nextLooDeal). */
export function nextDeal(g: LooGame): LooGame {
  if (!g.settlement) return g;
  const { dealer, carried } = nextLooDeal(g.pos, g.settlement);
  const done = g.done + 1;
  return { ...g, done, totals: totalsNow(g), pos: dealOf(g.rules, g.players, g.seed, done, dealer, carried), steps: [], settlement: null };
}

/** The last finished trick of the deal while no card of the next one is down: its cards, players and winner. */
export function lastTrick(g: LooGame): { cards: number[]; players: number[]; winner: number } | null {
  const pos = g.pos;
  if (pos.trick.length > 0 || pos.winners.length === 0) return null;
  const step = g.steps.at(-1);
  const e = step?.events.find((x) => x.type === 'trick');
  if (!e || e.type !== 'trick') return null;
  const players = e.cards.map((c) => pos.played.findIndex((pl) => pl.includes(c)));
  return { cards: e.cards.slice(), players, winner: e.winner };
}

/** A move as a verb phrase for the hint ("take the miss", "throw out the two of clubs", "play the ace of spades"). */
export function moveText(t: TFunction, pos: LooPosition, move: LooMove): string {
  return looMoveWords(t, move, pos.turnUp, pos.pam, pos.phase === 'play' && pos.trick.length === 0);
}

/** A signed chip count: +3, −3 (minus sign), 0. */
export { signed } from '../../replay/signed.ts';
