/**
 * The rules of play: the calls, the exchange, the flush, and the cards a player may play, each with the
 * rule (an option key, whose citation gives the source) that allows it; for a card that may not be played,
 * the rule that forbids it. Seed 004 ("Mitspielen, Miss nehmen oder passen", "Die Stiche", "Loo mit fünf
 * Karten") unless the option's citation says otherwise.
 */
import type { Card, Player, Result } from '../core/types.ts';
import { makeCard, suitOf } from '../core/cards.ts';
import type { Call, Flush, LegalCall, LegalCard, LegalLooMove, LooEnd, LooEvent, LooMove, LooPosition, LooStep } from './types.ts';
import { PAM_RANK, looRank } from './types.ts';
import type { LooOptionId } from './options.ts';
import type { LooMoveError } from './errors.ts';

// ————————————————————————————————————————————— cards

/** Whether `c` is a trump now (Pam included); nothing is while the trump is hidden. */
export function isTrump(pos: LooPosition, c: Card): boolean {
  return !pos.trumpHidden && (c === pos.pam || suitOf(c) === pos.trump);
}

/** The suit a card counts as: Pam counts as a trump (seed 004: "der höchste Trumpf"; research 5.20). */
export function effectiveSuit(pos: LooPosition, c: Card): number {
  return c === pos.pam ? pos.trump : suitOf(c);
}

/**
 * How strongly `c` bids for a trick led in suit `led`: 100 + rank for a trump (Pam 113), the Loo rank
 * (0..12, ace high) in the suit led, −1 otherwise. `trumps` false: no card is a trump (hidden trump).
 */
function power(pos: LooPosition, c: Card, led: number, trumps: boolean): number {
  if (trumps) {
    if (c === pos.pam) return 100 + PAM_RANK;
    if (suitOf(c) === pos.trump) return 100 + looRank(c);
  }
  return suitOf(c) === led ? looRank(c) : -1;
}

/** The card that must be led under `leadAce`: the ace of trumps, or the king when the ace is the turn-up (research 5.4). */
export function aceToLead(pos: LooPosition): Card {
  const ace = makeCard(0, pos.trump);
  return pos.deal.turnUp === ace ? makeCard(12, pos.trump) : ace;
}

/** The winner of a complete trick: highest trump, else the highest card of the suit led (seed 004, "Die Stiche"). */
export function trickWinner(pos: LooPosition, cards: readonly Card[], players: readonly Player[]): Player {
  const led = effectiveSuit(pos, cards[0]!);
  const trumps = !pos.trumpHidden;
  let best = 0;
  let bp = -2;
  for (let i = 0; i < cards.length; i++) {
    const v = power(pos, cards[i]!, led, trumps);
    if (v > bp) {
      bp = v;
      best = i;
    }
  }
  return players[best]!;
}

/** What the rules make of the hand of the player on turn in the play phase. */
interface Judgement {
  /** The cards the duty allows (Pam under `pamStatus: 'free'` aside). */
  readonly allowed: readonly Card[];
  /** The rule that allows them. */
  readonly rule: LooOptionId;
  /** Pam, when "subject to no laws" (always playable), else -1. */
  readonly freePam: Card;
  /** Pam, when barred by "Pam, be civil!", else -1. */
  readonly barred: Card;
  /** Whether the play of a card would show a hidden trump (the player cannot follow). */
  readonly shows: boolean;
}

/** The trumps in `h`, highest first. */
function trumpsOf(pos: LooPosition, h: readonly Card[], on: boolean): Card[] {
  const out: Card[] = [];
  for (const c of h) if (on && (c === pos.pam || suitOf(c) === pos.trump)) out.push(c);
  return out.sort((a, b) => power(pos, b, -1, true) - power(pos, a, -1, true));
}

