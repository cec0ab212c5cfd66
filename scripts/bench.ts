/**
 * `npm run bench`: the engine's speed in deals per second for seeded random play — shuffle and deal, the
 * computer's choice of a legal move at every step, apply, settle — on one core, for every reading, three ways:
 *
 * - `step`: the public step-by-step path, one position at a time: dealSeeded, then randomMove and applyMove
 *   (which checks the move and builds the next position and its events) until the deal is over, then settle.
 * - `kernel`: playOutSeeded, the public function for computer play, which runs the rules' bit-mask `Deal`
 *   (lld/rules.ts) in fast play's own loop (lld/fastplay.ts): the same shuffle, the same deal and the same
 *   moves (tests/unit/fastplay.test.ts keeps them equal), then the moves, the final position and the
 *   settlement as engine data; no positions or events in between.
 * - `settle`: settleSeeded, the same deal in fast play, counted and settled only (no moves or position as
 *   engine data): the fastest way to play many deals for statistics.
 *
 * Loo, in hands (a seeded deal played to its settlement) per second, 5 players, three-card and five-card:
 * `loo N-card` is the step path (looDealSeeded, then randomLooMove/applyLooMove, then settleLoo);
 * `loo N-card kernel` is settleLooSeeded, Loo's fast play on its rules (loo/rules.ts): the same shuffle,
 * deal and moves (tests/unit/loo-fastplay.test.ts keeps them equal), returning the settlement and the move
 * count.
 *
 * Each line runs in a process of its own (this script starts itself once per line with `--line NAME`), so
 * that no line inherits the optimizer's feedback from the lines before it: the step path and fast play
 * run the same rules (`Deal`, `LooKernel`), and in one process whichever runs first shapes the code the
 * other gets. The site does the same: the widgets step on the page, computer play and analysis run in a
 * Worker. The script imports only the engine's public entries, so it can be copied into an older checkout
 * and run there to compare two commits line by line.
 *
 * Prints the machine, Node and the results, wall time and CPU time of each line's process.
 * Usage: node --experimental-strip-types scripts/bench.ts [seconds per line, default 5] [--only SUBSTRING]
 */
import os from 'node:os';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { READINGS, dealSeeded, seededRng, randomMove, applyMove, settle, playOutSeeded, settleSeeded, type Position } from '../src/engine/index.ts';

const args = process.argv.slice(2);
const flag = (name: string): string | undefined => { const i = args.indexOf(name); return i >= 0 ? args[i + 1] : undefined; };
const seconds = Number(args.find((a, i) => /^[\d.]+$/.test(a) && !args[i - 1]?.startsWith('--')) ?? 5);
/** The one line this process measures (a child), or undefined in the parent, which starts one child per line. */
const onlyLine = flag('--line');
type Reading = (typeof READINGS)[string];

/** Plays one seeded deal to its settlement step by step with the random computer player; returns the moves made. */
function stepDeal(seed: number, reading: Reading): number {
  const start = dealSeeded(seed, { dealer: seed % 5, reading });
  if (!start.ok) throw new Error(start.error.code);
  const rng = seededRng(seed);
  let pos: Position = start.value;
  let moves = 0;
  for (let m = randomMove(pos, rng); m; m = randomMove(pos, rng)) {
    const r = applyMove(pos, m.move);
    if (!r.ok) throw new Error(r.error.code);
    pos = r.value.position;
    moves++;
  }
  const s = settle(pos);
  if (!s.ok || s.value.potAfter !== 0) throw new Error('pot not empty');
  return moves;
}

/** The same deal with playOutSeeded (the kernel); returns the moves made. */
function kernelDeal(seed: number, reading: Reading): number {
  const r = playOutSeeded(seed, { dealer: seed % 5, reading });
  if (!r.ok) throw new Error(r.error.code);
  if (r.value.settlement.potAfter !== 0) throw new Error('pot not empty');
  return r.value.moves.length;
}

/**
 * Runs `play(seed)` (one deal or hand, returning its moves) for `seconds` after a warm-up and prints how
 * many it plays per second, wall time and CPU time of this process: on a busy machine the CPU figure is
 * the fairer one. `name` heads the line, `unit` names what is played ("deal", "hand").
 */
function measure(name: string, unit: string, play: (seed: number) => number, extra: string | (() => string) = ''): void {
  // Warm-up, not measured: at least 2,000 and half a second, so that V8 has optimized the code.
  const warm = performance.now() + 500;
  for (let s = 1; s <= 2000 || performance.now() < warm; s++) play(s);
  let n = 0;
  let moves = 0;
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  const until = t0 + seconds * 1000;
  while (performance.now() < until) {
    for (let k = 0; k < 100; k++) moves += play(10_000 + n++);
  }
  const secs = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  const cpuSecs = (cpu.user + cpu.system) / 1e6;
  const f = (x: number) => Math.round(x).toLocaleString('en');
  console.log(
    `${name.padEnd(19)} ${f(n / secs).padStart(9)} ${unit}s/s wall, ${f(n / cpuSecs).padStart(9)} ${unit}s per CPU-second  ` +
      `(${(moves / n).toFixed(1)} moves a ${unit}, ${f(moves / cpuSecs)} moves per CPU-second, ${n} ${unit}s${typeof extra === 'string' ? extra : extra()})`,
  );
}

