// @vitest-environment happy-dom
/**
 * The game's cards can be tapped, as the lessons teach: the reader's hand and the table's cards narrow the list
 * of the reader's moves to those that use every card tapped (a German newcomer tapped cards in the game and
 * nothing happened). Seed 4242, deal 1, the reader is Ben and on turn first: he holds a prial of threes (clubs,
 * diamonds, spades), the five and the king of clubs, against the other three fives and three kings on the
 * table. Seed 001's rule ("take one table card of the same rank, or all three if three lie there") gives each
 * of his two single cards four captures, and the prial three ways to put two of it down: eleven moves. The
 * counts below follow from that rule, and the words are each language's own, written here by hand.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent } from '@testing-library/preact';
import { openPlay } from './playWidget.tsx';
import { cards, dealSeeded, applyMove, rankOf, READINGS } from '~/engine/index.ts';
import { movesToShow, noMoveUsing } from '~/components/play/pickMoves.ts';
import type { LegalMove, Move } from '~/engine/lld/types.ts';
import { createT } from '~/i18n/createT.ts';
import { MESSAGES } from '~/i18n/gameMessages.ts';
import { hint } from '~/engine/lld/ai.ts';
import { moveTextFor } from '~/components/play/describe.ts';
import { capitalised } from '~/i18n/capitalised.ts';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

const [C3, KC, KH, C5] = cards('3C KC KH 5C');
const plain = (s: string | null | undefined) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ');

async function started(lang: string) {
  const r = await openPlay(lang, '?mode=game&seed=4242');
  await act(() => Promise.resolve());
  await act(() => { fireEvent.click(r.container.querySelector('[data-action="start"]')!); });
  const c = r.container;
  return {
    c,
    moves: () => [...c.querySelectorAll('[data-my-moves] button span:first-child')].map((e) => plain(e.textContent)),
    line: () => plain(c.querySelector('.play__picks .play__picked')?.textContent),
    tap: async (card: number) => { await act(() => { fireEvent.click(c.querySelector(`.replay__felt [data-pick="${card}"]`)!); }); },
  };
}

describe('tapping cards in the game narrows the reader’s moves', () => {
  it('offers the reader’s hand and the table’s cards, and no other hand’s, as buttons', async () => {
    const g = await started('en');
    // Ben's eight cards and the table's twelve (five players: 8 each, 12 to the table).
    const picks = [...g.c.querySelectorAll('.replay__felt [data-pick]')];
    expect(picks).toHaveLength(20);
    expect(g.c.querySelector(`.replay__felt [data-seat="1"] [data-pick="${C3}"]`)).not.toBeNull();
    expect(g.c.querySelector('.replay__felt [data-seat="2"] [data-pick]')).toBeNull();
    // Two of the prial of threes once (which two makes no difference), and four captures each for the five and the king.
    expect(g.moves()).toHaveLength(9);
    expect(g.line()).toBe('Or press cards: the list keeps only the moves that use them.');
  });

  it('keeps the moves that use every card tapped, and shows all again on request', async () => {
    const g = await started('en');
    await g.tap(KC);
    // The king of clubs takes one of the three kings, or all three.
    expect(g.moves()).toHaveLength(4);
    expect(g.line()).toBe('Chosen: king of clubs. 4 matching moves:');
    expect(g.c.querySelector(`[data-pick="${KC}"]`)!.getAttribute('aria-pressed')).toBe('true');
    await g.tap(KH);
    // Taking the king of hearts alone, or all three kings.
    expect(g.moves()).toEqual(expect.arrayContaining(['Play the king of clubs and take the king of hearts']));
    expect(g.moves()).toHaveLength(2);
    for (const m of g.moves()) expect(m).toContain('king of hearts');
    await g.tap(KH); // tapped again: no longer chosen
    expect(g.moves()).toHaveLength(4);
    await act(() => { fireEvent.click(g.c.querySelector('[data-action="show-all-moves"]')!); });
    expect(g.moves()).toHaveLength(9);
  });

  it('says why no move uses the cards, in the words of the lessons', async () => {
    const g = await started('en');
    await g.tap(C5);
    await g.tap(KH);
    expect(g.moves()).toHaveLength(0);
    const alert = g.c.querySelector('.play__picks [role="alert"]')!;
    const text = plain(alert.textContent);
    expect(text.startsWith('Chosen: five of clubs and king of hearts. None of your moves uses all these cards. ')).toBe(true);
    // The capture those cards would make is refused for its ranks: a five takes only fives.
    expect(text).toMatch(/one rank.*fives\.$/);
  });

  // Each refusal below is checked against the rules of seed 001 as the lessons teach them, not against the engine's
  // words alone: "put two of a prial down", "one card takes one, or all three", captures of one rank.
  const NONE_ONE = (cards: string) => `Chosen: ${cards}. None of your moves uses this card. `;
  const NONE = (cards: string) => `Chosen: ${cards}. None of your moves uses all these cards. `;
  it('a prial tapped whole: only two of it go down', async () => {
    const g = await started('en');
    for (const c of cards('3C 3D 3S')) await g.tap(c);
    expect(g.moves()).toHaveLength(0);
    const text = g.line();
    expect(text.startsWith(NONE('three of clubs, three of diamonds and three of spades'))).toBe(true);
    expect(text).toMatch(/only two cards of a prial/);
  });
  it('a hand card with no card of its rank on the table', async () => {
    const g = await started('en');
    await g.tap(cards('2H')[0]!);
    expect(g.line()).toBe(`${NONE_ONE('two of hearts')}There are no twos on the table: your card can take nothing.`);
  });
  it('a table card of a rank the reader does not hold', async () => {
    const g = await started('en');
    await g.tap(cards('JC')[0]!);
    expect(g.line()).toBe(`${NONE_ONE('jack of clubs')}You hold no jacks, so none of your cards can take this one.`);
  });
  it('table cards of two ranks', async () => {
    const g = await started('en');
    for (const c of cards('6H 7C')) await g.tap(c);
    expect(g.line()).toBe(`${NONE('six of hearts and seven of clubs')}One capture takes cards of one rank only.`);
  });
  it('hand cards of two ranks: cards played together are of one rank', async () => {
    const g = await started('en');
    for (const c of cards('2H 4C')) await g.tap(c);
    const text = g.line();
    expect(text.startsWith(NONE('two of hearts and four of clubs'))).toBe(true);
    expect(text).toMatch(/of one rank/);
  });

  it('clears the cards chosen once a move is made', async () => {
    const g = await started('en');
    await g.tap(C3);
    expect(g.moves()).toHaveLength(2); // two of the three ways to put two threes down use the club
    await act(() => { fireEvent.click(g.c.querySelector('[data-my-moves] button')!); });
    await act(() => Promise.resolve());
    expect(g.c.querySelector('[aria-pressed="true"][data-pick]')).toBeNull();
  });

  it('off turn, only the moves that cost no turn are open, and the reason says so', () => {
    // Seed 4242 after Ben's first capture (the king of clubs takes all three kings): Carla is on turn.
    const start = dealSeeded(4242 + 1, { players: 5, dealer: 0, reading: READINGS.parlett! });
    if (!start.ok) throw new Error(start.error.code);
    const after = applyMove(start.value, { type: 'capture', player: 1, play: cards('KC'), take: cards('KD KH KS') });
    if (!after.ok) throw new Error(after.error.code);
    expect(after.value.position.turn).toBe(2);
    const t = createT('en', MESSAGES.en!);
    expect(noMoveUsing(t, 'en', after.value.position, 1, cards('2H'))).toBe('Chosen: two of hearts. None of your moves uses this card. It is not your turn: only moves that cost no turn are open to you now.');
  });

  it('while the coach’s warning waits, the status line says so instead of asking for a capture', async () => {
    const r = await openPlay('en', '?mode=game&seed=4242', { coach: true });
    await act(() => Promise.resolve());
    await act(() => { fireEvent.click(r.container.querySelector('[data-action="start"]')!); });
    // Taking one king of three leaves the other two to a claim (seed 001, "Catching mistakes"): the coach warns.
    const one = [...r.container.querySelectorAll('[data-my-moves] button')].find((b) => /take the king of hearts$/.test(b.querySelector('span')!.textContent ?? ''))!;
    await act(() => { fireEvent.click(one); });
    for (let i = 0; i < 50 && !r.container.querySelector('[data-coach-warning]'); i++) await act(() => new Promise((ok) => setTimeout(ok, 20)));
    expect(r.container.querySelector('[data-coach-warning]')).not.toBeNull();
    expect(r.container.querySelector('[data-status]')!.textContent).toBe('Your move waits: the coach has a word about it below.');
  });

  const WANT = {
    en: 'Chosen: three of clubs. 2 matching moves:',
    de: 'Gewählt: Kreuz-Drei. 2 passende Züge:',
    fr: 'Choix : trois de trèfle. 2 coups correspondants :',
    ru: 'Выбрано: тройка треф. Подходящих действий: 2.',
  } as const;
  for (const lang of ['en', 'de', 'fr', 'ru'] as const) {
    it(`${lang}: names the card chosen and counts the moves`, async () => {
      const g = await started(lang);
      await g.tap(C3);
      expect(g.moves()).toHaveLength(2);
      expect(g.line()).toBe(WANT[lang]);
    });
  }
});

describe('facing lying down alone', () => {
  // Seed 001: a player who cannot capture lies down, and that move uses no card chosen (an English newcomer read
  // "Or press cards" above a lone "Lie down" button).
  it('offers no cards to press and no line about pressing them', { timeout: 60_000 }, async () => {
    vi.useFakeTimers();
    try {
      const { container } = await openPlay('en', '?mode=game&seed=7');
      await act(async () => { await vi.advanceTimersByTimeAsync(0); });
      const $ = (sel: string) => container.querySelector(sel);
      await act(() => { fireEvent.change($('#game-pace')!, { target: { value: 'quick' } }); });
      await act(() => { fireEvent.click($('[data-action="start"]')!); });
      let seen = 0;
      for (let i = 0; i < 2_000 && $('[data-game]')!.getAttribute('data-game') !== 'settled'; i++) {
        const mine = [...container.querySelectorAll('[data-my-moves] button')];
        if (mine.length === 1 && mine[0]!.getAttribute('data-move') === 'lieDown') {
          seen++;
          expect($('.play__picks')).toBeNull();
          expect($('.replay__felt [data-pick]')).toBeNull();
        } else if (mine.length > 1 && mine.some((b) => b.getAttribute('data-move') === 'capture')) {
          expect($('.play__picks .play__picked')!.textContent).toBe('Or press cards: the list keeps only the moves that use them.');
          expect($('.replay__felt [data-pick]')).not.toBeNull();
        }
        if (mine.length > 0) await act(() => { fireEvent.click(mine[0]!); });
        else await act(async () => { await vi.advanceTimersByTimeAsync(500); });
      }
      expect(seen).toBeGreaterThan(0);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('picks where a card names no move', () => {
  it('a forced lie-down stays listed whatever card is tapped (a German newcomer saw it go)', () => {
    const lie = { move: { type: 'lieDown', player: 1 } } as unknown as LegalMove;
    const r = movesToShow([lie], cards('AS'));
    expect(r.matching).toEqual([]);
    expect(r.shown).toEqual([lie]);
  });
  it('two table cards of a rank the reader holds one of: why one card cannot take both (not "pick a hand card")', () => {
    // Seed 1, Parlett, five players, Anna dealing: Ben is on turn with one eight against two eights on the table.
    // Seed 001: one card takes one table card of its rank, or all three when three lie there; two, never.
    const start = dealSeeded(1, { players: 5, dealer: 0, reading: READINGS.parlett! });
    if (!start.ok) throw new Error(start.error.code);
    const pos = start.value;
    const eights = pos.table.rankCards(7 as never);
    expect(eights).toHaveLength(2);
    expect(pos.hands[1]!.countRank(7 as never)).toBe(1);
    const t = createT('en', MESSAGES.en!);
    const text = noMoveUsing(t, 'en', pos, 1, eights);
    expect(text).toMatch(/^Chosen: eight of \w+ and eight of \w+\. None of your moves uses all these cards\. /);
    expect(text).toMatch(/one card to take two/);
    expect(text).not.toContain('pick one');
  });
});

describe('the hint marks the move it names in the list', () => {
  it('one button, the hint’s move or one the tip rates alike (a Russian newcomer hunted for it among nine)', async () => {
    const g = await started('en');
    expect(g.c.querySelector('[data-hinted]')).toBeNull();
    // The game's first deal of seed 4242 (Game.tsx newDeal: seed + 1, Anna dealing), Ben on turn.
    const start = dealSeeded(4243, { dealer: 0, reading: READINGS.parlett! });
    if (!start.ok) throw new Error(start.error.code);
    const h = hint(start.value, 1)!;
    const en = createT('en', MESSAGES.en!);
    // Two of a prial are listed once, whichever two (Game.tsx): that line names the hint's move too.
    const prialAny = (m: Move) => (m.type === 'declare' && m.cards.length === 2 ? [plain(capitalised(en('learn.ui.do.declarePrialAny', { ranks: en(`cards.ranks.${rankOf(m.cards[0]!)}`) }), 'en'))] : []);
    const named = [h.move, ...(h.alikeMoves ?? [])].flatMap((l) => [plain(capitalised(moveTextFor(en, 'en', l.move, 1), 'en')), ...prialAny(l.move)]);
    await act(() => { fireEvent.click(g.c.querySelector('[data-action="hint"]')!); });
    await vi.waitFor(() => expect(g.c.querySelectorAll('[data-my-moves] [data-hinted]')).toHaveLength(1), { timeout: 20_000 });
    expect(named).toContain(plain(g.c.querySelector('[data-my-moves] [data-hinted] span')!.textContent));
    // A move made clears the mark with the hint.
    await act(() => { fireEvent.click(g.c.querySelector('[data-my-moves] [data-hinted]')!); });
    expect(g.c.querySelector('[data-hinted]')).toBeNull();
  });
});

// A French newcomer, in the lesson on lying down (no capture left), pressed "Capture" with nothing picked and was
// told to pick a card from his hand. (The lesson wants the dead pair laid first: the line says only that no card captures.)
describe('"Capture" with nothing picked', () => {
  it('asks for a hand card where a capture exists, and says to lie down where none does', async () => {
    const { pickProblem } = await import('~/components/play/describe.ts');
    const { LLD_LESSONS } = await import('~/engine/lld/lessons.ts');
    const { turnMoves } = await import('~/engine/lld/rules.ts');
    const t = createT('en', MESSAGES.en!);
    const lying = LLD_LESSONS.find((l) => l.id === 'lie-down')!.position();
    const seat = lying.turn!;
    expect(turnMoves(lying).some((l) => l.move.type === 'capture')).toBe(false);
    expect(pickProblem(t, lying, { type: 'capture', player: seat, play: [], take: [] })).toBe('No card of yours can capture anything on the table now.');
    const capturing = LLD_LESSONS.find((l) => l.id === 'capture-one')!.position();
    expect(pickProblem(t, capturing, { type: 'capture', player: capturing.turn!, play: [], take: [] })).toBe('A capture needs a card from your hand: pick one.');
  });
});