/** The lead duties (seed 004, "Die Stiche"; options `lead`, `leadAce`, `leadDuty`). */
function judgeLead(pos: LooPosition, h: readonly Card[]): Judgement {
  const o = pos.options;
  const duty = !pos.trumpHidden && (o.leadDuty === 'everyTrick' || pos.winners.length === 0);
  const free: Judgement = { allowed: h, rule: 'lead', freePam: -1, barred: -1, shows: false };
  if (!duty) return free;
  const trumps = trumpsOf(pos, h, true);
  if (trumps.length === 0) return free;
  if (o.leadAce) {
    const a = aceToLead(pos);
    if (h.includes(a)) return { allowed: [a], rule: 'leadAce', freePam: -1, barred: -1, shows: false };
  }
  switch (o.lead) {
    case 'anyTrump':
      return { allowed: trumps.slice().sort((a, b) => a - b), rule: 'lead', freePam: -1, barred: -1, shows: false };
    case 'highestTrump':
      return { allowed: [trumps[0]!], rule: 'lead', freePam: -1, barred: -1, shows: false };
    case 'peel':
      return trumps.length >= 2 ? { allowed: [trumps[0]!], rule: 'lead', freePam: -1, barred: -1, shows: false } : free;
    case 'free':
      return free;
  }
}

/** The suit led and the power of the card now winning the trick. */
function trickState(pos: LooPosition): { led: number; best: number } {
  const led = effectiveSuit(pos, pos.trick[0]!);
  let best = -1;
  for (const c of pos.trick) best = Math.max(best, power(pos, c, led, !pos.trumpHidden));
  return { led, best };
}

/**
 * Following (seed 004, "Die Stiche"): follow suit and head the trick when you can; void, trump and
 * over-trump; any card only when the trick cannot be beaten. Pam under "Pam, be civil!" and as "subject
 * to no laws" (options `pamCivil`, `pamStatus`).
 */
function judgeFollow(pos: LooPosition, hand: readonly Card[]): Judgement {
  const o = pos.options;
  const { led, best } = trickState(pos);
  let barred = -1;
  let freePam = -1;
  const pam = pos.pam;
  if (pam >= 0 && hand.includes(pam)) {
    if (pos.civil && o.pamCivil !== 'none') {
      const otherTrumps = hand.some((c) => c !== pam && suitOf(c) === pos.trump);
      if (o.pamCivil === 'strict' ? hand.length > 1 : otherTrumps) barred = pam;
    }
    if (barred < 0 && o.pamStatus === 'free') freePam = pam;
  }
  const h = barred < 0 && freePam < 0 ? hand : hand.filter((c) => c !== pam);
  const suit: Card[] = [];
  for (const c of h) if (effectiveSuit(pos, c) === led) suit.push(c);
  if (suit.length > 0) {
    // Heading applies while the trick is won by the suit led (research 5.2: once trumped, any card of the suit).
    if (o.head && (best < 100 || led === pos.trump)) {
      const beat = suit.filter((c) => power(pos, c, led, !pos.trumpHidden) > best);
      if (beat.length > 0) return { allowed: beat, rule: 'head', freePam, barred, shows: false };
    }
    return { allowed: suit, rule: 'follow', freePam, barred, shows: false };
  }
  // Void in the suit led. A hidden trump is shown now (variant "hidden trump").
  const shows = pos.trumpHidden;
  const trumps = trumpsOf(pos, h, true).sort((a, b) => a - b);
  if (trumps.length > 0 && o.trumpWhenVoid !== 'free') {
    const bestNow = shows ? Math.max(...pos.trick.map((c) => power(pos, c, led, true))) : best;
    const over = o.head ? trumps.filter((c) => power(pos, c, led, true) > bestNow) : trumps;
    if (over.length > 0) return { allowed: over, rule: 'trumpWhenVoid', freePam, barred, shows };
    if (o.trumpWhenVoid === 'always') return { allowed: trumps, rule: 'trumpWhenVoid', freePam, barred, shows };
  }
  return { allowed: h, rule: 'trumpWhenVoid', freePam, barred, shows };
}

function judge(pos: LooPosition, p: Player): Judgement {
  const h = pos.hands[p]!;
  return pos.trick.length === 0 ? judgeLead(pos, h) : judgeFollow(pos, h);
}

/**
 * Whether the hidden trump is shown now: under the variant "hidden trump" (seed 004, "Varianten") the
 * turn-up is turned when a player first cannot follow suit, so the player on turn who is void in the suit
 * led sees the trump before choosing a card (and must then trump by the rules). False in every other case.
 */
