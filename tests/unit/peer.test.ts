/**
 * Differential test against an independent implementation: the 100 deals of
 * shared/data/lld-peer-sample.jsonl (go_trumpcards, simplified reading: single-card captures of one or
 * three, no layout-mournival rule, no declarations, no claims). Every capture and lie-down must be legal
 * here, and every won count, score, last player in and residue must agree.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { applyMove, cards, setup, settle, simplified, turnMoves, type Move, type Position } from '~/engine/index.ts';

// A copy of shared/data/lld-peer-sample.jsonl, so that the test runs on any fresh clone.
const file = fileURLToPath(new URL('../fixtures/lld-peer-sample.jsonl', import.meta.url));
const lines = readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l));
const header = lines[0];
const deals = lines.slice(1) as PeerDeal[];

interface PeerEvent { p: number; type: 'deal' | 'capture' | 'liedown' | 'residue'; cards: string[] | null }
interface PeerDeal {
  id: string; dealer: number; first: number; hands: string[][]; layout: string[]; events: PeerEvent[];
  won: number[]; scores: number[]; lastIn: number; laidDown: boolean[];
}

describe('peer sample (simplified reading)', () => {
  it('is the file described: a header and 100 deals', () => {
    expect(header.header).toBe(true);
    expect(deals.length).toBe(100);
  });

  it.each(deals.map((d) => [d.id, d] as const))('deal %s replays move for move', (_id, d) => {
    const start = setup({ reading: simplified, dealer: d.dealer, hands: d.hands.map((h) => cards(h.join(' '))), table: cards(d.layout.join(' ')) });
    if (!start.ok) throw new Error(JSON.stringify(start.error));
    let pos: Position = start.value;
    expect(pos.turn).toBe(d.first);
    for (const e of d.events) {
      if (e.type === 'deal' || e.type === 'residue') continue;
      expect(pos.turn).toBe(e.p);
      let move: Move;
      if (e.type === 'capture') {
        const [play, ...take] = cards(e.cards!.join(' '));
        move = { type: 'capture', player: e.p, play: [play!], take };
      } else {
        expect(turnMoves(pos).map((m) => m.move.type)).toEqual(['lieDown']);
        move = { type: 'lieDown', player: e.p };
      }
      const r = applyMove(pos, move);
      if (!r.ok) throw new Error(`${d.id}: ${e.type} by ${e.p}: ${r.error.code}`);
      pos = r.value.position;
    }
    expect(pos.over).toBe(true);
    const residue = d.events.find((e) => e.type === 'residue');
    if (residue) expect(residue.p).toBe(d.dealer);
    expect(pos.won.map((w) => w.size)).toEqual(d.won);
    expect(pos.lastHolder).toBe(d.lastIn);
    expect(pos.laidDown).toEqual(d.laidDown);
    const s = settle(pos);
    if (!s.ok) throw new Error();
    expect(s.value.net).toEqual(d.scores);
    expect(s.value.potAfter).toBe(0);
  });
});
