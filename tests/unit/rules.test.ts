import { describe, expect, it } from 'vitest';
import { applyMove, cards, legalMoves, turnMoves, freeMovesOf, simplified, formatCards, type GameEvent, type Move, type Position } from '~/engine/index.ts';
import { cardTotal, deal, explicit } from './helpers.ts';

/** Applies a move that must be legal. */
function play(pos: Position, move: Move): Position {
  const r = applyMove(pos, move);
  if (!r.ok) throw new Error(`${move.type}: ${JSON.stringify(r.error)}`);
  expect(cardTotal(r.value.position)).toBe(52);
  return r.value.position;
}
const cap = (player: number, p: string, t: string): Move => ({ type: 'capture', player, play: cards(p), take: cards(t) });

describe('captures (seed 001, "Playing")', () => {
  it('one card takes one table card of its rank; both become won cards', () => {
    const pos = deal({ hands: { 1: '8H' }, table: '8C' });
    const after = play(pos, cap(1, '8H', '8C'));
    expect(formatCards(after.won[1]!, { style: 'upper' })).toBe('8C 8H'); // a set: ascending order
    expect(after.turn).toBe(2);
  });

  it('one card takes all three of its rank: Ben’s 9♥ wins four cards', () => {
    const pos = deal({ hands: { 1: '9H' }, table: '9C 9D 9S' });
    const rules = turnMoves(pos).filter((m) => m.move.type === 'capture' && m.move.take.length === 3);
    expect(rules.map((m) => m.rule)).toEqual(['oneForThree']);
    expect(play(pos, cap(1, '9H', '9C 9D 9S')).won[1]!.size).toBe(4);
  });

  it('a pair from hand takes a pair from the table', () => {
    const pos = deal({ hands: { 1: '7C 7H' }, table: '7D 7S' });
    const m = turnMoves(pos).find((l) => l.rule === 'pairForPair');
    expect(m?.move).toEqual(cap(1, '7C 7H', '7D 7S'));
    expect(play(pos, m!.move).won[1]!.size).toBe(4);
  });

  it('a prial from hand takes the single fourth card', () => {
    const pos = deal({ hands: { 1: '7C 7H 7D' }, table: '7S' });
    expect(turnMoves(pos).some((l) => l.rule === 'prialForSingle')).toBe(true);
    expect(play(pos, cap(1, '7C 7H 7D', '7S')).won[1]!.size).toBe(4);
  });

  it('the simplified reading offers neither pair-for-pair nor prial-for-single', () => {
    const pos = deal({ hands: { 1: '7C 7H' }, table: '7D 7S', reading: simplified });
    expect(turnMoves(pos).some((l) => l.rule === 'pairForPair')).toBe(false);
    const r = applyMove(pos, cap(1, '7C 7H', '7D 7S'));
    expect(!r.ok && r.error.code).toBe('ERR_CAPTURE_SHAPE');
  });

  it('captures by rank only: a card of another rank cannot take', () => {
    const pos = deal({ hands: { 1: '8H' }, table: '9C' });
    const r = applyMove(pos, cap(1, '8H', '9C'));
    expect(!r.ok && r.error.code).toBe('ERR_RANK_MISMATCH');
  });

  it('only the player on turn captures', () => {
    const pos = deal({ hands: { 2: '8H' }, table: '8C' });
    const r = applyMove(pos, cap(2, '8H', '8C'));
    expect(!r.ok && r.error).toEqual({ code: 'ERR_NOT_YOUR_TURN', player: 2, turn: 1 });
  });
});

