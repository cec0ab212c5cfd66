/**
 * Loo notation: a position and a list of moves as short, URL-safe text (letters, digits and `_ - . *`,
 * which URLSearchParams leaves as they are). A position is written as its deal and the moves played
 * since: everything else (calls, hands now, the trick, tricks won, the pot) follows from them, so every
 * string that parses is a position legal play reaches.
 *
 *   loo1_<rules>_d<D>c<C>_<hand>-<hand>-…_<miss>_<turnUp>[_<stock>][_<move>…]
 *
 * Cards as in the Laugh and Lie Down notation: rank `A23456789TJQK`, suit `cdhs` (`Th` = ten of hearts).
 * The stock is written only under rules with an exchange (its order is then part of the deal); otherwise
 * it is the cards left over. Moves: `<P>y` play, `<P>m` take the miss, `<P>n` pass, `<P>d` defend the pot,
 * `<P>c` concede, `<P>x<cards>` exchange (discard; `X`: the dealer takes the turn-up), `<P><card>` play a
 * card (`*` after it: "Pam, be civil!"). P is the seat digit. The cards of a hand or of the miss may come in
 * any order (the format writes them ascending); the stock's order is the deal's.
 */
import type { Card, Result } from '../core/types.ts';
import { RANKS } from '../core/cards.ts';
import { NOTATION_SUITS, formatNotationCard } from '../core/cards.ts';
import type { Call, LooMove, LooPosition } from './types.ts';
import type { LooNotationError, LooNotationPart } from './errors.ts';
import { LOO_OPTION_VALUES, LOO_RULES, type LooLinkOption, type LooRules } from './options.ts';
import { looSetup } from './setup.ts';
import { applyLooMove } from './rules.ts';
import { looMovesOf } from './replay.ts';
import { LOO_MAX_NOTATION, isLooPosition } from './input.ts';

/** The version tag of this grammar. */
export const LOO_NOTATION_VERSION = 'loo1';

type Fail<T> = Result<T, LooNotationError>;
/**
 * A syntax error; the text quoted is at most 16 characters (an ellipsis after a cut), so a message never echoes a
 * long field. `cut`: the text ends inside this field, which the rest would have completed (a link cut off).
 */
const syntax = (part: LooNotationPart, column: number, text: string, cut = false): { ok: false; error: LooNotationError } => ({
  ok: false,
  error: { code: 'ERR_NOTATION_SYNTAX', part, column, text: text.length > 16 ? `${text.slice(0, 16)}…` : text, ...(cut ? { cut: true as const } : {}) },
});

/**
 * A move that the text stops in the middle of: nothing yet (after a `_`), a seat, a seat and a rank, or an exchange
 * ending on a rank. A rank is one of A 2–9 T J Q K: "9Z" at the end is a move mistyped, not one cut off (a QA tester
 * was told that a link ending so looked cut off).
 */
const MOVE_BEGUN = /^(?:[0-9](?:[xX](?:[A-Z0-9][a-z])*[A2-9TJQK]|[A2-9TJQK])?)?$/;

const CALL_LETTERS: Record<Call, string> = { play: 'y', miss: 'm', pass: 'n', defend: 'd', concede: 'c' };
const LETTER_CALLS: Record<string, Call> = { y: 'play', m: 'miss', n: 'pass', d: 'defend', c: 'concede' };

function run(cards: readonly Card[]): string {
  let s = '';
  for (const c of cards) s += formatNotationCard(c);
  return s;
}

/**
 * Parses a run of two-character cards starting at 1-based `column`. An odd length is reported at its last
 * character, the half card; `last`: the run ends the text, so that a half card there is the text cut off.
 */
function parseRun(text: string, part: LooNotationPart, column: number, last = false): Fail<Card[]> {
  const out: Card[] = [];
  for (let i = 0; i < text.length; i += 2) {
    if (i + 1 === text.length) return syntax(part, column + i, text.slice(i), last && RANKS.includes(text[i]!));
    const r = RANKS.indexOf(text[i]!);
    const s = NOTATION_SUITS.indexOf(text[i + 1]!);
    if (r < 0 || s < 0) return { ok: false, error: { code: 'ERR_CARD_SYNTAX', text: text.slice(i, i + 2) } };
    out.push(r * 4 + s);
  }
  return { ok: true, value: out };
}

function encode(v: unknown): string {
  return v === true ? 'y' : v === false ? 'n' : String(v);
}

