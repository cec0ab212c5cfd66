/**
 * Monte Carlo analysis (issue 15): the hidden cards are redealt only among the places the player cannot
 * see; the ratings agree with an exact expected value computed here independently (every consistent deal
 * of the hidden cards enumerated, play followed through the public step API); the same seed gives the same
 * ratings whatever the step sizes; a cancelled analysis adds nothing.
 */
import { describe, expect, it } from 'vitest';
import {
  analysePosition, applyMove, dealSeeded, freeMoves, freeMovesOf, randomMove, seededRng, settle, turnMoves, parlett, cards, setup, DECK,
  type Position, type LegalMove, type Move, CardSet, loo, READINGS,
} from '~/engine/index.ts';
import { claimsOf, computerFree, computerTurn, LEVELS, playOutLevel, type Level } from '~/engine/lld/ai.ts';
import { FastDeal } from '~/engine/lld/fastplay.ts';
import { coachCost } from '~/engine/lld/coachCost.ts';
import { looCoachCost } from '~/engine/loo/coachCost.ts';

/** The value of an engine Result, or a thrown error (a test's own setup must not fail). */
const must = <T,>(r: { ok: true; value: T } | { ok: false; error: unknown }): T => {
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
};

/** Seeded random play from a seeded deal until `stop` holds (null if the deal ends first). */
function playUntil(seed: number, stop: (p: Position, moves: number) => boolean): Position | null {
  let pos = must(dealSeeded(seed, { dealer: seed % 5, reading: parlett }));
  const rng = seededRng(seed);
  for (let i = 0; !pos.over; i++) {
    if (stop(pos, i)) return pos;
    pos = must(applyMove(pos, randomMove(pos, rng)!.move)).position;
  }
  return null;
}

/** The cards in other hands, as one list. */
const othersOf = (pos: Position, v: number) => pos.hands.flatMap((h, q) => (q === v ? [] : h.toArray()));

/**
 * The exact expected net chips of seat v from `pos` when every move is the random computer player's
 * (replay.ts randomMove: a free move, uniform, half the time there is one; otherwise a uniform turn move),
 * by following every branch with its probability through the public step API.
 */
function exactRandom(pos: Position, v: number): number {
  if (pos.over) return must(settle(pos)).net[v]!;
  const free = freeMoves(pos);
  const turn = pos.turn === null ? [] : turnMoves(pos);
  const avg = (ms: LegalMove[]) => ms.reduce((s, m) => s + exactRandom(must(applyMove(pos, m.move)).position, v), 0) / ms.length;
  if (free.length > 0 && turn.length > 0) return avg(free) / 2 + avg(turn) / 2;
  return free.length > 0 ? avg(free) : avg(turn);
}

/** Every way to deal `cards` into hands of the given sizes, in order. */
function splits(cards: number[], sizes: number[]): number[][][] {
  if (sizes.length === 0) return [[]];
  const [k, ...rest] = sizes;
  const out: number[][][] = [];
  const choose = (from: number, picked: number[]) => {
    if (picked.length === k) {
      const left = cards.filter((c) => !picked.includes(c));
      for (const tail of splits(left, rest)) out.push([picked.slice(), ...tail]);
      return;
    }
    for (let i = from; i < cards.length; i++) choose(i + 1, [...picked, cards[i]!]);
  };
  choose(0, []);
  return out;
}

/**
 * The exact expected net chips of seat v after `move` in `pos`, averaged over every deal of the hidden cards
 * (`deals`, one hand per seat of `seats`, as `splits` gives them), the random player playing on (exactRandom).
 */
function exactOver(pos: Position, v: number, seats: number[], deals: number[][][], move: Move): number {
  let sum = 0;
  for (const d of deals) {
    const hands = pos.hands.map((h, q) => (seats.includes(q) ? CardSet.of(d[seats.indexOf(q)]!) : h));
    sum += exactRandom(must(applyMove({ ...pos, hands }, move)).position, v);
  }
  return sum / deals.length;
}

/**
 * A late position of a seeded Parlett deal with every choice's exact expected value under the random player:
 * the player on turn has two captures or more, the other hands hold 3–5 cards, and the choices' exact
 * values differ by half a chip or more (so that agreeing means something). Found once, shared.
 */
