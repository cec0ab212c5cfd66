import type { TFunction } from 'i18next';
import { cutShort } from '~/i18n/cutShort.ts';
import type { EngineError, MoveError } from '~/engine/lld/errors.ts';
import type { RuleId } from '~/engine/lld/options.ts';
import type { Card, LegalMove, Move, Player, Position } from '~/engine/lld/types.ts';
import { rankOf } from '~/engine/core/cards.ts';
import type { HintReason } from '~/engine/lld/ai.ts';
import { claimsOpenedBy, turnMoves } from '~/engine/lld/rules.ts';
import { capitalised } from '~/i18n/capitalised.ts';
import { countWord } from '~/i18n/countWord.ts';
import { cardName, cardNames, theCardName, theCardNames, theKey, withCardNames } from '../cards/cardName.ts';

/**
 * The key of a move's words: two cards declared are two of a prial (`declarePrial`, which says so: a Russian
 * reader saw "puts down the jack of diamonds and the jack of hearts" under the rule "a prial or mournival"),
 * four a mournival (`declare`).
 */
function kindOf(m: Move): string {
  return m.type === 'declare' && m.cards.length === 2 ? 'declarePrial' : m.type;
}

/**
 * A move in words: "Ben plays the nine of hearts and takes the nine of clubs" (`play.move.<type>`) — card lists
 * spoken by name (screen readers read the text as is): `play`, `take`, `cards` bare, `thePlay`, `theTake`,
 * `theCards` each card as the verb's object (cardName.ts `theCardNames`: "the nine of hearts", „den Kreuz-Buben“).
 */
export function moveText(t: TFunction, lang: string, m: Move): string {
  const player = t(`players.${m.player}`);
  const list = (cs: readonly number[]) => cardNames(t, lang, cs);
  const the = (cs: readonly number[]) => theCardNames(t, lang, cs);
  switch (m.type) {
    case 'capture':
      return t('play.move.capture', { player, play: list(m.play), take: list(m.take), thePlay: the(m.play), theTake: the(m.take) });
    case 'lieDown':
      return t('play.move.lieDown', { player });
    case 'declare':
    case 'layPair':
    case 'claim':
      return t(`play.move.${kindOf(m)}`, { player, cards: list(m.cards), theCards: the(m.cards) });
  }
}

/**
 * A move in words for the reader who sits at `you`: their own move as an instruction to them
 * (`learn.ui.do.<type>`: "play the nine of clubs and take the nine of hearts", „Leg dich hin“, « couchez-vous »,
 * «лягте»), any other seat's as moveText tells it ("Carla lies down"). Lower case where the language allows, for
 * use after a colon or in brackets; `capitalised` makes a label of it. `you` null: every move as moveText.
 */
export function moveTextFor(t: TFunction, lang: string, m: Move, you: Player | null, lastCards = false): string {
  return m.player === you ? ownMove(t, lang, m, 'do', lastCards) : moveText(t, lang, m);
}

/**
 * A choice of the reader at `you` named inside a sentence of the analysis ("Best: …", "Your choice (…)", a row
 * of the chart): the move as a verb phrase in the infinitive (`learn.ui.choice.<type>`: „den Kreuz-König
 * spielen und den Herz-König holen“, « jouer le roi de trèfle … », «сыграть короля треф …»), not the command
 * of the move buttons (a Russian reader read «Лучший вариант: сыграйте …» as an order in a report). English
 * says both alike. Any other seat's move as moveText tells it.
 */
export function choiceTextFor(t: TFunction, lang: string, m: Move, you: Player | null, lastCards = false): string {
  return m.player === you ? ownMove(t, lang, m, 'choice', lastCards) : moveText(t, lang, m);
}

/** Whether a reading lays a rank's last cards where Parlett lays a pair out of turn (the French rules): moveTextFor's `lastCards`. */
export function laysLastCards(o: { readonly layLastCards: boolean; readonly outOfTurnPair: boolean }): boolean {
  return o.layLastCards && !o.outOfTurnPair;
}

