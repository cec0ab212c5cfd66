/**
 * Analysis of a Loo decision by Monte Carlo (issue 15): every legal choice of the player on turn — a call
 * (play, pass, take the miss, defend, concede), an exchange, or a card — rated by the chips it is expected
 * to bring that player, with a 95 % confidence interval. For each rollout the cards the player cannot see
 * are dealt afresh at random (determinization): the other players' hands (each of its present size), the
 * miss while it lies there, the stock (top first), and the turn-up while it is hidden. What the player
 * sees stays: their own hand and the hand they were dealt, every card played face up (seed 004, "Die
 * Stiche"), the turn-up once shown (in the dealer's hand when he took it), their own discards. A deal of
 * the hidden cards is kept only when every card played so far is legal with it (a player who did not
 * follow suit holds none of it): the engine's kernel replays the tricks to check. Then the choice is made,
 * the deal is played to its end by computer players of a chosen level and settled by the engine, and the
 * player's net chips are averaged. All rules are the engine's (`LooKernel` and the step API of rules.ts,
 * ai.ts for the levels, the sound level on the kernel); this module only deals, counts and averages.
 */
import type { Card, Player, Result } from '../core/types.ts';
import type { LegalLooMove, LooPosition } from './types.ts';
import { SeedStream } from '../core/seedstream.ts';
import { RunningMean, reportOf, rolloutSeed, type AnalysisReport, type ChoiceRating } from '../core/stats.ts';
import { acquireLooKernel, releaseLooKernel, applyLooMove, legalLooMoves, type LooKernel } from './rules.ts';
import { startPosition } from './setup.ts';
import { settleLoo } from './settle.ts';
import { looMovesOf } from './replay.ts';
import { LooKernelPlayer, type LooLevel } from './ai.ts';

/**
 * Who plays the rollouts: `random` — fast play's random player (replay.ts `randomLooMove` on the kernel;
 * the fastest, the default); or one of ai.ts's levels, `plain` (a uniform legal move) or `sound` (the
 * seed's tips; deterministic), both on the kernel with ai.ts LooKernelPlayer, which makes the moves
 * looComputerMove makes on the step API.
 */
export type LooAnalysisLevel = 'random' | LooLevel;

/** The levels a Loo analysis may use, fastest first. */
export const LOO_ANALYSIS_LEVELS: readonly LooAnalysisLevel[] = ['random', 'plain', 'sound'];

/** Options of `analyseLoo`. */
export interface LooAnalysisOptions {
  /** Who plays the rollouts (default `random`). */
  readonly level?: LooAnalysisLevel;
  /** The seed (a 32-bit integer, default 1): the same seed, position and options give the same ratings. */
  readonly seed?: number;
  /** Deals of the hidden cards tried per rollout before one consistent with the tricks is found (default 2000). */
  readonly tries?: number;
}

/** Why a position cannot be analysed: the deal is over (nobody is on turn). */
export type LooAnalysisError = { readonly code: 'ERR_DEAL_OVER' };

/** A Loo analysis report: each legal move rated in chips. */
export type LooReport = AnalysisReport<LegalLooMove>;
export type LooMoveRating = ChoiceRating<LegalLooMove>;

/** A card played since the play began, to be replayed against each deal of the hidden cards. */
interface Played {
  readonly player: Player;
  readonly card: Card;
  readonly civil: boolean;
}

/**
 * A Loo analysis under way: `step(n)` adds n rollouts to every choice and returns the report so far;
 * `cancel()` stops it. Rollout i depends only on the seed and i (`step(a)` then `step(b)` is `step(a +
 * b)`), and every choice's rollout i plays with the same hidden cards and random stream.
 */
export class LooAnalysis {
  readonly player: Player;
  readonly choices: readonly LegalLooMove[];
  readonly level: LooAnalysisLevel;
  readonly seed: number;
  private readonly pos: LooPosition;
  private readonly stats: RunningMean[];
  private readonly rng = new SeedStream();
  private readonly tries: number;
  /** The unseen cards, dealt to `places` in order: the other hands, the miss, the stock, a hidden turn-up. */
  private readonly pool: Card[];
  /** Hidden cards per other seat (its hand less the cards the player knows it holds). */
  private readonly hiddenOf: number[];
  /** Known cards in other hands (the turn-up the dealer took). */
  private readonly knownOf: Card[][];
  private readonly drawTurnUp: boolean;
  /** The position when the cards began to be played (null before), and the cards played since. */
  private readonly playStart: LooPosition | null;
  private readonly plays: readonly Played[];
  private cancelled = false;
  private done = 0;
  /** Rollouts whose hidden cards were kept without a consistent deal found within `tries` (should stay 0). */
  inconsistent = 0;
  /** The deal of the rollout under way. */
  private det: LooPosition;
  /** The computer players of the rollouts at the levels `plain` and `sound`, on the kernel. */
  private readonly computer = new LooKernelPlayer();

