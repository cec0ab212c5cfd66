/**
 * "Run it yourself": reruns the seat experiment of a strategy page in a Web Worker (src/strategy/worker.ts)
 * with the reader's choice of reading (Laugh and Lie Down) and computer level, showing progress, with a
 * cancel button, and the result as a table. Rendered on the server, hydrated on first use.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Estimate } from '~/strategy/stats.ts';
import { capitalised } from '~/i18n/capitalised.ts';
import { numberFormat } from '~/i18n/numberFormat.ts';
import { rangeSep } from '~/i18n/rangeSep.ts';
import { formatBound } from '~/strategy/bound.ts';

export interface RunItStrings {
  title: string;
  intro: string;
  reading: string;
  level: string;
  start: string;
  cancel: string;
  /** Said when a run is cancelled, with {{done}} and {{total}} (deals) filled in the browser. */
  cancelled: string;
  /** The words before an earlier run's result line, over its table while another runs or after one was cancelled. */
  earlier: string;
  /** Progress text with {done} and {total}, already localized per plural form by the caller (index: total's form). */
  progress: string;
  /** The result line, with {{deals}}, {{games}} (Loo) and {{what}} (what was run) filled in the browser. */
  done: string;
  error: string;
  /** The label of the number of players (Laugh and Lie Down). */
  players: string;
  /** The label of the run's size: deals (Laugh and Lie Down) or games of twenty deals (Loo). */
  size: string;
  /** "N players", localized, for every count a reading defines (and five, Loo's). */
  playersN: Record<string, string>;
  /** The player counts each reading defines (Laugh and Lie Down). */
  counts: Record<string, number[]>;
  seat: string;
  mean: string;
  interval: string;
  seats: Record<string, string>;
  readings: Record<string, string>;
  /** The levels' names, as the game and the analysis name them (the menu). */
  levels: Record<string, string>;
  /** Each level named in a sentence ("computer level “Careful”"), for the result line. */
  levelNamed: Record<string, string>;
}

interface Props {
  game: 'lld' | 'loo';
  lang: string;
  strings: RunItStrings;
}

const SEAT_ORDER = ['eldest', 'second', 'third', 'fourth', 'fifth', 'dealer'];
/**
 * The sizes a run may have: deals (Laugh and Lie Down) or games of twenty deals (Loo), the first chosen at
 * first. The larger is no larger than the page's own samples (20,000 or 40,000 deals; 6,000 games), as the
 * intro says; it takes a few seconds, long enough to watch and to cancel (newcomers saw 4,000 deals done in
 * half a second).
 */
export const LLD_SIZES = [4000, 20000];
export const LOO_SIZES = [200, 1000];

const fill = (s: string, v: Record<string, string | number>) => s.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(v[k] ?? ''));


