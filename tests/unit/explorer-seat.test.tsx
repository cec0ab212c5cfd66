// @vitest-environment happy-dom
/**
 * The explorer's choice of whose choices the analysis rates (issue 15), in every language: in the position of
 * tests/fixtures/lld-claim-position.ts Ben (seat 1) is on turn and Anna (seat 0, the dealer, who has lain
 * down) and Carla (seat 2) may each claim the two queens Ben left; the panel offers the three seats, rates
 * Carla's claim beside taking no free action now in the Worker (the real driver, run in-process), explains that
 * row in Carla's gender, and — Ben then taking his 5♦ — states what waiting cost her: 1 chip, worked out by
 * hand in explorer-seat-claim.test.ts.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, waitFor } from '@testing-library/preact';
import { openPlay } from './playWidget.tsx';
import { createDriver, type FromWorker, type ToWorker } from '~/components/analysis/protocol.ts';
import { lazyLoaded } from '~/components/lazy.tsx';
import { MESSAGES } from '~/i18n/gameMessages.ts';
import { createT } from '~/i18n/createT.ts';
import { formatPosition } from '~/engine/index.ts';
import { position } from '../fixtures/lld-claim-position.ts';

let sent: ToWorker[] = [];

/** A Worker stand-in running the real driver in-process; the messages sent to it are kept. */
class FakeWorker {
  onmessage: ((e: MessageEvent<FromWorker>) => void) | null = null;
  private dead = false;
  private readonly handle = createDriver({ post: (m) => this.onmessage?.({ data: m } as MessageEvent<FromWorker>), later: (f) => setTimeout(() => { if (!this.dead) f(); }, 0) }, 5);
  postMessage(m: ToWorker) {
    sent.push(m);
    this.handle(m);
  }
  terminate() {
    this.dead = true;
  }
}

