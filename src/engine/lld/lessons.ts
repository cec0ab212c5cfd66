/**
 * The lesson path of Laugh and Lie Down as data (issue 14, part 1): each lesson teaches one idea on a
 * position built by the engine's own setup (`setup`, `setupMidDeal`, a worked example's timeline), asks one
 * question, and decides which answers are right by asking the engine — never by a rule of its own.
 *
 * Two kinds of question:
 * - `move`: the reader acts for one player (`actor`) with the kinds of move the lesson offers. A move the
 *   engine refuses is answered with the engine's typed error (`checkMove`); a legal move is judged by the
 *   lesson's goal, which returns `correct`, `continue` (a legal step on the way, e.g. laying a pair before
 *   lying down) or the key of the mistake it makes (read from the engine: `claimsOpenedBy`, the captures
 *   `turnMoves` offers).
 * - `choice`: the reader picks players (`players`, one or several) or a number of chips (`chips`); the
 *   answer comes from the engine (the players whose claim `freeMovesOf` lists, the `leftovers` event of a
 *   move, `settle`), and each wrong pick has its own mistake key (a refused claim carries the engine's error).
 *
 * Seats are the seeds' names: 0 Anna, 1 Ben, 2 Carla, 3 Dan, 4 Emil; Anna deals throughout (seed 001).
 * Every lesson names the section of the rules page it teaches (`anchor`) and its source (seed 001, the
 * modern rules summary after Parlett, by section).
 */
import type { Card, Claimable, Move, Player, Position } from './types.ts';
import type { MoveError } from './errors.ts';
import type { SourceId } from '../core/sources.ts';
import { cards, rankOf, suitOf } from '../core/cards.ts';
import { setup, setupMidDeal } from './setup.ts';
import { parlett } from './readings/parlett.ts';
import { applyMove, checkMove, claimsOpenedBy, freeMovesOf, turnMoves } from './rules.ts';
import { settle, type Settlement } from './settle.ts';
import { exampleById, exampleTimeline } from './examples/index.ts';
import { finalPosition } from './replay.ts';

/** What a legal move does for a lesson: meets its goal, is a step on the way, or makes the named mistake. */
export type GoalResult = 'correct' | 'continue' | { readonly mistake: string };

/** Ranks (0 ace … 12 king, core/cards.ts) that lesson data names. */
const RANK_EIGHT = 7;
const RANK_KING = 12;

/** A question answered by a move on the table. */
export interface MoveQuestion {
  readonly kind: 'move';
  /** The seat the reader plays for. */
  readonly actor: Player;
  /** The kinds of move the widget offers (its buttons). */
  readonly actions: readonly Move['type'][];
  /** Judges a legal move of the actor in `pos` (the lesson's position, or one reached by `continue` steps). */
  readonly goal: (pos: Position, move: Move) => GoalResult;
  /**
   * For a move the engine refuses, the lesson's own word on what is wrong with this attempt (a mistake key),
   * told after the engine's refusal; none: the lesson's `illegal` note, if it has one.
   */
  readonly refused?: (pos: Position, move: Move) => string | undefined;
}

/** A question answered by choosing seats. */
export interface PlayersQuestion {
  readonly kind: 'players';
  /** Whether the answer is a set of seats (several may be chosen) or one seat. */
  readonly multiple: boolean;
  /** The right seats, asked of the engine. */
  readonly answer: (pos: Position) => readonly Player[];
  /** Why a seat that is not in the answer is wrong: a mistake key, and the engine's refusal where there is one. */
  readonly whyNot: (pos: Position, p: Player) => { readonly mistake: string; readonly error?: MoveError };
  /** Why a choice that leaves out a right seat is wrong (multiple answers only). */
  readonly missing?: (pos: Position, p: Player) => string;
  /**
   * Where the question is about what a move does (the end of the deal), that move as the engine plays it: the
   * position it leads to and the cards it moves, shown once the answer is given, as a move lesson shows its move.
   */
  readonly outcome?: (pos: Position) => { readonly position: Position; readonly cards: readonly Card[] } | null;
}

