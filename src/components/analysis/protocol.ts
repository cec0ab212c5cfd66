/**
 * The messages between the analysis panel and its Worker (analysis.worker.ts), and the driver that runs an
 * analysis in slices: plain data only (positions as notation strings, reports as the engine gives them).
 */
import { parsePosition } from '~/engine/lld/notation.ts';
import { analysePosition, type AnalysisLevel } from '~/engine/lld/analysis.ts';
import { parseLooPosition } from '~/engine/loo/notation.ts';
import { analyseLoo, type LooAnalysisLevel } from '~/engine/loo/analysis.ts';
import type { AnalysisReport } from '~/engine/core/stats.ts';

/** Start an analysis (a new id cancels the one under way): the game, the position as notation, the level. */
export interface StartMessage {
  readonly type: 'start';
  readonly id: number;
  readonly game: 'lld' | 'loo';
  readonly position: string;
  readonly level: string;
  readonly seed: number;
  /** The seat whose choices are rated (Laugh and Lie Down; default: the player on turn). A seat not on turn has its free moves rated beside making none now. */
  readonly player?: number;
  /** Rollouts per choice after which the analysis stops on its own. */
  readonly target: number;
}
export interface CancelMessage {
  readonly type: 'cancel';
  readonly id: number;
}
export type ToWorker = StartMessage | CancelMessage;

/** Progress (after every slice) or the end; an error code for a position that cannot be analysed. */
export type FromWorker =
  | { readonly type: 'progress'; readonly id: number; readonly report: AnalysisReport<{ move: unknown }>; readonly target: number; readonly done: boolean }
  | { readonly type: 'error'; readonly id: number; readonly code: string };

/** What the driver needs from its surroundings: send a message, run the next slice later. */
export interface DriverHost {
  post(m: FromWorker): void;
  later(f: () => void): void;
}

/**
 * Runs analyses for a Worker: `handle` takes each message. An analysis runs in slices of about `sliceMs`
 * milliseconds, posting its report after each and yielding between them (so that a cancel or a new start
 * is read at once), until its target or a cancel.
 */
export function createDriver(host: DriverHost, sliceMs = 60): (m: ToWorker) => void {
  let current = 0;
  return (m) => {
    if (m.type === 'cancel') {
      if (m.id === current) current = -1;
      return;
    }
    current = m.id;
    const a = start(m);
    if (!a.ok) {
      host.post({ type: 'error', id: m.id, code: a.code });
      return;
    }
    const run = a.run;
    let chunk = 20;
    const slice = () => {
      if (current !== m.id) return;
      const t0 = Date.now();
      let report = run.step(0);
      while (Date.now() - t0 < sliceMs && report.rollouts < m.target) report = run.step(Math.min(chunk, m.target - report.rollouts));
      const spent = Date.now() - t0;
      if (spent < sliceMs / 2) chunk *= 2;
      const done = report.rollouts >= m.target;
      host.post({ type: 'progress', id: m.id, report, target: m.target, done });
      if (!done) host.later(slice);
    };
    host.later(slice);
  };
}

interface Run {
  step(n: number): AnalysisReport<{ move: unknown }>;
}

function start(m: StartMessage): { ok: true; run: Run } | { ok: false; code: string } {
  if (m.game === 'lld') {
    const p = parsePosition(m.position);
    if (!p.ok) return { ok: false, code: p.error.code };
    const a = analysePosition(p.value, { level: m.level as AnalysisLevel, seed: m.seed, ...(m.player === undefined ? {} : { player: m.player }) });
    return a.ok ? { ok: true, run: a.value } : { ok: false, code: a.error.code };
  }
  const p = parseLooPosition(m.position);
  if (!p.ok) return { ok: false, code: p.error.code };
  const a = analyseLoo(p.value, { level: m.level as LooAnalysisLevel, seed: m.seed });
  return a.ok ? { ok: true, run: a.value } : { ok: false, code: a.error.code };
}
