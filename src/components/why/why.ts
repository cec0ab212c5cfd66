/**
 * The why of a forced step in words, and the rule section a step illustrates: what both games share (a seat
 * and a card in a sentence, a section of a rules page). The facts come from the engine; each game's part
 * (lldWhy.ts, looWhy.ts) chooses the sentence (`why.*` in src/i18n/why/<lang>.json) and the section, so that
 * a page of one game loads nothing of the other. Pure: no DOM, no state.
 */
import type { TFunction } from 'i18next';
import { rankOf } from '~/engine/core/cards.ts';
import type { Card } from '~/engine/core/types.ts';
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

/** A section of a rules page: its path under the language and its heading id (the same in every locale). */
export interface RuleSection {
  readonly page: 'laugh-and-lie-down/rules' | 'loo/three-card' | 'loo/five-card';
  readonly id: string;
  /** The i18n key of the section's title (`why.section.<lld|three|five>.<id>`). */
  readonly key: string;
}

/** The path of a section on the site, for a language: `/en/loo/three-card/#lead`. */
export function sectionHref(lang: string, s: RuleSection): string {
  return `/${lang}/${s.page}/#${s.id}`;
}
