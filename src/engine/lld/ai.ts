/**
 * Computer players for a deal against the reader, at three levels that follow the seed's tips for
 * beginners (seed 001, "Tips for beginners"), and the hint a reader can ask for. A computer player sees
 * only what its seat may see: its own hand, the table and the won piles (when they lie face up).
 */
import type { LegalMove, Move, Player, Position } from './types.ts';
import type { Rng } from '../core/random.ts';
import type { FastDeal } from './fastplay.ts';
import { dealOf, freeMovesOf, rankCount, turnMoves, type Deal } from './rules.ts';
import { alikeKey, moveKey } from './moveKey.ts';
import { rankOf } from '../core/cards.ts';

/**
 * How a computer player chooses its capture:
 * - `plain`: any legal capture, at random;
 * - `willughby`: Willughby's advice — a lone card of a rank on the table that it can match is taken at
 *   once, before someone else does; otherwise at random;
 * - `careful`: Willughby's advice, and the seed's other tips — captures that cannot be lost (two or three
 *   of a rank on the table) are kept for later, a pair is taken one card at a time, and no capture leaves
 *   two cards of three to a claim.
 */
export type Level = 'plain' | 'willughby' | 'careful';

/** The levels, weakest first. */
export const LEVELS: readonly Level[] = ['plain', 'willughby', 'careful'];

/**
 * Why the hint suggests its move (seed 001): `lone` — take a lone card before someone else does;
 * `oneAtATime` — a pair against a pair is taken one card per turn; `takeAll` — taking one of three would
 * leave two to a claim; `keepSafe` — a capture that cannot be lost is kept, so the least valuable one is
 * made now (`keepSafeOne` where every capture costs one card, so that none is urgent);
 * `only` — the only capture; `lieDown` — no capture is possible; `declare` — a prial or
 * mournival, or a pair whose rank is otherwise captured, is put down at once; `claim` — an overlooked
 * mistake is there to claim.
 */
export type HintReason = 'lone' | 'oneAtATime' | 'takeAll' | 'keepSafe' | 'keepSafeOne' | 'only' | 'onlyAnySuit' | 'lieDown' | 'declare' | 'claim';

/** A suggested move with the tip it follows. */
export interface Hint {
  readonly move: LegalMove;
  readonly reason: HintReason;
  /**
   * How many choices the tip rates as highly as this one, this one included (captures judged alike, of which the
   * hint names the first), captures alike but for their suits counted once (moveKey.ts alikeKey); absent for a
   * free move, a lie-down or the only capture.
   */
  readonly alike?: number;
  /**
   * The captures the tip rates alike, `move` first (`alike` of them); absent where `alike` is. The game's hint
   * names, of these, the one the simulated deals rate best (components/play/weighedHint.ts), so that it does
   * not send the reader to one the numbers then warn against.
   */
  readonly alikeMoves?: readonly LegalMove[];
}

/** HintReason of the captures judged (judgeCapture's `reason`), by code. */
const CAPTURE_REASONS: readonly HintReason[] = ['lone', 'takeAll', 'oneAtATime', 'keepSafe'];
const LONE = 0;
const TAKE_ALL = 1;
const ONE_AT_A_TIME = 2;
const KEEP_SAFE = 3;

/** The reason (an index of CAPTURE_REASONS) of the capture judgeCapture judged last. */
let judgedReason = KEEP_SAFE;

/**
 * What the k-th capture of the player on turn in `d` (turnMoveList's order) means for that player, by the
 * seed's tips (seed 001, "Tips for beginners"): its score, higher is better; its reason in `judgedReason`.
 * It reads only what that player sees: their hand, the table, and the won piles (only their own when won
 * cards lie face down).
 */
function judgeCapture(d: Deal, k: number): number {
  d.findCapture(k);
  const r = d.foundRank;
  const p = d.turn;
  const played = rankCount(d.foundMove & 15, 0, 0);
  const taken = rankCount(d.foundMove >> 4, 0, 0);
  const onTable = rankCount(d.tableLo, d.tableHi, r);
  const inHand = rankCount(d.handLo[p]!, d.handHi[p]!, r);
  // Willughby: a lone table card that someone else may match (a card of its rank unseen) is taken quickly.
  if (onTable === 1) {
    const won = d.rules.wonFaceDown ? rankCount(d.wonLo[p]!, d.wonHi[p]!, r) : rankCount(d.wonAllLo, d.wonAllHi, r);
    if (onTable + inHand + won < 4) {
      judgedReason = LONE;
      return 100 + taken;
    }
  }
  judgedReason = TAKE_ALL;
  // Taking one of three leaves the other two to whoever claims them first (where the reading lets them).
  if (onTable === 3 && taken === 1 && d.rules.claimOneOfThree) return -100;
  if (onTable === 3) return 20 - played;
  // A pair in hand against a pair on the table: one card at a time, two turns nobody can take from you.
  if (onTable === 2 && inHand >= 2) {
    judgedReason = ONE_AT_A_TIME;
    return played === 1 ? 30 : 10;
  }
  // Two or three on the table cannot all be lost: keep the hand long, spend as few cards as possible.
  judgedReason = KEEP_SAFE;
  return 10 - played * 5 + taken;
}

