/**
 * The index of every worked example (components/why/exampleIndex.ts): every example of both games is listed,
 * and the rules named are those the sources say each example shows (seed 001: one queen takes three, one
 * queen takes only one and leaves two to a claim; seed 004: E1 a trump lead and heading, E3 "Pam, be civil!").
 */
import { describe, expect, it } from 'vitest';
import { EXAMPLES } from '~/engine/index.ts';
import { LOO_EXAMPLES } from '~/engine/loo/index.ts';
import { MESSAGES } from '~/i18n/gameMessages.ts';
import { createT } from '~/i18n/createT.ts';
import { exampleIndex } from '~/components/why/exampleIndex.ts';

const rows = exampleIndex();
const keys = (id: string) => rows.find((r) => r.id === id)!.rules.map((r) => r.key);

describe('example index', () => {
  it('lists every worked example of both games once', () => {
    expect(rows.map((r) => r.id).sort()).toEqual([...EXAMPLES.map((e) => e.id), ...LOO_EXAMPLES.map((e) => e.id)].sort());
  });
  it('names the rules each example shows', () => {
    expect(keys('queen-takes-three')).toContain('why.rule.lld.oneForThree');
    expect(keys('queen-takes-one')).toContain('why.rule.lld.claim');
    expect(keys('queen-takes-one')).not.toContain('why.rule.lld.oneForThree');
    expect(keys('e1-heading')).toEqual(expect.arrayContaining(['why.rule.loo.mustLeadTrump', 'why.rule.loo.head', 'why.rule.loo.singlePot']));
    expect(keys('e3-civil')).toContain('why.rule.loo.civil');
    expect(keys('e2-payout')).toContain('why.rule.loo.looed');
  });
  // Five-card Loo has no miss (seed 004, "Loo mit fünf Karten"): its examples' calls are play or pass.
  it('five-card examples show "play or pass", three-card ones the miss too', () => {
    const five = LOO_EXAMPLES.filter((e) => e.id.startsWith('e3') || e.id.startsWith('e4')).map((e) => e.id);
    expect(five.length).toBeGreaterThan(0);
    for (const id of five) expect(keys(id)).not.toContain('why.rule.loo.calls');
    expect(five.some((id) => keys(id).includes('why.rule.loo.callsNoMiss'))).toBe(true);
  });
  it('every rule name and section title exists in all four languages', () => {
    for (const lang of ['en', 'de', 'fr', 'ru']) {
      const t = createT(lang, MESSAGES[lang]!);
      for (const r of rows) for (const x of r.rules) {
        expect(t(x.key)).not.toBe(x.key);
        expect(t(x.section.key)).not.toBe(x.section.key);
      }
    }
  });
});
