import { describe, expect, it } from 'vitest';
import { cards, dealFromDeck, dealSeeded, setup, simplified, parlett, french, DECK } from '~/engine/index.ts';

const hands = (n: number, size: number) => Array.from({ length: n }, (_, p) => DECK.slice(p * size, p * size + size));

describe('setup (seed 001, "Setup (five players)")', () => {
  it('stakes 3 for the dealer and 2 for each other player: 11 chips in the pot', () => {
    const r = dealSeeded(7, { dealer: 2 });
    if (!r.ok) throw new Error();
    expect(r.value.stakes).toEqual([2, 2, 3, 2, 2]);
    expect(r.value.pot).toBe(11);
  });

  it('deals 8 cards to each of five players and 12 face up to the table', () => {
    const r = dealSeeded(7);
    if (!r.ok) throw new Error();
    expect(r.value.hands.map((h) => h.size)).toEqual([8, 8, 8, 8, 8]);
    expect(r.value.table.size).toBe(12);
  });

  it('lets the player to the dealer’s left play first', () => {
    const r = dealSeeded(7, { dealer: 4 });
    expect(r.ok && r.value.turn).toBe(0);
  });

  it('deals one card at a time, starting at the dealer’s left, the rest to the table', () => {
    const r = dealFromDeck(DECK, { dealer: 0 });
    if (!r.ok) throw new Error();
    // Seat 1 gets the 1st, 6th, 11th … card of the deck; the dealer, seat 0, the 5th, 10th …
    expect(r.value.hands[1]!.toArray()).toEqual([0, 5, 10, 15, 20, 25, 30, 35]);
    expect(r.value.hands[0]!.toArray()).toEqual([4, 9, 14, 19, 24, 29, 34, 39]);
    expect(r.value.table.toArray()).toEqual(DECK.slice(40));
  });

  it('rejects a duplicate card with ERR_DUPLICATE_CARD', () => {
    const h = hands(5, 8);
    h[1]![0] = h[0]![0]!;
    const r = setup({ hands: h, table: DECK.slice(40), dealer: 0 });
    expect(!r.ok && r.error).toEqual({ code: 'ERR_DUPLICATE_CARD', card: h[0]![0] });
  });

  it('rejects a hand of the wrong size with ERR_HAND_SIZE', () => {
    const h = hands(5, 8);
    const table = [...DECK.slice(40), h[3]!.pop()!];
    const r = setup({ hands: h, table, dealer: 0 });
    expect(!r.ok && r.error).toEqual({ code: 'ERR_HAND_SIZE', player: 3, size: 7, expected: 8 });
  });

  it('rejects a player count the reading does not define with ERR_PLAYERS', () => {
    const r = setup({ hands: hands(7, 6), table: DECK.slice(42), dealer: 0, reading: parlett });
    expect(!r.ok && r.error).toEqual({ code: 'ERR_PLAYERS', players: 7 });
    const six = setup({ hands: hands(6, 7), table: DECK.slice(42), dealer: 0, reading: french });
    expect(!six.ok && six.error).toEqual({ code: 'ERR_PLAYERS', players: 6 }); // seed 003 gives 3, 4 and 5
    const four = setup({ hands: hands(4, 10), table: DECK.slice(40), dealer: 0, reading: simplified });
    expect(!four.ok && four.error.code).toBe('ERR_PLAYERS');
  });

  it('plays four with Parlett’s 4-3-3-3 stakes (seed 001, "Variants")', () => {
    const r = setup({ hands: hands(4, 10), table: DECK.slice(40), dealer: 1, reading: parlett });
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(r.value.stakes).toEqual([3, 4, 3, 3]);
    expect(r.value.pot).toBe(13);
  });

  it('rejects a bad dealer and a short table', () => {
    const r = setup({ hands: hands(5, 8), table: DECK.slice(40), dealer: 5 });
    expect(!r.ok && r.error.code).toBe('ERR_DEALER');
    const t = setup({ hands: hands(5, 8), table: DECK.slice(40, 51), dealer: 0 });
    expect(!t.ok && t.error).toEqual({ code: 'ERR_TABLE_SIZE', size: 11, expected: 12 });
  });

  it('rejects a card number outside the deck', () => {
    const h = hands(5, 8);
    h[0]![0] = 52;
    const r = setup({ hands: h, table: DECK.slice(40), dealer: 0 });
    expect(!r.ok && r.error.code).toBe('ERR_CARD_SYNTAX');
    expect(cards('9C').length).toBe(1);
  });
});
