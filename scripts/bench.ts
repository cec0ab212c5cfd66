/**
 * `npm run bench`: the engine's speed in deals per second for seeded random play — shuffle and deal,
 * legal moves at every step, apply, settle — on one core. Prints the machine, Node and the result.
 * Usage: node --experimental-strip-types scripts/bench.ts [seconds per reading, default 5]
 */
import os from 'node:os';
import { READINGS, dealSeeded, seededRng, randomMove, applyMove, settle, type Position } from '../src/engine/index.ts';

const seconds = Number(process.argv[2] ?? 5);

/** Plays one seeded deal to its settlement with the random computer player; returns the moves made. */
function deal(seed: number, reading: (typeof READINGS)[string]): number {
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

console.log(`machine: ${os.cpus()[0]?.model ?? 'unknown'} (${os.cpus().length} cores), ${os.hostname()}`);
console.log(`node: ${process.version}, single core, seeded random play (shuffle, deal, legal moves, apply, settle)`);
for (const reading of Object.values(READINGS)) {
  for (let s = 1; s <= 2000; s++) deal(s, reading); // warm-up
  let n = 0;
  let moves = 0;
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  const until = t0 + seconds * 1000;
  while (performance.now() < until) {
    for (let k = 0; k < 100; k++) moves += deal(10_000 + n++, reading);
  }
  const secs = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  const cpuSecs = (cpu.user + cpu.system) / 1e6;
  const f = (x: number) => Math.round(x).toLocaleString('en');
  // CPU time of this process as well as wall time: on a busy machine the first is the fairer figure.
  console.log(
    `${reading.id.padEnd(11)} ${f(n / secs)} deals/s wall, ${f(n / cpuSecs)} deals per CPU-second  ` +
      `(${(moves / n).toFixed(1)} moves a deal, ${f(moves / cpuSecs)} moves per CPU-second, ${n} deals)`,
  );
}

// Loo: a hand is a seeded deal (shuffle, deal, turn-up), calls, exchanges where the rules have them,
// the tricks or a flush, and its settlement, with the random computer player in every seat.
{
  const { threeCard, fiveCard, looDealSeeded, randomLooMove, applyLooMove, settleLoo } = await import('../src/engine/loo/index.ts');
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
  for (const [label, rules] of [['loo 3-card', threeCard], ['loo 5-card', fiveCard]] as const) {
    for (let s = 1; s <= 20_000; s++) hand(s, rules); // warm-up
    let n = 0;
    let moves = 0;
    const t0 = performance.now();
    const cpu0 = process.cpuUsage();
    const until = t0 + seconds * 1000;
    while (performance.now() < until) {
      for (let k = 0; k < 1000; k++) moves += hand(10_000 + n++, rules);
    }
    const secs = (performance.now() - t0) / 1000;
    const cpu = process.cpuUsage(cpu0);
    const cpuSecs = (cpu.user + cpu.system) / 1e6;
    const f = (x: number) => Math.round(x).toLocaleString('en');
    console.log(
      `${label.padEnd(11)} ${f(n / secs)} hands/s wall, ${f(n / cpuSecs)} hands per CPU-second  ` +
        `(${(moves / n).toFixed(1)} moves a hand, ${f(moves / cpuSecs)} moves per CPU-second, ${n} hands; 5 players, seeded random play)`,
    );
  }
}