let lateFound: { late: Position; deals: number[][][]; choices: LegalMove[]; exact: number[] } | null = null;
function lateCase() {
  if (lateFound) return lateFound;
  const exactOf = (late: Position) => {
    const v = late.turn!;
    const seats = late.hands.map((_, q) => q).filter((q) => q !== v && late.hands[q]!.size > 0);
    const deals = splits(othersOf(late, v), seats.map((q) => late.hands[q]!.size));
    const choices = [...turnMoves(late), ...freeMovesOf(late, v)];
    const exact = choices.map((m) => exactOver(late, v, seats, deals, m.move));
    return { late, deals, choices, exact };
  };
  let found: ReturnType<typeof exactOf> | null = null;
  for (let seed = 1; !found; seed++) {
    const p0 = playUntil(seed, (p) => {
      if (p.turn === null || turnMoves(p).length < 2 || turnMoves(p)[0]!.move.type !== 'capture') return false;
      const n = othersOf(p, p.turn).length;
      return n >= 3 && n <= 5 && p.hands.filter((h, q) => q !== p.turn && h.size > 0).length >= 2;
    });
    if (!p0) continue;
    const e = exactOf(p0);
    if (Math.max(...e.exact) - Math.min(...e.exact) >= 0.5) found = e;
  }
  lateFound = found;
  return found;
}

describe('Laugh and Lie Down analysis', () => {
  const mid = playUntil(42, (p, i) => i >= 8 && p.turn !== null && turnMoves(p).length >= 3)!;

  it('redeals only the other hands, each at its size, never a card the player holds or sees', () => {
    const v = mid.turn!;
    const a = analysePosition(mid, { seed: 5 });
    expect(a.ok).toBe(true);
    if (!a.ok) return;
    const seen = [...mid.hands[v]!, ...mid.table, ...mid.won.flatMap((w) => w.toArray())];
    const hidden = othersOf(mid, v).sort((x, y) => x - y);
    let moved = 0;
    for (let i = 0; i < 200; i++) {
      const d = a.value.hiddenDeal(i);
      const dealt: number[] = [];
      for (const [q, h] of d) {
        expect(q).not.toBe(v);
        expect(h.size).toBe(mid.hands[q]!.size);
        for (const c of h) expect(seen).not.toContain(c);
        dealt.push(...h);
        if (!h.equals?.(mid.hands[q]!) && h.toArray().join() !== mid.hands[q]!.toArray().join()) moved++;
      }
      expect(dealt.sort((x, y) => x - y)).toEqual(hidden);
    }
    expect(moved).toBeGreaterThan(150); // the hands really are redealt
  });

  it('is reproducible by seed, whatever the step sizes, and differs with another seed', () => {
    const a = must(analysePosition(mid, { seed: 9 }));
    const b = must(analysePosition(mid, { seed: 9 }));
    const c = must(analysePosition(mid, { seed: 10 }));
    a.step(300);
    b.step(100);
    b.step(137);
    const rb = b.step(63);
    const ra = a.report();
    expect(rb.rollouts).toBe(300);
    expect(rb.choices.map((x) => x.mean)).toEqual(ra.choices.map((x) => x.mean));
    expect(c.step(300).choices.map((x) => x.mean)).not.toEqual(ra.choices.map((x) => x.mean));
  });

  it('stops when cancelled', () => {
    const a = must(analysePosition(mid, { seed: 1 }));
    a.step(10);
    a.cancel();
    const r = a.step(1000);
    expect(r.rollouts).toBe(10);
    expect(r.cancelled).toBe(true);
  });

  it('refuses a finished deal, a seat that does not exist and a player with nothing to do', () => {
    const end = playUntil(3, () => false);
    expect(end).toBeNull();
    const v = mid.turn!;
    expect(analysePosition({ ...mid, turn: null, over: true }).ok).toBe(false);
    expect(analysePosition(mid, { player: 9 })).toEqual({ ok: false, error: { code: 'ERR_PLAYER', player: 9 } });
    const idle = [0, 1, 2, 3, 4].find((p) => p !== v && freeMovesOf(mid, p).length === 0);
    expect(idle).toBeDefined();
    if (idle !== undefined) expect(analysePosition(mid, { player: idle })).toEqual({ ok: false, error: { code: 'ERR_NO_CHOICE', player: idle } });
  });

  it('agrees with the exact expected value of a late position (every deal of the hidden cards enumerated)', () => {
    const { late, choices, exact } = lateCase();
    const a = must(analysePosition(late, { seed: 2026 }));
    const r = a.step(4000);
    // Every legal move is rated, those alike but for suits as one choice (AlikeChoice): the enumeration gives
    // each of them the same exact value, as suits never count (seed 001, "Playing").
    const at = (m: Move | { type: string }) => choices.findIndex((c) => JSON.stringify(c.move) === JSON.stringify(m));
    const rated = r.choices.flatMap((c) => [c.move.move, ...(c.move.rule === 'wait' ? [] : (c.move.alike ?? []))]);
    expect(rated.map(at).sort()).toEqual(choices.map((_, i) => i));
    expect(r.choices.length).toBeLessThan(choices.length); // this position has moves alike but for suits
    for (const c of r.choices) if (c.move.rule !== 'wait') for (const m of c.move.alike ?? []) expect(exact[at(m)]!).toBeCloseTo(exact[at(c.move.move)]!, 9);
    expect(r.choices[r.best]!.mean).toBeGreaterThan(Math.min(...exact) + 0.25); // it tells the choices apart
    r.choices.forEach((c) => {
      const i = at(c.move.move);
      expect(c.high - c.low).toBeLessThan(0.6); // an interval narrow enough to mean something
      expect(exact[i]!).toBeGreaterThanOrEqual(c.low);
      expect(exact[i]!).toBeLessThanOrEqual(c.high);
    });
  });
});