/** The reader's own move in the words of `learn.ui.<form>.<kind>`: `do` a command, `choice` an infinitive. */
function ownMove(t: TFunction, lang: string, m: Move, form: 'do' | 'choice', lastCards = false): string {
  const the = (cs: readonly Card[]) => theCardNames(t, lang, cs);
  // Under a reading that lays a rank's last cards instead of a pair out of turn (the French rules), the move is
  // named as such, not "the dead pair" (a German newcomer read Parlett's rule on the button of a French game).
  if (m.type === 'layPair' && lastCards) return t(`learn.ui.${form}.layLast`, { cards: cardNames(t, lang, m.cards), theCards: the(m.cards) });
  switch (m.type) {
    case 'capture':
      // The played cards after "with" too: German says „Hol mit der Herz-Sieben die Kreuz-Sieben“ (withCardNames).
      return t(`learn.ui.${form}.capture`, { thePlay: the(m.play), theTake: the(m.take), withPlay: withCardNames(t, lang, m.play) });
    case 'lieDown':
      return t(`learn.ui.${form}.lieDown`);
    default:
      return t(`learn.ui.${form}.${kindOf(m)}`, { cards: cardNames(t, lang, m.cards), theCards: the(m.cards) });
  }
}

/**
 * The rule that allows a legal move, in words: the reading's option (`readings.options.<rule>`); lying down
 * is allowed by no option but by the want of a capture (seed 001, "Lying down"). A capture of one card of
 * three says that it leaves the other two to a claim, where the reading allows that claim.
 */
export function ruleText(t: TFunction, l: LegalMove, pos?: Position): string {
  if (l.move.type === 'lieDown') return t('play.lieDownRule');
  const base = t(`readings.options.${l.rule}`);
  if (pos && l.move.type === 'capture' && claimsOpenedBy(pos, l.move).some((c) => c.kind === 'oneOfThree')) {
    return t('play.ruleLeavesClaim', { rule: base });
  }
  return base;
}

/**
 * Error codes whose message names the rank, per reason: when the error has no rank (the cards were of
 * several ranks), the message without it (`errors.<code>_<reason>_noRank`).
 */
// A pair laid of cards of two ranks is refused as "not a pair" with no rank: said as such, not as the rule for
// a rank's two cards (a French newcomer laid 3♥ 3♠ 7♦ and read about holding just two of one rank).
const NAMES_RANK: Readonly<Record<string, readonly string[]>> = { ERR_DECLARE: ['notSet'], ERR_LAY_PAIR: ['notPair'] };

/**
 * An engine error in the reader's language, with seats, cards, ranks and rules named. The key is
 * `errors.<code>`, refined by what the error carries:
 * - a `reason`: `errors.<code>_<reason>` (ERR_DECLARE_notNow, ERR_LAY_PAIR_stillInPlay, ERR_CLAIM_laidDown…);
 * - ERR_CAPTURE_SHAPE with its `rule` field: `_off` (the reading turns that rule off) or `_never` (rule null:
 *   no reading has that shape); ERR_RANK_MISMATCH with a rank: `_rank`; ERR_MUST_CAPTURE with the open
 *   capture: `_capture`; ERR_MUST_TAKE_ALL with the three cards: `_three`.
 * An error without those fields (an older engine) keeps the plain `errors.<code>`. With `you`, the seat the
 * reader plays (a lesson), an error of that seat is worded to the reader (`errors.you.<key>`: "You may not lie
 * down while you can still capture") where the resources have such a message, and as usual otherwise. The player's gender
 * (`players.gender.<n>`) is the i18next context (`…_female`, `…_male`), where a message has those forms, and
 * a list of cards the count (`_one`, `_few`…), so pronouns and verbs agree.
 *
 * Placeholders: `player`, `turn`, `culprit` — seat names; `card` — a card's name; `play`, `take`, `table`,
 * `stillInPlay` — lists of card names (`errors.list`), or, where they are numbers, "2 cards"
 * (`errors.cardCount`); `theCard`, `thePlay`, `theTake`… — the same cards as a verb's object ("the nine of
 * hearts", « le neuf de cœur », «девятку червей»: cardName.ts `theCardName`); `rank` — the rank's name, with `rankA` ("a seven", `cards.rankA`), `ranks`
 * ("sevens", `cards.ranks`), `ofRank` ("of sevens" after "pair", `cards.ofRank`); `rule` — the rule
 * option's name (`readings.options.<rule>`); `when` — the reading's time for declarations (`errors.when_<value>`);
 * `error` — a nested move error in words. Every other field fills the placeholder of its name.
 */
