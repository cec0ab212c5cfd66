// @vitest-environment happy-dom
/**
 * The analysis panel's figures and words, from a report written by hand (a Worker stand-in that answers
 * every start with it): every mean and half-width shows two decimals, so that the column lines up; the
 * plural form follows the figure as shown ("1.00 chips", „1,00 фишки“, but „1 фишка“ for a whole cost);
 * and the choices whose difference from the best lies within the two intervals combined are marked
 * "as good", with a sentence saying how many, in each language.
 *
 * The report: four choices of 100 rollouts. Best A at +1.00 (± 0.20); B at +0.90 (± 0.20), 0.10 below A,
 * well within √(0.20² + 0.20²) = 0.28; C at −1.10 (± 0.10), 2.10 below, clearly worse; D at +0.80 (± 0.05),
 * 0.20 below, within √(0.20² + 0.05²) = 0.21. So B and D are as good as A, C is not; the reader chose C,
 * which costs 2.10 (about 2.1 chips).
 */
import { describe, expect, it } from 'vitest';
import { render, waitFor } from '@testing-library/preact';
import { Analysis, type WorkerLike } from '~/components/analysis/Analysis.tsx';
import type { FromWorker, ToWorker } from '~/components/analysis/protocol.ts';
import { createT } from '~/i18n/createT.ts';
import { MESSAGES } from '~/i18n/gameMessages.ts';

const rating = (name: string, mean: number, half: number) => ({ move: { move: { type: 'capture', name } }, n: 100, mean, sd: (half / 1.96) * 10, low: mean - half, high: mean + half });
const report = {
  player: 0,
  choices: [rating('A', 1, 0.2), rating('B', 0.9, 0.2), rating('C', -1.1, 0.1), rating('D', 0.8, 0.05)],
  rollouts: 100,
  best: 0,
  cancelled: false,
};

/** A Worker stand-in that answers a start with the report above (or `answer`), done. */
const scripted = (answer: typeof report = report): WorkerLike => {
  const w: WorkerLike = {
    onmessage: null,
    postMessage(m: ToWorker) {
      if (m.type === 'start') setTimeout(() => w.onmessage?.({ data: { type: 'progress', id: m.id, report: answer, target: 100, done: true } satisfies FromWorker } as unknown as MessageEvent<FromWorker>), 0);
    },
    terminate() {},
  };
  return w;
};

/** Spaces as plain spaces (Intl and the texts use no-break and narrow no-break spaces). */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

const expected = {
  en: { values: ['+1.00 chips (± 0.20)', '+0.90 chips (± 0.20)', '−1.10 chips (± 0.10)', '+0.80 chips (± 0.05)'], note: 'not clearly better than the two marked “as good”', cost: 'costs about 2.10 chips', tag: 'as good' },
  de: { values: ['+1,00 Chips (± 0,20)', '+0,90 Chips (± 0,20)', '−1,10 Chips (± 0,10)', '+0,80 Chips (± 0,05)'], note: 'sind die zwei mit „ebenso gut“ markierten Möglichkeiten nicht schlechter', cost: 'etwa 2,10 Chips', tag: 'ebenso gut' },
  fr: { values: ['+1,00 jeton (± 0,20)', '+0,90 jeton (± 0,20)', '−1,10 jeton (± 0,10)', '+0,80 jeton (± 0,05)'], note: 'que les deux choix marqués « aussi bon »', cost: 'environ 2,10 jetons', tag: 'aussi bon' },
  ru: { values: ['+1,00 фишки (±0,20)', '+0,90 фишки (±0,20)', '−1,10 фишки (±0,10)', '+0,80 фишки (±0,05)'], note: 'от него не отличаются ещё два варианта с пометкой «не хуже»', cost: 'примерно 2,10 фишки', tag: 'не хуже' },
} as const;

