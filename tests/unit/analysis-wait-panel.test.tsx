// @vitest-environment happy-dom
/**
 * The analysis panel for a seat not on turn (Laugh and Lie Down): the reader's free move is rated beside
 * the row "no free move now" (the engine's `wait` choice), which is worded and explained in each language;
 * in the position of tests/fixtures/lld-wait-position.ts waiting is best by 4 chips (worked by hand in
 * analysis-wait.test.ts), so the reader's pair laid now is stated as costing that much.
 */
import { describe, expect, it } from 'vitest';
import { render, waitFor } from '@testing-library/preact';
import { Analysis, type WorkerLike } from '~/components/analysis/Analysis.tsx';
import { createDriver, type FromWorker, type ToWorker } from '~/components/analysis/protocol.ts';
import { moveText } from '~/components/play/describe.ts';
import { createT } from '~/i18n/createT.ts';
import { MESSAGES } from '~/i18n/gameMessages.ts';
import { formatPosition, type Move } from '~/engine/index.ts';
import type { WaitChoice } from '~/engine/lld/analysis.ts';
import { cards, position } from '../fixtures/lld-wait-position.ts';

/** A Worker stand-in: the real driver, its slices run as timers; the messages it was sent are kept. */
function fakeWorker(sent: ToWorker[]): () => WorkerLike {
  return () => {
    const w: WorkerLike = {
      onmessage: null,
      postMessage(m) {
        sent.push(m);
        handle(m);
      },
      terminate() {},
    };
    const handle = createDriver({ post: (m: FromWorker) => w.onmessage?.({ data: m } as MessageEvent<FromWorker>), later: (f) => setTimeout(f, 0) }, 5);
    return w;
  };
}

/** The row's label and the reader's cost in the verdict, by language (no-break spaces read as spaces). */
const WORDS = {
  en: { label: 'Take no free action now', cost: 'costs exactly 4.00 chips' },
  de: { label: 'Vorerst nichts außer der Reihe tun', cost: 'genau 4,00 Chips' },
  fr: { label: 'Rien hors de son tour pour l’instant', cost: 'exactement 4,00 jetons' },
  ru: { label: 'Пока ничего не делать вне очереди', cost: '4,00 фишки' },
} as const;

/** The best row's badge in each language (src/i18n/analysis/*.json bestTag). */
const BEST_TAG = { en: 'best', de: 'am besten', fr: 'le meilleur', ru: 'лучший' } as const;

describe('<Analysis> for a seat not on turn', () => {
  for (const lang of ['en', 'de', 'fr', 'ru'] as const) {
    it(`shows the row "no free move now" beside the reader's pair, best by 4 chips (${lang})`, async () => {
      const t = createT(lang, MESSAGES[lang]!);
      const sent: ToWorker[] = [];
      const pos = position();
      const mine: Move = { type: 'layPair', player: 1, cards: cards('Ac Ad') };
      const describe = (m: Move | WaitChoice['move']) => (m.type === 'wait' ? t('analysis.wait') : moveText(t, lang, m));
      const { container } = render(
        <Analysis t={t} lang={lang} game="lld" position={formatPosition(pos)} player="Anna" seat={1} levels={['plain']} describe={describe} mine={mine} createWorker={fakeWorker(sent)} />,
      );
      expect(sent[0]).toMatchObject({ type: 'start', game: 'lld', level: 'plain', player: 1 });
      await waitFor(() => expect(container.querySelector('[data-analysis="done"]')).not.toBeNull(), { timeout: 60_000 });
      const rows = [...container.querySelectorAll('[data-analysis-bars] li')];
      expect(rows.length).toBe(2);
      const wait = container.querySelector('[data-wait="true"]')!;
      expect(wait.querySelector('.analysis__name')!.textContent!.replace(/[\u00a0\u202f]/g, ' ')).toBe(WORDS[lang].label);
      expect(wait.getAttribute('data-best')).toBe('true');
      // The best row carries its badge, the reader's pair none of "best" or "as good" (4 chips worse, ± 0).
      expect(wait.querySelector('[data-best-tag]')!.textContent).toBe(BEST_TAG[lang]);
      expect(container.querySelector('[data-mine="true"] [data-best-tag], [data-mine="true"] [data-level-with-best]')).toBeNull();
      expect(container.querySelector('[data-mine="true"]')!.textContent).toContain(moveText(t, lang, mine));
      const note = container.querySelector('[data-analysis-wait-note]')!.textContent!;
      expect(note.length).toBeGreaterThan(40);
      expect(note).not.toMatch(/\{\{|analysis\./);
      const verdict = container.querySelector('[data-analysis-verdict]')!.textContent!.replace(/[\u00a0\u202f]/g, ' ');
      expect(verdict).toContain(WORDS[lang].label);
      expect(verdict).toContain(WORDS[lang].cost);
    }, 90_000);
  }
});