beforeEach(() => {
  sent = [];
  vi.stubGlobal('Worker', FakeWorker);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

/** Each language's words: the seat options (Ben on turn; Anna and Carla with one free action each), the row of
 * waiting, Carla's gender in the note, and the cost of waiting (1 chip) in the verdict. No-break spaces read as spaces. */
const WORDS = {
  en: { only: 'Only one choice is allowed here', seat: 'Whose choices', options: ['Ben, to play', 'Anna: 1 free action', 'Carla: 1 free action'], wait: 'Take no free action now', waitInline: 'Your choice, taking no free action now, costs', her: 'her included', cost: 'costs exactly 1.00 chips against the best' },
  de: { only: 'Hier ist nur eine Möglichkeit erlaubt', seat: 'Möglichkeiten von', options: ['Ben, am Zug', 'Anna: 1 Möglichkeit außer der Reihe', 'Carla: 1 Möglichkeit außer der Reihe'], wait: 'Vorerst nichts außer der Reihe tun', waitInline: 'Deine Wahl (vorerst nichts außer der Reihe tun) kostet', her: 'auch für sie.', cost: 'genau 1,00 Chips' },
  fr: { only: 'Un seul choix est permis ici', seat: 'Évaluer les choix pour', options: ['Ben, à jouer', 'Anna : 1 action libre', 'Carla : 1 action libre'], wait: 'Rien hors de son tour pour l’instant', waitInline: 'Votre choix, ne rien faire hors de son tour pour l’instant, coûte', her: 'elle comprise', cost: 'coûte exactement 1,00 jeton' },
  ru: { only: 'Здесь возможен только один вариант', seat: 'Чей выбор оценить', options: ['Бен (ходит)', 'Анна: 1 свободное действие', 'Карла: 1 свободное действие'], wait: 'Пока ничего не делать вне очереди', waitInline: 'Ваш выбор — пока ничего не делать вне очереди — хуже лучшего', her: 'за неё', cost: 'потеря — ровно 1,00 фишки' },
} as const;

const plain = (s: string | null | undefined) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('the explorer rates the choices of a seat not on turn', () => {
  for (const lang of ['en', 'de', 'fr', 'ru'] as const) {
    it(`offers every seat with a move, rates Carla's claim against waiting, and states waiting's cost (${lang})`, async () => {
      const w = WORDS[lang];
      const { container: c } = await openPlay(lang, `?p=${formatPosition(position())}`);
      await act(() => { fireEvent.click(c.querySelector('[data-action="analyse"]')!); });
      await act(() => lazyLoaded());
      const select = c.querySelector('[data-analysis-seat]') as HTMLSelectElement;
      expect(plain(select.closest('label')!.querySelector('span')!.textContent)).toBe(w.seat);
      expect([...select.options].map((o) => plain(o.textContent))).toEqual(w.options);
      expect([...select.options].map((o) => o.value)).toEqual(['1', '0', '2']);
      // By default the player on turn: Ben's one capture, no row of waiting.
      expect(select.value).toBe('1');
      // The careful players by default (a verdict at random play can reverse at a sensible level); then the
      // fastest level, whose figures this position makes exact.
      expect(sent.at(-1)).toMatchObject({ type: 'start', game: 'lld', level: 'careful' });
      expect(sent.at(-1)).not.toHaveProperty('player');
      await act(() => { fireEvent.change(c.querySelector('[data-analysis-level]')!, { target: { value: 'random' } }); });
      expect(sent.at(-1)).toMatchObject({ type: 'start', game: 'lld', level: 'random' });
      await act(() => { fireEvent.change(select, { target: { value: '2' } }); });
      expect(sent.filter((m) => m.type === 'start').at(-1)).toMatchObject({ type: 'start', player: 2 });
      const panel = c.querySelector('[data-analysis]')!;
      await waitFor(() => expect(panel.getAttribute('data-analysis')).toBe('done'), { timeout: 60_000 });
      const rows = [...panel.querySelectorAll('[data-analysis-bars] li')];
      expect(rows).toHaveLength(2);
      expect(rows[0]!.getAttribute('data-best')).toBe('true');
      expect(plain(rows[1]!.querySelector('.analysis__move')!.textContent)).toBe(w.wait);
      expect(plain(panel.querySelector('[data-analysis-wait-note]')!.textContent)).toContain(w.her);
      expect(panel.querySelector('[data-analysis-wait-note]')!.textContent).not.toMatch(/\{\{|analysis\./);
      // Ben takes 5♦: Carla made no free move before he moved; the panel stays with the position and says what that cost her.
      await act(() => { fireEvent.click(c.querySelector('[data-turn-moves] button')!); });
      expect(rows[1]!.getAttribute('data-mine')).toBe('true');
      const verdict = plain(panel.querySelector('[data-analysis-verdict]')!.textContent);
      // Inside the sentence the waiting row reads as a phrase (analysis.waitInline), not as a capitalised label.
      expect(verdict).toContain(w.waitInline);
      expect(verdict).toContain(w.cost);
      // Back to Ben, on turn: his one move is his only choice: no chart of one bar (an English newcomer read it as
      // noise), the sentence says it is the only one; no row of waiting.
      await act(() => { fireEvent.change(c.querySelector('[data-analysis-seat]')!, { target: { value: '1' } }); });
      await waitFor(() => expect(c.querySelector('[data-analysis="done"]')).not.toBeNull(), { timeout: 60_000 });
      expect(c.querySelectorAll('[data-analysis-bars] li')).toHaveLength(0);
      expect(plain(c.querySelector('[data-analysis-verdict]')!.textContent)).toContain(w.only);
      expect(c.querySelector('[data-wait]')).toBeNull();
    }, 120_000);
  }

  it('words the count of free actions with each language’s plural forms', () => {
    const forms = (lang: string, n: number) => plain(createT(lang, MESSAGES[lang]!)('analysis.explorer.free', { player: 'X', count: n }));
    expect([1, 2, 5, 21].map((n) => forms('ru', n))).toEqual(['X: 1 свободное действие', 'X: 2 свободных действия', 'X: 5 свободных действий', 'X: 21 свободное действие']);
    expect(forms('en', 3)).toBe('X: 3 free actions');
    expect(forms('de', 2)).toBe('X: 2 Möglichkeiten außer der Reihe');
    expect(forms('fr', 2)).toBe('X : 2 actions libres');
  });

  it('words the note on waiting in the seat’s gender (Ben, a man; Carla, a woman)', () => {
    const note = (lang: string, p: number) => { const t = createT(lang, MESSAGES[lang]!); return plain(t('analysis.explorer.waitNote', { player: t(`players.${p}`), turn: 'X', context: t(`players.gender.${p}`) })); };
    expect(note('ru', 1)).toContain('Бен ничего не делает вне очереди, пока не сделает ход X');
    expect(note('ru', 1)).toContain('за него.');
    expect(note('ru', 2)).toContain('за неё.');
    expect(note('de', 1)).toContain('auch für ihn.');
    expect(note('fr', 1)).toContain('lui compris.');
    expect(note('en', 2)).toContain('her included.');
  });
});