  constructor(pos: LooPosition, choices: readonly LegalLooMove[], level: LooAnalysisLevel, seed: number, tries: number) {
    const v = pos.turn!;
    this.pos = pos;
    this.det = pos;
    this.player = v;
    this.choices = choices;
    this.level = level;
    this.seed = seed | 0;
    this.tries = tries;
    this.stats = choices.map(() => new RunningMean());
    const seen = new Set<Card>([...pos.hands[v]!, ...pos.deal.hands[v]!, ...pos.trick]);
    for (const p of pos.played) for (const c of p) seen.add(c);
    const moves = looMovesOf(pos);
    for (const m of moves) if (m.type === 'exchange' && m.player === v) for (const c of m.discard) seen.add(c);
    this.drawTurnUp = pos.trumpHidden && pos.turnUp !== null;
    if (!this.drawTurnUp) seen.add(pos.deal.turnUp);
    this.knownOf = pos.hands.map((h, q) => (q !== v && pos.turnUp === null && h.includes(pos.deal.turnUp) ? [pos.deal.turnUp] : []));
    this.hiddenOf = pos.hands.map((h, q) => (q === v ? 0 : h.length - this.knownOf[q]!.length));
    this.pool = [];
    for (let c = 0; c < 52; c++) if (!seen.has(c)) this.pool.push(c);
    // The position where card play began, and the cards played since (a deal of the hidden cards must
    // allow every one of them).
    const first = moves.findIndex((m) => m.type === 'play');
    if (first < 0) {
      this.playStart = null;
      this.plays = [];
    } else {
      let p = startPosition(pos.deal);
      for (let i = 0; i < first; i++) {
        const r = applyLooMove(p, moves[i]!);
        if (!r.ok) throw new Error('analysis: the position does not replay');
        p = r.value.position;
      }
      this.playStart = p;
      this.plays = moves.slice(first).flatMap((m) => (m.type === 'play' ? [{ player: m.player, card: m.card, civil: m.civil === true }] : []));
    }
  }

  get rollouts(): number {
    return this.done;
  }

  /** Stops the analysis: later `step` calls add nothing. */
  cancel(): void {
    this.cancelled = true;
  }

  /** The report so far, without adding rollouts. */
  report(): LooReport {
    return reportOf(this.player, this.choices, this.stats, this.cancelled);
  }

  /** The position rollout i plays from: the hidden cards dealt, the rest as it is (for tests). */
  hiddenDeal(i: number): LooPosition {
    const k = acquireLooKernel();
    try {
      this.deal(i, k);
      return this.det;
    } finally {
      releaseLooKernel(k);
    }
  }

  /** Adds `n` rollouts to every choice (none once cancelled) and returns the report. */
  step(n: number): LooReport {
    const k = acquireLooKernel();
    try {
      for (let r = 0; r < n && !this.cancelled; r++) {
        const i = this.done;
        this.deal(i, k);
        for (let c = 0; c < this.choices.length; c++) this.stats[c]!.add(this.rollout(i, c, k));
        this.done++;
      }
    } finally {
      releaseLooKernel(k);
    }
    return this.report();
  }

