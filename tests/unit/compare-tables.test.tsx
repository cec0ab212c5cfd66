// @vitest-environment happy-dom
/**
 * The comparison on the card table (issue 16): the default deal of a pair is one where they part; every
 * divergence is a mark on the timeline with its cause; both tables step together to a mark; a pair that
 * cannot part says so.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render } from '@testing-library/preact';
import CompareReadings from '~/components/readings/CompareReadings.tsx';
import { MESSAGES } from '~/i18n/gameMessages.ts';
import { compareMessages } from '~/components/readings/messages.ts';
import { PARTING_SEEDS } from '~/engine/lld/partingSeeds.ts';

// A comparison the reader changes goes into the address, which the next one would read as a link.
afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

/** Presses "Show both deals on the table" where it is offered (a link in the address opens the tables at once). */
function openTables(container: Element): void {
  const show = container.querySelector('[data-action="cmp-show"]');
  if (show) fireEvent.click(show);
  expect(container.querySelector('[data-action="cmp-show"]')).toBeNull();
}

describe('<CompareReadings> on the card table', () => {
  // A pointer passing over the widget woke it and the page below jumped by a screen or more (a designer's review):
  // awake, it draws the stepper and the tables only when asked.
  it('awake, it waits for the press before drawing the tables; the press draws them', () => {
    history.replaceState(null, '', location.pathname);
    const { container } = render(<CompareReadings lang="fr" messages={compareMessages(MESSAGES.fr!)} />);
    expect(container.querySelector('[data-table-side]')).toBeNull();
    expect(container.querySelector('[data-mark]')).toBeNull();
    const show = container.querySelector('[data-action="cmp-show"]')!;
    expect(show.textContent).toBe('Montrer les deux donnes sur la table, pas à pas');
    fireEvent.click(show);
    expect(container.querySelectorAll('[data-table-side]')).toHaveLength(2);
    expect(container.querySelector('[data-action="cmp-show"]')).toBeNull();
  });

  // A French editor compared a Loo rule set with itself and read that the two "differ": the readings'
  // comparison said nothing at all. Both now say that the same one was chosen twice.
  it('the same reading twice: the note says so', () => {
    const { container } = render(<CompareReadings lang="ru" messages={compareMessages(MESSAGES.ru!)} />);
    const a = container.querySelector<HTMLSelectElement>('#cmp-a')!;
    fireEvent.change(container.querySelector('#cmp-b')!, { target: { value: a.value } });
    expect(container.querySelector('[data-same-reading]')!.textContent).toBe((MESSAGES.ru!.readings.compare as unknown as Record<string, string>).sameReading);
    expect(container.querySelector('[data-never-part]')).toBeNull();
  });
  it('Parlett against the beginner’s rules: the default deal parts, every divergence is marked, the tables follow a mark', { timeout: 30_000 }, () => {
    const { container } = render(<CompareReadings lang="en" messages={compareMessages(MESSAGES.en!)} />);
    fireEvent.change(container.querySelector('#cmp-b')!, { target: { value: 'simplified' } });
    expect((container.querySelector('#cmp-seed') as HTMLInputElement).value).toBe(String(PARTING_SEEDS['parlett|simplified']));
    openTables(container);
    const marks = [...container.querySelectorAll('[data-mark]')];
    expect(marks.filter((m) => m.getAttribute('data-mark') === 'play').length).toBeGreaterThanOrEqual(2);
    // The beginner's rules have no pair for a pair (seed 001's beginner summary): one mark names it.
    expect(marks.some((m) => m.getAttribute('data-mark-cause') === 'pairForPair')).toBe(true);
    // Two tables; a mark moves both to its step, where the tables are marked as parted.
    expect(container.querySelectorAll('[data-table-side]')).toHaveLength(2);
    fireEvent.click(marks[1]!);
    const together = container.querySelector('[data-row]')!;
    const row = Number(together.getAttribute('data-row'));
    expect(marks[1]!.getAttribute('aria-label')).toContain(`Step ${row}:`);
    expect(marks[1]!.textContent).toMatch(new RegExp(`^Step ${row}(:|$)`));
    // Marks are grouped by cause, each cause said once (one cause had been repeated on every mark): as many
    // groups as causes, and every mark in a group has that group's cause.
    const groups = [...container.querySelectorAll('[data-cause-group]')];
    expect(groups.map((g) => g.getAttribute('data-cause-group')).sort()).toEqual([...new Set(marks.map((m) => m.getAttribute('data-mark-cause')))].sort());
    for (const g of groups) {
      for (const m of g.querySelectorAll('[data-mark]')) expect(m.getAttribute('data-mark-cause')).toBe(g.getAttribute('data-cause-group'));
      expect(g.textContent!.split('Cause:').length - 1).toBe(1);
    }
    expect(container.querySelectorAll('.cmp__table--parted')).toHaveLength(2);
    // Every marked step of the timelines is one of the divergences.
    expect(container.querySelectorAll('[data-compare-side="a"] li[data-divergence]').length).toBeGreaterThanOrEqual(2);
    fireEvent.click(container.querySelector('[data-action="cmp-prev"]')!);
    expect(Number(container.querySelector('[data-row]')!.getAttribute('data-row'))).toBe(row - 1);
  });

  it('Parlett against the French rules: the play never parts, so the pay-off is marked as the only difference', () => {
    const { container } = render(<CompareReadings lang="ru" messages={compareMessages(MESSAGES.ru!)} />);
    expect(container.querySelector('[data-parting-seed]')).not.toBeNull();
    openTables(container);
    const marks = [...container.querySelectorAll('[data-mark]')];
    expect(marks.map((m) => m.getAttribute('data-mark'))).toEqual(['payoff']);
    expect(marks[0]!.textContent).toContain('Расчёт');
  });

  it('Parlett against du Coeur: never parted on one deal, and it says so', () => {
    const { container } = render(<CompareReadings lang="de" messages={compareMessages(MESSAGES.de!)} />);
    fireEvent.change(container.querySelector('#cmp-b')!, { target: { value: 'ducoeur' } });
    expect(container.querySelector('[data-never-part]')!.textContent).toContain('wer zuerst gibt');
    openTables(container);
    expect(container.querySelectorAll('[data-table-side]')).toHaveLength(2);
    expect(container.querySelectorAll('[data-mark]')).toHaveLength(0);
  });

  // A Russian reader changed "pair takes pair" in du Coeur's reading and read, one above the other, that the
  // two readings never part and that they part at step 6.
  it('Parlett against du Coeur with one rule changed: no "never part" note, since the changed reading does part', () => {
    const { container } = render(<CompareReadings lang="ru" messages={compareMessages(MESSAGES.ru!)} />);
    fireEvent.change(container.querySelector('#cmp-b')!, { target: { value: 'ducoeur' } });
    expect(container.querySelector('[data-never-part]')).not.toBeNull();
    fireEvent.change(container.querySelector('#cmp-change')!, { target: { value: 'pairForPair' } });
    expect(container.querySelector('.cmp__summary')!.getAttribute('data-divergence')).not.toBe('none');
    expect(container.querySelector('[data-never-part]')).toBeNull();
    expect(container.querySelector('[data-parting-seed]')).toBeNull();
  });
});
