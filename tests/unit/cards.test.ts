import { describe, expect, it } from 'vitest';
import { parseCard, parseCards, formatCard, DECK, rankOf, suitOf, seededRng, shuffle } from '~/engine/index.ts';

describe('cards', () => {
  it('parses 9C, TC, 10C, 9♣ and lower case to the same kinds of card', () => {
    const nineClubs = parseCard('9C');
    expect(nineClubs).toEqual(parseCard('9♣'));
    expect(parseCard('TC')).toEqual(parseCard('10C'));
    expect(parseCard('qs')).toEqual(parseCard('Q♠'));
    if (!nineClubs.ok) throw new Error();
    expect(rankOf(nineClubs.value)).toBe(8); // A=0 … 9=8: ace low (seed 001, Setup 1)
    expect(suitOf(nineClubs.value)).toBe(0);
  });

  it('formats as ASCII and as symbols, ten as T or 10', () => {
    const r = parseCards('TD 9H AS KC');
    if (!r.ok) throw new Error();
    expect(r.value.map((c) => formatCard(c))).toEqual(['TD', '9H', 'AS', 'KC']);
    expect(r.value.map((c) => formatCard(c, { symbols: true }))).toEqual(['10♦', '9♥', 'A♠', 'K♣']);
  });

  it('rejects what is not a card with ERR_CARD_SYNTAX', () => {
    for (const bad of ['1C', '9X', 'C9', '', '99C', 'JOKER']) {
      const r = parseCard(bad);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.code).toBe('ERR_CARD_SYNTAX');
    }
    const list = parseCards('9C 9Z');
    expect(!list.ok && list.error).toEqual({ code: 'ERR_CARD_SYNTAX', text: '9Z' });
  });

  it('has a 52-card deck without jokers (seed 001, Overview)', () => {
    expect(DECK.length).toBe(52);
    expect(new Set(DECK.map((c) => formatCard(c))).size).toBe(52);
  });

  it('shuffles deterministically from a seed, keeping all 52 cards', () => {
    const a = shuffle(seededRng(42));
    const b = shuffle(seededRng(42));
    const c = shuffle(seededRng(43));
    expect(a).toEqual(b);
    expect(a).not.toEqual(c);
    expect([...a].sort((x, y) => x - y)).toEqual([...DECK]);
  });
});
