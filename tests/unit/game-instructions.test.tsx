// @vitest-environment happy-dom
/**
 * The game speaks to the reader: the reader's own moves are offered as instructions ("Play the six of clubs
 * and take the six of diamonds", „Spiel …“, « Jouez … », «Сыграйте …»), as the lessons' "Show me" gives them,
 * not in the third person under the reader's seat name ("Ben plays …"), in all four languages. The first deal
 * of seed 4242 (the reader is Ben, on turn first): Ben holds a prial of threes (clubs, diamonds, spades), two of
 * which he may put down, said as two of his prial (a Russian reader saw a bare pair under the prial rule), and
 * the five and the king of clubs, against the other three fives and three kings on the table. The expected
 * words are each language's own, written here by hand.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent } from '@testing-library/preact';
import { openPlay } from './playWidget.tsx';
import { errorText, hintText } from '~/components/play/describe.ts';
import { createT } from '~/i18n/createT.ts';
import { MESSAGES } from '~/i18n/gameMessages.ts';
import { cards } from '~/engine/index.ts';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

async function firstMoves(lang: string): Promise<string[]> {
  const r = await openPlay(lang, '?mode=game&seed=4242');
  await act(() => Promise.resolve());
  await act(() => { fireEvent.click(r.container.querySelector('[data-action="start"]')!); });
  return [...r.container.querySelectorAll('[data-my-moves] button span:first-child')].map((e) => e.textContent!.replace(/\u00a0/g, ' '));
}

describe('the game offers the reader’s own moves as instructions', () => {
  const WANT = {
    en: ['Put two of your prial of threes down as won cards (which two makes no difference)', 'Play the king of clubs and take the king of hearts'],
    de: ['Leg zwei Karten deines Drillings (Dreien) zu deinen gewonnenen Karten – welche zwei, ist gleich', 'Hol mit dem Kreuz-König den Herz-König'],
    fr: ['Posez deux cartes de votre brelan de trois parmi vos cartes gagnées (la couleur n’y change rien)', 'Jouez le roi de trèfle et prenez le roi de cœur'],
    ru: ['Выложите во взятые две карты из своих трёх троек — какие именно, неважно', 'Сыграйте короля треф и возьмите короля червей'],
  } as const;
  const NAME = { en: 'Ben', de: 'Ben', fr: 'Ben', ru: 'Бен' } as const;
  for (const lang of ['en', 'de', 'fr', 'ru'] as const) {
    it(lang, async () => {
      const moves = await firstMoves(lang);
      // Two of the prial put down, named once (which two makes no difference: a French newcomer read three lines for
      // three jacks), and four captures each for the five and the king.
      expect(moves).toHaveLength(9);
      for (const want of WANT[lang]) expect(moves).toContain(want);
      for (const m of moves) expect(m).not.toContain(NAME[lang]);
    });
  }
});

describe('the status line of the reader’s turn', () => {
  // Seed 4242, deal 1: Ben's prial of threes is offered first (three ways to declare two), then the captures.
  // The line said only "choose a capture below" above a list that opened with declarations.
  it.each(['en', 'de', 'fr', 'ru'] as const)('%s: says that the moves listed before the captures cost no turn', async (lang) => {
    const r = await openPlay(lang, '?mode=game&seed=4242');
    await act(() => Promise.resolve());
    await act(() => { fireEvent.click(r.container.querySelector('[data-action="start"]')!); });
    const status = r.container.querySelector('[data-status]')!.textContent!;
    expect(status).toBe(MESSAGES[lang]!.play.game.yourTurnFree);
  });
});

describe('a hint for the reader’s own move', () => {
  it('starts a new sentence with a capital after a tip that is a sentence, and runs on in lower case after a colon (a French newcomer read « … souffle. jouez le trois … »)', () => {
    const t = createT('fr', MESSAGES.fr!);
    const m = { type: 'capture', player: 1, play: cards('3C'), take: cards('3S') } as const;
    const lone = hintText(t, 'fr', 'lone', m, 1).replace(/[\u00a0\u202f]/g, ' ');
    expect(lone).toMatch(/attendre\. Jouez le trois de trèfle et prenez le trois de pique\.$/);
    expect(hintText(t, 'fr', 'only', m, 1).replace(/[\u00a0\u202f]/g, ' ')).toBe('La seule prise possible : jouez le trois de trèfle et prenez le trois de pique.');
  });
  it('says how many captures the tip rates alike before naming one (a Russian reader took one of four for the only answer)', () => {
    const m = { type: 'capture', player: 1, play: cards('3C'), take: cards('3S') } as const;
    const ru = hintText(createT('ru', MESSAGES.ru!), 'ru', 'lone', m, 1, 4).replace(/[\u00a0\u202f]/g, ' ');
    expect(ru).toMatch(/на\sпотом\. Этому совету соответствуют четыре взятия, и какое из них лучше, совет не говорит\. Например: сыграйте тройку треф и возьмите тройку пик\.$/);
    const en = hintText(createT('en', MESSAGES.en!), 'en', 'keepSafe', m, 1, 2);
    expect(en).toMatch(/for later\. Two captures fit this tip, and it does not say which is best\. For example: play the three of clubs and take the three of spades\.$/);
    expect(hintText(createT('en', MESSAGES.en!), 'en', 'keepSafe', m, 1, 1)).not.toContain('which is best');
    // "This tip" names a tip: the safe-capture lines start with the tip's name from the rules page (a German newcomer
    // read „Vier Züge passen zu diesem Rat“ after a line that named none).
    const de = hintText(createT('de', MESSAGES.de!), 'de', 'keepSafeOne', m, 1, 4).replace(/[\u00a0\u202f]/g, ' ');
    expect(de).toMatch(/^Abwarten können: .* Vier Züge passen zu diesem Rat/);
    for (const lang of ['en', 'fr', 'ru'] as const) {
      const tl = createT(lang, MESSAGES[lang]!);
      for (const reason of ['keepSafe', 'keepSafeOne'] as const) expect(String(tl(`play.hint.${reason}`)).replace(/[\u00a0\u202f]/g, ' ')).toMatch({ en: /^Sit on safe captures: /, fr: /^Les prises sûres peuvent attendre : /, ru: /^«Оставлять верные взятия на потом»: / }[lang]);
    }
    // Every capture safe, yet one must be made: the line says so, so that "no hurry" is not read as the reason to
    // capture now (a French newcomer).
    for (const lang of ['en', 'de', 'fr', 'ru'] as const) {
      const tl = createT(lang, MESSAGES[lang]!);
      for (const reason of ['keepSafe', 'keepSafeOne'] as const) expect(String(tl(`play.hint.${reason}`)).replace(/[\u00a0\u202f]/g, ' ')).toMatch({ en: /you must capture now, but /, de: /Hier musst du holen, aber /, fr: /vous devez prendre, mais /, ru: /сейчас брать обязательно, но / }[lang]);
    }
    // The one of several alike that the simulated deals favour is named as such, not as "for example" (a French
    // newcomer followed "here is one" and saw the analysis rate another of them higher).
    expect(hintText(createT('en', MESSAGES.en!), 'en', 'keepSafe', m, 1, 3, true)).toMatch(/for later\. Three captures fit this tip, and it does not say which is best; the simulated deals favour this one: play the three of clubs and take the three of spades\.$/);
    // No capture at all: the tip says why and the move follows as its own sentence, not "you must lie down: lie down"
    // (a Russian newcomer read «придётся лечь: лягте»).
    const lie = { type: 'lieDown', player: 1 } as const;
    expect(hintText(createT('en', MESSAGES.en!), 'en', 'lieDown', lie, 1)).toBe('None of your cards can take anything from the table. Lie down.');
    expect(hintText(createT('ru', MESSAGES.ru!), 'ru', 'lieDown', lie, 1).replace(/[\u00a0\u202f]/g, ' ')).toBe('Ни одна ваша карта ничего не берёт со стола. Лягте.');
    // A free action first, its reason after it: "This costs no turn … : put down …" read as "this" of nothing yet
    // (a French newcomer).
    const declare = { type: 'declare', player: 1, cards: cards('3C 3H') } as const;
    const said = hintText(createT('en', MESSAGES.en!), 'en', 'declare', declare, 1);
    expect(said).toMatch(/^Put .*three of clubs.*three of hearts.* as won cards\. It costs no turn, so it is best done at once\.$/);
    const fr = hintText(createT('fr', MESSAGES.fr!), 'fr', 'declare', declare, 1).replace(/[\u00a0\u202f]/g, ' ');
    expect(fr).toMatch(/^Posez .*\. Cela ne compte pas comme un tour : autant le faire tout de suite\.$/);
  });
});

describe('a capture of a shape no reading knows names the shapes there are (a French newcomer: lesson 2 gave only the counts)', () => {
  it.each([
    ['en', 'a pair takes a pair'],
    ['de', 'ein Paar holt ein Paar'],
    ['fr', 'une paire prend une paire'],
    ['ru', 'пара берёт пару'],
  ] as const)('%s', (lang, want) => {
    const text = errorText(createT(lang, MESSAGES[lang]!), { code: 'ERR_CAPTURE_SHAPE', play: 1, take: 2, rule: null }).replace(/[\u00a0\u202f]/g, ' ');
    expect(text).toContain(want);
  });
});