describe('the coach’s number (coachCost)', () => {
  it('calls the exactly worst choice of a late position costly, by about its exact cost, and the best one not', () => {
    const { late, choices, exact } = lateCase();
    const best = exact.indexOf(Math.max(...exact));
    const worst = exact.indexOf(Math.min(...exact));
    const opts = { level: 'random' as const, rollouts: 4000, seed: 2026 };
    const w = coachCost(late, choices[worst]!.move, opts);
    expect(w).not.toBeNull();
    expect(w!.kind).toBe('costly');
    expect(exact[choices.findIndex((c) => c.move === w!.better.move || JSON.stringify(c.move) === JSON.stringify(w!.better.move))]!).toBeGreaterThan(exact[worst]! + 0.25);
    expect(Math.abs(w!.cost - (exact[best]! - exact[worst]!))).toBeLessThan(0.3);
    expect(coachCost(late, choices[best]!.move, opts)).toBeNull();
    // A move given with its cards in another order is the same move.
    const m = choices[worst]!.move;
    if (m.type === 'capture') expect(coachCost(late, { ...m, play: [...m.play].reverse(), take: [...m.take].reverse() }, opts)?.cost).toBe(w!.cost);
    // A move alike but for suits to another gets that choice's answer (one choice, rated once).
    const group = must(analysePosition(late, { seed: 2026 })).choices.find((c) => c.rule !== 'wait' && (c.alike ?? []).length > 0)!;
    expect(group).toBeDefined();
    if (group.rule !== 'wait') expect(coachCost(late, group.alike![0]!, opts)).toEqual(coachCost(late, group.move, opts));
    // Nothing to weigh: a move that is not among the player's choices.
    expect(coachCost(late, { type: 'lieDown', player: late.turn! }, opts)).toBeNull();
  });
});

describe('computer levels on the kernel (analysis rollouts)', () => {
  // The game page plays its computer seats through the public step API in this order: any free action
  // (computerFree), then any claim (claimsOf), then the move of the player on turn (computerTurn). The
  // rollouts play the same order on the rules' kernel (playOutLevel); both must make the same moves with
  // the same draws, so the same deal ends with the same settlement after the same number of moves.
  function stepLevel(start: Position, level: Level, seed: number, own?: { player: number; level: Level }): { net: readonly number[]; moves: number } {
    const rng = seededRng(seed);
    let pos = start;
    let moves = 0;
    while (!pos.over) {
      let m: LegalMove | null = null;
      for (let p = 0; p < pos.players && !m; p++) m = computerFree(pos, p);
      for (let p = 0; p < pos.players && !m; p++) m = claimsOf(pos, p)[0] ?? null;
      m ??= computerTurn(pos, own && pos.turn === own.player ? own.level : level, rng);
      if (!m) throw new Error('nobody can move');
      pos = must(applyMove(pos, m.move)).position;
      moves++;
    }
    return { net: must(settle(pos)).net, moves };
  }

  it('every reading and level: the same moves and settlement as the game page’s order through the step API', () => {
    let deals = 0;
    for (const reading of Object.values(READINGS)) {
      for (const level of LEVELS) {
        for (let seed = 1; seed <= 12; seed++) {
          const start = must(dealSeeded(seed, { dealer: seed % 5, reading }));
          const want = stepLevel(start, level, seed);
          const k = new FastDeal();
          k.d.load(start, false);
          playOutLevel(k, level, seededRng(seed));
          expect(k.d.over).toBe(true);
          expect(k.d.moveCount).toBe(want.moves);
          expect(k.settlement(start).net).toEqual(want.net);
          deals++;
        }
      }
    }
    expect(deals).toBe(Object.keys(READINGS).length * LEVELS.length * 12);
  });

  it('one seat at another level (the analysed player, played carefully): the same as the step API with that seat’s level', () => {
    for (const level of ['plain', 'willughby'] as const) {
      for (let seed = 1; seed <= 12; seed++) {
        const start = must(dealSeeded(seed, { dealer: seed % 5, reading: parlett }));
        const own = { player: seed % 5, level: 'careful' as const };
        const want = stepLevel(start, level, seed, own);
        const k = new FastDeal();
        k.d.load(start, false);
        playOutLevel(k, level, seededRng(seed), own);
        expect(k.d.moveCount).toBe(want.moves);
        expect(k.settlement(start).net).toEqual(want.net);
      }
    }
  });
});

