/**
 * "Run it yourself": reruns the seat experiment of a strategy page in a Web Worker (src/strategy/worker.ts)
 * with the reader's choice of reading (Laugh and Lie Down) and computer level, showing progress, with a
 * cancel button, and the result as a table. Rendered on the server, hydrated on first use.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Estimate } from '~/strategy/stats.ts';

export interface RunItStrings {
  title: string;
  intro: string;
  reading: string;
  level: string;
  start: string;
  cancel: string;
  cancelled: string;
  /** Progress text with {done} and {total}, already localized per plural form by the caller (index: total's form). */
  progress: string;
  done: string;
  error: string;
  seat: string;
  mean: string;
  interval: string;
  seats: Record<string, string>;
  readings: Record<string, string>;
  levels: Record<string, string>;
}

interface Props {
  game: 'lld' | 'loo';
  lang: string;
  strings: RunItStrings;
}

const SEAT_ORDER = ['eldest', 'second', 'third', 'fourth', 'fifth', 'dealer'];
const LLD_DEALS = 4000;
const LOO_GAMES = 200;

const fill = (s: string, v: Record<string, string | number>) => s.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(v[k] ?? ''));

export default function RunIt({ game, lang, strings }: Props) {
  const readings = Object.keys(strings.readings);
  const levels = Object.keys(strings.levels);
  const [reading, setReading] = useState(readings[0] ?? 'parlett');
  const [level, setLevel] = useState(levels[0] ?? 'plain');
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [status, setStatus] = useState('');
  const [seats, setSeats] = useState<Record<string, Estimate> | null>(null);
  const worker = useRef<Worker | null>(null);
  const locale = lang === 'en' ? 'en-GB' : lang;
  const nf = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'exceptZero' });

  useEffect(() => () => worker.current?.terminate(), []);

  const stop = () => {
    worker.current?.terminate();
    worker.current = null;
    setProgress(null);
    setStatus(strings.cancelled);
  };
  const run = () => {
    worker.current?.terminate();
    // A fresh seed per run, shown with the result, so that a run can be told from the page's own figures.
    const seed = Math.floor(Math.random() * 1e9);
    const w = new Worker(new URL('../../strategy/worker.ts', import.meta.url), { type: 'module' });
    worker.current = w;
    const total = game === 'lld' ? LLD_DEALS : LOO_GAMES * 20;
    setSeats(null);
    setStatus('');
    setProgress({ done: 0, total });
    w.onmessage = (e: MessageEvent) => {
      const m = e.data as { type: string; done?: number; total?: number; seats?: Record<string, Estimate>; message?: string };
      if (m.type === 'progress') setProgress({ done: m.done!, total: m.total! });
      else if (m.type === 'result') {
        setSeats(m.seats!);
        setProgress(null);
        setStatus(fill(strings.done, { count: total, seed }));
        w.terminate();
        worker.current = null;
      } else {
        setProgress(null);
        setStatus(fill(strings.error, { message: m.message ?? '' }));
      }
    };
    w.postMessage(game === 'lld' ? { game, reading, level, players: 5, deals: LLD_DEALS, seed } : { game, level, games: LOO_GAMES, seed });
  };

  const running = progress !== null;
  return (
    <section class="runit" aria-labelledby={`runit-${game}`}>
      <h3 id={`runit-${game}`}>{strings.title}</h3>
      <p>{strings.intro}</p>
      <div class="runit__bar">
        {game === 'lld' && (
          <label class="runit__field">
            <span>{strings.reading}</span>
            <select value={reading} disabled={running} onChange={(e) => setReading((e.target as HTMLSelectElement).value)}>
              {readings.map((r) => <option value={r}>{strings.readings[r]}</option>)}
            </select>
          </label>
        )}
        <label class="runit__field">
          <span>{strings.level}</span>
          <select value={level} disabled={running} onChange={(e) => setLevel((e.target as HTMLSelectElement).value)}>
            {levels.map((l) => <option value={l}>{strings.levels[l]}</option>)}
          </select>
        </label>
        {running ? (
          <button type="button" data-action="cancel" onClick={stop}>{strings.cancel}</button>
        ) : (
          <button type="button" data-action="run" onClick={run}>{strings.start}</button>
        )}
      </div>
      {progress && (
        <progress max={progress.total} value={progress.done} aria-label={fill(strings.progress, { done: progress.done, total: progress.total })}>
          {fill(strings.progress, { done: progress.done, total: progress.total })}
        </progress>
      )}
      <p class="runit__status" role="status">{progress ? fill(strings.progress, { done: progress.done, total: progress.total }) : status}</p>
      {seats && (
        <table class="strategy-chart__table runit__result" data-result>
          <thead>
            <tr><th scope="col">{strings.seat}</th><th scope="col">{strings.mean}</th><th scope="col">{strings.interval}</th></tr>
          </thead>
          <tbody>
            {SEAT_ORDER.filter((s) => s in seats).map((s) => (
              <tr>
                <th scope="row">{strings.seats[s]}</th>
                <td>{nf.format(seats[s]!.mean).replace(/-/g, '\u2212')}</td>
                <td class="strategy-chart__interval">{nf.format(seats[s]!.lo).replace(/-/g, '\u2212')} … {nf.format(seats[s]!.hi).replace(/-/g, '\u2212')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
