/**
 * The `sound` Loo player on the rules' kernel (ai.ts LooKernelPlayer, used by analysis rollouts) makes the
 * same moves as the step-API version it replaced (tests/fixtures/loo-sound-step.ts, the code as it was),
 * and looHint still does too: on many seeded hands of every Loo rule set (three-card and five-card), from
 * the deal and from a point in mid-deal, move by move, with the same settlement at the end. The `plain`
 * level on the kernel draws the same numbers and makes the same moves as looComputerMove on the step API.
 */
import { describe, expect, it } from 'vitest';
import { seededRng, type Rng } from '~/engine/index.ts';
import { LOO_RULES, applyLooMove, looDealSeeded, looHint, settleLoo, type LooMove, type LooPosition, type LooRules } from '~/engine/loo/index.ts';
import { LooKernelPlayer, looComputerMove } from '~/engine/loo/ai.ts';
import { acquireLooKernel, releaseLooKernel } from '~/engine/loo/rules.ts';
import { looHint as stepHint } from '../fixtures/loo-sound-step.ts';

/** The step path's play of a deal by the reference sound player: every position and the move made there. */
function stepPlay(start: LooPosition): { positions: LooPosition[]; moves: LooMove[] } {
  const positions = [start];
  const moves: LooMove[] = [];
  let pos = start;
  while (pos.phase !== 'over') {
    const m = stepHint(pos).move;
    const r = applyLooMove(pos, m);
    if (!r.ok) throw new Error(r.error.code);
    moves.push(m);
    pos = r.value.position;
    positions.push(pos);
  }
  return { positions, moves };
}

/** The kernel player's moves from `pos` to the end, and each seat's net chips. */
function kernelPlay(pos: LooPosition): { moves: LooMove[]; net: readonly number[] } {
  const k = acquireLooKernel();
  try {
    k.load(pos, true);
    const player = new LooKernelPlayer();
    player.begin(k, pos);
    const moves: LooMove[] = [];
    for (let m = player.move(true); m; m = player.move(true)) moves.push(m);
    return { moves, net: k.settlement().net };
  } finally {
    releaseLooKernel(k);
  }
}

/** The plain level on both paths from `start`, drawing from the same seed: its moves and each seat's net chips. */
function plainBoth(start: LooPosition, seed: number): { step: LooMove[]; kernel: LooMove[]; stepNet: readonly number[]; kernelNet: readonly number[] } {
  const rng: Rng = seededRng(seed);
  const step: LooMove[] = [];
  let pos = start;
  while (pos.phase !== 'over') {
    const m = looComputerMove(pos, 'plain', rng);
    const r = applyLooMove(pos, m);
    if (!r.ok) throw new Error(r.error.code);
    step.push(m);
    pos = r.value.position;
  }
  const s = settleLoo(pos);
  if (!s.ok) throw new Error(s.error.code);
  const k = acquireLooKernel();
  try {
    k.load(start, true);
    const player = new LooKernelPlayer();
    player.begin(k, start);
    const kernel: LooMove[] = [];
    const krng = seededRng(seed);
    for (let m = player.movePlain(krng, true); m; m = player.movePlain(krng, true)) kernel.push(m);
    return { step, kernel, stepNet: s.value.net, kernelNet: k.settlement().net };
  } finally {
    releaseLooKernel(k);
  }
}

const HANDS = 40;

describe('the sound Loo player on the kernel decides as on the step API', () => {
  const sets = Object.values(LOO_RULES) as LooRules[];
  it('covers both hand sizes', () => {
    expect(new Set(sets.map((r) => r.options.handSize))).toEqual(new Set([3, 5]));
  });
  for (const rules of sets) {
    it(`${rules.id} (${rules.options.handSize} cards): ${HANDS} seeded hands, from the deal and from mid-deal`, () => {
      const o = rules.options;
      let moves = 0;
      let kinds = new Set<string>();
      for (let s = 1; s <= HANDS; s++) {
        const players = o.minPlayers + (s % (Math.min(o.maxPlayers, 7) - o.minPlayers + 1));
        const start = looDealSeeded(seededRng(1000 * s + 17), { rules, players, dealer: s % players, carried: s % 3 === 0 ? 0 : 2 * players });
        if (!start.ok) throw new Error(start.error.code);
        const step = stepPlay(start.value);
        // looHint (the position's view of the shared code) gives the reference's move and reason everywhere.
        for (const pos of step.positions.slice(0, -1)) {
          const ref = stepHint(pos);
          expect(looHint(pos)).toEqual(ref);
        }
        // The kernel player from the deal: the same moves and settlement.
        const fromStart = kernelPlay(start.value);
        expect(fromStart.moves).toEqual(step.moves);
        const end = settleLoo(step.positions.at(-1)!);
        if (!end.ok) throw new Error(end.error.code);
        expect(fromStart.net).toEqual(end.value.net);
        // From a point in mid-deal (after the calls and exchanges where there are any): the same rest.
        const i = step.moves.length > 1 ? 1 + (s % (step.moves.length - 1)) : 0;
        const mid = kernelPlay(step.positions[i]!);
        expect(mid.moves).toEqual(step.moves.slice(i));
        moves += step.moves.length;
        for (const m of step.moves) kinds.add(m.type === 'call' ? `call ${m.call}` : m.type === 'exchange' ? `exchange${m.turnUp ? ' up' : ''}` : m.civil ? 'civil' : 'play');
      }
      expect(moves).toBeGreaterThan(HANDS * 3);
      // The plain level on the kernel (LooKernelPlayer.movePlain) draws and moves as looComputerMove does.
      for (let s = 1; s <= HANDS; s++) {
        const players = o.minPlayers + (s % (Math.min(o.maxPlayers, 7) - o.minPlayers + 1));
        const start = looDealSeeded(seededRng(1000 * s + 17), { rules, players, dealer: s % players, carried: s % 3 === 0 ? 0 : 2 * players });
        if (!start.ok) throw new Error(start.error.code);
        const p = plainBoth(start.value, 77 + s);
        expect(p.kernel).toEqual(p.step);
        expect(p.kernelNet).toEqual(p.stepNet);
      }
      kinds = new Set([...kinds].filter((k) => k.startsWith('call')));
      expect(kinds.size).toBeGreaterThanOrEqual(1);
    });
  }
});
