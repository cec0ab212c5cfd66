/**
 * The three-card Loo lesson path as data (issue 14, part 1; the page and its widget are still to come):
 * each lesson teaches one idea on a position built by `looSetup` and legal moves (`applyLooMove`), asks the
 * reader for one call or one card, and decides which answers are right by asking the engine. A move the
 * engine refuses is answered with its typed error (`checkCard`, `applyLooMove`: ERR_MUST_FOLLOW,
 * ERR_MUST_HEAD, ERR_MUST_TRUMP, ERR_MUST_OVERTRUMP, ERR_MUST_LEAD_TRUMP, ERR_MUST_LEAD_ACE, ERR_CALL…),
 * which the site already words in four languages (src/components/loo/looText.ts). Where every legal move
 * is right, the goal is the engine's legality itself; where the rules allow a move the lesson warns
 * against, its goal names the mistake.
 *
 * Seats are the site's Loo names (0 Anna, 1 Ben, 2 Carla, 3 Dan); Dan deals, so Anna is eldest. Trumps are
 * hearts throughout (the turn-up 2♥; the A♥ in the lesson on the turned-up ace). Rules: the seed's
 * three-card and five-card Loo (`threeCard`, `fiveCard`); anchors are those of `/<lang>/loo/three-card/` and
 * `/<lang>/loo/five-card/` by track.
 */
import type { Card, Player } from '../core/types.ts';
import { cards, formatCard, rankOf } from '../core/cards.ts';
import type { Call, LooMove, LooPosition, LooSettlement } from './types.ts';
import type { LooMoveError } from './errors.ts';
import { fiveCard, threeCard } from './options.ts';
import { looSetup } from './setup.ts';
import { applyLooMove, isTrump, legalLooMoves } from './rules.ts';
import { playOutLoo } from './replay.ts';
import { seededRng } from '../core/random.ts';
import { settleLoo } from './settle.ts';

/**
 * What a legal move does for a lesson: meets its goal, meets it with a note (a good answer that could be
 * better, named by key: the reader is told what else would do), or makes the named mistake.
 */
export type LooGoalResult = 'correct' | { readonly note: string } | { readonly mistake: string };

/** A question answered by one move of `actor` (a call or a card). */
export interface LooMoveQuestion {
  readonly kind: 'move';
  readonly actor: Player;
  /** Which moves the widget offers: calls, a card, or an exchange (cards to discard). */
  readonly moves: 'call' | 'card' | 'exchange';
  /** Judges a legal move of the actor. */
  readonly goal: (pos: LooPosition, move: LooMove) => LooGoalResult;
}

/** A question answered by a number of chips for one player (positive: received; negative: paid). */
export interface LooChipsQuestion {
  readonly kind: 'chips';
  readonly player: Player;
  readonly answer: (s: LooSettlement) => number;
  /** The numbers a reader gets by each typical mistake, by key. */
  readonly mistakes: (s: LooSettlement) => Readonly<Record<string, number>>;
}

export interface LooLesson {
  /** Stable id: `data-lesson`, the progress key (`willughby.learn.loo`), the key of its texts. */
  readonly id: string;
  /** The idea, in a few English words (for developers). */
  readonly idea: string;
  /** The track: three-card or five-card Loo. */
  readonly track: 'three' | 'five';
  /** The anchor of the rule's section on the track's rules page. */
  readonly anchor: string;
  /** Where the rule is stated (a site source id and section). */
  readonly source: { readonly id: string; readonly section: string };
  readonly position: () => LooPosition;
  readonly question: LooMoveQuestion | LooChipsQuestion;
}

export type LooVerdict =
  | { readonly kind: 'correct'; readonly note?: string }
  | { readonly kind: 'illegal'; readonly error: LooMoveError }
  | { readonly kind: 'wrong'; readonly mistake: string };

const ANNA = 0;
const BEN = 1;
const CARLA = 2;
const DAN = 3;

/**
 * A three-card deal for four, Dan dealing, trumps hearts (the turn-up `turnUp`, the 2♥ unless a lesson needs
 * another heart): the hands named, the miss, and `carried` chips from the last deal (0: a single pot; more: a
 * double pot). Then the moves given, each checked by the engine. Throws only when the lesson data itself is
 * wrong.
 */
