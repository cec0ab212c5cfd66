/**
 * The statistics of the strategy lab (scripts/strategy.ts and the pages' "run it yourself" Worker): running
 * means with a 95 % confidence interval, proportions with Wilson's interval, and the exact combinatorial
 * figures the simulations are checked against. Plain numbers in and out; no engine, no DOM.
 */

/** z for a two-sided 95 % interval (the normal quantile 0.975). */
export const Z95 = 1.959963984540054;

/** A mean with its 95 % interval and the sample size, as the JSON stores it (units: chips, or a fraction). */
export interface Estimate {
  readonly mean: number;
  readonly lo: number;
  readonly hi: number;
  readonly n: number;
}

/**
 * A running tally of a sample (Welford's algorithm, so that long runs lose no precision): `add` values, then
 * `estimate()` gives the mean and the normal-approximation 95 % interval mean ± z·s/√n, s the sample
 * standard deviation (n − 1). With fewer than two values the interval is the mean itself.
 */
export class Tally {
  n = 0;
  mean = 0;
  m2 = 0;

  add(x: number): void {
    this.n++;
    const d = x - this.mean;
    this.mean += d / this.n;
    this.m2 += d * (x - this.mean);
  }

  /** The sample standard deviation (0 for fewer than two values). */
  sd(): number {
    return this.n < 2 ? 0 : Math.sqrt(this.m2 / (this.n - 1));
  }

  estimate(digits = 4): Estimate {
    const half = this.n < 2 ? 0 : (Z95 * this.sd()) / Math.sqrt(this.n);
    return { mean: round(this.mean, digits), lo: round(this.mean - half, digits), hi: round(this.mean + half, digits), n: this.n };
  }
}

/**
 * A proportion `k` of `n` with Wilson's 95 % score interval (better than the normal one near 0 and 1):
 * centre (p + z²/2n) / (1 + z²/n), half-width z·√(p(1−p)/n + z²/4n²) / (1 + z²/n). Throws for n < 1.
 */
export function wilson(k: number, n: number, digits = 5): Estimate {
  if (!(n >= 1) || k < 0 || k > n) throw new RangeError(`wilson: ${k} of ${n}`);
  const p = k / n;
  const z2 = Z95 * Z95;
  const denom = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denom;
  const half = (Z95 * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denom;
  return { mean: round(p, digits), lo: round(Math.max(0, centre - half), digits), hi: round(Math.min(1, centre + half), digits), n };
}

/** `x` rounded to `digits` decimals (−0 written as 0, so that the JSON is the same on every run). */
export function round(x: number, digits: number): number {
  const f = 10 ** digits;
  const r = Math.round(x * f) / f;
  return r === 0 ? 0 : r;
}

/** The binomial coefficient C(n, k), exact for the card counts used here (integers below 2^53). */
export function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return Math.round(r);
}

/**
 * Five-card Loo hands that hold a flush (seed 004: five cards of a suit, or four of a suit and Pam, the
 * jack of clubs): every five of one suit, 4·C(13,5), plus Pam with four of another suit than clubs,
 * 3·C(13,4) (Pam with four clubs is already five clubs). Returns the count and its share of C(52,5).
 */
export function fiveCardFlushOdds(): { readonly hands: number; readonly total: number; readonly p: number } {
  const hands = 4 * choose(13, 5) + 3 * choose(13, 4);
  const total = choose(52, 5);
  return { hands, total, p: hands / total };
}
