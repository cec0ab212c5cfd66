// @vitest-environment happy-dom
/**
 * The Loo trick trainer widget in every language, as a component (issue 19: moved down from
 * tests/e2e/loo-trainer.spec.ts, which ran these three checks once per locale in the browser and now runs
 * them in English only, for what needs a browser: the keyboard path, the focus moved to "next position",
 * axe in light and dark). The strings are the ones LooTrainer.astro gives the island, the sources read
 * from src/content/sources.json as the page's collection does.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render } from '@testing-library/preact';
import Trainer, { type TrainerMessages } from '~/components/loo/Trainer.tsx';
import { looTrainerStrings } from '~/components/loo/trainerStrings.ts';
import { MESSAGES } from '~/i18n/gameMessages.ts';
import type { Locale } from '~/i18n/locales.ts';
import sourcesJson from '~/content/sources.json';
import { LOO_RULES } from '~/engine/loo/options.ts';
import { createT } from '~/i18n/createT.ts';
import { cardName } from '~/components/cards/cardName.ts';
import { parseCard } from '~/engine/core/cards.ts';

const LOCALES = ['en', 'de', 'fr', 'ru'] as const;
const SOURCES = sourcesJson as { id: string; title: string; titles?: Record<string, string> }[];

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

/** The strings LooTrainer.astro gives the island (trainerStrings.ts, from the sources' entries). */
const messages = (lang: Locale): TrainerMessages => looTrainerStrings(lang, SOURCES) as TrainerMessages;

/** The reader addressed: you, du, vous, вы (the trainer's refusals of the reader's own seat). */
const YOU: Record<Locale, RegExp> = { en: /\bYou (can|cannot|must|hold|do)\b/, de: /\bDu (kannst|musst|hast)\b/, fr: /\bVous (pouvez|devez|avez|tenez|ne pouvez)\b/, ru: /(У\sвас\s(есть|в\sруке)|вы\sможете|Заходить\sнадо|у\sвас\sнет)/ };

function open(lang: Locale) {
  window.history.replaceState(null, '', `/${lang}/loo/play/#trainer`);
  const { container } = render(<Trainer lang={lang} messages={messages(lang)} />);
  const trainer = container.querySelector<HTMLElement>('section.loo-trainer')!;
  const hand = () => [...trainer.querySelectorAll<HTMLButtonElement>('button.loo-trainer__card')];
  const score = () => trainer.querySelector('[data-score]')!;
  const feedback = () => trainer.querySelector('.loo-trainer__feedback')!;
  const prompt = () => trainer.querySelector('[data-seed]')!;
  return { trainer, hand, score, feedback, prompt };
}

