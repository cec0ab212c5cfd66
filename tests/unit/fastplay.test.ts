/**
 * Fast play keeps its promise: playOutSeeded, playOutFast and settleSeeded give what the step-by-step path
 * gives for the same seed. The rules are written once (Deal in src/engine/lld/rules.ts) and both paths run
 * them; what this holds equal is the random computer player, which fast play runs inside Deal (its own
 * loop, drawing the same numbers) and the step path runs as replay.ts randomMove over the public API. For
 * every reading, 10,000 seeded five-player deals (and 1,000 for each other player count the reading
 * defines), and deals from positions in mid-deal (claims open, cards already won, a carried pot): the
 * moves (or their number), the final positions and the settlements must be identical. Also the errors of
 * playOutSeeded.
 */
import { describe, expect, it } from 'vitest';
import {
  READINGS, applyMove, dealSeeded, playOutFast, playOutSeeded, randomMove, seededRng, settle, settleSeeded,
  type Move, type Position, type Reading, type Settlement,
} from '~/engine/index.ts';
import { randomPlay } from './helpers.ts';

const DEALS = 10_000;
const OTHER_COUNTS = 1_000;

/** A position as text, with the reading by id (the reading object itself is compared by identity). */
function text(p: Position): string {
  return JSON.stringify({ ...p, reading: p.reading.id });
}

/** The step-by-step path: randomMove and applyMove from `start` to the end, then settle. */
function stepPath(start: Position, seed: number): { moves: Move[]; end: Position; settlement: Settlement } {
  const { positions, moves } = randomPlay(start, seed);
  const end = positions.at(-1)!;
  const s = settle(end);
  if (!s.ok) throw new Error(s.error.code);
  return { moves, end, settlement: s.value };
}

/** Fails with the first seed where the kernel and the step path differ; counts the kinds of move seen. */
function compare(reading: Reading, players: number, deals: number, seen: Map<string, number>): void {
  for (let seed = 1; seed <= deals; seed++) {
    const opts = { players, dealer: seed % players, reading };
    const start = dealSeeded(seed, opts);
    if (!start.ok) throw new Error(start.error.code);
    const want = stepPath(start.value, seed);
    const fast = playOutSeeded(seed, opts);
    if (!fast.ok) throw new Error(fast.error.code);
    const fromStart = playOutFast(start.value, seededRng(seed));
    for (const got of [fast.value, fromStart]) {
      const same =
        JSON.stringify(got.moves) === JSON.stringify(want.moves) &&
        got.end.reading === want.end.reading &&
        text(got.end) === text(want.end) &&
        JSON.stringify(got.settlement) === JSON.stringify(want.settlement);
      if (!same) {
        // Let vitest show the difference.
        expect({ seed, moves: got.moves, end: text(got.end), settlement: got.settlement }).toEqual({
          seed, moves: want.moves, end: text(want.end), settlement: want.settlement,
        });
      }
    }
    // settleSeeded: the same deal counted and settled straight from the kernel's masks.
    const counted = settleSeeded(seed, opts);
    if (!counted.ok) throw new Error(counted.error.code);
    if (counted.value.moveCount !== want.moves.length || JSON.stringify(counted.value.settlement) !== JSON.stringify(want.settlement)) {
      expect({ seed, moveCount: counted.value.moveCount, settlement: counted.value.settlement }).toEqual({ seed, moveCount: want.moves.length, settlement: want.settlement });
    }
    for (const m of want.moves) seen.set(m.type, (seen.get(m.type) ?? 0) + 1);
  }
}

describe.each(Object.values(READINGS).map((r) => [r.id, r] as const))('kernel = step path, reading %s', (_id, reading) => {
  for (const players of Object.keys(reading.options.deals).map(Number)) {
    const deals = players === 5 ? DEALS : OTHER_COUNTS;
    it(`${players} players: ${deals} seeded deals, identical moves, final positions and settlements`, () => {
      const seen = new Map<string, number>();
      compare(reading, players, deals, seen);
      // The deals exercise the free moves the reading allows, not only captures.
      expect(seen.get('capture')).toBeGreaterThan(0);
      expect(seen.get('lieDown')).toBeGreaterThan(0);
      if (reading.options.declarations !== 'none') expect(seen.get('declare')).toBeGreaterThan(0);
      if (reading.options.outOfTurnPair || reading.options.layLastCards) expect(seen.get('layPair')).toBeGreaterThan(0);
      if (reading.options.claimOneOfThree) expect(seen.get('claim')).toBeGreaterThan(0);
    }, 120_000);
  }

  it('from positions in mid-deal: claims open, cards won, a carried pot', () => {
    let claimsOpen = 0;
    for (let seed = 1; seed <= 500; seed++) {
      const start = dealSeeded(seed, { dealer: seed % 5, reading, carried: seed % 3 });
      if (!start.ok) throw new Error(start.error.code);
      // Walk a few steps with another random stream, then compare the two paths from there.
      const walk = seededRng(seed + 1_000_000);
      let pos = start.value;
      for (let i = 0; i < seed % 20; i++) {
        const m = randomMove(pos, walk);
        if (!m) break;
        const r = applyMove(pos, m.move);
        if (!r.ok) throw new Error(r.error.code);
        pos = r.value.position;
      }
      if (pos.claimables.length > 0) claimsOpen++;
      const want = stepPath(pos, seed);
      const got = playOutFast(pos, seededRng(seed));
      expect(JSON.stringify(got.moves)).toBe(JSON.stringify(want.moves));
      expect(text(got.end)).toBe(text(want.end));
      expect(got.settlement).toEqual(want.settlement);
    }
    if (reading.options.claimOneOfThree || reading.options.claimLayoutMournival) expect(claimsOpen).toBeGreaterThan(0);
  });
});

describe('playOutSeeded', () => {
  it('returns the setup errors of dealSeeded', () => {
    const parlett = READINGS.parlett!;
    for (const opts of [{ players: 7 }, { dealer: 5 }, { dealer: -1 }, { carried: -2_000_000 }, { carried: 1.5 }]) {
      const a = playOutSeeded(3, { reading: parlett, ...opts });
      const b = dealSeeded(3, { reading: parlett, ...opts });
      expect(a.ok).toBe(false);
      expect(!a.ok && a.error).toEqual(!b.ok && b.error);
    }
  });
  it('a played-out deal is over and settles as settle() does', () => {
    const r = playOutSeeded(42);
    if (!r.ok) throw new Error(r.error.code);
    expect(r.value.end.over).toBe(true);
    expect(settle(r.value.end)).toEqual({ ok: true, value: r.value.settlement });
  });
});