describe('the analysed player’s own later turns', () => {
  // Ben, first to play, holds the fourth three with the other three on the table, and lone cards to take
  // (a German and a Russian newcomer's game, seed 11). Seed 001's tips: take a lone card at once, and a capture
  // nobody else can make keeps for later. At Willughby's level the others take a lone card when one lies on
  // the table and otherwise any capture; Ben's own later turns are played carefully, so the lone ace rates no
  // worse than the three threes taken at once. (Played by Willughby's level, his later self took one of three
  // at random, and the threes taken now rated 0.38 chips above the ace.)
  it('are played carefully at Willughby’s level: keeping the safe three threes is not rated below taking them now', () => {
    const ben = cards('AH 3C 4S 6S 7S 9C JH JS');
    const table = cards('AD 2C 3D 3H 3S 6D 7H 8H TC TS JC JD');
    const rest = DECK.filter((c) => !ben.includes(c) && !table.includes(c));
    const pos = must(setup({ dealer: 0, hands: [rest.slice(0, 8), ben, rest.slice(8, 16), rest.slice(16, 24), rest.slice(24, 32)], table }));
    const r = must(analysePosition(pos, { level: 'willughby', seed: 1 })).step(1000);
    const mean = (play: string, take: string) => r.choices.find((c) => c.move.rule !== 'wait' && c.move.move.type === 'capture' && JSON.stringify([c.move.move, ...(c.move.alike ?? [])].map((m) => m.type === 'capture' && [m.play, m.take])).includes(JSON.stringify([cards(play), cards(take)])))!.mean;
    expect(mean('AH', 'AD')).toBeGreaterThanOrEqual(mean('3C', '3D 3H 3S'));
  });
});

