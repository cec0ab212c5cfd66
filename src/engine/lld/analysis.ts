/**
 * Analysis of a position by Monte Carlo (issue 15): every legal choice of one player rated by the chips
 * it is expected to bring that player, with a 95 % confidence interval. For each rollout the cards the
 * player cannot see — the other players' hands — are dealt afresh at random, keeping each hand's size
 * (determinization); the choice is made; the deal is played to its end by computer players of a chosen
 * level under the position's reading; it is settled by the engine's settlement; and the player's net chips
 * are averaged. A free move of the player on turn is rated with the best turn move after it (`then`), and
 * the player's own later turns are played carefully (`own`). What the player sees stays as it is: their own
 * hand, the table and every won pile (each capture, declaration and claim was made face up). All rules are the engine's (`Deal` of rules.ts, through
 * fast play's `FastDeal`; ai.ts for the levels); this module only deals, counts and averages.
 */
import type { LegalMove, Move, Player, Position, Result } from './types.ts';
import { alikeKey } from './moveKey.ts';
import type { Rng } from '../core/random.ts';
import { SeedStream } from '../core/seedstream.ts';
import { CardSet } from '../core/cardset.ts';
import { RunningMean, reportOf, rolloutSeed, type AnalysisReport, type ChoiceRating } from '../core/stats.ts';
import { FastDeal } from './fastplay.ts';
import { applyMove, freeMovesOf, turnMoves } from './rules.ts';
import { levelTurnIndex, playOutLevel, type Level } from './ai.ts';

/**
 * Who plays the rollouts: `random` — fast play's random computer player (replay.ts `randomMove` on the
 * kernel: a free move half the time there is one, else a uniform turn move; the fastest, and the default);
 * or one of ai.ts's levels (`plain`, `willughby`, `careful`), played on the kernel as the game page
 * plays them (ai.ts playOutLevel: free moves at once, then claims, then the computer on turn), except that
 * the analysed player's own later turns are always played at the `careful` level (PositionAnalysis `own`).
 */
export type AnalysisLevel = 'random' | Level;

/** The levels an analysis may use, fastest first. */
export const ANALYSIS_LEVELS: readonly AnalysisLevel[] = ['random', 'plain', 'willughby', 'careful'];

/** Options of `analysePosition`. */
export interface AnalysisOptions {
  /** The seat whose choices are rated (default: the player on turn). */
  readonly player?: Player;
  /** Who plays the rollouts (default `random`). */
  readonly level?: AnalysisLevel;
  /** The seed (a 32-bit integer, default 1): the same seed, position and options give the same ratings. */
  readonly seed?: number;
}

/** Why a position cannot be analysed: the deal is over; a seat that does not exist; a player with no legal move. */
export type AnalysisError =
  | { readonly code: 'ERR_DEAL_OVER' }
  | { readonly code: 'ERR_PLAYER'; readonly player: number }
  | { readonly code: 'ERR_NO_CHOICE'; readonly player: Player };

/**
 * The choice of making no free move now, rated beside the free moves of a player who is not on turn (a
 * pair or mournival laid, a claim: moves any player may make out of turn under some readings): the player
 * makes no free move before the player on turn has moved; from then on the computer players of the
 * analysis's level play the deal out for everyone, this player's seat included. Not a move of the rules:
 * nothing to apply.
 */
export interface WaitChoice {
  readonly move: { readonly type: 'wait'; readonly player: Player };
  readonly rule: 'wait';
}

/** What an analysis rates: a legal move, or (for a player not on turn) making no free move now. */
export type AnalysisChoice = AlikeChoice | WaitChoice;

/**
 * A legal move rated for itself and for the moves `alike` it but for the suits of their cards (moveKey.ts
 * alikeKey: suits never count in Laugh and Lie Down, seed 001), which would rate the same: "7♥ takes 7♣" stands
 * for "7♦ takes 7♣" too. `alike` is left out where there are none. In a report, a free move of the player on
 * turn carries `then`, the turn move after it that it is rated with (PositionAnalysis.then).
 */
export type AlikeChoice = LegalMove & { readonly alike?: readonly Move[]; readonly then?: Move };

/** A Laugh and Lie Down analysis report: each choice rated in chips. */
export type PositionReport = AnalysisReport<AnalysisChoice>;
export type MoveRating = ChoiceRating<AnalysisChoice>;

