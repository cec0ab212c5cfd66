/**
 * The trick trainer's material: a seeded stream of play positions, each showing one of the rules of card
 * play (a focus), and for the hand on turn which cards may be played and which rule allows or forbids each.
 * Positions are reached by legal play from a seeded deal (looDealSeeded, legalLooMoves, applyLooMove), so
 * every one replays from its deal through its history (looMovesOf + replayLoo). No rule is decided here:
 * the judgements are checkCard's and legalCards' (rules.ts); this module only searches and sorts.
 *
 * The rules shown (seed 004, "Die Stiche" and "Loo mit fünf Karten", unless a rule set's citation says
 * otherwise): the lead (a trump; the ace of trumps; Peel's and Cassell's highest trump), follow suit, head
 * the trick, trump and over-trump when void, any card when the trick cannot be beaten, and Pam: "Pam, be
 * civil!", Pam led forces trumps, Pam counts as a trump when following.
 */
import type { Card, Player, Result } from '../core/types.ts';
import { seededRng, type Rng } from '../core/random.ts';
import { suitOf } from '../core/cards.ts';
import type { LooMove, LooPosition } from './types.ts';
import { LOO_RULES, type LooOptionId, type LooRules } from './options.ts';
import type { LooMoveError } from './errors.ts';
import { looDealSeeded } from './setup.ts';
import { applyLooMove, checkCard, effectiveSuit, legalCalls, legalCardList, legalCards, trickWinner } from './rules.ts';
import { plainLooMove, randomLooMove } from './replay.ts';

/**
 * What a trainer position shows:
 * - `lead`: the reader leads and a lead duty forbids some cards (a trump; the ace of trumps; the highest trump);
 * - `follow`: the reader can follow suit but not beat the trick: the other suits are forbidden;
 * - `head`: the reader can follow suit and beat the trick: a lower card of the suit is forbidden;
 * - `trump`: the reader is void in the suit led and must trump (or over-trump);
 * - `free`: the reader can neither follow nor beat the trick: any card (nothing forbidden);
 * - `pamCivil`: the ace of trumps was led with "Pam, be civil!" and the reader holds Pam (five-card);
 * - `pamLed`: Pam was led, and the reader must play a trump;
 * - `pamFollow`: the reader holds Pam, which counts as a trump when following (not as a club).
 */
export type TrainerFocus = 'lead' | 'follow' | 'head' | 'trump' | 'free' | 'pamCivil' | 'pamLed' | 'pamFollow';

/** Every focus, in the order the trainer offers them. */
export const TRAINER_FOCI: readonly TrainerFocus[] = ['lead', 'follow', 'head', 'trump', 'free', 'pamCivil', 'pamLed', 'pamFollow'];

/**
 * The foci a rule set can show: no lead focus without a lead duty (`lead`, `leadAce`), no heading without
 * `head`, no trumping duty under `trumpWhenVoid: 'free'`, the Pam foci only with Pam (`pam`), "Pam, be
 * civil!" only where the call exists (`pamCivil`).
 */
export function trainerFoci(rules: LooRules): TrainerFocus[] {
  const o = rules.options;
  return TRAINER_FOCI.filter((f) => {
    switch (f) {
      case 'lead':
        return o.lead !== 'free' || o.leadAce;
      case 'head':
        return o.head;
      case 'trump':
        return o.trumpWhenVoid !== 'free';
      case 'pamCivil':
        return o.pam !== 'none' && o.pamCivil !== 'none';
      case 'pamLed':
      case 'pamFollow':
        return o.pam !== 'none';
      default:
        return true;
    }
  });
}

/** The options that decide which card may be played (with the hand size, they make a rule set's card play). */
const PLAY_OPTIONS: readonly LooOptionId[] = ['handSize', 'hiddenTrump', 'pam', 'pamStatus', 'pamCivil', 'lead', 'leadAce', 'leadDuty', 'head', 'trumpWhenVoid'];

/**
 * The rule sets whose card play differs (three-card first, then five-card): the seed's two forms and each
 * variant that changes a play option, the first of any with the same card play (Enquire Within plays as
 * Peel; Irish Loo, club law and the pot variants play as three-card Loo). The test implementation's rules
 * (`peer`) are left out: they are not a historical rule set. `form` keeps the three- or five-card ones.
 */
export function trainerRuleSets(form?: 'three' | 'five'): LooRules[] {
  const seen = new Set<string>();
  const out: LooRules[] = [];
  for (const r of Object.values(LOO_RULES)) {
    if (r.id === 'peer') continue;
    if (form && r.options.handSize !== (form === 'three' ? 3 : 5)) continue;
    const key = JSON.stringify(PLAY_OPTIONS.map((k) => r.options[k]));
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(r);
  }
  return out.sort((a, b) => a.options.handSize - b.options.handSize);
}

