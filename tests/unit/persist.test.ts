/**
 * A game kept in the tab (issue 20, item 2) comes back exactly, and a stored record that was tampered with
 * or is out of date is ignored, never trusted: the Laugh and Lie Down and Loo records read back through the
 * engine's own parsers.
 */
import { describe, expect, it } from 'vitest';
import { dealSeeded, applyMove, turnMoves, freeMoves, READINGS } from '~/engine/index.ts';
import { LOO_RULES, looChoices } from '~/engine/loo/index.ts';
import { lldRecord, readGame, readSettings } from '~/components/play/persist.ts';
import { looRecord, readLooRecord } from '~/components/loo/play/persist.ts';
import { newGame, playMove } from '~/components/loo/play/game.ts';
import type { Move } from '~/engine/lld/types.ts';

const LEVELS = ['plain', 'willughby', 'careful'];
const PACES = ['normal', 'quick'];

describe('the Laugh and Lie Down game kept in the tab', () => {
  const settings = { readingId: 'french', players: 3, seat: 1, level: 'willughby', pace: 'quick', showAll: false, seed: 42 };
  const dealOf = (n: number, carried: number) => {
    const r = dealSeeded(settings.seed + n, { players: 3, dealer: (n - 1) % 3, reading: READINGS.french!, carried });
    return r.ok ? r.value : null;
  };
  // Deal 2, owing 3 chips from deal 1, a few moves in.
  let pos = dealOf(2, -3)!;
  const moves: Move[] = [];
  for (let i = 0; i < 6; i++) {
    const m = freeMoves(pos)[0] ?? turnMoves(pos)[0];
    if (!m) break;
    const r = applyMove(pos, m.move);
    if (!r.ok) throw new Error(r.error.code);
    moves.push(m.move);
    pos = r.value.position;
  }
  const record = JSON.parse(JSON.stringify(lldRecord(settings, 2, -3, [4, -1, 0], moves)));

  it('comes back with its deal number, debt, totals and moves', () => {
    const s = readSettings(record, LEVELS, PACES);
    expect(s).toEqual(settings);
    const g = readGame(record, s!, dealOf);
    expect(g?.deal).toBe(2);
    expect(g?.carried).toBe(-3);
    expect(g?.totals).toEqual([4, -1, 0]);
    expect(g?.steps.length).toBe(moves.length);
    expect(g?.steps.at(-1)?.position.hands.map((h) => h.size)).toEqual(pos.hands.map((h) => h.size));
  });

  it('ignores a record that was tampered with', () => {
    const bad = [null, 3, 'x', { ...record, v: 2 }, { ...record, readingId: 'nope' }, { ...record, players: 7 }, { ...record, seat: 5 }, { ...record, level: 'god' }];
    for (const b of bad) expect(readSettings(b, LEVELS, PACES)).toBeNull();
    const s = readSettings(record, LEVELS, PACES)!;
    for (const b of [{ ...record, deal: 9 }, { ...record, totals: [1, 2] }, { ...record, moves: '1X9c-9d' }, { ...record, moves: 42 }, { ...record, carried: 1e300 }]) {
      expect(readGame(b, s, dealOf)).toBeNull();
    }
  });
});

describe('the Loo game kept in the tab', () => {
  let g = newGame(LOO_RULES.threeCard!, 4, 'plain', 77);
  for (let i = 0; i < 5; i++) {
    const m = looChoices(g.pos)[0];
    if (!m) break;
    const r = playMove(g, m.move);
    if (!r.ok) throw new Error(r.error.code);
    g = r.game;
  }
  g = { ...g, done: 3, totals: [5, -2, -2, -1] };
  const record = JSON.parse(JSON.stringify(looRecord('threeCard', 4, 'plain', g)));

  it('comes back with its deal, deal count and totals', () => {
    const r = readLooRecord(record);
    expect(r?.game?.done).toBe(3);
    expect(r?.game?.totals).toEqual([5, -2, -2, -1]);
    expect(r?.game?.steps.length).toBe(g.steps.length);
    expect(r?.game?.pos.hands).toEqual(g.pos.hands);
  });

  it('ignores a record that was tampered with', () => {
    expect(readLooRecord(null)).toBeNull();
    expect(readLooRecord({ ...record, rulesId: '__proto__' })).toBeNull();
    expect(readLooRecord({ ...record, players: 99 })).toBeNull();
    for (const game of [{ ...record.game, pos: 'loo1_x' }, { ...record.game, totals: [1] }, { ...record.game, done: -1 }, { ...record.game, seed: 'x' }]) {
      expect(readLooRecord({ ...record, game })?.game).toBeNull();
    }
  });
});
