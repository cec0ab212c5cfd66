/**
 * Fast play's contract (src/engine/loo/fastplay.ts): playOutLooSeeded, settleLooSeeded and playOutLooFast
 * give exactly what looDealSeeded + playOutLoo (randomLooMove, applyLooMove) + settleLoo give — the same
 * moves, final position and settlement. The rules are written once (loo/rules.ts, LooKernel; the step API
 * is a view of it), so this no longer holds two implementations of the rules together: it checks what fast
 * play has of its own — the seeded shuffle and deal straight into the kernel, the end position built once,
 * the shared move objects — for every rule set and player count, carried pots, positions in mid-deal,
 * dealt flushes, rule sets changed option by option; and the kernel's generator, and the errors.
 */
import { describe, expect, it } from 'vitest';
import { cards, seededRng, type Rng } from '~/engine/index.ts';
import {
  LOO_OPTION_VALUES, LOO_RULES, applyLooMove, fiveCard, looDealSeeded, looSetup, nextLooDeal, playOutLoo, playOutLooFast, playOutLooSeeded,
  randomLooMove, settleLoo, settleLooSeeded, threeCard, withLooOption,
  type LooMove, type LooPosition, type LooRules, type LooSettlement,
} from '~/engine/loo/index.ts';
import { SeedStream, dealtWord } from '~/engine/core/seedstream.ts';

/** Deals at the rule set's default player count (5 within its range), and at each other count. */
const DEALS = 300;
const OTHER_COUNTS = 40;

/** A position as text, the rule set by id (the objects themselves are compared by identity). */
function text(p: LooPosition): string {
  return JSON.stringify({ ...p, rules: p.rules.id, options: undefined, deal: { ...p.deal, rules: p.deal.rules.id } });
}

interface Played {
  readonly moves: readonly LooMove[];
  readonly end: LooPosition;
  readonly settlement: LooSettlement;
}

/** The step path: randomLooMove and applyLooMove from `start` to the end, then settleLoo. */
function stepPath(start: LooPosition, rng: Rng): Played {
  const moves: LooMove[] = [];
  let pos = start;
  for (let m = randomLooMove(pos, rng); m; m = randomLooMove(pos, rng)) {
    const r = applyLooMove(pos, m);
    if (!r.ok) throw new Error(r.error.code);
    moves.push(m);
    pos = r.value.position;
  }
  const s = settleLoo(pos);
  if (!s.ok) throw new Error(s.error.code);
  return { moves, end: pos, settlement: s.value };
}

/** Fails (showing the difference) unless `got` is `want`. */
function same(got: Played, want: Played, label: string): void {
  const ok =
    got.end.rules === want.end.rules &&
    got.end.deal.rules === want.end.deal.rules &&
    JSON.stringify(got.moves) === JSON.stringify(want.moves) &&
    text(got.end) === text(want.end) &&
    JSON.stringify(got.settlement) === JSON.stringify(want.settlement);
  if (!ok) {
    expect({ label, moves: got.moves, end: text(got.end), settlement: got.settlement }).toEqual({
      label, moves: want.moves, end: text(want.end), settlement: want.settlement,
    });
    expect(got.end.rules).toBe(want.end.rules);
  }
}

/** What the deals exercised: move kinds, calls, ends, and some rare turns of play. */
type Seen = Map<string, number>;
function count(seen: Seen, want: Played): void {
  const add = (k: string) => seen.set(k, (seen.get(k) ?? 0) + 1);
  for (const m of want.moves) {
    if (m.type === 'call') add(`call:${m.call}`);
    else if (m.type === 'exchange') add(m.turnUp ? 'exchange:turnUp' : 'exchange');
    else add(m.civil ? 'play:civil' : 'play');
  }
  const end = want.end.end!;
  add(`end:${end.kind}`);
  if (end.kind === 'flush' && end.others.length > 0) add('end:flush:others');
  if (want.end.deal.rules.options.hiddenTrump && !want.end.trumpHidden && want.end.single) add('trumpShown');
  if (want.settlement.looed.length > 0) add('looed');
}