export function errorText(t: TFunction, e: EngineError, you?: number): string {
  const vars: Record<string, unknown> = {};
  const list = (cs: readonly number[], name: (t: TFunction, c: number) => string) => t('errors.list', { cards: cs.map((c) => name(t, c)) });
  for (const [k, v] of Object.entries(e)) {
    if (k === 'code' || k === 'reason' || (k === 'role' && e.code === 'ERR_PLAYER')) continue;
    if ((k === 'player' || k === 'turn' || k === 'culprit') && typeof v === 'number') vars[k] = t(`players.${v}`);
    else if (k === 'card' && typeof v === 'number') {
      vars[k] = cardName(t, v);
      vars.theCard = theCardName(t, v);
    } else if (Array.isArray(v)) {
      vars[k] = list(v as number[], cardName);
      vars[theKey(k)] = list(v as number[], theCardName);
    }
    // A few cards in words, as prose writes them ("plays one card and takes two cards"; a German reader read
    // „1 Karte ausspielt und 2 Karten holt“); more in figures.
    else if ((k === 'play' || k === 'take') && typeof v === 'number') vars[k] = vars[theKey(k)] = t(`errors.cardWords.${v}`, { defaultValue: t('errors.cardCount', { count: v }) });
    else if (k === 'rank' || k === 'rule' || k === 'when' || k === 'error') continue;
    else vars[k] = typeof v === 'object' && v !== null ? JSON.stringify(v) : v;
  }
  // The rank: named by the error, or else by the cards it lists (all of one rank).
  const cards = 'stillInPlay' in e ? e.stillInPlay : 'table' in e ? e.table : undefined;
  const rank = 'rank' in e && typeof e.rank === 'number' ? e.rank : cards && cards.length > 0 ? rankOf(cards[0]!) : null;
  if (rank !== null) {
    vars.rank = t(`cards.rank.${rank}`);
    vars.rankA = t(`cards.rankA.${rank}`);
    vars.ranks = t(`cards.ranks.${rank}`);
    vars.ofRank = t(`cards.ofRank.${rank}`);
  }
  if ('rule' in e && typeof e.rule === 'string') vars.rule = t(`readings.options.${e.rule}`);
  // A known rule set to a value it cannot take: named as the tables name it, not by its key (as in Loo).
  if (e.code === 'ERR_OPTION_VALUE') vars.option = t(`readings.options.${e.option}`, { defaultValue: e.option });
  if ('when' in e && typeof e.when === 'string') vars.when = t(`errors.when_${e.when}`);
  if (e.code === 'ERR_ILLEGAL_MOVE' && e.error) vars.error = errorText(t, e.error);
  // Sizes are counts: they choose the plural form of the message; so does the number of cards in play.
  if ('size' in e && typeof e.size === 'number') vars.count = e.size;
  if ('stillInPlay' in e && Array.isArray(e.stillInPlay)) vars.count = e.stillInPlay.length;
  if ('player' in e && typeof e.player === 'number') vars.context = t(`players.gender.${e.player}`);

  const base = `errors.${e.code}`;
  let key = base;
  if ('reason' in e && typeof e.reason === 'string') {
    key = `${base}_${e.reason}`;
    if (rank === null && 'rank' in e && NAMES_RANK[e.code]?.includes(e.reason)) key += '_noRank';
  } else if (e.code === 'ERR_CAPTURE_SHAPE' && 'rule' in e && e.rule !== undefined) key = `${base}_${e.rule === null ? 'never' : 'off'}`;
  else if (e.code === 'ERR_RANK_MISMATCH' && rank !== null) key = `${base}_rank`;
  // A seat that does not exist: the field that names it (`_turn`, `_culprit`…; a tampered link's "t9").
  else if (e.code === 'ERR_PLAYER' && 'role' in e && typeof e.role === 'string') key = `${base}_${e.role}`;
  else if (e.code === 'ERR_MUST_CAPTURE' && Array.isArray(e.play) && e.play.length > 0 && Array.isArray(e.take)) key = `${base}_capture`;
  else if (e.code === 'ERR_MUST_TAKE_ALL' && Array.isArray(e.table) && e.table.length > 0) key = `${base}_three`;
  // "has won only 0" read mechanically (a German editor): none won is said as such.
  else if (e.code === 'ERR_HAND_UNACCOUNTED' && e.won === 0) key = `${base}_noneWon`;
  // A text that stops before its last field (a link cut off when copied): nothing to quote, so say it stops short.
  else if (e.code === 'ERR_NOTATION_SYNTAX' && cutShort(e)) key = `${base}_end`;
  // The reader's own seat (a lesson's "You are Ben"): the message in the second person, `errors.you.<key>`,
  // where the resources have one.
  const keys = [key, base];
  const own = (k: string) => `errors.you.${k.slice('errors.'.length)}`;
  if (you !== undefined && 'player' in e && e.player === you) keys.unshift(own(key), own(base));
  for (const k of keys) {
    const text = t(k, vars);
    if (text !== k) return text;
  }
  // A reason the resources do not word (yet): the code's general message.
  return t(base, vars);
}

