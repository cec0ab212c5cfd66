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
