/**
 * What the built pages of the reference widgets say in every locale, read from dist/ without a browser
 * (issue 19: moved down from tests/e2e, which loaded each of these pages once per locale and now loads one
 * locale to show what only a browser does — keyboard, native popovers opening, CSS that hides columns and
 * shows cards on focus, hydration):
 *  - the readings page: the matrix's rows, its marked differences and a citation popover's evidence,
 *    source link and target; the calculator and the comparison rendered on the server (readings.spec.ts);
 *  - the Loo variants page: a row per option with its anchor, a column per rule set, the seed's values
 *    (Irish Loo has no miss; mixed Loo's cap is 30 chips), and a citation popover naming the German Loo
 *    text and its section, linked to the sources page (loo-variants.spec.ts);
 *  - the rules pages' glossary terms: the link to the glossary entry, the card that describes the term,
 *    and the entry naming the term in the other three languages (reference.spec.ts);
 *  - the strategy pages: three charts or more, each a static SVG with a table (strategy.spec.ts);
 *  - the lesson pages: the learning path says how stars are earned.
 */
import { describe, expect, test } from 'vitest';
import { fileFor } from './dist.ts';
import { dom, LOCALES } from './dom.ts';

/** The parsed page served at a path; fails when the build lacks it. */
function page(path: string): Document {
  const file = fileFor(path);
  expect(file, `${path} is built`).not.toBeNull();
  return dom(file!);
}
const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ');
/** The dealer's seat as the strategy pages name it (strategy/<lang>.json seats.dealer). */
const SEAT_DEALER: Record<string, string> = { en: 'Dealer', de: 'Geber', fr: 'Donneur', ru: 'Сдающий' };

/** Every option of the engine's Loo rules (src/engine/loo/options.ts), written out so that a lost row fails. */
const OPTIONS = [
  'handSize', 'dealPackets', 'minPlayers', 'maxPlayers', 'miss', 'potKinds', 'singlePot', 'dealerStake', 'otherStake',
  'allPassed', 'dealerVsLone', 'clubLaw', 'exchange', 'dealerTakesTrump', 'hiddenTrump', 'pam', 'pamStatus', 'pamCivil',
  'flush', 'flushTie', 'flushLoo', 'lead', 'leadAce', 'leadDuty', 'follow', 'head', 'trumpWhenVoid', 'undivided',
  'unevenPot', 'loo', 'looChips', 'looCap', 'endOfGame',
];
/** The rule sets by family: the two bases, the seed's ten variants, and the old books' rules. */
const THREE = ['threeCard', 'unlimited', 'mixed', 'clubLaw', 'irish', 'threeCardFlush', 'hiddenTrump', 'undivided', 'peel', 'enquireWithin', 'cassell'];
const FIVE = ['fiveCard', 'runningPam', 'dealerTakesTrump', 'earlyAmerican', 'peelFive', 'hoyleFive', 'pokerwinerFive'];

