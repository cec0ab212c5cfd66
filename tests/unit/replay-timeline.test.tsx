// @vitest-environment happy-dom
/**
 * The replays step through timelines computed at build time (issue 19: no engine nor i18next loaded to
 * step). Every documented example, in every language, at every step: the timeline replay shows the same
 * narration, transcript and table as the replay that asks the engine and i18next in the browser
 * (engineReplay.tsx, the widget as it was), computed here in the test.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, render } from '@testing-library/preact';
import Replay from '~/components/replay/Replay.tsx';
import LooReplay from '~/components/loo/Replay.tsx';
import { lldTimeline, replayMessages } from '~/components/replay/timeline.ts';
import { looReplayMessages, looTimeline } from '~/components/loo/timeline.ts';
import { EXAMPLES } from '~/engine/lld/examples/index.ts';
import { LOO_EXAMPLES } from '~/engine/loo/examples.ts';
import { LOCALES } from '~/i18n/locales.ts';
import { EngineReplay } from './engineReplay.tsx';
import { EngineLooReplay } from './engineLooReplay.tsx';

/** The widget's parts a reader sees at the step shown, each as it is drawn. */
function parts(c: Element) {
  const q = (s: string) => c.querySelector(s)!;
  return {
    step: q('[data-step]').textContent,
    narration: q('.replay__narration').innerHTML,
    table: q('.replay__felt').innerHTML,
    transcript: q('.replay__transcript ol').innerHTML,
    controls: q('.replay__controls').innerHTML,
    label: q('section').getAttribute('aria-label'),
  };
}

/** Steps both widgets forward to the end (and once with the hands closed), comparing them at every step. */
function compare(a: Element, b: Element): number {
  const steps = Number(a.querySelector('[data-step]')!.getAttribute('data-steps'));
  expect(steps).toBeGreaterThan(0);
  expect(b.querySelector('[data-step]')!.getAttribute('data-steps')).toBe(String(steps));
  for (let s = 0; s <= steps; s++) {
    expect(parts(a), `step ${s}`).toEqual(parts(b));
    expect(a.querySelector('.replay__narration')!.textContent!.trim().length).toBeGreaterThan(0);
    fireEvent.click(a.querySelector('[data-action="forward"]')!);
    fireEvent.click(b.querySelector('[data-action="forward"]')!);
  }
  for (const c of [a, b]) fireEvent.click(c.querySelector('.replay__toggle input')!);
  expect(parts(a)).toEqual(parts(b));
  return steps;
}

// A French editor found only "Rule: Lying down" under the step that ends a deal with its leftovers and settlement.
describe('a deal’s last step links the end of the deal and the pay-off too', () => {
  for (const lang of LOCALES) {
    it(lang, () => {
      const tl = lldTimeline('settlement', lang);
      const last = tl.steps[tl.steps.length - 1]!;
      expect(last.rule?.id).toBe('lying-down');
      expect(last.moreRules?.map((r) => r.id)).toEqual(['end-of-deal', 'pay-off']);
      expect(last.moreRules?.[1]!.href).toBe(`/${lang}/laugh-and-lie-down/rules/#pay-off`);
      // Any other step: none.
      expect(tl.steps.slice(0, -1).every((s) => s.moreRules === undefined)).toBe(true);
    });
  }
});

describe('timeline replays = engine replays', () => {
  for (const lang of LOCALES) {
    for (const ex of EXAMPLES) {
      it(`Laugh and Lie Down, ${ex.id}, ${lang}`, () => {
        const a = render(<Replay example={ex.id} lang={lang} timeline={lldTimeline(ex.id, lang)} />).container;
        const b = render(<EngineReplay example={ex.id} lang={lang} messages={replayMessages(lang)} />).container;
        expect(compare(a, b)).toBe(ex.steps.length);
      });
    }
    for (const ex of LOO_EXAMPLES) {
      it(`Loo, ${ex.id}, ${lang}`, () => {
        const a = render(<LooReplay example={ex.id} lang={lang} timeline={looTimeline(ex.id, lang)} />).container;
        const b = render(<EngineLooReplay example={ex.id} lang={lang} messages={looReplayMessages(lang)} />).container;
        compare(a, b);
      });
    }
  }

  it('a timeline is plain data: it survives JSON as the page fetches it', () => {
    const tl = lldTimeline('capture-round', 'ru');
    expect(JSON.parse(JSON.stringify(tl))).toEqual(tl);
    const lt = looTimeline('e2-payout', 'de');
    expect(JSON.parse(JSON.stringify(lt))).toEqual(lt);
  });
});