export function trumpShownNow(pos: LooPosition): boolean {
  return pos.phase === 'play' && pos.trumpHidden && pos.turn !== null && pos.trick.length > 0 && judge(pos, pos.turn).shows;
}

/** Whether a lead of `card` by `p` may carry the call "Pam, be civil!" (the ace of trumps, rules with Pam and the call). */
function mayCallCivil(pos: LooPosition, card: Card): boolean {
  return pos.trick.length === 0 && pos.pam >= 0 && pos.options.pamCivil !== 'none' && !pos.trumpHidden && card === makeCard(0, pos.trump);
}

/**
 * The cards the player on turn may play, each with the rule that allows it, ascending; the lead of the
 * ace of trumps appears twice where "Pam, be civil!" may be called (once with `civil: true`). Empty
 * outside the play phase.
 */
export function legalCards(pos: LooPosition): LegalCard[] {
  if (pos.phase !== 'play' || pos.turn === null) return [];
  const p = pos.turn;
  const j = judge(pos, p);
  const out: LegalCard[] = [];
  const cards = j.freePam >= 0 && !j.allowed.includes(j.freePam) ? [...j.allowed, j.freePam].sort((a, b) => a - b) : j.allowed;
  for (const card of cards) {
    const rule: LooOptionId = card === j.freePam && !j.allowed.includes(card) ? 'pamStatus' : j.rule;
    out.push({ move: { type: 'play', player: p, card }, rule });
    if (mayCallCivil(pos, card)) out.push({ move: { type: 'play', player: p, card, civil: true }, rule: 'pamCivil' });
  }
  return out;
}

/** The legal cards of the player on turn, as plain cards (fast; no civil calls). */
export function legalCardList(pos: LooPosition): readonly Card[] {
  if (pos.phase !== 'play' || pos.turn === null) return [];
  const j = judge(pos, pos.turn);
  return j.freePam >= 0 && !j.allowed.includes(j.freePam) ? [...j.allowed, j.freePam] : j.allowed;
}

/**
 * Whether the player on turn may play `card`: the rule that allows it, or the error naming the rule that
 * forbids it (ERR_NOT_IN_HAND, ERR_PAM_CIVIL, ERR_MUST_LEAD_ACE, ERR_MUST_LEAD_TRUMP, ERR_MUST_LEAD_HIGHEST,
 * ERR_MUST_FOLLOW, ERR_MUST_HEAD, ERR_MUST_TRUMP, ERR_MUST_OVERTRUMP; ERR_PHASE, ERR_DEAL_OVER outside play).
 */
export function checkCard(pos: LooPosition, card: Card): Result<LooOptionId, LooMoveError> {
  if (pos.phase === 'over' || pos.turn === null) return { ok: false, error: { code: 'ERR_DEAL_OVER' } };
  if (pos.phase !== 'play') return { ok: false, error: { code: 'ERR_PHASE', phase: pos.phase, move: 'play' } };
  const p = pos.turn;
  const h = pos.hands[p]!;
  if (!h.includes(card)) return { ok: false, error: { code: 'ERR_NOT_IN_HAND', player: p, card } };
  const j = judge(pos, p);
  if (card === j.barred) return { ok: false, error: { code: 'ERR_PAM_CIVIL', player: p, card, rule: 'pamCivil' } };
  if (j.allowed.includes(card)) return { ok: true, value: j.rule };
  if (card === j.freePam) return { ok: true, value: 'pamStatus' };
  return { ok: false, error: whyNot(pos, p, card, j) };
}