for (const lang of LOCALES) {
  describe(`${lang}: the Loo trick trainer`, () => {
    // The play page's trainer offers both hand sizes: grouped as the game's and the comparison's menus are, by
    // hand size under the set-up's group names (an editor found its nine rule sets in one list).
    it('groups its rule sets by hand size where it offers both, in the game’s menu order', () => {
      const { trainer } = open(lang);
      const groups = [...trainer.querySelectorAll('select[data-control="rules"] optgroup')];
      const play = (MESSAGES[lang]!.loo as unknown as { play: { group: Record<string, string> } }).play.group;
      expect(groups.map((g) => g.getAttribute('label'))).toEqual([play.three, play.five]);
      for (const [g, size] of [[groups[0]!, 3], [groups[1]!, 5]] as const) {
        const ids = [...g.querySelectorAll('option')].map((o) => o.getAttribute('value')!);
        expect(ids.length).toBeGreaterThan(0);
        for (const id of ids) expect(LOO_RULES[id]!.options.handSize).toBe(size);
      }
      cleanup();
      const rulesPage = render(<Trainer lang={lang} form="three" messages={messages(lang)} />);
      expect(rulesPage.container.querySelectorAll('select[data-control="rules"] optgroup')).toHaveLength(0);
      cleanup();
    });

    it('a forbidden card is explained and kept, a legal one played, then the next position', () => {
      const { trainer, hand, score, feedback, prompt } = open(lang);
      expect(trainer.getAttribute('data-hydrated')).toBe('true');
      expect(prompt().getAttribute('data-seed')).toBe('1');
      expect(hand().length).toBeGreaterThanOrEqual(2);

      // A forbidden card: the reason and the rule with its source appear; the card stays in the hand.
      const bad = hand().find((b) => b.dataset.legal === 'false')!;
      const badCard = bad.dataset.card!;
      fireEvent.click(bad);
      expect(feedback().getAttribute('data-verdict')).toBe('wrong');
      expect(feedback().querySelectorAll('[data-error^="ERR_"]')).toHaveLength(1);
      // The reader plays the seat: the reason speaks to them ("You can follow suit…"), not of the seat by name.
      expect(feedback().textContent).toMatch(YOU[lang]);
      // It states the duty, not the cards that meet it: the reader is to find one and try again (a French and a
      // German newcomer read the answer in a refusal).
      const t = createT(lang, MESSAGES[lang]!);
      const verdictText = feedback().querySelector('.loo-trainer__verdict')!.textContent!;
      for (const b of hand().filter((h) => h.dataset.legal === 'true')) expect(verdictText).not.toContain(cardName(t, (parseCard(b.dataset.card!) as { value: number }).value));
      const cites = feedback().querySelectorAll('.loo-trainer__cite[data-rule]');
      expect(cites).toHaveLength(1);
      expect(cites[0]!.textContent!.trim()).not.toBe('');
      const kept = hand().filter((b) => b.dataset.card === badCard);
      expect(kept).toHaveLength(1);
      expect(kept[0]!.classList.contains('is-wrong')).toBe(true);
      expect(score().getAttribute('data-positions')).toBe('0');

      // A legal card: played to the trick; the outcome names who wins the trick so far.
      const good = hand().find((b) => b.dataset.legal === 'true')!;
      const goodCard = good.dataset.card!;
      fireEvent.click(good);
      expect(feedback().getAttribute('data-verdict')).toBe('right');
      expect(feedback().querySelectorAll('.loo-trainer__outcome[data-leader]')).toHaveLength(1);
      expect(hand()).toHaveLength(0);
      expect(trainer.querySelectorAll(`.loo-felt__trick [data-card="${goodCard}"]`)).toHaveLength(1);
      // Not right first time: one position answered, none right at the first try.
      expect(score().getAttribute('data-positions')).toBe('1');
      expect(score().getAttribute('data-score')).toBe('0');

      // "Next position" brings position 2, its seed in the address.
      fireEvent.click(trainer.querySelector('button[data-action="next"]')!);
      expect(prompt().getAttribute('data-seed')).toBe('2');
      expect(feedback().getAttribute('data-verdict')).toBe('');
      expect(hand().length).toBeGreaterThanOrEqual(2);
      expect(new URL(window.location.href).searchParams.get('trainer')).toMatch(/^\w+\.any\.2$/);
    });

    it('"show the legal cards" marks exactly the legal ones; a right first answer scores', () => {
      const { trainer, hand, score } = open(lang);
      const toggle = trainer.querySelector<HTMLInputElement>('input[data-control="show-legal"]')!;
      fireEvent.click(toggle);
      expect(toggle.checked).toBe(true);
      const legal = hand().filter((b) => b.dataset.legal === 'true');
      expect(legal.length).toBeGreaterThanOrEqual(1);
      const marked = hand().filter((b) => b.classList.contains('is-legal'));
      expect(marked.map((b) => b.dataset.card)).toEqual(legal.map((b) => b.dataset.card));
      fireEvent.click(marked[0]!);
      expect(score().getAttribute('data-score')).toBe('1');
      expect(score().getAttribute('data-positions')).toBe('1');
    });

    it('the focus chooser steers the stream (five-card Loo, "Pam, be civil!"): Pam in hand, an ace of trumps in the trick', () => {
      const { trainer, hand, prompt } = open(lang);
      fireEvent.change(trainer.querySelector('select[data-control="rules"]')!, { target: { value: 'fiveCard' } });
      fireEvent.change(trainer.querySelector('select[data-control="focus"]')!, { target: { value: 'pamCivil' } });
      expect(prompt().getAttribute('data-rules')).toBe('fiveCard');
      expect(prompt().getAttribute('data-focus')).toBe('pamCivil');
      expect(hand().filter((b) => b.dataset.card === 'JC')).toHaveLength(1);
      expect(trainer.querySelectorAll('.loo-felt__trick [data-card^="A"]')).toHaveLength(1);
    });

    // Seed 004, "Loo mit fünf Karten": the call bars Pam unless Pam is its holder's only trump. A German reader,
    // allowed Pam after the call, was told only that it "heads the trick".
    it('Pam allowed after “Pam, be civil!” says why: the holder’s only trump; Pam refused says nothing of it', () => {
      const { trainer, hand } = open(lang);
      fireEvent.change(trainer.querySelector('select[data-control="rules"]')!, { target: { value: 'fiveCard' } });
      fireEvent.change(trainer.querySelector('select[data-control="focus"]')!, { target: { value: 'pamCivil' } });
      const seen = { allowed: 0, refused: 0 };
      for (let i = 0; i < 40 && (seen.allowed === 0 || seen.refused === 0); i++) {
        const pam = hand().find((b) => b.dataset.card === 'JC')!;
        const allowed = pam.dataset.legal === 'true';
        fireEvent.click(pam);
        const note = trainer.querySelector('[data-civil-only-trump]');
        if (allowed) {
          seen.allowed++;
          expect(note).not.toBeNull();
        } else {
          seen.refused++;
          expect(note).toBeNull();
        }
        fireEvent.click(trainer.querySelector('button[data-action="next"]')!);
      }
      expect(seen.allowed).toBeGreaterThan(0);
      expect(seen.refused).toBeGreaterThan(0);
    });
  });
}