/** A question answered by a number of chips (positive: taken from the pot; negative: paid into it). */
export interface ChipsQuestion {
  readonly kind: 'chips';
  /** The player the question is about. */
  readonly player: Player;
  /** The right number, from the engine's settlement. */
  readonly answer: (s: Settlement) => number;
  /** The numbers a reader gets by each typical mistake, by key (also offered as choices). */
  readonly mistakes: (s: Settlement) => Readonly<Record<string, number>>;
}

export type Question = MoveQuestion | PlayersQuestion | ChipsQuestion;

/** One lesson: one idea, one position, one question. Texts are the site's, per language (`learn.lessons.<id>`). */
export interface Lesson {
  /** Stable id: the `data-lesson` attribute, the progress key and the key of its texts. */
  readonly id: string;
  /** The idea it teaches, in a few English words (for developers; readers see their language's title). */
  readonly idea: string;
  /** The anchor of the section of the rules page it teaches (`/<lang>/laugh-and-lie-down/rules/#<anchor>`). */
  readonly anchor: string;
  /** Where the rule is stated. */
  readonly source: { readonly id: SourceId; readonly section: string };
  /** The position, built by the engine's setup (throws only when the lesson data itself is wrong). */
  readonly position: () => Position;
  readonly question: Question;
}

// ------------------------------------------------------------------------------------ building positions

const ANNA = 0;
const BEN = 1;
const CARLA = 2;
const DAN = 3;
const EMIL = 4;

interface Sketch {
  /** Hands by seat (card text); seats not named hold nothing. */
  readonly hands: Readonly<Record<number, string>>;
  readonly table: string;
  /** Won cards named by the lesson, by seat; every card named nowhere is added to the won piles in pairs. */
  readonly won?: Readonly<Record<number, string>>;
  readonly turn: Player;
  readonly laidDown?: readonly Player[];
  readonly claimables?: readonly Claimable[];
}

/**
 * A position in the middle of a deal (the rules summary after Parlett, Anna dealt, play begun) through `setupMidDeal`:
 * the cards a lesson names where it names them, every other card already won — in pairs of a rank where it
 * can, dealt round the won piles — so that all 52 are accounted for, as the engine requires.
 */
function midDeal(s: Sketch): Position {
  const hands: Card[][] = [[], [], [], [], []];
  const won: Card[][] = [[], [], [], [], []];
  for (const [p, text] of Object.entries(s.hands)) hands[Number(p)] = cards(text);
  for (const [p, text] of Object.entries(s.won ?? {})) won[Number(p)] = cards(text);
  const table = cards(s.table);
  const used = new Set([...hands.flat(), ...won.flat(), ...table]);
  const laidDown = [0, 1, 2, 3, 4].map((p) => s.laidDown?.includes(p) ?? false);
  // Won piles hold a rank in twos or fours only (captures, declarations and claims move cards in pairs of a
  // rank: ERR_WON_RANK), so the cards named nowhere are won two of a rank at a time, round the piles. A card
  // left alone of its rank goes to the hand of a seat that is not on turn, has not lain down and holds none
  // of that rank, the one with fewest cards first: it gives nobody a pair, and the one on turn the same choices.
  const pairs: Card[][] = [];
  for (let r = 0; r < 13; r++) {
    const left: Card[] = [];
    for (let c = 0; c < 52; c++) if (rankOf(c) === r && !used.has(c)) left.push(c);
    for (let i = 0; i + 1 < left.length; i += 2) pairs.push([left[i]!, left[i + 1]!]);
    if (left.length % 2 === 1) {
      const lone = left.at(-1)!;
      const free = (p: number) => !laidDown[p] && hands[p]!.length > 0 && hands[p]!.length < 8 && !hands[p]!.some((c) => rankOf(c) === r);
      const others = [1, 2, 3, 4].map((k) => (s.turn + k) % 5).filter(free).sort((a, b) => hands[a]!.length - hands[b]!.length);
      const seat = others[0] ?? (free(s.turn) && !table.some((c) => rankOf(c) === r) ? s.turn : undefined);
      if (seat === undefined) throw new Error(`lesson position: no hand for the lone ${lone}`);
      hands[seat]!.push(lone);
    }
  }
  // Cards leave a hand only into its holder's won pile (or all at once by lying down: ERR_HAND_UNACCOUNTED),
  // so each pile first gets as many as its holder's hand has lost, then the rest go round.
  const short = (p: number) => (laidDown[p] ? 0 : 8 - hands[p]!.length - won[p]!.length);
  let next = 0;
  for (const pair of pairs) {
    const needy = [0, 1, 2, 3, 4].filter((p) => short(p) > 0).sort((a, b) => short(b) - short(a))[0];
    won[needy ?? next++ % 5]!.push(...pair);
  }
  const r = setupMidDeal({ reading: parlett, dealer: ANNA, hands, table, won, turn: s.turn, started: true, laidDown, claimables: s.claimables ?? [] });
  if (!r.ok) throw new Error(`lesson position: ${r.error.code}`);
  return r.value;
}