/**
 * A card of the hand on turn as the rules judge it. Legal: the rule that allows it (checkCard's option key,
 * or `free` when the trick can be neither followed nor beaten and so any card goes, seed 004 "Nur wenn du den
 * Stich gar nicht schlagen kannst, darfst du eine beliebige Karte legen"); for a lead (`lead`), which duty
 * it meets: `trump` (a trump, holding one), `highest` (the highest trump: Cassell, Peel), `any` (no duty
 * binds this lead); `civil` when leading it may carry "Pam, be civil!". Illegal: checkCard's error and the
 * option that forbids the card.
 */
export type TrainerCard =
  | { readonly card: Card; readonly legal: true; readonly rule: LooOptionId | 'free'; readonly lead?: 'trump' | 'highest' | 'any'; readonly civil: boolean }
  | { readonly card: Card; readonly legal: false; readonly rule: LooOptionId; readonly error: LooMoveError };

/** The cards of the player on turn, in hand order, each judged (see TrainerCard). Empty outside the play phase. */
export function trainerCards(pos: LooPosition): TrainerCard[] {
  if (pos.phase !== 'play' || pos.turn === null) return [];
  const hand = pos.hands[pos.turn]!;
  const legal = legalCards(pos);
  const allowed = new Set(legalCardList(pos)).size;
  const all = allowed === hand.length;
  const duty = all ? 'any' : allowed === 1 && (pos.options.lead === 'highestTrump' || pos.options.lead === 'peel') ? 'highest' : 'trump';
  return hand.map((card): TrainerCard => {
    const r = checkCard(pos, card);
    if (r.ok) {
      const rule = r.value === 'trumpWhenVoid' && all ? 'free' : r.value;
      const civil = legal.some((l) => l.move.card === card && l.move.civil === true);
      return rule === 'lead' ? { card, legal: true, rule, lead: duty, civil } : { card, legal: true, rule, civil };
    }
    const e = r.error as LooMoveError & { rule?: LooOptionId };
    return { card, legal: false, rule: e.rule ?? 'follow', error: r.error };
  });
}

/** Whether `pos` shows `focus` (see TrainerFocus); the hand on turn holds at least two cards. */
export function showsFocus(pos: LooPosition, focus: TrainerFocus): boolean {
  if (pos.phase !== 'play' || pos.turn === null) return false;
  const hand = pos.hands[pos.turn]!;
  if (hand.length < 2) return false;
  const cards = trainerCards(pos);
  const codes = new Set(cards.flatMap((c) => (c.legal ? [] : [c.error.code])));
  const rules = new Set(cards.flatMap((c) => (c.legal ? [c.rule] : [])));
  if (pos.trick.length === 0) return focus === 'lead' && codes.size > 0;
  const first = pos.trick[0]!;
  const pam = pos.pam;
  const pamLed = first === pam;
  const led = effectiveSuit(pos, first);
  const holdsLed = hand.some((c) => effectiveSuit(pos, c) === led);
  const plain = !pamLed && !pos.civil;
  switch (focus) {
    case 'lead':
      return false;
    case 'follow':
      return plain && rules.size === 1 && rules.has('follow') && codes.has('ERR_MUST_FOLLOW');
    case 'head':
      return plain && rules.has('head') && codes.has('ERR_MUST_HEAD');
    case 'trump':
      return plain && !holdsLed && rules.has('trumpWhenVoid') && (codes.has('ERR_MUST_TRUMP') || codes.has('ERR_MUST_OVERTRUMP'));
    case 'free':
      return plain && !holdsLed && codes.size === 0 && rules.has('free');
    case 'pamCivil':
      return pos.civil && hand.includes(pam) && codes.size > 0;
    case 'pamLed':
      return pamLed && hand.some((c) => suitOf(c) === pos.trump) && codes.has('ERR_MUST_FOLLOW');
    case 'pamFollow': {
      if (!plain || !hand.includes(pam) || codes.size === 0) return false;
      // Trumps led (Pam follows as a trump), Pam's own suit led (Pam is no card of it), or void (Pam trumps).
      return led === pos.trump || (suitOf(pam) === suitOf(first) && suitOf(pam) !== pos.trump) || !holdsLed;
    }
  }
}

/** How many deals the search tries before it settles for its fallback. */
const MAX_DEALS = 600;

/**
 * The search's players: everyone plays ("calls: everyone plays"); an exchange now keeps the good cards, now
 * draws at random; cards are played at random, except that Pam is led whenever the focus is `pamLed` and
 * "Pam, be civil!" is always called for `pamCivil`.
 */
