/**
 * A refused move says why, as data (issue 13): the blocking cards, the condition not met, the option. Each
 * expectation is read off the rules (the modern rules summary after Parlett, seed 001: "Playing", "Setup",
 * "Lying down", "Catching mistakes"), on positions built by hand, never copied from the engine's output.
 */
import { describe, expect, it } from 'vitest';
import { applyMove, cards, checkMove, parlett, simplified, READINGS, withOption, type Move, type Position } from '~/engine/index.ts';
import { deal } from './helpers.ts';

const cap = (player: number, p: string, t: string): Move => ({ type: 'capture', player, play: cards(p), take: cards(t) });

/** Applies a move that must be legal. */
function play(pos: Position, move: Move): Position {
  const r = applyMove(pos, move);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value.position;
}

/** The error of a move that must be refused. */
function refusal(pos: Position, move: Move) {
  const r = checkMove(pos, move);
  if (r.ok) throw new Error('the move was accepted');
  return r.error;
}

// Ben (seat 1) is first to play; his hand holds A–7 of clubs and the nine of hearts, and nothing else of his
// can capture: the table holds only eights, nines, tens, jacks and queens.
const BEN = '9H AC 2C 3C 4C 5C 6C 7C';
const TABLE = '9C 8C 8D 8H TC TD TH JC JD JH QC QD';

describe('captures', () => {
  it('lying down while a capture is open names that capture', () => {
    const pos = deal({ hands: { 1: BEN }, table: TABLE });
    expect(refusal(pos, { type: 'lieDown', player: 1 })).toEqual({ code: 'ERR_MUST_CAPTURE', player: 1, play: cards('9H'), take: cards('9C') });
  });

  it('a card of another rank: the rank of the card played', () => {
    const pos = deal({ hands: { 1: BEN }, table: TABLE });
    expect(refusal(pos, cap(1, '9H', '8C'))).toEqual({ code: 'ERR_RANK_MISMATCH', rank: 8 }); // rank 8 = the nine (ace 0)
  });

  it('cards played together of two ranks: said as such, with the cards, whatever the table holds', () => {
    // Seed 001, "Playing": a pair is played only against a pair of its rank; a two with a seven is no set at all
    // (a French newcomer was told there was no two on the table).
    const pos = deal({ hands: { 1: BEN }, table: TABLE });
    expect(refusal(pos, cap(1, '2C 7C', '8C'))).toEqual({ code: 'ERR_RANK_MISMATCH', rank: 1, reason: 'mixedPlay', play: cards('2C 7C') });
    expect(refusal(pos, cap(1, '9H 7C', '9C'))).toEqual({ code: 'ERR_RANK_MISMATCH', rank: 8, reason: 'mixedPlay', play: cards('9H 7C') });
  });

  it('a shape the reading turns off names the option; a shape no reading has names none', () => {
    const pos = deal({ hands: { 1: '7C 7H' }, table: '7D 7S', reading: simplified });
    expect(refusal(pos, cap(1, '7C 7H', '7D 7S'))).toEqual({ code: 'ERR_CAPTURE_SHAPE', play: 2, take: 2, rule: 'pairForPair' });
    expect(refusal(pos, cap(1, '7C 7H', '7D'))).toEqual({ code: 'ERR_CAPTURE_SHAPE', play: 2, take: 1, rule: null });
  });

  it('one of three where the reading makes a card take all three: the three table cards', () => {
    const must = withOption(parlett, 'oneForThree', 'must');
    const pos = deal({ hands: { 1: '9H' }, table: '9C 9D 9S', reading: must });
    expect(refusal(pos, cap(1, '9H', '9C'))).toEqual({ code: 'ERR_MUST_TAKE_ALL', player: 1, rank: 8, table: cards('9C 9D 9S') });
  });
});

describe('declarations', () => {
  it('a prial is declared two cards at a time: all three is not a set to declare', () => {
    const pos = deal({ hands: { 1: '5C 5D 5H' } });
    const e = refusal(pos, { type: 'declare', player: 1, cards: cards('5C 5D 5H') });
    expect(e).toMatchObject({ code: 'ERR_DECLARE', player: 1, reason: 'notSet', rank: 4 });
  });

  it('under Parlett, once play has started, only on one’s own turn', () => {
    // Ben captures; Carla is on turn, and Dan may not put down his prial now.
    const start = deal({ hands: { 1: BEN, 3: '5D 5H 5S' }, table: TABLE });
    const pos = play(start, cap(1, '9H', '9C'));
    expect(refusal(pos, { type: 'declare', player: 3, cards: cards('5D 5H') })).toEqual({
      code: 'ERR_DECLARE', player: 3, reason: 'notNow', rank: 4, when: 'anyTurn',
    });
  });

  it('a layout mournival is the dealer’s, and only before the first turn', () => {
    const pos = deal({ hands: { 1: BEN }, table: '9C KC KD KH KS 8C 8D TC TD JC JD QC' });
    expect(refusal(pos, { type: 'declare', player: 2, cards: cards('KC KD KH KS') })).toMatchObject({ reason: 'notDealer', rank: 12 });
    const after = play(pos, cap(1, '9H', '9C'));
    expect(refusal(after, { type: 'declare', player: 0, cards: cards('KC KD KH KS') })).toMatchObject({ reason: 'started', rank: 12 });
  });
});