/**
 * A deal before the first turn through `setup`: the hands a lesson names, the others dealt from the rest of
 * the pack in order, one card to each seat in turn (so they hold no pairs of their own).
 */
function newDeal(named: Readonly<Record<number, string>>, tableText: string): Position {
  const hands: Card[][] = [[], [], [], [], []];
  for (const [p, text] of Object.entries(named)) hands[Number(p)] = cards(text);
  const table = cards(tableText);
  const used = new Set([...hands.flat(), ...table]);
  const others = [0, 1, 2, 3, 4].filter((p) => !(p in named));
  let k = 0;
  for (let c = 0; c < 52; c++) {
    if (used.has(c)) continue;
    hands[others[k % others.length]!]!.push(c);
    k++;
  }
  const r = setup({ reading: parlett, dealer: ANNA, hands, table });
  if (!r.ok) throw new Error(`lesson position: ${r.error.code}`);
  return r.value;
}

/** The end of the worked example "pay-off" (seed 001, "Pay-off"): Ben the last holder, won 14/12/8/6/12. */
function payOffEnd(): Position {
  const ex = exampleById('pay-off');
  const tl = ex ? exampleTimeline(ex) : null;
  if (!tl || !tl.ok) throw new Error('lesson position: pay-off example');
  return finalPosition(tl.value);
}

// ------------------------------------------------------------------------------------------ the goals

/** Cards a capture wins: the cards played and the cards taken. */
const wins = (m: Move): number => (m.type === 'capture' ? m.play.length + m.take.length : 0);

/** The most cards any capture open to the player on turn wins (the engine's captures). */
function mostCards(pos: Position): number {
  let best = 0;
  for (const l of turnMoves(pos)) best = Math.max(best, wins(l.move));
  return best;
}

/**
 * The goal "win as many cards as the position allows without leaving anything to a claim": a capture
 * that wins the most cards any capture wins and opens no claim. A capture of one of three is the mistake
 * `oneOfThree` (it opens a claim, `claimsOpenedBy`); any other capture that wins fewer is `fewer`.
 */
function bestCapture(pos: Position, m: Move): GoalResult {
  if (m.type !== 'capture') return { mistake: 'notCapture' };
  const opened = claimsOpenedBy(pos, m);
  if (opened.some((c) => c.kind === 'oneOfThree')) return { mistake: 'oneOfThree' };
  if (opened.length > 0) return { mistake: 'opensClaim' };
  return wins(m) === mostCards(pos) ? 'correct' : { mistake: 'fewer' };
}

/**
 * bestCapture, with one mistake told apart: one card of a prial taking the single card of its rank on the table
 * (`fewerSingle`: the prial takes it and wins four). A Russian newcomer, taking the lone K♠ with the K♣, was told
 * about taking a pair one card at a time, with no pair on the table.
 */
function bestCaptureOfPrial(pos: Position, m: Move): GoalResult {
  const r = bestCapture(pos, m);
  if (typeof r === 'string' || r.mistake !== 'fewer' || m.type !== 'capture' || m.play.length !== 1) return r;
  const rank = rankOf(m.play[0]!);
  return pos.table.countRank(rank) === 1 && pos.hands[m.player]!.countRank(rank) === 3 ? { mistake: 'fewerSingle' } : r;
}

