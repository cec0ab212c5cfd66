/**
 * The why of a forced Loo card or call in words (`why.loo.*`, `why.call.*`) and the section of the rules a
 * step illustrates; the facts are the engine's (loo/why.ts `looCardWhy`, `looCallWhy`). Pure.
 */
import type { TFunction } from 'i18next';
import { looCallWhy, looCardWhy } from '~/engine/loo/why.ts';
import type { LooEvent, LooPosition } from '~/engine/loo/types.ts';
import { whoVars, type RuleSection } from './why.ts';
import { RANKS, rankOf, suitOf } from '~/engine/core/cards.ts';

/** The ace's rank (a civil lead of a king in the ace's place gets no ace's why). */
const ACE = RANKS.indexOf('A');

/**
 * The sentence saying what forced or barred a card or call of a Loo step, `before` the position the move was
 * made in; empty when nothing did. A rule of the whole table (club law, a single pot: nobody may pass) is said
 * at the first "play" of the deal, not again at every seat; the lead of the ace of trumps is not said twice
 * where the card's own sentence already names that rule (`loo.legal.leadAce`; not the sentence of a civil lead).
 * `shown`: whether a seat's hidden cards may be told (default every seat's); a why that would tell them (Pam
 * barred by "Pam, be civil!" tells who holds Pam) is left out for the others.
 */
export function looWhyLines(t: TFunction, before: LooPosition, events: readonly LooEvent[], shown: (seat: number) => boolean = () => true): string[] {
  const out: string[] = [];
  for (const e of events) {
    if (e.type === 'play') {
      const w = looCardWhy(before);
      // A card off the suit refused where every card of the suit held beats the trick (the card played heads
      // it): both duties applied, and the sentence names both (E1: Ben's 9♥ on the 6♥, his 4♣ refused).
      // After Pam's lead, "had to follow suit" under a jack of clubs misleads: the duty is a trump (`followPam`).
      const pamLed = before.trick[0] === before.pam && before.pam >= 0;
      // Void in a trick already trumped, the duty was to over-trump, whatever cards it refused (an English newcomer
      // read "had to trump" under Dan's 9♦ over Carla's 8♦): the card to beat is a trump, not of the suit led.
      const overTrumped = w?.code === 'ERR_MUST_TRUMP' && 'toBeat' in w.error && w.error.toBeat !== undefined && 'led' in w.error && (w.error.toBeat === before.pam || suitOf(w.error.toBeat) !== w.error.led);
      const key = w?.code === 'ERR_MUST_FOLLOW' && e.rule === 'head' ? 'followHead' : w?.code === 'ERR_MUST_FOLLOW' && pamLed ? 'followPam' : overTrumped ? 'ERR_MUST_OVERTRUMP' : w?.code;
      // The sentence of a lead with "Pam, be civil!" names the call, not the duty: the ace's why is said after it
      // (a French reader found no reason for Ben's forced ace). A king led in the ace's place keeps to its own sentence.
      const named = w?.code === 'ERR_MUST_LEAD_ACE' && e.rule === 'leadAce' && !(e.civil && rankOf(e.card) === ACE);
      // Pam barred by the call tells who holds Pam: said only of a seat whose hand may be shown (an English newcomer
      // read "Carla may not play Pam here" of a computer's hidden hand).
      const secret = w?.code === 'ERR_PAM_CIVIL' && !shown(e.player);
      if (w && !named && !secret) out.push(t(`why.loo.${key}`, whoVars(t, e.player)));
    } else if (e.type === 'call') {
      const w = looCallWhy(before, e.call);
      if (w) {
        const key = w.rule === 'clubLaw' || w.rule === 'dealerVsLone' || w.rule === 'allPassed' || w.rule === 'singlePot' ? w.rule : 'mustPlay';
        const tableWide = key === 'clubLaw' || key === 'mustPlay';
        if (!tableWide || !before.calls.includes('play')) out.push(t(`why.call.${key}`, whoVars(t, e.player)));
      }
    }
  }
  return out;
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