/** The error for a card outside the allowed set, naming the rule that forbids it. */
function whyNot(pos: LooPosition, p: Player, card: Card, j: Judgement): LooMoveError {
  const o = pos.options;
  if (pos.trick.length === 0) {
    if (j.rule === 'leadAce') return { code: 'ERR_MUST_LEAD_ACE', player: p, card, rule: 'leadAce', required: j.allowed[0]! };
    if (o.lead === 'anyTrump') return { code: 'ERR_MUST_LEAD_TRUMP', player: p, card, rule: 'lead' };
    return { code: 'ERR_MUST_LEAD_HIGHEST', player: p, card, rule: 'lead', required: j.allowed[0]! };
  }
  const led = effectiveSuit(pos, pos.trick[0]!);
  if (j.rule === 'follow') return { code: 'ERR_MUST_FOLLOW', player: p, card, rule: 'follow' };
  if (j.rule === 'head') {
    return effectiveSuit(pos, card) === led
      ? { code: 'ERR_MUST_HEAD', player: p, card, rule: 'head' }
      : { code: 'ERR_MUST_FOLLOW', player: p, card, rule: 'follow' };
  }
  // Void: the card is not a trump, or a trump that does not beat the trick.
  const trumpCard = card === pos.pam || suitOf(card) === pos.trump;
  return trumpCard
    ? { code: 'ERR_MUST_OVERTRUMP', player: p, card, rule: 'head' }
    : { code: 'ERR_MUST_TRUMP', player: p, card, rule: 'trumpWhenVoid' };
}

// ————————————————————————————————————————————— calls

/** Seats in calling and playing order: from the dealer's left round to the dealer. */
function fromLeft(pos: LooPosition): Player[] {
  return Array.from({ length: pos.players }, (_, k) => (pos.dealer + 1 + k) % pos.players);
}

/**
 * The calls open to the player on turn in the call phase, with the rule that allows each (seed 004,
 * "Mitspielen, Miss nehmen oder passen"):
 * - a single pot (`potKinds`): everyone plays; eldest alone may take the miss (`singlePot`);
 * - club law (`clubLaw`): everyone plays, no miss;
 * - otherwise play, pass, or take the miss while nobody has;
 * - the dealer, last: against one player on his own cards he may not pass (play, miss, defend — or concede
 *   under Enquire Within, `dealerVsLone`); against a lone miss-taker he plays or passes.
 */
export function legalCalls(pos: LooPosition): LegalCall[] {
  if (pos.phase !== 'call' || pos.turn === null) return [];
  const p = pos.turn;
  const o = pos.options;
  const mk = (call: Call, rule: LooOptionId): LegalCall => ({ move: { type: 'call', player: p, call }, rule });
  const missFree = pos.miss.length > 0;
  if (pos.clubLaw) return [mk('play', 'clubLaw')];
  if (pos.single) {
    const out = [mk('play', 'potKinds')];
    if (missFree && p === (pos.dealer + 1) % pos.players) out.push(mk('miss', 'singlePot'));
    return out;
  }
  if (p === pos.dealer) {
    const others: Player[] = [];
    for (let q = 0; q < pos.players; q++) if (q !== p && pos.active[q]) others.push(q);
    if (others.length === 1) {
      const q = others[0]!;
      if (pos.calls[q] === 'play' && missFree) {
        return [mk('play', 'dealerVsLone'), mk('miss', 'dealerVsLone'), o.dealerVsLone === 'defend' ? mk('defend', 'dealerVsLone') : mk('concede', 'dealerVsLone')];
      }
      return [mk('play', 'potKinds'), mk('pass', 'potKinds')];
    }
    if (others.length === 0) {
      const out = [mk('play', 'allPassed'), mk('pass', 'allPassed')];
      if (missFree) out.push(mk('miss', 'miss'));
      return out;
    }
  }
  const out = [mk('play', 'potKinds'), mk('pass', 'potKinds')];
  if (missFree) out.push(mk('miss', 'miss'));
  return out;
}

/** The rule that forbids a call not in legalCalls. */
function callForbiddenBy(pos: LooPosition, call: Call): LooOptionId {
  if (pos.clubLaw) return 'clubLaw';
  if (pos.single) return call === 'miss' ? 'singlePot' : 'potKinds';
  if (call === 'miss') return 'miss';
  return 'dealerVsLone';
}

// ————————————————————————————————————————————— exchange

/**
 * The exchanges open to the player on turn in the exchange phase: discard any 0..hand cards the stock can
 * replace (research 5.22: served in turn, refused when the stock is short); the dealer, under
 * `dealerTakesTrump`, also each discard of one or more cards taking the turn-up first. Rule: `exchange`.
 */
