/**
 * A compact text notation for a deal in progress and for a list of moves, short enough for a URL query
 * value: only letters, digits and `_ - . *`, the characters URLSearchParams leaves as they are. The
 * grammar, with a worked example, is in README.md beside this file ("Notation").
 *
 * A position is written as fields joined by `_`:
 *
 *   lld1 _ reading _ state _ hands _ table _ won [_ kCLAIMS] [_ pCARRIED] [_ xTRANSFERS]
 *
 * e.g. `lld1_parlett_d0t1_2c3h…-…_…_----`. What follows from the rest is not written: the number of
 * players (the number of hands), the stakes and the pot (the reading's deal spec for that count and
 * dealer, plus the chips carried over), whether the deal is over (the state says `e`), and who has lain
 * down (their hand is written `*`). All 52 cards are written, so that a card lost or doubled in a link
 * is caught, not silently placed.
 *
 * Moves are joined by `_`, each a seat digit, a letter and cards: `1X9h-9c9d9s` (seat 1 plays the 9h
 * and takes 9c 9d 9s), `2L` (lies down), `0D9c9d9h9s` (declares), `3P5c5d` (lays a pair out of turn),
 * `4C7h7s` (claims).
 */
import type { Card, Claimable, Move, Position, Result } from './types.ts';
import type { NotationError, NotationPart } from './errors.ts';
import type { Reading, RuleId } from './options.ts';
import { READINGS } from './readings/index.ts';
import { OPTION_VALUES } from './matrix.ts';
import { withOption } from './compare.ts';
import { NOTATION_SUITS, formatCard, formatNotationCard, notationCardAt } from '../core/cards.ts';

/** Former exports of this module, kept: the notation's suit letters and its card formatter (core/cards.ts). */
export { NOTATION_SUITS, formatNotationCard };
import { setupMidDeal, type MidDeal } from './setup.ts';
import { replay, type Timeline } from './replay.ts';

/** The version tag every position string starts with. A later, different grammar gets a new tag. */
export const NOTATION_VERSION = 'lld1';

/** Longest text the parsers read (far above any real position: about 130–160 characters). */
const MAX_LENGTH = 2000;

/** Option keys in their canonical order (the readings matrix's order). */
const OPTION_KEYS = Object.keys(OPTION_VALUES) as RuleId[];

/** One letter per kind of open claim. */
const KIND_LETTER: Record<Claimable['kind'], string> = {
  layoutMournival: 'm',
  oneOfThree: 'o',
  lieDownPair: 'p',
  lieDownPrial: 'r',
  lieDownMournival: 'q',
};
const LETTER_KIND: Record<string, Claimable['kind']> = Object.fromEntries(
  Object.entries(KIND_LETTER).map(([k, l]) => [l, k as Claimable['kind']]),
);
const MOVE_LETTER: Record<Move['type'], string> = { capture: 'X', lieDown: 'L', declare: 'D', layPair: 'P', claim: 'C' };

type Fail<T> = Result<T, NotationError>;
const fail = <T>(error: NotationError): Fail<T> => ({ ok: false, error });
const syntax = <T>(part: NotationPart, at: number, text: string): Fail<T> =>
  fail({ code: 'ERR_NOTATION_SYNTAX', part, column: at + 1, text });

/** A piece of the input with its 0-based offset in the whole text. */
interface Piece {
  readonly text: string;
  readonly at: number;
}

