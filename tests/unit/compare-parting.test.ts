/**
 * Same deal, two readings (issue 16): the default deal for each pair is one where they part (partingSeed),
 * and every place they part is found (divergencesOf), each with the option that causes it. The checks
 * compare the played moves directly (moveOfStep), not through the engine's own divergence finder; the
 * expected causes come from the readings' sources (Caid wiki: lying down costs a stake to each player still
 * in; games.porg.es: no pair for a pair).
 */
import { describe, expect, it } from 'vitest';
import { PARTING_SEEDS } from '~/engine/lld/partingSeeds.ts';
import {
  READINGS, caid, comparisonDeal, compareReadings, ducoeur, french, moveOfStep, parlett, partingSeed, playPlain, porges, simplified,
  type PlayedDeal,
} from '~/engine/index.ts';

const moves = (d: PlayedDeal) => d.steps.map((s) => JSON.stringify(moveOfStep(s)));

describe('partingSeed', () => {
  it('Parlett and games.porg.es: the first seed whose deal they play differently', () => {
    const s = partingSeed(parlett, porges)!;
    expect(s).toBeGreaterThanOrEqual(1);
    const at = (seed: number) => [playPlain(parlett, comparisonDeal(seed))!, playPlain(porges, comparisonDeal(seed))!] as const;
    const [a, b] = at(s);
    expect(moves(a)).not.toEqual(moves(b));
    for (let seed = 1; seed < s; seed++) {
      const [x, y] = at(seed);
      expect(moves(x)).toEqual(moves(y));
    }
  });

  it('Parlett and the French rules: where the play never parts, a deal whose pay-off does', () => {
    const s = partingSeed(parlett, french)!;
    expect(s).not.toBeNull();
    const a = playPlain(parlett, comparisonDeal(s))!;
    const b = playPlain(french, comparisonDeal(s))!;
    const differs = a.settlement.net.some((x, p) => x !== b.settlement.net[p]) || a.settlement.potAfter !== b.settlement.potAfter;
    expect(differs).toBe(true);
  });

  it('Parlett and du Coeur differ only in who deals first: no deal parts them', () => {
    expect(partingSeed(parlett, ducoeur)).toBeNull();
    expect(partingSeed(ducoeur, parlett)).toBeNull();
  });

  it('every other pair of readings has a default deal', () => {
    const ids = Object.keys(READINGS);
    for (const x of ids) for (const y of ids) {
      if (x === y || (x === 'parlett' && y === 'ducoeur') || (x === 'ducoeur' && y === 'parlett')) continue;
      expect(partingSeed(READINGS[x]!, READINGS[y]!), `${x} ${y}`).not.toBeNull();
    }
  });
});

describe('divergencesOf: every place two readings part', () => {
  it('marks the divergences on both timelines: different moves in play divergences, the same move in the others', () => {
    for (const [ra, rb] of [[parlett, simplified], [porges, simplified], [parlett, caid], [caid, porges]] as const) {
      const c = compareReadings(ra, rb, comparisonDeal(partingSeed(ra, rb)!))!;
      const ma = moves(c.a);
      const mb = moves(c.b);
      expect(c.divergences.length, `${ra.id} ${rb.id}`).toBeGreaterThanOrEqual(2);
      for (const d of c.divergences) {
        if (d.kind === 'events') expect(ma[d.a]).toBe(mb[d.b]);
        else expect(ma.slice(d.a, d.a + d.lengthA)).not.toEqual(mb.slice(d.b, d.b + d.lengthB));
      }
      // The first play divergence is the engine's first divergence.
      const firstPlay = c.divergences.find((d) => d.kind === 'play');
      expect(firstPlay?.a ?? null).toBe(c.divergence);
    }
  });

  it('Caid’s payment for lying down: the same moves, other consequences, each at a lie-down', () => {
    const c = compareReadings(parlett, caid, comparisonDeal(partingSeed(parlett, caid)!))!;
    expect(c.divergence).toBeNull();
    const pay = c.divergences.filter((d) => d.cause === 'lieDownPayment');
    expect(pay.length).toBeGreaterThanOrEqual(2);
    for (const d of pay) {
      expect(d.kind).toBe('events');
      expect(moveOfStep(c.a.steps[d.a]!)?.type).toBe('lieDown');
      expect(c.b.steps[d.b]!.events.some((e) => e.type === 'payment')).toBe(true);
    }
  });

  it('games.porg.es has no pair for a pair: the play parts at a capture of two for two under Parlett', () => {
    const c = compareReadings(parlett, porges, comparisonDeal(partingSeed(parlett, porges)!))!;
    const first = c.divergences[0]!;
    expect(first.kind).toBe('play');
    expect(first.cause).toBe('pairForPair');
    const m = moveOfStep(c.a.steps[first.a]!);
    expect(m?.type === 'capture' && m.play.length === 2 && m.take.length === 2).toBe(true);
  });
});

describe('PARTING_SEEDS, the comparison’s default deals written out at build time', () => {
  it('holds partingSeed of every ordered pair of readings', () => {
    const ids = Object.keys(READINGS);
    const want: Record<string, number | null> = {};
    for (const x of ids) for (const y of ids) if (x !== y) want[`${x}|${y}`] = partingSeed(READINGS[x]!, READINGS[y]!);
    expect(PARTING_SEEDS).toEqual(want);
  });
});