export function legalExchanges(pos: LooPosition): LegalLooMove[] {
  if (pos.phase !== 'exchange' || pos.turn === null) return [];
  const p = pos.turn;
  const h = pos.hands[p]!;
  const out: LegalLooMove[] = [];
  const takeUp = pos.options.dealerTakesTrump && p === pos.dealer && pos.turnUp !== null;
  for (let mask = 0; mask < 1 << h.length; mask++) {
    const discard = h.filter((_, i) => (mask >> i) & 1);
    if (discard.length <= pos.stock.length) out.push({ move: { type: 'exchange', player: p, discard }, rule: 'exchange' });
    if (takeUp && discard.length >= 1 && discard.length - 1 <= pos.stock.length) {
      out.push({ move: { type: 'exchange', player: p, discard, turnUp: true }, rule: 'dealerTakesTrump' });
    }
  }
  return out;
}

// ————————————————————————————————————————————— flushes

/**
 * The flush in a hand, or null: five of a suit, or four and Pam (`flush: 'five'`); three trumps
 * (`threeTrumps`). Kind 2 with Pam, 1 in trumps, 0 otherwise (seed 004).
 */
export function flushOf(pos: LooPosition, p: Player): Flush | null {
  const o = pos.options;
  const h = pos.hands[p]!;
  const byPower = (cards: readonly Card[]) => cards.slice().sort((a, b) => flushRank(pos, b) - flushRank(pos, a));
  if (o.flush === 'threeTrumps') {
    if (h.length === 3 && h.every((c) => c === pos.pam || suitOf(c) === pos.trump)) {
      return { player: p, kind: h.includes(pos.pam) ? 2 : 1, suit: pos.trump, cards: byPower(h) };
    }
    return null;
  }
  if (o.flush !== 'five' || h.length !== 5) return null;
  const hasPam = pos.pam >= 0 && h.includes(pos.pam);
  const rest = hasPam ? h.filter((c) => c !== pos.pam) : h;
  const s = suitOf(rest[0]!);
  if (!rest.every((c) => suitOf(c) === s)) {
    // Five clubs holding J♣ fall here only if Pam were not in the hand; with Pam, four others of a suit.
    return null;
  }
  if (!hasPam && rest.length !== 5) return null;
  return { player: p, kind: hasPam ? 2 : s === pos.trump ? 1 : 0, suit: s, cards: byPower(h) };
}

/** A card's rank within a flush: Pam above the ace. */
function flushRank(pos: LooPosition, c: Card): number {
  return c === pos.pam ? PAM_RANK : looRank(c);
}

/** Compares flushes: positive when `a` beats `b` (research 5.16: kind, then cards from the top down or elder hand). */
function compareFlush(pos: LooPosition, a: Flush, b: Flush): number {
  if (a.kind !== b.kind) return a.kind - b.kind;
  if (pos.options.flushTie === 'cards') {
    for (let i = 0; i < a.cards.length; i++) {
      const d = flushRank(pos, a.cards[i]!) - flushRank(pos, b.cards[i]!);
      if (d !== 0) return d;
    }
  }
  const age = (q: Player) => (q - pos.dealer - 1 + pos.players) % pos.players;
  return age(b.player) - age(a.player);
}

// ————————————————————————————————————————————— moves

/** Every legal move of the player on turn: calls, exchanges or cards, each with its rule. */
export function legalLooMoves(pos: LooPosition): LegalLooMove[] {
  switch (pos.phase) {
    case 'call':
      return legalCalls(pos);
    case 'exchange':
      return legalExchanges(pos);
    case 'play':
      return legalCards(pos);
    case 'over':
      return [];
  }
}

/** The next active seat after `from`, clockwise. */
function nextActive(active: readonly boolean[], from: Player): Player {
  const n = active.length;
  for (let k = 1; k <= n; k++) {
    const q = (from + k) % n;
    if (active[q]) return q;
  }
  return from;
}

function over(pos: LooPosition, next: Partial<LooPosition>, end: LooEnd, events: LooEvent[]): LooPosition {
  events.push({ type: 'end', end });
  return { ...pos, ...next, phase: 'over', turn: null, end };
}

