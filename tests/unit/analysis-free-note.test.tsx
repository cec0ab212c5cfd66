// @vitest-environment happy-dom
/**
 * The analysis panel explains how an action that costs no turn is rated beside the captures: with the best
 * capture after it, so that where it changes nothing that capture depends on, the two figures are the same. Shown when such an action is rated beside the
 * captures of the player on turn (seed 29: eldest may put down a mournival or capture), not when only a
 * free move and "no free move now" are rated (a seat not on turn, tests/fixtures/lld-wait-position.ts), nor beside
 * lying down with no capture to choose (seed 1044).
 */
import { describe, expect, it } from 'vitest';
import { render, waitFor } from '@testing-library/preact';
import { Analysis, type WorkerLike } from '~/components/analysis/Analysis.tsx';
import { createDriver, type FromWorker, type ToWorker } from '~/components/analysis/protocol.ts';
import { moveText } from '~/components/play/describe.ts';
import { createT } from '~/i18n/createT.ts';
import { MESSAGES } from '~/i18n/gameMessages.ts';
import { cards, dealSeeded, formatPosition, legalMoves, parlett, setupMidDeal, type Move } from '~/engine/index.ts';
import { completeMidDeal } from './helpers.ts';
import type { WaitChoice } from '~/engine/lld/analysis.ts';
import { position as waitPosition } from '../fixtures/lld-wait-position.ts';

/** A Worker stand-in running the real driver, with few rollouts per choice (the note does not depend on them). */
function fakeWorker(): () => WorkerLike {
  return () => {
    const w: WorkerLike = {
      onmessage: null,
      postMessage(m: ToWorker) {
        handle(m.type === 'start' ? { ...m, target: 20 } : m);
      },
      terminate() {},
    };
    const handle = createDriver({ post: (m: FromWorker) => w.onmessage?.({ data: m } as MessageEvent<FromWorker>), later: (f) => setTimeout(f, 0) }, 5);
    return w;
  };
}

describe('<Analysis>: the note on actions that cost no turn', () => {
  for (const lang of ['en', 'de', 'fr', 'ru'] as const) {
    it(`appears beside captures of the player on turn, and not for a seat not on turn (${lang})`, async () => {
      const t = createT(lang, MESSAGES[lang]!);
      const describe = (m: Move | WaitChoice['move']) => (m.type === 'wait' ? t('analysis.wait') : moveText(t, lang, m));
      const r = dealSeeded(29);
      if (!r.ok) throw new Error(r.error.code);
      const types = new Set(legalMoves(r.value).map((l) => l.move.type));
      expect([...types].sort()).toEqual(['capture', 'declare']);
      const onTurn = render(<Analysis t={t} lang={lang} game="lld" position={formatPosition(r.value)} player="Ben" levels={['random']} describe={describe} createWorker={fakeWorker()} />);
      await waitFor(() => expect(onTurn.container.querySelector('[data-analysis="done"]')).not.toBeNull(), { timeout: 30_000 });
      const note = onTurn.container.querySelector('[data-analysis-free-note]');
      expect(note?.textContent).toBe(MESSAGES[lang]!.analysis.freeNote);
      onTurn.unmount();

      const offTurn = render(<Analysis t={t} lang={lang} game="lld" position={formatPosition(waitPosition())} player="Anna" seat={1} levels={['random']} describe={describe} createWorker={fakeWorker()} />);
      await waitFor(() => expect(offTurn.container.querySelector('[data-analysis="done"]')).not.toBeNull(), { timeout: 30_000 });
      expect(offTurn.container.querySelector('[data-analysis-wait-note]')).not.toBeNull();
      expect(offTurn.container.querySelector('[data-analysis-free-note]')).toBeNull();
      offTurn.unmount();

      // Beside lying down, the only turn move, there is no capture to choose after the action: no note (a French
      // tester read "the capture you will choose" with none to choose). Seed 1044: eldest may declare or lie down.
      const d = dealSeeded(1044);
      if (!d.ok) throw new Error(d.error.code);
      expect([...new Set(legalMoves(d.value).map((l) => l.move.type))].sort()).toEqual(['declare', 'lieDown']);
      const noCapture = render(<Analysis t={t} lang={lang} game="lld" position={formatPosition(d.value)} player="Ben" levels={['random']} describe={describe} createWorker={fakeWorker()} />);
      await waitFor(() => expect(noCapture.container.querySelector('[data-analysis="done"]')).not.toBeNull(), { timeout: 30_000 });
      expect(noCapture.container.querySelector('[data-analysis-free-note]')).toBeNull();
      noCapture.unmount();
    }, 60_000);
  }
});

