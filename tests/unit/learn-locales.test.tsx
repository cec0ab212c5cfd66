// @vitest-environment happy-dom
/**
 * The "capture one for one" lesson in every language (issue 19: moved down from tests/e2e/learn.spec.ts,
 * which took it by keyboard in English and in Russian in the browser and now does so in English only, for the
 * Tab order, the reload and axe): a card that does not match is refused with the rule's link in the page's
 * language; a card of the same rank is right, the lesson is done and two stars are kept (one wrong answer).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render } from '@testing-library/preact';
import Lesson from '~/components/learn/Lesson.tsx';
import { learnMessages } from '~/components/learn/messages.ts';
import { readProgress } from '~/components/learn/progress.ts';
import { MESSAGES } from '~/i18n/gameMessages.ts';
import { cards } from '~/engine/core/cards.ts';

const LOCALES = ['en', 'de', 'fr', 'ru'] as const;
const pick = (c: Element, card: string) => fireEvent.click(c.querySelector(`[data-pick="${cards(card)[0]}"]`)!);
const press = (c: Element, a: string) => fireEvent.click(c.querySelector(`[data-action="${a}"]`)!);

beforeEach(() => localStorage.clear());
afterEach(cleanup);

for (const lang of LOCALES) {
  describe(lang, () => {
    it('capture one for one: a card of another rank refused with the rule’s link; the same rank right, two stars kept', () => {
      const { container } = render(<Lesson lang={lang} id="capture-one" messages={learnMessages(MESSAGES[lang]!)} />);
      const verdict = () => container.querySelector('[data-verdict]')!;
      pick(container, '3C');
      expect(container.querySelector(`[data-pick="${cards('3C')[0]}"]`)!.getAttribute('aria-pressed')).toBe('true');
      pick(container, '2D');
      press(container, 'capture');
      expect(verdict().getAttribute('data-verdict')).toBe('wrong');
      expect(verdict().querySelectorAll(`a[href="/${lang}/laugh-and-lie-down/rules/#captures"]`)).toHaveLength(1);
      pick(container, '7C');
      pick(container, '7H');
      press(container, 'capture');
      expect(verdict().getAttribute('data-verdict')).toBe('ok');
      expect(container.querySelector('[data-lesson-widget]')!.getAttribute('data-done')).toBe('true');
      expect(readProgress('lld')['capture-one']).toBe(2);
    });
  });
}

describe('a Loo lesson page carries the words of move errors, not of set-up or notation errors', () => {
  it.each(['en', 'de', 'fr', 'ru'] as const)('%s', async (lang) => {
    const { looLearnMessages } = await import('~/components/learn/messages.ts');
    const errors = (looLearnMessages(MESSAGES[lang]!) as { loo: { errors: Record<string, unknown> } }).loo.errors;
    // Move errors (engine loo/errors.ts LooMoveError), with their plural and context forms and the reader's own.
    for (const k of ['ERR_NOT_YOUR_TURN', 'ERR_PLAYER', 'ERR_CALL', 'ERR_MUST_FOLLOW', 'ERR_MUST_FOLLOW_trumps', 'ERR_MUST_HEAD', 'ERR_PAM_CIVIL_strict', 'ERR_CIVIL_notLead', 'ERR_STOCK_SHORT_other', 'you', 'callWhy', 'listOr']) expect(errors, k).toHaveProperty(k);
    // A position or a link that cannot be read is not a lesson's: those words stay out of the page.
    for (const k of ['ERR_HAND_SIZE_other', 'ERR_STOCK_other', 'ERR_PLAYERS', 'ERR_NOTATION_SYNTAX', 'ERR_ILLEGAL_MOVE', 'ERR_CARD_SYNTAX']) expect(errors, k).not.toHaveProperty(k);
  });
});

// Each lessons page sends its own game's lesson strings only (the Russian Loo page's HTML was at 29.9 of its 30 KB
// with both games' lessons in it): every lesson, in every language, its hint and its answer shown, names no raw key.
describe('every lesson with its page’s strings', async () => {
  const { LLD_LESSONS } = await import('~/engine/lld/lessons.ts');
  const { LOO_LESSONS } = await import('~/engine/loo/lessons.ts');
  const { looLearnMessages } = await import('~/components/learn/messages.ts');
  const { default: LooLesson } = await import('~/components/learn/LooLesson.tsx');
  const RAW = /\b(learn|loo|cards|players|replay|errors|play|readings)\.[a-zA-Z][\w.]*/;
  const shown = (c: Element): string => {
    for (const a of ['hint', 'show']) {
      const b = c.querySelector<HTMLButtonElement>(`[data-action="${a}"]`);
      if (b && !b.disabled) fireEvent.click(b);
    }
    return `${c.textContent} ${[...c.querySelectorAll('[aria-label]')].map((e) => e.getAttribute('aria-label')).join(' ')}`;
  };
  for (const lang of LOCALES) {
    it(`${lang}: the ${LLD_LESSONS.length} Laugh and Lie Down lessons and the ${LOO_LESSONS.length} Loo lessons`, () => {
      for (const l of LLD_LESSONS) {
        const { container, unmount } = render(<Lesson lang={lang} id={l.id} messages={learnMessages(MESSAGES[lang]!)} />);
        expect(shown(container), `${lang} ${l.id}`).not.toMatch(RAW);
        unmount();
      }
      for (const l of LOO_LESSONS) {
        const { container, unmount } = render(<LooLesson lang={lang} id={l.id} messages={looLearnMessages(MESSAGES[lang]!)} />);
        expect(shown(container), `${lang} loo ${l.id}`).not.toMatch(RAW);
        unmount();
      }
    });
  }
});