describe('lying down (seed 001, "Lying down")', () => {
  // Ben holds only ranks that are not on the table.
  const hands = ['AC AD 2C 2D 3C 3D 4C 4D', 'AH AS 2H 2S 3H 3S 4H 4S', '5C 5D 6C 6D 7C 7D 8C 8D', '5H 5S 6H 6S 7H 7S 8H 8S', '9C 9D TC TD JC JD QC KS'];
  const table = '9H 9S TH TS JH JS QH QS QD KC KD KH';

  it('may not lie down while a capture is possible', () => {
    const pos = deal({ hands: { 1: '8H' }, table: '8C' });
    const r = applyMove(pos, { type: 'lieDown', player: 1 });
    expect(!r.ok && r.error.code).toBe('ERR_MUST_CAPTURE');
  });

  it('with no capture, the whole hand goes face up onto the table and can be captured', () => {
    const pos = explicit(hands, table);
    expect(turnMoves(pos).map((m) => m.move.type)).toEqual(['lieDown']);
    const down = play(pos, { type: 'lieDown', player: 1 });
    expect(down.hands[1]!.size).toBe(0);
    expect(down.table.size).toBe(20);
    expect(down.laidDown[1]).toBe(true);
    expect(down.turn).toBe(2);
  });

  it('skips players whose hands are empty', () => {
    let pos = explicit(hands, table);
    pos = play(pos, { type: 'lieDown', player: 1 }); // Ben
    pos = play(pos, { type: 'lieDown', player: 2 }); // Carla: 5-8 of clubs/diamonds, no match
    expect(pos.turn).toBe(3);
    expect(legalMoves(pos).every((m) => m.move.player !== 1 || m.move.type === 'claim')).toBe(true);
  });

  it('ends the deal when one player alone holds cards; the dealer takes that hand and the table', () => {
    let pos = explicit(hands, table);
    pos = play(pos, { type: 'lieDown', player: 1 });
    pos = play(pos, { type: 'lieDown', player: 2 });
    let last: readonly GameEvent[] = [];
    for (let guard = 0; !pos.over && guard < 100; guard++) {
      const r = applyMove(pos, turnMoves(pos)[0]!.move);
      if (!r.ok) throw new Error(r.error.code);
      pos = r.value.position;
      last = r.value.events;
    }
    expect(pos.over).toBe(true);
    expect(pos.lastHolder).not.toBeNull();
    const over = last.find((e) => e.type === 'dealOver');
    expect(over).toEqual({ type: 'dealOver', lastHolder: pos.lastHolder });
    const leftovers = last.find((e) => e.type === 'leftovers');
    expect(leftovers?.type === 'leftovers' && leftovers.player).toBe(0); // Anna deals
    expect(pos.table.size).toBe(0);
    expect(pos.hands.every((h) => h.isEmpty())).toBe(true);
    expect(cardTotal(pos)).toBe(52);
    expect(legalMoves(pos)).toEqual([]);
    const again = applyMove(pos, { type: 'lieDown', player: 0 });
    expect(!again.ok && again.error.code).toBe('ERR_DEAL_OVER');
  });
});

describe('declarations (seed 001, "Setup" 4–5)', () => {
  it('a mournival in the layout goes to the dealer, before the first turn', () => {
    const pos = deal({ table: 'JC JD JH JS', dealer: 0 });
    const m = freeMovesOf(pos, 0).find((l) => l.rule === 'layoutMournival');
    expect(m).toBeDefined();
    expect(freeMovesOf(pos, 2).some((l) => l.rule === 'layoutMournival')).toBe(false);
    expect(play(pos, m!.move).won[0]!.size).toBe(4);
  });

  it('a layout mournival the dealer leaves may be claimed by anyone else after the first turn', () => {
    const pos = deal({ hands: { 1: '8H' }, table: 'JC JD JH JS 8C', dealer: 0 });
    const after = play(pos, cap(1, '8H', '8C'));
    expect(after.claimables.map((c) => c.kind)).toEqual(['layoutMournival']);
    expect(freeMovesOf(after, 0).some((l) => l.move.type === 'claim')).toBe(false);
    const claim = freeMovesOf(after, 3).find((l) => l.move.type === 'claim')!;
    expect(claim.rule).toBe('claimLayoutMournival');
    const claimed = play(after, claim.move);
    expect(claimed.won[3]!.size).toBe(4);
    expect(claimed.turn).toBe(after.turn); // a claim is not a turn
  });

  it('a prial in hand: two go down as won cards, the third is kept', () => {
    const pos = deal({ hands: { 3: 'KC KD KH' } });
    const decl = freeMovesOf(pos, 3).filter((l) => l.rule === 'declarations');
    expect(decl.length).toBe(3); // any two of the three
    const after = play(pos, decl[0]!.move);
    expect(after.won[3]!.size).toBe(2);
    expect(after.hands[3]!.size).toBe(6);
  });

  it('a mournival in hand: all four are won cards', () => {
    const pos = deal({ hands: { 2: 'KC KD KH KS' } });
    const decl = freeMovesOf(pos, 2).filter((l) => l.rule === 'declarations');
    expect(decl.map((l) => l.move.type === 'declare' && l.move.cards.length)).toEqual([4]);
  });

  it('a forgotten prial may be put down on one’s own later turn, not on another’s', () => {
    let pos = deal({ hands: { 1: '8H', 3: 'KC KD KH' }, table: '8C' });
    pos = play(pos, cap(1, '8H', '8C')); // play has started; Carla is on turn
    expect(freeMovesOf(pos, 3).some((l) => l.rule === 'declarations')).toBe(false);
    const turnOfCarla = turnMoves(pos)[0]!.move;
    pos = play(pos, turnOfCarla);
    expect(pos.turn).toBe(3);
    expect(freeMovesOf(pos, 3).some((l) => l.rule === 'declarations')).toBe(true);
  });
});