/** Compares `deals` seeded deals of `rules` with `players` seats, single and carried pots, every dealer. */
function compare(rules: LooRules, players: number, deals: number, seen: Seen, first = 1): void {
  for (let seed = first; seed < first + deals; seed++) {
    const opts = { rules, players, dealer: seed % players, carried: seed % 3 === 0 ? 0 : seed % 13 };
    const rng = seededRng(seed);
    const start = looDealSeeded(rng, opts);
    if (!start.ok) throw new Error(start.error.code);
    const want = stepPath(start.value, rng);
    const got = playOutLooSeeded(seed, opts);
    if (!got.ok) throw new Error(got.error.code);
    same(got.value, want, `${rules.id} ${players} players seed ${seed}`);
    const lean = settleLooSeeded(seed, opts);
    if (!lean.ok) throw new Error(lean.error.code);
    if (JSON.stringify(lean.value.settlement) !== JSON.stringify(want.settlement) || lean.value.moveCount !== want.moves.length) {
      expect({ seed, ...lean.value }).toEqual({ seed, settlement: want.settlement, moveCount: want.moves.length });
    }
    if (seed % 5 === 0) {
      // From the start position, with a generator that has already shuffled.
      const rng2 = seededRng(seed);
      const start2 = looDealSeeded(rng2, opts);
      if (!start2.ok) throw new Error(start2.error.code);
      same(playOutLooFast(start2.value, rng2), want, `${rules.id} ${players} players seed ${seed} from the start`);
    }
    count(seen, want);
  }
}

describe.each(Object.values(LOO_RULES).map((r) => [r.id, r] as const))('Loo fast play = step path, rules %s', (_id, rules) => {
  const o = rules.options;
  const usual = Math.max(o.minPlayers, Math.min(5, o.maxPlayers));
  it(`${usual} players: ${DEALS} seeded deals, identical moves, final positions and settlements; other counts ${OTHER_COUNTS} each`, () => {
    const seen: Seen = new Map();
    compare(rules, usual, DEALS, seen);
    for (let players = o.minPlayers; players <= o.maxPlayers; players++) {
      if (players !== usual) compare(rules, players, OTHER_COUNTS, seen);
    }
    // The deals exercise what the rules allow, not only plain tricks.
    const has = (k: string) => expect(seen.get(k) ?? 0, k).toBeGreaterThan(0);
    has('call:play');
    has('play');
    has('end:tricks');
    has('looed');
    has('call:pass');
    if (o.miss) has('call:miss');
    if (o.miss && o.potKinds === 'singleDouble') has(o.dealerVsLone === 'defend' ? 'call:defend' : 'call:concede');
    if (o.exchange) has('exchange');
    if (o.dealerTakesTrump) has('exchange:turnUp');
    if (o.pam !== 'none' && o.pamCivil !== 'none') has('play:civil');
    if (o.flush !== 'none') has('end:flush');
    if (o.hiddenTrump) has('trumpShown');
    has('end:lone');
    has('end:allPassed');
  }, 60_000);
});

describe('Loo kernel from carried pots and mid-deal positions', () => {
  it('whole games from one generator, the pot carried from deal to deal: identical to the step path', () => {
    for (const rules of Object.values(LOO_RULES)) {
      const players = Math.max(rules.options.minPlayers, Math.min(5, rules.options.maxPlayers));
      for (let g = 1; g <= 20; g++) {
        const stepRng = seededRng(g * 7919);
        const fastRng = seededRng(g * 7919);
        let dealer = g % players;
        let carried = 0;
        for (let k = 0; k < 2 * players; k++) {
          const start = looDealSeeded(stepRng, { rules, players, dealer, carried });
          if (!start.ok) throw new Error(start.error.code);
          const want = stepPath(start.value, stepRng);
          const got = playOutLooSeeded(fastRng, { rules, players, dealer, carried });
          if (!got.ok) throw new Error(got.error.code);
          same(got.value, want, `${rules.id} game ${g} deal ${k}`);
          ({ dealer, carried } = nextLooDeal(want.end, want.settlement));
        }
      }
    }
  });

  it('from positions in mid-deal: calls made, the miss taken, cards exchanged, tricks begun', () => {
    for (const rules of Object.values(LOO_RULES)) {
      const players = Math.max(rules.options.minPlayers, Math.min(5, rules.options.maxPlayers));
      for (let seed = 1; seed <= 150; seed++) {
        const start = looDealSeeded(seed, { rules, players, dealer: seed % players, carried: seed % 2 === 0 ? 0 : 4 + (seed % 5) });
        if (!start.ok) throw new Error(start.error.code);
        // Walk a few moves with another random stream, then play both ways from there.
        const walk = seededRng(seed + 1_000_000);
        let pos = start.value;
        for (let i = 0; i < seed % 19; i++) {
          const m = randomLooMove(pos, walk);
          if (!m) break;
          const r = applyLooMove(pos, m);
          if (!r.ok) throw new Error(r.error.code);
          pos = r.value.position;
        }
        same(playOutLooFast(pos, seededRng(seed)), stepPath(pos, seededRng(seed)), `${rules.id} seed ${seed} mid-deal`);
      }
    }
  });

  it('a position already over: no moves, the same settlement', () => {
    const start = looDealSeeded(5, { rules: fiveCard, players: 5 });
    if (!start.ok) throw new Error(start.error.code);
    const end = playOutLoo(start.value, seededRng(5)).steps.at(-1)!.position;
    const got = playOutLooFast(end, seededRng(1));
    expect(got.moves).toEqual([]);
    expect(got.end).toBe(end);
    expect(got.settlement).toEqual((settleLoo(end) as { value: LooSettlement }).value);
  });
});