/** The rules field: the id, then each option that differs from the named rule set (LOO_OPTION_VALUES order). */
function formatRules(rules: LooRules): string {
  const base = LOO_RULES[rules.id] ?? LOO_RULES.threeCard!;
  let s = base.id;
  for (const k of Object.keys(LOO_OPTION_VALUES) as LooLinkOption[]) {
    if (rules.options[k] !== base.options[k]) s += `.${k}-${encode(rules.options[k])}`;
  }
  return s;
}

function parseRules(text: string, column: number): Fail<LooRules> {
  const parts = text.split('.');
  const base = Object.hasOwn(LOO_RULES, parts[0]!) ? LOO_RULES[parts[0]!] : undefined;
  if (!/^[A-Za-z]+$/.test(parts[0]!)) return syntax('rules', column, parts[0]!);
  if (!base) return { ok: false, error: { code: 'ERR_UNKNOWN_RULES', rules: parts[0]! } };
  const options: Record<string, unknown> = { ...base.options };
  const cite: Record<string, unknown> = { ...base.cite };
  let col = column + parts[0]!.length + 1;
  let last = -1;
  const keys = Object.keys(LOO_OPTION_VALUES);
  for (const p of parts.slice(1)) {
    const m = /^([A-Za-z]+)-([A-Za-z0-9]+)$/.exec(p);
    if (!m) return syntax('rules', col, p);
    const key = m[1]!;
    const i = keys.indexOf(key);
    if (i < 0) return { ok: false, error: { code: 'ERR_UNKNOWN_OPTION', option: key } };
    if (i <= last) return syntax('rules', col, p); // each option once, in order: one string per position
    last = i;
    const allowed = LOO_OPTION_VALUES[key as LooLinkOption];
    let value: unknown;
    if (allowed === 'chips') {
      if (!/^(0|[1-9][0-9]{0,2})$/.test(m[2]!)) return { ok: false, error: { code: 'ERR_OPTION_VALUE', option: key, value: m[2]! } };
      value = Number(m[2]);
    } else {
      value = (allowed as readonly unknown[]).find((v) => encode(v) === m[2]);
      if (value === undefined) return { ok: false, error: { code: 'ERR_OPTION_VALUE', option: key, value: m[2]! } };
    }
    if (value === (base.options as unknown as Record<string, unknown>)[key]) return syntax('rules', col, p); // not a change
    options[key] = value;
    cite[key] = { source: 'editor', evidence: 'editor' };
    col += p.length + 1;
  }
  if (last < 0) return { ok: true, value: base };
  return { ok: true, value: { ...base, options: options as unknown as LooRules['options'], cite: cite as unknown as LooRules['cite'] } };
}

/** One move as text: `3y`, `0m`, `2xAs4d`, `1Ah*`. */
export function formatLooMove(move: LooMove): string {
  switch (move.type) {
    case 'call':
      return `${move.player}${CALL_LETTERS[move.call]}`;
    case 'exchange':
      return `${move.player}${move.turnUp ? 'X' : 'x'}${run(move.discard)}`;
    case 'play':
      return `${move.player}${formatNotationCard(move.card)}${move.civil ? '*' : ''}`;
  }
}

/** Moves joined by `_` (no moves: the empty string). */
export function formatLooMoves(moves: readonly LooMove[]): string {
  return moves.map(formatLooMove).join('_');
}

/** Parses one move starting at 1-based `column`; `last`: it ends the text, so that a move begun is the text cut off. */
function parseMoveAt(text: string, column: number, last = false): Fail<LooMove> {
  const m = /^([0-9])(?:([ymndc])|([xX])((?:[A-Z0-9][a-z])*)|([A-Z0-9][a-z])(\*?))$/.exec(text);
  if (!m) return last && MOVE_BEGUN.test(text) ? syntax('moves', column + text.length - 1, text, true) : syntax('moves', column, text);
  const player = Number(m[1]);
  if (m[2]) return { ok: true, value: { type: 'call', player, call: LETTER_CALLS[m[2]]! } };
  if (m[3]) {
    const cards = parseRun(m[4]!, 'moves', column + 2);
    if (!cards.ok) return cards;
    return { ok: true, value: m[3] === 'X' ? { type: 'exchange', player, discard: cards.value, turnUp: true } : { type: 'exchange', player, discard: cards.value } };
  }
  const card = parseRun(m[5]!, 'moves', column + 1);
  if (!card.ok) return card;
  return { ok: true, value: m[6] ? { type: 'play', player, card: card.value[0]!, civil: true } : { type: 'play', player, card: card.value[0]! } };
}

