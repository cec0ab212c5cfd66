/**
 * Comparing Loo's rule sets on one deal (issue 16), as the Laugh and Lie Down readings are compared
 * (../lld/compare.ts): the same shuffled pack dealt under two rule sets, played by the same plain computer
 * player (replay.ts `plainLooMove`), every place the two plays part, and the option that causes each,
 * found by changing one option at a time.
 */
import type { LooMove, LooPosition, LooStep } from './types.ts';
import type { LooOptionId, LooRules } from './options.ts';
import type { LooSettlement } from './settle.ts';
import { withLooOption } from './options.ts';
import { applyLooMove } from './rules.ts';
import { settleLoo } from './settle.ts';
import { plainLooMove } from './replay.ts';
import { looDealSeeded } from './setup.ts';
import { formatLooMove } from './notation.ts';
import { alignKeys, partings, togetherRows } from '../core/align.ts';

/** A Loo deal played to its end by plainLooMove, with its settlement. */
export interface LooPlayedDeal {
  readonly start: LooPosition;
  readonly steps: readonly LooStep[];
  readonly settlement: LooSettlement;
}

/** The deal both rule sets are dealt: a seed (the shuffled pack), the number of players and the dealer. */
export interface LooComparisonDeal {
  readonly seed: number;
  readonly players: number;
  readonly dealer: number;
  /** Chips carried into the pot (0: a single pot where the rules have them; more: a double pot with calls and loos). */
  readonly carried: number;
}

/** A place two plays part (see ../lld/compare.ts `Divergence`): steps of each, the kind, the cause. */
export interface LooDivergence {
  readonly kind: 'play' | 'events';
  readonly a: number;
  readonly lengthA: number;
  readonly b: number;
  readonly lengthB: number;
  /** The option that, changed alone from A's value to B's, makes A's play part at the same step; null if none alone. */
  readonly cause: LooOptionId | null;
}

/** The comparison of two Loo rule sets on one deal. */
export interface LooComparison {
  readonly a: LooPlayedDeal;
  readonly b: LooPlayedDeal;
  readonly divergences: readonly LooDivergence[];
  /** Whether any seat's net chips or the pot left differ. */
  readonly payoffDiffers: boolean;
  /** When the play never parts and the pay-off does: the option that alone changes the pay-off, or null. */
  readonly payoffCause: LooOptionId | null;
  /** The options on which the two rule sets differ. */
  readonly differing: readonly LooOptionId[];
}

/** The number of players both rule sets allow nearest to five (both deal 2 to 5 or more), or null. */
export function commonLooPlayers(a: LooRules, b: LooRules): number | null {
  const lo = Math.max(a.options.minPlayers, b.options.minPlayers);
  const hi = Math.min(a.options.maxPlayers, b.options.maxPlayers);
  if (lo > hi) return null;
  return Math.max(lo, Math.min(5, hi));
}

/** Plays the deal under `rules` with plainLooMove; undefined when the rules cannot deal it (player count). */
export function playLooPlain(rules: LooRules, deal: LooComparisonDeal): LooPlayedDeal | undefined {
  const d = looDealSeeded(deal.seed, { rules, players: deal.players, dealer: deal.dealer, carried: deal.carried });
  if (!d.ok) return undefined;
  const steps: LooStep[] = [];
  let pos = d.value;
  for (let m = plainLooMove(pos); m; m = plainLooMove(pos)) {
    const r = applyLooMove(pos, m);
    if (!r.ok) throw new Error(`plainLooMove chose an illegal move: ${r.error.code}`);
    steps.push(r.value);
    pos = r.value.position;
  }
  const s = settleLoo(pos);
  if (!s.ok) throw new Error('deal did not end');
  return { start: d.value, steps, settlement: s.value };
}

const moveKey = (m: LooMove | undefined) => (m ? formatLooMove(m) : '');
/** The move a step made (the last of its position's history). */
const moveOfLooStep = (s: LooStep) => s.position.history?.move;
const eventsKey = (s: LooStep) => JSON.stringify(s.events);

/**
 * The keys the two plays are paired by: each step's move, a card played with its trick and its place in the
 * trick. A card is played once a deal, so once the plays part the same card often falls in another trick;
 * paired across tricks, it had left one side's whole trick without a counterpart (a French reader saw "no
 * move here" beside the lead where the two rule sets part, and that side's own lead five steps later).
 */
function looKeys(p: LooPlayedDeal): string[] {
  return p.steps.map((s, i) => {
    const m = moveOfLooStep(s);
    if (m?.type !== 'play') return moveKey(m);
    const before = i === 0 ? p.start : p.steps[i - 1]!.position;
    return `${moveKey(m)}@${before.winners.length}.${before.trick.length}`;
  });
}

function alignLoo(a: LooPlayedDeal, b: LooPlayedDeal) {
  return alignKeys(looKeys(a), looKeys(b));
}