// A French editor read "— la rédaction (choix de la rédaction : aucune source ne tranche)": the editors named as
// a source and again as the evidence. Under the early American rules the duty to trump when void is the
// editors' choice (options.ts earlyAmerican): the rule line names that choice once.
describe('the trainer’s rule line for an editors’ choice', () => {
  it('names it once, with no source link', () => {
    const { trainer, hand, feedback } = open('fr');
    fireEvent.change(trainer.querySelector('select[data-control="rules"]')!, { target: { value: 'earlyAmerican' } });
    let line: Element | null = null;
    for (let i = 0; i < 200 && !line; i++) {
      for (const b of hand()) {
        fireEvent.click(b);
        line = feedback().querySelector('.loo-trainer__cite[data-source="editor"]');
        if (line || feedback().getAttribute('data-verdict') === 'right') break;
      }
      if (!line) fireEvent.click(trainer.querySelector('button[data-action="next"]')!);
    }
    expect(line).not.toBeNull();
    const text = line!.textContent!.replace(/\s+/g, ' ');
    expect(text).toContain(`— ${MESSAGES.fr!.loo.evidence.editor.replace(/\s+/g, ' ')}`);
    expect(text).not.toMatch(/rédaction \(/);
    expect(line!.querySelector('a')).toBeNull();
  });
});

// An English newcomer under pokerwiner's rules ("Pam, be civil!" bars Pam even as the only trump) played the K♣
// with hearts trumps and read "may be played (trumps, being void in the suit led)": a card that is no trump is
// not called one.
it('a card that is no trump, played where no trump may be, is not said to trump', () => {
  const { trainer, hand } = open('en');
  fireEvent.change(trainer.querySelector('select[data-control="rules"]')!, { target: { value: 'pokerwinerFive' } });
  fireEvent.change(trainer.querySelector('select[data-control="focus"]')!, { target: { value: 'pamCivil' } });
  let seen = 0;
  let cited = 0;
  for (let i = 0; i < 40 && seen < 3; i++) {
    const trumps = trainer.querySelector<HTMLElement>('.loo-felt__trick [data-card^="A"]')!.dataset.card!.slice(-1);
    const plain = hand().find((b) => b.dataset.legal === 'true' && b.dataset.card !== 'JC' && !b.dataset.card!.endsWith(trumps));
    if (plain) {
      fireEvent.click(plain);
      const verdict = trainer.querySelector('.loo-trainer__verdict')!.textContent!;
      expect(verdict).toMatch(/^Right: /);
      expect(verdict).not.toContain('trumps, being void');
      // Where the call is the reason, the rule cited is the call's (pokerwiner's), not the German text's duty to trump.
      if (verdict.includes('“Pam, be civil!” was called')) {
        expect(trainer.querySelector('.loo-trainer__cite')!.getAttribute('data-rule')).toBe('pamCivil');
        cited++;
      }
      seen++;
    }
    fireEvent.click(trainer.querySelector('button[data-action="next"]')!);
  }
  expect(seen).toBeGreaterThan(0);
  expect(cited).toBeGreaterThan(0);
});

// A German editor read „Richtig, erlaubt: Pik-Neun (kann nicht bedienen und trumpft)“, a phrase with no subject where
// the reader is addressed as „du“: the reason is said to the reader, as the lessons say it.
it('the reason a card may be played is said to the reader (German „du kannst nicht bedienen und trumpfst“)', () => {
  const { trainer, hand } = open('de');
  let seen = 0;
  for (let i = 0; i < 120 && seen < 2; i++) {
    for (const b of hand().filter((h) => h.dataset.legal === 'true')) {
      fireEvent.click(b);
      const verdict = trainer.querySelector('.loo-trainer__verdict')?.textContent ?? '';
      if (/bedienen und trumpf/.test(verdict)) {
        expect(verdict).toContain('du kannst nicht bedienen und trumpfst');
        seen++;
      }
      break;
    }
    fireEvent.click(trainer.querySelector('button[data-action="next"]')!);
  }
  expect(seen).toBeGreaterThan(0);
});