/**
 * A text that is not a string, or longer than LOO_MAX_NOTATION characters: refused at once (ERR_INPUT, or a
 * syntax error at the limit), before any work that grows with its length. Null for a text that may be read.
 */
function refuseText(text: unknown, part: LooNotationPart): { ok: false; error: LooNotationError } | null {
  if (typeof text !== 'string') return { ok: false, error: { code: 'ERR_INPUT', field: 'text' } };
  if (text.length > LOO_MAX_NOTATION) {
    // Said to be too long, with its length, not unreadable at the limit (a QA tester read "cannot be read at
    // character 4000: “A”" of a text that was all A's).
    return { ok: false, error: { code: 'ERR_NOTATION_SYNTAX', part, column: LOO_MAX_NOTATION, text: text.slice(LOO_MAX_NOTATION - 1, LOO_MAX_NOTATION), length: text.length } };
  }
  return null;
}

/**
 * An error's column kept inside the text: a field missing at the end is reported at the last character
 * (never past the end of the text, however long).
 */
function inside<T>(r: Fail<T>, text: string): Fail<T> {
  if (r.ok || r.error.code !== 'ERR_NOTATION_SYNTAX' || r.error.column <= Math.max(1, text.length)) return r;
  return { ok: false, error: { ...r.error, column: Math.max(1, text.length) } };
}

/** Parses one move (syntax only). Errors: ERR_NOTATION_SYNTAX, ERR_CARD_SYNTAX; ERR_INPUT for a text that is not a string. Never throws. */
export function parseLooMove(text: string): Fail<LooMove> {
  const refused = refuseText(text, 'moves');
  if (refused) return refused;
  return inside(parseMoveAt(text, 1, true), text);
}

/**
 * Parses moves joined by `_` (syntax only; the empty string is no moves). Errors: ERR_NOTATION_SYNTAX
 * (with the 1-based column, never past the end), ERR_CARD_SYNTAX; ERR_INPUT for a text that is not a
 * string. At most LOO_MAX_NOTATION characters are read. Never throws.
 */
export function parseLooMoves(text: string): Fail<LooMove[]> {
  const refused = refuseText(text, 'moves');
  if (refused) return refused;
  return inside(parseMovesIn(text), text);
}

function parseMovesIn(text: string): Fail<LooMove[]> {
  if (text === '') return { ok: true, value: [] };
  const out: LooMove[] = [];
  let col = 1;
  for (const t of text.split('_')) {
    const r = parseMoveAt(t, col, col + t.length - 1 === text.length);
    if (!r.ok) return r;
    out.push(r.value);
    col += t.length + 1;
  }
  return { ok: true, value: out };
}

/** Replays `moves` from `start`. Errors: ERR_ILLEGAL_MOVE with the move's index, number, text and the move itself. */
function replayFrom(start: LooPosition, moves: readonly LooMove[]): Fail<LooPosition> {
  let pos = start;
  for (let i = 0; i < moves.length; i++) {
    const r = applyLooMove(pos, moves[i]!);
    if (!r.ok) return { ok: false, error: { code: 'ERR_ILLEGAL_MOVE', index: i, number: i + 1, move: formatLooMove(moves[i]!), played: moves[i]!, error: r.error } };
    pos = r.value.position;
  }
  return { ok: true, value: pos };
}

/** Parses moves and plays them from `start`: the position reached, or the first syntax error or illegal move. */
export function replayLooMoves(start: LooPosition, text: string): Fail<LooPosition> {
  if (!isLooPosition(start)) return { ok: false, error: { code: 'ERR_INPUT', field: 'position' } };
  const m = parseLooMoves(text);
  if (!m.ok) return m;
  return replayFrom(start, m.value);
}

/** A position as text: its deal and the moves since (see the module comment). */
export function formatLooPosition(pos: LooPosition): string {
  const d = pos.deal;
  const fields = [
    LOO_NOTATION_VERSION,
    formatRules(pos.rules),
    `d${d.dealer}c${d.carried}`,
    d.hands.map(run).join('-'),
    run(d.miss),
    formatNotationCard(d.turnUp),
  ];
  if (pos.options.exchange) fields.push(run(d.stock));
  for (const m of looMovesOf(pos)) fields.push(formatLooMove(m));
  return fields.join('_');
}