  /** Deals the hidden cards for rollout i into `det`, trying afresh until the tricks so far allow them. */
  private deal(i: number, k: LooKernel): void {
    const rng = this.rng.seed(rolloutSeed(this.seed, i, 1));
    const pos = this.pos;
    const pool = this.pool;
    // Seats that threw in their hand (for the miss, or to defend) keep it aside: the computer players read
    // it as seen by its owner, so it is dealt afresh too, from the cards left over.
    const thrown = pos.calls.map((c, q) => q !== pos.turn && (c === 'miss' || c === 'defend'));
    const need =
      this.hiddenOf.reduce((a, b) => a + b, 0) + pos.miss.length + pos.stock.length + (this.drawTurnUp ? 1 : 0) +
      thrown.filter(Boolean).length * pos.options.handSize;
    for (let t = 0; ; t++) {
      // A partial Fisher–Yates shuffle: the first `need` places of the pool.
      for (let j = 0; j < need; j++) {
        const r = j + rng.int(pool.length - j);
        const x = pool[j]!;
        pool[j] = pool[r]!;
        pool[r] = x;
      }
      let at = 0;
      const hands = pos.hands.map((h, q) => {
        if (q === pos.turn) return h;
        const out = [...this.knownOf[q]!, ...pool.slice(at, (at += this.hiddenOf[q]!))];
        return out.sort((a, b) => a - b);
      });
      const miss = pool.slice(at, (at += pos.miss.length)).sort((a, b) => a - b);
      const stock = pool.slice(at, (at += pos.stock.length));
      let turnUp = pos.deal.turnUp;
      if (this.drawTurnUp) turnUp = pool[at++]!;
      const dealt = pos.deal.hands.map((h, q) => (thrown[q] ? pool.slice(at, (at += pos.options.handSize)).sort((a, b) => a - b) : h));
      let det: LooPosition = { ...pos, hands, miss, stock, deal: { ...pos.deal, hands: dealt, turnUp } };
      if (this.drawTurnUp) {
        const trump = turnUp & 3;
        det = { ...det, turnUp, trump, pam: pos.options.pam === 'trumpJack' ? 40 + trump : pos.pam };
      }
      this.det = det;
      if (this.consistent(hands, turnUp, k)) return;
      if (t + 1 >= this.tries) {
        this.inconsistent++;
        return;
      }
    }
  }

  /** Whether every card played since the play began is legal when the other hands are `hands` now. */
  private consistent(hands: readonly (readonly Card[])[], turnUp: Card, k: LooKernel): boolean {
    const start = this.playStart;
    if (!start || this.plays.length === 0) return true;
    const v = this.player;
    const then = hands.map((h, q) => (q === v ? start.hands[q]! : [...h, ...this.plays.filter((p) => p.player === q).map((p) => p.card)]));
    const det: LooPosition = this.drawTurnUp ? { ...start, hands: then, deal: { ...start.deal, turnUp } } : { ...start, hands: then };
    k.load(det, false);
    for (const p of this.plays) {
      if (k.turn !== p.player) return false;
      k.judge();
      const c = p.card;
      const allowed = c < 32 ? (k.allowed[0]! >>> c) & 1 : (k.allowed[1]! >>> (c - 32)) & 1;
      if ((k.barred && c === k.pam) || (allowed === 0 && c !== k.freePam)) return false;
      k.doPlay(c, p.civil);
    }
    return true;
  }

  /** The player's net chips after choice c in rollout i (its hidden cards dealt into `det`). */
  private rollout(i: number, c: number, k: LooKernel): number {
    const rng = this.rng.seed(rolloutSeed(this.seed, i, 2));
    const r = applyLooMove(this.det, this.choices[c]!.move);
    if (!r.ok) throw new Error(`analysis: a choice is not legal with the hidden cards dealt (${r.error.code})`);
    const next = r.value.position;
    if (this.level === 'random' && next.phase !== 'over') {
      k.load(next, true);
      k.run(rng);
      return k.settlement().net[this.player]!;
    }
    if (next.phase === 'over') {
      const s = settleLoo(next);
      if (!s.ok) throw new Error('analysis: the deal does not settle');
      return s.value.net[this.player]!;
    }
    k.load(next, true);
    this.computer.begin(k, next);
    if (this.level === 'sound') this.computer.run();
    else this.computer.runPlain(rng);
    return k.settlement().net[this.player]!;
  }
}

/**
 * Starts the analysis of the decision of the player on turn in `pos`: every legal move of theirs — calls,
 * exchanges or cards, as `legalLooMoves` lists them — to be rated by `step(n)` (see LooAnalysis). Ratings
 * are expected net chips for the deal (shares − stake − loo + transfers, as `settleLoo` counts them), from
 * that player's view. Errors: `ERR_DEAL_OVER` when nobody is on turn.
 *
 * ```ts
 * const a = analyseLoo(pos, { seed: 7 });
 * if (a.ok) { const r = a.value.step(5000); r.choices[r.best]; } // { move, n, mean, sd, low, high } (chips)
 * ```
 */
export function analyseLoo(pos: LooPosition, opts: LooAnalysisOptions = {}): Result<LooAnalysis, LooAnalysisError> {
  if (pos.phase === 'over' || pos.turn === null) return { ok: false, error: { code: 'ERR_DEAL_OVER' } };
  const choices = legalLooMoves(pos);
  if (choices.length === 0) return { ok: false, error: { code: 'ERR_DEAL_OVER' } };
  return { ok: true, value: new LooAnalysis(pos, choices, opts.level ?? 'random', opts.seed ?? 1, opts.tries ?? 2000) };
}