export default function RunIt({ game, lang, strings }: Props) {
  const readings = Object.keys(strings.readings);
  const levels = Object.keys(strings.levels);
  const [reading, setReading] = useState(readings[0] ?? 'parlett');
  const [level, setLevel] = useState(levels[0] ?? 'plain');
  const [players, setPlayers] = useState(5);
  const sizes = game === 'lld' ? LLD_SIZES : LOO_SIZES;
  const [size, setSize] = useState(sizes[0]!);
  const sizeSel = useRef<HTMLSelectElement>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [status, setStatus] = useState('');
  /**
   * The last run's result and the line that says what it was ("Done: 4,000 new deals — …"). It stays through the
   * next run, and through a cancelled one, so that two runs can be compared (a German newcomer's first result
   * was gone as soon as he started a second, and for good when he cancelled it).
   */
  const [result, setResult] = useState<{ seats: Record<string, Estimate>; label: string } | null>(null);
  const seats = result?.seats ?? null;
  const worker = useRef<Worker | null>(null);
  const readingSel = useRef<HTMLSelectElement>(null);
  const levelSel = useRef<HTMLSelectElement>(null);
  const playersSel = useRef<HTMLSelectElement>(null);
  const locale = lang === 'en' ? 'en-GB' : lang;
  const nf = numberFormat(lang, { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'exceptZero' });
  const whole = numberFormat(lang);
  const countsOf = (r: string) => strings.counts[r] ?? [5];

  // The island hydrates on first use: a choice the reader made in the server-rendered menus before that (or
  // one the browser restored on going back to the page) is in the menus, not in the state. Take it from there.
  useEffect(() => {
    const r = readingSel.current?.value;
    if (r && r in strings.readings) setReading(r);
    const l = levelSel.current?.value;
    if (l && l in strings.levels) setLevel(l);
    const n = Number(playersSel.current?.value);
    if (r && countsOf(r).includes(n)) setPlayers(n);
    const z = Number(sizeSel.current?.value);
    if (sizes.includes(z)) setSize(z);
    return () => worker.current?.terminate();
  }, []);

  /** `n` if reading `r` defines that many players, else five (every reading defines five). */
  const countIn = (r: string, n: number) => (countsOf(r).includes(n) ? n : countsOf(r).includes(5) ? 5 : countsOf(r)[0]!);
  const chooseReading = (r: string) => {
    setReading(r);
    // Keep the number of players if the reading defines it. From the state as it then is, not as this render
    // saw it: a count taken from the menus at hydration may not have been rendered yet (a German newcomer chose
    // 3 players, then du Coeur's reading, which has only 5: the menu went blank and the run failed).
    setPlayers((n) => countIn(r, n));
  };
  /** The count on show: the state's, if the reading defines it. */
  const shownPlayers = countIn(reading, players);

  const stop = () => {
    hadFocus.current = document.activeElement === cancelBtn.current;
    worker.current?.terminate();
    worker.current = null;
    setProgress(null);
    // How far the run had got, and that an unfinished run gives no figures (a German editor read a bare "Cancelled.").
    setStatus(fill(strings.cancelled, { done: whole.format(progress?.done ?? 0), total: whole.format(progress?.total ?? 0) }));
  };
  const run = () => {
    hadFocus.current = document.activeElement === runBtn.current;
    worker.current?.terminate();
    // What the menus show: a choice made just before hydration may not have reached the state yet when Run is
    // pressed (a Russian newcomer chose 20,000 and got 4,000 once in six), so the menus are read here.
    const menu = (el: HTMLSelectElement | null, ok: (v: string) => boolean) => (el && ok(el.value) ? el.value : null);
    const runReading = menu(readingSel.current, (v) => v in strings.readings) ?? reading;
    const runLevel = menu(levelSel.current, (v) => v in strings.levels) ?? level;
    const runSize = Number(menu(sizeSel.current, (v) => sizes.includes(Number(v))) ?? size);
    const n = game === 'lld' ? Number(menu(playersSel.current, (v) => countsOf(runReading).includes(Number(v))) ?? countIn(runReading, players)) : 5;
    // A fresh seed per run: new deals, never the page's own (the result line says "new deals").
    const seed = Math.floor(Math.random() * 1e9);
    const w = new Worker(new URL('../../strategy/worker.ts', import.meta.url), { type: 'module' });
    worker.current = w;
    const total = game === 'lld' ? runSize : runSize * 20;
    const what = game === 'lld' ? `${strings.readings[runReading]}, ${strings.playersN[n]}, ${strings.levelNamed[runLevel]}` : `${strings.playersN[n]}, ${strings.levelNamed[runLevel]}`;
    setStatus('');
    setProgress({ done: 0, total });
    w.onmessage = (e: MessageEvent) => {
      const m = e.data as { type: string; done?: number; total?: number; seats?: Record<string, Estimate>; message?: string };
      if (m.type === 'progress') setProgress({ done: m.done!, total: m.total! });
      else if (m.type === 'result') {
        hadFocus.current = document.activeElement === cancelBtn.current;
        const label = fill(strings.done, { deals: whole.format(total), games: whole.format(runSize), what });
        setResult({ seats: m.seats!, label });
        setProgress(null);
        setStatus(label);
        w.terminate();
        worker.current = null;
      } else fail(m.message);
    };
    // The reader gets the localized sentence; the engine's message (a code) goes to the console only. A Worker whose
    // script does not load (offline, or an old tab after the site changed) ends here too: the run sat at "0 of 20,000
    // deals" for good (a tester).
    const fail = (message: unknown) => {
      hadFocus.current = document.activeElement === cancelBtn.current;
      setProgress(null);
      console.error('strategy run:', message);
      setStatus(strings.error);
      w.terminate();
      if (worker.current === w) worker.current = null;
    };
    w.onerror = (e: ErrorEvent) => {
      e.preventDefault?.();
      fail(e.message || 'the worker did not start');
    };
    w.onmessageerror = () => fail('a message could not be read');
    w.postMessage(game === 'lld' ? { game, reading: runReading, level: runLevel, players: n, deals: runSize, seed } : { game, level: runLevel, games: runSize, seed });
  };

  const running = progress !== null;
  // Keyboard focus follows the control that can act: onto Cancel when a run starts from Run, back onto Run
  // when it ends while Cancel had focus (a disabled or removed button would drop it to the page).
  const runBtn = useRef<HTMLButtonElement>(null);
  const cancelBtn = useRef<HTMLButtonElement>(null);
  const hadFocus = useRef(false);
  useEffect(() => {
    if (running && hadFocus.current) cancelBtn.current?.focus();
    else if (!running && hadFocus.current) runBtn.current?.focus();
  }, [running]);
  const progressText = progress && fill(strings.progress, { done: whole.format(progress.done), total: whole.format(progress.total) });
  return (
    <section class="runit" aria-labelledby={`runit-${game}`}>
      <h3 id={`runit-${game}`}>{strings.title}</h3>
      <p>{strings.intro}</p>
      <div class="runit__bar">
        {game === 'lld' && (
          <label class="runit__field">
            <span>{strings.reading}</span>
            <select name="reading" ref={readingSel} value={reading} disabled={running} onChange={(e) => chooseReading((e.target as HTMLSelectElement).value)}>
              {readings.map((r) => <option value={r}>{strings.readings[r]}</option>)}
            </select>
          </label>
        )}
        {game === 'lld' && (
          <label class="runit__field">
            <span>{strings.players}</span>
            <select name="players" ref={playersSel} value={String(shownPlayers)} disabled={running} onChange={(e) => setPlayers(Number((e.target as HTMLSelectElement).value))}>
              {countsOf(reading).map((n) => <option value={String(n)}>{n}</option>)}
            </select>
          </label>
        )}
        <label class="runit__field">
          <span>{strings.level}</span>
          <select name="level" ref={levelSel} value={level} disabled={running} onChange={(e) => setLevel((e.target as HTMLSelectElement).value)}>
            {levels.map((l) => <option value={l}>{capitalised(strings.levels[l]!, locale)}</option>)}
          </select>
        </label>
        <label class="runit__field">
          <span>{strings.size}</span>
          <select name="size" ref={sizeSel} value={String(size)} disabled={running} onChange={(e) => setSize(Number((e.target as HTMLSelectElement).value))}>
            {sizes.map((z) => <option value={String(z)}>{whole.format(z)}</option>)}
          </select>
        </label>
        {/* Run stays where it is, disabled while a run goes on, and Cancel comes beside it: a double click on
            Run must not land on a Cancel put in its place (an English newcomer's runs were cancelled so). */}
        <button type="button" data-action="run" ref={runBtn} onClick={run} disabled={running}>{strings.start}</button>
        {running && <button type="button" data-action="cancel" ref={cancelBtn} onClick={stop}>{strings.cancel}</button>}
      </div>
      {progress && (
        <progress max={progress.total} value={progress.done} aria-label={progressText!}>
          {progressText}
        </progress>
      )}
      <p class="runit__status" role="status">{progressText ?? status}</p>
      {seats && (
        <table class="strategy-chart__table runit__result" data-result>
          {/* An earlier run's table, while another runs or after one was cancelled, says that it is an earlier run and
              which (a French reader took it, under "Cancelled.", for the cancelled run's). */}
          {result!.label !== (progressText ?? status) && <caption class="runit__earlier" data-result-earlier>{`${strings.earlier} ${result!.label}`}</caption>}
          <thead>
            <tr><th scope="col">{strings.seat}</th><th scope="col">{strings.mean}</th><th scope="col">{strings.interval}</th></tr>
          </thead>
          <tbody>
            {SEAT_ORDER.filter((s) => s in seats).map((s) => (
              <tr>
                <th scope="row">{strings.seats[s]}</th>
                <td>{nf.format(seats[s]!.mean).replace(/-/g, '\u2212')}</td>
                <td class="strategy-chart__interval">{`${formatBound(lang, seats[s]!.lo)}${rangeSep(lang)}${formatBound(lang, seats[s]!.hi)}`.replace(/-/g, '\u2212')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