/**
 * An analysis under way. `step(n)` adds `n` rollouts to every choice and returns the report so far (so a
 * Worker can refine it and report progress); `cancel()` stops it (`step` then adds nothing). Rollout i
 * depends only on the seed and i, so `step(a)` then `step(b)` gives the ratings of `step(a + b)`; every
 * choice's rollout i uses the same hidden cards and the same random stream (common random numbers: the
 * differences between choices are sharper than each mean).
 */
export class PositionAnalysis {
  /** The seat analysed. */
  readonly player: Player;
  /** Its legal choices: turn moves (when on turn), then its free moves, in the engine's order; when not on turn, then `wait` (WaitChoice). */
  readonly choices: readonly AnalysisChoice[];
  readonly level: AnalysisLevel;
  readonly seed: number;
  private readonly pos: Position;
  private readonly stats: RunningMean[];
  /**
   * For a free move of the player on turn (choice c): the turn moves open after it (one of each kind alike
   * but for suits), each with its own running mean; null for any other choice. See `then`.
   */
  private readonly follow: (readonly { readonly move: LegalMove; readonly stats: RunningMean }[] | null)[];
  private readonly k = new FastDeal();
  private readonly rng = new SeedStream();
  /** The cards hidden from the player (the other hands), and the seats and sizes they are dealt to. */
  private readonly pool: number[];
  private readonly seats: number[];
  private readonly sizes: number[];
  /** The hidden hands of the rollout under way, two words per seat. */
  private readonly dealt: Int32Array;
  /**
   * Who plays the analysed player's own later turns: at the `plain` and `willughby` levels the `careful` level
   * (all the beginners' tips), the others' turns the level chosen, so that a choice is rated as if its player
   * went on to play well. Played by the chosen level, that player would later take one of three at random where
   * no lone card lay, so a safe capture kept for later was rated below taking it at once, against the tip the
   * hint had just given (a German and a Russian newcomer, 2026-12-07). `random` stays random for everyone.
   */
  private readonly own: { readonly player: Player; readonly level: Level };
  private cancelled = false;
  private done = 0;

  constructor(pos: Position, player: Player, choices: readonly AnalysisChoice[], level: AnalysisLevel, seed: number) {
    this.pos = pos;
    this.player = player;
    this.choices = choices;
    this.level = level;
    this.seed = seed | 0;
    this.stats = choices.map(() => new RunningMean());
    this.follow = choices.map((c) => followUps(pos, player, c));
    this.pool = [];
    this.seats = [];
    this.sizes = [];
    for (let q = 0; q < pos.players; q++) {
      if (q === player) continue;
      const h = pos.hands[q]!;
      if (h.size === 0) continue;
      this.seats.push(q);
      this.sizes.push(h.size);
      for (const c of h) this.pool.push(c);
    }
    this.dealt = new Int32Array(2 * pos.players);
    this.own = { player, level: 'careful' };
  }

  /** Rollouts per choice so far. */
  get rollouts(): number {
    return this.done;
  }

  /** Stops the analysis: later `step` calls add nothing. */
  cancel(): void {
    this.cancelled = true;
  }

  /**
   * The report so far, without adding rollouts. A free move of the player on turn carries `then`, the turn move
   * it is rated with (see `then`).
   */
  report(): PositionReport {
    const follow = this.choices.map((_, c) => this.bestFollow(c));
    const choices = this.choices.map((c, i) => (follow[i] && c.rule !== 'wait' ? { ...c, then: follow[i].move.move } : c));
    return reportOf(this.player, choices, this.choices.map((_, c) => follow[c]?.stats ?? this.stats[c]!), this.cancelled);
  }

  /**
   * The turn move rated after choice c, when c is a free move of the player on turn (a prial or mournival
   * put down, a pair laid, a claim): such a move costs no turn, and the player still chooses the capture
   * (or lying down) that follows it, so c is rated with the follow-up whose mean is highest so far, each
   * follow-up played out in every rollout (common random numbers). Rated with the level's own choice of
   * capture instead, putting down a prial trailed the best capture by up to two chips where the level
   * picked another capture half the time (a German newcomer, 2026-12-07). Null for any other choice, or
   * before the first rollout.
   */
  then(c: number): LegalMove | null {
    return this.bestFollow(c)?.move ?? null;
  }