function deal(hands: readonly string[], miss: string, carried: number, moves: readonly LooMove[] = [], turnUp = '2H'): LooPosition {
  const r = looSetup({ rules: threeCard, dealer: DAN, hands: hands.map(cards), miss: cards(miss), turnUp: cards(turnUp)[0]!, carried });
  if (!r.ok) throw new Error(`loo lesson position: ${r.error.code}`);
  let pos = r.value;
  for (const m of moves) {
    const s = applyLooMove(pos, m);
    if (!s.ok) throw new Error(`loo lesson move: ${s.error.code}`);
    pos = s.value.position;
  }
  return pos;
}

/**
 * A five-card deal for four (the seed's five-card Loo: Pam the J♣, an exchange, flushes), Dan dealing,
 * trumps hearts (the turn-up 2♥), a stake of 5; then the moves given. Throws only when the data is wrong.
 */
function deal5(hands: readonly string[], moves: readonly LooMove[] = []): LooPosition {
  const r = looSetup({ rules: fiveCard, dealer: DAN, hands: hands.map(cards), turnUp: cards('2H')[0]!, carried: 0 });
  if (!r.ok) throw new Error(`loo lesson position: ${r.error.code}`);
  let pos = r.value;
  for (const m of moves) {
    const s = applyLooMove(pos, m);
    if (!s.ok) throw new Error(`loo lesson move: ${s.error.code}`);
    pos = s.value.position;
  }
  return pos;
}

const call = (player: Player, c: Call): LooMove => ({ type: 'call', player, call: c });
const play = (player: Player, card: string): LooMove => ({ type: 'play', player, card: cards(card)[0]! });
const keep = (player: Player): LooMove => ({ type: 'exchange', player, discard: [] });
/** Five-card Loo: everyone plays and keeps the cards dealt, Anna to Dan. */
const allPlayKeep: readonly LooMove[] = [call(0, 'play'), call(1, 'play'), call(2, 'play'), call(3, 'play'), keep(0), keep(1), keep(2), keep(3)];
/** Everyone plays in a single pot, Anna to Dan. */
const allPlay: readonly LooMove[] = [call(ANNA, 'play'), call(BEN, 'play'), call(CARLA, 'play'), call(DAN, 'play')];

/** Any legal move is right: the rule is the engine's legality. */
const anyLegal = (): LooGoalResult => 'correct';

/** The hands of the card-play lessons (the miss is set aside: nobody took it). */
const HANDS = ['KS 5C 7D', '4S 6S 9C', '3H 8S JC', '5H 8H 9S'];
const MISS = 'TC TD QC';

/**
 * The three-card track, in the order the issue gives: follow suit; head the trick; trump when void,
 * over-trump; the lead with trumps; the king led when the ace is the turn-up; the single pot's calls; play,
 * pass or take the miss in a double pot; the dealer's special case; the pay-off and being looed. Then the
 * five-card track: the dealer free to pass against one player; Pam the highest trump; "Pam, be civil!"; Pam
 * led; Pam is no club; the exchange; flushes; the payout in fifths.
 */
