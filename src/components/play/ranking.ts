import { signed } from '../replay/signed.ts';

/**
 * A game's final places, for either game's end: the seats by their totals (chips), best first, each with its place;
 * equal totals share a place and the next place skips (1, 2, 2, 4). Seats of equal totals keep their seat order.
 */
export function rankingOf(totals: readonly number[]): { p: number; place: number }[] {
  const order = totals.map((_, p) => p).sort((a, b) => totals[b]! - totals[a]! || a - b);
  return order.map((p) => ({ p, place: 1 + totals.filter((x) => x > totals[p]!).length }));
}

/** rankingOf as the list both games' final line gives: "1. Emil +6, 2. Anna +2, …", each seat named by `name`. */
export function rankingList(totals: readonly number[], name: (p: number) => string): string {
  return rankingOf(totals).map(({ p, place }) => `${place}.\u00a0${name(p)} ${signed(totals[p]!)}`).join(', ');
}