/**
 * The rule option that forbids a move, where one does: a capture of a shape the reading does not allow (the
 * error's own `rule`), one card of three when the reading wants all three, a declaration at the wrong time or
 * of a kind the reading does not give, the layout mournival (only the dealer's, only before the first turn),
 * a pair laid out of turn that the reading does not give or whose rank is still in play, a claim by a player
 * who has lain down. Null when the move breaks the game's frame (not your turn, a card you do not hold, cards
 * that are not a set, one's own mistake), not an option.
 */
export function forbiddingRule(e: MoveError): RuleId | null {
  switch (e.code) {
    case 'ERR_MUST_TAKE_ALL':
      return 'oneForThree';
    case 'ERR_CAPTURE_SHAPE':
      // The engine names the option that governs the shape (null for a shape no reading has).
      return e.rule;
    case 'ERR_DECLARE':
      if (e.reason === 'notSet') return null;
      if (e.reason === 'notDealer' || e.reason === 'started') return 'layoutMournival';
      return 'declarations';
    case 'ERR_LAY_PAIR':
      if (e.reason === 'notOneRank' || e.reason === 'notPair') return null;
      return 'outOfTurnPair';
    case 'ERR_CLAIM':
      return e.reason === 'laidDown' ? 'claimAfterLyingDown' : null;
    default:
      // The frame errors: no single option decides them.
      return null;
  }
}

/**
 * The tip behind a hint, in words (`play.hint.<reason>`, after seed 001's tips for beginners), and its move: as an
 * instruction when it is the move of the reader at `you` (moveTextFor); `alike`: how many captures the tip rates
 * as highly (engine Hint.alike), said before the one named when more than one.
 */
export function hintText(t: TFunction, lang: string, reason: HintReason, m: Move, you: Player | null = null, alike = 1, best = false): string {
  // Several captures that the tip rates alike: the line says so before naming one (a Russian reader saw one
  // capture of four alike named as if it were the tip's only answer). `best`: the one named is the one the
  // simulated deals favour, and the line says so (a French newcomer read "here is one", then the analysis rated
  // another of them higher).
  const tip = alike > 1 ? `${t(`play.hint.${reason}`)} ${t(best ? 'play.hintAlikeBest' : 'play.hintAlike', { count: alike, ...countWord(t, alike, lang) })}` : String(t(`play.hint.${reason}`));
  const move = moveTextFor(t, lang, m, you);
  // A free action is named first and its reason follows: "This costs no turn …" before the move read as "this" of
  // nothing yet (a French newcomer).
  if (reason === 'declare') return `${capitalised(move, lang)}. ${t('play.hint.declare')}`;
  // After a tip that is a sentence of its own the move starts the next one; after a colon it runs on.
  return `${tip} ${/[.!?]$/.test(tip.trim()) ? capitalised(move, lang) : move}.`;
}