for (const lang of LOCALES) {
  describe(lang, () => {
    test('readings: the matrix has a row per rule point, marks differences, and a citation popover names evidence and source', () => {
      const doc = page(`/${lang}/laugh-and-lie-down/readings/`);
      const matrix = doc.querySelector('[data-matrix]')!;
      expect(matrix).not.toBeNull();
      // 4 deals, 21 options, and the 5 gaps of lld-readings.md §4.2.
      expect(matrix.querySelectorAll('tr[data-row]')).toHaveLength(30);
      expect(matrix.querySelectorAll('tr#row-bonusTo td[data-differs="true"]').length).toBeGreaterThan(0);
      const cite = matrix.querySelector('tr#row-deal-4 button.matrix__cite')!;
      expect(cite).not.toBeNull();
      const pop = matrix.querySelector(`[popover]#${cite.getAttribute('popovertarget')}`)!;
      expect(pop, 'the popover of the cell’s citation').not.toBeNull();
      expect(text(pop)).toContain({ en: 'Stated by the source', de: 'Steht so in der Quelle', fr: 'La source énonce', ru: 'Прямо сказано' }[lang]);
      const href = pop.querySelector('a')!.getAttribute('href')!;
      expect(href).toMatch(/^#src-s1$/);
      // A claim the French rules cannot give rise to (no pair out of turn): said so, not "yes" (a French editor).
      const french = [...matrix.querySelectorAll('thead th')].findIndex((th) => th.getAttribute('data-reading') === 'french');
      expect(text(matrix.querySelectorAll('tr#row-claimLieDownPair > *')[french]!)).toContain({ en: 'does not arise', de: 'entfällt', fr: 'sans objet', ru: 'не возникает' }[lang]);
      expect(doc.querySelectorAll(href)).toHaveLength(1);
      // The calculator and the comparison are on the page before any script.
      expect(doc.querySelectorAll('[data-calculator] [data-calc-reading="parlett"]')).toHaveLength(1);
      expect(doc.querySelectorAll('[data-calculator] [data-example="001"]')).toHaveLength(1);
      expect(doc.querySelectorAll('[data-compare] [data-compare-side="a"] li').length).toBeGreaterThan(0);
    });

    test('Loo variants: every option and rule set, the seed’s values, a citation of the German Loo text', () => {
      const doc = page(`/${lang}/loo/variants/`);
      const m = doc.querySelectorAll('[data-loo-variants]');
      expect(m).toHaveLength(1);
      const matrix = m[0]!;
      // A row per option, its heading the target of links from the rules pages.
      const rowIds = [...matrix.querySelectorAll('tr[data-option] > th[scope="row"]')].map(
        (th) => `${th.parentElement!.getAttribute('data-option')}:${th.id}`,
      );
      expect(rowIds.sort()).toEqual(OPTIONS.map((o) => `${o}:loo-opt-${o}`).sort());
      // The test configuration is not a rule set of any book.
      expect(matrix.querySelectorAll('[data-rules="peer"]')).toHaveLength(0);
      // A column per rule set, three-card first (which the CSS-only chooser shows: tests/e2e/loo-variants.spec.ts).
      expect([...matrix.querySelectorAll('thead th[data-rules]')].map((th) => th.getAttribute('data-rules'))).toEqual([...THREE, ...FIVE]);
      expect(matrix.querySelector('[data-family-choice="three"]')!.hasAttribute('checked')).toBe(true);
      expect(matrix.querySelectorAll('tr[data-option="lead"] td')).toHaveLength(THREE.length + FIVE.length);

      const cell = (o: string, rules: string) => matrix.querySelector(`tr[data-option="${o}"] td[data-rules="${rules}"]`)!;
      /** A cell's value is its text before the marks (the cell holds no wrapper, issue 19). */
      const value = (td: Element) => (td.firstChild?.textContent ?? '').trim();
      // Irish Loo has no miss, against three-card Loo's miss: the cell differs from its base.
      const irish = cell('miss', 'irish');
      const base = cell('miss', 'threeCard');
      expect(irish.getAttribute('data-value')).toBe('false');
      expect(irish.getAttribute('data-differs')).toBe('true');
      expect(base.getAttribute('data-value')).toBe('true');
      expect(value(irish)).not.toBe(value(base));
      if (lang === 'en') expect(value(irish)).toBe('no');
      // Irish Loo's "no difference between single and double pot" is the seed's alone: marked unconfirmed.
      expect(cell('potKinds', 'irish').querySelectorAll('[data-unconfirmed]')).toHaveLength(1);
      // Mixed Loo's cap is 30 chips.
      const cap = cell('looCap', 'mixed');
      expect(cap.getAttribute('data-value')).toBe('30');
      expect(cap.getAttribute('data-differs')).toBe('true');
      expect(value(cap)).toContain('30');
      if (lang === 'en') expect(value(cap)).toBe('30 chips');
      // Its citation: the German Loo text, its section "Varianten" named in the page's language, linked to the
      // sources page; cells citing the same source, section and evidence share one popover, after the table.
      const cite = cap.querySelector('button.loo-vx__cite')!;
      const pop = matrix.querySelector(`[popover]#${cite.getAttribute('popovertarget')}`)!;
      expect(pop).not.toBeNull();
      const link = pop.querySelector('a[data-source="loo-text"]')!;
      expect(link.getAttribute('href')).toBe(`/${lang}/sources/#src-loo-text`);
      // The unpublished text is titled in the reader's language (sources.json `titles`).
      expect(text(link)).toContain({ en: 'Loo (Lanterloo)', de: 'Loo (Lanterloo)', fr: 'Loo (Lanterloo)', ru: 'Лу (Lanterloo)' }[lang]);
      expect(text(pop)).toContain({ en: '“Variants”', de: '„Varianten“', fr: 'Variantes', ru: '«Варианты»' }[lang]);
      // The link leads to the source's entry; the rules pages' links to a row find it.
      expect(page(`/${lang}/sources/`).querySelectorAll('#src-loo-text')).toHaveLength(1);
      expect(doc.querySelectorAll('#loo-opt-lead')).toHaveLength(1);
    });

    test('rules: a glossary term links to its entry and is described by its card; the entry names it in the other three languages', () => {
      const doc = page(`/${lang}/laugh-and-lie-down/rules/`);
      const term = doc.querySelector('.term__word')!;
      const card = doc.querySelector('.term__card')!;
      expect(term).not.toBeNull();
      // The first term's card is the first card (the browser test shows it on focus and hover).
      expect(term.closest('.term')).toBe(card.closest('.term'));
      const tipId = card.querySelector('.term__gloss')!.id;
      expect(tipId).not.toBe('');
      expect(term.getAttribute('aria-describedby')).toBe(tipId);
      const href = term.getAttribute('href')!;
      expect(href).toMatch(new RegExp(`^/${lang}/glossary/#term-`));
      const [path, id] = href.split('#');
      const glossary = page(path!);
      const entry = glossary.getElementById(id!)!;
      expect(entry, `#${id} on ${path}`).not.toBeNull();
      const dd = entry.nextElementSibling!;
      expect(dd.tagName).toBe('DIV');
      expect(dd.querySelectorAll('.glossary__names [lang]')).toHaveLength(3);
    });

    // A German newcomer looked up „Fang“, the pages' noun for a capture, and found no entry: the other names the
    // pages use are cross-references in the glossary's order, each leading to its term's entry.
    test('glossary: each other name of a term is a cross-reference to that term, in alphabetical order', () => {
      const doc = page(`/${lang}/glossary/`);
      const rows = [...doc.querySelectorAll('.glossary > h2, .glossary__entry > h2, .glossary__xref > dfn')].map((el) => el.textContent!.trim());
      expect(rows).toEqual([...rows].sort(new Intl.Collator(lang).compare));
      const xrefs = [...doc.querySelectorAll('.glossary__xref')];
      const expected = { en: ['dead pair'], de: ['Fang', 'Satz', 'totes Paar'], fr: ['paire morte'], ru: ['мёртвая пара'] }[lang]!;
      expect(xrefs.map((x) => x.querySelector('dfn')!.textContent).sort()).toEqual(expected);
      for (const x of xrefs) {
        const target = x.querySelector('a')!.getAttribute('href')!;
        const entry = doc.getElementById(target.slice(1));
        expect(entry, target).not.toBeNull();
        expect(entry!.nextElementSibling!.querySelector('.glossary__also')!.textContent).toContain(x.querySelector('dfn')!.textContent);
      }
    });

    for (const game of ['laugh-and-lie-down', 'loo']) {
      test(`${game} strategy: three charts or more, each a static SVG with a table beside it`, () => {
        const doc = page(`/${lang}/${game}/strategy/`);
        const charts = [...doc.querySelectorAll('figure.strategy-chart')];
        expect(charts.length).toBeGreaterThanOrEqual(3);
        for (const chart of charts) {
          expect(chart.querySelectorAll('svg')).toHaveLength(1);
          expect(chart.querySelectorAll('tbody tr').length).toBeGreaterThan(1);
        }
        expect(doc.querySelectorAll('.runit button[data-action="run"]')).toHaveLength(1);
        // "Run it yourself" starts at the level of the page's own seat figures (LLD: random play, scripts/strategy.ts
        // seatResults 'plain'; Loo: sound players, positions.sound), so that a first run reproduces them.
        expect(doc.querySelector<HTMLSelectElement>('.runit select[name="level"]')!.querySelector('option')!.getAttribute('value')).toBe(game === 'loo' ? 'sound' : 'plain');
        // A run's size is the reader's: a small one first, and a larger one long enough to watch and cancel, still
        // below the page's own samples (the intro says "fewer than the figures above").
        expect([...doc.querySelectorAll<HTMLOptionElement>('.runit select[name="size"] option')].map((o) => o.value)).toEqual(game === 'loo' ? ['200', '1000'] : ['4000', '20000']);
        if (game === 'laugh-and-lie-down') {
          // The run box reruns the seat experiment, so it closes that section (a German editor found it under the
          // bonus chart, three sections on).
          const before = [...doc.querySelectorAll('h2[id], .runit')];
          expect(before[before.findIndex((e) => e.classList.contains('runit')) - 1]!.id).toBe('seats');
          // The seat table's first seat column is the dealer's, its point (it was the last of eight, off a phone's screen).
          expect(doc.querySelector('.strategy-table thead th:nth-child(3)')!.textContent).toBe(SEAT_DEALER[lang]);
        }
      });
      // A figure with its interval may break before the interval, never inside the mean or the interval, and a
      // unit stands after the mean: "+6.14 chips (+6.10 … +6.18)" (a French reader read a unit after the interval
      // as the bounds'). The mean with its unit is one unbreakable part, the interval another.
      test(`${game} strategy: a figure's mean and interval each stay on one line, the unit with the mean`, () => {
        const figs = [...page(`/${lang}/${game}/strategy/`).querySelectorAll('.strategy-figure')];
        const withInterval = figs.filter((f) => f.textContent!.includes('('));
        expect(withInterval.length).toBeGreaterThan(3);
        for (const f of withInterval) {
          const parts = [...f.querySelectorAll('.strategy-figure__part')].map((p) => p.textContent!);
          expect(parts, f.textContent!).toHaveLength(2);
          expect(parts[1], f.textContent!).toMatch(/^\(.+\)$/);
        }
        const unit = { en: 'chips', de: 'Chips', fr: 'jetons?', ru: 'фишк[аи]' }[lang]!;
        expect(withInterval.some((f) => new RegExp(`^[+−]\\d+[.,]\\d\\d[\\s\u00a0]${unit}$`, 'u').test(f.querySelector('.strategy-figure__part')!.textContent!))).toBe(true);
      });
      // An English newcomer (2026-12-04) had to guess how stars are earned: the path says it, with the
      // numbers of progress.ts starsFor (three; one less for the hint and each wrong answer; none when shown).
      test(`${game} lessons: the path says how stars are earned`, () => {
        const how = text(page(`/${lang}/${game}/learn/`).querySelector('[data-learn-progress] [data-stars-how]'));
        expect(how.length).toBeGreaterThan(40);
        expect(how).toMatch({ en: /three.+one less.+none/, de: /drei.+einer weniger.+keiner/, fr: /trois.+une de moins.+aucune/, ru: /три.+по одной снимается.+ни одной/ }[lang]!);
      });
    }
  });
}

// A reader met "(Denexa) (unconfirmed)" with nothing to say what the second bracket meant: the mark is a link
// to the sources page's paragraph on it, in the page's language, and that paragraph names the mark as printed.
describe('the unconfirmed mark says what it means', () => {
  const MARK = { en: '(unconfirmed)', de: '(unbestätigt)', fr: '(non confirmé)', ru: '(не подтверждено)' } as const;
  for (const lang of LOCALES) {
    test(`${lang}: every mark links to the sources page's explanation`, () => {
      const pages = [`/${lang}/loo/history/`, `/${lang}/loo/five-card/`, `/${lang}/laugh-and-lie-down/history/`];
      const marks = pages.flatMap((p) => [...page(p).querySelectorAll('[data-unconfirmed]')]);
      // 13 marks in the three pages' text, as the English pages print them.
      expect(marks).toHaveLength(13);
      for (const m of marks) {
        expect(m.tagName).toBe('A');
        expect(m.getAttribute('href')).toBe(`/${lang}/sources/#unconfirmed`);
        expect(text(m)).toBe(MARK[lang]);
        expect(m.getAttribute('title')!.length).toBeGreaterThan(40);
      }
      const explained = page(`/${lang}/sources/`).getElementById('unconfirmed');
      expect(text(explained)).toContain(MARK[lang]);
    });
  }
});

// An English newcomer found "A round of captures" listed in the index of worked examples as "The nines, the
// jacks and the fives": every entry of the index reads as the heading of the example it links to.
describe('the index of worked examples names each example by its heading', () => {
  for (const lang of LOCALES) {
    test(lang, () => {
      const pages = new Map<string, Document>();
      const at = (path: string) => pages.get(path) ?? pages.set(path, page(path)).get(path)!;
      const links = [...at(`/${lang}/laugh-and-lie-down/examples/`).querySelectorAll('[data-example-index] li[data-example] > a')];
      expect(links.length).toBeGreaterThanOrEqual(9);
      for (const a of links) {
        const [path, id] = a.getAttribute('href')!.split('#');
        const h = at(path!).getElementById(id!);
        expect(h?.tagName, `${path}#${id}`).toBe('H2');
        expect(text(a).trim()).toBe(text(h).trim());
      }
    });
  }
});

// The tables of readings and of Loo variants hold a control in almost every cell (about 150 tab stops): a
// keyboard reader may skip each (a French reader gave up before the calculator below it).
describe('a table full of controls can be skipped', () => {
  for (const lang of LOCALES) {
    for (const path of [`/${lang}/laugh-and-lie-down/readings/`, `/${lang}/loo/variants/`]) {
      test(path, () => {
        const doc = page(path);
        const skip = doc.querySelector<HTMLAnchorElement>('a[data-skip-table]');
        expect(skip, path).not.toBeNull();
        const target = doc.getElementById(skip!.getAttribute('href')!.slice(1));
        expect(target).not.toBeNull();
        expect(target!.getAttribute('tabindex')).toBe('-1');
        const table = skip!.nextElementSibling!.querySelector('table');
        expect(table).not.toBeNull();
        // The target comes after the table, and the link before it.
        expect(table!.compareDocumentPosition(target!) & 4).toBeTruthy();
        expect(text(skip).trim().length).toBeGreaterThan(0);
      });
    }
  }
});

describe('sources page: a date already in a source’s title is not said again after it', () => {
  // A French editor read "(London: Chapman and Hall, 1875), chapitre 24 (1875)"; in Russian the date Intl
  // writes has no-break spaces, so the check compares text with every space made plain.
  const plain = (x: string) => x.replace(/\s+/g, ' ').trim(); // \s includes U+00A0 and U+202F
  for (const lang of LOCALES) {
    test(lang, () => {
      const doc = page(`/${lang}/sources/`);
      const items = [...doc.querySelectorAll('li[data-source]')];
      expect(items.length).toBeGreaterThan(40);
      let dated = 0;
      for (const li of items) {
        const date = li.querySelector('.sources__date');
        if (!date) continue;
        dated++;
        const shown = plain(date.textContent ?? '').replace(/^\(|\)$/g, '');
        expect(plain(li.querySelector('.sources__title')!.textContent ?? ''), li.getAttribute('data-source')!).not.toContain(shown);
      }
      // Sources dated only outside their title keep the date (du Coeur's report of 22 August 1996, among others).
      expect(dated).toBeGreaterThan(0);
      expect(plain(doc.querySelector('li[data-source="dc"] .sources__date')?.textContent ?? '')).toContain('1996');
    });
  }
});