  private bestFollow(c: number): { readonly move: LegalMove; readonly stats: RunningMean } | null {
    const f = this.follow[c];
    if (!f || this.done === 0) return null;
    let best = f[0]!;
    for (const x of f) if (x.stats.mean > best.stats.mean) best = x;
    return best;
  }

  /**
   * Deals the hidden cards for rollout i: the pool shuffled (Fisher–Yates from the rollout's seed) and cut
   * into the other players' hands, each of its present size. Returns the hidden hands as seat → cards
   * (for tests: `hiddenDeal(i)` shows what rollout i plays with).
   */
  hiddenDeal(i: number): Map<Player, CardSet> {
    this.deal(i);
    const out = new Map<Player, CardSet>();
    for (const q of this.seats) out.set(q, new CardSet(this.dealt[2 * q]!, this.dealt[2 * q + 1]!));
    return out;
  }

  private deal(i: number): void {
    const rng = this.rng.seed(rolloutSeed(this.seed, i, 1));
    const pool = this.pool;
    for (let j = pool.length - 1; j > 0; j--) {
      const r = rng.int(j + 1);
      const t = pool[j]!;
      pool[j] = pool[r]!;
      pool[r] = t;
    }
    let at = 0;
    for (let s = 0; s < this.seats.length; s++) {
      let lo = 0;
      let hi = 0;
      for (let e = at + this.sizes[s]!; at < e; at++) {
        const c = pool[at]!;
        if (c < 32) lo |= 1 << c;
        else hi |= 1 << (c - 32);
      }
      this.dealt[2 * this.seats[s]!] = lo;
      this.dealt[2 * this.seats[s]! + 1] = hi;
    }
  }

  /** Adds `n` rollouts to every choice (none once cancelled) and returns the report. */
  step(n: number): PositionReport {
    for (let r = 0; r < n && !this.cancelled; r++) {
      const i = this.done;
      this.deal(i);
      for (let c = 0; c < this.choices.length; c++) {
        const f = this.follow[c];
        if (f) for (const x of f) x.stats.add(this.rollout(i, c, x.move));
        else this.stats[c]!.add(this.rollout(i, c, null));
      }
      this.done++;
    }
    return this.report();
  }

  /** The player's net chips after choice c, then the turn move `then` if given, in rollout i (its hidden cards dealt). */
  private rollout(i: number, c: number, then: LegalMove | null): number {
    const pos = this.pos;
    const rng = this.rng.seed(rolloutSeed(this.seed, i, 2));
    const k = this.k;
    const d = k.d;
    d.load(pos, false);
    for (const q of this.seats) d.setHand(q, this.dealt[2 * q]!, this.dealt[2 * q + 1]!);
    const choice = this.choices[c]!;
    if (choice.rule === 'wait') this.waitTurn(k, rng);
    else d.play(choice as LegalMove);
    if (then && !d.over) d.play(then);
    if (!d.over) {
      if (this.level === 'random') k.playOut(rng);
      else playOutLevel(k, this.level, rng, this.own);
    }
    return k.settlement(pos).net[this.player]!;
  }

  /**
   * The wait (WaitChoice): until the player on turn has moved, everyone but this player acts as the
   * computer players of the level do — the random player a free move half the time there is one (fast
   * play's playOut), the levels every free action at once, then claims (ai.ts playOutLevel) — and this
   * player makes no free move; then the player on turn makes the level's move. Every rule is the kernel's.
   */
  private waitTurn(k: FastDeal, rng: Rng): void {
    const d = k.d;
    const quiet = this.player;
    const n = d.players;
    if (this.level === 'random') {
      while (!d.over) {
        let free = 0;
        for (let p = 0; p < n; p++) if (p !== quiet) free += d.freeCountOf(p);
        if (free > 0 && (d.turn < 0 || rng.int(2) === 0)) {
          // The k-th free move of the others, in seat order (as playFree counts everyone's).
          let at = rng.int(free);
          for (let p = 0; p < n; p++) {
            if (p === quiet) continue;
            const m = d.freeCountOf(p);
            if (at < m) {
              k.playFreeOf(p, at);
              break;
            }
            at -= m;
          }
        } else if (d.turn >= 0) {
          d.playTurn(rng);
          return;
        } else return;
      }
      return;
    }
    const level = this.level;
    while (!d.over) {
      let p = 0;
      while (p < n && (p === quiet || d.freeCountOf(p, true, false) === 0)) p++;
      if (p < n) {
        k.playFreeOf(p, 0);
        continue;
      }
      p = 0;
      while (p < n && (p === quiet || d.claimCountOf(p) === 0)) p++;
      if (p < n) {
        k.playFreeOf(p, d.freeCountOf(p, true, false));
        continue;
      }
      if (d.turn >= 0) d.playTurnAt(levelTurnIndex(d, level, rng));
      return;
    }
  }
}

