/**
 * The coach's warnings (engine lld/coach.ts, loo/coach.ts) on hand-made positions, each answer reasoned out
 * from the rules (seed 001 "Catching mistakes", "Laying a pair out of turn", "Capturing"; seed 004 "Die
 * Stiche", "Auszahlung"), not read from the engine.
 */
import { describe, expect, it } from 'vitest';
import { cards, setupMidDeal, parlett, coachMove, type Move, type Position } from '~/engine/index.ts';
import { fiveCard, looCoachCard } from '~/engine/loo/index.ts';
import { completeMidDeal, deal, explicit } from './helpers.ts';
import { deal as looDeal, go, legal } from '../fixtures/loo-helpers.ts';
import { lastButOnePair } from '../fixtures/lld-last-pair.ts';

const c = (s: string) => cards(s);
const cap = (player: number, play: string, take: string): Move => ({ type: 'capture', player, play: c(play), take: c(take) });

describe('LLD coach', () => {
  // Ben (seat 1, on turn after dealer Anna) holds 6♦; 6♣ 6♥ 6♠ lie on the table (the reader's review, item 6).
  const three = deal({ hands: { 1: '6D' }, table: '6C 6H 6S', dealer: 0 });

  it('warns that taking one of three leaves the other two to a claim, naming them', () => {
    const w = coachMove(three, cap(1, '6D', '6C'));
    expect(w).toHaveLength(1);
    expect(w[0]!.kind).toBe('givesClaim');
    if (w[0]!.kind === 'givesClaim') {
      expect(w[0]!.claimable.kind).toBe('oneOfThree');
      expect([...w[0]!.claimable.cards].sort()).toEqual(c('6H 6S').sort());
      // The capture the one-of-three rule allows instead: the same six takes all three (seed 001, "Playing").
      expect(w[0]!.better?.move).toEqual(cap(1, '6D', '6C 6H 6S'));
    }
  });

  it('says the capture of all three cannot wait where the player has no capture of another rank', () => {
    // Every card placed: Ben holds 6♦ and nines, tens and a jack, none of whose ranks lie on the table.
    const only = explicit(['AH AS 2H 2S 3D 3H 3S 4D', '6D 9C 9D 9H TC TD TH JC', '4H 4S 5D 5H 5S 7D 7H 7S', '8D 8H 8S 9S TS JD JH JS', 'QC QD QH QS KC KD KH KS'], '6C 6H 6S AC AD 2C 2D 3C 4C 5C 7C 8C');
    const w = coachMove(only, cap(1, '6D', '6C'));
    expect(w[0]).toMatchObject({ kind: 'givesClaim', mayWait: false });
  });

  it('says the capture of all three may wait where another rank can be captured meanwhile', () => {
    // Ben also holds 9♣ against a lone 9♦: he may capture that now and the three sixes later.
    const more = deal({ hands: { 1: '6D 9C' }, table: '6C 6H 6S 9D', dealer: 0 });
    const w = coachMove(more, cap(1, '6D', '6C'));
    expect(w[0]).toMatchObject({ kind: 'givesClaim', mayWait: true });
  });

  it('says nothing when the one card takes all three', () => {
    expect(coachMove(three, cap(1, '6D', '6C 6H 6S'))).toEqual([]);
  });

  it('warns before a move that breaks a prial whose fourth card is on the table, offering prial for one', () => {
    const pos = deal({ hands: { 1: '7C 7D 7H' }, table: '7S', dealer: 0 });
    const w = coachMove(pos, cap(1, '7C', '7S'));
    expect(w.map((x) => x.kind)).toEqual(['breaksPrial']);
    if (w[0]!.kind === 'breaksPrial') {
      expect(w[0]!.better.move).toEqual(cap(1, '7C 7D 7H', '7S'));
      // The two sevens left would be dead: the other two in Ben's own won cards, a pair goes down only when others
      // capture them (seed 001, "Pair in hand"); and two of the prial may go down first, costing no turn (Parlett).
      expect(w[0]!.deadPair).toBe(true);
      expect(w[0]!.declare?.move.type).toBe('declare');
      if (w[0]!.declare?.move.type === 'declare') expect(w[0]!.declare.move.cards.every((c) => c >> 2 === 6)).toBe(true);
    }
    expect(coachMove(pos, cap(1, '7C 7D 7H', '7S'))).toEqual([]);
  });

  it('says nothing about a capture of another rank, or a move that is not legal', () => {
    const pos = deal({ hands: { 1: '7C 7D 7H 9C' }, table: '7S 9D', dealer: 0 });
    expect(coachMove(pos, cap(1, '9C', '9D'))).toEqual([]);
    expect(coachMove(pos, cap(2, '9C', '9D'))).toEqual([]);
  });

  it('warns before lying down with a pair that could be laid out of turn (and that others may then claim)', () => {
    // Ben holds 8♣ 8♦ and 2♣; the other eights are in Anna's won cards, so the pair can be laid at once;
    // no two and no eight is on the table, so Ben cannot capture and must lie down.
    const ben = c('8C 8D 2C');
    const table = c('KS KH');
    const anna = c('8H 8S');
    const twos = c('2D 2H 2S');
    const hands: number[][] = [[...twos], ben, [], [], []];
    const won: number[][] = [[...anna], [], [], [], []];
    completeMidDeal(hands, table, won, [1]);
    const r = setupMidDeal({ reading: parlett, dealer: 0, hands, table, won, turn: 1, started: true, lastCapturer: 2 });
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    const pos: Position = r.value;
    const w = coachMove(pos, { type: 'lieDown', player: 1 });
    const kinds = w.map((x) => x.kind);
    expect(kinds).toContain('pairNotLaid');
    expect(kinds).toContain('givesClaim');
    const pair = w.find((x) => x.kind === 'pairNotLaid');
    if (pair?.kind === 'pairNotLaid' && pair.better.move.type === 'layPair') expect([...pair.better.move.cards].sort()).toEqual(c('8C 8D').sort());
  });

  // An English newcomer, the last but one holding cards, was told that lying down let anyone claim his pair; the deal
  // ended with that move, and the pair went to the dealer with the leftovers (seed 001, "The end of the deal").
  describe('a lie-down that ends the deal', () => {
    // Ben holds 5♣ 5♠ (the other fives in Anna's won cards, so he may lay them) and no king; only Carla holds cards besides.
    it('says the pair goes to the dealer, not to a claim, and that it could be laid first', () => {
      const w = coachMove(lastButOnePair(0), { type: 'lieDown', player: 1 });
      expect(w.map((x) => x.kind).sort()).toEqual(['givesClaim', 'pairNotLaid']);
      expect(w.find((x) => x.kind === 'givesClaim')).toMatchObject({ over: 0 });
    });
    it('says nothing when the one lying down is the dealer: the pair comes back with the leftovers', () => {
      expect(coachMove(lastButOnePair(1), { type: 'lieDown', player: 1 })).toEqual([]);
    });
  });
});

