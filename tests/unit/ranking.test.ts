/** A game's final places (components/play/ranking.ts): best total first; equal totals share a place, the next skips. */
import { expect, it } from 'vitest';
import { rankingOf } from '~/components/play/ranking.ts';

it('places the seats by their totals, ties sharing a place (1, 2, 2, 4)', () => {
  // Totals by seat: Anna 0, Ben −3, Carla +2, Dan +2, Emil +6.
  expect(rankingOf([0, -3, 2, 2, 6])).toEqual([
    { p: 4, place: 1 },
    { p: 2, place: 2 },
    { p: 3, place: 2 },
    { p: 0, place: 4 },
    { p: 1, place: 5 },
  ]);
  expect(rankingOf([1, 1, 1]).map((r) => r.place)).toEqual([1, 1, 1]);
});
