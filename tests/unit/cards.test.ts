import { describe, expect, it } from 'vitest';
import {
  parseCard, parseCards, formatCard, formatCards, formatNotationCard, notationCardAt, makeCard, CardSet, DECK, rankOf, suitOf,
  seededRng, shuffle, NOTATION_SUITS, SUIT_LETTERS, type CardFormat,
} from '~/engine/index.ts';

describe('cards', () => {
  it('parses 9C, 9c, TC, Tc, 10C, 9♣ and lower case to the same card', () => {
    const nineClubs = parseCard('9C');
    expect(nineClubs).toEqual(parseCard('9♣'));
    expect(nineClubs).toEqual(parseCard('9c'));
    expect(parseCard('Tc')).toEqual(parseCard('10C'));
    expect(parseCard('TC')).toEqual(parseCard('10C'));
    expect(parseCard('qs')).toEqual(parseCard('Q♠'));
    if (!nineClubs.ok) throw new Error();
    expect(rankOf(nineClubs.value)).toBe(8); // A=0 … 9=8: ace low (seed 001, Setup 1)
    expect(suitOf(nineClubs.value)).toBe(0);
  });

  it('writes the notation by default: rank letter, lower-case suit letter; display forms as options', () => {
    const r = parseCards('TD 9H AS KC');
    if (!r.ok) throw new Error();
    expect(r.value.map((c) => formatCard(c))).toEqual(['Td', '9h', 'As', 'Kc']);
    expect(r.value.map((c) => formatCard(c, { style: 'notation' }))).toEqual(['Td', '9h', 'As', 'Kc']);
    expect(r.value.map((c) => formatCard(c, { style: 'upper' }))).toEqual(['TD', '9H', 'AS', 'KC']);
    expect(r.value.map((c) => formatCard(c, { style: 'symbols' }))).toEqual(['10♦', '9♥', 'A♠', 'K♣']);
    expect(r.value.map((c) => formatCard(c, { symbols: true }))).toEqual(['10♦', '9♥', 'A♠', 'K♣']); // the former option
    expect(formatCards(r.value)).toBe('Td 9h As Kc');
    expect(formatCards(CardSet.of(r.value), { style: 'upper' })).toBe('AS 9H TD KC'); // a set: ascending, by rank then suit
  });

  it('names the ten of hearts Th: rank T is 9 (A = 0, ace low), hearts suit 2 (c d h s)', () => {
    expect(formatCard(makeCard(9, 2))).toBe('Th');
    expect(parseCard('Th')).toEqual({ ok: true, value: 9 * 4 + 2 });
    expect(formatCard(0)).toBe('Ac');
    expect(formatCard(51)).toBe('Ks');
  });

  const FORMS: CardFormat[] = [{}, { style: 'notation' }, { style: 'upper' }, { style: 'symbols' }];
  it('round trip of all 52 cards in every form, and leniently in other cases and spellings', () => {
    for (const opts of FORMS) {
      const seen = new Set<string>();
      for (const c of DECK) {
        const text = formatCard(c, opts);
        seen.add(text);
        expect(parseCard(text), `${JSON.stringify(opts)} ${text}`).toEqual({ ok: true, value: c });
        expect(parseCard(text.toLowerCase())).toEqual({ ok: true, value: c });
        expect(parseCard(text.toUpperCase())).toEqual({ ok: true, value: c });
        expect(parseCard(` ${text} `)).toEqual({ ok: true, value: c });
      }
      expect(seen.size).toBe(52);
      expect(parseCards(formatCards(DECK, opts))).toEqual({ ok: true, value: [...DECK] });
    }
    for (const c of DECK) {
      // `10` for the ten with a suit letter, the rank letter with a suit symbol, the outline symbols.
      const n = formatCard(c);
      expect(parseCard(n.replace(/^T/, '10'))).toEqual({ ok: true, value: c });
      expect(parseCard(n[0]! + '♣♦♥♠'[suitOf(c)]!)).toEqual({ ok: true, value: c });
      expect(parseCard(n[0]! + '♧♢♡♤'[suitOf(c)]!)).toEqual({ ok: true, value: c });
      // The strict reading of the URL notations takes the notation, and only it.
      expect(notationCardAt(n, 0)).toBe(c);
      expect(notationCardAt(`x${n}`, 1)).toBe(c);
      expect(formatNotationCard(c)).toBe(n);
    }
  });

  it('the URL notations read only the notation: other spellings and cut-off text are -1', () => {
    for (const bad of ['TH', 'th', '10', 'T♥', 'Xh', 'T', '', 'hT']) expect(notationCardAt(bad, 0), bad).toBe(-1);
    expect(notationCardAt('Th', 1)).toBe(-1);
    expect(notationCardAt('Th', 5)).toBe(-1);
    expect(NOTATION_SUITS).toBe(SUIT_LETTERS);
    expect(SUIT_LETTERS).toBe('cdhs');
  });

  it('writes a number that is no card as ?? without throwing', () => {
    for (const bad of [-1, 52, 1.5, NaN]) {
      expect(formatCard(bad)).toBe('??');
      expect(formatCard(bad, { style: 'symbols' })).toBe('??');
    }
  });

  it('rejects what is not a card with ERR_CARD_SYNTAX', () => {
    for (const bad of ['1C', '9X', 'C9', '', '99C', 'JOKER', '10', 'T', '11c', '1♣']) {
      const r = parseCard(bad);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.code).toBe('ERR_CARD_SYNTAX');
    }
    const list = parseCards('9C 9Z');
    expect(!list.ok && list.error).toEqual({ code: 'ERR_CARD_SYNTAX', text: '9Z' });
  });

  it('has a 52-card deck without jokers (seed 001, Overview)', () => {
    expect(DECK.length).toBe(52);
    expect(new Set(DECK).size).toBe(52);
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
