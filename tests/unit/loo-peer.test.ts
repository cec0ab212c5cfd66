/**
 * Differential test against an independent implementation: the 101 deals of
 * shared/data/loo-peer-sample.jsonl (go_trumpcards' Loo.go: five cards, four players, ante 3 each, no Pam,
 * exchange, flush or miss). Replayed under the `peer` rules: at every step the legal set must be the
 * peer's, and every trick winner, trick count, loo, chip gain and carried pot must agree.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { cards, formatCard } from '~/engine/index.ts';
import { applyLooMove, legalCards, looSetup, peer, settleLoo, type LooPosition } from '~/engine/loo/index.ts';

// A copy of shared/data/loo-peer-sample.jsonl, so that the test runs on any fresh clone.
const file = fileURLToPath(new URL('../fixtures/loo-peer-sample.jsonl', import.meta.url));
const lines = readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l));
const header = lines[0];
const deals = lines.slice(1) as PeerDeal[];

interface PeerStep { p: number; card: string; legal: string[] }
interface PeerDeal {
  id: string; mode: string; dealer: number; trump: string; turnUp: string; hands: string[][]; carry: number; playing: boolean[];
  tricks: { steps: PeerStep[]; winner: number }[]; trickCount: number[]; gained: number[]; looed: number[]; potStart: number; potCarry: number;
}

const card = (s: string) => cards(s)[0]!;

/** Replays one peer deal; returns the first disagreement, or null. */
function replayPeer(d: PeerDeal): string | null {
  const start = looSetup({ rules: peer, dealer: d.dealer, hands: d.hands.map((h) => cards(h.join(' '))), turnUp: card(d.turnUp), carried: d.carry });
  if (!start.ok) return `setup: ${start.error.code}`;
  let pos: LooPosition = start.value;
  if (pos.pot !== d.potStart) return `pot ${pos.pot} != ${d.potStart}`;
  for (let k = 1; k <= 4; k++) {
    const p = (d.dealer + k) % 4;
    const r = applyLooMove(pos, { type: 'call', player: p, call: d.playing[p] ? 'play' : 'pass' });
    if (!r.ok) return `call ${p}: ${r.error.code}`;
    pos = r.value.position;
  }
  for (const [t, trick] of d.tricks.entries()) {
    for (const s of trick.steps) {
      if (pos.turn !== s.p) return `trick ${t}: turn ${pos.turn} != ${s.p}`;
      const mine = legalCards(pos).map((l) => formatCard(l.move.card, { style: 'upper' })).sort();
      const theirs = s.legal.slice().sort();
      if (mine.join(' ') !== theirs.join(' ')) return `trick ${t} seat ${s.p}: legal ${mine} != ${theirs}`;
      const r = applyLooMove(pos, { type: 'play', player: s.p, card: card(s.card) });
      if (!r.ok) return `trick ${t}: ${r.error.code}`;
      pos = r.value.position;
    }
    if (pos.winners[t] !== trick.winner) return `trick ${t}: winner ${pos.winners[t]} != ${trick.winner}`;
  }
  if (pos.phase !== 'over') return 'not over';
  const st = settleLoo(pos);
  if (!st.ok) return st.error.code;
  const s = st.value;
  if (s.tricks.join() !== d.trickCount.join()) return `tricks ${s.tricks} != ${d.trickCount}`;
  if (s.looed.join() !== d.looed.slice().sort().join()) return `looed ${s.looed} != ${d.looed}`;
  const gained = s.shares.map((x, q) => x - s.loos[q]!);
  if (gained.join() !== d.gained.join()) return `gained ${gained} != ${d.gained}`;
  if (s.potAfter !== d.potCarry) return `carry ${s.potAfter} != ${d.potCarry}`;
  return null;
}

describe('Loo peer sample (go_trumpcards Loo.go, `peer` rules)', () => {
  it('is the file described: a header and 101 deals', () => {
    expect(header.header).toBe(true);
    expect(header.deals).toBe(101);
    expect(deals.length).toBe(101);
  });

  it.each(deals.map((d) => [d.id, d] as const))('deal %s agrees step for step', (_id, d) => {
    expect(replayPeer(d)).toBeNull();
  });

  it('all 101 deals agree fully', () => {
    const agree = deals.filter((d) => replayPeer(d) === null).length;
    expect(agree).toBe(101);
  });
});
