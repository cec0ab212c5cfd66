import { useEffect, useId, useMemo, useRef, useState } from 'preact/hooks';
import type { TFunction } from 'i18next';
import type { ComponentChildren } from 'preact';
import type { FromWorker, ToWorker } from './protocol.ts';
import './analysis.css';
import { countWord } from '~/i18n/countWord.ts';
import { numberFormat } from '~/i18n/numberFormat.ts';
import { levelWith } from '~/engine/core/stats.ts';

/**
 * A list of more than FOLD_AT choices (a five-card exchange: 32) is long: ordered best first and folded to its
 * best FOLD rows until "Show all". Shorter lists (a Laugh and Lie Down turn, a call, a trick) stay whole, in
 * the order of the moves.
 */
const FOLD_AT = 12;
const FOLD = 8;

/** Rollouts per choice an analysis runs to at each level: the fast random player goes further. */
export function targetFor(level: string): number {
  return level === 'random' ? 10_000 : 1_000;
}

/** What the panel needs of a Worker (a fake one in tests). */
export interface WorkerLike {
  postMessage(m: ToWorker): void;
  onmessage: ((e: MessageEvent<FromWorker>) => void) | null;
  /** A Worker whose script did not load or threw (a fake one in tests may leave it out). */
  onerror?: ((e: Event) => void) | null;
  terminate(): void;
}

/** The analysis Worker, bundled by Vite as a module Worker. */
export function analysisWorker(): WorkerLike {
  return new Worker(new URL('./analysis.worker.ts', import.meta.url), { type: 'module' }) as unknown as WorkerLike;
}

export interface AnalysisProps {
  t: TFunction;
  /** The language for numbers (default: the page's `lang`). */
  lang?: string;
  game: 'lld' | 'loo';
  /** The position analysed, as the game's notation (lld1_…, loo1_…). */
  position: string;
  /** The name of the player whose choices are rated (the player on turn, or `seat`). */
  player: string;
  /** Whether that player is the reader (a game): the method is then told in the second person (`analysis.method_you`). */
  you?: boolean;
  /** The seat rated, when it is not the player on turn (Laugh and Lie Down: its free moves and making none now). */
  seat?: number;
  /** The levels offered, fastest first (the engine's ANALYSIS_LEVELS or LOO_ANALYSIS_LEVELS). */
  levels: readonly string[];
  /**
   * The level chosen at first, if it is one of `levels` (a game passes its own computer players' level, so
   * that the ratings are those of the players the reader faces, as the coach's are); else the fastest.
   */
  defaultLevel?: string;
  /** A choice in words (the page's own move text). */
  describe: (move: never) => string;
  /** The move the reader made (or chose) in this position, whose cost is stated. */
  mine?: object | null;
  /** The note under the bars that explains the row "no free move now" (default: the game's, which speaks to the reader's own seat). */
  waitNote?: string;
  /** Further controls for the panel's head, before the level (the explorer's choice of the seat rated). */
  controls?: ComponentChildren;
  /**
   * The i18next context of the level's help, where the rules change what the players do: Loo's `noExchange`
   * (rules without an exchange, as three-card Loo; a newcomer read of discarding in a game that has none) and
   * `noMiss` (an exchange and no miss, as five-card Loo; a tester read of the miss and of three-card hands there).
   */
  helpContext?: string;
  /** The seed of the rollouts (default 1). */
  seed?: number;
  /**
   * Whether the panel shows its own heading (default true): false under a disclosure that names it already (the
   * game's "Analyse this position"; a German newcomer read „Analyse dieser Stellung“ and under it „Analyse“).
   */
  heading?: boolean;
  /** Makes the Worker (tests give a fake one). */
  createWorker?: () => WorkerLike;
}