export const LOO_LESSONS: readonly LooLesson[] = [
  {
    id: 'follow-suit',
    idea: 'follow the suit led when you can',
    track: 'three',
    anchor: 'following',
    source: { id: 'loo-text', section: 'Die Stiche' },
    position: () => deal(HANDS, MISS, 0, [...allPlay, play(ANNA, 'KS')]),
    question: { kind: 'move', actor: BEN, moves: 'card', goal: anyLegal },
  },
  {
    id: 'head-trick',
    idea: 'beat the trick when you can (head it)',
    track: 'three',
    anchor: 'following',
    source: { id: 'loo-text', section: 'Die Stiche' },
    position: () => deal(['KS 5C 7D', '4S AS 9C', '3H 8S JC', '5H 8H 9S'], MISS, 0, [...allPlay, play(ANNA, 'KS')]),
    question: { kind: 'move', actor: BEN, moves: 'card', goal: anyLegal },
  },
  {
    id: 'trump-overtrump',
    idea: 'void in the suit led: trump; a trump already in the trick: over-trump',
    track: 'three',
    anchor: 'following',
    source: { id: 'loo-text', section: 'Die Stiche' },
    position: () => deal(['KS 5C 7D', '4H 6C 9C', '3H 8H JC', '5H 8S 9S'], MISS, 0, [...allPlay, play(ANNA, 'KS'), play(BEN, '4H')]),
    question: { kind: 'move', actor: CARLA, moves: 'card', goal: anyLegal },
  },
  {
    id: 'lead-trump',
    idea: 'the leader must lead a trump when holding one',
    track: 'three',
    anchor: 'lead',
    source: { id: 'loo-text', section: 'Die Stiche' },
    position: () => deal(['6H 9H KS', '4S 6S 9C', '3C 8S JC', '5D 8D 9S'], MISS, 0, allPlay),
    question: { kind: 'move', actor: ANNA, moves: 'card', goal: anyLegal },
  },
  {
    // Not taught before (a Russian newcomer): the lead lesson's "ace first" has an exception.
    id: 'turned-ace',
    idea: 'the ace of trumps turned up: the holder of the king of trumps must lead it instead',
    track: 'three',
    anchor: 'lead',
    source: { id: 'loo-text', section: 'Die Stiche' },
    position: () => deal(['5H KH QS', '4S 6S 9C', '3C 8S JC', '5D 8D 9S'], MISS, 0, allPlay, 'AH'),
    question: { kind: 'move', actor: ANNA, moves: 'card', goal: anyLegal },
  },
  {
    id: 'single-pot',
    idea: 'in a single pot everyone plays; only eldest may take the miss',
    track: 'three',
    anchor: 'calls',
    source: { id: 'loo-text', section: 'Mitspielen, Miss nehmen oder passen' },
    position: () => deal(HANDS, MISS, 0, [call(ANNA, 'play')]),
    question: { kind: 'move', actor: BEN, moves: 'call', goal: anyLegal },
  },
  {
    id: 'double-pot',
    idea: 'in a small double pot: a hand with no trump and no ace is better thrown in — playing is hopeless, and the miss loses on average (the strategy lab, loo.calls.small.none.all.miss)',
    track: 'three',
    anchor: 'calls',
    source: { id: 'loo-text', section: 'Mitspielen, Miss nehmen oder passen' },
    position: () => deal(['3C 4D 6S', '4S 6C 9C', '3H 8S JC', '5H 8H 9S'], MISS, 3),
    question: {
      kind: 'move',
      actor: ANNA,
      moves: 'call',
      // Taking the miss was accepted too, but with 6 chips in the pot it loses on average for a hand without a
      // trump (the strategy page's figure, checked negative at build time): a Russian reader found the lesson
      // and the strategy page at odds.
      goal: (_pos, m) => (m.type === 'call' && m.call === 'play' ? { mistake: 'hopeless' } : m.type === 'call' && m.call === 'miss' ? { mistake: 'missSmallPot' } : 'correct'),
    },
  },
  {
    id: 'dealer',
    idea: 'one other player in on their own cards: the dealer may not pass — play, take the miss, or defend the pot',
    track: 'three',
    anchor: 'dealer',
    source: { id: 'loo-text', section: 'Mitspielen, Miss nehmen oder passen' },
    position: () => deal(HANDS, MISS, 3, [call(ANNA, 'play'), call(BEN, 'pass'), call(CARLA, 'pass')]),
    // Every legal call is right; each gets a note of what it stakes (an English newcomer read one text for all
    // three as if defending the pot won).
    question: { kind: 'move', actor: DAN, moves: 'call', goal: (_pos, m) => (m.type === 'call' ? { note: m.call } : 'correct') },
  },
  {
    id: 'looed',
    idea: 'each trick takes a third of the pot; a player who stood and took no trick is looed',
    track: 'three',
    anchor: 'payout',
    source: { id: 'loo-text', section: 'Auszahlung' },
    position: () =>
      deal(['KS 5C 7D', '4S 6S 9C', '3H 8C JC', '5H 8H 9H'], MISS, 3, [
        ...allPlay,
        // Trick 1: Anna (no trump) leads K♠; Ben follows low; Carla, void, trumps; Dan over-trumps.
        play(ANNA, 'KS'), play(BEN, '4S'), play(CARLA, '3H'), play(DAN, '5H'),
        // Trick 2: Dan must lead a trump; nobody else holds one.
        play(DAN, '8H'), play(ANNA, '5C'), play(BEN, '6S'), play(CARLA, '8C'),
        // Trick 3: the same.
        play(DAN, '9H'), play(ANNA, '7D'), play(BEN, '9C'), play(CARLA, 'JC'),
      ]),
    question: {
      kind: 'chips',
      player: BEN,
      answer: (s) => -s.loos[BEN]!,
      mistakes: (s) => ({ potSize: -s.potBefore, share: -Math.floor(s.potBefore / 3), none: 0 }),
    },
  },
  // ------------------------------------------------------------------------------- five-card Loo
  {
    // Not taught before (a Russian newcomer, fresh from the three-card dealer lesson, where the dealer may not
    // pass): in five-card Loo the dealer may pass against one player, who then takes the pot without play.
    id: 'five-dealer',
    idea: 'five-card Loo: the dealer may pass even against one player, who then takes the pot without play',
    track: 'five',
    anchor: 'calls',
    source: { id: 'loo-text', section: 'Loo mit fünf Karten' },
    position: () => deal5(['AH 3C 5D 6S 8D', 'JC 4C 7D KS 2S', '3S 4D 6C 9C QD', 'TS TD 8C 5S 7S'], [call(ANNA, 'play'), call(BEN, 'pass'), call(CARLA, 'pass')]),
    // Both calls open are right. Passing is the lesson's point (and, with no trump, the sound call): "Show me"
    // shows it (a French newcomer was shown "play" and told about passing); playing gets a note that passing
    // was open too.
    question: { kind: 'move', actor: DAN, moves: 'call', goal: (_pos, m) => (m.type === 'call' && m.call === 'play' ? { note: 'play' } : 'correct') },
  },
  {
    id: 'pam-highest',
    idea: 'Pam (the jack of clubs) is the highest trump, above the ace of trumps',
    track: 'five',
    anchor: 'pam',
    source: { id: 'loo-text', section: 'Loo mit fünf Karten' },
    position: () =>
      deal5(['AH 3C 5D 6S 8D', 'JC 4C 7D KS 2S', '3S 4D 6C 9C QD', 'TS TD 8C 5S 7S'], [...allPlayKeep, play(ANNA, 'AH')]),
    question: { kind: 'move', actor: BEN, moves: 'card', goal: anyLegal },
  },
  {
    id: 'pam-civil',
    idea: '"Pam, be civil!": led with the ace of trumps, the call keeps Pam back unless it is the only trump',
    track: 'five',
    anchor: 'pam-be-civil',
    source: { id: 'loo-text', section: 'Loo mit fünf Karten' },
    position: () =>
      deal5(['AH 3C 5D 6S 8D', 'JC 4H 7D KS 2S', '3S 4D 6C 9C QD', 'TS TD 8C 5S 7S'], [
        ...allPlayKeep,
        { type: 'play', player: ANNA, card: cards('AH')[0]!, civil: true },
      ]),
    question: { kind: 'move', actor: BEN, moves: 'card', goal: anyLegal },
  },
  {
    id: 'pam-led',
    idea: 'Pam led: everyone must play a trump',
    track: 'five',
    anchor: 'play',
    source: { id: 'loo-text', section: 'Loo mit fünf Karten' },
    position: () =>
      deal5(['JC 3C 5D 6S 8D', '3H 9H 7D KS 2S', '3S 4D 6C 9C QD', 'TS TD 8C 5S 7S'], [...allPlayKeep, play(ANNA, 'JC')]),
    question: { kind: 'move', actor: BEN, moves: 'card', goal: anyLegal },
  },
  {
    id: 'pam-not-club',
    idea: 'Pam is a trump, not a club: it does not follow a club lead',
    track: 'five',
    anchor: 'pam',
    source: { id: 'denexa', section: 'Pam' },
    position: () =>
      deal5(['KC 3S 5D 6S 8D', 'JC 4C 7D KS 2S', '3C 4D 6C 9C QD', 'TS TD 8C 5S 7S'], [...allPlayKeep, play(ANNA, 'KC')]),
    question: { kind: 'move', actor: BEN, moves: 'card', goal: anyLegal },
  },
  {
    id: 'exchange',
    idea: 'the exchange: throw away what cannot win, keep trumps and Pam',
    track: 'five',
    anchor: 'exchange',
    source: { id: 'loo-text', section: 'Loo mit fünf Karten' },
    position: () =>
      deal5(['JC AH 9H 3S 4D', '4C 7D KS 2S 6H', '3C 4S 6C 9C QD', 'TS TD 8C 5S 7S'], [call(ANNA, 'play'), call(BEN, 'play'), call(CARLA, 'play'), call(DAN, 'play')]),
    question: {
      kind: 'move',
      actor: ANNA,
      moves: 'exchange',
      goal: (pos, m) => {
        if (m.type !== 'exchange') return { mistake: 'other' };
        // A trump thrown: which one, said (an English newcomer read one text whichever card went).
        const trumps = m.discard.filter((c) => isTrump(pos, c));
        if (trumps.length > 1) return { mistake: 'threwTrump' };
        if (trumps.length === 1) return { mistake: trumps[0] === pos.pam ? 'threwPam' : rankOf(trumps[0]!) === 0 /* the ace (ranks ace low) */ ? 'threwAce' : 'threwLowTrump' };
        if (m.discard.length === 0) return { mistake: 'keptAll' };
        // Both plain cards (3♠, 4♦) are hopeless: throwing one is good (a note names the one kept), both
        // the whole idea.
        const kept = pos.hands[m.player]!.filter((c) => !isTrump(pos, c) && !m.discard.includes(c));
        return kept.length === 1 ? { note: `kept${formatCard(kept[0]!).toLowerCase()}` } : 'correct';
      },
    },
  },
  {
    id: 'flush',
    idea: 'a flush wins the pot before play; the others who stood are looed',
    track: 'five',
    anchor: 'flush',
    source: { id: 'loo-text', section: 'Loo mit fünf Karten' },
    position: () => deal5(['2D 5D 7D 9D QD', '4C 7C KS 2S 6H', '3C 4S 6C 9C QS', 'TS TD 8C 5S 7S'], allPlayKeep),
    question: {
      kind: 'chips',
      player: BEN,
      answer: (s) => -s.loos[BEN]!,
      mistakes: (s) => ({ none: 0, share: -Math.floor(s.potBefore / 5) }),
    },
  },
  {
    id: 'five-payout',
    idea: 'five tricks, each a fifth of the pot',
    track: 'five',
    anchor: 'payout',
    source: { id: 'loo-text', section: 'Loo mit fünf Karten' },
    position: () => {
      // A whole deal played by the engine's random player from a fixed deal and seed.
      const start = deal5(['JC AH 9H 3S 4D', '4C 7D KS 2S 6H', '3C 4S 6C 9C QD', 'TS TD 8C 5S 7S'], allPlayKeep);
      const t = playOutLoo(start, seededRng(14));
      return t.steps.at(-1)?.position ?? start;
    },
    question: {
      kind: 'chips',
      player: ANNA,
      answer: (s) => s.shares[ANNA]!,
      mistakes: (s) => ({ wholePot: s.potBefore, oneShare: s.potBefore / 5, none: 0 }),
    },
  },
];

