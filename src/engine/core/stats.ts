/**
 * Running statistics for Monte Carlo ratings (lld/analysis.ts, loo/analysis.ts): a mean with its 95 %
 * confidence interval, added to one sample at a time, and the seeds of reproducible rollouts.
 */

/** z for a two-sided 95 % interval of the normal distribution. */
export const Z95 = 1.959963984540054;

/**
 * A running mean and variance (Welford's algorithm: numerically stable, one pass). `add(x)` one sample
 * (chips); `mean`, `sd` (the sample standard deviation), `halfWidth` (1.96 · sd / √n, the half-width of the
 * normal 95 % interval of the mean; Infinity below two samples).
 */
export class RunningMean {
  n = 0;
  mean = 0;
  private m2 = 0;

  add(x: number): void {
    this.n++;
    const d = x - this.mean;
    this.mean += d / this.n;
    this.m2 += d * (x - this.mean);
  }

  get sd(): number {
    return this.n < 2 ? 0 : Math.sqrt(this.m2 / (this.n - 1));
  }

  get halfWidth(): number {
    return this.n < 2 ? Infinity : (Z95 * this.sd) / Math.sqrt(this.n);
  }
}

/**
 * A 32-bit seed for rollout `i` of an analysis seeded `seed` (`salt` tells streams apart): a murmur3-style
 * mix, so that neighbouring indices give unrelated streams and rollout i never depends on how many
 * rollouts were asked for at a time.
 */
export function rolloutSeed(seed: number, i: number, salt = 0): number {
  let h = (seed | 0) ^ Math.imul(i + 1, 0x9e3779b1) ^ Math.imul(salt + 1, 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) | 0;
}

/** One legal choice rated by Monte Carlo: its expected chips for the player, with a 95 % interval. */
export interface ChoiceRating<M> {
  /** The choice (a legal move of the player analysed). */
  readonly move: M;
  /** Rollouts made after this choice. */
  readonly n: number;
  /** The mean of the player's net chips for the deal over the rollouts (chips; + won, − lost). */
  readonly mean: number;
  /** The sample standard deviation of those net chips (chips). */
  readonly sd: number;
  /** The 95 % confidence interval of the expected chips, `mean ± 1.96 · sd / √n` (chips; ±Infinity below two rollouts). */
  readonly low: number;
  readonly high: number;
}

/** An analysis so far: every choice rated, the best one (highest mean) first by index. */
export interface AnalysisReport<M> {
  /** The seat whose choices are rated (the player on turn unless another was asked for). */
  readonly player: number;
  /** The ratings, in the order of the engine's legal moves. */
  readonly choices: readonly ChoiceRating<M>[];
  /** Rollouts per choice so far. */
  readonly rollouts: number;
  /** The index in `choices` of the highest mean. */
  readonly best: number;
  /** Whether the analysis was cancelled (then `step` adds nothing). */
  readonly cancelled: boolean;
}

/** A rating from a running mean. */
export function ratingOf<M>(move: M, s: RunningMean): ChoiceRating<M> {
  const h = s.halfWidth;
  return { move, n: s.n, mean: s.mean, sd: s.sd, low: s.mean - h, high: s.mean + h };
}

/** A report from the running means of each choice. */
export function reportOf<M>(player: number, moves: readonly M[], stats: readonly RunningMean[], cancelled: boolean): AnalysisReport<M> {
  const choices = moves.map((m, i) => ratingOf(m, stats[i]!));
  let best = 0;
  for (let i = 1; i < choices.length; i++) if (choices[i]!.mean > choices[best]!.mean) best = i;
  return { player, choices, rollouts: stats[0]?.n ?? 0, best, cancelled };
}

/**
 * Whether rating `c` is level with `best`: both intervals finite and the difference of the means within the two
 * half-widths combined (√(h₁² + h₂²)). The analysis panel marks such a choice "as good" (Analysis.tsx), and the
 * coach calls its better choice "one of the best" when another is level with it (costlyChoice).
 */
export function levelWith(best: { mean: number; low: number; high: number }, c: { mean: number; low: number; high: number }): boolean {
  if (!Number.isFinite(best.high) || !Number.isFinite(c.high)) return false;
  const hb = (best.high - best.low) / 2;
  const hc = (c.high - c.low) / 2;
  return best.mean - c.mean <= Math.sqrt(hb * hb + hc * hc);
}

/**
 * The least cost, in chips, that the coach warns of by default (lld/coachCost.ts, loo/coachCost.ts): a move
 * expected to bring at least this much less than the best choice. The play pages state it in each language
 * (tests/unit/coach-threshold.test.ts).
 */
export const COACH_THRESHOLD = 0.25;

/**
 * The coach's test of a move by the numbers (lld/coachCost.ts, loo/coachCost.ts): runs `rollouts` more
 * rollouts of an analysis whose choices include the move at index `mine`, and returns its cost in chips
 * (the best choice's mean less the move's) with the best choice when the best is another choice, ahead by
 * at least `threshold` chips, and the two 95 % intervals do not overlap; otherwise null. `among`: which
 * choices the move is weighed against (default all): a free move in Laugh and Lie Down, which leaves its
 * player's turn to come, is weighed only against the other free moves (lld/coachCost.ts). `shared`: whether
 * a third choice (neither the best nor the move) rates level with the best, within the two 95 % intervals
 * combined, as the analysis panel marks a choice "as good": the coach then names its choice as one of the
 * best, since the hint may name the other (an English newcomer saw the two disagree). `prefer` (an index
 * of the choices, or -1): a choice to name in the best one's place when it rates level with the best and
 * the move is costly against it too (ahead by `threshold`, the intervals apart), so that the coach names the
 * hint's choice rather than another just as good (a German newcomer, warned about a discard, was told of a
 * different discard than the hint's); `cost` is then the move's cost against it.
 */
export function costlyChoice<M>(
  analysis: { step(n: number): AnalysisReport<M> },
  mine: number,
  rollouts: number,
  threshold: number,
  among: (move: M) => boolean = () => true,
  prefer = -1,
): { cost: number; better: M; shared: boolean } | null {
  const report = analysis.step(rollouts);
  // The best of the choices the move is weighed against (`among`; the move itself always is).
  let at = mine;
  report.choices.forEach((c, i) => { if (among(c.move) && c.mean > report.choices[at]!.mean) at = i; });
  const best = report.choices[at]!;
  const own = report.choices[mine]!;
  const cost = best.mean - own.mean;
  if (at === mine || cost < threshold || own.high >= best.low) return null;
  const shared = report.choices.some((c, i) => i !== at && i !== mine && among(c.move) && levelWith(best, c));
  const alt = prefer >= 0 && prefer !== at && prefer !== mine ? report.choices[prefer] : undefined;
  if (alt && among(alt.move) && levelWith(best, alt) && alt.mean - own.mean >= threshold && own.high < alt.low) {
    return { cost: alt.mean - own.mean, better: alt.move, shared: true };
  }
  return { cost, better: best.move, shared };
}
