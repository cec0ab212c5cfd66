/**
 * The why of a forced step in words, and the rule section a step illustrates. The facts come from the engine
 * (lld/why.ts `whyTurn`, loo/why.ts `looCardWhy` and `looCallWhy`); this module only chooses the sentence
 * (`why.*` in src/i18n/why/<lang>.json) and the anchor of the rules page. Shared by the replays, the game
 * logs and the examples index. Pure: no DOM, no state.
 */
import type { TFunction } from 'i18next';
import { rankOf } from '~/engine/core/cards.ts';
import type { Card, GameEvent, Move, Position } from '~/engine/lld/types.ts';
import { whyTurn } from '~/engine/lld/why.ts';
import { looCallWhy, looCardWhy } from '~/engine/loo/why.ts';
import type { LooEvent, LooPosition } from '~/engine/loo/types.ts';
import { cardName } from '../cards/cardName.ts';

/** A seat as sentence variables: name, genitive where the language has one (`why.playerGen.<p>`), gender as i18next context. */
export function whoVars(t: TFunction, p: number): { player: string; playerGen: string; context: string } {
  const player = t(`players.${p}`);
  return { player, playerGen: t(`why.playerGen.${p}`, { defaultValue: player }), context: t(`players.gender.${p}`) };
}

/**
 * A card's name in a grammatical case, with the article where the language puts one (German: "die
 * Herz-Sechs", "dem Kreuz-Buben" — `why.case.<case>_<gender>`, the rank's gender `why.rankGender.<rank>`);
 * the plain name elsewhere.
 */
export function cardIn(t: TFunction, card: Card, grammaticalCase: 'acc' | 'dat'): string {
  const g = t(`why.rankGender.${rankOf(card)}`, { defaultValue: '' });
  return t(`why.case.${grammaticalCase}`, { card: cardName(t, card), context: g });
}

/** The sentence saying what forced or barred a card or call of a Loo step, `before` the position the move was made in; empty when nothing did. */
export function looWhyLines(t: TFunction, before: LooPosition, events: readonly LooEvent[]): string[] {
  const out: string[] = [];
  for (const e of events) {
    if (e.type === 'play') {
      const w = looCardWhy(before);
      if (w) out.push(t(`why.loo.${w.code}`, whoVars(t, e.player)));
    } else if (e.type === 'call') {
      const w = looCallWhy(before, e.call);
      if (w) {
        const key = w.rule === 'clubLaw' || w.rule === 'dealerVsLone' || w.rule === 'allPassed' || w.rule === 'singlePot' ? w.rule : 'mustPlay';
        out.push(t(`why.call.${key}`, whoVars(t, e.player)));
      }
    }
  }
  return out;
}

/** The sentence saying what forced an LLD turn (`move`, made in `before`); claims it opens are the events' own sentences. */
export function lldWhyLines(t: TFunction, before: Position, move: Move | undefined): string[] {
  if (!move) return [];
  const out: string[] = [];
  for (const w of whyTurn(before, move)) {
    if (w.kind === 'onlyCapture' || w.kind === 'mustTakeAll') out.push(t(`why.lld.${w.kind}`, whoVars(t, move.player)));
  }
  return out;
}

/** A section of a rules page: its path under the language and its heading id (the same in every locale). */
export interface RuleSection {
  readonly page: 'laugh-and-lie-down/rules' | 'loo/three-card' | 'loo/five-card';
  readonly id: string;
  /** The i18n key of the section's title (`why.section.<lld|three|five>.<id>`). */
  readonly key: string;
}

function lldSection(id: string): RuleSection {
  return { page: 'laugh-and-lie-down/rules', id, key: `why.section.lld.${id}` };
}

/** The section of the LLD rules an LLD step illustrates (its first event that has one). */
export function lldSectionOf(events: readonly GameEvent[], over: boolean): RuleSection | null {
  for (const e of events) {
    switch (e.type) {
      case 'claimOpen':
      case 'claim':
        return lldSection('mistakes');
    }
  }
  for (const e of events) {
    switch (e.type) {
      case 'capture':
        return lldSection('captures');
      case 'lieDown':
        return lldSection('lying-down');
      case 'declare':
        return lldSection('setup');
      case 'layPair':
        return lldSection('pair-out-of-turn');
    }
  }
  return over ? lldSection('pay-off') : null;
}

/**
 * The section of the Loo rules a Loo step illustrates: the page of the game it is (five-card when hands hold
 * five cards), the section of the rule that forced the card or call where one did, else of the move itself.
 */
export function looSectionOf(before: LooPosition, events: readonly LooEvent[]): RuleSection | null {
  const five = before.options.handSize === 5;
  const sec = (three: string, fiveId: string): RuleSection =>
    five ? { page: 'loo/five-card', id: fiveId, key: `why.section.five.${fiveId}` } : { page: 'loo/three-card', id: three, key: `why.section.three.${three}` };
  for (const e of events) {
    if (e.type === 'end' && e.end.kind === 'flush') return sec('payout', 'flush');
  }
  for (const e of events) {
    if (e.type === 'play') {
      const w = looCardWhy(before);
      if (w?.code === 'ERR_PAM_CIVIL' || e.civil) return sec('following', 'pam-be-civil');
      const lead = before.trick.length === 0;
      if (w && /LEAD/.test(w.code)) return sec('lead', 'play');
      return lead ? sec('lead', 'play') : sec('following', 'play');
    }
    if (e.type === 'call') {
      const w = looCallWhy(before, e.call);
      return w && (w.rule === 'dealerVsLone' || w.rule === 'allPassed') ? sec('dealer', 'calls') : sec('calls', 'calls');
    }
    if (e.type === 'exchange') return sec('calls', 'exchange');
  }
  return null;
}

/** The path of a section on the site, for a language: `/en/loo/three-card/#lead`. */
export function sectionHref(lang: string, s: RuleSection): string {
  return `/${lang}/${s.page}/#${s.id}`;
}
