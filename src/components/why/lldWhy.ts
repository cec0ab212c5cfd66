/**
 * The why of a forced Laugh and Lie Down step in words (`why.lld.*`) and the section of the rules a step
 * illustrates; the facts are the engine's (lld/why.ts `whyTurn`). Pure.
 */
import type { TFunction } from 'i18next';
import type { GameEvent, Move, Position } from '~/engine/lld/types.ts';
import { whyTurn } from '~/engine/lld/why.ts';
import { rankOf } from '~/engine/core/cards.ts';
import { whoVars, type RuleSection } from './why.ts';

/**
 * The sentence saying what forced an LLD turn (`move`, made in `before`); claims it opens are the events' own sentences.
 * `brief`: a single capture said without its rule (`onlyCaptureShort`), for a game's log once the deal has said it.
 * `hidden`: the mover's hand is hidden from the reader (a game's log), so that its only capture is not said: that
 * would tell what the hand holds (a French newcomer read "Carla had only this capture" of a hand he could not see).
 */
export function lldWhyLines(t: TFunction, before: Position, move: Move | undefined, brief = false, hidden = false): string[] {
  if (!move) return [];
  const out: string[] = [];
  for (const w of whyTurn(before, move)) {
    if (hidden && w.kind === 'onlyCapture') continue;
    if (w.kind === 'onlyCapture' || w.kind === 'mustTakeAll') out.push(t(`why.lld.${w.kind}${brief && w.kind === 'onlyCapture' ? 'Short' : ''}`, whoVars(t, move.player)));
    // Why there was no capture (a French editor: the narration said why a capture was forced, never why a
    // lie-down was): an empty table, or no card on it of a rank in hand. (A rank in common without a capture
    // happens only where a rule is changed to forbid one for one; then nothing more is said.) The hand goes
    // face up with the lie-down, so saying so tells nothing hidden.
    if (w.kind === 'mustLieDown') {
      const ranks = new Set([...before.hands[move.player]!].map(rankOf));
      if (before.table.size === 0) out.push(t('why.lld.mustLieDownEmpty'));
      else if (![...before.table].some((c) => ranks.has(rankOf(c)))) out.push(t('why.lld.mustLieDownNoRank', whoVars(t, move.player)));
    }
  }
  return out;
}

/** Whether an LLD turn (`move`, made in `before`) was the player's only capture, which lying down could not replace. */
export function wasOnlyCapture(before: Position, move: Move | undefined): boolean {
  return move !== undefined && whyTurn(before, move).some((w) => w.kind === 'onlyCapture');
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
        return lldSection('sets-in-hand');
      case 'layPair':
        return lldSection('pair-out-of-turn');
    }
  }
  return over ? lldSection('pay-off') : null;
}

/**
 * The sections a deal's last step also illustrates besides its move's (lldSectionOf): the end of the deal and
 * the pay-off, which that step's narration tells (a French editor found only "Rule: Lying down" under a step
 * that is mostly the leftovers and the settlement). Empty for any other step.
 */
export function lldEndSections(events: readonly GameEvent[], over: boolean): RuleSection[] {
  if (!over) return [];
  const first = lldSectionOf(events, over);
  return first?.id === 'pay-off' ? [] : [lldSection('end-of-deal'), lldSection('pay-off')];
}