describe('analysis figures', () => {
  for (const lang of ['en', 'de', 'fr', 'ru'] as const) {
    it(`shows two decimals, plurals by the figure shown, and marks the choices as good as the best (${lang})`, async () => {
      const t = createT(lang, MESSAGES[lang]!);
      const { container } = render(
        <Analysis t={t} lang={lang} game="lld" position="x" player="Anna" levels={['random']} describe={(m: { name?: string }) => m.name ?? '?'} mine={{ type: 'capture', name: 'C' }} createWorker={scripted} />,
      );
      await waitFor(() => expect(container.querySelector('[data-analysis-verdict]')).not.toBeNull());
      const values = [...container.querySelectorAll('.analysis__value')].map((v) => plain(v.textContent!));
      expect(values).toEqual(expected[lang].values);
      // B and D are level with A; C is not, and neither is A itself.
      const marked = [...container.querySelectorAll('[data-analysis-bars] li')].map((li) => li.querySelector('[data-level-with-best]') !== null);
      expect(marked).toEqual([false, true, false, true]);
      expect(plain(container.querySelector('[data-level-with-best]')!.textContent!).trim()).toBe(expected[lang].tag);
      const verdict = plain(container.querySelector('[data-analysis-verdict]')!.textContent!);
      expect(verdict).toContain(expected[lang].note);
      expect(verdict).toContain(expected[lang].cost);
    });
  }
});

/** A report with one legal choice (a call everyone must make): no "best", and a sentence that says so. */
const single = { ...report, choices: [rating('A', -0.77, 0.13)] };
const onlyOne = {
  en: 'Only one choice is allowed here: A, worth −0.77 chips on average (± 0.13).',
  de: 'Hier ist nur eine Möglichkeit erlaubt: A, im Mittel −0,77 Chips (± 0,13).',
  fr: 'Un seul choix est permis ici : A, qui vaut en moyenne −0,77 jeton (± 0,13).',
  ru: 'Здесь возможен только один вариант: A; в среднем −0,77 фишки (±0,13).',
} as const;

describe('analysis of a single legal choice', () => {
  for (const lang of ['en', 'de', 'fr', 'ru'] as const) {
    it(`says that only one choice is allowed, with no "best" badge (${lang})`, async () => {
      const t = createT(lang, MESSAGES[lang]!);
      const { container } = render(
        <Analysis t={t} lang={lang} game="lld" position="x" player="Anna" levels={['random']} describe={(m: { name?: string }) => m.name ?? '?'} createWorker={() => scripted(single)} />,
      );
      await waitFor(() => expect(container.querySelector('[data-analysis-verdict]')).not.toBeNull());
      expect(plain(container.querySelector('[data-analysis-verdict]')!.textContent!).trim()).toBe(plain(onlyOne[lang]));
      expect(container.querySelector('[data-best-tag]')).toBeNull();
    });

    it(`rates the reader's forced move (the only choice) without calling it the best (${lang})`, async () => {
      const t = createT(lang, MESSAGES[lang]!);
      const { container } = render(
        <Analysis t={t} lang={lang} game="lld" position="x" player="Anna" levels={['random']} describe={(m: { name?: string }) => m.name ?? '?'} mine={{ type: 'capture', name: 'A' }} createWorker={() => scripted(single)} />,
      );
      await waitFor(() => expect(container.querySelector('[data-analysis-verdict]')).not.toBeNull());
      // The sentence on the only choice, and nothing after it ("Your choice, A, is the best." before).
      expect(plain(container.querySelector('[data-analysis-verdict]')!.textContent!).trim()).toBe(plain(onlyOne[lang]));
    });
  }
});

/**
 * Every choice level with the best (a Russian reader's position: four captures, each −1.95 ± 0.02): none is
 * tagged "best" or "as good", and the sentence says that all are as good as one another, with their means.
 */
