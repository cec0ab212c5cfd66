/**
 * Properties over many seeded deals for every Loo rule set and player count: every trick has exactly one
 * winner among its players, the player on turn always has a legal move, every listed move is accepted,
 * chips are conserved with the carried pot over whole games, and the same seed replays the same deal.
 */
import { describe, expect, it } from 'vitest';
import { seededRng } from '~/engine/index.ts';
import {
  LOO_RULES, applyLooMove, legalLooMoves, looDealSeeded, nextLooDeal, plainLooMove, playOutLoo, randomLooMove, settleLoo,
  looFinal, looMovesOf, replayLoo, type LooPosition,
} from '~/engine/loo/index.ts';

const GAMES = 120; // games per rule set and player count; each game is one round of deals (one per seat)

describe.each(Object.values(LOO_RULES).map((r) => [r.id, r] as const))('rules %s', (_id, rules) => {
  const counts = [rules.options.minPlayers, Math.min(rules.options.maxPlayers, 5), rules.options.maxPlayers].filter((v, i, a) => a.indexOf(v) === i);
  it.each(counts)('%i players: one winner a trick, a legal move always, chips conserved over games', (players) => {
    let deals = 0;
    for (let g = 1; g <= GAMES; g++) {
      const rng = seededRng(g * 7919 + players);
      let carried = 0;
      let dealer = g % players;
      let balance = 0; // sum of every seat's chips won and lost in this game
      for (let k = 0; k < players; k++) {
        const start = looDealSeeded(rng, { rules, players, dealer, carried });
        if (!start.ok) throw new Error(JSON.stringify(start.error));
        const choose = k % 2 === 0 ? randomLooMove : (p: LooPosition) => plainLooMove(p);
        const t = playOutLoo(start.value, rng, choose);
        let pos = start.value;
        for (const s of t.steps) {
          // Plain checks in the hot loop (expect() per step would dominate the run time).
          if (legalLooMoves(pos).length === 0) throw new Error(`no legal move: seed game ${g}, deal ${k}`);
          for (const e of s.events) {
            if (e.type !== 'trick') continue;
            if (e.cards.length !== pos.active.filter(Boolean).length || !pos.active[e.winner]) throw new Error(`bad trick: game ${g}, deal ${k}`);
          }
          pos = s.position;
        }
        const end = looFinal(t);
        expect(end.phase).toBe('over');
        if (end.end!.kind === 'tricks') {
          expect(end.winners.length).toBe(rules.options.handSize);
          expect(end.tricks.reduce((a, b) => a + b, 0)).toBe(rules.options.handSize);
        }
        const st = settleLoo(end);
        if (!st.ok) throw new Error(st.error.code);
        const s = st.value;
        expect(s.net.reduce((a, b) => a + b, 0) + s.potAfter - end.carried).toBe(0);
        expect(s.transfers.reduce((a, b) => a + b, 0)).toBe(0);
        expect(s.potAfter).toBeGreaterThanOrEqual(0);
        balance += s.net.reduce((a, b) => a + b, 0);
        ({ dealer, carried } = nextLooDeal(end, s));
        deals++;
        if (g % 40 === 0) {
          // Every listed move is accepted, and the moves replay to the same end.
          let q = start.value;
          for (const s2 of t.steps.slice(0, 12)) {
            for (const l of legalLooMoves(q)) expect(applyLooMove(q, l.move).ok).toBe(true);
            q = s2.position;
          }
          const again = replayLoo(start.value, looMovesOf(end));
          expect(again.ok && looFinal(again.value).tricks).toEqual(end.tricks);
        }
      }
      // Chips conserved over the game: what the players won or lost is what the pot lost or gained.
      expect(balance + carried).toBe(0);
    }
    expect(deals).toBe(GAMES * players);
  });
});
