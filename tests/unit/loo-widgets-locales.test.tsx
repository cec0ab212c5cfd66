// @vitest-environment happy-dom
/**
 * The Loo replays and the Loo pot calculator in every language, as components (issue 19: moved down from
 * tests/e2e/loo-replay.spec.ts and loo-calculator.spec.ts, which ran each of them once per locale in the
 * browser and now run them once, in English, for what only a browser shows: real focus, Tab order, axe).
 * The replays step through the timelines the pages get at build time (loo/timeline.ts looTimeline); the
 * calculator gets the strings LooPotCalculator.astro gives it; the
 * numbers are the seed's (seed 004, examples E1–E3; research loo-rules.md §4), never the engine's output.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render } from '@testing-library/preact';
import LooReplay from '~/components/loo/Replay.tsx';
import LooPotCalculator from '~/components/loo/PotCalculator.tsx';
import { looTimeline } from '~/components/loo/timeline.ts';
import { MESSAGES } from '~/i18n/gameMessages.ts';

const LOCALES = ['en', 'de', 'fr', 'ru'] as const;

afterEach(cleanup);

/** The strings LooPotCalculator.astro gives the calculator island. */
const calcMessages = (lang: string) => {
  const m = MESSAGES[lang]!;
  const l = m.loo;
  return { players: m.players, loo: { calc: l.calc, rules: l.rules, options: l.options, values: l.values, calls: l.calls, errors: l.errors } };
};

/** A replay rendered as the page's island, and its parts. */
function replay(id: string, lang: string) {
  const { container } = render(<LooReplay example={id} lang={lang} timeline={looTimeline(id, lang)} />);
  const root = container.querySelector<HTMLElement>(`section.replay[data-loo-replay="${id}"]`)!;
  expect(root).not.toBeNull();
  return {
    root,
    key: (key: string, times = 1) => {
      for (let i = 0; i < times; i++) fireEvent.keyDown(root, { key });
    },
    step: () => root.querySelector('[data-step]')!.getAttribute('data-step'),
    pot: () => root.querySelector('[data-pot]')!.getAttribute('data-pot'),
    seat: (p: number) => root.querySelector(`[data-seat="${p}"]`)!,
  };
}