/** Chips in words of the lessons: what a player takes from the pot for won cards and the bonus. */
const payout = (s: Settlement, p: Player): number => s.payout[p]!;

// ---------------------------------------------------------------------------------------- the lessons

/**
 * The Laugh and Lie Down path, in the order the issue gives: capture one for one; one takes three; pair for
 * pair and prial for single; prials and mournivals from hand; the pair out of turn; claims; lying down; the
 * end of the deal and the leftovers; the pay-off; the bonus.
 */
export const LLD_LESSONS: readonly Lesson[] = [
  {
    id: 'capture-one',
    idea: 'capture one for one, by rank alone; you must capture when you can',
    anchor: 'captures',
    source: { id: 's1', section: 'Playing' },
    position: () =>
      midDeal({
        hands: { [ANNA]: '4D 9C', [BEN]: '7H KC 2D', [CARLA]: '5D 8S', [DAN]: 'JC TD', [EMIL]: '6H AS' },
        table: '7C QD 4S KH 9D 3C JH',
        turn: BEN,
      }),
    question: {
      kind: 'move',
      actor: BEN,
      actions: ['capture', 'lieDown'],
      goal: (_pos, m) => (m.type === 'capture' ? 'correct' : { mistake: 'notCapture' }),
      // Lying down here is refused because a capture is open; the note on suit and rank fits a capture of the
      // wrong rank only (a German reader read it after pressing "Lie down"), and only one that matched a suit
      // (`suit`: a French newcomer read it after the two of diamonds played onto the seven of clubs).
      // Nor does it fit hand cards of two ranks played together, whatever their suits (a French newcomer read it
      // under "the seven of hearts and the king of clubs are of different ranks").
      refused: (_pos, m) =>
        m.type === 'lieDown' ? 'lieDown'
        : m.type === 'capture' && m.play.every((c) => rankOf(c) === rankOf(m.play[0]!)) && m.play.some((c) => m.take.some((k) => suitOf(k) === suitOf(c))) ? 'suit'
        : undefined,
    },
  },
  {
    id: 'one-takes-three',
    idea: 'the fourth card of a rank takes all three on the table',
    anchor: 'captures',
    source: { id: 's1', section: 'Playing; Catching mistakes' },
    position: () =>
      midDeal({
        hands: { [ANNA]: '3D TS', [BEN]: '9H 4D QC', [CARLA]: '5D KS', [DAN]: 'JC 7D', [EMIL]: '6H AS' },
        table: '9C 9D 9S 4S JH 2C 6D 8C 3C',
        turn: BEN,
      }),
    question: { kind: 'move', actor: BEN, actions: ['capture'], goal: bestCapture },
  },
  {
    id: 'pair-and-prial',
    idea: 'pair for pair, prial for the single card',
    anchor: 'captures',
    source: { id: 's1', section: 'Playing' },
    position: () =>
      midDeal({
        hands: { [ANNA]: '4D 9C', [BEN]: '5C 5D KC KD KH 2S', [CARLA]: '6H TD', [DAN]: '7C QS', [EMIL]: 'AD 8H' },
        table: '5H 5S KS 8D JH 3C',
        turn: BEN,
      }),
    question: { kind: 'move', actor: BEN, actions: ['capture'], goal: bestCaptureOfPrial },
  },
  {
    id: 'declare',
    idea: 'two of a prial, or a whole mournival, go down from hand as won cards',
    anchor: 'sets-in-hand',
    source: { id: 's1', section: 'Setup, 5' },
    position: () => newDeal({ [BEN]: '8C 8D 8H KC KD KH KS 3D' }, 'AC 2D 4H 5S 6C 7D 9H TS JC QD 3S 8S'),
    question: {
      kind: 'move',
      actor: BEN,
      actions: ['declare'],
      goal: (_pos, m) => (m.type === 'declare' ? 'correct' : { mistake: 'notDeclare' }),
      // What is wrong with a refused set, by its shape: Ben holds three eights, four kings and the 3♦.
      refused: (_pos, m) => {
        if (m.type !== 'declare') return undefined;
        const ranks = new Set(m.cards.map(rankOf));
        if (ranks.size > 1) return 'mixed';
        const n = m.cards.length;
        const rank = rankOf(m.cards[0]!);
        if (rank === RANK_EIGHT) return n === 1 ? 'oneEight' : 'threeEights';
        if (rank === RANK_KING) return 'someKings';
        return 'noSet';
      },
    },
  },
  {
    id: 'pair-out-of-turn',
    idea: 'a pair whose other two are won may be laid at once, out of turn',
    anchor: 'pair-out-of-turn',
    source: { id: 's1', section: 'Playing (pair in hand)' },
    position: () =>
      midDeal({
        hands: { [ANNA]: '3D TS', [BEN]: '5D KS', [CARLA]: '7C 8C', [DAN]: 'JS JC 6D 6H 2C', [EMIL]: '4D TH' },
        table: '6C 9D 4H AS QC 8D KH',
        won: { [CARLA]: 'JD JH' },
        turn: EMIL,
      }),
    question: { kind: 'move', actor: DAN, actions: ['layPair', 'capture'], goal: (_pos, m) => (m.type === 'layPair' ? 'correct' : { mistake: 'notPair' }) },
  },
  {
    id: 'claims',
    idea: 'one taken of three leaves two to a claim: anyone but the culprit may claim, even after lying down',
    anchor: 'mistakes',
    source: { id: 's1', section: 'Catching mistakes' },
    position: () =>
      midDeal({
        hands: { [ANNA]: '3D TS', [BEN]: '5D KS', [CARLA]: '7C 8C', [DAN]: '4D TH' },
        table: 'QD QC 9S 2H 6C AS',
        won: { [BEN]: 'QS QH' },
        laidDown: [EMIL],
        turn: CARLA,
        claimables: [{ kind: 'oneOfThree', cards: cards('QD QC'), culprit: BEN }],
      }),
    question: {
      kind: 'players',
      multiple: true,
      answer: (pos) => [0, 1, 2, 3, 4].filter((p) => freeMovesOf(pos, p).some((l) => l.move.type === 'claim')),
      whyNot: (pos, p) => {
        const open = pos.claimables[0];
        const r = checkMove(pos, { type: 'claim', player: p, cards: open ? open.cards : [] });
        return r.ok ? { mistake: 'other' } : { mistake: 'refused', error: r.error };
      },
      missing: (pos, p) => (pos.laidDown[p] ? 'missingLaidDown' : 'missing'),
    },
  },
  {
    id: 'lie-down',
    idea: 'no capture: lie down — but lay a dead pair first, or it can be claimed',
    anchor: 'lying-down',
    source: { id: 's1', section: 'Lying down; Catching mistakes' },
    position: () =>
      midDeal({
        hands: { [ANNA]: '4D TS', [BEN]: '3S 3H 7D JC', [CARLA]: '6C AC', [DAN]: '4H TH', [EMIL]: '6D AD' },
        // Carla has won the other two threes: the hint names her, since phones show won piles as counts.
        won: { [CARLA]: '3C 3D' },
        table: '5H 9D KS QC 2D 8S',
        turn: BEN,
      }),
    question: {
      kind: 'move',
      actor: BEN,
      actions: ['capture', 'layPair', 'lieDown'],
      goal: (pos, m) => {
        if (m.type === 'layPair') return 'continue';
        if (m.type !== 'lieDown') return { mistake: 'other' };
        return claimsOpenedBy(pos, m).some((c) => c.kind === 'lieDownPair') ? { mistake: 'keptPair' } : 'correct';
      },
    },
  },
  {
    id: 'end-of-deal',
    idea: 'the deal ends when one player holds cards; the table and that hand go to the dealer',
    anchor: 'end-of-deal',
    source: { id: 's1', section: 'Lying down' },
    position: () =>
      midDeal({
        // Every rank an even number of times in hands and table (won piles take ranks in twos): Emil holds
        // the other four and ten, the table pairs; Dan still has nothing to capture.
        hands: { [DAN]: '4D TH', [EMIL]: '6D AD 4C TC' },
        table: '5H 5C 9D 9C KS KH QC QD 2C 2D 8S 8D 6H AH',
        laidDown: [BEN],
        turn: DAN,
      }),
    question: {
      kind: 'players',
      multiple: false,
      answer: (pos) => {
        // Dan cannot capture: his one move is to lie down; the engine says who takes what is left.
        const only = turnMoves(pos)[0];
        const r = only ? applyMove(pos, only.move) : null;
        const left = r && r.ok ? r.value.events.find((e) => e.type === 'leftovers') : undefined;
        return left && left.type === 'leftovers' ? [left.player] : [];
      },
      whyNot: (pos, p) => {
        const only = turnMoves(pos)[0];
        const r = only ? applyMove(pos, only.move) : null;
        const over = r && r.ok ? r.value.events.find((e) => e.type === 'dealOver') : undefined;
        if (over && over.type === 'dealOver' && over.lastHolder === p) return { mistake: 'lastHolder' };
        return { mistake: p === pos.turn ? 'mover' : 'other' };
      },
      // Dan's lie-down played: the deal over, the leftovers in the dealer's won cards.
      outcome: (pos) => {
        const only = turnMoves(pos)[0];
        const r = only ? applyMove(pos, only.move) : null;
        if (!r || !r.ok) return null;
        const left = r.value.events.find((e) => e.type === 'leftovers');
        return { position: r.value.position, cards: left && left.type === 'leftovers' ? left.cards : [] };
      },
    },
  },
  {
    id: 'pay-off',
    idea: 'eight won cards break even; each pair above takes a chip, each pair below pays one',
    anchor: 'pay-off',
    source: { id: 's1', section: 'Pay-off' },
    position: payOffEnd,
    question: {
      kind: 'chips',
      player: EMIL,
      answer: (s) => s.pairChips[EMIL]!,
      mistakes: (s) => ({
        cardsNotPairs: 2 * s.pairChips[EMIL]!,
        withBonus: s.pairChips[EMIL]! + s.bonus.chips,
        lessStake: s.net[EMIL]!,
      }),
    },
  },
  {
    id: 'bonus',
    idea: 'the last player holding cards takes the bonus from the pot, on top of the pairs',
    anchor: 'pay-off',
    source: { id: 's1', section: 'Pay-off, 1' },
    position: payOffEnd,
    question: {
      kind: 'chips',
      player: BEN,
      answer: (s) => payout(s, BEN),
      mistakes: (s) => ({
        noBonus: s.pairChips[BEN]!,
        onlyBonus: s.bonus.chips,
        cardsNotPairs: s.bonus.chips + 2 * s.pairChips[BEN]!,
        lessStake: s.net[BEN]!,
      }),
    },
  },
];

