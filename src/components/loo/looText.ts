/**
 * Loo's words in the reader's language, shared by every Loo widget: rule-set and option names, option
 * values, calls, and the engine's typed errors as sentences. Strings live in src/i18n/loo/<lang>.json
 * (under `loo`); cards and seat names in the main resources (`cards`, `players`).
 */
import type { TFunction } from 'i18next';
import type { Messages } from '~/i18n/gameMessages.ts';
import type { LooCardPlace, LooError } from '~/engine/loo/errors.ts';
import type { LooOptionId, LooOptions } from '~/engine/loo/options.ts';
import type { Call, LooMove } from '~/engine/loo/types.ts';
import { RANKS, rankOf, suitOf } from '~/engine/core/cards.ts';
import { cardName, theCardName, theKey, withCardName } from '../cards/cardName.ts';
import { capitalised } from '~/i18n/capitalised.ts';
import { cutShort } from '~/i18n/cutShort.ts';
import { LOO_MAX_NOTATION } from '~/engine/loo/input.ts';

type LooPart = keyof Messages['loo'];

/**
 * The strings a Loo island needs, picked from a locale's resources: seats, cards, and `loo` — all of it, or
 * only the `parts` named (an island's strings are written into the page, so a page should carry only what
 * its islands use).
 */
export function looMessages(m: Messages, parts?: readonly LooPart[]): { players: Messages['players']; cards: Messages['cards']; loo: Partial<Messages['loo']> } {
  const loo = parts ? Object.fromEntries(parts.map((k) => [k, m.loo[k]])) : m.loo;
  return { players: m.players, cards: m.cards, loo };
}

/** A seat's name (`players.<p>`: Anna, Ben, …). */
export function seatName(t: TFunction, p: number): string {
  return t(`players.${p}`);
}

/** A rule set's name (`loo.rules.<id>`), e.g. "Mixed Loo". */
export function rulesName(t: TFunction, id: string): string {
  return t(`loo.rules.${id}`);
}

/** An option's name (`loo.options.<key>`), e.g. "Head the trick". */
export function optionName(t: TFunction, key: LooOptionId): string {
  return t(`loo.options.${key}`);
}

/** A call as a verb phrase ("take the miss"). */
export function callName(t: TFunction, call: Call): string {
  return t(`loo.calls.${call}`);
}

/** A list joined in the language's way: "A, B and C" (`loo.narr.listSep`, `loo.narr.listAnd`). */
export function joinList(t: TFunction, items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  const head = items.slice(0, -1).join(t('loo.narr.listSep'));
  return t('loo.narr.listAnd', { head, last: items[items.length - 1] });
}

/**
 * A move in words, as the game's menus and the coach name it (`loo.play.move.*`): "play the ace of hearts",
 * "throw out the two of clubs and the nine of spades". `turnUp`: the turned-up card, named where the move takes
 * it; null where it is not known (then the exchange is named without it). `lead`: the card leads a trick ("lead the ace of
 * hearts").
 */
export function looMoveWords(t: TFunction, move: LooMove, turnUp: number | null, pam = -1, lead = false): string {
  switch (move.type) {
    case 'call':
      return t('loo.play.move.call', { call: callName(t, move.call) });
    case 'exchange': {
      // `cards` (each `loo.narr.theCard`) and `theCards`, each card as the verb's object (cardName.ts theCardName).
      const cards = joinList(t, move.discard.map((c) => t('loo.narr.theCard', { card: cardName(t, c) })));
      const theCards = joinList(t, move.discard.map((c) => theCardName(t, c)));
      if (move.discard.length === 0) return t('loo.play.move.keep');
      if (move.turnUp && turnUp !== null) return t('loo.play.move.takeUp', { cards, theCards, card: cardName(t, turnUp) });
      return t('loo.play.move.exchange', { cards, theCards });
    }
    case 'play':
      // Pam is named as Pam (a Russian newcomer, just taught Pam, was hinted to "play the jack of clubs").
      // A lead is named as one, `lead` (a French editor read « jouer le trois de trèfle » under « À vous d’entamer »).
      if (move.card === pam && !move.civil) return t('loo.play.move.playPam', { card: cardName(t, move.card), theCard: theCardName(t, move.card), context: lead ? 'lead' : undefined });
      return t(move.civil ? 'loo.play.move.civil' : 'loo.play.move.play', { card: cardName(t, move.card), theCard: theCardName(t, move.card), withCard: withCardName(t, move.card), context: lead && !move.civil ? 'lead' : undefined });
  }
}