const level = { ...report, choices: [rating('A', -1.95, 0.02), rating('B', -1.951, 0.02), rating('C', -1.95, 0.02), rating('D', -1.949, 0.02)], best: 3 };
const spread = { ...report, choices: [rating('A', 0.5, 0.3), rating('B', 0.3, 0.3)], best: 0 };
const allLevel = {
  en: ['The four choices are as good as one another: −1.95 chips on average each.', 'Within the intervals the two choices are as good as one another: from +0.30 chips to +0.50 chips on average.'],
  de: ['Die vier Möglichkeiten sind gleich gut: jede im Mittel −1,95 Chips.', 'Im Rahmen der Intervalle sind die zwei Möglichkeiten gleich gut: im Mittel zwischen +0,30 Chips und +0,50 Chips.'],
  fr: ['Les quatre choix se valent : −1,95 jeton en moyenne chacun.', 'Compte tenu des intervalles, les deux choix se valent : de +0,30 jeton à +0,50 jeton en moyenne.'],
  // Russian names no count (a Russian newcomer read «Все варианты (2)» as clumsy; the table shows how many).
  ru: ['Все варианты равноценны: в среднем −1,95 фишки у каждого.', 'В пределах интервалов все варианты равноценны: в среднем от +0,30 до +0,50 фишки.'],
} as const;

/** A choice that every rollout rated alike (low = high: a forced pass at −3): exact, not "± 0.00" (a Russian editor). */
const certain = { ...report, choices: [{ ...rating('A', -3, 0), sd: 0 }] };
const certainTwo = { ...report, choices: [{ ...rating('A', 6, 0), sd: 0 }, { ...rating('B', -3, 0), sd: 0 }], best: 0 };
const exactly = {
  en: ['Only one choice is allowed here: A, worth exactly −3.00 chips.', '+6.00 chips (exact)', 'Your choice, B, costs exactly 9.00 chips against the best, A.'],
  de: ['Hier ist nur eine Möglichkeit erlaubt: A, genau −3,00 Chips.', '+6,00 Chips (genau)', 'Deine Wahl (B) kostet gegenüber der besten Möglichkeit (A) genau 9,00 Chips.'],
  fr: ['Un seul choix est permis ici : A, qui vaut exactement −3,00 jetons.', '+6,00 jetons (exact)', 'Votre choix, B, coûte exactement 9,00 jetons par rapport au meilleur, A.'],
  ru: ['Здесь возможен только один вариант: A; ровно −3,00 фишки.', 'ровно +6,00 фишки', 'Ваш выбор — B — хуже лучшего (A); потеря — ровно 9,00 фишки.'],
} as const;

describe('analysis of a result every rollout gave alike', () => {
  for (const lang of ['en', 'de', 'fr', 'ru'] as const) {
    it(`says it is exact, with no ± (${lang})`, async () => {
      const t = createT(lang, MESSAGES[lang]!);
      const { container } = render(
        <Analysis t={t} lang={lang} game="lld" position="x" player="Anna" levels={['random']} describe={(m: { name?: string }) => m.name ?? '?'} createWorker={() => scripted(certain)} />,
      );
      await waitFor(() => expect(container.querySelector('[data-analysis-verdict]')).not.toBeNull());
      expect(plain(container.querySelector('[data-analysis-verdict]')!.textContent!).trim()).toBe(plain(exactly[lang][0]));
      const two = render(
        <Analysis t={t} lang={lang} game="lld" position="x" player="Anna" levels={['random']} describe={(m: { name?: string }) => m.name ?? '?'} mine={{ type: 'capture', name: 'B' }} createWorker={() => scripted(certainTwo)} />,
      ).container;
      await waitFor(() => expect(two.querySelector('[data-analysis-verdict]')).not.toBeNull());
      expect(plain(two.querySelector('.analysis__value')!.textContent!)).toBe(plain(exactly[lang][1]));
      expect(plain(two.querySelector('[data-analysis-verdict]')!.textContent!)).toContain(plain(exactly[lang][2]));
    });
  }
});