/**
 * A tip for beginners (seed 001, "Tips for beginners") that a capture goes against: `keepSafe` — a capture
 * that cannot be lost, made now when it could wait; `oneAtATime` — both cards of a pair in hand played against
 * a pair on the table, where one at a time gives two safe turns.
 */
export type BrokenTip = 'keepSafe' | 'keepSafeLone' | 'oneAtATime';

/**
 * The tip that the capture `move` of the player on turn goes against, as the careful level files captures
 * (judgeCapture, from what that player sees): `keepSafe` for a safe capture (all three of a rank taken at once
 * included), `oneAtATime` for a pair played whole against a pair. Null for a capture that follows its tip (a
 * lone card taken, one card of a pair; taking one of three is the coach's claim warning), for any other move,
 * and for a move that is not a capture open now. The coach names it beside the tip the better choice follows (a German newcomer,
 * told only that the better move took a lone card, asked what was wrong with his safe capture).
 */
export function brokenTip(pos: Position, move: Move): BrokenTip | null {
  if (move.type !== 'capture' || pos.turn !== move.player) return null;
  const key = moveKey(move);
  const k = turnMoves(pos).findIndex((l) => moveKey(l.move) === key);
  if (k < 0) return null;
  judgeCapture(dealOf(pos), k);
  // All three of a rank taken with the fourth card: nobody else could have taken them (seed 001's tips: two or
  // three of a rank on the table), a safe capture spent (an English newcomer was given no reason for it).
  // A lone table card that nobody else can match (the rest of its rank in hand or won) is as safe, said with
  // why (an English newcomer was pointed to a tip about two or three table cards, for one).
  if (judgedReason === KEEP_SAFE && move.take.length === 1 && pos.table.toArray().filter((c) => rankOf(c) === rankOf(move.take[0]!)).length === 1) return 'keepSafeLone';
  if (judgedReason === KEEP_SAFE || (judgedReason === TAKE_ALL && move.take.length === 3)) return 'keepSafe';
  return judgedReason === ONE_AT_A_TIME && move.play.length > 1 ? 'oneAtATime' : null;
}

/** Scratch list of capture indices (a hand has at most 13 ranks × 8 captures). */
const picks = new Int32Array(13 * 8);

/**
 * The index in turnMoveList's order of the turn move a computer player at `level` makes for the player on
 * turn in `d` (0 for lying down), drawing from `rng` as computerTurn does: one draw, among all the moves
 * (`plain`, or a single move), the lone-card captures if any (`willughby`), or the best-scored (`careful`).
 */
export function levelTurnIndex(d: Deal, level: Level, rng: Rng): number {
  const n = d.turnCaptureCount();
  if (n <= 1 || level === 'plain') return rng.int(n > 0 ? n : 1);
  let m = 0;
  if (level === 'willughby') {
    for (let k = 0; k < n; k++) {
      judgeCapture(d, k);
      if (judgedReason === LONE) picks[m++] = k;
    }
    return m > 0 ? picks[rng.int(m)]! : rng.int(n);
  }
  let best = -Infinity;
  for (let k = 0; k < n; k++) {
    const score = judgeCapture(d, k);
    if (score > best) {
      best = score;
      m = 0;
    }
    if (score === best) picks[m++] = k;
  }
  return picks[rng.int(m)]!;
}

/**
 * The turn move a computer player at `level` makes for the player on turn, or null if nobody is on turn.
 * `rng` breaks ties and drives the `plain` level; the same seed gives the same choice.
 */
export function computerTurn(pos: Position, level: Level, rng: Rng): LegalMove | null {
  const moves = turnMoves(pos);
  if (moves.length === 0) return null;
  return moves[levelTurnIndex(dealOf(pos), level, rng)]!;
}

/**
 * Plays the deal in `k` to its end with every seat a computer player at `level`, as the game page orders
 * them (computerFree, claimsOf, computerTurn): any free action (declaration, pair) at once, then any
 * claim, then the move of the player on turn; on the rules' kernel, drawing from `rng` as the game page's
 * computer players do. `own`, if given, plays one seat's turns at another level (the analysis plays the
 * analysed player's later turns carefully: analysis.ts). Stops early only if nobody can move (never in a
 * position the engine produced).
 */