for (const lang of LOCALES) {
  describe(`${lang}: the Loo replays reach the seed's numbers by keyboard`, () => {
    it('E2, the payout of a pot of 9: the five calls, Carla two tricks and Emil one, Ben looed for 3', () => {
      const r = replay('e2-payout', lang);
      expect(r.pot()).toBe('9');
      // The five calls: Anna passes, Ben takes the miss, Carla plays, Dan passes, Emil plays.
      r.key('ArrowRight', 5);
      expect(r.step()).toBe('5');
      expect(r.seat(0).getAttribute('data-call')).toBe('pass');
      expect(r.seat(1).getAttribute('data-call')).toBe('miss');
      expect(r.seat(2).getAttribute('data-call')).toBe('play');
      expect(r.root.querySelectorAll('.replay__narration .tag--source')).toHaveLength(1);
      r.key('End');
      expect(r.seat(2).getAttribute('data-tricks')).toBe('2');
      expect(r.seat(4).getAttribute('data-tricks')).toBe('1');
      expect(r.seat(1).getAttribute('data-tricks')).toBe('0');
      expect(r.seat(1).querySelectorAll('.badge--loo')).toHaveLength(1);
      // After the payout the pot holds Ben's loo of 3 for the next deal.
      expect(r.pot()).toBe('3');
      expect(r.root.querySelector('.replay__narration')!.textContent).toContain('6');
      r.key('Home');
      expect(r.step()).toBe('0');
    });

    it('E1: after Anna’s 6♥, Ben’s 9♥ and Carla’s 2♣ the trick is Ben’s; E3: Carla keeps Pam after "Pam, be civil!"', () => {
      const e1 = replay('e1-heading', lang);
      e1.key('ArrowRight', 6);
      expect(e1.step()).toBe('6');
      expect(e1.seat(1).getAttribute('data-tricks')).toBe('1');
      cleanup();
      const e3 = replay('e3-civil', lang);
      e3.key('ArrowRight', 10);
      const trick = e3.root.querySelector('[data-trick]')!;
      expect(trick.querySelectorAll('[data-card]')).toHaveLength(2);
      expect(trick.querySelectorAll('[data-card="AS"]')).toHaveLength(1);
      expect(trick.querySelectorAll('[data-card="4S"]')).toHaveLength(1);
      expect(e3.seat(2).querySelectorAll('[data-card="JC"]')).toHaveLength(1);
    });
  });

  describe(`${lang}: the Loo pot calculator`, () => {
    it('E2 (6 carried + 3 = 9; Carla 6, Emil 3; Ben looed for 3; next pot 6), E7 (Peel, 15: 5 a trick), Peel’s loo of 6 (next pot 9)', () => {
      const { container } = render(<LooPotCalculator lang={lang} messages={calcMessages(lang)} />);
      const c = container.querySelector('[data-loo-calculator]')!;
      const attr = (sel: string, name: string) => c.querySelector(sel)!.getAttribute(name);
      // Rendered with E2's result already.
      expect(attr('[data-lpc-next-pot]', 'data-lpc-next-pot')).toBe('6');
      fireEvent.click(c.querySelector('[data-example="E7"]')!);
      expect(attr('[data-lpc-values]', 'data-lpc-values')).toBe('5 5 5');
      fireEvent.click(c.querySelector('[data-example="E2"]')!);
      expect(attr('[data-example="E2"]', 'aria-pressed')).toBe('true');
      expect(attr('[data-lpc-pot]', 'data-lpc-pot')).toBe('9');
      expect(attr('[data-lpc-values]', 'data-lpc-values')).toBe('3 3 3');
      expect([...c.querySelectorAll('[data-lpc-share]')].map((e) => e.getAttribute('data-lpc-share'))).toEqual(['0', '0', '6', '0', '3']);
      expect(c.querySelectorAll('[data-lpc-looed]')).toHaveLength(1);
      expect(attr('[data-lpc-looed="1"]', 'data-lpc-loo')).toBe('3');
      expect(attr('[data-lpc-next-pot]', 'data-lpc-next-pot')).toBe('6');
      expect(attr('[data-lpc-balance]', 'data-lpc-balance')).toBe('0');
      fireEvent.click(c.querySelector('[data-example="E2peel"]')!);
      expect(attr('[data-lpc-looed="1"]', 'data-lpc-loo')).toBe('6');
      expect(attr('[data-lpc-next-pot]', 'data-lpc-next-pot')).toBe('9');
    });

    it('refuses an impossible count with a message: four tricks of three, a trick for a player who passed, a negative carry', () => {
      const { container } = render(<LooPotCalculator lang={lang} messages={calcMessages(lang)} />);
      const c = container.querySelector('[data-loo-calculator]')!;
      const type = (sel: string, value: string) => fireEvent.input(c.querySelector(sel)!, { target: { value } });
      type('[data-tricks-input="2"]', '3');
      const error = c.querySelector('[data-lpc-error="ERR_COUNTS_TRICKS_SUM"]');
      expect(error).not.toBeNull();
      expect(error!.textContent!.trim().length).toBeGreaterThan(10);
      expect(c.querySelector('.lpc__out')!.textContent).not.toContain('NaN');
      type('[data-tricks-input="2"]', '1');
      type('[data-tricks-input="0"]', '1');
      expect(c.querySelector('[data-lpc-error="ERR_COUNTS_TRICKS_PASSED"]')).not.toBeNull();
      type('[data-lpc-carried]', '-3');
      expect(c.querySelector('[data-lpc-error="ERR_CARRIED"]')).not.toBeNull();
    });
  });
}
