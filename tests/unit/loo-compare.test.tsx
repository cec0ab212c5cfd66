// @vitest-environment happy-dom
/**
 * Two Loo rule sets on one deal (issue 16): the engine's comparison (src/engine/loo/compare.ts) and the
 * widget on the variants page. Checks compare the played moves directly (formatLooMove), and causes
 * against the rule texts: club law applies only when clubs are turned (seed 004, "Varianten").
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render } from '@testing-library/preact';
import { LOO_RULES, compareLooRules, formatLooMove, partingLooSeed, stepLooTogether, type LooPlayedDeal } from '~/engine/loo/index.ts';
import LooCompare from '~/components/loo/compare/LooCompare.tsx';
import { MESSAGES } from '~/i18n/gameMessages.ts';
import { looCompareMessages } from '~/i18n/lazyMessages.ts';

// A comparison the reader changes goes into the address, which the next one would read as a link.
afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

const moves = (d: LooPlayedDeal) => d.steps.map((s) => (s.position.history ? formatLooMove(s.position.history.move) : ''));

describe('compareLooRules and partingLooSeed', () => {
  it('three-card against five-card Loo: the default deal parts at least twice, in play', () => {
    const deal = partingLooSeed(LOO_RULES.threeCard!, LOO_RULES.fiveCard!)!;
    const c = compareLooRules(LOO_RULES.threeCard!, LOO_RULES.fiveCard!, deal)!;
    expect(moves(c.a)).not.toEqual(moves(c.b));
    const play = c.divergences.filter((d) => d.kind === 'play');
    expect(play.length).toBeGreaterThanOrEqual(2);
    for (const d of play) expect(moves(c.a).slice(d.a, d.a + d.lengthA)).not.toEqual(moves(c.b).slice(d.b, d.b + d.lengthB));
  });

  it('where the lead rules part (Peel), the tricks of the two sides stand side by side: a lead beside a lead, never beside "no move"', () => {
    // A French reader compared la=threeCard&lb=peel; since Peel's trick-winner leads his trump too (research
    // 1.5d), the two leads part only where a single low trump opens the play: the first such deal.
    const a = LOO_RULES.threeCard!;
    const b = LOO_RULES.peel!;
    const c = compareLooRules(a, b, partingLooSeed(a, b)!)!;
    const rows = stepLooTogether(c);
    const first = rows.find((r) => r.divergence !== null)!;
    expect(first.a).not.toBeNull();
    expect(first.b).not.toBeNull();
    // Every row with a card on each side pairs the same trick and the same place in it, read from the positions.
    const place = (d: LooPlayedDeal, i: number) => {
      const before = i === 0 ? d.start : d.steps[i - 1]!.position;
      return `${before.winners.length}.${before.trick.length}`;
    };
    const plays = rows.filter((r) => r.a !== null && r.b !== null && c.a.steps[r.a]!.position.history?.move.type === 'play' && c.b.steps[r.b]!.position.history?.move.type === 'play');
    expect(plays.length).toBeGreaterThan(5);
    for (const r of plays) expect(place(c.a, r.a!)).toBe(place(c.b, r.b!));
  });

  it('club law parts the play only on a deal where clubs are turned, and is named as the cause', () => {
    const deal = partingLooSeed(LOO_RULES.threeCard!, LOO_RULES.clubLaw!)!;
    const c = compareLooRules(LOO_RULES.threeCard!, LOO_RULES.clubLaw!, deal)!;
    expect(c.a.start.trump).toBe(0); // clubs
    expect(c.divergences.length).toBeGreaterThanOrEqual(2);
    expect(c.divergences[0]!.cause).toBe('clubLaw');
  });

  it('unlimited Loo plays alike and pays otherwise: a pay-off difference only, caused by the size of the loo', () => {
    const deal = partingLooSeed(LOO_RULES.threeCard!, LOO_RULES.unlimited!)!;
    const c = compareLooRules(LOO_RULES.threeCard!, LOO_RULES.unlimited!, deal)!;
    expect(moves(c.a)).toEqual(moves(c.b));
    expect(c.divergences.filter((d) => d.kind === 'play')).toHaveLength(0);
    expect(c.payoffDiffers).toBe(true);
    expect(c.payoffCause).toBe('loo');
  });
});

describe('<LooCompare>', () => {
  // The strings the page hands the widget (its lazy /messages/loocmp-<lang>.json).
  const messages = (l: string) => looCompareMessages(MESSAGES[l]!);
  it('marks every divergence and steps both tables to a mark (German)', { timeout: 30_000 }, () => {
    const { container } = render(<LooCompare lang="de" messages={messages('de')} />);
    // Awake, the widget still waits for the reader's press (a pointer passing over it once woke it and the page
    // below jumped by two screens): no marks, no tables, the button there.
    expect(container.querySelector('[data-loo-mark]')).toBeNull();
    expect(container.querySelector('[data-loo-table]')).toBeNull();
    fireEvent.click(container.querySelector('[data-action="lcmp-show"]')!);
    expect(container.querySelector('[data-action="lcmp-show"]')).toBeNull();
    const marks = [...container.querySelectorAll('[data-loo-mark]')];
    expect(marks.length).toBeGreaterThanOrEqual(2);
    expect(container.querySelectorAll('[data-loo-table]')).toHaveLength(2);
    fireEvent.click(marks[1]!);
    const row = Number(container.querySelector('[data-loo-row]')!.getAttribute('data-loo-row'));
    expect(marks[1]!.getAttribute('aria-label')).toContain(`Schritt ${row}:`);
    expect(marks[1]!.textContent).toMatch(new RegExp(`^Schritt ${row}(:|$)`));
    // Grouped by cause, each said once.
    const groups = [...container.querySelectorAll('[data-cause-group]')];
    expect(groups.length).toBe(new Set(marks.map((m) => m.getAttribute('data-mark-cause'))).size);
    for (const g of groups) expect(g.textContent!.split('Ursache:').length - 1).toBe(1);
    // The rule is named with its setting under each rule set, not one side's value alone ("Eine Miss wird gegeben –
    // nein" read like an answer to a question). Deal 1's first parting: three-card Loo deals a miss, Pam-Loo does not.
    const causeOf = (k: string) => container.querySelector(`[data-cause-group="${k}"] .lcmp__cause`)?.textContent?.replace(/[\u00a0\u202f]/g, ' ');
    const miss = causeOf('miss');
    expect(miss).toBe('Ursache: die Regel „Eine Miss wird gegeben“. Loo mit drei Karten: ja. Pam-Loo mit fünf Karten: nein.');
    expect(container.querySelectorAll('.lcmp__table--parted')).toHaveLength(2);
    expect(container.querySelector('[data-loo-parting-seed]')).not.toBeNull();
    cleanup();
    // In French the rule goes on in lower case after « Cause : » (a French newcomer read « Cause : Ce que… »): « la règle « … » ».
    const fr = render(<LooCompare lang="fr" messages={messages('fr')} />);
    // The German comparison's link is in the address now, and opens this one at once.
    expect(fr.container.querySelector('[data-action="lcmp-show"]')).toBeNull();
    const causes = [...fr.container.querySelectorAll('.lcmp__cause')].map((p) => p.textContent!.replace(/[\u00a0\u202f]/g, ' '));
    expect(causes.length).toBeGreaterThan(0);
    for (const c of causes) expect(c).toMatch(/^Cause : (la règle « [^«»]+ »\. Loo à trois cartes : .+\. Pam-loo à cinq cartes : .+\.$|plusieurs règles)/u);
  });
  // A French editor chose the same rule set as A and B and read that they "differ only where it makes no
  // difference": the note now says they are the same.
  it('the same rule set twice: the note says so, not that they differ', { timeout: 30_000 }, () => {
    const { container } = render(<LooCompare lang="fr" messages={messages('fr')} />);
    const b = container.querySelector<HTMLSelectElement>('#lcmp-b')!;
    const a = container.querySelector<HTMLSelectElement>('#lcmp-a')!;
    fireEvent.change(b, { target: { value: a.value } });
    expect(container.querySelector('[data-loo-same-rules]')!.textContent).toBe((MESSAGES.fr!.loo as unknown as { compare: Record<string, string> }).compare.sameRules);
    expect(container.querySelector('[data-loo-never-part]')).toBeNull();
  });
});

// A German newcomer could not link to a Loo comparison: it lives in the address (la, lb, ls) once the reader
// changes it, and a link reopens it; a link's invalid parts are left at their defaults and said.
describe('<LooCompare> in the address', () => {
  // The strings the page hands the widget (its lazy /messages/loocmp-<lang>.json).
  const messages = (l: string) => looCompareMessages(MESSAGES[l]!);
  it('reads a link, every part checked', async () => {
    const { readLooCompareLink } = await import('~/components/loo/compare/LooCompare.tsx');
    expect(readLooCompareLink(new URLSearchParams('la=threeCard&lb=clubLaw&ls=33&lt=7'))).toEqual({ a: 'threeCard', b: 'clubLaw', seed: 33, step: 7, bad: [] });
    expect(readLooCompareLink(new URLSearchParams('la=__proto__&lb=clubLaw&ls=0&lt=x'))).toEqual({ a: 'threeCard', b: 'clubLaw', seed: null, step: null, bad: ['la', 'ls', 'lt'] });
    // A bad name never takes the other side's rule set.
    expect(readLooCompareLink(new URLSearchParams('la=threecard&lb=threeCard'))).toEqual({ a: 'fiveCard', b: 'threeCard', seed: null, step: null, bad: ['la'] });
  });
  // A French re-test: the comparison narrated its moves without the position before them, so a forced card said
  // no more than "Anna leads the ace of clubs and calls “Pam, be civil!”". Seed 004, "Loo mit fünf Karten":
  // whoever holds the ace of trumps leads it.
  it('a forced card says why, over the table and in the list of moves, as in the replays', () => {
    window.history.replaceState(null, '', '/en/loo/variants/?la=fiveCard&lb=threeCard&ls=4&lt=11');
    const { container, unmount } = render(<LooCompare lang="en" messages={messages('en')} />);
    const line = container.querySelector('[data-loo-table="a"] .lcmp__moved')!.textContent!;
    expect(line).toContain('“Pam, be civil!”');
    expect(line).toContain('whoever holds the ace of trumps must lead it');
    const list = container.querySelector('[data-loo-timeline="a"]')!.textContent!;
    expect(list).toContain('whoever holds the ace of trumps must lead it');
    unmount();
  });

  it('reopens a comparison from its link; the reader’s deal number goes into the address', { timeout: 30_000 }, () => {
    window.history.replaceState(null, '', '/de/loo/variants/?la=threeCard&lb=clubLaw&ls=33');
    const { container, unmount } = render(<LooCompare lang="de" messages={messages('de')} />);
    expect((container.querySelector('#lcmp-a') as HTMLSelectElement).value).toBe('threeCard');
    expect((container.querySelector('#lcmp-b') as HTMLSelectElement).value).toBe('clubLaw');
    expect((container.querySelector('#lcmp-seed') as HTMLInputElement).value).toBe('33');
    expect(location.search).toBe('?la=threeCard&lb=clubLaw&ls=33');
    fireEvent.input(container.querySelector('#lcmp-seed')!, { target: { value: '34' } });
    expect(new URLSearchParams(location.search).get('ls')).toBe('34');
    fireEvent.click(container.querySelector('[data-action="lcmp-copy-link"]')!);
    expect(container.querySelector('[data-lcmp-copied]')!.textContent).toBe('Link kopiert: Er öffnet diesen Vergleich.');
    // A step the reader moves to goes into the link, and the link opens there.
    const at = (c: Element) => Number(c.querySelector('[data-loo-row]')!.getAttribute('data-loo-row'));
    const start = at(container);
    fireEvent.click(container.querySelector('[data-action="lcmp-next"]')!);
    expect(new URLSearchParams(location.search).get('lt')).toBe(String(start + 1));
    const link = `${location.pathname}${location.search}`;
    unmount();
    window.history.replaceState(null, '', link);
    const again = render(<LooCompare lang="de" messages={messages('de')} />);
    expect(at(again.container)).toBe(start + 1);
    again.unmount();
    window.history.replaceState(null, '', '/en/loo/variants/?la=threeCard&lb=nothing');
    // The default now used is named (a reader could not tell which rule set "the default" was).
    const bad = render(<LooCompare lang="en" messages={messages('en')} />);
    expect(bad.container.querySelector('[data-lcmp-link-partly]')!.textContent).toBe('Not every setting in this link could be used; reset to the default: rule set B (now Five-card Pam-Loo).');
    bad.unmount();
    // A step past the end opens at the end, and says so (Russian: «шагов» after 5 and more); a link with no first
    // rule set (`la`) is read all the same.
    window.history.replaceState(null, '', '/ru/loo/variants/?lb=clubLaw&ls=33&lt=999');
    const past = render(<LooCompare lang="ru" messages={messages('ru')} />);
    expect((past.container.querySelector('#lcmp-b') as HTMLSelectElement).value).toBe('clubLaw');
    expect((past.container.querySelector('#lcmp-seed') as HTMLInputElement).value).toBe('33');
    const total = Number(past.container.querySelector<HTMLInputElement>('input[type="range"]')!.max);
    expect(at(past.container)).toBe(total);
    expect(past.container.querySelector('[data-lcmp-link-past-end]')!.textContent!.replace(/\u00a0/g, ' ')).toBe(`Ссылка ведёт на шаг 999, а в этом сравнении всего ${total} шагов — открыт последний.`);
    past.unmount();
    cleanup();
    window.history.replaceState(null, '', '/');
  });
});

// A new reader found "no move here" beside the other side's move with no word of why. Deal 1: five-card Pam-Loo
// makes a move where three-card Loo has none, its exchange (seed 004, "Loo mit fünf Karten": the five-card game
// exchanges from the stock; three-card Loo has no exchange).
describe('<LooCompare> “no move here” says which rule of that side makes no move', () => {
  it('three-card Loo against five-card Pam-Loo: the end of its deal is said as such, with its settlement', () => {
    const open = (step: number) => {
      window.history.replaceState(null, '', `/en/loo/variants/?la=threeCard&lb=fiveCard&ls=1&lt=${step}`);
      const { container, unmount } = render(<LooCompare lang="en" messages={looCompareMessages(MESSAGES.en!)} />);
      const a = container.querySelector('[data-loo-table="a"]')!;
      const text = a.querySelector('.lcmp__moved')!.textContent!;
      const pot = a.querySelector('[data-pot]')!.getAttribute('data-pot');
      unmount();
      return { text, pot };
    };
    const total = (() => {
      window.history.replaceState(null, '', '/en/loo/variants/?la=threeCard&lb=fiveCard&ls=1');
      const { container, unmount } = render(<LooCompare lang="en" messages={looCompareMessages(MESSAGES.en!)} />);
      const n = Number(container.querySelector<HTMLInputElement>('input[type="range"]')!.max);
      unmount();
      return n;
    })();
    const said = Array.from({ length: total }, (_, r) => open(r + 1));
    // Once its three tricks are played (step 17, "All the tricks have been played"), while the five-card deal
    // plays on: that the deal is over, not a rule's name, and the pot as the settlement leaves it, as at the end.
    const over = said.findIndex((s) => s.text === 'This deal is over.');
    expect(said[over - 1]!.text).toContain('All the tricks have been played.');
    for (const s of said.slice(over)) expect(s).toEqual({ text: 'This deal is over.', pot: said.at(-1)!.pot });
    expect(said[over - 2]!.pot).not.toBe(said.at(-1)!.pot);
    cleanup();
    window.history.replaceState(null, '', '/');
  });
});

// Peer's rules have no exchange (its rule set here), five-card Pam-Loo has one: at the step where Anna exchanges,
// Peer's side names that rule.
describe('<LooCompare> a side with no move while its deal goes on', () => {
  it('five-card Pam-Loo against Peer: the rule of the place they part', () => {
    window.history.replaceState(null, '', '/en/loo/variants/?la=fiveCard&lb=peer&ls=1&lt=7');
    const { container, unmount } = render(<LooCompare lang="en" messages={looCompareMessages(MESSAGES.en!)} />);
    expect(container.querySelector('[data-loo-table="a"] .lcmp__moved')!.textContent).toMatch(/^Anna throws out /);
    expect(container.querySelector('[data-loo-table="b"] .lcmp__moved')!.textContent).toBe('No move here. The deals part over one rule; in these rules, “Exchange from the stock”: no.');
    unmount();
    cleanup();
    window.history.replaceState(null, '', '/');
  });
});

// An English newcomer saw a three-card pot of 9 and a five-card pot of 11 open the comparison, "6 chips carried in
// from nowhere": odd-numbered deals carry 6 chips in (looComparisonDeal), and the note says so. Another found 6
// chips carried into a five-card pot, where every loo is 5 (seed 004, "Loo mit fünf Karten"), and read "a double
// pot", a three-card term: two five-card rule sets carry in one loo of 5.
const THREE = ['Odd-numbered deals start with 6 chips carried in from an earlier deal (a double pot); even-numbered ones with the stakes alone.', 'Even-numbered deals start with the stakes alone; odd-numbered ones with chips carried in from an earlier deal (a double pot).'];
const FIVE = ['Odd-numbered deals start with 5 chips carried in from an earlier deal’s loo; even-numbered ones with the stakes alone.', 'Even-numbered deals start with the stakes alone; odd-numbered ones with an earlier deal’s loo carried in.'];
describe('<LooCompare> says which deals start with chips carried in', () => {
  it.each([
    ['threeCard', 'fiveCard', 1, 6, THREE[0]],
    ['threeCard', 'fiveCard', 2, 0, THREE[1]],
    ['fiveCard', 'peelFive', 1, 5, FIVE[0]],
    ['fiveCard', 'peelFive', 2, 0, FIVE[1]],
  ] as const)('%s against %s, deal %i: %i chips carried in', (a, b, seed, chips, text) => {
    window.history.replaceState(null, '', `/en/loo/variants/?la=${a}&lb=${b}&ls=${seed}`);
    const { container, unmount } = render(<LooCompare lang="en" messages={looCompareMessages(MESSAGES.en!)} />);
    const note = container.querySelector('[data-loo-carried]')!;
    expect(note.getAttribute('data-loo-carried')).toBe(String(chips));
    expect(note.textContent).toBe(text);
    unmount();
    cleanup();
    window.history.replaceState(null, '', '/');
  });
});

// The stepper counts both rule sets' moves together, each list its own: the list marks the move the step shows.
describe('<LooCompare> marks the step in each list', () => {
  const messages = (l: string) => looCompareMessages(MESSAGES[l]!);
  it('one move marked in each list at most, moving forward with the stepper, the last at the end', () => {
    window.history.replaceState(null, '', '/en/loo/variants/?la=threeCard&lb=fiveCard');
    const { container, unmount } = render(<LooCompare lang="en" messages={messages('en')} />);
    fireEvent.click(container.querySelector('[data-action="lcmp-next"]')!);
    const current = (side: 'a' | 'b') => [...container.querySelectorAll(`[data-loo-timeline="${side}"] li[aria-current="step"]`)].map((li) => Number(li.getAttribute('data-step')));
    const total = Number(container.querySelector<HTMLInputElement>('input[type="range"]')!.max);
    let last: (number | undefined)[] = [current('a')[0], current('b')[0]];
    for (let k = 0; k < total; k++) {
      fireEvent.click(container.querySelector('[data-action="lcmp-next"]')!);
      for (const [j, side] of (['a', 'b'] as const).entries()) {
        const marks = current(side);
        expect(marks.length).toBeLessThanOrEqual(1);
        if (marks[0] !== undefined && last[j] !== undefined) expect(marks[0]).toBeGreaterThanOrEqual(last[j]!);
        last[j] = marks[0];
      }
    }
    for (const side of ['a', 'b'] as const) expect(current(side)).toEqual([container.querySelectorAll(`[data-loo-timeline="${side}"] li`).length]);
    unmount();
    window.history.replaceState(null, '', '/');
  });
});
