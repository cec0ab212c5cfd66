// @vitest-environment happy-dom
/**
 * Links that cannot be obeyed, in every language (issue 19: moved down from tests/e2e/reliability.spec.ts
 * and loo-play.spec.ts, which loaded each play page once per locale for this; the browser still does it in
 * English). The LLD play widget reports bad address parameters in the reader's language, clipped, and a step
 * beyond the example's end; the Loo play widget explains a tampered deal (two jacks of clubs) and deals afresh,
 * without putting the fresh deal in the address.
 */
import { act, cleanup, fireEvent, render } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import LooPlay from '~/components/loo/Play.tsx';
import { lazyLoaded } from '~/components/lazy.tsx';
import { looPlayMessages } from '~/components/loo/play/messages.ts';
import { MESSAGES } from '~/i18n/gameMessages.ts';
import { openPlay } from './playWidget.tsx';
import { applyMove, dealSeeded, formatPosition, legalMoves } from '~/engine/index.ts';

/** A dealt Parlett position (seed 5, Anna deals, Ben on turn) and two ways a link to it goes wrong. */
const dealt = dealSeeded(5, { dealer: 0 });
if (!dealt.ok) throw new Error('seed 5');
const LINK = formatPosition(dealt.value);
const FIELDS = LINK.split('_');
/** Cut off after the state field: hands, table and won piles are missing. */
const CUT = FIELDS.slice(0, 3).join('_');
/** Ben's first card replaced by Anna's first: one card twice, one missing. */
const ANNA = FIELDS[3]!.split('-')[0]!.slice(0, 2);
const DUPLICATE = [...FIELDS.slice(0, 3), FIELDS[3]!.split('-').map((h, p) => (p === 1 ? ANNA + h.slice(2) : h)).join('-'), ...FIELDS.slice(4)].join('_');
/** The card the duplicate pushed out: Ben's first. */
const BEN = FIELDS[3]!.split('-')[1]!.slice(0, 2);
/** A card's English name from its notation, by a table of the test's own ("Td" → "ten of diamonds"). */
function englishName(card: string): string {
  const ranks: Record<string, string> = { A: 'ace', K: 'king', Q: 'queen', J: 'jack', T: 'ten', '9': 'nine', '8': 'eight', '7': 'seven', '6': 'six', '5': 'five', '4': 'four', '3': 'three', '2': 'two' };
  const suits: Record<string, string> = { s: 'spades', h: 'hearts', d: 'diamonds', c: 'clubs' };
  return `${ranks[card[0]!.toUpperCase()]} of ${suits[card[1]!.toLowerCase()]}`;
}
/** The editor's list of cards still to place, and its random deal button, in each language. */
const STILL = { en: 'Still to place:', de: 'Noch zu verteilen:', fr: 'Reste à placer :', ru: 'Ещё не на месте:' } as const;
const RANDOM = { en: 'Random deal', de: 'Zufällig geben', fr: 'Donne au hasard', ru: 'Случайная раздача' } as const;
/** After Ben's first capture, play has begun: the same position with its "s" (started) taken out of the state field. */
const after = applyMove(dealt.value, legalMoves(dealt.value).find((m) => m.move.type === 'capture')!.move);
if (!after.ok) throw new Error('capture');
const STARTED = formatPosition(after.value.position).split('_');
const UNSTARTED = [...STARTED.slice(0, 2), STARTED[2]!.replace('s', ''), ...STARTED.slice(3)].join('_');
/** The editor's verdict on such a link's cards, in each language. */
const AFRESH = { en: 'judges the grid afresh', de: 'neu geprüft', fr: 'la revérifie', ru: 'проверяет её заново' } as const;
/** What the cut-off link's message says, in each language (the notation stops after the state field). */
const STOPS = { en: 'stops short', de: 'bricht bei Zeichen', fr: 's’arrête trop tôt', ru: 'обрывается' } as const;

const LOCALES = ['en', 'de', 'fr', 'ru'] as const;
/** A string key left untranslated would show as such. */
const RAW_KEY = /\b(loo|play|narr|errors)\.[a-zA-Z.]+/;
const TAMPERED = 'loo1_threeCard_d0c0_JcJc2c-3c4c5c-6c7c8c_9cTcQc_Kc';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