describe('analysis when every choice is as good as the best', () => {
  for (const lang of ['en', 'de', 'fr', 'ru'] as const) {
    it(`calls none best and says all are as good, with their means (${lang})`, async () => {
      const t = createT(lang, MESSAGES[lang]!);
      for (const [answer, want] of [[level, allLevel[lang][0]], [spread, allLevel[lang][1]]] as const) {
        const { container, unmount } = render(
          <Analysis t={t} lang={lang} game="lld" position="x" player="Anna" levels={['random']} describe={(m: { name?: string }) => m.name ?? '?'} mine={{ type: 'capture', name: 'A' }} createWorker={() => scripted(answer)} />,
        );
        await waitFor(() => expect(container.querySelector('[data-analysis-verdict]')).not.toBeNull());
        expect(plain(container.querySelector('[data-analysis-verdict]')!.textContent!).trim()).toBe(plain(want));
        expect(container.querySelector('[data-best-tag]')).toBeNull();
        expect(container.querySelector('[data-level-with-best]')).toBeNull();
        unmount();
      }
    });
  }
});

/**
 * A long list (an English reader's five-card exchange: 32 choices, "best" at row 15): more than twelve choices
 * are ordered best first and folded after the first eight, the reader's own choice kept in view; "Show all"
 * unfolds it. Thirteen choices here, C0 … C12 with means 0.0, 0.1 … 1.2 (so C12 is best); the reader chose C0.
 */
const ten = { ...report, choices: Array.from({ length: 13 }, (_, k) => rating(`C${k}`, k / 10, 0.01)), best: 12 };

describe('a long analysis', () => {
  it('shows the best eight first, and the reader’s choice; “Show all” shows the thirteen', async () => {
    const t = createT('en', MESSAGES.en!);
    const { container } = render(
      <Analysis t={t} lang="en" game="loo" position="x" player="Anna" levels={['random']} describe={(m: { name?: string }) => m.name ?? '?'} mine={{ type: 'capture', name: 'C0' }} createWorker={() => scripted(ten)} />,
    );
    await waitFor(() => expect(container.querySelector('[data-analysis-verdict]')).not.toBeNull());
    const names = () => [...container.querySelectorAll('.analysis__name')].map((e) => e.textContent);
    expect(names()).toEqual(['C12', 'C11', 'C10', 'C9', 'C8', 'C7', 'C6', 'C5', 'C0']);
    const more = container.querySelector('[data-analysis-more]') as HTMLButtonElement;
    expect(more.textContent).toBe('Show all 13 choices');
    more.click();
    await waitFor(() => expect(names()).toHaveLength(13));
    expect(names()).toEqual(['C12', 'C11', 'C10', 'C9', 'C8', 'C7', 'C6', 'C5', 'C4', 'C3', 'C2', 'C1', 'C0']);
  });
});

/**
 * The chart's axis (a reader found bars without a scale): the report's intervals run from C's low, −1.10 − 0.10
 * = −1.2, to A's high, 1.00 + 0.20 = +1.2; a quarter of that span, 0.6, rounds up to a step of 1, so the axis
 * runs from −2 to +2 with a figure at every step, zero in the middle, in the language's number format, and
 * names its unit.
 */