const CHIPS: readonly LooOptionId[] = ['dealerStake', 'otherStake', 'looChips', 'looCap'];

/** An option's value in words: yes/no, chips, cards, players, packets, or a named choice (`loo.values.<key>.<value>`). */
export function optionValue<K extends LooOptionId>(t: TFunction, key: K, value: LooOptions[K]): string {
  if (typeof value === 'boolean') return t(value ? 'loo.values.yes' : 'loo.values.no');
  if (CHIPS.includes(key)) return t('loo.values.chips', { count: value as number });
  if (key === 'handSize') return t('loo.values.cards', { count: value as number });
  if (key === 'minPlayers' || key === 'maxPlayers') return t('loo.values.players', { count: value as number });
  if (key === 'dealPackets') return t('loo.values.dealPackets', { packets: (value as readonly number[]).join('+') });
  const named: string = `loo.values.${String(key)}.${String(value)}`;
  return t(named);
}

/** Items joined in the language's way with "or" or "and" (`loo.errors.listSep`, `listOr`, `listAnd`). */
function errorList(t: TFunction, items: readonly string[], join: 'listOr' | 'listAnd'): string {
  if (items.length <= 1) return items[0] ?? '';
  const head = items.slice(0, -1).join(t('loo.errors.listSep'));
  return t(`loo.errors.${join}`, { head, last: items[items.length - 1] });
}

/**
 * Cards by name, joined with "or" or "and" (`loo.errors.theCard`, with `card` the name and `theCard` the name as
 * an object, cardName.ts theCardName: "the nine of hearts or the queen of hearts", « le neuf de cœur ou la dame
 * de cœur »). `pam`, the position's Pam (LooPosition.pam, −1 for none), is named as such: "Pam (the jack of
 * clubs)" (`loo.errors.pamCard`); a Russian newcomer read "a trump: the jack of clubs" with hearts trumps, in
 * the lesson that teaches Pam.
 */
function cardList(t: TFunction, cards: readonly number[], join: 'listOr' | 'listAnd', pam = -1): string {
  return errorList(t, cards.map((c) => {
    const named = t('loo.errors.theCard', { card: cardName(t, c), theCard: theCardName(t, c) });
    return c === pam ? t('loo.errors.pamCard', { card: named }) : named;
  }), join);
}

/** Where a card lies, as a phrase of place (`loo.errors.places.*`): "in Anna's hand", "in the miss". */
function placeText(t: TFunction, place: LooCardPlace): string {
  return place.kind === 'hand'
    ? t('loo.errors.places.hand', { player: seatName(t, place.player), whose: t(`players.genitive.${place.player}`) })
    : t(`loo.errors.places.${place.kind}`);
}

/**
 * An engine error as a sentence in the reader's language (`loo.errors.<code>`): seats become names, cards
 * card names (lists of the cards that would do joined with "or"), the suit led its name, calls and
 * forbidding options their words; ERR_CIVIL and ERR_PAM_CIVIL take the form of their reason or demand
 * (i18next context). A move rejected inside notation names the move and the reason. With `you`, the seat
 * the reader plays (a lesson), an error of that seat is worded to the reader (`loo.errors.you.<code>`: "You can
 * follow suit in hearts and must…") where the resources have such a message. With `pam`, the position's Pam
 * (LooPosition.pam; −1 or left out: none or unknown), that card is named as Pam wherever a list names it.
 * With `duty` (a lesson or the trainer, where the reader tries again), an error of the reader's seat states
 * the duty without the cards that would meet it (`loo.errors.duty.<code>`: "You can beat the king of
 * spades, the best card in the trick, and so you must."), so that the feedback explains and leaves the answer to
 * the reader: a French and a German newcomer read the lesson's answer in the refusal of their first try.
 */