/** After the calls (and exchanges): a flush ends the deal; otherwise eldest active leads (seed 004, "Die Stiche"). */
function afterExchange(pos: LooPosition, events: LooEvent[]): LooPosition {
  const o = pos.options;
  if (o.flush !== 'none') {
    const flushes: Flush[] = [];
    for (const q of fromLeft(pos)) {
      if (!pos.active[q] || q === pos.defender) continue;
      const f = flushOf(pos, q);
      if (f) flushes.push(f);
    }
    if (flushes.length > 0) {
      let best = flushes[0]!;
      for (const f of flushes) if (compareFlush(pos, f, best) > 0) best = f;
      return over(pos, {}, { kind: 'flush', flush: best, others: flushes.filter((f) => f !== best) }, events);
    }
  }
  return { ...pos, phase: 'play', turn: nextActive(pos.active, pos.dealer) };
}

/** After the dealer's call: who stands decides whether there is play (seed 004, the dealer's cases). */
function afterCalls(pos: LooPosition, events: LooEvent[]): LooPosition {
  const standing: Player[] = [];
  for (let q = 0; q < pos.players; q++) if (pos.active[q]) standing.push(q);
  if (pos.calls[pos.dealer] === 'concede') {
    const q = standing.find((x) => x !== pos.dealer)!;
    return over(pos, {}, { kind: 'lone', player: q }, events);
  }
  if (standing.length === 0) return over(pos, {}, { kind: 'allPassed', taker: null }, events);
  if (standing.length === 1 && pos.defender === null) return over(pos, {}, { kind: 'lone', player: standing[0]! }, events);
  if (pos.options.exchange) {
    const first = fromLeft(pos).find((q) => pos.active[q] && q !== pos.defender)!;
    return { ...pos, phase: 'exchange', turn: first };
  }
  return afterExchange(pos, events);
}

/**
 * Applies a move and returns the new position with its events. Errors: ERR_DEAL_OVER, ERR_PLAYER,
 * ERR_NOT_YOUR_TURN, ERR_PHASE, ERR_CALL (with the rule that forbids the call), ERR_NOT_IN_HAND,
 * ERR_EXCHANGE, ERR_STOCK_SHORT, ERR_CIVIL, and the card errors of checkCard.
 */