/** Every line, in order, as name → the function that plays one deal or hand and returns its moves. */
type Line = [string, string, (seed: number) => number, string | (() => string)];
async function lines(): Promise<Line[]> {
  const out: Line[] = [];
  for (const reading of Object.values(READINGS)) {
    out.push([`${reading.id} step`, 'deal', (seed) => stepDeal(seed, reading), '']);
    out.push([`${reading.id} kernel`, 'deal', (seed) => kernelDeal(seed, reading), '']);
    // settleSeeded: the same deal on the kernel, returning only the settlement and the move count.
    out.push([`${reading.id} settle`, 'deal', (seed) => { const r = settleSeeded(seed, { dealer: seed % 5, reading }); if (!r.ok || r.value.settlement.potAfter !== 0) throw new Error('pot not empty'); return r.value.moveCount; }, '']);
  }
  // Loo: a hand is a seeded deal (shuffle, deal, turn-up), calls, exchanges where the rules have them,
  // the tricks or a flush, and its settlement, with the random computer player in every seat.
  const { threeCard, fiveCard, looDealSeeded, randomLooMove, applyLooMove, settleLoo, settleLooSeeded } = await import('../src/engine/loo/index.ts');
  const hand = (seed: number, rules: typeof threeCard): number => {
    const rng = seededRng(seed);
    const start = looDealSeeded(rng, { rules, players: 5, dealer: seed % 5, carried: seed % 3 === 0 ? 0 : 6 });
    if (!start.ok) throw new Error(start.error.code);
    let pos = start.value;
    let moves = 0;
    for (let m = randomLooMove(pos, rng); m; m = randomLooMove(pos, rng)) {
      const r = applyLooMove(pos, m);
      if (!r.ok) throw new Error(r.error.code);
      pos = r.value.position;
      moves++;
    }
    const s = settleLoo(pos);
    if (!s.ok) throw new Error(s.error.code);
    return moves;
  };
  // The same hand on the kernel: settleLooSeeded draws from seededRng(seed) as `hand` does.
  const kernelHand = (seed: number, rules: typeof threeCard): number => {
    const r = settleLooSeeded(seed, { rules, players: 5, dealer: seed % 5, carried: seed % 3 === 0 ? 0 : 6 });
    if (!r.ok) throw new Error(r.error.code);
    return r.value.moveCount;
  };
  for (const [label, rules] of [['loo 3-card', threeCard], ['loo 5-card', fiveCard]] as const) {
    out.push([label, 'hand', (seed) => hand(seed, rules), '; 5 players, seeded random play']);
    out.push([`${label} kernel`, 'hand', (seed) => kernelHand(seed, rules), '; 5 players, settleLooSeeded']);
  }
  // Analysis (issue 15): one `step(1)` adds a rollout to every legal choice; "rollouts/s" is per choice.
  // LLD: a mid-deal Parlett position (seed 42, random play until the player on turn, after 8 moves or
  // more, has three captures or more), rollouts by the random player and by each computer level; Loo: the
  // first call of a seeded three-card deal with a double pot. Set up on the line's first call only, so
  // that no other line runs this code before it is measured.
  const { analysePosition, turnMoves } = await import('../src/engine/index.ts');
  const { analyseLoo } = await import('../src/engine/loo/index.ts');
  const midDeal = (): Position => {
    const first = dealSeeded(42, { dealer: 0 });
    if (!first.ok) throw new Error(first.error.code);
    let mid = first.value;
    const midRng = seededRng(42);
    for (let i = 0; !(i >= 8 && mid.turn !== null && turnMoves(mid).length >= 3); i++) {
      const r = applyMove(mid, randomMove(mid, midRng)!.move);
      if (!r.ok) throw new Error(r.error.code);
      mid = r.value.position;
    }
    return mid;
  };
  for (const level of ['random', 'plain', 'willughby', 'careful'] as const) {
    let a: ReturnType<typeof analysePosition> | undefined;
    const started = () => {
      a ??= analysePosition(midDeal(), { seed: 1, level });
      if (!a.ok) throw new Error(a.error.code);
      return a.value;
    };
    out.push([`analysis lld${level === 'random' ? '' : ' ' + level}`, 'rollout', () => { const x = started(); x.step(1); return x.choices.length; }, () => `; per choice, ${started().choices.length} choices, ${level} level`]);
  }
  for (const level of ['random', 'plain', 'sound'] as const) {
    let looA: ReturnType<typeof analyseLoo> | undefined;
    const looStarted = () => {
      if (!looA) {
        const call = looDealSeeded(seededRng(5), { rules: threeCard, players: 5, dealer: 0, carried: 6 });
        if (!call.ok) throw new Error(call.error.code);
        looA = analyseLoo(call.value, { seed: 1, level });
      }
      if (!looA.ok) throw new Error(looA.error.code);
      return looA.value;
    };
    out.push([`analysis loo${level === 'random' ? '' : ' ' + level}`, 'rollout', () => { const x = looStarted(); x.step(1); return x.choices.length; }, () => `; per choice, a call (${looStarted().choices.length} choices), ${level} level`]);
  }
  return out;
}

if (onlyLine !== undefined) {
  const line = (await lines()).find(([name]) => name === onlyLine);
  if (!line) throw new Error(`no bench line named ${onlyLine}`);
  measure(line[0], line[1], line[2], line[3]);
} else {
  console.log(`machine: ${os.cpus()[0]?.model ?? 'unknown'} (${os.cpus().length} cores), ${os.hostname()}, load ${os.loadavg()[0]!.toFixed(2)}`);
  console.log(`node: ${process.version}, single core, seeded random play (shuffle, deal, legal moves, apply, settle), one process per line`);
  console.log('step = dealSeeded + randomMove/applyMove per move + settle; kernel = playOutSeeded (same deals and moves); settle = settleSeeded');
  const only = flag('--only');
  const self = fileURLToPath(import.meta.url);
  for (const [name] of await lines()) {
    if (only && !name.includes(only)) continue;
    const r = spawnSync(process.execPath, [...process.execArgv, self, String(seconds), '--line', name], { stdio: 'inherit' });
    if (r.status !== 0) process.exitCode = 1;
  }
}