// The action's row names the capture it is rated with, and, where the order of the two makes no difference (a
// mournival held in hand has no card on the table to capture), shows that capture's very figure, tagged "best"
// like it when it is the best (a German and a Russian newcomer: which capture? and why "best" for one and "as good"
// for the same figure?).
describe('<Analysis>: an action that costs no turn, rated with the best capture after it', () => {
  for (const lang of ['en', 'ru'] as const) {
    it(`names that capture under its row and shows its figure (${lang})`, async () => {
      const t = createT(lang, MESSAGES[lang]!);
      const describe = (m: Move | WaitChoice['move']) => (m.type === 'wait' ? t('analysis.wait') : moveText(t, lang, m));
      const r = dealSeeded(29);
      if (!r.ok) throw new Error(r.error.code);
      const captures = legalMoves(r.value).filter((l) => l.move.type === 'capture').map((l) => l.move);
      const view = render(<Analysis t={t} lang={lang} game="lld" position={formatPosition(r.value)} player="Ben" levels={['careful']} describe={describe} createWorker={fakeWorker()} />);
      await waitFor(() => expect(view.container.querySelector('[data-analysis="done"]')).not.toBeNull(), { timeout: 30_000 });
      const rows = [...view.container.querySelectorAll('.analysis__row')];
      const declare = rows.find((row) => row.querySelector('[data-then]'))!;
      expect(declare).toBeDefined();
      const then = declare.querySelector('[data-then]')!.textContent!;
      const named = captures.filter((m) => then === t('analysis.then', { move: describe(m) }));
      expect(named.length).toBe(1);
      const capRow = rows.find((row) => row !== declare && row.querySelector('.analysis__name')!.textContent === describe(named[0]!))!;
      expect(capRow).toBeDefined();
      const value = (row: Element) => row.querySelector('.analysis__value')!.textContent;
      expect(value(declare)).toBe(value(capRow));
      // The same figure, the same tag.
      expect(declare.querySelector('[data-best-tag]') !== null).toBe(capRow.querySelector('[data-best-tag]') !== null);
      // Both best: the summary names them both, as equal (an English newcomer read "Best: <the capture>" and then
      // "Your choice, <the action>, is the best").
      expect(declare.querySelector('[data-best-tag]')).not.toBeNull(); // in this position the capture after it is the best
      {
        const verdict = view.container.querySelector('[data-analysis-verdict]')!.textContent!;
        expect(verdict.startsWith(t('analysis.bestTied', { moves: ['A', 'B'], mean: '', half: '' }).split('A')[0]!)).toBe(true);
        expect(verdict).toContain(describe(named[0]!));
      }
      view.unmount();
    }, 60_000);
  }
});

// A French newcomer read "rated with the best capture after it: lie down": with no capture to make, the action's row
// says it is rated with lying down, the only move left. Ben holds 8♣ 8♦ and 2♣; the other eights are in Anna's won
// cards, so he may lay the pair (seed 001, "Pair in hand"); no eight and no two lies on the table, so he cannot capture.
describe('<Analysis>: an action followed by lying down', () => {
  it('says it is rated with lying down, not with a capture', async () => {
    const ben = cards('8C 8D 2C');
    const table = cards('KS KH');
    const hands: number[][] = [[...cards('2D 2H 2S')], ben, [], [], []];
    const won: number[][] = [[...cards('8H 8S')], [], [], [], []];
    completeMidDeal(hands, table, won, [1]);
    const r = setupMidDeal({ reading: parlett, dealer: 0, hands, table, won, turn: 1, started: true, lastCapturer: 2 });
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    const t = createT('en', MESSAGES.en!);
    const describe = (m: Move | WaitChoice['move']) => (m.type === 'wait' ? t('analysis.wait') : moveText(t, 'en', m));
    const view = render(<Analysis t={t} lang="en" game="lld" position={formatPosition(r.value)} player="Ben" levels={['careful']} describe={describe} createWorker={fakeWorker()} />);
    await waitFor(() => expect(view.container.querySelector('[data-analysis="done"]')).not.toBeNull(), { timeout: 30_000 });
    const then = [...view.container.querySelectorAll('[data-then]')].map((e) => e.textContent);
    expect(then).toEqual(['Rated with lying down after it, the only move left then.']);
    view.unmount();
  }, 60_000);
});