export function applyLooMove(pos: LooPosition, move: LooMove): Result<LooStep, LooMoveError> {
  if (pos.phase === 'over' || pos.turn === null) return { ok: false, error: { code: 'ERR_DEAL_OVER' } };
  const p = move.player;
  if (!Number.isInteger(p) || p < 0 || p >= pos.players) return { ok: false, error: { code: 'ERR_PLAYER', player: p } };
  if (p !== pos.turn) return { ok: false, error: { code: 'ERR_NOT_YOUR_TURN', player: p, turn: pos.turn } };
  const phaseOf = { call: 'call', exchange: 'exchange', play: 'play' } as const;
  if (phaseOf[move.type] !== pos.phase) return { ok: false, error: { code: 'ERR_PHASE', phase: pos.phase, move: move.type } };
  const history = { move, prev: pos.history };
  const events: LooEvent[] = [];
  if (move.type === 'call') {
    if (!legalCalls(pos).some((l) => l.move.call === move.call)) {
      return { ok: false, error: { code: 'ERR_CALL', player: p, call: move.call, rule: callForbiddenBy(pos, move.call) } };
    }
    events.push({ type: 'call', player: p, call: move.call });
    const calls = pos.calls.slice();
    calls[p] = move.call;
    const active = pos.active.slice();
    let hands = pos.hands;
    let miss = pos.miss;
    let defender = pos.defender;
    if (move.call === 'play' || move.call === 'miss' || move.call === 'defend') active[p] = true;
    if (move.call === 'miss' || move.call === 'defend') {
      const hs = hands.slice();
      hs[p] = miss;
      hands = hs;
      miss = [];
      if (move.call === 'defend') defender = p;
    }
    let next: LooPosition = { ...pos, history, calls, active, hands, miss, defender };
    if (p === pos.dealer) return { ok: true, value: { position: afterCalls(next, events), events } };
    const q = (p + 1) % pos.players;
    if (q === pos.dealer && pos.options.allPassed === 'dealerTakes' && !active.some(Boolean)) {
      next = over(next, {}, { kind: 'allPassed', taker: pos.dealer }, events);
      return { ok: true, value: { position: next, events } };
    }
    return { ok: true, value: { position: { ...next, turn: q }, events } };
  }
  if (move.type === 'exchange') {
    const h = pos.hands[p]!;
    const seen = new Set<Card>();
    for (const c of move.discard) {
      if (!h.includes(c)) return { ok: false, error: { code: 'ERR_NOT_IN_HAND', player: p, card: c } };
      if (seen.has(c)) return { ok: false, error: { code: 'ERR_EXCHANGE', player: p } };
      seen.add(c);
    }
    const takeUp = move.turnUp === true;
    if (takeUp && (!pos.options.dealerTakesTrump || p !== pos.dealer || pos.turnUp === null || move.discard.length === 0)) {
      return { ok: false, error: { code: 'ERR_EXCHANGE', player: p } };
    }
    const fromStock = move.discard.length - (takeUp ? 1 : 0);
    if (fromStock > pos.stock.length) return { ok: false, error: { code: 'ERR_STOCK_SHORT', player: p, wanted: fromStock, left: pos.stock.length } };
    const drawn = [...(takeUp ? [pos.turnUp!] : []), ...pos.stock.slice(0, fromStock)];
    const hs = pos.hands.slice();
    hs[p] = [...h.filter((c) => !seen.has(c)), ...drawn].sort((a, b) => a - b);
    events.push({ type: 'exchange', player: p, discard: move.discard.slice(), drawn });
    let next: LooPosition = { ...pos, history, hands: hs, stock: pos.stock.slice(fromStock), turnUp: takeUp ? null : pos.turnUp };
    const order = fromLeft(pos).filter((q) => pos.active[q] && q !== pos.defender);
    const i = order.indexOf(p);
    if (i + 1 < order.length) return { ok: true, value: { position: { ...next, turn: order[i + 1]! }, events } };
    next = afterExchange(next, events);
    return { ok: true, value: { position: next, events } };
  }
  // Card play.
  const card = move.card;
  const h = pos.hands[p]!;
  if (!h.includes(card)) return { ok: false, error: { code: 'ERR_NOT_IN_HAND', player: p, card } };
  const civil = move.civil === true;
  if (civil && !mayCallCivil(pos, card)) return { ok: false, error: { code: 'ERR_CIVIL', player: p } };
  const j = judge(pos, p);
  let rule: LooOptionId;
  if (card === j.barred) return { ok: false, error: { code: 'ERR_PAM_CIVIL', player: p, card, rule: 'pamCivil' } };
  if (j.allowed.includes(card)) rule = j.rule;
  else if (card === j.freePam) rule = 'pamStatus';
  else return { ok: false, error: whyNot(pos, p, card, j) };
  events.push({ type: 'play', player: p, card, civil, rule });
  const hands = pos.hands.slice();
  hands[p] = h.filter((c) => c !== card);
  const played = pos.played.slice();
  played[p] = [...played[p]!, card];
  let trumpHidden = pos.trumpHidden;
  if (j.shows) {
    trumpHidden = false;
    events.push({ type: 'trumpShown', card: pos.deal.turnUp });
  }
  const trick = [...pos.trick, card];
  const trickPlayers = [...pos.trickPlayers, p];
  let count = 0;
  for (const a of pos.active) if (a) count++;
  const base: LooPosition = { ...pos, history, hands, played, trumpHidden, trick, trickPlayers, civil: pos.trick.length === 0 ? civil : pos.civil };
  if (trick.length < count) return { ok: true, value: { position: { ...base, turn: nextActive(pos.active, p) }, events } };
  const winner = trickWinner(base, trick, trickPlayers);
  events.push({ type: 'trick', winner, cards: trick });
  const tricks = pos.tricks.slice();
  tricks[winner]!++;
  const winners = [...pos.winners, winner];
  const done: LooPosition = { ...base, tricks, winners, trick: [], trickPlayers: [], civil: false, turn: winner };
  if (winners.length === pos.options.handSize) return { ok: true, value: { position: over(done, {}, { kind: 'tricks' }, events), events } };
  return { ok: true, value: { position: done, events } };
}