/** The lesson with this id, or undefined. */
export function lessonById(id: string): Lesson | undefined {
  return LLD_LESSONS.find((l) => l.id === id);
}

// --------------------------------------------------------------------------------------------- judging

/** The verdict on an answer. */
export type Verdict =
  | { readonly kind: 'correct' }
  /** A legal step on the way; the lesson goes on from `position`. */
  | { readonly kind: 'continue'; readonly position: Position }
  /** The engine refuses the move: its typed error, and the lesson's word on the attempt (MoveQuestion.refused). */
  | { readonly kind: 'illegal'; readonly error: MoveError; readonly mistake?: string }
  /** A legal move, or a choice, that misses the goal: the lesson's mistake key (and the engine's refusal, for a refused claim). */
  | { readonly kind: 'wrong'; readonly mistake: string; readonly error?: MoveError; readonly player?: Player };

/**
 * The moves of the actor a lesson offers in `pos`: the engine's legal moves of that player (turn moves when
 * on turn, free moves always), of the kinds the lesson's buttons make.
 */
export function offeredMoves(q: MoveQuestion, pos: Position): Move[] {
  const all = [...(pos.turn === q.actor ? turnMoves(pos) : []), ...freeMovesOf(pos, q.actor)];
  return all.map((l) => l.move).filter((m) => q.actions.includes(m.type));
}

