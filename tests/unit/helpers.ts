/** Test helpers: deals written as card text, completed to 52 cards where a test does not care. */
import { cards, DECK, setup, parlett, seededRng, randomMove, applyMove, type Move, type Position, type Reading } from '~/engine/index.ts';

/**
 * A five-player deal with the given cards in hands (by seat) and on the table; every other card is
 * dealt round robin to the hands (to 8 each) and the table (to 12). Throws if the setup is invalid.
 */
export function deal(spec: { hands?: Record<number, string>; table?: string; dealer?: number; reading?: Reading }): Position {
  const hands: number[][] = Array.from({ length: 5 }, (_, p) => cards(spec.hands?.[p] ?? ''));
  const table = cards(spec.table ?? '');
  const used = new Set([...hands.flat(), ...table]);
  const rest = DECK.filter((c) => !used.has(c));
  // Round robin over the five hands and the table, so that the four cards of a rank land in four
  // different places: the filler makes no prial, mournival or layout mournival of its own.
  const places = [...hands, table];
  const room = (i: number) => places[i]!.length < (i === 5 ? 12 : 8);
  let i = 0;
  for (const c of rest) {
    while (!room(i % 6)) i++;
    places[i % 6]!.push(c);
    i++;
  }
  const r = setup({ hands, table, dealer: spec.dealer ?? 0, reading: spec.reading ?? parlett });
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

/** A fully explicit deal: five hands and the table as card text. */
export function explicit(hands: string[], table: string, dealer = 0, reading: Reading = parlett): Position {
  const r = setup({ hands: hands.map(cards), table: cards(table), dealer, reading });
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

/** Total cards in hands, table and won piles: 52 in every legal position. */
export function cardTotal(p: Position): number {
  return [...p.hands, p.table, ...p.won].reduce((n, s) => n + s.size, 0);
}

/**
 * Seeded random play from `start` to the end with the engine's random player (randomMove, applyMove):
 * every position of the deal, the start included, and the moves made.
 */
export function randomPlay(start: Position, seed: number): { positions: Position[]; moves: Move[] } {
  const rng = seededRng(seed);
  const positions = [start];
  const moves: Move[] = [];
  let pos = start;
  for (let m = randomMove(pos, rng); m; m = randomMove(pos, rng)) {
    const r = applyMove(pos, m.move);
    if (!r.ok) throw new Error(r.error.code);
    moves.push(m.move);
    positions.push((pos = r.value.position));
  }
  return { positions, moves };
}

/**
 * Completes a hand-built position in the middle of a deal (five players, eight cards dealt each) so that a
 * real deal could reach it: `hands`, `table` and `won` hold the cards a test names (changed in place);
 * every other card goes, rank by rank, to the hands of the seats not in `fixed` (a lone card of a rank
 * first, then whole pairs, up to eight cards) and, in pairs, to the won piles — each pile at least as
 * many cards as its holder's hand has lost (ERR_HAND_UNACCOUNTED), the rest to the first seat not fixed.
 * Won piles then hold every rank in twos or fours (ERR_WON_RANK).
 */
export function completeMidDeal(hands: number[][], table: number[], won: number[][], fixed: readonly number[]): void {
  const used = new Set([...hands.flat(), ...table, ...won.flat()]);
  const open = hands.map((_, p) => p).filter((p) => !fixed.includes(p));
  const pairs: number[][] = [];
  let k = 0;
  for (let r = 0; r < 13; r++) {
    const left = DECK.filter((c) => c >> 2 === r && !used.has(c));
    if (left.length % 2 === 1) hands[open[k++ % open.length]!]!.push(left.pop()!);
    for (let i = 0; i + 1 < left.length; i += 2) pairs.push([left[i]!, left[i + 1]!]);
  }
  for (const p of open) while (hands[p]!.length + 2 <= 8 && pairs.length > 0) hands[p]!.push(...pairs.pop()!);
  for (let p = 0; p < hands.length; p++) while (won[p]!.length < 8 - hands[p]!.length && pairs.length > 0) won[p]!.push(...pairs.pop()!);
  while (pairs.length > 0) won[open[0]!]!.push(...pairs.pop()!);
}