export function playOutLevel(k: FastDeal, level: Level, rng: Rng, own?: { readonly player: number; readonly level: Level }): void {
  const d = k.d;
  while (!d.over) {
    let p = 0;
    while (p < d.players && d.freeCountOf(p, true, false) === 0) p++;
    if (p < d.players) {
      k.playFreeOf(p, 0);
      continue;
    }
    p = 0;
    while (p < d.players && d.claimCountOf(p) === 0) p++;
    if (p < d.players) {
      k.playFreeOf(p, d.freeCountOf(p, true, false));
      continue;
    }
    if (d.turn < 0) return;
    d.playTurnAt(levelTurnIndex(d, own && d.turn === own.player ? own.level : level, rng));
  }
}

/**
 * The free actions a computer player at seat `p` makes at once: declarations and pairs laid out of turn
 * (never a claim: the page lets a computer claim only after a pause, so that the reader may be first).
 */
export function computerFree(pos: Position, p: Player): LegalMove | null {
  return freeMovesOf(pos, p).find((l) => l.move.type !== 'claim') ?? null;
}

/** The claims open to seat `p` now (seed 001, "Catching mistakes"). */
export function claimsOf(pos: Position, p: Player): LegalMove[] {
  return freeMovesOf(pos, p).filter((l) => l.move.type === 'claim');
}

/**
 * A hint for seat `p`: a claim or a declaration first (they cost no turn), then, on `p`'s turn, the
 * careful level's capture with the tip it follows, or lying down when there is no capture. Null when
 * `p` has nothing to do.
 */
export function hint(pos: Position, p: Player): Hint | null {
  const free = freeMovesOf(pos, p);
  const claim = free.find((l) => l.move.type === 'claim');
  if (claim) return { move: claim, reason: 'claim' };
  if (free.length > 0) return { move: free[0]!, reason: 'declare' };
  return turnHint(pos, p);
}

/**
 * The turn part of `hint` for seat `p`: on `p`'s turn, the careful level's capture with the tip it follows
 * (seed 001, "Tips for beginners"), the only capture, or lying down when there is none; free actions left
 * aside. The coach compares two captures by it, where a free action open beside them would otherwise stand
 * in the hint's place (a German newcomer, holding a prial, was told that no tip singled out the capture of a
 * lone card). Null when it is not `p`'s turn.
 */
export function turnHint(pos: Position, p: Player): Hint | null {
  if (pos.turn !== p) return null;
  const moves = turnMoves(pos);
  if (moves.length === 0) return null;
  if (moves[0]!.move.type === 'lieDown') return { move: moves[0]!, reason: 'lieDown' };
  // The careful level's choice: the first of the best-scored captures.
  const d = dealOf(pos);
  let best = 0;
  let bestScore = judgeCapture(d, 0);
  let reason = judgedReason;
  let alike = [0];
  for (let k = 1; k < moves.length; k++) {
    const score = judgeCapture(d, k);
    if (score > bestScore) {
      best = k;
      bestScore = score;
      reason = judgedReason;
      alike = [k];
    } else if (score === bestScore) alike.push(k);
  }
  // One capture, or several alike but for suits (7♥ or 7♦ takes 7♣; moveKey.ts alikeKey): no tip chose it (an
  // English newcomer was told to sit on safe captures where he had one choice). Alike but for suits, the hint says
  // the suit is the reader's choice (`onlyAnySuit`: a French newcomer read "the only capture" beside two buttons).
  if (moves.length === 1) return { move: moves[0]!, reason: 'only' };
  if (moves.every((m) => alikeKey(m.move) === alikeKey(moves[0]!.move))) return { move: moves[0]!, reason: 'onlyAnySuit' };
  // Keeping safe captures means spending few cards; where every capture costs one, none of them is urgent
  // (an English reader read "spend as few cards as you can" where no capture cost more than one).
  const oneCard = reason === KEEP_SAFE && moves.every((m) => m.move.type === 'capture' && m.move.play.length === 1);
  // `alike` counts choices, not suits: captures alike but for their suits are one choice (moveKey.ts alikeKey, as the
  // analysis merges them; an English newcomer read "Four captures fit this tip" beside two rows).
  const choices = new Set(alike.map((k) => alikeKey(moves[k]!.move))).size;
  return { move: moves[best]!, reason: oneCard ? 'keepSafeOne' : CAPTURE_REASONS[reason]!, alike: choices, alikeMoves: alike.map((k) => moves[k]!) };
}