describe('pairs out of turn', () => {
  it('lists the cards of the rank that can still be captured', () => {
    // Ben holds two sevens; one seven is on the table, Dan holds the last.
    const pos = deal({ hands: { 1: '7C 7H', 3: '7S' }, table: '7D' });
    expect(refusal(pos, { type: 'layPair', player: 1, cards: cards('7C 7H') })).toEqual({
      code: 'ERR_LAY_PAIR', player: 1, reason: 'stillInPlay', rank: 6, stillInPlay: cards('7D 7S'),
    });
  });

  // A French newcomer was told that "other players must first win" the two jacks on the table, which only he could
  // ever take: nobody else held a jack.
  it('the other two on the table, and nobody else holding the rank: only the pair’s holder can capture them', () => {
    const pos = deal({ hands: { 1: '7C 7H' }, table: '7D 7S' });
    expect(refusal(pos, { type: 'layPair', player: 1, cards: cards('7C 7H') })).toEqual({
      code: 'ERR_LAY_PAIR', player: 1, reason: 'onTable', rank: 6, stillInPlay: cards('7D 7S'),
    });
  });

  // An English newcomer broke his prial of nines to take the fourth, then was told he could not lay the two left
  // "yet", until other players won the two in his own won cards (seed 001, "Pair in hand": another player's capture).
  it('the other two in the player’s own won cards: never (not “yet”), and the two listed', () => {
    const pos = deal({ hands: { 1: '7C 7D 7H' }, table: '7S' });
    const after = play(pos, cap(1, '7C', '7S'));
    expect(refusal(after, { type: 'layPair', player: 1, cards: cards('7D 7H') })).toEqual({
      code: 'ERR_LAY_PAIR', player: 1, reason: 'ownWon', rank: 6, stillInPlay: cards('7C 7S'),
    });
  });

  it('is not a move at all under a reading without it', () => {
    const pos = deal({ hands: { 1: '7C 7H' }, reading: simplified });
    expect(refusal(pos, { type: 'layPair', player: 1, cards: cards('7C 7H') })).toMatchObject({ reason: 'notAllowed' });
  });

  it('lays a pair, not cards of two ranks nor three of a rank, under Parlett (s1, "Playing": a pair)', () => {
    const pos = deal({ hands: { 1: '7C 7H 8C 9C 9D 9H' } });
    expect(refusal(pos, { type: 'layPair', player: 1, cards: cards('7C 8C') })).toMatchObject({ reason: 'notPair', rank: null });
    expect(refusal(pos, { type: 'layPair', player: 1, cards: cards('9C 9D 9H') })).toMatchObject({ reason: 'notPair' });
  });

  it('lays a whole holding of one rank, two or more, not part of it, where the last cards of a rank may be laid (French reading, "Déroulement", 4)', () => {
    const pos = deal({ hands: { 1: '7C 7H 8C 9C 9D 9H' }, reading: READINGS.french! });
    expect(refusal(pos, { type: 'layPair', player: 1, cards: cards('7C 8C') })).toMatchObject({ reason: 'notOneRank', rank: null });
    expect(refusal(pos, { type: 'layPair', player: 1, cards: cards('9C 9D') })).toMatchObject({ reason: 'notOneRank' });
  });
});

describe('claims', () => {
  it('nothing open, one’s own mistake, and the claim that stands', () => {
    // Ben takes one nine of three: the other two are open to a claim by anyone but him.
    const pos = deal({ hands: { 1: '9H AC 2C 3C 4C 5C 6C 7C' }, table: '9C 9D 9S 8C 8D 8H TC TD TH JC JD JH' });
    expect(refusal(pos, { type: 'claim', player: 2, cards: cards('9D 9S') })).toEqual({ code: 'ERR_CLAIM', player: 2, reason: 'nothingOpen', culprit: null });
    const after = play(pos, cap(1, '9H', '9C'));
    expect(refusal(after, { type: 'claim', player: 1, cards: cards('9D 9S') })).toEqual({ code: 'ERR_CLAIM', player: 1, reason: 'ownMistake', culprit: 1 });
    expect(checkMove(after, { type: 'claim', player: 2, cards: cards('9S 9D') }).ok).toBe(true);
  });
});