describe('the analysis chart’s axis', () => {
  const ends = { en: ['−2', '−1', '0', '+1', '+2', 'average chips'], de: ['−2', '−1', '0', '+1', '+2', 'Chips im Schnitt'], fr: ['−2', '−1', '0', '+1', '+2', 'jetons, en moyenne'], ru: ['−2', '−1', '0', '+1', '+2', 'фишки, в среднем'] } as const;
  for (const lang of ['en', 'de', 'fr', 'ru'] as const) {
    it(`labels round figures from end to end, zero among them (${lang})`, async () => {
      const t = createT(lang, MESSAGES[lang]!);
      const { container } = render(
        <Analysis t={t} lang={lang} game="lld" position="x" player="Anna" levels={['random']} describe={(m: { name?: string }) => m.name ?? '?'} createWorker={scripted} />,
      );
      await waitFor(() => expect(container.querySelector('[data-analysis-verdict]')).not.toBeNull());
      const axis = container.querySelector('[data-analysis-axis]')!;
      const ticks = [...axis.querySelectorAll<HTMLElement>('.analysis__tick')];
      expect(ticks.map((e) => e.textContent)).toEqual(ends[lang].slice(0, 5));
      expect(ticks.map((e) => e.style.insetInlineStart)).toEqual(['0.00%', '25.00%', '50.00%', '75.00%', '100.00%']);
      expect(plain(axis.querySelector('.analysis__unit')!.textContent!)).toBe(ends[lang][5]);
    });
  }
  it('widens a scale that starts just below zero to the step below it (every choice about even or better)', async () => {
    const t = createT('en', MESSAGES.en!);
    const { container } = render(
      <Analysis t={t} lang="en" game="loo" position="x" player="Anna" levels={['random']} describe={(m: { name?: string }) => m.name ?? '?'} createWorker={() => scripted(ten)} />,
    );
    await waitFor(() => expect(container.querySelector('[data-analysis-verdict]')).not.toBeNull());
    // C0's low is −0.01 and C12's high 1.21: a quarter of the span, 0.305, rounds up to a step of 0.5, so the
    // axis runs from −0.5 to +1.5.
    expect([...container.querySelectorAll('[data-analysis-axis] .analysis__tick')].map((e) => e.textContent)).toEqual(['−0.5', '0', '+0.5', '+1', '+1.5']);
  });
});

/**
 * A free action rated best beside captures (newcomers asked which capture to make then): the declaration P at
 * −1.10 (± 0.05) leads; of the captures, X at −1.50 (± 0.05) beats Y at −2.50 (± 0.05), and the sentence after
 * "Best" names X with its figure. Where a capture is best, no such sentence.
 */
describe('the best capture beside a free action', () => {
  const rate = (type: string, name: string, mean: number) => ({ move: { move: { type, name } }, n: 100, mean, sd: (0.05 / 1.96) * 10, low: mean - 0.05, high: mean + 0.05 });
  const free = { ...report, choices: [rate('declare', 'P', -1.1), rate('capture', 'Y', -2.5), rate('capture', 'X', -1.5)], best: 0 };
  const words = { en: 'Of the captures, the best: X, −1.50 chips on average (± 0.05).', de: 'Am besten unter den Zügen, die etwas holen: X, im Mittel −1,50 Chips (± 0,05).', fr: 'Meilleure prise : X, −1,50 jeton en moyenne (± 0,05).', ru: 'Лучшее взятие: X; в среднем −1,50 фишки (±0,05).' } as const;
  for (const lang of ['en', 'de', 'fr', 'ru'] as const) {
    it(`names the best capture after the best free action (${lang})`, async () => {
      const t = createT(lang, MESSAGES[lang]!);
      const { container } = render(
        <Analysis t={t} lang={lang} game="lld" position="x" player="Anna" levels={['random']} describe={(m: { name?: string }) => m.name ?? '?'} createWorker={() => scripted(free as typeof report)} />,
      );
      await waitFor(() => expect(container.querySelector('[data-analysis-verdict]')).not.toBeNull());
      expect(plain(container.querySelector('[data-analysis-verdict]')!.textContent!)).toContain(words[lang]);
    });
  }
  it('says nothing more where a capture is best', async () => {
    const t = createT('en', MESSAGES.en!);
    const capBest = { ...free, choices: [rate('declare', 'P', -1.9), rate('capture', 'Y', -2.5), rate('capture', 'X', -1.5)], best: 2 };
    const { container } = render(
      <Analysis t={t} lang="en" game="lld" position="x" player="Anna" levels={['random']} describe={(m: { name?: string }) => m.name ?? '?'} createWorker={() => scripted(capBest as typeof report)} />,
    );
    await waitFor(() => expect(container.querySelector('[data-analysis-verdict]')).not.toBeNull());
    expect(container.querySelector('[data-analysis-verdict]')!.textContent).not.toContain('Of the captures');
  });
});