describe('Loo coach', () => {
  // Five-card Loo, spades trumps (7♠ turned), Anna deals; Ben leads first holding Pam (J♣) and the 3♠: he must
  // lead a trump, and both are trumps. Pam beats every card, so it is sure to win; the 3♠ is not. Ben has no
  // trick yet: leading the 3♠ gives up a certain trick.
  const start = looDeal(fiveCard, {
    dealer: 0,
    up: '7S',
    hands: ['TH JH QH KH 7D', 'JC 3S 4D 5D 6D', '2H 3H 4H 5H 2D', '6H 7H 8H 9H 3D'],
  });
  const pos = go(start, '1y 2y 3y 0y 1x 2x 3x 0x');

  it('Ben may lead Pam or the 3♠ (a trump must be led)', () => {
    expect(legal(pos)).toBe('3S JC');
  });

  it('warns before the 3♠ and offers Pam as the safe card', () => {
    const w = looCoachCard(pos, c('3S')[0]!);
    expect(w).not.toBeNull();
    expect(w!.safe).toBe(c('JC')[0]);
    expect(w!.loses).toBe(false);
    expect(w!.tricksLeft).toBe(5);
  });

  it('says nothing about Pam itself, nor about a card that is not legal', () => {
    expect(looCoachCard(pos, c('JC')[0]!)).toBeNull();
    expect(looCoachCard(pos, c('4D')[0]!)).toBeNull();
  });

  it('says nothing once the player has a trick', () => {
    // Ben leads Pam and wins the first trick; on his next lead nothing is certain to be lost.
    const p2 = go(pos, '1Jc 24h 33d 07d');
    expect(p2.tricks[1]).toBe(1);
    if (p2.turn === 1) for (const card of p2.hands[1]!) expect(looCoachCard(p2, card)).toBeNull();
  });
});