function rawLoo(a: LooPlayedDeal, b: LooPlayedDeal) {
  return partings(a.steps.length, b.steps.length, alignLoo(a, b), (i, j) => eventsKey(a.steps[i]!) === eventsKey(b.steps[j]!));
}

const payDiffers = (x: LooSettlement, y: LooSettlement) => x.potAfter !== y.potAfter || x.net.some((n, p) => n !== y.net[p]);

/**
 * Plays one deal under rule sets `a` and `b` and compares them: every place the plays part, each with the
 * option that alone (set in A to B's value) makes A's play part at the same step in the same way; when the
 * play never parts, whether and through which option the pay-off does. Undefined when either cannot deal it.
 */
export function compareLooRules(a: LooRules, b: LooRules, deal: LooComparisonDeal): LooComparison | undefined {
  const pa = playLooPlain(a, deal);
  const pb = playLooPlain(b, deal);
  if (!pa || !pb) return undefined;
  const differing = (Object.keys(a.options) as LooOptionId[]).filter((k) => JSON.stringify(a.options[k]) !== JSON.stringify(b.options[k]));
  const raw = rawLoo(pa, pb);
  const single = differing.map((k) => {
    let p: LooPlayedDeal | undefined;
    try {
      // One option alone can make a rule set that cannot deal (a five-card hand in three packets): no cause.
      p = playLooPlain(withLooOption(a, k, b.options[k] as never), deal);
    } catch {
      p = undefined;
    }
    return { k, p, at: p ? rawLoo(pa, p) : [] };
  });
  const divergences = raw.map((d) => ({ ...d, cause: single.find((s) => s.at.some((x) => x.kind === d.kind && x.a === d.a))?.k ?? null }));
  const differs = payDiffers(pa.settlement, pb.settlement);
  let payoffCause: LooOptionId | null = null;
  if (raw.length === 0 && differs) {
    payoffCause = single.find((s) => s.p && s.at.length === 0 && payDiffers(s.p.settlement, pa.settlement))?.k ?? null;
  }
  return { a: pa, b: pb, divergences, payoffDiffers: differs, payoffCause, differing };
}

/** The rows on which the two plays step together (see ../lld/compare.ts `stepTogether`). */
export function stepLooTogether(c: Pick<LooComparison, 'a' | 'b' | 'divergences'>): { a: number | null; b: number | null; divergence: number | null }[] {
  return togetherRows(c.a.steps.length, c.b.steps.length, alignLoo(c.a, c.b), (kind, i, j) => {
    const d = c.divergences.findIndex((x) => x.kind === kind && x.a === i && x.b === j);
    return d < 0 ? null : d;
  });
}

/**
 * The comparison's deal of `seed`: dealer `seed % players`; odd seeds carry `carry` chips into the pot (6 by
 * default, two three-card loos: a double pot with calls, the miss, loos; see looCarry), even seeds none (a
 * single pot where the rules have one, seed 004 "Mitspielen").
 */
export function looComparisonDeal(seed: number, players: number, carry = 6): LooComparisonDeal {
  return { seed, players, dealer: seed % players, carried: seed % 2 === 1 ? carry : 0 };
}

/**
 * The chips an odd-numbered comparison deal carries in for rule sets `a` and `b`: a five-card loo, 5 (seed
 * 004, "Loo mit fünf Karten"), where both deal five cards; else 6, two three-card loos of 3 (an English
 * newcomer found 6 chips carried into a five-card pot, where every loo is 5).
 */
export function looCarry(a: LooRules, b: LooRules): number {
  return a.options.handSize === 5 && b.options.handSize === 5 ? 5 : 6;
}

/** Seeds partingLooSeed looks through. */
export const LOO_PARTING_SEARCH = 300;

/**
 * The first seed (1 … LOO_PARTING_SEARCH) whose deal (looComparisonDeal, the common player count nearest
 * five) rule sets `a` and `b` play with at least two divergences, so that a comparison opens
 * where they part more than once; else the first with one; else the first whose pay-off differs; else null.
 */
export function partingLooSeed(a: LooRules, b: LooRules): LooComparisonDeal | null {
  const players = commonLooPlayers(a, b);
  if (players === null) return null;
  let one: LooComparisonDeal | null = null;
  let pay: LooComparisonDeal | null = null;
  for (let seed = 1; seed <= LOO_PARTING_SEARCH; seed++) {
    const deal = looComparisonDeal(seed, players, looCarry(a, b));
    const pa = playLooPlain(a, deal);
    const pb = playLooPlain(b, deal);
    if (!pa || !pb) return null;
    const n = rawLoo(pa, pb).filter((d) => d.kind === 'play').length;
    if (n >= 2) return deal;
    if (n === 1) one ??= deal;
    else if (payDiffers(pa.settlement, pb.settlement)) pay ??= deal;
  }
  return one ?? pay;
}