function steer(pos: LooPosition, rng: Rng, focus: TrainerFocus): LooMove | null {
  const p = pos.turn;
  if (p === null) return null;
  if (pos.phase === 'call') {
    const calls = legalCalls(pos);
    return (calls.find((c) => c.move.call === 'play') ?? calls[0]!).move;
  }
  if (pos.phase === 'exchange') return rng.int(3) === 0 ? randomLooMove(pos, rng) : plainLooMove(pos);
  if (pos.trick.length === 0) {
    const legal = legalCards(pos);
    if (focus === 'pamLed') {
      const pam = legal.find((l) => l.move.card === pos.pam);
      if (pam) return pam.move;
    }
    if (focus === 'pamCivil') {
      const civil = legal.find((l) => l.move.civil === true);
      if (civil) return civil.move;
    }
  }
  return randomLooMove(pos, rng);
}

/**
 * A position for the trick trainer: the play phase, the reader (the seat on turn) to lead or to play to a
 * trick in progress, holding at least two cards, and showing `focus` (default: one of the rule set's foci,
 * chosen by the seed). Deterministic: the same seed and options give the same position.
 *
 * Search: seeded deals for 4 or 5 players (within the rules' player counts), everyone plays, then legal
 * play until a position shows the focus, for at most MAX_DEALS deals. Should none show it (a focus the
 * rules cannot produce), the first position in which the reader has a card to get wrong, else the first
 * play position, is returned. Every focus but `free` leaves the reader at least one forbidden card.
 * Throws only if the rules cannot be dealt.
 */
export function trainerPosition(seed: number, opts: { rules: LooRules; focus?: TrainerFocus }): LooPosition {
  const { rules } = opts;
  const foci = trainerFoci(rules);
  const focus = opts.focus ?? foci[Math.abs(seed | 0) % foci.length]!;
  const rng = seededRng(seed);
  const o = rules.options;
  let fallback: LooPosition | null = null;
  let anyPlay: LooPosition | null = null;
  for (let k = 0; k < MAX_DEALS; k++) {
    const players = Math.max(o.minPlayers, Math.min(o.maxPlayers, 4 + rng.int(2)));
    const d = looDealSeeded(rng, { rules, players, dealer: rng.int(players) });
    if (!d.ok) throw new Error(`trainerPosition: ${d.error.code}`);
    let pos = d.value;
    while (pos.phase !== 'over') {
      if (pos.phase === 'play' && pos.hands[pos.turn!]!.length >= 2) {
        if (showsFocus(pos, focus)) return pos;
        anyPlay ??= pos;
        if (!fallback && trainerCards(pos).some((c) => !c.legal)) fallback = pos;
      }
      const m = steer(pos, rng, focus);
      if (!m) break;
      const r = applyLooMove(pos, m);
      if (!r.ok) throw new Error(`trainerPosition: ${r.error.code}`);
      pos = r.value.position;
    }
  }
  const out = fallback ?? anyPlay;
  if (!out) throw new Error('trainerPosition: no play position');
  return out;
}

/** A card played in the trainer, and the trick as it then stands. */
export interface TrainerPlay {
  /** The position after the card. */
  readonly position: LooPosition;
  /** The position to draw: the trick with the card in it (when the card completed the trick, the finished trick, nobody on turn). */
  readonly table: LooPosition;
  /** Who wins the trick so far, or won it when it is complete (seed 004: the highest trump, else the highest card of the suit led). */
  readonly leader: Player;
  /** The card completed the trick. */
  readonly complete: boolean;
}

/**
 * Plays `card` for the player on turn (with "Pam, be civil!" when `civil` and the lead allows it) and says
 * who wins the trick so far. Errors: those of applyLooMove (the rule that forbids the card).
 */
export function trainerPlay(pos: LooPosition, card: Card, civil = false): Result<TrainerPlay, LooMoveError> {
  if (pos.turn === null) return { ok: false, error: { code: 'ERR_DEAL_OVER' } };
  const p = pos.turn;
  const move: LooMove = civil ? { type: 'play', player: p, card, civil: true } : { type: 'play', player: p, card };
  const r = applyLooMove(pos, move);
  if (!r.ok) return r;
  const after = r.value.position;
  const done = r.value.events.find((e) => e.type === 'trick');
  if (done && done.type === 'trick') {
    const table: LooPosition = { ...after, trick: done.cards, trickPlayers: [...pos.trickPlayers, p], turn: null };
    return { ok: true, value: { position: after, table, leader: done.winner, complete: true } };
  }
  return { ok: true, value: { position: after, table: after, leader: trickWinner(after, after.trick, after.trickPlayers), complete: false } };
}