/** The lesson with this id, or undefined. */
export function looLessonById(id: string): LooLesson | undefined {
  return LOO_LESSONS.find((l) => l.id === id);
}

/** The actor's legal moves of the lesson's kind (calls or cards), from the engine. */
export function looOfferedMoves(q: LooMoveQuestion, pos: LooPosition): LooMove[] {
  return legalLooMoves(pos)
    .map((l) => l.move)
    .filter((m) => m.player === q.actor && m.type === (q.moves === 'card' ? 'play' : q.moves));
}

/**
 * Every legal move of the actor that meets the lesson's goal: first those that meet it fully, then those
 * met with a note (so that "Show me" shows the whole idea).
 */
export function looAcceptedMoves(q: LooMoveQuestion, pos: LooPosition): LooMove[] {
  const judged = looOfferedMoves(q, pos).map((m) => ({ m, g: q.goal(pos, m) }));
  return [...judged.filter(({ g }) => g === 'correct'), ...judged.filter(({ g }) => g !== 'correct' && 'note' in g)].map(({ m }) => m);
}

/** Judges a move: refused by the engine (its typed error), or judged by the lesson's goal. */
export function judgeLooMove(q: LooMoveQuestion, pos: LooPosition, move: LooMove): LooVerdict {
  const r = applyLooMove(pos, move);
  if (!r.ok) return { kind: 'illegal', error: r.error };
  const g = q.goal(pos, move);
  if (g === 'correct') return { kind: 'correct' };
  return 'note' in g ? { kind: 'correct', note: g.note } : { kind: 'wrong', mistake: g.mistake };
}

/** The settlement of a chips lesson's finished deal. */
export function looSettlementOf(pos: LooPosition): LooSettlement {
  const s = settleLoo(pos);
  if (!s.ok) throw new Error(`loo lesson position: ${s.error.code}`);
  return s.value;
}

/** Judges a number of chips: right, the first mistake giving that number, or `other`. */
export function judgeLooChips(q: LooChipsQuestion, s: LooSettlement, n: number): LooVerdict {
  if (n === q.answer(s)) return { kind: 'correct' };
  const hit = Object.entries(q.mistakes(s)).find(([, v]) => v === n);
  return { kind: 'wrong', mistake: hit ? hit[0] : 'other' };
}

/** A card as the lessons write it, for tests and data: `cards('KS')[0]`. */
export const card = (text: string): Card => cards(text)[0]!;