describe('Loo kernel on dealt flushes', () => {
  /** `rules` without the exchange, so that the flushes dealt stand; each seed calls and plays differently. */
  function flushes(rules: LooRules, hands: string[], miss: string, turnUp: string): Seen {
    const seen: Seen = new Map();
    for (let seed = 1; seed <= 300; seed++) {
      const r = looSetup({
        rules, dealer: 0, hands: hands.map(cards), miss: cards(miss), turnUp: cards(turnUp)[0]!, carried: seed % 2 === 0 ? 0 : 6,
      });
      if (!r.ok) throw new Error(JSON.stringify(r.error));
      const want = stepPath(r.value, seededRng(seed));
      same(playOutLooFast(r.value, seededRng(seed)), want, `${rules.id} seed ${seed}`);
      count(seen, want);
      const end = want.end.end!;
      if (end.kind === 'flush' && end.others.length > 0) seen.set('others', (seen.get('others') ?? 0) + 1);
    }
    return seen;
  }

  it('five-card flushes of each kind, equal kinds, a Pam holder who is spared: every five-card rule set', () => {
    // Hearts are trumps. Seat 1 a spade flush, seat 4 a diamond flush (equal kinds: the cards decide, or
    // the elder hand), seat 2 a heart flush (J♥ is Pam under running Pam), seat 3 holds J♣.
    const hands = ['2C 3C 4C 5D 6D', 'AS KS QS 9S 8S', 'KH QH JH TH 3H', 'JC 7D 8D 9D 2S', 'AD KD QD TD 4D'];
    for (const base of Object.values(LOO_RULES).filter((r) => r.options.flush === 'five')) {
      const seen = flushes(withLooOption(base, 'exchange', false), hands, '', '2H');
      expect(seen.get('end:flush')).toBeGreaterThan(0);
      expect(seen.get('others')).toBeGreaterThan(0);
    }
  });

  it('three-card flushes: two trump flushes, by the cards or the elder hand', () => {
    const hands = ['2C 3C 4C', 'QH JH TH', '5D 6D 7D', 'AH KH 2H', '8S 9S TS'];
    for (const flushTie of ['cards', 'elder'] as const) {
      const seen = flushes(withLooOption(LOO_RULES.threeCardFlush!, 'flushTie', flushTie), hands, '3S 4S 5S', '3H');
      expect(seen.get('end:flush')).toBeGreaterThan(0);
      expect(seen.get('others')).toBeGreaterThan(0);
    }
  });
});