/**
 * The turn moves open to `player` after `choice` (one of each kind alike but for suits), when the choice is
 * a free move the player makes on turn and the turn is still theirs after it; null otherwise (a turn move,
 * the wait, a free move out of turn, or one after which the player is no longer on turn).
 */
function followUps(pos: Position, player: Player, choice: AnalysisChoice): { move: LegalMove; stats: RunningMean }[] | null {
  if (pos.turn !== player || choice.rule === 'wait') return null;
  const t = choice.move.type;
  if (t === 'capture' || t === 'lieDown') return null;
  const after = applyMove(pos, choice.move as Move);
  if (!after.ok || after.value.position.over || after.value.position.turn !== player) return null;
  const seen = new Set<string>();
  const out: { move: LegalMove; stats: RunningMean }[] = [];
  for (const l of turnMoves(after.value.position)) {
    const k = alikeKey(l.move);
    if (seen.has(k)) continue;
    seen.add(k);
    out.push({ move: l, stats: new RunningMean() });
  }
  return out.length > 0 ? out : null;
}

/** The wait choice of `player` (see WaitChoice). */
export function waitChoice(player: Player): WaitChoice {
  return { move: { type: 'wait', player }, rule: 'wait' };
}

/**
 * Starts the analysis of `pos` for one player (default: the player on turn): every legal choice of that
 * player — its turn moves when on turn (captures, or lying down), then its free moves (declarations,
 * pairs out of turn, claims), and for a player not on turn the choice of making none now (`wait`,
 * WaitChoice) — to be rated by `step(n)` (see PositionAnalysis). Moves alike but for suits are one choice
 * (AlikeChoice). Ratings are expected net
 * chips for the deal (stake included; + won, − lost), from that player's view: the other hands are
 * redealt at random for every rollout. Errors: `ERR_DEAL_OVER`; `ERR_PLAYER` for a seat that does not
 * exist; `ERR_NO_CHOICE` when the player has no legal move now (not on turn and no free move).
 *
 * ```ts
 * const a = analysePosition(pos, { level: 'random', seed: 7 });
 * if (a.ok) { const r = a.value.step(5000); r.choices[r.best]; } // { move, n, mean, sd, low, high } (chips)
 * ```
 */
export function analysePosition(pos: Position, opts: AnalysisOptions = {}): Result<PositionAnalysis, AnalysisError> {
  if (pos.over || pos.turn === null) return { ok: false, error: { code: 'ERR_DEAL_OVER' } };
  const player = opts.player ?? pos.turn;
  if (!Number.isInteger(player) || player < 0 || player >= pos.players) return { ok: false, error: { code: 'ERR_PLAYER', player } };
  const legal = [...(pos.turn === player ? turnMoves(pos) : []), ...freeMovesOf(pos, player)];
  if (legal.length === 0) return { ok: false, error: { code: 'ERR_NO_CHOICE', player } };
  // Moves alike but for suits are one choice, rated once under the first of them (AlikeChoice): rating each
  // apart spent rollouts on the same question and showed noise as a difference between them.
  const byKey = new Map<string, { legal: LegalMove; alike: Move[] }>();
  for (const l of legal) {
    const k = alikeKey(l.move);
    const g = byKey.get(k);
    if (g) g.alike.push(l.move);
    else byKey.set(k, { legal: l, alike: [] });
  }
  const choices: AnalysisChoice[] = [...byKey.values()].map((g) => (g.alike.length > 0 ? { ...g.legal, alike: g.alike } : g.legal));
  if (pos.turn !== player) choices.push(waitChoice(player));
  return { ok: true, value: new PositionAnalysis(pos, player, choices, opts.level ?? 'random', opts.seed ?? 1) };
}
