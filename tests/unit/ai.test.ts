/**
 * The computer players and the hint follow seed 001's "Tips for beginners", on the seed's own table from
 * "Playing": 9♣ 9♦ 9♠, a single J♥ and 5♦ 5♠ among the table cards.
 */
import { describe, expect, it } from 'vitest';
import { cards, formatCards, DECK, setup, parlett, seededRng, applyMove, settle, dealSeeded, READINGS, type Position, type Reading } from '~/engine/index.ts';
import { computerTurn, computerFree, claimsOf, hint, LEVELS } from '~/engine/lld/ai.ts';
import { hintText } from '~/components/play/describe.ts';
import { createT } from '~/i18n/createT.ts';
import { MESSAGES } from '~/i18n/gameMessages.ts';

/** Five hands and a table: the given cards, every other card dealt round robin to seats 0, 2, 3, 4. */
function position(seat1: string, table: string, reading: Reading = parlett): Position {
  const one = cards(seat1);
  const tab = cards(table);
  const used = new Set([...one, ...tab]);
  const others: number[][] = [[], [], [], []];
  DECK.filter((c) => !used.has(c)).forEach((c, i) => others[i % 4]!.push(c));
  const hands = [others[0]!, one, others[1]!, others[2]!, others[3]!];
  const r = setup({ hands, table: tab, dealer: 0, reading });
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

const TABLE = '9C 9D 9S JH 5D 5S AC 2C 3C 4C 6C 7C';
const show = (m: { move: { type: string; play?: readonly number[]; take?: readonly number[] } } | null) =>
  m && m.move.type === 'capture' ? `${formatCards(m.move.play!, { style: 'upper' })}>${formatCards(m.move.take!, { style: 'upper' })}` : m?.move.type;

describe('computer players and hints (seed 001, "Tips for beginners")', () => {
  it('Willughby’s advice: a lone card on the table that you can match is taken at once', () => {
    const pos = position('9H JC 5C 8C 8D TC QC KC', TABLE);
    expect(pos.turn).toBe(1);
    for (let s = 0; s < 20; s++) {
      expect(show(computerTurn(pos, 'willughby', seededRng(s)))).toBe('JC>JH');
      expect(show(computerTurn(pos, 'careful', seededRng(s)))).toBe('JC>JH');
    }
    expect(hint(pos, 1)).toMatchObject({ reason: 'lone' });
    expect(show(hint(pos, 1)!.move)).toBe('JC>JH');
  });

  // A Russian reader's hint named one of four captures alike as though it were the tip's only answer.
  it('counts the captures the tip rates alike: two lone cards (J♥, A♣) to match, and one lone match alone', () => {
    const two = hint(position('9H JC AH 8C 8D TC QC KC', TABLE), 1)!;
    expect(two).toMatchObject({ reason: 'lone', alike: 2 });
    expect(show(two.move)).toMatch(/^(JC>JH|AH>AC)$/);
    expect(hint(position('9H JC 5C 8C 8D TC QC KC', TABLE), 1)).toMatchObject({ reason: 'lone', alike: 1 });
  });

  it('a pair in hand against the pair on the table is taken one card at a time', () => {
    // Ben holds 5♣ 5♥; 5♦ 5♠ lie on the table. Nothing lone to match.
    const pos = position('9H 5C 5H 8C 8D TC QC KC', TABLE);
    const h = hint(pos, 1)!;
    expect(h.reason).toBe('oneAtATime');
    expect(h.move.move.type === 'capture' && h.move.move.play.length).toBe(1);
    expect(show(computerTurn(pos, 'careful', seededRng(1)))).toMatch(/^5[CH]>5[DS]$/);
  });

  it('never takes one of three when that leaves the other two to a claim', () => {
    const pos = position('9H 8C 8D TC QC KC KD TD', TABLE);
    // Only the nines can be captured: 9♥ takes one of 9♣ 9♦ 9♠, or all three.
    for (let s = 0; s < 20; s++) expect(show(computerTurn(pos, 'careful', seededRng(s)))).toBe('9H>9C 9D 9S');
    expect(hint(pos, 1)).toMatchObject({ reason: 'takeAll' });
  });

  // An English reader read "spend as few cards as you can" where no capture cost more than one card.
  it('safe captures where every one costs one card: none is urgent, and the tip does not pick one', () => {
    // 5♣ against 5♦ 5♠ and 8♣ against 8♥ 8♠: two choices, each safe, each at the cost of one card.
    const two = hint(position('5C 8C TC QC KC KD TD QD', '8H 8S 5D 5S AC 2C 3C 4C 6C 7C JH 9H'), 1)!;
    expect(two).toMatchObject({ reason: 'keepSafeOne', alike: 2 });
    expect(show(two.move)).toMatch(/^(5C>5[DS]|8C>8[HS])$/);
    const en = createT('en', MESSAGES.en!);
    expect(hintText(en, 'en', two.reason, two.move.move, 1, two.alike)).not.toMatch(/as few cards/);
  });

  // An English newcomer was told to "sit on safe captures" where he had one choice.
  it('captures alike but for suits are one choice: the hint calls it the only capture, not a tip', () => {
    // 5♣ against 5♦ 5♠, nothing else to capture: the five takes either, which differ only in the suit taken.
    const either = hint(position('5C 8C 8D TC QC KC KD TD', TABLE), 1)!;
    expect(either.reason).toBe('onlyAnySuit');
    expect(show(either.move)).toMatch(/^5C>5[DS]$/);
    // … and says that the suit is the reader's choice (a French newcomer read "the only capture" beside two buttons).
    const en = createT('en', MESSAGES.en!);
    expect(hintText(en, 'en', either.reason, either.move.move, 1)).toMatch(/^The only capture there is; which suit you take makes no difference: play the five of clubs and take the five of (diamonds|spades)\.$/);
  });

  it('with no capture, lying down is the hint and the only move', () => {
    const pos = position('8C 8D TC QC KC KD TD QD', TABLE);
    expect(hint(pos, 1)!.reason).toBe('lieDown');
    expect(computerTurn(pos, 'careful', seededRng(3))!.move.type).toBe('lieDown');
  });

  it('every level plays whole deals of every reading with legal moves only; the same seed, the same deal', () => {
    for (const reading of Object.values(READINGS)) {
      for (const level of LEVELS) {
        for (let seed = 1; seed <= 30; seed++) {
          const play = () => {
            const rng = seededRng(seed);
            let pos = dealSeeded(seed, { dealer: seed % 5, reading }).ok ? (dealSeeded(seed, { dealer: seed % 5, reading }) as { value: Position }).value : null!;
            const moves: string[] = [];
            for (let guard = 0; !pos.over && guard < 400; guard++) {
              let m = null;
              for (let p = 0; p < pos.players && !m; p++) m = computerFree(pos, p) ?? claimsOf(pos, p)[0] ?? null;
              m ??= computerTurn(pos, level, rng);
              const r = applyMove(pos, m!.move);
              expect(r.ok, `${reading.id} ${level} seed ${seed}`).toBe(true);
              if (!r.ok) break;
              moves.push(JSON.stringify(m!.move));
              pos = r.value.position;
            }
            expect(pos.over).toBe(true);
            expect(settle(pos).ok).toBe(true);
            return moves.join();
          };
          expect(play()).toBe(play());
        }
      }
    }
  }, 60_000);
});