/**
 * What the reader must pick before a move can be tried (a lesson, the explorer), or null when the picks make a
 * move to check: a capture needs a hand card and table cards — when no table card has the hand card's rank,
 * it says so (`play.pickTableNone`: a German reader was asked to pick table cards where none could be taken);
 * hand cards of different ranks are left to the engine's refusal (`mixedPlay`);
 * cards to put down or lay must come from the hand (`play.handOnly` names the table cards picked), and a claim
 * needs its cards picked (`play.pickToClaim`). `onTable`: the table cards picked (only putting down reads them).
 */
export function pickProblem(t: TFunction, pos: Position, m: Move, onTable: readonly number[] = []): string | null {
  switch (m.type) {
    case 'capture': {
      // Out of turn the engine's refusal says what matters (an English reader, capturing with Dan on Emil's turn,
      // was told only that no jack lay on the table).
      if (pos.turn !== m.player) return null;
      // With no capture to make, no card is to pick, and the line says so (a French newcomer, in the lesson on lying
      // down, pressed "Capture" with nothing picked and was told to pick a card).
      if (m.play.length === 0) return t(turnMoves(pos).some((l) => l.move.type === 'capture') ? 'play.pickHand' : 'play.pickHandNone');
      if (m.take.length > 0) return null;
      const r = rankOf(m.play[0]!);
      // Cards of different ranks played together: the engine's refusal names that fault (an English newcomer,
      // with a two and a king picked, was told only that no two lay on the table).
      if (m.play.some((c) => rankOf(c) !== r)) return null;
      return pos.table.countRank(r) === 0 ? t('play.pickTableNone', { count: m.play.length, ranks: t(`cards.ranks.${r}`), ofRank: t(`cards.ofRank.${r}`) }) : t('play.pickTable');
    }
    case 'declare':
    case 'layPair':
      if (onTable.length > 0) return t('play.handOnly', { cards: t('errors.list', { cards: onTable.map((c) => cardName(t, c)) }) });
      return m.cards.length === 0 ? t('play.pickToLay') : null;
    case 'claim':
      return m.cards.length === 0 ? t('play.pickToClaim') : null;
    default:
      return null;
  }
}

/**
 * The picked cards that pickProblem's note rules out, to be unpicked with it: table cards picked to be put down
 * or laid (only hand cards can be: lesson 4's stayed picked, and the next press was refused again), and hand
 * cards played where no table card has their rank (they can take nothing, and the next cards picked joined them
 * in a capture of two ranks, counted wrong in a lesson: an English newcomer). The other picks stay.
 */
export function unusablePicks(pos: Position, m: Move, onTable: readonly Card[] = []): readonly Card[] {
  if (m.type === 'declare' || m.type === 'layPair') return onTable;
  if (m.type === 'capture' && m.take.length === 0 && m.play.every((c) => pos.table.countRank(rankOf(c)) === 0)) return m.play;
  return [];
}

/**
 * errorText for a move refused in `pos`: a capture of another rank when no table card has the played card's
 * rank says that nothing on the table matches (`errors.ERR_RANK_MISMATCH_none`), not "here only sevens" with
 * no seven in sight (a German reader, lesson "Lying down").
 */
export function errorTextAt(t: TFunction, e: EngineError, pos: Position, you?: number): string {
  if (e.code === 'ERR_RANK_MISMATCH' && e.reason === undefined && pos.table.countRank(e.rank) === 0) {
    return t('errors.ERR_RANK_MISMATCH_none', { ranks: t(`cards.ranks.${e.rank}`), ofRank: t(`cards.ofRank.${e.rank}`) });
  }
  return errorText(t, e, you);
}
