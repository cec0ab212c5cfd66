// @vitest-environment happy-dom
/**
 * The readings widgets with Testing Library: the pay-off calculator with the sources' settlements (seed 001:
 * 14/12/8/6/12, Ben last → 0, +5, −2, −3, 0) and its refusal of impossible counts; the comparison of two
 * readings on one deal.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render } from '@testing-library/preact';
import PayoffCalculator from '~/components/readings/PayoffCalculator.tsx';
import CompareReadings from '~/components/readings/CompareReadings.tsx';
import { MESSAGES } from '~/i18n/gameMessages.ts';
import { READINGS } from '~/engine/lld/readings/index.ts';
import { compareMessages, calcMessages } from '~/components/readings/messages.ts';

// A comparison the reader changes goes into the address, which the next one would read as a link.
afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

const en = MESSAGES.en!;

describe('<PayoffCalculator>', () => {
  it('settles the seed 001 example under Parlett: 0, +5, −2, −3, 0 and an empty pot', () => {
    const { container } = render(<PayoffCalculator lang="en" messages={calcMessages(en)} />);
    fireEvent.click(container.querySelector('[data-example="001"]')!);
    const row = container.querySelector('[data-calc-reading="parlett"]')!;
    expect([...row.querySelectorAll('[data-net]')].map((c) => c.getAttribute('data-net'))).toEqual(['0', '5', '-2', '-3', '0']);
    expect(row.querySelector('[data-pot-left]')!.getAttribute('data-pot-left')).toBe('0');
  });

  it('refuses an odd count and a total other than 52, with a message', () => {
    const { container } = render(<PayoffCalculator lang="en" messages={calcMessages(en)} />);
    const first = container.querySelector('[data-won-input="0"]') as HTMLInputElement;
    fireEvent.input(first, { target: { value: '13' } });
    expect(container.querySelector('[data-calc-error]')!.getAttribute('data-calc-error')).toBe('ERR_WON_ODD');
    expect(container.querySelector('[role="alert"]')!.textContent).toContain('Anna');
    fireEvent.input(first, { target: { value: '12' } });
    expect(container.querySelector('[data-calc-error]')!.getAttribute('data-calc-error')).toBe('ERR_WON_TOTAL');
    // A count no deal can have is refused and left out of the total (a tester's −5 was added in): the seed 001
    // example's other four, 12 + 8 + 6 + 12 = 38.
    fireEvent.input(first, { target: { value: '-5' } });
    expect(container.querySelector('.calc__total')!.textContent).toBe('The won cards add up to 38 cards.');
  });

  // A designer found the chosen example marked in the Loo pot calculator and not here: the example the fields
  // hold is pressed (the first, 14 12 8 6 12, on arrival), and none once a count is changed.
  it('marks the example the fields hold, and none once the reader changes a count', () => {
    const { container } = render(<PayoffCalculator lang="en" messages={calcMessages(en)} />);
    const pressed = () => [...container.querySelectorAll('[data-example][aria-pressed="true"]')].map((b) => b.getAttribute('data-example'));
    expect(pressed()).toEqual(['001']);
    fireEvent.click(container.querySelector('[data-example="002"]')!);
    expect(pressed()).toEqual(['002']);
    expect(container.querySelector('[data-calc-note]')).not.toBeNull();
    fireEvent.input(container.querySelector('[data-won-input="0"]')!, { target: { value: '14' } });
    expect(pressed()).toEqual([]);
    // The example's note ("here it is Ben") goes with it.
    expect(container.querySelector('[data-calc-note]')).toBeNull();
  });
});

describe('<PayoffCalculator>: a pot below zero', () => {
  // The readings page ("Other numbers of players"): the French four-player deal takes in 9 chips and pays out
  // 5 + 6, so the pot ends 2 short; Parlett's four-player deal balances (13 = 7 + 6). An English reader saw the
  // −2 with nothing beside it.
  for (const lang of ['en', 'de', 'fr', 'ru'] as const) {
    it(`the French four-player deal ends 2 short, with a note on the debt (${lang})`, () => {
      const { container } = render(<PayoffCalculator lang={lang} messages={calcMessages(MESSAGES[lang]!)} />);
      expect(container.querySelector('[data-calc-debt]')).toBeNull();
      fireEvent.change(container.querySelector('#calc-players')!, { target: { value: '4' } });
      ['14', '14', '12', '12'].forEach((v, p) => fireEvent.input(container.querySelector(`[data-won-input="${p}"]`)!, { target: { value: v } }));
      expect(container.querySelector('[data-calc-reading="french"] [data-pot-left]')!.getAttribute('data-pot-left')).toBe('-2');
      expect(container.querySelector('[data-calc-reading="parlett"] [data-pot-left]')!.getAttribute('data-pot-left')).toBe('0');
      const note = container.querySelector('[data-calc-debt]');
      expect(note).not.toBeNull();
      expect(note!.querySelector('a')!.getAttribute('href')).toBe(`/${lang}/laugh-and-lie-down/readings/#player-counts`);
    });
  }
});

describe('<CompareReadings>', () => {
  // The French reading gives the bonus to the last player to capture (the French rules' own pay-off); the
  // default pair, Parlett against it, plays alike and pays differently. The rule is named as a rule with its
  // value in brackets: a Russian reader read „премию получает — сделавший последнее взятие“ joined by a dash.
  it('the rule list ends a label the value completes with an ellipsis („Die Prämie bekommt…“, a German reader read it as unfinished)', () => {
    const { container } = render(<CompareReadings lang="de" messages={compareMessages(MESSAGES.de!)} />);
    const label = (k: string) => container.querySelector(`#cmp-change option[value="${k}"]`)!.textContent;
    expect(label('bonusTo')).toBe('Die Prämie bekommt…');
    expect(label('pairForPair')).toBe(MESSAGES.de!.readings.options.pairForPair);
  });

  it('names the rule that parts the pay-off, and its value in the second reading, in each language', () => {
    const want = {
      en: 'The play is the same; the pay-off differs because of the rule “The bonus goes to: the last player to capture”.',
      // The label in quotes and the value after it: a Russian editor read «Премию получает: сделавший последнее взятие»
      // in one pair of quotes as no Russian sentence.
      ru: 'Игра идёт одинаково, но расчёт различается из\u2011за правила «Премию получает» (сделавший последнее взятие).',
    } as const;
    for (const lang of ['en', 'ru'] as const) {
      const { container, unmount } = render(<CompareReadings lang={lang} messages={compareMessages(MESSAGES[lang]!)} />);
      const summary = container.querySelector('.cmp__summary')!;
      expect(summary.getAttribute('data-cause')).toBe('bonusTo');
      expect(summary.textContent!.replace(/[\u00a0\u202f]/g, ' ')).toBe(want[lang]);
      expect(summary.textContent).not.toContain('—');
      unmount();
    }
  });

  it('plays one deal under two readings and says where they part', () => {
    const { container } = render(<CompareReadings lang="en" messages={compareMessages(en)} />);
    const summary = container.querySelector('.cmp__summary')!;
    expect(summary.textContent!.length).toBeGreaterThan(10);
    expect(container.querySelectorAll('[data-compare-side="a"] li').length).toBeGreaterThan(10);
    fireEvent.change(container.querySelector('#cmp-b')!, { target: { value: 'parlett' } });
    expect(container.querySelector('.cmp__summary')!.getAttribute('data-divergence')).toBe('none');
    // Parlett against itself: said once, in the summary (not also "nothing can differ" in a note of its own).
    expect(container.querySelector('.cmp__summary')!.textContent).toBe((en.readings.compare as unknown as Record<string, string>).sameReading);
    expect(container.textContent).not.toContain(en.readings.compare.noDifference);
  });

  // Parlett (seed 001, "Variants") and the French rules (seed 003, "Variantes") both deal four players 10 cards
  // each and 12 to the table; the French also deal three 13 + 13, which Parlett's three-player game (16 + 4) does
  // not share. Caid's wiki deals three and four alike with the French (its widow scheme).
  it('compares the readings at another player count where both deal it alike (an English reader found only five)', () => {
    const { container } = render(<CompareReadings lang="en" messages={compareMessages(en)} />);
    const counts = () => [...container.querySelectorAll<HTMLOptionElement>('#cmp-players option')].map((o) => o.value);
    expect(counts()).toEqual(['4', '5']);
    fireEvent.change(container.querySelector('#cmp-players')!, { target: { value: '4' } });
    // Four seats in the pay-off table, each reading's settlement counted over 52 cards.
    expect(container.querySelectorAll('[data-compare-result="net"] tr[data-seat]').length).toBe(4);
    // Where only the deal's stakes and bonus part them (Parlett's 4-3-3-3 and 7, the French 3-2-2-2 and 5), the
    // cause is named as the readings table names the row, with the French numbers; no key shows.
    const text = container.querySelector('[data-compare]')!.textContent!;
    expect(text).not.toMatch(/readings\.(options|values)\./);
    // The summary names the deal as what parts them in words, with the French deal for four (seed 003: 10
    // each, 12 on the table, stakes 3 and 2, bonus 5), not as "the rule “4 players”" (a Russian reader); and
    // names the reading those numbers are (a Russian editor took "here: …" for both readings' deal).
    const summary = container.querySelector('.cmp__summary')!;
    expect(summary.getAttribute('data-cause')).toBe('deals');
    expect(summary.textContent).toContain('the readings set up a 4-player game differently (French rules: 10 each, 12 on the table;');
    expect(summary.textContent).toContain('break-even 10');
    expect(summary.textContent).not.toContain('rule “');
    fireEvent.change(container.querySelector('#cmp-a')!, { target: { value: 'caid' } });
    expect(counts()).toEqual(['3', '4', '5']);
    fireEvent.change(container.querySelector('#cmp-players')!, { target: { value: '3' } });
    expect(container.querySelectorAll('[data-compare-result="net"] tr[data-seat]').length).toBe(3);
    // Parlett against porg.es: five and four alike.
    fireEvent.change(container.querySelector('#cmp-a')!, { target: { value: 'parlett' } });
    fireEvent.change(container.querySelector('#cmp-b')!, { target: { value: 'porges' } });
    expect(counts()).toEqual(['4', '5']);
  });

  // A Russian newcomer looked for three players under Parlett and the French rules: both deal three, but Parlett
  // 16 + 4 (his suggestion, the editors' numbers) and the French 13 + 13 (seed 003, "Variantes"), so no one deal
  // serves both. The comparison says so.
  it('says which player counts the two readings both deal, but differently, and so are not offered', () => {
    const { container } = render(<CompareReadings lang="en" messages={compareMessages(en)} />);
    fireEvent.change(container.querySelector('#cmp-b')!, { target: { value: 'french' } });
    expect(READINGS.parlett!.options.deals[3]!.hand).toBe(16);
    expect(READINGS.french!.options.deals[3]!.hand).toBe(13);
    const note = container.querySelector('[data-counts-apart]')!;
    expect(note.getAttribute('data-counts-apart')).toBe('3');
    expect(note.textContent).toContain('Not offered: 3 players');
    // Parlett against porg.es: every count both deal, they deal alike; nothing to explain.
    fireEvent.change(container.querySelector('#cmp-b')!, { target: { value: 'porges' } });
    expect(container.querySelector('[data-counts-apart]')).toBeNull();
  });

  it('ru: a deal that parts the readings is named as the deal for four players, in the plural the count needs', () => {
    const { container } = render(<CompareReadings lang="ru" messages={compareMessages(MESSAGES.ru!)} />);
    fireEvent.change(container.querySelector('#cmp-players')!, { target: { value: '4' } });
    const text = container.querySelector('.cmp__summary')!.textContent!.replace(/[\u00a0\u202f]/g, ' ');
    expect(text).toContain('у прочтений разные условия раздачи на 4 игроков (Французские правила: по 10 карт на руки, 12 — на стол;');
    expect(text).not.toContain('правила «');
  });

  it('changes one rule of the second reading: on the pay-off deal, declarations before play only change nothing; none at all part the games at step 1', () => {
    const { container } = render(<CompareReadings lang="en" messages={compareMessages(en)} />);
    fireEvent.change(container.querySelector('#cmp-deal')!, { target: { value: 'pay-off' } });
    fireEvent.change(container.querySelector('#cmp-b')!, { target: { value: 'parlett' } });
    fireEvent.change(container.querySelector('#cmp-change')!, { target: { value: 'declarations' } });
    expect((container.querySelector('#cmp-change-to') as HTMLSelectElement).value).toBe('beforePlay');
    expect(container.querySelector('.cmp__summary')!.getAttribute('data-divergence')).toBe('none');
    fireEvent.change(container.querySelector('#cmp-change-to')!, { target: { value: 'none' } });
    const summary = container.querySelector('.cmp__summary')!;
    expect(summary.getAttribute('data-divergence')).toBe('1');
    expect(summary.getAttribute('data-cause')).toBe('declarations');
    expect(container.querySelector('[data-compare-side="b"] .cmp__head')!.textContent).toContain('changed');
  });

  // A German newcomer changed "One for three" under Parlett and met "the rules that differ do not come into this
  // deal" on deal after deal. A change now goes to the first seeded deal on which it matters, and says so.
  it('a changed rule goes to the first deal on which it makes a difference, and names it, or says it makes none (German)', () => {
    const { container } = render(<CompareReadings lang="de" messages={compareMessages(MESSAGES.de!)} />);
    fireEvent.change(container.querySelector('#cmp-b')!, { target: { value: 'parlett' } });
    fireEvent.change(container.querySelector('#cmp-a')!, { target: { value: 'parlett' } });
    // The newcomer's change: one card of three must take all three. This computer player takes all three whenever
    // it can anyway (the capture that wins most cards), so the change never shows, and the note says so.
    fireEvent.change(container.querySelector('#cmp-change')!, { target: { value: 'oneForThree' } });
    expect(container.querySelector('[data-change-never]')!.textContent).toBe('In keiner der ersten 40 Runden macht die geänderte Regel für das Spiel dieses Computerspielers oder die Abrechnung etwas aus.');
    // No pair laid out of turn: that does come into play.
    fireEvent.change(container.querySelector('#cmp-change')!, { target: { value: 'outOfTurnPair' } });
    const note = container.querySelector('[data-change-parting]')!;
    const seed = Number(note.getAttribute('data-change-parting'));
    expect(note.textContent).toBe(`Runde Nr.\u00a0${seed} ist die erste, in der die geänderte Regel etwas ausmacht.`);
    expect((container.querySelector('#cmp-seed') as HTMLInputElement).value).toBe(String(seed));
    // On that deal the two games do part, or pay differently; on every deal before it they do not.
    const summary = container.querySelector('.cmp__summary')!;
    expect(summary.getAttribute('data-divergence') !== 'none' || summary.getAttribute('data-payoff-differs') === 'true').toBe(true);
    for (let s = 1; s < seed; s++) {
      fireEvent.input(container.querySelector('#cmp-seed')!, { target: { value: String(s) } });
      const sm = container.querySelector('.cmp__summary')!;
      expect([sm.getAttribute('data-divergence'), sm.getAttribute('data-payoff-differs')]).toEqual(['none', 'false']);
    }
    // Set back to Parlett's own value (marked in the menu): nothing is changed, and nothing is said of a change.
    const own = container.querySelector('#cmp-change-to option[value="true"]')!;
    expect(own.textContent).toBe('ja (wie in dieser Deutung)');
    fireEvent.change(container.querySelector('#cmp-change-to')!, { target: { value: 'true' } });
    expect(container.querySelector('[data-change-parting], [data-change-never]')).toBeNull();
    expect(container.textContent).not.toContain('geändert');
  });
});


describe('pay-off narration follows the reading', () => {
  it('names the last capturer when the reading gives the bonus to the last capturer (French rules)', async () => {
    const { narrateStep } = await import('~/components/replay/narrate.ts');
    const { createT } = await import('~/i18n/createT.ts');
    const { playPlain } = await import('~/engine/lld/compare.ts');
    const { french } = await import('~/engine/lld/readings/french.ts');
    const { EXAMPLES } = await import('~/engine/lld/examples/index.ts');
    const { cards } = await import('~/engine/core/cards.ts');
    const ex = EXAMPLES.find((e) => e.id === 'pay-off')!;
    const played = playPlain(french, { hands: ex.hands.map((h) => cards(h)), table: cards(ex.table), dealer: 0 })!;
    const last = played.steps.at(-1)!;
    const text = narrateStep(createT('en', en), last.events, last.position).map((s) => s.filter((x) => typeof x === 'string').join('')).join(' ');
    expect(text).toContain('the last player to capture, takes the bonus of 5 chips');
    expect(text).not.toContain('the last player holding cards');
  });
});

// A German newcomer found a divergence worth showing and could not link to it: a comparison now lives in the
// address (ra, rb, rd, rs, rn, rc, rv) once the reader changes it, and a link reopens it.
describe('<CompareReadings> in the address', () => {
  it('reads a link: every part checked, anything invalid left at its default and said', async () => {
    const { readCompareLink } = await import('~/components/readings/CompareReadings.tsx');
    const ok = readCompareLink(new URLSearchParams('ra=caid&rb=parlett&rd=seeded&rs=17&rn=4&rc=outOfTurnPair&rv=false'));
    expect(ok).toEqual({ a: 'caid', b: 'parlett', source: 'seeded', seed: 17, players: 4, change: 'outOfTurnPair', value: 'false', step: null, bad: [] });
    const bad = readCompareLink(new URLSearchParams('ra=constructor&rb=french&rd=nope&rs=12x&rn=40&rc=outOfTurnPair&rv=maybe&rt=-3'));
    expect(bad).toEqual({ a: 'parlett', b: 'french', source: 'seeded', seed: 2, players: 5, change: '', value: '', step: null, bad: ['ra', 'rd', 'rs', 'rn', 'rc', 'rt'] });
    expect(readCompareLink(new URLSearchParams('ra=parlett&rb=french&rt=14')).step).toBe(14);
    // Seven players: a count no reading deals here, so five, and said (a French reader's rn=7 changed unsaid).
    expect(readCompareLink(new URLSearchParams('ra=parlett&rb=french&rn=7'))).toMatchObject({ players: 5, bad: ['rn'] });
  });

  // A bad reading name in a link (say "parlet") fell back to the other side's reading, and the page then said
  // "the same reading twice". A bad or missing name takes a default the other side does not name.
  it('never makes a mistyped reading name the other side’s reading', async () => {
    const { readCompareLink } = await import('~/components/readings/CompareReadings.tsx');
    const pick = (q: string) => { const r = readCompareLink(new URLSearchParams(q)); return [r.a, r.b, r.bad.length === 0]; };
    expect(pick('ra=parlet&rb=parlett')).toEqual(['french', 'parlett', false]);
    expect(pick('ra=french&rb=frnch')).toEqual(['french', 'parlett', false]);
    expect(pick('ra=parlett&rb=x')).toEqual(['parlett', 'french', false]);
    expect(pick('rb=parlett')).toEqual(['french', 'parlett', true]);
    expect(pick('ra=caid&rb=caid')).toEqual(['caid', 'caid', true]); // the reader's own choice, kept
  });

  // A French re-test: the comparison narrated its moves without the position before them, so a forced capture
  // was not said to be forced, as the replays say it (seed 001, "Playing": a player who can capture must).
  it('a forced capture says why in the list of moves, as in the replays', () => {
    window.history.replaceState(null, '', '/en/laugh-and-lie-down/readings/?ra=parlett&rb=french');
    const { container, unmount } = render(<CompareReadings lang="en" messages={compareMessages(MESSAGES.en!)} />);
    expect(container.querySelector('.cmp__steps')!.textContent).toContain('had this one capture and had to make it');
    expect(container.textContent).not.toContain('why.lld');
    unmount();
  });

  it('reopens a comparison from its link, and the reader’s change goes into the address', () => {
    window.history.replaceState(null, '', '/fr/laugh-and-lie-down/readings/?ra=parlett&rb=parlett&rd=seeded&rs=9&rn=5&rc=outOfTurnPair&rv=false');
    const { container, unmount } = render(<CompareReadings lang="fr" messages={compareMessages(MESSAGES.fr!)} />);
    expect((container.querySelector('#cmp-a') as HTMLSelectElement).value).toBe('parlett');
    expect((container.querySelector('#cmp-b') as HTMLSelectElement).value).toBe('parlett');
    expect((container.querySelector('#cmp-seed') as HTMLInputElement).value).toBe('9');
    expect((container.querySelector('#cmp-change') as HTMLSelectElement).value).toBe('outOfTurnPair');
    expect((container.querySelector('#cmp-change-to') as HTMLSelectElement).value).toBe('false');
    expect(container.querySelector('[data-cmp-link-partly]')).toBeNull();
    // Opening wrote nothing; the reader's new deal number does.
    expect(location.search).toBe('?ra=parlett&rb=parlett&rd=seeded&rs=9&rn=5&rc=outOfTurnPair&rv=false');
    fireEvent.input(container.querySelector('#cmp-seed')!, { target: { value: '12' } });
    expect(new URLSearchParams(location.search).get('rs')).toBe('12');
    // The link opens at the comparison, not at the top of the long page (a Russian reader, on a phone).
    expect(location.hash).toBe('#compare');
    fireEvent.click(container.querySelector('[data-action="cmp-copy-link"]')!);
    expect(container.querySelector('[data-cmp-copied]')!.textContent).toBe('Lien copié\u00a0: il ouvre cette comparaison.');
    unmount();
    window.history.replaceState(null, '', '/ru/laugh-and-lie-down/readings/?ra=parlett&rb=xyz&rn=7');
    const bad = render(<CompareReadings lang="ru" messages={compareMessages(MESSAGES.ru!)} />);
    // Each field named in the nominative, as a list can take it, with the value now used in its place (the players' label «Игроков» is a genitive).
    expect(bad.container.querySelector('[data-cmp-link-partly]')!.textContent).toBe('Часть настроек в\u00a0этой ссылке недействительна и\u00a0сброшена к\u00a0значениям по\u00a0умолчанию: второе прочтение (теперь\u00a0— Французские правила) и\u00a0число игроков (теперь\u00a0— 5).');
    // Once the reader changes something, the note no longer applies and goes.
    fireEvent.input(bad.container.querySelector('#cmp-seed')!, { target: { value: '5' } });
    expect(bad.container.querySelector('[data-cmp-link-partly]')).toBeNull();
    bad.unmount();
    window.history.replaceState(null, '', '/');
  });

  // A newcomer shared a comparison at the step worth showing, and the link opened at the first place the two part.
  // An English newcomer read "Step 33" against the two readings' lists of 28 and 29 moves, with nothing to match them up.
  it('each reading’s list marks the move the step shows, and the mark follows the stepper', () => {
    window.history.replaceState(null, '', '/en/laugh-and-lie-down/readings/?ra=parlett&rb=french');
    const { container } = render(<CompareReadings lang="en" messages={compareMessages(MESSAGES.en!)} />);
    const current = (side: 'a' | 'b') => [...container.querySelectorAll(`[data-compare-side="${side}"] li[aria-current="step"]`)].map((li) => Number(li.getAttribute('data-step')));
    const total = Number(container.querySelector<HTMLInputElement>('.cmp__stepper input[type="range"]')!.max);
    let moved = 0;
    let last = [current('a')[0], current('b')[0]];
    for (let k = 0; k < total; k++) {
      fireEvent.click(container.querySelector('[data-action="cmp-next"]')!);
      const now = [current('a'), current('b')];
      // One move marked in each list at most, never further back than before (the lists run forward with the step).
      for (const [j, marks] of now.entries()) {
        expect(marks.length).toBeLessThanOrEqual(1);
        if (marks[0] !== undefined && last[j] !== undefined) expect(marks[0]).toBeGreaterThanOrEqual(last[j]!);
      }
      if (now[0][0] !== last[0] || now[1][0] !== last[1]) moved++;
      last = [now[0][0], now[1][0]];
    }
    // At the end, each list marks its last move.
    for (const side of ['a', 'b'] as const) expect(current(side)).toEqual([container.querySelectorAll(`[data-compare-side="${side}"] li[data-step]`).length]);
    expect(moved).toBeGreaterThan(0);
  });
  it('a link keeps the step: stepping writes it, the link opens at it, and a step past the end opens at the end', () => {
    window.history.replaceState(null, '', '/en/laugh-and-lie-down/readings/?ra=parlett&rb=french');
    const first = render(<CompareReadings lang="en" messages={compareMessages(MESSAGES.en!)} />);
    const at = (c: Element) => Number(c.querySelector('[data-row]')!.getAttribute('data-row'));
    const total = Number(first.container.querySelector<HTMLInputElement>('.cmp__stepper input[type="range"]')!.max);
    const start = at(first.container);
    // At the first place they part, the address names no step.
    fireEvent.click(first.container.querySelector('[data-action="cmp-next"]')!);
    fireEvent.click(first.container.querySelector('[data-action="cmp-next"]')!);
    expect(at(first.container)).toBe(start + 2);
    expect(new URLSearchParams(location.search).get('rt')).toBe(String(start + 2));
    const link = `${location.pathname}${location.search}`;
    first.unmount();
    window.history.replaceState(null, '', link);
    const again = render(<CompareReadings lang="en" messages={compareMessages(MESSAGES.en!)} />);
    expect(at(again.container)).toBe(start + 2);
    again.unmount();
    window.history.replaceState(null, '', '/en/laugh-and-lie-down/readings/?ra=parlett&rb=french&rt=999');
    const past = render(<CompareReadings lang="en" messages={compareMessages(MESSAGES.en!)} />);
    expect(at(past.container)).toBe(total);
    // Said, so that the last step is not taken for the one shared; a link within the steps says nothing.
    expect(past.container.querySelector('[data-cmp-link-past-end]')!.textContent).toBe(`This link asks for step 999, but this comparison has only ${total} steps: it opens at the last.`);
    past.unmount();
    expect(again.container.querySelector('[data-cmp-link-past-end]')).toBeNull();
  });

  // A new reader found "no move here" beside the other reading's move with no word of why. Deal 1, five players:
  // Parlett's sixth move is a pair laid out of turn (seed 001 allows it); the simplified reading has no moves out
  // of turn, so its side says which of its rules stands in the way.
  it('“no move here” says which rule of that reading makes no move', () => {
    window.history.replaceState(null, '', '/en/laugh-and-lie-down/readings/?ra=parlett&rb=simplified&rs=1&rn=5&rt=6');
    const { container, unmount } = render(<CompareReadings lang="en" messages={compareMessages(MESSAGES.en!)} />);
    const [a, b] = [...container.querySelectorAll('.cmp__moved')].map((x) => x.textContent!);
    expect(a).toMatch(/lays/);
    expect(b).toBe(`No move here. The deals part over one rule; in this reading: “${MESSAGES.en!.readings.options.outOfTurnPair}: ${MESSAGES.en!.readings.values.no}”.`);
    unmount();
    window.history.replaceState(null, '', '/');
  });

  // A link with a deal number but no first reading was ignored without a word: any of the comparison's own
  // parameters opens it.
  it('a link without its first reading still opens: the deal number is read, the readings are the defaults', () => {
    window.history.replaceState(null, '', '/en/laugh-and-lie-down/readings/?rs=77');
    const { container, unmount } = render(<CompareReadings lang="en" messages={compareMessages(MESSAGES.en!)} />);
    expect((container.querySelector('#cmp-seed') as HTMLInputElement).value).toBe('77');
    expect((container.querySelector('#cmp-a') as HTMLSelectElement).value).toBe('parlett');
    unmount();
    window.history.replaceState(null, '', '/');
  });
});
