/**
 * The coach in play: a switch (on by default where a newcomer starts: Laugh and Lie Down's default level and
 * below, either Loo level; the reader's choice is remembered per game in localStorage) and, before a legal
 * move the engine's coach warns about (lld/coach.ts `coachMove`, loo/coach.ts `looCoachCard`), the warning in words with "take it back" and
 * "play anyway". The widget decides nothing: the warnings are the engine's; this only words them.
 */
import { useEffect, useRef } from 'preact/hooks';
import type { TFunction } from 'i18next';
import type { CoachWarning } from '~/engine/lld/coach.ts';
import type { CostlyMove } from '~/engine/lld/coachCost.ts';
import type { Player } from '~/engine/lld/types.ts';
import type { CoachTip } from '../play/coachTip.ts';
import type { LooCoachWarning } from '~/engine/loo/coach.ts';
import { cardNames, theCardNames, withCardName } from '../cards/cardName.ts';
import { cardIn } from './why.ts';
import { choiceTextFor } from '../play/describe.ts';
import { costLine } from './costLine.ts';
import './why.css';

export { useCoach, CoachSwitch } from './CoachSwitch.tsx';

/**
 * LLD warnings in words (`coach.*`), cards named in the reader's language; a costly move (coachCost) with
 * its cost in chips, to one decimal, and the number of simulated deals behind it; the better choice named
 * as a choice (an infinitive phrase, as "Your choice: …" above it) when it is the move of the reader at `you`
 * (describe.ts choiceTextFor). A German reader read „Deine Wahl: die Pik-Dame spielen“ over „…: Spiel die …“.
 */
export function lldCoachLines(t: TFunction, lang: string, ws: readonly (CoachWarning | (CostlyMove & { readonly tip?: CoachTip | null }))[], you: Player | null = null): string[] {
  // A warning with a reason of the rules (a claim given away, a prial broken, …) already says why the move
  // costs: "no tip singles out the best choice" under it read as a contradiction (an English newcomer).
  const reasoned = ws.some((w) => w.kind !== 'costly');
  return ws.map((w) => {
    switch (w.kind) {
      case 'costly': {
        // Where another choice rates level with the better one, it is "one of the best choices" (coach.costlyShared).
        const better = w.better.move.type === 'wait' ? t('analysis.wait') : choiceTextFor(t, lang, w.better.move, you);
        const line = costLine(t, lang, w.cost, w.rollouts, better, w.shared ? 'coach.costlyShared' : 'coach.costly');
        // The reason before the figures: what is wrong with the reader's move (the tip it goes against), then the
        // estimate, then the tip the better choice follows (an English newcomer read the tip broken ten lines down
        // on a phone, after the statistics).
        const own = w.tip?.kind === 'tip' && w.tip.broken ? `${t(`coach.breaks.${w.tip.broken}`)} ` : '';
        return w.tip && !(reasoned && w.tip.kind === 'none') ? `${own}${line} ${tipText(t, w.tip, w.shared)}` : line;
      }
      case 'givesClaim': {
        // One of three taken: the capture of all three is named too, and that it may wait (a German newcomer was
        // shown only the best move by the numbers, of another rank, and not that the three could be taken at once).
        // A move that ends the deal opens no claim: the cards go to the dealer with the leftovers (an English newcomer
        // was told that lying down let anyone claim his pair, and the deal ended at once).
        const line = t(w.over === undefined ? `coach.givesClaim.${w.claimable.kind}` : 'coach.givesClaimOver', cardVars(t, lang, w.claimable.cards));
        const all = w.better?.move;
        return all?.type === 'capture' ? `${line} ${t(w.mayWait ? 'coach.takeAllThree' : 'coach.takeAllThreeNow', { card: withCardName(t, all.play[0]!) })}` : line;
      }
      case 'breaksPrial': {
        // What breaking it costs, and the free way to keep it (an English newcomer took the fourth with one nine and
        // was left with two nines he could never lay nor lose but by lying down).
        const dead = w.deadPair ? ` ${t('coach.breaksPrialDead')}` : '';
        const declare = w.declare ? ` ${t('coach.breaksPrialDeclare')}` : '';
        // With the free declaration to offer, the prial's own capture is not put first: it can cost as much as the
        // move warned about (an English newcomer, sent to it, was warned again, 0.9 chips).
        return `${t(w.declare ? 'coach.breaksPrialShort' : 'coach.breaksPrial', cardVars(t, lang, w.cards))}${dead}${declare}`;
      }
      case 'pairNotLaid':
      case 'setNotDeclared':
        return t(`coach.${w.kind}`, cardVars(t, lang, 'cards' in w.better.move ? w.better.move.cards : []));
    }
  });
}

