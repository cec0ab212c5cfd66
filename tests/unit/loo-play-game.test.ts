/**
 * The play widget's game (src/components/loo/play/game.ts): whole games played by the computer in every
 * seat, over every rule set offered. Seed 004: the deal passes to the left ("Vorbereitung" 1); what a deal
 * leaves in the pot starts the next ("Auszahlung"); the game ends once everyone has dealt equally often and a
 * deal had no loo ("Spielende"). Chips are conserved: the running totals and the pot always sum to zero.
 */
import { describe, expect, it } from 'vitest';
import { LOO_RULES, looComputerMove, threeCard } from '~/engine/loo/index.ts';
import { defaultPlayers, gameOver, mayEndHere, newGame, nextDeal, playMove, totalsNow, type LooGame } from '~/components/loo/play/game.ts';
import { playableRules } from '~/components/loo/RulesOptions.tsx';

/** Plays the deal in progress to its settlement, every seat by the computer. */
function finishDeal(g: LooGame): LooGame {
  for (let i = 0; i < 500 && !g.settlement; i++) {
    const r = playMove(g, looComputerMove(g.pos, g.level, g.rng));
    if (!r.ok) throw new Error(r.error.code);
    g = r.game;
  }
  if (!g.settlement) throw new Error('the deal did not end');
  return g;
}

describe('the rule sets offered', () => {
  it('are every rule set but the test implementation’s, three-card and five-card apart', () => {
    const { three, five } = playableRules();
    const ids = [...three, ...five].map((r) => r.id).sort();
    expect(ids).toEqual(Object.keys(LOO_RULES).filter((id) => id !== 'peer').sort());
    expect(three.map((r) => r.id)).toContain('irish');
    expect(five.every((r) => r.options.handSize === 5)).toBe(true);
  });
  it('start at five players (the seed: best five to seven)', () => {
    expect(defaultPlayers(threeCard)).toBe(5);
    expect(defaultPlayers(LOO_RULES.fiveCard!)).toBe(5);
  });
});

describe.each(Object.keys(LOO_RULES).filter((id) => id !== 'peer'))('a whole game of %s', (id) => {
  it('passes the deal to the left, carries the pot on, ends by the seed’s rule, and keeps every chip', () => {
    const rules = LOO_RULES[id]!;
    for (const level of ['plain', 'sound'] as const) {
      let g = newGame(rules, defaultPlayers(rules), level, 7 + id.length);
      const firstDealer = g.pos.dealer;
      for (let deal = 0; deal < 60; deal++) {
        expect(g.pos.dealer).toBe((firstDealer + deal) % g.players);
        g = finishDeal(g);
        const s = g.settlement!;
        const totals = totalsNow(g);
        // Chips are conserved: what the players are up or down is what the pot holds after the deal.
        expect(totals.reduce((a, b) => a + b, 0) + s.potAfter).toBe(0);
        if (gameOver(g)) {
          // Seed 004 "Spielende": not before everyone has dealt once; then at the first deal without a loo.
          expect(deal + 1).toBeGreaterThanOrEqual(g.players);
          expect(s.looed).toEqual([]);
          break;
        }
        const next = nextDeal(g);
        expect(next.pos.carried).toBe(s.potAfter);
        g = next;
      }
    }
  });
});

describe('ending a long game after a whole round (Peel, 1891: stop just before the first dealer deals again)', () => {
  it('is offered only after a whole number of rounds ended in a loo, and then ends the game there', () => {
    // Three-card Loo for five at the default level: play on until a round ends with a loo (seed 004's game would go on).
    let g = newGame(threeCard, 5, 'sound', 11);
    let offered = 0;
    for (let deal = 0; deal < 60 && !gameOver(g); deal++) {
      g = finishDeal(g);
      const roundEnd = (deal + 1) % 5 === 0;
      const looed = g.settlement!.looed.length > 0;
      // Offered exactly at the end of a whole round (everyone has dealt equally often, seed 004) after a deal with a loo.
      expect(mayEndHere(g)).toBe(deal + 1 >= 5 && roundEnd && looed);
      if (mayEndHere(g)) {
        offered++;
        const ended = { ...g, ended: true };
        expect(gameOver(ended)).toBe(true);
        // The pot stays as it is: the totals and the pot still account for every chip.
        expect(totalsNow(ended).reduce((a, b) => a + b, 0) + ended.settlement!.potAfter).toBe(0);
        break;
      }
      if (!gameOver(g)) g = nextDeal(g);
    }
    expect(offered).toBe(1);
  });
});