/** `text` split at every `sep`, each piece with its offset (`base` + its index in `text`). */
function split(text: string, sep: string, base: number): Piece[] {
  const out: Piece[] = [];
  let start = 0;
  for (let i = 0; i <= text.length; i++) {
    if (i === text.length || text[i] === sep) {
      out.push({ text: text.slice(start, i), at: base + start });
      start = i + 1;
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------- cards

/** Cards written one after another, in the order given (a CardSet iterates in ascending order). */
function formatRun(cards: Iterable<Card> | undefined): string {
  let s = '';
  for (const c of cards ?? []) s += formatCard(c);
  return s;
}

/**
 * Reads a run of two-character cards (`9c9d9s`), possibly empty. Errors: `ERR_NOTATION_SYNTAX` for an odd
 * number of characters, `ERR_CARD_SYNTAX` for two characters that are not a card.
 */
function parseRun(p: Piece, part: NotationPart): Fail<Card[]> {
  const s = p.text;
  if (s.length % 2 !== 0) return syntax(part, p.at, s);
  const out: Card[] = [];
  for (let i = 0; i < s.length; i += 2) {
    const c = notationCardAt(s, i);
    if (c < 0) return fail({ code: 'ERR_CARD_SYNTAX', text: s.slice(i, i + 2) });
    out.push(c);
  }
  return { ok: true, value: out };
}

// -------------------------------------------------------------------------------------------- reading

/** An option value as written: booleans `y`/`n`, numbers in digits, names as they are. */
function encodeValue(v: unknown): string {
  if (v === true) return 'y';
  if (v === false) return 'n';
  if (typeof v === 'number' || typeof v === 'string') return String(v);
  return 'x';
}

/** The registered reading a reading was made from (`parlett+bonusTo` → parlett), if any. */
function baseReading(reading: Reading): { id: string; base: Reading | undefined } {
  const id = reading.id.split('+')[0]!;
  return { id, base: Object.hasOwn(READINGS, id) ? READINGS[id] : undefined };
}

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/** `id` then `.key-value` for every option that differs from the registered reading, in canonical order. */
function formatReading(reading: Reading): string {
  const { id, base } = baseReading(reading);
  if (!base) return id;
  let s = id;
  const keys = [...OPTION_KEYS, ...(Object.keys(reading.options) as RuleId[]).filter((k) => !OPTION_KEYS.includes(k)).sort()];
  for (const k of keys) {
    if (!same(reading.options[k], base.options[k])) s += `.${k}-${encodeValue(reading.options[k])}`;
  }
  return s;
}

/**
 * The reading of a `reading` field: a registered reading, with `withOption` applied for each listed option
 * whose value differs from it, in the canonical (OPTION_VALUES) order whatever the order written.
 */
function parseReading(p: Piece): Fail<Reading> {
  const parts = split(p.text, '.', p.at);
  const id = parts[0]!.text;
  if (!/^[a-z][a-zA-Z0-9]*$/.test(id)) return syntax('reading', p.at, id);
  const changes = new Map<RuleId, unknown>();
  const pending: { key: string; value: string; at: number; text: string }[] = [];
  for (const part of parts.slice(1)) {
    const m = /^([a-zA-Z]+)-([a-zA-Z0-9]+)$/.exec(part.text);
    if (!m) return syntax('reading', part.at, part.text);
    pending.push({ key: m[1]!, value: m[2]!, at: part.at, text: part.text });
  }
  if (!Object.hasOwn(READINGS, id)) return fail({ code: 'ERR_UNKNOWN_READING', reading: id });
  const base = READINGS[id]!;
  for (const { key, value, at, text } of pending) {
    if (!Object.hasOwn(OPTION_VALUES, key)) return fail({ code: 'ERR_UNKNOWN_OPTION', option: key });
    const k = key as RuleId;
    if (changes.has(k)) return syntax('reading', at, text);
    const v = OPTION_VALUES[k]!.find((x) => encodeValue(x) === value);
    if (v === undefined) return fail({ code: 'ERR_OPTION_VALUE', option: key, value });
    changes.set(k, v);
  }
  let reading = base;
  for (const k of OPTION_KEYS) {
    if (changes.has(k) && !same(changes.get(k), base.options[k])) reading = withOption(reading, k, changes.get(k));
  }
  return { ok: true, value: reading };
}

// ------------------------------------------------------------------------------------------- position

/**
 * Writes a position in the notation (canonical: the same position always gives the same string; cards of
 * a pile ascending, options in OPTION_VALUES order, optional fields only when they are not empty or zero).
 *
 * Only a position whose reading is a registered reading (READINGS), possibly with options changed by
 * `withOption` to values OPTION_VALUES lists, can be written faithfully; for any other the string still
 * names the reading or option, and parsePosition rejects it (`ERR_UNKNOWN_READING`, `ERR_UNKNOWN_OPTION`,
 * `ERR_OPTION_VALUE`). Never throws.
 */
export function formatPosition(pos: Position): string {
  const state =
    `d${pos.dealer}` +
    (pos.over ? `e${pos.lastHolder ?? ''}` : `t${pos.turn ?? ''}`) +
    (pos.started ? 's' : '') +
    (pos.lastCapturer !== null ? `c${pos.lastCapturer}` : '');
  const hands = pos.hands.map((h, p) => (pos.laidDown[p] ? '*' : formatRun(h))).join('-');
  const fields = [NOTATION_VERSION, formatReading(pos.reading), state, hands, formatRun(pos.table), pos.won.map((w) => formatRun(w)).join('-')];
  if (pos.claimables.length > 0) {
    fields.push('k' + pos.claimables.map((c) => KIND_LETTER[c.kind] + c.culprit + formatRun(c.cards)).join('.'));
  }
  if (pos.carried !== 0) fields.push(`p${pos.carried}`);
  if (pos.transfers.some((x) => x !== 0)) fields.push('x' + pos.transfers.join('.'));
  return fields.join('_');
}

/** The state field: dealer, then turn or end (with the last holder), started, last capturer. */
const STATE = /^d(\d)(?:t(\d)|e(\d)?)(s?)(?:c(\d))?$/;
/** A transfer: a signed whole number of chips. */
const SIGNED = /^(?:0|-?[1-9]\d{0,5})$/;

/** The notation's grammar (parsePosition's first half): the position's plain data and the fields it came from. */
function readFields(text: string): Result<{ mid: MidDeal & { readonly reading: Reading }; fields: Piece[]; transfersPiece: Piece | null }, NotationError> {
  if (typeof text !== 'string') return syntax('version', 0, '');
  if (text.length > MAX_LENGTH) return syntax('extra', MAX_LENGTH, text.slice(MAX_LENGTH, MAX_LENGTH + 8));
  const fields = split(text, '_', 0);
  const tag = fields[0]!;
  if (tag.text !== NOTATION_VERSION) {
    return /^lld\d{1,4}$/.test(tag.text) ? fail({ code: 'ERR_NOTATION_VERSION', version: tag.text }) : syntax('version', 0, tag.text);
  }
  const ORDER: NotationPart[] = ['version', 'reading', 'state', 'hands', 'table', 'won'];
  if (fields.length < 6) return syntax(ORDER[fields.length]!, text.length, '');

  // Syntax, field by field.
  const readingR = parseReading(fields[1]!);
  if (!readingR.ok) return readingR;
  const reading = readingR.value;
  const st = STATE.exec(fields[2]!.text);
  if (!st) return syntax('state', fields[2]!.at, fields[2]!.text);
  const hands: Card[][] = [];
  const laidDown: boolean[] = [];
  for (const h of split(fields[3]!.text, '-', fields[3]!.at)) {
    if (h.text === '*') {
      hands.push([]);
      laidDown.push(true);
      continue;
    }
    const r = parseRun(h, 'hands');
    if (!r.ok) return r;
    hands.push(r.value);
    laidDown.push(false);
  }
  const tableR = parseRun(fields[4]!, 'table');
  if (!tableR.ok) return tableR;
  const won: Card[][] = [];
  for (const w of split(fields[5]!.text, '-', fields[5]!.at)) {
    const r = parseRun(w, 'won');
    if (!r.ok) return r;
    won.push(r.value);
  }
  let i = 6;
  const claims: { kind: Claimable['kind']; culprit: number; cards: Card[] }[] = [];
  if (i < fields.length && fields[i]!.text.startsWith('k')) {
    const f = fields[i++]!;
    for (const c of split(f.text.slice(1), '.', f.at + 1)) {
      const m = /^([a-z])(\d)(.*)$/.exec(c.text);
      const kind = m && Object.hasOwn(LETTER_KIND, m[1]!) ? LETTER_KIND[m[1]!]! : undefined;
      if (!m || !kind || m[3]!.length === 0) return syntax('claims', c.at, c.text);
      const r = parseRun({ text: m[3]!, at: c.at + 2 }, 'claims');
      if (!r.ok) return r;
      claims.push({ kind, culprit: Number(m[2]), cards: r.value.sort((a, b) => a - b) });
    }
  }
  let carried = 0;
  if (i < fields.length && fields[i]!.text.startsWith('p')) {
    const f = fields[i++]!;
    if (!SIGNED.test(f.text.slice(1))) return syntax('carried', f.at, f.text);
    carried = Number(f.text.slice(1));
  }
  let transfers: number[] | null = null;
  let transfersPiece: Piece | null = null;
  if (i < fields.length && fields[i]!.text.startsWith('x')) {
    const f = (transfersPiece = fields[i++]!);
    transfers = [];
    for (const x of split(f.text.slice(1), '.', f.at + 1)) {
      if (!SIGNED.test(x.text)) return syntax('transfers', x.at, x.text);
      transfers.push(Number(x.text));
    }
  }
  if (i < fields.length) return syntax('extra', fields[i]!.at, fields[i]!.text);

  const dealer = Number(st[1]);
  const over = st[2] === undefined;
  const seat = (s: string | undefined): number | null => (s === undefined ? null : Number(s));
  const mid = {
    reading,
    dealer,
    hands,
    table: tableR.value,
    won,
    laidDown,
    turn: over ? null : seat(st[2]),
    lastHolder: over ? seat(st[3]) : null,
    started: st[4] === 's',
    lastCapturer: seat(st[5]),
    claimables: claims,
    carried,
    transfers: transfers ?? undefined,
  };
  return { ok: true, value: { mid, fields, transfersPiece } };
}

/**
 * Reads the notation's grammar only (see parsePosition), without checking the position: the plain data a
 * position would be made from, or the grammar's first error. For a reader mending a link that does not open
 * (a card twice, a hand too short): what the text says can still be shown as it stands. Never throws.
 */
export function parseMidDeal(text: string): Result<MidDeal & { readonly reading: Reading }, NotationError> {
  const r = readFields(text);
  return r.ok ? { ok: true, value: r.value.mid } : r;
}

/**
 * Reads a position from the notation and checks it fully. Returns the Position, equal field for field to
 * the one formatPosition wrote (the reading is the registered one, with `withOption` applied per changed
 * option in OPTION_VALUES order), or the first error found:
 *
 * - the grammar, field by field: `ERR_NOTATION_SYNTAX` (with part and 1-based column; also a won or
 *   transfers field with other than one entry per hand), `ERR_NOTATION_VERSION` (a tag `lldN` other than
 *   lld1), `ERR_UNKNOWN_READING`, `ERR_UNKNOWN_OPTION`, `ERR_OPTION_VALUE`, `ERR_CARD_SYNTAX`;
 * - then the position itself, by setup.ts `setupMidDeal` (the one place that validates a position; each
 *   check and its rule are listed there): `ERR_PLAYERS`, `ERR_DEALER`, `ERR_PLAYER`, `ERR_DUPLICATE_CARD`,
 *   `ERR_CARD_COUNT`, `ERR_WON_ODD`, `ERR_DEAL_END`, `ERR_TURN`, `ERR_BEFORE_PLAY`, `ERR_HAND_SIZE`,
 *   `ERR_TABLE_SIZE`, `ERR_CLAIMABLE`, `ERR_TRANSFERS`.
 *
 * Card order inside a pile is free (format writes it ascending); everything else must be as the grammar
 * says. Never throws.
 */
export function parsePosition(text: string): Result<Position, NotationError> {
  const read = readFields(text);
  if (!read.ok) return read;
  const { mid, fields, transfersPiece } = read.value;
  // Everything else is the position's own validity: setupMidDeal's checks, in its order. A list of the
  // wrong length for the seats is a syntax error here, in the field that has it.
  const r = setupMidDeal(mid);
  if (r.ok) return r;
  const e = r.error;
  if (e.code === 'ERR_SEAT_COUNT') {
    const f = e.field === 'transfers' ? transfersPiece! : e.field === 'won' ? fields[5]! : fields[3]!;
    return syntax(e.field === 'laidDown' ? 'hands' : e.field, f.at, f.text);
  }
  // The grammar writes chips carried as a signed whole number (too many of them: past MAX_CARRIED).
  if (e.code === 'ERR_STAKES') return syntax('carried', text.length, '');
  // The grammar builds well-formed data, so this cannot happen; a syntax error all the same.
  if (e.code === 'ERR_INPUT') return syntax('extra', 0, '');
  return fail(e);
}

// ---------------------------------------------------------------------------------------------- moves

/**
 * Writes one move: seat digit, a letter, cards in the move's own order. `X` capture (`1X9h-9c9d9s`: play,
 * `-`, take), `L` lie down (`2L`), `D` declare (`0D9c9d`), `P` lay a pair or last cards out of turn
 * (`3P5c5d`), `C` claim (`4C7h7s`). Never throws; a move that is not well formed (no cards, a seat above 9)
 * gives text that parseMove rejects.
 */
export function formatMove(move: Move): string {
  const head = `${move.player}${MOVE_LETTER[move.type] ?? '?'}`;
  switch (move.type) {
    case 'capture':
      return `${head}${formatRun(move.play)}-${formatRun(move.take)}`;
    case 'lieDown':
      return head;
    default:
      return head + formatRun(move.cards);
  }
}

/** Writes a list of moves joined by `_` (the empty list is the empty string). */
export function formatMoves(moves: readonly Move[]): string {
  return moves.map(formatMove).join('_');
}

/** Reads one move at offset `at` of the whole text (for error columns). */
function parseMoveAt(p: Piece): Fail<Move> {
  const m = /^(\d)([XLDPC])(.*)$/.exec(p.text);
  if (!m) return syntax('moves', p.at, p.text);
  const player = Number(m[1]);
  const body = { text: m[3]!, at: p.at + 2 };
  switch (m[2]) {
    case 'L':
      return body.text === '' ? { ok: true, value: { type: 'lieDown', player } } : syntax('moves', body.at, body.text);
    case 'X': {
      const parts = split(body.text, '-', body.at);
      if (parts.length !== 2 || parts[0]!.text === '' || parts[1]!.text === '') return syntax('moves', p.at, p.text);
      const play = parseRun(parts[0]!, 'moves');
      if (!play.ok) return play;
      const take = parseRun(parts[1]!, 'moves');
      if (!take.ok) return take;
      return { ok: true, value: { type: 'capture', player, play: play.value, take: take.value } };
    }
    default: {
      if (body.text === '') return syntax('moves', p.at, p.text);
      const cards = parseRun(body, 'moves');
      if (!cards.ok) return cards;
      const type = m[2] === 'D' ? 'declare' : m[2] === 'P' ? 'layPair' : 'claim';
      return { ok: true, value: { type, player, cards: cards.value } };
    }
  }
}

/** Reads one move (see formatMove). Errors: `ERR_NOTATION_SYNTAX`, `ERR_CARD_SYNTAX`. Never throws. */
export function parseMove(text: string): Result<Move, NotationError> {
  if (typeof text !== 'string' || text.length > MAX_LENGTH) return syntax('moves', 0, '');
  return parseMoveAt({ text, at: 0 });
}

/**
 * Reads a list of moves joined by `_` (the empty string is no moves). Checks only the syntax, and with
 * `start` that every seat exists (`ERR_PLAYER`); whether the moves are legal is replay()'s business (see
 * replayMoves). Errors: `ERR_NOTATION_SYNTAX` (column in `text`), `ERR_CARD_SYNTAX`, `ERR_PLAYER`. Never throws.
 */
export function parseMoves(text: string, start?: Position): Result<Move[], NotationError> {
  if (typeof text !== 'string') return syntax('moves', 0, '');
  if (text.length > MAX_LENGTH * 8) return syntax('moves', MAX_LENGTH * 8, '');
  if (text === '') return { ok: true, value: [] };
  const out: Move[] = [];
  for (const p of split(text, '_', 0)) {
    const r = parseMoveAt(p);
    if (!r.ok) return r;
    if (start && r.value.player >= start.players) return fail({ code: 'ERR_PLAYER', player: r.value.player, role: 'move' });
    out.push(r.value);
  }
  return { ok: true, value: out };
}

/**
 * Reads a list of moves and replays it from `start` (replay.ts). Errors: those of parseMoves, and
 * `ERR_ILLEGAL_MOVE` with the index (0-based) and number (1-based) of the first illegal move, its notation
 * and the engine's MoveError. Never throws.
 */
export function replayMoves(start: Position, text: string): Result<Timeline, NotationError> {
  const moves = parseMoves(text, start);
  if (!moves.ok) return moves;
  const r = replay(start, moves.value);
  if (r.ok) return r;
  const { index, error } = r.error;
  return fail({ code: 'ERR_ILLEGAL_MOVE', index, number: index + 1, move: formatMove(moves.value[index]!), error });
}