describe('Loo analysis', () => {
  const { threeCard, looDealSeeded, applyLooMove, looHint, looMovesOf, looSetup, analyseLoo, playOutLoo, looComputerMove, settleLoo, effectiveSuit, legalLooMoves } = loo;

  /** A three-card deal of `players`, every seat playing the sound level, until `stop` holds. */
  function soundUntil(seed: number, players: number, stop: (p: loo.LooPosition) => boolean): loo.LooPosition | null {
    let pos = must(looDealSeeded(seededRng(seed), { rules: threeCard, players, dealer: 0, carried: 6 }));
    while (pos.phase !== 'over') {
      if (stop(pos)) return pos;
      pos = must(applyLooMove(pos, looHint(pos).move)).position;
    }
    return null;
  }

  it('redeals only unseen cards, keeps every card played legal (a seat that did not follow suit holds none of it)', () => {
    // A seat that failed to follow suit, still holding cards, and another player on turn.
    let pos: loo.LooPosition | null = null;
    let void_: { seat: number; suit: number } | null = null;
    for (let seed = 1; !pos; seed++) {
      pos = soundUntil(seed, 5, (p) => {
        if (p.phase !== 'play') return false;
        const plays = looMovesOf(p).filter((m) => m.type === 'play') as { player: number; card: number }[];
        const active = p.active.filter(Boolean).length;
        for (let t = 0; t * active < plays.length; t++) {
          const trick = plays.slice(t * active, t * active + active);
          const led = effectiveSuit(p, trick[0]!.card);
          const off = trick.find((x) => effectiveSuit(p, x.card) !== led && x.player !== p.turn && p.hands[x.player]!.length > 0);
          if (off) {
            void_ = { seat: off.player, suit: led };
            return true;
          }
        }
        return false;
      });
    }
    const v = pos.turn!;
    const a = must(analyseLoo(pos, { seed: 4 }));
    const seen = new Set([...pos.hands[v]!, ...pos.deal.hands[v]!, ...pos.played.flat(), ...pos.trick, pos.deal.turnUp]);
    for (let i = 0; i < 100; i++) {
      const d = a.hiddenDeal(i);
      expect(d.hands[v]).toEqual(pos.hands[v]);
      d.hands.forEach((h, q) => {
        expect(h.length).toBe(pos!.hands[q]!.length);
        if (q !== v) for (const c of h) expect(seen.has(c)).toBe(false);
      });
      for (const c of [...d.miss, ...d.stock]) expect(seen.has(c)).toBe(false);
      for (const c of d.hands[void_!.seat]!) expect(effectiveSuit(pos, c)).not.toBe(void_!.suit);
    }
    expect(a.inconsistent).toBe(0);
  });

  it('agrees with the exact expected value at the second trick (every consistent hand of the opponent enumerated, sound play)', () => {
    // Three players, two of whom stand; the second trick, the player on turn with two legal cards.
    let pos: loo.LooPosition | null = null;
    for (let seed = 1; !pos; seed++) {
      pos = soundUntil(seed, 3, (p) =>
        p.phase === 'play' && p.winners.length === 1 && p.active.filter(Boolean).length === 2 && legalLooMoves(p).length === 2 && !p.trumpHidden);
    }
    const v = pos.turn!;
    const o = pos.active.findIndex((x, q) => x && q !== v);
    const missTaker = pos.calls.indexOf('miss');
    const moves = looMovesOf(pos);
    const seen = new Set([...pos.deal.hands[v]!, ...(missTaker === v ? pos.deal.miss : []), ...pos.played.flat(), ...pos.trick, pos.deal.turnUp]);
    const pool = Array.from({ length: 52 }, (_, c) => c).filter((c) => !seen.has(c));
    const choices = legalLooMoves(pos);
    const sums = choices.map(() => 0);
    let count = 0;
    for (const pair of splits(pool, [pos.hands[o]!.length])) {
      // The opponent's hand when the play began: the cards now dealt to it and those it has played.
      const oHand = [...pair[0]!, ...pos.played[o]!].sort((x, y) => x - y);
      const rest = pool.filter((c) => !oHand.includes(c));
      const hands = pos.deal.hands.map((h, q) => (q === v ? h : q === o && missTaker !== o ? oHand : rest.splice(0, 3)));
      const miss = missTaker === v ? pos.deal.miss : missTaker === o ? oHand : rest.splice(0, 3);
      const dealt = looSetup({ rules: threeCard, dealer: pos.dealer, hands, miss, turnUp: pos.deal.turnUp, carried: pos.carried });
      if (!dealt.ok) throw new Error(JSON.stringify(dealt.error));
      let p = dealt.value;
      let ok = true;
      for (const m of moves) {
        const r = applyLooMove(p, m);
        if (!r.ok) { ok = false; break; }
        p = r.value.position;
      }
      if (!ok) continue; // the opponent's first card would not have been legal: not a consistent deal
      count++;
      choices.forEach((c, i) => {
        const next = must(applyLooMove(p, c.move)).position;
        const t = playOutLoo(next, seededRng(0), (x, g) => (x.phase === 'over' ? null : looComputerMove(x, 'sound', g)));
        sums[i] += must(settleLoo(t.steps.at(-1)?.position ?? next)).net[v]!;
      });
    }
    expect(count).toBeGreaterThan(50);
    const exact = sums.map((s) => s / count);
    const a = must(analyseLoo(pos, { seed: 1, level: 'sound' }));
    const r = a.step(1500);
    r.choices.forEach((c, i) => {
      expect(c.high - c.low).toBeLessThan(2.5);
      expect(exact[i]!).toBeGreaterThanOrEqual(c.low);
      expect(exact[i]!).toBeLessThanOrEqual(c.high);
    });
    // The ratings tell the choices apart where the exact values differ by more than the intervals.
    if (Math.abs(exact[0]! - exact[1]!) > 1) expect(r.best).toBe(exact[0]! > exact[1]! ? 0 : 1);
    // The coach's number (looCoachCost): the exactly worse card is called costly, by about its exact cost
    // and with the exactly better card as the better choice; the better card is not.
    const [worse, better] = exact[0]! < exact[1]! ? [0, 1] : [1, 0];
    const gap = exact[better]! - exact[worse]!;
    const w = looCoachCost(pos, choices[worse]!.move, { level: 'sound', rollouts: 1500, seed: 1 });
    if (w) {
      // Called costly only when the intervals are apart: then the better choice and the cost are the exact ones'.
      expect(w.better.move).toEqual(choices[better]!.move);
      expect(Math.abs(w.cost - gap)).toBeLessThan(1.25);
    } else expect(gap).toBeLessThan(1.25); // a gap within the noise of 1,500 deals
    expect(looCoachCost(pos, choices[better]!.move, { level: 'sound', rollouts: 1500, seed: 1 })).toBeNull();
  }, 60_000);

  it('is reproducible by seed and stops when cancelled', () => {
    const pos = must(looDealSeeded(seededRng(5), { rules: threeCard, players: 5, dealer: 0, carried: 6 }));
    const a = must(analyseLoo(pos, { seed: 3 }));
    const b = must(analyseLoo(pos, { seed: 3 }));
    a.step(200);
    b.step(50);
    expect(b.step(150).choices.map((c) => c.mean)).toEqual(a.report().choices.map((c) => c.mean));
    a.cancel();
    expect(a.step(100).rollouts).toBe(200);
    expect(analyseLoo({ ...pos, phase: 'over', turn: null })).toEqual({ ok: false, error: { code: 'ERR_DEAL_OVER' } });
  });
});