/**
 * The reason behind a costly move's figure (play/coachTip.ts; an English reader found the number bare): the tip
 * the best choice follows (`coach.tip`, in the hint's words `play.hint.<reason>`; the tip the reader's choice goes
 * against, `coach.breaks.<tip>`, opens the line: lldCoachLines), that the reader's choice
 * follows it too (`coach.tipBoth`), that the reader followed a tip the numbers overrule here (`coach.followsTip`),
 * or that no tip singles out the best choice (`coach.noTip`).
 */
function tipText(t: TFunction, tip: CoachTip, shared = false): string {
  if (tip.kind === 'tip') return t(shared ? 'coach.tipShared' : 'coach.tip', { tip: t(`play.hint.${tip.reason}`) });
  return t(tip.kind === 'both' ? 'coach.tipBoth' : tip.kind === 'mine' ? 'coach.followsTip' : 'coach.noTip');
}

/** A warning's cards: `cards` by name, `theCards` each with its article where the language puts one (cardName.ts). */
function cardVars(t: TFunction, lang: string, cards: readonly number[]): { cards: string; theCards: string } {
  return { cards: cardNames(t, lang, cards), theCards: theCardNames(t, lang, cards) };
}

/** A Loo warning in words (`coach.intoLoo`, `coach.intoLooLoses`). */
export function looCoachLines(t: TFunction, w: LooCoachWarning): string[] {
  return [t(w.loses ? 'coach.intoLooLoses' : 'coach.intoLoo', { card: cardIn(t, w.card, 'dat'), safe: cardIn(t, w.safe, 'dat') })];
}

/**
 * The warning before a move: the move it is about (`choice`, in words as an infinitive phrase, `coach.yourChoice`:
 * its sentences say "this move"), its sentences, "take it back" (focused when it appears, so Enter or Esc keeps
 * the reader's move unmade) and "play anyway".
 */
export function CoachWarningBox({ t, choice, lines, onBack, onAnyway }: { t: TFunction; choice: string; lines: readonly string[]; onBack: () => void; onAnyway: () => void }) {
  const back = useRef<HTMLButtonElement>(null);
  const box = useRef<HTMLDivElement>(null);
  // Focus on "Take it back", and the box brought on screen: on a phone it opened out of sight, and a French newcomer
  // pressed the call again. The whole box where it fits the screen (nearest: nothing moves where it is already in
  // view), else its start, so that it is read from its title down to the buttons: scrolled to the button, a Russian
  // newcomer found the title and "Your choice" above the screen's edge and "Keep my choice" below it.
  useEffect(() => {
    back.current?.focus({ preventScroll: true });
    const el = box.current;
    if (!el?.scrollIntoView) return;
    const fits = typeof innerHeight !== 'number' || el.getBoundingClientRect().height <= innerHeight;
    el.scrollIntoView({ block: fits ? 'nearest' : 'start' });
  }, []);
  return (
    <div ref={box} class="coach" role="alertdialog" aria-labelledby="coach-title" aria-describedby="coach-text" data-coach-warning onKeyDown={(e) => { if (e.key === 'Escape') { e.preventDefault(); onBack(); } }}>
      <p class="coach__title" id="coach-title">{t('coach.title')}</p>
      <div id="coach-text">
        <p class="coach__choice" data-coach-choice>{t('coach.yourChoice', { choice })}</p>
        {lines.map((l, i) => <p key={i}>{l}</p>)}
      </div>
      <div class="coach__actions">
        <button type="button" ref={back} class="play__primary coach__back" data-action="coach-back" onClick={onBack}>{t('coach.takeBack')}</button>
        <button type="button" data-action="coach-anyway" onClick={onAnyway}>{t('coach.playAnyway')}</button>
      </div>
    </div>
  );
}