/** The moves a move lesson accepts in `pos`: every legal move of the actor that meets its goal. */
export function acceptedMoves(q: MoveQuestion, pos: Position): Move[] {
  return offeredMoves(q, pos).filter((m) => q.goal(pos, m) === 'correct');
}

/**
 * Judges a move: the engine checks it (a refusal is `illegal` with the engine's error), then the lesson's
 * goal decides (`correct`, `continue` with the position reached, or `wrong` with the mistake).
 */
export function judgeMove(q: MoveQuestion, pos: Position, move: Move): Verdict {
  const c = checkMove(pos, move);
  if (!c.ok) {
    const mistake = q.refused?.(pos, move);
    return mistake ? { kind: 'illegal', error: c.error, mistake } : { kind: 'illegal', error: c.error };
  }
  const g = q.goal(pos, move);
  if (g === 'correct') return { kind: 'correct' };
  if (g === 'continue') {
    const r = applyMove(pos, move);
    if (!r.ok) return { kind: 'illegal', error: r.error };
    return { kind: 'continue', position: r.value.position };
  }
  return { kind: 'wrong', mistake: g.mistake };
}

/**
 * A right way through a move lesson, for "Show me": the shortest list of moves (at most `depth`) whose
 * last meets the goal and whose others are `continue` steps. Empty when there is none.
 */
