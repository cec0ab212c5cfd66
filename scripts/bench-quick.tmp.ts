import { READINGS } from '../src/engine/index.ts';
import { settleSeeded } from '../src/engine/fastplay.ts';
const secs = Number(process.argv[2] ?? 3);
const only = process.argv[3];
for (const reading of Object.values(READINGS)) {
  if (only && reading.id !== only) continue;
  const play = (seed: number) => { const r = settleSeeded(seed, { dealer: seed % 5, reading }); if (!r.ok) throw 0; return r.value.moveCount; };
  for (let s = 1; s < 20000; s++) play(s);
  let n = 0; const c0 = process.cpuUsage(); const t0 = performance.now();
  while (performance.now() - t0 < secs * 1000) for (let k = 0; k < 100; k++) play(10000 + n++);
  const c = process.cpuUsage(c0); console.log(reading.id, Math.round(n / ((c.user + c.system) / 1e6)));
}