export function looErrorText(t: TFunction, e: LooError, you?: number, pam = -1, duty = false): string {
  const x = e as unknown as Record<string, unknown>;
  const args: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(x)) {
    if (k === 'code' || k === 'error') continue;
    if ((k === 'player' || k === 'turn') && typeof v === 'number') args[k] = seatName(t, v);
    else if ((k === 'card' || k === 'required' || k === 'toBeat' || k === 'ace') && typeof v === 'number') {
      // The name, and as `theCard`, `theToBeat`… the verb's object (« l’as de cœur », „den Kreuz-Buben“).
      const known = v >= 0 && v < 52;
      args[k] = known ? cardName(t, v) : String(v);
      args[theKey(k)] = known ? theCardName(t, v) : String(v);
    }
    else if (k === 'allowed' && Array.isArray(v)) {
      // The calls open instead (ERR_CALL), or the cards that would do: "the nine of hearts or the queen of hearts".
      args[k] = e.code === 'ERR_CALL' ? errorList(t, v.map((c) => callName(t, c as Call)), 'listOr') : cardList(t, v as number[], 'listOr', pam);
    } else if (k === 'trumps' && Array.isArray(v)) args[k] = cardList(t, v as number[], 'listAnd');
    else if (k === 'led' && typeof v === 'number') args[k] = t(`cards.suit.${v}`);
    else if (k === 'call') args[k] = callName(t, v as Call);
    else if (k === 'rule') args[k] = optionName(t, v as LooOptionId);
    // A known rule given a value it cannot take is named as the tables name it, not by its key (a QA tester read
    // "the rule “dealerStake”"); an unknown one (ERR_UNKNOWN_OPTION) is quoted as it came.
    else if (k === 'option' && e.code === 'ERR_OPTION_VALUE') args[k] = t(`loo.options.${String(v)}`, { defaultValue: String(v) });
    else if (k === 'phase') args[k] = t(`loo.phase.${String(v)}`);
    // A card dealt twice: both its places, "in Anna's hand and in the miss" (an English newcomer, mending a link,
    // was told only that the seven of spades appeared twice).
    else if (k === 'places' && Array.isArray(v)) [args.first, args.second] = (v as LooCardPlace[]).map((pl) => placeText(t, pl));
    else args[k] = v;
  }
  switch (e.code) {
    case 'ERR_HAND_SIZE':
    case 'ERR_MISS_SIZE':
    case 'ERR_STOCK':
      args.count = e.size;
      break;
    case 'ERR_STOCK_SHORT':
      args.count = e.left;
      break;
    case 'ERR_ILLEGAL_MOVE':
      args.reason = looErrorText(t, e.error);
      // The move in words with its player, not its notation (an English newcomer read "Move 6 (4x7s9dTd)").
      args.player = seatName(t, e.played.player);
      args.move = looMoveWords(t, e.played, null);
      delete args.played;
      break;
    case 'ERR_CALL':
      // Why the call is refused, in the reader's terms (the rule's name alone did not say).
      args.why = t(`loo.errors.callWhy.${e.why}`);
      // The call as a sentence's first words, where a language puts it first („Die Miss nehmen darfst du jetzt nicht“).
      args.callCap = typeof args.call === 'string' ? capitalised(args.call) : args.call;
      // One call left: it is a duty, not a choice (`…_only`: "You must play", where "You may play" read as optional
      // to a German and a Russian newcomer).
      if (e.allowed.length === 1) args.context = 'only';
      break;
    case 'ERR_PLAYERS':
      // Rules for one count only ("for exactly 4 players"), not a range from 4 to 4.
      if (e.min === e.max) args.context = 'exact';
      break;
    case 'ERR_CIVIL':
      // Why the call may not be made: `loo.errors.ERR_CIVIL_<reason>`.
      args.context = e.reason;
      break;
    case 'ERR_MUST_LEAD_ACE':
      // The ace of trumps turned up: the king leads in its place (seed 004, "Die Stiche"), `…_king`, and says so
      // (a German reader read „Du hast den Herz-König und musst es ausspielen“ under the ace's rule).
      if (rankOf(e.required) !== RANKS.indexOf('A')) args.context = 'king';
      break;
    case 'ERR_MUST_FOLLOW':
      // Trumps led and Pam among the cards that follow: "follow suit in hearts … the jack of clubs" read as a
      // contradiction (an English reader); the duty is to answer the trump lead with a trump (`…_trumps`).
      // The same wherever trumps were led, Pam too (a German reader, Pam led with hearts trumps, read „Du
      // kannst Herz bedienen“ under a jack of clubs).
      if (pamNote(e) === 'trump' || e.trumps) args.context = 'trumps';
      break;
    case 'ERR_MUST_TRUMP':
      // The trick already trumped (the card to beat is not of the suit led): the duty is to over-trump it, which
      // is why a lower trump held is refused too (`…_over`; an English reader read "can trump, and must: the
      // eight of hearts" while holding the three of hearts as well).
      if (e.toBeat !== undefined && suitOf(e.toBeat) !== e.led) args.context = 'over';
      break;
    case 'ERR_PAM_CIVIL':
      // What the call demands: `loo.errors.ERR_PAM_CIVIL_<demand>`.
      args.context = e.demand;
      break;
    case 'ERR_NOTATION_SYNTAX':
      // A text that stops before its last field (a link cut off): `loo.errors.ERR_NOTATION_SYNTAX_end`.
      if (cutShort(e)) args.context = 'end';
      // A text too long to read at all: its length and the most the site reads (`…_long`).
      if (e.length !== undefined) {
        args.context = 'long';
        args.count = e.length;
        args.max = LOO_MAX_NOTATION;
      }
      break;
  }
  // The reader's own seat (a lesson's "You are Ben"): the message in the second person, where there is one.
  const key = `loo.errors.you.${e.code}`;
  const mine = you !== undefined && 'player' in e && e.player === you;
  const stated = mine && duty ? t(`loo.errors.duty.${e.code}`, { ...args, defaultValue: '' }) : '';
  const own = stated || (mine ? t(key, args) : key);
  const text = own !== key ? own : t(`loo.errors.${e.code}`, args);
  // A follow refusal that must also head the trick names only the cards that beat it: say why the others of
  // the suit are missing (a Russian newcomer, refused the 9♣ against the K♠, was offered the A♠ but not the 4♠).
  const head = e.code === 'ERR_MUST_FOLLOW' && e.toBeat !== undefined ? t(text === own ? 'loo.errors.you.headNote' : 'loo.errors.headNote', args) : null;
  const note = pamNote(e);
  return [text, head, note && t(`loo.errors.pamNote.${note}`)].filter(Boolean).join(' ');
}

const JACK = RANKS.indexOf('J');

/**
 * Why a follow refusal may read as a contradiction, where Pam (the jack of clubs, a trump in every suit:
 * seed 004, "Pam") is concerned: `notClub` — Pam was played to a club lead and refused, since it is a trump
 * and never a club; `trump` — Pam is among the cards that follow a trump lead. Both are told by the cards
 * alone: a jack refused on a lead of its own suit, or a jack that follows another suit, can only be Pam
 * counted as a trump (a German newcomer's tour: „Du kannst Kreuz bedienen und musst es auch“ for Pam).
 */
function pamNote(e: LooError): 'notClub' | 'trump' | null {
  if (e.code !== 'ERR_MUST_FOLLOW' && e.code !== 'ERR_MUST_HEAD') return null;
  if (e.code === 'ERR_MUST_FOLLOW' && rankOf(e.card) === JACK && suitOf(e.card) === e.led) return 'notClub';
  return e.allowed.some((c) => rankOf(c) === JACK && suitOf(c) !== e.led) ? 'trump' : null;
}
