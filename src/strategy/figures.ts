/**
 * The figures the strategy pages quote, read from the generated results (src/data/strategy/*.json) by a
 * dotted key — `lld.seat.parlett.5.dealer` is Parlett's five-player dealer, `loo.flush.perHand` five-card
 * Loo's flush rate — and formatted per locale. The prose never types a figure: <Figure k="…" /> asks here,
 * and a claim the prose makes about a figure (`expect`) is checked against the data here too (the build
 * fails, and so does tests/unit/strategy-figures.test.ts, when it does not hold).
 */
import lld from '../data/strategy/lld.json' with { type: 'json' };
import loo from '../data/strategy/loo.json' with { type: 'json' };
import type { Estimate } from './stats.ts';
import { numberFormat } from '../i18n/numberFormat.ts';
import { rangeSep } from '../i18n/rangeSep.ts';
import { formatBound } from './bound.ts';

export const DATA: Record<string, unknown> = { lld, loo };

/**
 * Figures derived from the results rather than stored in them, by key:
 * - `loo.positions.<level>.potLeft`: the chips still in the pot, on average, when a game of the seat
 *   experiment stops. Every game starts with an empty pot and each deal moves chips only between the
 *   players and the pot, so the players' nets over a game add up to minus the pot left after its last deal;
 *   with every seat tallied once a deal, that is −(sum of the seat means) × deals per game (within 0.005
 *   chips: the means are stored to four decimals).
 */
function derived(k: string): number | undefined {
  const m = /^loo\.positions\.(\w+)\.potLeft$/.exec(k);
  if (!m) return undefined;
  const seats = (loo.positions as Record<string, Record<string, Estimate>>)[m[1]!];
  if (!seats) return undefined;
  const sum = Object.values(seats).reduce((a, e) => a + e.mean, 0);
  return -sum * loo.method.positions.dealsPerGame;
}

/** The value at a dotted key (a stored result, or one derived from them: see `derived`), or undefined. */
export function lookup(k: string): unknown {
  const d = derived(k);
  if (d !== undefined) return d;
  let v: unknown = DATA;
  for (const part of k.split('.')) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<string, unknown>)[part];
  }
  return v;
}

/** Whether `v` is an Estimate (mean, lo, hi, n). */
export function isEstimate(v: unknown): v is Estimate {
  return v !== null && typeof v === 'object' && ['mean', 'lo', 'hi', 'n'].every((f) => typeof (v as Record<string, unknown>)[f] === 'number');
}

/**
 * What a sentence says about a figure, checked against its interval:
 * - `positive` / `negative`: the whole 95 % interval is above / below zero;
 * - `zero`: the interval contains zero (no measurable effect);
 * - `above:<key>` / `below:<key>`: the interval lies entirely above / below the other figure's interval.
 * - `near:<key>`: the two intervals overlap (agree);
 * - `contains:<key>`: the interval contains the number at the other key (an exact figure).
 */
export type Expect = string;

/** Checks `expect` for the figure at `k`: null when it holds, else the reason. */
export function checkExpect(k: string, expect: Expect): string | null {
  const v = lookup(k);
  if (!isEstimate(v)) return `${k}: not an estimate`;
  const [what, other] = expect.split(':') as [string, string | undefined];
  const o = other === undefined ? undefined : lookup(other);
  if (what === 'contains') return typeof o === 'number' && v.lo <= o && o <= v.hi ? null : `${k}: interval ${v.lo}…${v.hi} does not contain ${other} (${String(o)})`;
  if (other !== undefined && !isEstimate(o)) return `${other}: not an estimate`;
  switch (what) {
    case 'positive':
      return v.lo > 0 ? null : `${k}: interval ${v.lo}…${v.hi} not above zero`;
    case 'negative':
      return v.hi < 0 ? null : `${k}: interval ${v.lo}…${v.hi} not below zero`;
    case 'zero':
      return v.lo <= 0 && v.hi >= 0 ? null : `${k}: interval ${v.lo}…${v.hi} excludes zero`;
    case 'above':
      return v.lo > (o as Estimate).hi ? null : `${k} not above ${other}`;
    case 'below':
      return v.hi < (o as Estimate).lo ? null : `${k} not below ${other}`;
    case 'near':
      return v.lo <= (o as Estimate).hi && (o as Estimate).lo <= v.hi ? null : `${k} and ${other} do not overlap`;
    default:
      return `unknown expectation ${expect}`;
  }
}


/** How a figure is shown: a signed mean in chips, with its interval, a percentage, a count. */
export type Show = 'chips' | 'chipsCI' | 'pct' | 'pctCI' | 'n' | 'number' | 'abs';

/** The figure at `k` as text in `lang` (throws for a key that does not resolve: the build then fails). */
export function formatFigure(k: string, show: Show, lang: string, digits?: number, unit?: string): string {
  const text = formatRaw(k, show, lang, digits).replace(/-/g, '\u2212');
  if (!unit) return text;
  // The unit belongs to the mean: "+6.14 chips (+6.10 … +6.18)", not "+6.14 (+6.10 … +6.18) chips".
  const space = lang === 'en' ? ' ' : '\u00a0';
  const at = text.indexOf(' (');
  return at < 0 ? `${text}${space}${unit}` : `${text.slice(0, at)}${space}${unit}${text.slice(at)}`;
}

/** formatFigure before the minus signs are made typographic. */
function formatRaw(k: string, show: Show, lang: string, digits?: number): string {
  const v = lookup(k);
  if (v === undefined) throw new Error(`strategy figure ${k} does not resolve`);
  const nf = (d: number, sign = false) => numberFormat(lang, { minimumFractionDigits: d, maximumFractionDigits: d, signDisplay: sign ? 'exceptZero' : 'auto' });
  const pct = (x: number, d: number) => numberFormat(lang, { style: 'percent', minimumFractionDigits: d, maximumFractionDigits: d }).format(x);
  // An interval after its mean: as the tables write it (« … »; an en dash between two negative values,
  // −0,96 – −0,91, reads badly), but in French « de … à … », where a dash between signed numbers reads as a minus.
  // German reads « bis » there (a German editor), as its tables do (rangeSep).
  const interval = (lo: string, hi: string) => (lang === 'fr' ? `(de ${lo} à ${hi})` : `(${lo}${rangeSep(lang)}${hi})`);
  if (typeof v === 'number') {
    if (show === 'pct') return pct(v, digits ?? 1);
    return nf(digits ?? 0).format(v);
  }
  if (!isEstimate(v)) throw new Error(`strategy figure ${k} is not a number or an estimate`);
  const d = digits ?? 2;
  switch (show) {
    case 'chips':
      return nf(d, true).format(v.mean);
    case 'abs':
      return nf(d).format(Math.abs(v.mean));
    case 'chipsCI':
      return `${nf(d, true).format(v.mean)} ${interval(formatBound(lang, v.lo, d), formatBound(lang, v.hi, d))}`;
    case 'pct':
      return pct(v.mean, digits ?? 1);
    case 'pctCI':
      return `${pct(v.mean, digits ?? 1)} ${interval(pct(v.lo, digits ?? 1), pct(v.hi, digits ?? 1))}`;
    case 'n':
      return nf(0).format(v.n);
    default:
      return nf(d).format(v.mean);
  }
}