describe('Loo kernel under rule sets changed option by option', () => {
  it('every value of every option a link may change, on three-card and five-card Loo', () => {
    const seen: Seen = new Map();
    for (const base of [threeCard, fiveCard]) {
      for (const [key, values] of Object.entries(LOO_OPTION_VALUES)) {
        const list = values === 'chips' ? [0, 1, 7] : values;
        for (const value of list) {
          const rules = withLooOption(base, key as keyof typeof LOO_OPTION_VALUES, value as never);
          compare(rules, base.options.minPlayers + 1, 30, seen);
        }
      }
    }
  });

  it('random mixtures of options (hidden trump with Pam, flushes with exchanges, …)', () => {
    const pick = seededRng(2024);
    const seen: Seen = new Map();
    for (let i = 0; i < 50; i++) {
      let rules = i % 2 === 0 ? threeCard : fiveCard;
      for (const [key, values] of Object.entries(LOO_OPTION_VALUES)) {
        const value = values === 'chips' ? [0, 2, 5, 9][pick.int(4)] : values[pick.int(values.length)];
        rules = withLooOption(rules, key as keyof typeof LOO_OPTION_VALUES, value as never);
      }
      compare(rules, rules.options.minPlayers + pick.int(rules.options.maxPlayers - rules.options.minPlayers + 1), 40, seen, 1 + 40 * i);
    }
  });
});

describe('the kernel generator and the errors', () => {
  it('SeedStream (both kernels\' generator) draws exactly what seededRng draws, and shuffles and deals as shuffle does', () => {
    const ns = [1, 2, 3, 5, 7, 13, 52, 63, 64, 65, 1000, 65_537, 2 ** 21 - 1, 2 ** 21, 2 ** 21 + 1, 1_000_003_331, 2 ** 31, 2 ** 32 - 1, 2 ** 32];
    const mine = new SeedStream();
    for (const seed of [-7, -1, 0, 1, 2, 3, 42, 2 ** 31 - 1, -(2 ** 31), 2 ** 33 + 5, 1.5]) {
      const a = seededRng(seed);
      mine.seed(seed);
      for (let i = 0; i < 3000; i++) {
        const n = i % 3 === 0 ? ns[i % ns.length]! : 1 + (i % 70);
        expect(mine.int(n)).toBe(a.int(n));
      }
      const deck = Int8Array.from({ length: 52 }, (_, c) => c);
      mine.seed(seed).shuffle(deck);
      const b = seededRng(seed);
      const want = Array.from({ length: 52 }, (_, c) => c);
      for (let i = 51; i > 0; i--) {
        const j = b.int(i + 1);
        [want[i], want[j]] = [want[j]!, want[i]!];
      }
      expect(Array.from(deck)).toEqual(want);
      expect(mine.int(1000)).toBe(b.int(1000));
      // shuffleDeal: the same shuffle, each card dealt into the words of its place's owner (here five
      // seats of 8, words 0..9, and the table, words 10 and 11), read back with dealtWord. Twice, with
      // another layout between, so that a stale owner table or words left from the last deal would show.
      for (const [players, hand] of [[5, 8], [4, 10], [5, 8]] as const) {
        const owner = Array.from({ length: 52 }, (_, i) => (i < players * hand ? 2 * (i % players) : 2 * players));
        mine.seed(seed).shuffleDeal(players, hand);
        const dealt = new Int32Array(2 * players + 2);
        want.forEach((c, i) => { dealt[owner[i]! + (c >> 5)]! |= 1 << (c & 31); });
        expect(Array.from({ length: 2 * players + 2 }, (_, w) => dealtWord(w))).toEqual(Array.from(dealt));
      }
    }
  });

  it('playOutLooSeeded and settleLooSeeded return the setup errors of looDealSeeded', () => {
    for (const opts of [{ players: 2 }, { players: 11 }, { dealer: 5 }, { dealer: -1 }, { dealer: 0.5 }, { carried: -2 }, { carried: 1.5 }]) {
      const want = looDealSeeded(3, { rules: threeCard, ...opts });
      expect(want.ok).toBe(false);
      for (const got of [playOutLooSeeded(3, { rules: threeCard, ...opts }), settleLooSeeded(3, { rules: threeCard, ...opts })]) {
        expect(got.ok).toBe(false);
        expect(!got.ok && got.error).toEqual(!want.ok && want.error);
      }
    }
  });

  it('defaults as looDealSeeded: three-card Loo, five players, dealer 0, nothing carried', () => {
    const rng = seededRng(77);
    const start = looDealSeeded(rng);
    if (!start.ok) throw new Error(start.error.code);
    const want = stepPath(start.value, rng);
    const got = playOutLooSeeded(77);
    if (!got.ok) throw new Error(got.error.code);
    same(got.value, want, 'defaults');
  });
});
