/**
 * npm run strategy: the strategy lab's experiments (src/strategy/), seeded, written to
 * src/data/strategy/lld.json and loo.json with the method beside every result (deals, seeds, computer
 * levels, readings, how the interval is computed). The same checkout gives the same files bit for bit:
 * every deal comes from a fixed seed and nothing reads the clock. `--quick` runs a tenth of the deals (for
 * trying changes; do not commit its output).
 */
import { writeFileSync, mkdirSync } from 'node:fs';
import { dealSpec, READINGS } from '../src/engine/index.ts';
import { seatResults, tipValue, TIPS } from '../src/strategy/lld.ts';
import { callValues, positionResults, flushFrequency } from '../src/strategy/loo.ts';
import { fiveCardFlushOdds, round } from '../src/strategy/stats.ts';

const quick = process.argv.includes('--quick');
const scale = (n: number) => (quick ? Math.ceil(n / 10) : n);
const started = performance.now();
const log = (what: string) => console.log(`${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s  ${what}`);

const INTERVAL = 'mean ± 1.96·s/√n (normal approximation, s the sample standard deviation); proportions: Wilson score interval, 95 %';

// ————————————————————————————————— Laugh and Lie Down
const SEAT_DEALS = scale(40_000);
const CAREFUL_DEALS = scale(20_000);
const TIP_DEALS = scale(12_000);
const seat: Record<string, Record<string, unknown>> = {};
const bonus: Record<string, Record<string, unknown>> = {};
for (const [id, reading] of Object.entries(READINGS)) {
  for (const n of [3, 4, 5, 6]) {
    if (!dealSpec(reading, n)) continue;
    const r = seatResults(id, n, 'plain', SEAT_DEALS, 1_000_000);
    (seat[id] ??= {})[n] = r.seats;
    (bonus[id] ??= {})[n] = r.bonusDecides;
  }
  log(`seats: ${id}`);
}
const careful = seatResults('parlett', 5, 'careful', CAREFUL_DEALS, 2_000_000);
log('seats: parlett, careful');
const tips: Record<string, unknown> = {};
for (const tip of TIPS) {
  tips[tip] = tipValue(tip, 'parlett', 5, 'plain', TIP_DEALS, 3_000_000);
  log(`tip: ${tip}`);
}
const lld = {
  method: {
    generatedBy: 'npm run strategy (scripts/strategy.ts, src/strategy/lld.ts)',
    quick,
    interval: INTERVAL,
    seat: {
      deals: SEAT_DEALS, seeds: `1000000 … ${1_000_000 + SEAT_DEALS - 1}`, level: 'plain',
      what: 'net chips per deal by seat relative to the dealer, every seat at the plain (random) computer level, played on the engine\'s fast kernel (settleSeeded); every reading and player count the reading deals',
    },
    careful: { deals: CAREFUL_DEALS, seeds: `2000000 … ${2_000_000 + CAREFUL_DEALS - 1}`, level: 'careful', reading: 'parlett', players: 5 },
    tips: {
      deals: TIP_DEALS, seeds: `3000000 … ${3_000_000 + TIP_DEALS - 1}`, reading: 'parlett', players: 5, opponents: 'plain',
      what: 'each deal played twice from the same seed, once with one seat following the tip and once with that seat at random; the gain is the difference of that seat\'s net chips (paired); the seat goes round the table',
    },
    bonusDecides: 'share of deals in which the bonus changes which seat has the best net result',
  },
  seat,
  bonusDecides: bonus,
  careful: { seats: careful.seats, bonusDecides: careful.bonusDecides },
  tips,
};

// ————————————————————————————————— Loo
const CALL_DEALS = scale(24_000);
const POS_GAMES_SOUND = scale(6_000);
const POS_GAMES_PLAIN = scale(6_000);
const GAME_LENGTH = 20;
const FLUSH_DEALS = scale(200_000);
// `single`: nothing carried, a single pot of the dealer's 3, where only eldest has a choice (play or take the miss): the
// figures behind the hint's miss for a hopeless eldest there (an English newcomer read it as against the tip's rich pot).
const calls = { small: callValues(3, CALL_DEALS, 4_000_000), rich: callValues(12, CALL_DEALS, 5_000_000), single: callValues(0, CALL_DEALS, 3_000_000) };
log('loo: calls');
const positions = {
  sound: positionResults('sound', POS_GAMES_SOUND, GAME_LENGTH, 6_000_000),
  plain: positionResults('plain', POS_GAMES_PLAIN, GAME_LENGTH, 7_000_000),
};
log('loo: positions');
const flush = flushFrequency(FLUSH_DEALS, 8_000_000);
const exact = fiveCardFlushOdds();
log('loo: flush');
const looJson = {
  method: {
    generatedBy: 'npm run strategy (scripts/strategy.ts, src/strategy/loo.ts)',
    quick,
    interval: INTERVAL,
    calls: {
      deals: CALL_DEALS, seeds: { small: `4000000 … ${4_000_000 + CALL_DEALS - 1}`, rich: `5000000 … ${5_000_000 + CALL_DEALS - 1}`, single: `3000000 … ${3_000_000 + CALL_DEALS - 1}` },
      rules: 'threeCard', players: 5, level: 'sound', carried: { small: 3, rich: 12, single: 0 },
      what: 'at the call of one seat (eldest … fourth in turn), each call open to it is made and the deal played out by sound computer players; net chips of that seat by hand strength (trumps held), position and call',
    },
    positions: {
      games: { sound: POS_GAMES_SOUND, plain: POS_GAMES_PLAIN }, dealsPerGame: GAME_LENGTH, rules: 'threeCard', players: 5,
      seeds: { sound: `6000000 … ${6_000_000 + POS_GAMES_SOUND - 1}`, plain: `7000000 … ${7_000_000 + POS_GAMES_PLAIN - 1}` },
      what: 'games of 20 deals, the pot carried from deal to deal, the deal passing to the left; net chips per deal by seat relative to the dealer',
    },
    flush: { deals: FLUSH_DEALS, seeds: `8000000 … ${8_000_000 + FLUSH_DEALS - 1}`, rules: 'fiveCard', players: 5, what: 'hands as dealt, before the exchange' },
  },
  calls,
  positions,
  flush: { ...flush, exact: { hands: exact.hands, total: exact.total, p: round(exact.p, 6) } },
};

mkdirSync('src/data/strategy', { recursive: true });
writeFileSync('src/data/strategy/lld.json', JSON.stringify(lld, null, 1) + '\n');
writeFileSync('src/data/strategy/loo.json', JSON.stringify(looJson, null, 1) + '\n');
log('written src/data/strategy/lld.json, loo.json');