type Report = Extract<FromWorker, { type: 'progress' }>;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The analysis panel: every legal choice of the player on turn rated by its expected chips with a 95 %
 * interval, computed by the engine in a Worker (protocol.ts) and refined while the reader watches: a bar
 * per choice (mean, interval whisker), a progress bar, a stop button, the level of the computer players,
 * and in words the best choice and the cost of the reader's own. A widget renders what the engine rates;
 * it decides nothing.
 */
export function Analysis({ t, lang = typeof document === 'undefined' ? 'en' : document.documentElement.lang || 'en', game, position, player, you = false, seat, levels, defaultLevel, describe, mine, waitNote, controls, helpContext, seed = 1, heading = true, createWorker = analysisWorker }: AnalysisProps) {
  const [level, setLevel] = useState(defaultLevel !== undefined && levels.includes(defaultLevel) ? defaultLevel : (levels[0] ?? 'random'));
  const [state, setState] = useState<{ report: Report | null; error: string | null; stopped: boolean }>({ report: null, error: null, stopped: false });
  const [allRows, setAllRows] = useState(false);
  const worker = useRef<WorkerLike | null>(null);
  const id = useRef(0);
  // The panel opens where the page has room for it, often below the screen (the explorer's, under the move
  // list): brought into view when it opens, so that pressing Analyse visibly does something (a French and a
  // Russian newcomer saw only the button's label change). Without motion where the reader asks for none.
  const root = useRef<HTMLElement>(null);
  useEffect(() => {
    const el = root.current;
    if (!el || typeof el.scrollIntoView !== 'function' || typeof window === 'undefined') return;
    const r = el.getBoundingClientRect();
    if (r.top >= 0 && r.top < window.innerHeight - 80) return;
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    el.scrollIntoView({ block: 'start', behavior: still ? 'auto' : 'smooth' });
  }, []);

  useEffect(() => {
    const w = createWorker();
    worker.current = w;
    w.onmessage = (e) => {
      const m = e.data;
      if (m.id !== id.current) return;
      if (m.type === 'error') setState({ report: null, error: m.code, stopped: true });
      else setState((s) => (s.stopped && !m.done ? s : { report: m, error: null, stopped: s.stopped }));
    };
    // A script that does not load (offline, or an old tab after the site changed) left the panel at "0 deals played"
    // for good (a tester): said, in the page's language.
    w.onerror = (e) => {
      e.preventDefault?.();
      setState({ report: null, error: 'ERR_WORKER', stopped: true });
    };
    return () => w.terminate();
  }, []);

  useEffect(() => {
    const w = worker.current;
    if (!w) return;
    id.current++;
    setState({ report: null, error: null, stopped: false });
    w.postMessage({ type: 'start', id: id.current, game, position, level, seed, target: targetFor(level), ...(seat === undefined ? {} : { player: seat }) });
    return () => w.postMessage({ type: 'cancel', id: id.current });
  }, [position, level, seed, seat]);

  const stop = () => {
    worker.current?.postMessage({ type: 'cancel', id: id.current });
    setState((s) => ({ ...s, stopped: true }));
  };
  const again = () => {
    id.current++;
    setState({ report: null, error: null, stopped: false });
    worker.current?.postMessage({ type: 'start', id: id.current, game, position, level, seed: seed + id.current, target: targetFor(level), ...(seat === undefined ? {} : { player: seat }) });
  };

  // Rated figures (means, half-widths, costs) always with two decimals, so that a column of them lines up and a
  // cost reads as the difference of two rows (a French tester read « environ 0,8 jeton (± 0,04) » beside rows at
  // −4,60 and −3,80).
  // Russian groups the digits of a number from five digits on (1000, but 10 000), as the level help writes them
  // (a Russian reader saw „1000 раздач“ and „1 000 раздач“ in one panel): numberFormat's Russian grouping.
  const num = useMemo(() => numberFormat(lang, { maximumFractionDigits: 2 }), [lang]);
  const fixed = useMemo(() => numberFormat(lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 }), [lang]);
  const signed = useMemo(() => numberFormat(lang, { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'exceptZero' }), [lang]);
  // The chart's axis: its round figures need at most two decimals (a step of 0.05), most none or one.
  const tickFormat = useMemo(() => numberFormat(lang, { maximumFractionDigits: 2, signDisplay: 'exceptZero' }), [lang]);
  // The plural form goes by the figure as shown: "1.00 chips" but "1 chip", „1,00 фишки“ but „1 фишка“.
  const pluralFixed = useMemo(() => new Intl.PluralRules(lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 }), [lang]);
  const pluralNum = useMemo(() => new Intl.PluralRules(lang, { maximumFractionDigits: 2 }), [lang]);
  const round = (x: number) => Math.round(x * 100) / 100;
  // A true minus sign (U+2212), as typeset numbers have it; Intl writes the hyphen-minus.
  /** A figure as the rows show it: rounded to the hundredth, a typographic minus. */
  const figure = (x: number, fmt = signed) => fmt.format(round(x)).replace('-', '\u2212');
  const chips = (x: number, fmt = signed) => {
    const form = (fmt === num ? pluralNum : pluralFixed).select(Math.abs(round(x)));
    const value = figure(x, fmt);
    return t(`analysis.chips_${form}`, { value, defaultValue: t('analysis.chips_other', { value }) });
  };

  const r = state.report;
  const running = !state.error && !state.stopped && !(r?.done ?? false);
  const choices = r?.report.choices ?? [];
  const best = r ? choices[r.report.best] : undefined;
  const half = (c: { low: number; high: number }) => (Number.isFinite(c.high) ? (c.high - c.low) / 2 : 0);
  // A result that every rollout gave alike (a forced pass, a deal already decided) is said as exact, not as
  // "± 0.00" (a Russian editor read that as an artefact of the calculation): i18next context `exact`.
  const exact = (c: { low: number; high: number }) => (Number.isFinite(c.high) && c.high === c.low ? 'exact' : undefined);
  // The scale: every interval and zero, widened to round figures a "nice" step apart (1, 2 or 5 times a power of
  // ten, about four steps to the span), each labelled: with the intervals' own ends for ends, a scale read
  // "−2.9 … 0" and gave nothing to read a bar by (a French and a Russian newcomer).
  let lo = 0;
  let hi = 0;
  for (const c of choices) {
    if (Number.isFinite(c.low)) lo = Math.min(lo, c.low);
    if (Number.isFinite(c.high)) hi = Math.max(hi, c.high);
  }
  let ticks = [0];
  let digits = 1;
  if (lo !== hi) {
    const raw = (hi - lo) / 4;
    const pow = 10 ** Math.floor(Math.log10(raw));
    const step = [1, 2, 5, 10].map((m) => m * pow).find((x) => x >= raw * (1 - 1e-9)) ?? 10 * pow;
    // Whole steps, counted as integers so that no rounding error creeps into the figures.
    const first = Math.floor(lo / step + 1e-9);
    const last = Math.ceil(hi / step - 1e-9);
    ticks = Array.from({ length: last - first + 1 }, (_, i) => (first + i) * step);
    lo = ticks[0]!;
    hi = ticks.at(-1)!;
    digits = Math.max(0, Math.min(2, -Math.floor(Math.log10(step) + 1e-9)));
  }
  const span = hi - lo || 1;
  const tickText = (x: number) => tickFormat.format(Number(x.toFixed(digits))).replace('-', '\u2212');
  const at = (x: number) => `${(((Math.min(hi, Math.max(lo, x)) - lo) / span) * 100).toFixed(2)}%`;
  /** The moves a choice stands for besides its own, alike but for suits (engine lld/analysis.ts AlikeChoice). */
  const alikeOf = (c: { move: unknown }) => (c.move as { alike?: readonly never[] }).alike ?? [];
  // The turn move a free action of the player on turn is rated with (engine PositionAnalysis.then), named under
  // its row (a German and a Russian newcomer asked which capture the action's figure counted).
  const thenOf = (c: { move: unknown }) => (c.move as { then?: { readonly type: string } }).then;
  const mineAt = mine ? choices.findIndex((c) => same((c.move as { move: unknown }).move, mine) || alikeOf(c).some((m) => same(m, mine))) : -1;
  const label = (c: { move: unknown }) => describe((c.move as { move: never }).move);
  /**
   * A row's title: the reader's own move where the row stands for it among moves alike but for suits, else the
   * row's own (an English reader's row was titled by another suit's capture, theirs listed as "alike"); and the
   * moves listed as alike, the row's own among them then.
   */
  const mineInAlike = (c: { move: unknown }, i: number) => i === mineAt && !same((c.move as { move: unknown }).move, mine);
  const rowName = (c: { move: unknown }, i: number) => (mineInAlike(c, i) ? describe(mine as never) : label(c));
  const rowAlike = (c: { move: unknown }, i: number): readonly unknown[] =>
    mineInAlike(c, i) ? [(c.move as { move: unknown }).move, ...alikeOf(c).filter((m) => !same(m, mine))] : alikeOf(c);
  // The choice of making no free move now (engine WaitChoice), rated beside the free moves of a seat not on turn.
  const isWait = (c: { move: unknown }) => (c.move as { move: { type?: string } }).move.type === 'wait';
  const waits = choices.some(isWait);
  // A free action (a set put down, a pair laid, a claim) rated beside captures of the player on turn: it is
  // rated with the best capture after it (engine PositionAnalysis.then), so where it changes nothing that
  // capture depends on, the two figures are the same. Said under the chart, since two rows with one figure
  // would otherwise puzzle. (Rated with the computer's own capture, as before, it had trailed the best capture:
  // German readers saw the hint say "do it now" and the analysis call it 0.52, once two, chips worse.)
  const typeOf = (c: { move: unknown }) => (c.move as { move: { type?: string } }).move.type;
  const isFree = (c: { move: unknown }) => ['declare', 'layPair', 'claim'].includes(typeOf(c) ?? '');
  // Only beside captures: where lying down is the only turn move, it follows the free action by force, and the note's
  // "the capture you will choose" named a capture there was none of (a French tester, a prial beside lying down).
  const freeBesideTurn = game === 'lld' && choices.some(isFree) && choices.some((c) => typeOf(c) === 'capture');

  // The choices level with the best: their difference from it within the two intervals combined (as for the
  // reader's own choice below), so that "Best:" does not pass for clearly better when it is not.
  const bestAt = r ? r.report.best : -1;
  // Rows whose figure, as shown, is the best's are all "best": a free action rated with the best capture shows that
  // capture's very figure, and two rows at +1.04 tagged "best" and "as good" read as arbitrary (a German newcomer).
  const top = (c: { mean: number }, i: number) => best !== undefined && (i === bestAt || round(c.mean) === round(best.mean));
  const levelWithBest = (c: { mean: number; low: number; high: number }, i: number) => best !== undefined && !top(c, i) && levelWith(best, c);
  const asGood = choices.filter(levelWithBest).length;
  // Rows tied at the best's figure: the sentence names them all, as equally best (an English newcomer read
  // "Best: <the capture>" and then "Your choice, <the prial put down>, is the best").
  const tops = choices.flatMap((c, i) => (top(c, i) ? [i] : []));
  // Every choice level with the best: none is called best (a Russian reader saw four choices at −1.95 ± 0.02
  // and one of them tagged "best"); the sentence gives the range of the means instead.
  const allLevel = choices.length > 1 && choices.every((c, i) => top(c, i) || levelWithBest(c, i));

  // The best capture, named where a free action (which costs no turn) rates best beside the captures.
  const bestCapture = freeBesideTurn && best && !allLevel && isFree(best)
    ? choices.filter((c) => typeOf(c) === 'capture').reduce<(typeof choices)[number] | undefined>((a, c) => (a === undefined || c.mean > a.mean ? c : a), undefined)
    : undefined;
  let verdict: string | null = null;
  /** How the run ended: stopped (with the deals played so far) or done. */
  const ended = state.stopped && !r?.done
    ? t('analysis.stopped', { count: r?.report.rollouts ?? 0, n: num.format(r?.report.rollouts ?? 0) })
    : t('analysis.done', { count: r?.report.rollouts ?? 0, n: num.format(r?.report.rollouts ?? 0) });
  // A forced move (the one legal choice: the last lie-down of a deal, a card that must follow) is neither
  // best nor costly: analysis.onlyChoice says all there is.
  if (best && mineAt >= 0 && choices.length > 1 && !allLevel) {
    const m = choices[mineAt]!;
    // Inside a sentence the row "Make no free move now" reads as a phrase, not a heading (analysis.waitInline).
    // The reader's own move, also where it is one the row stands for (alike but for suits).
    const mineText = isWait(m) ? t('analysis.waitInline') : same((m.move as { move: unknown }).move, mine) ? label(m) : describe(mine as never);
    // The difference of the two figures as the rows show them (to the hundredth), so that it adds up (an
    // English newcomer read "a difference of 0.07" between rows at −0.85 and −0.93).
    const cost = round(best.mean) - round(m.mean);
    const h = Math.sqrt(half(best) ** 2 + half(m) ** 2);
    verdict =
      top(m, mineAt) ? t(tops.length > 1 ? 'analysis.mineBestTied' : 'analysis.mineBest', { move: mineText })
      : levelWith(best, m) ? t('analysis.mineClose', { move: mineText, cost: chips(cost, fixed), half: fixed.format(round(h)) })
      : t('analysis.mineCost', { move: mineText, best: rowName(best, r!.report.best), cost: chips(cost, fixed), half: fixed.format(round(h)), context: h === 0 && exact(best) && exact(m) ? 'exact' : undefined });
  }

  /** The sentence when every choice is level with the best: how many, and their means (one figure if all show alike). */
  const allLevelText = () => {
    const means = choices.map((c) => c.mean);
    const low = chips(Math.min(...means));
    const high = chips(Math.max(...means));
    // `lowFigure`: the low end without its unit, for a language that names it once ("от +1,38 до +1,40 фишки").
    const lowFigure = figure(Math.min(...means));
    return low === high ? t('analysis.allLevelSame', { count: choices.length, ...countWord(t, choices.length, lang), mean: low }) : t('analysis.allLevel', { count: choices.length, ...countWord(t, choices.length, lang), low, high, lowFigure });
  };

  // A long list (a five-card exchange: 32 ways to discard) is ordered best first, and folded after the first
  // FOLD rows with the reader's own choice kept in view (an English reader found "best" at row 15 of 32).
  const long = choices.length > FOLD_AT;
  const indexed = choices.map((c, i) => [c, i] as const);
  const ordered = long ? [...indexed].sort((x, y) => y[0].mean - x[0].mean || x[1] - y[1]) : indexed;
  const shownRows = long && !allRows ? ordered.filter(([, i], k) => k < FOLD || i === mineAt) : ordered;

  /** A badge after a choice's name; a hidden comma keeps it apart from the name when read aloud. */
  const tag = (kind: 'best' | 'level' | 'mine', text: string, data: Record<string, true> = {}) => (
    <>
      <span class="visually-hidden">, </span>
      <span class={`analysis__tag analysis__tag--${kind}`} {...data}>{text}</span>
    </>
  );

  // What the chosen level's players do, under the head: "random" and a game's plain level differ in Laugh
  // and Lie Down only in when free moves are made, which their names alone do not tell.
  const helpId = useId();
  const levelField = (
    <label class="analysis__field">
      <span>{t('analysis.level')}</span>
      <select value={level} onChange={(e) => setLevel((e.target as HTMLSelectElement).value)} aria-describedby={helpId} data-analysis-level>
        {/* Names alone, as short as the game's own menu: the help under the field says what each level does (a name
          * with its description was cut off in a phone's menu, French Loo). */}
        {levels.map((l) => <option value={l}>{t(`analysis.levels.${l}`)}</option>)}
      </select>
    </label>
  );

  return (
    <section ref={root} class="analysis" data-analysis={running ? 'running' : state.error ? 'error' : 'done'} aria-label={t('analysis.title')}>
      <div class="analysis__head">
        {heading && <h3 class="analysis__title">{t('analysis.title')}</h3>}
        {controls ? <div class="analysis__fields">{controls}{levelField}</div> : levelField}
      </div>
      <p class="analysis__levelhelp" id={helpId} data-level-help>{t(`analysis.levelHelp.${game}.${level}`, { context: helpContext })}</p>
      <p class="analysis__method">{t('analysis.method', { player, context: you ? 'you' : undefined })}</p>
      {state.error ? (
        <p class="analysis__error" role="alert" data-analysis-error={state.error}>{t(`analysis.errors.${state.error}`, { defaultValue: t('analysis.errors.other') })}</p>
      ) : (
        <>
          <div class="analysis__progress">
            <progress max={r?.target ?? targetFor(level)} value={r?.report.rollouts ?? 0} aria-label={t('analysis.progressLabel')} />
            {/* The running count is shown, not announced: a screen reader read it out six to eight times a second (a QA
                tester). The live region below says only how the run ended. */}
            <span class="analysis__count" data-rollouts={r?.report.rollouts ?? 0}>
              {running ? t('analysis.running', { count: r?.report.rollouts ?? 0, n: num.format(r?.report.rollouts ?? 0) }) : ended}
            </span>
            <span class="visually-hidden" role="status" data-analysis-announce>{running ? '' : ended}</span>
            {running ? (
              <button type="button" onClick={stop} data-analysis-stop>{t('analysis.stop')}</button>
            ) : (
              <button type="button" onClick={again} data-analysis-again>{t('analysis.again')}</button>
            )}
          </div>
          {/* One legal choice: no chart of one bar, the sentence under it says all there is (analysis.onlyChoice). */}
          {choices.length > 1 && (
            <div class="analysis__chart">
            <ul class="analysis__bars" data-analysis-bars aria-label={t('analysis.chart')}>
              {shownRows.map(([c, i]) => (
                <li key={i} class={isWait(c) ? 'analysis__row analysis__row--wait' : 'analysis__row'} data-best={i === r!.report.best ? 'true' : undefined} data-mine={i === mineAt ? 'true' : undefined} data-wait={isWait(c) ? 'true' : undefined}>
                  <span class="analysis__move">
                    <span class="analysis__name">{rowName(c, i)}</span>
                    {top(c, i) && choices.length > 1 && !allLevel && tag('best', t('analysis.bestTag'), { 'data-best-tag': true })}
                    {levelWithBest(c, i) && !allLevel && tag('level', t('analysis.asGood'), { 'data-level-with-best': true })}
                    {i === mineAt && tag('mine', t('analysis.yours'))}
                    {/* Moves alike but for suits, rated as one: two rows had shown one move twice, and their noise as a difference. */}
                    {alikeOf(c).length > 0 && <span class="analysis__alike" data-alike={alikeOf(c).length}>{t('analysis.alike', { moves: rowAlike(c, i).map((m) => describe(m as never)) })}</span>}
                    {/* Lying down is no capture: "the best capture after it: lie down" (a French newcomer). */}
                    {thenOf(c) && <span class="analysis__alike" data-then>{t(thenOf(c)!.type === 'lieDown' ? 'analysis.thenLieDown' : 'analysis.then', { move: describe(thenOf(c) as never) })}</span>}
                  </span>
                  <span class="analysis__track" aria-hidden="true">
                    <span class="analysis__zero" style={{ insetInlineStart: at(0) }} />
                    <span
                      class={c.mean >= 0 ? 'analysis__bar analysis__bar--plus' : 'analysis__bar analysis__bar--minus'}
                      style={{ insetInlineStart: at(Math.min(0, c.mean)), inlineSize: `calc(${at(Math.max(0, c.mean))} - ${at(Math.min(0, c.mean))})` }}
                    />
                    {Number.isFinite(c.high) && <span class="analysis__ci" style={{ insetInlineStart: at(c.low), inlineSize: `calc(${at(c.high)} - ${at(c.low)})` }} />}
                  </span>
                  <span class="analysis__value">{t('analysis.value', { mean: chips(c.mean), half: fixed.format(round(half(c))), context: exact(c) })}</span>
                </li>
              ))}
            </ul>
            {/* The scale under the tracks: its ends and zero in chips (every row also says its figure in words). */}
            <div class="analysis__axis" aria-hidden="true" data-analysis-axis>
              <span class="analysis__scale">
                {ticks.map((x) => (
                  <span key={x} class="analysis__tick" data-tick={x === lo ? 'low' : x === hi ? 'high' : x === 0 ? 'zero' : 'inner'} style={{ insetInlineStart: at(x) }}>{tickText(x)}</span>
                ))}
              </span>
              <span class="analysis__unit">{t('analysis.axis')}</span>
            </div>
            </div>
          )}
          {long && (
            <button type="button" class="analysis__more" data-analysis-more aria-expanded={allRows ? 'true' : 'false'} onClick={() => setAllRows(!allRows)}>
              {allRows ? t('analysis.fewerRows', { count: FOLD }) : t('analysis.allRows', { count: choices.length })}
            </button>
          )}
          {waits && <p class="analysis__note" data-analysis-wait-note>{waitNote ?? t('analysis.waitNote', { player })}</p>}
          {freeBesideTurn && <p class="analysis__note" data-analysis-free-note>{t('analysis.freeNote')}</p>}
          {/* The verdict once the run is over (done or stopped): said while the figures still move, it named a
              choice "worth" a figure that the next report changed (an English newcomer). */}
          {best && !running && (
            <p class="analysis__verdict" data-analysis-verdict>
              {/* A single legal choice (a call everyone must make, a card that must follow) is not a "best". */}
              {allLevel ? (
                allLevelText()
              ) : (
                <>
                  {/* One row may stand for moves alike but for suits: then more than one move is allowed, all worth the
                      same (a German newcomer read "only one choice is allowed" beside two listed moves). */}
                  {tops.length > 1
                    ? t('analysis.bestTied', { moves: tops.map((i) => rowName(choices[i]!, i)), mean: chips(best.mean), half: fixed.format(round(half(best))), context: exact(best) })
                    : // The best row by its title, the reader's own move where the row stands for it (a German newcomer read
                      // "Best: the queen of clubs takes …" under a row titled by his queen of diamonds).
                      t(choices.length > 1 ? 'analysis.best' : alikeOf(best).length > 0 ? 'analysis.onlyAlike' : 'analysis.onlyChoice', { move: rowName(best, r!.report.best), mean: chips(best.mean), half: fixed.format(round(half(best))), context: exact(best) })}
                  {/* One such choice has a sentence of its own: Russian's plural form for 1 also serves 21, 31 … and would read "не лучше 1 варианта". */}
                  {asGood > 0 && <> {t(asGood === 1 ? 'analysis.asGoodNoteSingle' : 'analysis.asGoodNote', { count: asGood, ...countWord(t, asGood, lang) })}</>}
                </>
              )}
              {/* A free action rated best beside captures: the capture is still to choose, so the best of them is
                  named too (newcomers in three languages asked "and which capture then?"). */}
              {bestCapture && <> {t('analysis.bestCapture', { move: label(bestCapture), mean: chips(bestCapture.mean), half: fixed.format(round(half(bestCapture))), context: exact(bestCapture) })}</>}
              {verdict && <> {verdict}</>}
            </p>
          )}
        </>
      )}
    </section>
  );
}