export function solution(q: MoveQuestion, pos: Position, depth = 3): Move[] {
  const found = acceptedMoves(q, pos)[0];
  if (found) return [found];
  if (depth <= 1) return [];
  for (const m of offeredMoves(q, pos)) {
    if (q.goal(pos, m) !== 'continue') continue;
    const r = applyMove(pos, m);
    if (!r.ok) continue;
    const rest = solution(q, r.value.position, depth - 1);
    if (rest.length > 0) return [m, ...rest];
  }
  return [];
}

/** The seats a players lesson offers: every seat of the position. */
export const seats = (pos: Position): Player[] => pos.hands.map((_, p) => p);

/**
 * Judges a choice of seats: right when it is exactly the engine's answer; otherwise the first wrong seat
 * chosen (with its mistake and the engine's refusal, if any), or else the first right seat left out. Every
 * mistake at once: playersMistakes.
 */
export function judgePlayers(q: PlayersQuestion, pos: Position, chosen: readonly Player[]): Verdict {
  return playersMistakes(q, pos, chosen)[0] ?? { kind: 'correct' };
}

/**
 * Every mistake in a choice of seats, so that one check can name them all: each wrong seat chosen (with its
 * mistake and the engine's refusal, if any), then each right seat left out, both in seat order. Empty when
 * the choice is exactly the engine's answer.
 */
export function playersMistakes(q: PlayersQuestion, pos: Position, chosen: readonly Player[]): Verdict[] {
  const answer = new Set(q.answer(pos));
  const out: Verdict[] = [];
  for (const p of [...new Set(chosen)].sort((a, b) => a - b)) {
    if (answer.has(p)) continue;
    const w = q.whyNot(pos, p);
    out.push(w.error ? { kind: 'wrong', mistake: w.mistake, error: w.error, player: p } : { kind: 'wrong', mistake: w.mistake, player: p });
  }
  for (const p of [...answer].sort((a, b) => a - b)) {
    if (!chosen.includes(p)) out.push({ kind: 'wrong', mistake: q.missing?.(pos, p) ?? 'missing', player: p });
  }
  return out;
}

/** The settlement of a chips lesson's position (the position is over). */
export function settlementOf(pos: Position): Settlement {
  const s = settle(pos);
  if (!s.ok) throw new Error(`lesson position: ${s.error.code}`);
  return s.value;
}

/** The numbers a chips lesson offers: the right one and every mistake's, once each, in ascending order. */
export function chipChoices(q: ChipsQuestion, s: Settlement): number[] {
  return [...new Set([q.answer(s), ...Object.values(q.mistakes(s))])].sort((a, b) => a - b);
}

/** Judges a number of chips: right, or the first mistake that gives that number, or `other`. */
export function judgeChips(q: ChipsQuestion, s: Settlement, n: number): Verdict {
  if (n === q.answer(s)) return { kind: 'correct' };
  const hit = Object.entries(q.mistakes(s)).find(([, v]) => v === n);
  return { kind: 'wrong', mistake: hit ? hit[0] : 'other' };
}
