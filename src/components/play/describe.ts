import type { TFunction } from 'i18next';
import type { EngineError, MoveError } from '~/engine/lld/errors.ts';
import type { RuleId } from '~/engine/lld/options.ts';
import type { LegalMove, Move, Position } from '~/engine/lld/types.ts';
import { rankOf } from '~/engine/core/cards.ts';
import type { HintReason } from '~/engine/lld/ai.ts';
import { cardName, cardNames } from '../cards/cardName.ts';

/** A move in words: "Ben: 9♥ takes 9♣ 9♦ 9♠" — card lists spoken by name (screen readers read the text as is). */
export function moveText(t: TFunction, lang: string, m: Move): string {
  const player = t(`players.${m.player}`);
  const list = (cs: readonly number[]) => cardNames(t, lang, cs);
  switch (m.type) {
    case 'capture':
      return t('play.move.capture', { player, play: list(m.play), take: list(m.take) });
    case 'lieDown':
      return t('play.move.lieDown', { player });
    case 'declare':
      return t('play.move.declare', { player, cards: list(m.cards) });
    case 'layPair':
      return t('play.move.layPair', { player, cards: list(m.cards) });
    case 'claim':
      return t('play.move.claim', { player, cards: list(m.cards) });
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
  if (pos && l.move.type === 'capture' && l.move.take.length === 1 && pos.reading.options.claimOneOfThree && pos.table.countRank(rankOf(l.move.take[0]!)) === 3) {
    return `${base} — ${t('play.leavesClaim')}`;
  }
  return base;
}

/**
 * An engine error in the reader's language (`errors.<code>`), with seats and cards named. Every field of
 * the error fills the placeholder of the same name.
 */
export function errorText(t: TFunction, e: EngineError): string {
  const vars: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(e)) {
    if (k === 'code') continue;
    if ((k === 'player' || k === 'turn') && typeof v === 'number') vars[k] = t(`players.${v}`);
    else if (k === 'card' && typeof v === 'number') vars[k] = cardName(t, v);
    else vars[k] = typeof v === 'object' ? JSON.stringify(v) : (v as string | number);
  }
  // Sizes are counts: they choose the plural form of the message.
  if ('size' in e && typeof e.size === 'number') vars.count = e.size;
  return t(`errors.${e.code}`, vars);
}

/**
 * The rule option that forbids a move, where one does: a capture of a shape the reading does not allow,
 * one card of three when the reading wants all three, a declaration at the wrong time, a pair laid out of
 * turn that the reading does not give. Null when the move breaks the game's frame (not your turn, a card you do
 * not hold), not an option.
 */
export function forbiddingRule(move: Move, e: MoveError): RuleId | null {
  switch (e.code) {
    case 'ERR_MUST_TAKE_ALL':
      return 'oneForThree';
    case 'ERR_CAPTURE_SHAPE': {
      if (move.type !== 'capture') return null;
      const shape = `${move.play.length}:${move.take.length}`;
      return ({ '1:1': 'oneForOne', '1:3': 'oneForThree', '2:2': 'pairForPair', '3:1': 'prialForSingle' } as Record<string, RuleId>)[shape] ?? null;
    }
    case 'ERR_DECLARE':
      return 'declarations';
    case 'ERR_LAY_PAIR':
      return 'outOfTurnPair';
    default:
      // ERR_CLAIM (nothing open to claim there) and the frame errors: no single option decides them.
      return null;
  }
}

/** The tip behind a hint, in words (`play.hint.<reason>`, after seed 001's tips for beginners). */
export function hintText(t: TFunction, lang: string, reason: HintReason, m: Move): string {
  return `${t(`play.hint.${reason}`)} ${moveText(t, lang, m)}`;
}
