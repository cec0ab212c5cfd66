// @vitest-environment happy-dom
/**
 * The coach's widget parts (components/why/Coach.tsx): the switch is on by default at the easiest level and
 * off otherwise, and the reader's choice is remembered per game; the warning focuses "take it back", which
 * Escape also means; the warnings are worded in the reader's language with the cards named.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render } from '@testing-library/preact';
import { CoachSwitch, CoachWarningBox, lldCoachLines, looCoachLines, useCoach } from '~/components/why/Coach.tsx';
import { MESSAGES } from '~/i18n/gameMessages.ts';
import { createT } from '~/i18n/createT.ts';
import { cards } from '~/engine/index.ts';
import type { CoachWarning } from '~/engine/lld/coach.ts';
import type { CostlyMove } from '~/engine/lld/coachCost.ts';

const en = createT('en', MESSAGES.en!);

function Harness({ game, easiest }: { game: 'lld' | 'loo'; easiest: boolean }) {
  const [on, set] = useCoach(game, easiest);
  return <CoachSwitch t={en} on={on} onChange={set} />;
}
const box = (c: Element) => c.querySelector<HTMLInputElement>('[data-coach-switch]')!;

describe('coach switch', () => {
  beforeEach(() => localStorage.clear());
  // Two newcomers' tours (2026-12-04): the help was only a tooltip, which a touch screen never shows, and a
  // silent coach looked broken. While it is on, what it does is written out; off, nothing is added.
  it('says what it does while it is on, not only in a tooltip', () => {
    const on = render(<Harness game="loo" easiest />).container;
    expect(on.querySelector('[data-coach-help]')!.textContent).toBe(en('coach.switchHelp'));
    expect(on.querySelector('[data-coach-help]')!.textContent).toMatch(/only before/);
    const off = render(<Harness game="loo" easiest={false} />).container;
    expect(off.querySelector('[data-coach-help]')).toBeNull();
  });
  // A designer (2026-12-06): in a game's bar on a phone the full help pushed the table and the moves below the
  // screen. There it is one sentence, which still says what its silence means; the full text stays in the set-up.
  it('says it in one sentence in a game’s bar, still saying what its silence means', () => {
    const bar = render(<CoachSwitch t={en} on onChange={() => {}} brief />).container;
    const help = bar.querySelector('[data-coach-help]')!.textContent!;
    expect(help).toBe(en('coach.switchHelpBrief'));
    expect(help).toMatch(/silent/);
    expect(help.length).toBeLessThan(en('coach.switchHelp').length / 2);
  });
  it('is on by default at the easiest level, off otherwise', () => {
    expect(box(render(<Harness game="lld" easiest />).container).checked).toBe(true);
    expect(box(render(<Harness game="lld" easiest={false} />).container).checked).toBe(false);
  });
  it('remembers the reader’s choice per game', () => {
    const a = render(<Harness game="loo" easiest />);
    fireEvent.click(box(a.container));
    expect(box(a.container).checked).toBe(false);
    expect(localStorage.getItem('willughby.coach.loo')).toBe('off');
    a.unmount();
    expect(box(render(<Harness game="loo" easiest />).container).checked).toBe(false);
    expect(box(render(<Harness game="lld" easiest />).container).checked).toBe(true);
  });
});

describe('coach warning', () => {
  it('focuses “take it back”; Escape takes it back; “play anyway” plays', () => {
    const back = vi.fn();
    const anyway = vi.fn();
    const { container } = render(<CoachWarningBox t={en} choice="keep all your cards" lines={['Careful.']} onBack={back} onAnyway={anyway} />);
    // The move the warning is about comes first, named: its sentences say "this move".
    expect(container.querySelector('#coach-text')!.firstElementChild!.textContent).toBe('Your choice: keep all your cards.');
    expect(document.activeElement).toBe(container.querySelector('[data-action="coach-back"]'));
    fireEvent.keyDown(container.querySelector('[data-coach-warning]')!, { key: 'Escape' });
    expect(back).toHaveBeenCalledTimes(1);
    fireEvent.click(container.querySelector('[data-action="coach-anyway"]')!);
    expect(anyway).toHaveBeenCalledTimes(1);
    expect(container.textContent).toContain('Take it back');
  });

  it('words an open claim with the cards named, in each language', () => {
    const w: CoachWarning = { kind: 'givesClaim', claimable: { kind: 'oneOfThree', cards: cards('6H 6S'), culprit: 1 } };
    expect(lldCoachLines(en, 'en', [w])[0]).toBe('Taking only one of the three leaves the six of hearts and the six of spades on the table for anyone to claim.');
    expect(lldCoachLines(createT('de', MESSAGES.de!), 'de', [w])[0]).toContain('Herz-Sechs und Pik-Sechs');
    expect(lldCoachLines(createT('ru', MESSAGES.ru!), 'ru', [w])[0]).toContain('шестёрка червей и\u00a0шестёрка пик');
    // French puts the article before each card in running text (le six, la dame, l’as).
    expect(lldCoachLines(createT('fr', MESSAGES.fr!), 'fr', [w])[0]).toContain('vous laissez le six de cœur et le six de pique sur le tapis');
    const queens: CoachWarning = { kind: 'givesClaim', claimable: { kind: 'lieDownPair', cards: cards('QH QS'), culprit: 1 } };
    expect(lldCoachLines(createT('fr', MESSAGES.fr!), 'fr', [queens])[0]).toContain('réclamer la dame de cœur et la dame de pique');
    // German and Russian take the accusative: „den Herz-Buben“, «валета червей».
    const jacks: CoachWarning = { kind: 'givesClaim', claimable: { kind: 'lieDownPair', cards: cards('JH JS'), culprit: 1 } };
    expect(lldCoachLines(createT('de', MESSAGES.de!), 'de', [jacks])[0]).toBe('Legst du dich mit diesem Paar hin, kann jeder den Herz-Buben und den Pik-Buben beanspruchen.');
    expect(lldCoachLines(createT('ru', MESSAGES.ru!), 'ru', [jacks])[0]!.replace(/\u00a0/g, ' ')).toBe('Если лечь с этой парой, любой сможет заявить валета червей и валета пик.');
    // With the capture of all three offered (a German newcomer was not told of it), that capture is named too.
    const all: CoachWarning = { ...w, better: { move: { type: 'capture', player: 1, play: cards('6D'), take: cards('6C 6H 6S') }, rule: 'oneForThree' }, mayWait: true };
    expect(lldCoachLines(en, 'en', [all])[0]).toBe('Taking only one of the three leaves the six of hearts and the six of spades on the table for anyone to claim. As you hold the fourth, nobody else can capture them: all three can wait for a later turn, or be taken at once with the six of diamonds, but never one alone.');
    expect(lldCoachLines(createT('de', MESSAGES.de!), 'de', [all])[0]).toContain('oder du holst sie mit der Karo-Sechs auf einmal – aber nie nur eine davon.');
    expect(lldCoachLines(createT('fr', MESSAGES.fr!), 'fr', [all])[0]).toContain('ou être prises d’un coup avec le six de carreau, mais on ne peut jamais n’en prendre qu’une.');
    expect(lldCoachLines(createT('ru', MESSAGES.ru!), 'ru', [all])[0]!.replace(/\u00a0/g, ' ')).toContain('или взять сразу шестёркой бубён, но брать одну из них нельзя.');
    // With no capture of another rank to make meanwhile, that capture cannot wait (a French newcomer was told it could).
    const now: CoachWarning = { ...all, mayWait: false };
    expect(lldCoachLines(en, 'en', [now])[0]).toBe('Taking only one of the three leaves the six of hearts and the six of spades on the table for anyone to claim. With the six of diamonds you could take all three at once; as you hold the fourth, nobody else can capture them.');
    // A prial broken by taking the fourth with one card: the two left are dead, and the free declaration is named.
    const prial: CoachWarning = { kind: 'breaksPrial', cards: cards('7C 7D 7H'), better: { move: { type: 'capture', player: 1, play: cards('7C 7D 7H'), take: cards('7S') }, rule: 'prialForSingle' }, declare: { move: { type: 'declare', player: 1, cards: cards('7D 7H') }, rule: 'declarations' }, deadPair: true };
    expect(lldCoachLines(en, 'en', [prial])[0]).toBe('This move breaks up your prial (seven of clubs, seven of diamonds and seven of hearts). The two left in your hand could then never be laid as a pair (the other two would be in your own won cards), and nobody could ever take them. Instead, you could put two of it down as won cards first, which costs no turn, and take the fourth with the third card later.');
    const aces: CoachWarning = { kind: 'givesClaim', claimable: { kind: 'lieDownPair', cards: cards('AH AS'), culprit: 1 } };
    expect(lldCoachLines(createT('fr', MESSAGES.fr!), 'fr', [aces])[0]).toContain('réclamer l’as de cœur et l’as de pique');
    // A lie-down that ends the deal opens no claim: the pair goes to the dealer with the leftovers (seed 001).
    const over: CoachWarning = { ...aces, over: 0 };
    expect(lldCoachLines(en, 'en', [over])[0]).toBe('This move ends the deal, so nobody can claim the ace of hearts and the ace of spades: they go to the dealer with the leftover cards.');
    expect(lldCoachLines(createT('de', MESSAGES.de!), 'de', [over])[0]).toContain('niemand kann das Herz-Ass und das Pik-Ass mehr beanspruchen: sie gehen mit dem Rest an den Geber.');
    expect(lldCoachLines(createT('fr', MESSAGES.fr!), 'fr', [over])[0]!.replace(/[\u00a0\u202f]/g, ' ')).toContain('personne ne peut plus réclamer l’as de cœur et l’as de pique, qui vont au donneur');
    expect(lldCoachLines(createT('ru', MESSAGES.ru!), 'ru', [over])[0]!.replace(/\u00a0/g, ' ')).toContain('заявить туза червей и туза пик никто уже не сможет: они уйдут сдающему');
  });

  // A German reader read „Deine Wahl: die Pik-Dame spielen …“ over a cost line ending „…: Spiel die Herz-Zwei …“:
  // the better choice is named as a choice too, as the analysis names the reader's choices.
  it('names the better choice of a costly move as a choice, not as an order', () => {
    const w: CostlyMove = { kind: 'costly', cost: 4.6, rollouts: 400, shared: false, better: { move: { type: 'capture', player: 0, play: cards('2H'), take: cards('2C') }, rule: 'oneForOne' } };
    const de = lldCoachLines(createT('de', MESSAGES.de!), 'de', [w], 0)[0]!;
    expect(de).toMatch(/als die beste Wahl: mit der Herz-Zwei die Kreuz-Zwei holen\.$/);
    expect(lldCoachLines(en, 'en', [w], 0)[0]).toMatch(/than the best choice: play the two of hearts and take the two of clubs\.$/);
  });

  it('a Loo warning names both cards with the article the language needs', () => {
    const w = { kind: 'intoLoo' as const, card: cards('3S')[0]!, safe: cards('JC')[0]!, loses: false, tricksLeft: 5 };
    expect(looCoachLines(en, w)[0]).toContain('the three of spades might not win this one, while the jack of clubs is sure to');
    expect(looCoachLines(createT('de', MESSAGES.de!), w)[0]).toContain('mit der Pik-Drei gewinnst du diesen Stich vielleicht nicht, mit dem Kreuz-Buben sicher');
    expect(looCoachLines(createT('fr', MESSAGES.fr!), w)[0]).toContain('le trois de pique');
  });
});

describe('a capture in words, in Russian: the cards in the accusative (a fresh reader’s report)', () => {
  it('«Бен играет семёрку червей и берёт семёрку треф»', async () => {
    const { moveText } = await import('~/components/play/describe.ts');
    const text = moveText(createT('ru', MESSAGES.ru!), 'ru', { type: 'capture', player: 1, play: cards('7H'), take: cards('7C') });
    expect(text.replace(/\u00a0/g, ' ')).toBe('Бен играет семёрку червей и берёт семёрку треф');
  });
});