/**
 * The named rule set of a position's text whose version and rules fields read, whatever follows (a link cut
 * off or changed further on): its base rule set (LOO_RULES) and the number of hands it gives, if that field is
 * there whole (followed by the next field: a link cut off inside the hands does not tell how many there were).
 * Null where the text does not get that far. Never throws. For a page that cannot open a link but deals
 * afresh under the rules it asked for.
 */
export function looLinkRules(text: unknown): { rules: LooRules; players: number | null } | null {
  if (typeof text !== 'string' || text.length > LOO_MAX_NOTATION) return null;
  const f = text.split('_');
  if (f[0] !== LOO_NOTATION_VERSION || f[1] === undefined) return null;
  const base = f[1].split('.')[0]!;
  if (!Object.hasOwn(LOO_RULES, base)) return null;
  const players = f[3] === undefined || f[4] === undefined ? null : f[3].split('-').length;
  return { rules: LOO_RULES[base]!, players };
}

/**
 * Parses a position. Never throws. Errors, first failure: ERR_NOTATION_SYNTAX (part, 1-based column),
 * ERR_NOTATION_VERSION, ERR_UNKNOWN_RULES, ERR_UNKNOWN_OPTION, ERR_OPTION_VALUE, ERR_CARD_SYNTAX, the deal's
 * checks (ERR_PLAYERS, ERR_DEALER, ERR_HAND_SIZE, ERR_MISS_SIZE, ERR_DUPLICATE_CARD, ERR_STOCK, …),
 * ERR_ILLEGAL_MOVE; ERR_INPUT for a text that is not a string. A text longer than LOO_MAX_NOTATION
 * characters is refused before it is read (a syntax error at the limit); no column points past the end.
 * The pot carried in may be any whole number up to LOO_MAX_CARRIED, so every pot a game reaches
 * round-trips.
 */
export function parseLooPosition(text: string): Fail<LooPosition> {
  const refused = refuseText(text, 'version');
  if (refused) return refused;
  return inside(parsePositionIn(text), text);
}

function parsePositionIn(text: string): Fail<LooPosition> {
  const f = text.split('_');
  const cols: number[] = [];
  let c = 1;
  for (const x of f) {
    cols.push(c);
    c += x.length + 1;
  }
  if (f[0] !== LOO_NOTATION_VERSION) {
    if (/^loo[0-9]+$/.test(f[0]!)) return { ok: false, error: { code: 'ERR_NOTATION_VERSION', version: f[0]! } };
    return syntax('version', 1, f[0]!);
  }
  if (f.length < 6) return syntax(f.length < 2 ? 'rules' : f.length < 3 ? 'state' : f.length < 4 ? 'hands' : f.length < 5 ? 'miss' : 'turnUp', c, '');
  const rules = parseRules(f[1]!, cols[1]!);
  if (!rules.ok) return rules;
  const st = /^d([0-9])c(0|[1-9][0-9]{0,15})$/.exec(f[2]!);
  if (!st) return syntax('state', cols[2]!, f[2]!);
  const hands: Card[][] = [];
  let hc = cols[3]!;
  for (const h of f[3]!.split('-')) {
    const r = parseRun(h, 'hands', hc);
    if (!r.ok) return r;
    hands.push(r.value);
    hc += h.length + 1;
  }
  const miss = parseRun(f[4]!, 'miss', cols[4]!);
  if (!miss.ok) return miss;
  const up = parseRun(f[5]!, 'turnUp', cols[5]!, f.length === 6);
  if (!up.ok) return up;
  if (up.value.length !== 1) return syntax('turnUp', cols[5]!, f[5]!);
  let next = 6;
  let stock: Card[] | undefined;
  if (rules.value.options.exchange) {
    if (f.length < 7) return syntax('stock', c, '');
    const s = parseRun(f[6]!, 'stock', cols[6]!, f.length === 7);
    if (!s.ok) return s;
    stock = s.value;
    next = 7;
  }
  const start = looSetup({ rules: rules.value, dealer: Number(st[1]), hands, miss: miss.value, turnUp: up.value[0]!, stock, carried: Number(st[2]) });
  if (!start.ok) return start;
  // The cards of a hand or of the miss may be written in any order (a set, as in the Laugh and Lie Down
  // notation; formatLooPosition writes them ascending); the stock's order is part of the deal.
  const moves: LooMove[] = [];
  for (let i = next; i < f.length; i++) {
    const m = parseMoveAt(f[i]!, cols[i]!, i === f.length - 1);
    if (!m.ok) return m;
    moves.push(m.value);
  }
  return replayFrom(start.value, moves);
}
