/**
 * The strategy pages' Web Worker: reruns one experiment of the lab off the page's thread and reports its
 * progress. Message in: { game: 'lld', reading, level, deals, seed } or { game: 'loo', level, games, seed };
 * messages out: { type: 'progress', done, total }, { type: 'result', seats }, { type: 'error', message }.
 * Cancelling is the page's `worker.terminate()`.
 */
import { seatResults } from './lld.ts';
import { positionResults } from './loo.ts';

type Job =
  | { game: 'lld'; reading: string; level: 'plain' | 'willughby' | 'careful'; players: number; deals: number; seed: number }
  | { game: 'loo'; level: 'plain' | 'sound'; games: number; seed: number };

self.onmessage = (e: MessageEvent<Job>) => {
  const job = e.data;
  try {
    if (job.game === 'lld') {
      const r = seatResults(job.reading, job.players, job.level, job.deals, job.seed, (done) => postMessage({ type: 'progress', done, total: job.deals }));
      postMessage({ type: 'result', seats: r.seats });
    } else {
      const r = positionResults(job.level, job.games, 20, job.seed, (done) => postMessage({ type: 'progress', done: done * 20, total: job.games * 20 }));
      postMessage({ type: 'result', seats: r });
    }
  } catch (err) {
    postMessage({ type: 'error', message: err instanceof Error ? err.message : String(err) });
  }
};