for (const lang of LOCALES) {
  describe(lang, () => {
    it('LLD play: bad address parameters are reported in the reader’s language, clipped; a step past the end is named', async () => {
      const long = 'x'.repeat(5_068);
      const { container, unmount } = await openPlay(lang, `?example=${long}&mode=nonsense&seed=-4`);
      const error = container.querySelector('[data-address-error]');
      expect(error).not.toBeNull();
      const text = error!.textContent ?? '';
      expect(text).not.toMatch(RAW_KEY);
      expect(text.length).toBeLessThan(600);
      expect(text).toContain('nonsense');
      expect(text).toContain('-4');
      unmount();
      const again = await openPlay(lang, '?example=pay-off&step=9999');
      expect(again.container.querySelector('[data-address-error]')?.textContent).toContain('9999');
      // The faulty link stays in the address until the reader changes something (a French re-test lost it at once).
      expect(new URLSearchParams(location.search).get('step')).toBe('9999');
      await act(() => { fireEvent.click(again.container.querySelector('[data-tab="game"]')!); });
      expect(new URLSearchParams(location.search).get('step')).toBeNull();
      expect(new URLSearchParams(location.search).get('mode')).toBe('game');
    });

    // A German reader opened a link with a card twice: the banner named the card, and under it the editor
    // showed another deal and said "the position is valid". The editor now shows what the link says.
    it('LLD play: a link with a card twice opens the editor on the link’s own cards, not on another deal', async () => {
      const { container } = await openPlay(lang, `?p=${DUPLICATE}`);
      expect(container.querySelector('[data-address-error]')!.textContent).not.toMatch(RAW_KEY);
      expect(container.querySelector('[data-edit-valid]')!.getAttribute('data-edit-valid')).toBe('false');
      // Anna's first card is where the link first puts it, in Anna's hand; Ben is on turn, as the link says.
      expect(container.querySelector(`[data-edit-card="${ANNA}"]`)!.getAttribute('data-spot')).toBe('h0');
      expect((container.querySelector('#edit-turn') as HTMLSelectElement).value).toBe('1');
      expect((container.querySelector('#edit-paste') as HTMLTextAreaElement).value).toBe(DUPLICATE);
      // The card the link lost is named, and no random deal is offered in place of the link's (a German newcomer).
      const verdict = container.querySelector('[data-edit-valid]')!.textContent!.replace(/[\u00a0\u202f]/g, ' ');
      expect(verdict).toContain(STILL[lang]);
      expect(verdict).not.toContain(RANDOM[lang]);
      expect(container.querySelector(`[data-edit-card="${BEN}"]`)!.getAttribute('data-spot')).toBe('x');
      if (lang === 'en') expect(verdict).toContain(`Still to place: ${englishName(BEN)}.`);
    });

    // A mended link kept only the grid, dealer and turn: the chips carried in, its transfers and its last capturer
    // were dropped when the editor wrote the grid back, so the pot of the position it opened was not the link's.
    it('LLD play: a broken link mended in the editor keeps its last capturer and the chips carried in', async () => {
      const link = `${formatPosition(after.value.position)}_p7`;
      const f = link.split('_');
      const broken = [...f.slice(0, 3), f[3]!.split('-').map((h, p) => (p === 1 ? ANNA + h.slice(2) : h)).join('-'), ...f.slice(4)].join('_');
      const { container } = await openPlay(lang, `?p=${broken}`);
      expect(container.querySelector('[data-edit-valid]')!.getAttribute('data-edit-valid')).toBe('false');
      // Ben's lost card put back in his hand: the grid is the link's own deal again.
      await act(() => (container.querySelector('input[name="edit-target"][value="h1"]') as HTMLInputElement).click());
      await act(() => (container.querySelector(`[data-edit-card="${BEN}"]`) as HTMLButtonElement).click());
      expect(container.querySelector('[data-edit-valid]')!.getAttribute('data-edit-valid')).toBe('true');
      expect(container.querySelector('[data-notation]')!.textContent).toBe(link);
    });

    // An English reader opened a link to a deal under way that had lost its "s" (play begun): the banner gave the
    // link's error and the editor under it said "This is a valid position". The editor, which decides from the
    // cards whether play has begun, now says that it judged the link's cards afresh.
    it('LLD play: a link that lost its started flag says why the editor finds the cards valid', async () => {
      const { container } = await openPlay(lang, `?p=${UNSTARTED}`);
      expect(container.querySelector('[data-address-error]')).not.toBeNull();
      const verdict = () => container.querySelector('[data-edit-valid]')!;
      expect(verdict().getAttribute('data-edit-valid')).toBe('true');
      expect(verdict().textContent!.replace(/[\u00a0\u202f]/g, ' ')).toContain(AFRESH[lang]);
      // Once the reader changes the grid, the plain verdict.
      await act(() => (container.querySelector('[data-edit-card]') as HTMLButtonElement).click());
      await act(() => (container.querySelector('[data-edit-card]') as HTMLButtonElement).click());
      expect(verdict().textContent).not.toContain(AFRESH[lang]);
    });

    // A QA reader: a link wrong only in its reading's name, or in its dealer, or cut off after three hands, opened
    // an empty grid, where a card named twice kept the other 51. The link's error is still said; the cards the
    // link names are where it puts them.
    it('LLD play: a link with an unknown reading, a bad dealer or cut off keeps the cards it names', async () => {
      const hands = FIELDS[3]!.split('-');
      const cases = {
        reading: [FIELDS[0], 'nosuch', ...FIELDS.slice(2)].join('_'),
        dealer: [...FIELDS.slice(0, 2), 'd-1t1', ...FIELDS.slice(3)].join('_'),
        cut: [...FIELDS.slice(0, 3), hands.slice(0, 3).join('-')].join('_'),
      };
      for (const [kind, link] of Object.entries(cases)) {
        const { container, unmount } = await openPlay(lang, `?p=${link}`);
        expect(container.querySelector('[data-address-error]'), kind).not.toBeNull();
        expect((container.querySelector('#edit-paste') as HTMLTextAreaElement).value, kind).toBe(link);
        // Each of the first three hands' cards in its seat (the link's own words, read by the test's split).
        hands.slice(0, 3).forEach((h, p) => {
          for (const card of h.match(/../g)!) expect(container.querySelector(`[data-edit-card="${card}"]`)!.getAttribute('data-spot'), `${kind} ${card}`).toBe(`h${p}`);
        });
        const unplaced = container.querySelectorAll('[data-edit-card][data-spot="x"]').length;
        // All 52 placed where the link is whole; cut off, the two hands and the table it lost are still to place.
        expect(unplaced, kind).toBe(kind === 'cut' ? 52 - 3 * 8 : 0);
        expect(container.querySelectorAll('#edit-dealer option').length, kind).toBe(5);
        unmount();
      }
    });

    it('LLD play: a link cut off says it stops short, and the editor starts empty', async () => {
      const { container } = await openPlay(lang, `?p=${CUT}`);
      const text = container.querySelector('[data-address-error]')!.textContent!.replace(/[\u00a0\u202f]/g, ' ');
      expect(text).toContain(STOPS[lang]);
      expect(text).not.toMatch(/[“„«]\s*[”“»]/);
      expect(container.querySelector('[data-edit-valid]')!.getAttribute('data-edit-valid')).toBe('false');
      expect(container.querySelectorAll('[data-edit-card][data-spot="x"]')).toHaveLength(52);
    });

    it('Loo play: a tampered link is explained and a fresh deal dealt; the link stays in the address, as in Laugh and Lie Down', async () => {
      window.history.replaceState(null, '', `/${lang}/loo/play/?loo=${TAMPERED}`);
      const { container } = render(<LooPlay lang={lang} messages={looPlayMessages(MESSAGES[lang]!)} />);
      // The deal's view is fetched on first use (components/lazy.tsx).
      await act(() => lazyLoaded());
      const w = container.querySelector('[data-loo-play]')!;
      expect(w.getAttribute('data-hydrated')).toBe('true');
      const error = w.querySelector('[data-address-error]');
      expect(error).not.toBeNull();
      expect(error!.textContent).not.toMatch(RAW_KEY);
      if (lang === 'en') expect(error!.textContent).toMatch(/could not be opened.*jack of clubs/);
      expect(w.querySelector('[data-game="playing"]')).not.toBeNull();
      // Kept until the reader starts a game or moves, so that a reload says again what was wrong (a tester found the
      // link and its error gone after a reload).
      expect(new URL(window.location.href).searchParams.get('loo')).toBe(TAMPERED);
      // The link is not lost: it is offered to the position editor on the page, to mend (a French newcomer).
      const mend = error!.querySelector('a[data-mend-link]')!;
      expect(mend.textContent).not.toMatch(RAW_KEY);
      const href = new URL(mend.getAttribute('href')!, window.location.href);
      expect(href.searchParams.get('lpos')).toBe(TAMPERED);
      expect(href.hash).toBe('#positions');
    });

    it('Loo play: a link cut off says it stops short', async () => {
      window.history.replaceState(null, '', `/${lang}/loo/play/?loo=${TAMPERED.split('_').slice(0, 3).join('_')}`);
      const { container } = render(<LooPlay lang={lang} messages={looPlayMessages(MESSAGES[lang]!)} />);
      await act(() => lazyLoaded());
      const text = container.querySelector('[data-address-error]')!.textContent!.replace(/[\u00a0\u202f]/g, ' ');
      expect(text).toContain(STOPS[lang]);
      expect(text).not.toMatch(RAW_KEY);
    });
  });
}