describe('a pair laid out of turn (seed 001, "Playing", the jacks)', () => {
  it('Dan may lay J♠ J♣ once Carla’s J♦ has taken the J♥, not before', () => {
    let pos = deal({ hands: { 1: '9H', 2: 'JD', 3: 'JS JC' }, table: '9C 9D 9S JH' });
    expect(freeMovesOf(pos, 3).some((l) => l.move.type === 'layPair')).toBe(false);
    pos = play(pos, cap(1, '9H', '9C 9D 9S'));
    pos = play(pos, cap(2, 'JD', 'JH'));
    const lay = freeMovesOf(pos, 3).find((l) => l.move.type === 'layPair');
    expect(lay?.rule).toBe('outOfTurnPair');
    const after = play(pos, lay!.move);
    expect(after.won[3]!.size).toBe(2);
  });

  it('a player who lies down keeping such a pair leaves it to a claim, even by one who lay down', () => {
    // Carla takes the only loose jack; Dan keeps J♠ J♣ and must lie down (no other match).
    const hands = ['2C 2D 2H 3C 3D 3H 4C 4D', '5C 5D 5H 6C 6D 6H 7C 7D', 'JD 8C 8D 8H 9C 9D 9H TC', 'JS JC AS 2S 3S 4S 5S 6S', 'KC KD KH QC QD QH TD TH'];
    const table = 'JH 7S 8S 9S TS QS KS AC AD AH 4H 7H';
    let pos = explicit(hands, table, 0);
    pos = play(pos, cap(1, '7C', '7S'));
    pos = play(pos, cap(2, 'JD', 'JH'));
    expect(freeMovesOf(pos, 3).some((l) => l.move.type === 'layPair')).toBe(true);
    // Dan has AS 2S 3S 4S 5S 6S too: he can capture A♠ with the aces on the table… so he captures instead
    pos = play(pos, cap(3, 'AS', 'AC'));
    expect(pos.turn).toBe(4);
    expect(turnMoves(pos).length).toBeGreaterThan(0);
  });
});

describe('claims (seed 001, "Catching mistakes")', () => {
  it('taking one of three leaves the other two to the first claimant; the taker may not claim', () => {
    // Seed 002 section 06: the Q♠ takes only the Q♥.
    let pos = deal({ hands: { 1: 'QS' }, table: 'QH QD QC' });
    pos = play(pos, cap(1, 'QS', 'QH'));
    expect(pos.claimables).toEqual([{ kind: 'oneOfThree', cards: cards('QC QD'), culprit: 1 }]);
    expect(freeMovesOf(pos, 1).some((l) => l.move.type === 'claim')).toBe(false);
    const turn = pos.turn;
    const claim = freeMovesOf(pos, 4).find((l) => l.move.type === 'claim')!;
    expect(claim.rule).toBe('claimOneOfThree');
    pos = play(pos, claim.move);
    expect(pos.won[4]!.size).toBe(2);
    expect(pos.turn).toBe(turn);
    expect(pos.claimables).toEqual([]);
  });

  it('the simplified reading has no claims', () => {
    let pos = deal({ hands: { 1: 'QS' }, table: 'QH QD QC', reading: simplified });
    pos = play(pos, cap(1, 'QS', 'QH'));
    expect(pos.claimables).toEqual([]);
  });

  it('a player who has lain down may still claim', () => {
    const hands = ['AC AD 2C 2D 3C 3D 4C 4D', 'AH AS 2H 2S 3H 3S 4H 4S', '5C 5D 6C 6D 7C 7D 8C 8D', '5H 5S 6H 6S 7H 7S 8H 8S', '9C 9D TC TD JC JD QC KS'];
    let pos = explicit(hands, '9H 9S TH TS JH JS QH QS QD KC KD KH');
    pos = play(pos, { type: 'lieDown', player: 1 }); // Ben: nothing of A–4 on the table
    pos = play(pos, { type: 'lieDown', player: 2 }); // Carla: nothing of 5–8 either
    pos = play(pos, cap(3, '5H', '5C')); // Dan takes one of Carla's fives
    pos = play(pos, cap(4, 'QC', 'QH')); // Emil takes only one of three queens
    expect(pos.claimables.map((c) => c.kind)).toEqual(['oneOfThree']);
    const byBen = freeMovesOf(pos, 1).find((l) => l.move.type === 'claim');
    expect(byBen?.move).toEqual({ type: 'claim', player: 1, cards: cards('QD QS') });
    expect(play(pos, byBen!.move).won[1]!.size).toBe(2);
  });
});