describe('a free move of the player on turn, rated with the best turn move after it', () => {
  // A prial put down, a pair laid or a claim costs no turn: the player still chooses the capture (or lying
  // down) after it. Its exact value is therefore the best, over those turn moves, of "the free move, then
  // that move, then the random player" — the German newcomer's case (2026-12-07), where putting down a prial
  // trailed the only capture by two chips when the computer chose the capture after it.
  it('agrees with the exact value of the free move followed by its best turn move, and names that move', () => {
    let found: { late: Position; free: LegalMove; follow: LegalMove[]; exact: number[] } | null = null;
    for (let seed = 1; !found && seed < 3000; seed++) {
      const late = playUntil(seed, (p) => {
        if (p.turn === null) return false;
        const n = othersOf(p, p.turn).length;
        return n >= 2 && n <= 5 && freeMovesOf(p, p.turn).length > 0 && turnMoves(p).filter((l) => l.move.type === 'capture').length >= 2;
      });
      if (!late) continue;
      const v = late.turn!;
      const free = freeMovesOf(late, v)[0]!;
      const after = must(applyMove(late, free.move)).position;
      if (after.turn !== v) continue;
      const follow = turnMoves(after);
      const seats = late.hands.map((_, q) => q).filter((q) => q !== v && late.hands[q]!.size > 0);
      const deals = splits(othersOf(late, v), seats.map((q) => late.hands[q]!.size));
      const exact = follow.map((t) => exactOver(after, v, seats, deals, t.move));
      const sorted = [...exact].sort((x, y) => y - x);
      if (sorted[0]! - sorted[1]! >= 0.5) found = { late, free, follow, exact };
    }
    expect(found).not.toBeNull();
    const { late, free, follow, exact } = found!;
    const a = must(analysePosition(late, { seed: 2027 }));
    const r = a.step(4000);
    const c = r.choices.findIndex((x) => x.move.rule !== 'wait' && [x.move.move, ...(x.move.alike ?? [])].some((m) => JSON.stringify(m) === JSON.stringify(free.move)));
    expect(c).toBeGreaterThanOrEqual(0);
    const top = Math.max(...exact);
    expect(top).toBeGreaterThanOrEqual(r.choices[c]!.low);
    expect(top).toBeLessThanOrEqual(r.choices[c]!.high);
    // The turn move it was rated with is the exactly best one (or one alike to it but for suits).
    const then = a.then(c)!;
    expect(exact[follow.findIndex((t) => JSON.stringify(t.move) === JSON.stringify(then.move))]).toBeCloseTo(top, 9);
  });
});
