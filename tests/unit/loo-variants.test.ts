/**
 * The Loo variants matrix's data (src/components/loo/looVariantsMatrix.ts): every option once, every rule
 * set but the test configuration once, each family led by its base, and the cells that differ from the
 * base. Expected values come from seed 004 ("Varianten") and research loo-rules.md, not from the engine.
 */
import { describe, expect, it } from 'vitest';
import { LOO_RULES, SEED_VARIANTS } from '~/engine/loo/index.ts';
import {
  LOO_MATRIX_GROUPS, looFamily, looMatrixColumns, looVariantsMatrix, type LooMatrixCell,
} from '~/components/loo/looVariantsMatrix.ts';

const columns = looMatrixColumns();
const groups = looVariantsMatrix(columns);
const rows = groups.flatMap((g) => g.rows);
/** The cell of `option` under rule set `rules`. */
function cell(option: string, rules: string): LooMatrixCell {
  const row = rows.find((r) => r.option === option);
  const c = row?.cells.find((x) => x.column.rules.id === rules);
  if (!c) throw new Error(`no cell ${option} × ${rules}`);
  return c;
}

describe('Loo variants matrix', () => {
  it('has every option of the engine exactly once, in six groups', () => {
    const options = LOO_MATRIX_GROUPS.flatMap((g) => g.options);
    expect(new Set(options).size).toBe(options.length);
    expect([...options].sort()).toEqual(Object.keys(LOO_RULES.threeCard!.options).sort());
    expect(groups.map((g) => g.id)).toEqual(['deal', 'calls', 'lead', 'follow', 'pam', 'payout']);
  });

  it('has every rule set but the test configuration once, each family led by its base', () => {
    const ids = columns.map((c) => c.rules.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(Object.keys(LOO_RULES).filter((id) => id !== 'peer').sort());
    expect(ids[0]).toBe('threeCard');
    const five = columns.filter((c) => c.family === 'five').map((c) => c.rules.id);
    expect(five[0]).toBe('fiveCard');
    // Pam, the exchange by the dealer and early American Loo belong to five-card Loo (seed "Varianten";
    // research 3.8–3.10); Peel's, Hoyle's and pokerwiner's five-card rules too.
    expect([...five].sort()).toEqual(['dealerTakesTrump', 'earlyAmerican', 'fiveCard', 'hoyleFive', 'peelFive', 'pokerwinerFive', 'runningPam']);
    expect(columns.filter((c) => c.isBase).map((c) => c.rules.id)).toEqual(['threeCard', 'fiveCard']);
    // The seed's ten variants come first in their family, in the seed's order, marked as the seed's.
    expect(columns.filter((c) => c.isSeed).map((c) => c.rules.id).sort()).toEqual([...SEED_VARIANTS].sort());
    expect(ids.slice(1, 8)).toEqual(['unlimited', 'mixed', 'clubLaw', 'irish', 'threeCardFlush', 'hiddenTrump', 'undivided']);
    expect(looFamily(LOO_RULES.fiveCard!)).toBe('five');
    expect(looFamily(LOO_RULES.irish!)).toBe('three');
  });

  it('marks the seed’s variants where they depart from the base', () => {
    // "Irisches Loo: Loo mit drei Karten ohne Miss … Wer mitspielt, darf 1, 2 oder 3 Karten weglegen".
    expect(cell('miss', 'irish')).toMatchObject({ value: false, differs: true, showCite: true });
    expect(cell('exchange', 'irish')).toMatchObject({ value: true, differs: true });
    expect(cell('handSize', 'irish')).toMatchObject({ value: 3, differs: false, showCite: false });
    // "Gemischtes Loo … mit einer vereinbarten Obergrenze – zum Beispiel 30 Chips."
    expect(cell('looCap', 'mixed')).toMatchObject({ value: 30, differs: true });
    expect(cell('loo', 'mixed')).toMatchObject({ value: 'capped', differs: true });
    // "Irisches Loo … ohne Unterschied zwischen einfachem und doppeltem Pot": only the seed gives it.
    expect(cell('potKinds', 'irish').cite).toMatchObject({ source: 'loo-text', unconfirmed: true });
    // Peel's loo is 6 against the seed's 3 (research 1.1c, PEEL-DESC).
    expect(cell('looChips', 'peel')).toMatchObject({ value: 6, differs: true });
    expect(cell('looChips', 'peel').cite.source).toBe('peel-desc');
    // Five-card variants are compared with five-card Loo: Pam is the knave of clubs there (seed), so
    // running Pam differs and early American Loo does not.
    expect(cell('pam', 'runningPam')).toMatchObject({ value: 'trumpJack', differs: true });
    expect(cell('pam', 'earlyAmerican')).toMatchObject({ value: 'clubJack', differs: false });
    expect(cell('miss', 'pokerwinerFive')).toMatchObject({ value: false, differs: false });
    // Seed: mixed Loo caps the loo ("zum Beispiel 30 Chips"); the fixed loo plays no part there, nor a cap elsewhere.
    expect(cell('looCap', 'mixed')).toMatchObject({ value: 30, applies: true, differs: true });
    expect(cell('looCap', 'threeCard').applies).toBe(false);
    expect(cell('looChips', 'mixed').applies).toBe(false);
    // Five-card Loo has no single pot (seed: every deal has calls), so the miss in a single pot does not apply.
    expect(cell('singlePot', 'fiveCard').applies).toBe(false);
    // The dealer's duty against one player is to play, take the miss or defend the pot (seed 004): without a
    // miss (five-card Loo, seed 004 "Loo mit fünf Karten") it has no part, and the dealer may pass like anyone.
    expect(cell('dealerVsLone', 'threeCard').applies).toBe(true);
    expect(cell('dealerVsLone', 'fiveCard').applies).toBe(false);
  });

  it('shows a citation in every base cell and every differing cell; a confirming source without a mark', () => {
    for (const row of rows) {
      for (const c of row.cells) {
        if (c.column.isBase) expect(c.differs, `${row.option} × ${c.column.rules.id}`).toBe(false);
        // An option that plays no part under a rule set (looOptionApplies: a cap without capped loos) is greyed
        // out, never compared and never cited.
        if (!c.applies) expect(c.differs || c.showCite, `${row.option} × ${c.column.rules.id}`).toBe(false);
        else if (c.column.isBase || c.differs) expect(c.showCite, `${row.option} × ${c.column.rules.id}`).toBe(true);
        // Only the seed gives unconfirmed rules (options.ts, loo-rules.md UNVERIFIED).
        if (c.cite.unconfirmed) expect(c.cite.source).toBe('loo-text');
      }
      expect(row.differs).toBe(row.cells.some((c) => c.differs));
    }
    // Peel states the division of an uneven pot that the seed leaves open (research 5.8): the same rule
    // as the base, now stated.
    expect(cell('unevenPot', 'peel')).toMatchObject({ value: 'firstWinners', differs: false, showCite: true });
    expect(cell('unevenPot', 'peel').cite).toMatchObject({ source: 'peel-stakes', evidence: 'stated' });
    // The deal as packets compares by value: five-card variants deal 3 then 2 like their base.
    expect(cell('dealPackets', 'hoyleFive')).toMatchObject({ value: [3, 2], differs: false, showCite: false });
  });
});

// A French editor read on the variants page that Cassell's book asks the dealer for 3 and the others for an
// agreed sum dividing by 3, while the table's Cassell column gave the others 0 chips, unmarked. The book
// states the dealer's stake; the others' 0 is the editors' choice, and the table says so.
describe('Cassell’s stakes in the table', () => {
  // The book asks the others for "an agreed sum divisible by 3", no number: the game plays 0, and the table shows
  // the book's words, cited to it (a fact-checker, a German editor).
  it('cite the book for the dealer’s 3 and for the others’ agreed sum, played as 0', async () => {
    const { cassell } = await import('~/engine/loo/options.ts');
    expect(cassell.options.dealerStake).toBe(3);
    expect(cassell.cite.dealerStake).toMatchObject({ source: 'cassell', evidence: 'stated' });
    expect(cassell.options.otherStake).toBe(0);
    expect(cassell.cite.otherStake).toMatchObject({ source: 'cassell', evidence: 'stated' });
  });
});
