/**
 * The Loo variants matrix as data, for LooVariants.astro: every option of the engine's rule sets
 * (src/engine/loo/options.ts) in six groups, against every rule set of LOO_RULES but the test
 * configuration `peer`, in two families — three-card Loo and its variants, five-card Pam-Loo and its
 * variants — each led by its base. Nothing here decides a rule: values and citations are the engine's;
 * this module only orders them and compares each cell with its family's base.
 */
import { LOO_RULES, SEED_VARIANTS, looOptionApplies, type LooCitation, type LooOptionId, type LooOptions, type LooRules } from '~/engine/loo/options.ts';

/** The two families of rule sets, each with its base rule set's id. */
export const LOO_FAMILIES = { three: 'threeCard', five: 'fiveCard' } as const;
export type LooFamily = keyof typeof LOO_FAMILIES;

/** Rule sets left out of the matrix: `peer` is the configuration of the test implementation, not a rule set of any book. */
export const LOO_MATRIX_EXCLUDED: readonly string[] = ['peer'];

/** The rows, grouped: every option of LooOptions exactly once (a unit test checks this). Group ids name `loo.matrix.groups.<id>`. */
export const LOO_MATRIX_GROUPS: readonly { readonly id: string; readonly options: readonly LooOptionId[] }[] = [
  { id: 'deal', options: ['handSize', 'dealPackets', 'minPlayers', 'maxPlayers', 'miss', 'dealerStake', 'otherStake', 'potKinds'] },
  { id: 'calls', options: ['singlePot', 'allPassed', 'dealerVsLone', 'clubLaw', 'exchange', 'dealerTakesTrump', 'hiddenTrump'] },
  { id: 'lead', options: ['lead', 'leadAce', 'leadDuty'] },
  { id: 'follow', options: ['follow', 'head', 'trumpWhenVoid'] },
  { id: 'pam', options: ['pam', 'pamStatus', 'pamCivil', 'flush', 'flushTie', 'flushLoo'] },
  { id: 'payout', options: ['undivided', 'unevenPot', 'loo', 'looChips', 'looCap', 'endOfGame'] },
];

/** A column: a rule set, its family, and whether it is the family's base or one of the seed's ten variants. */
export interface LooMatrixColumn {
  readonly rules: LooRules;
  readonly family: LooFamily;
  readonly isBase: boolean;
  readonly isSeed: boolean;
}

/** A cell: one option under one rule set. */
export interface LooMatrixCell {
  readonly column: LooMatrixColumn;
  readonly value: LooOptions[LooOptionId];
  readonly cite: LooCitation;
  /** The option plays a part under this rule set (engine looOptionApplies): a cap without capped loos does not. */
  readonly applies: boolean;
  /** The value differs from the family base's value (never in a base column). */
  readonly differs: boolean;
  /**
   * The citation is worth showing: always in a base column and in a differing cell; in an equal cell only
   * when its citation is not the one inherited from the base (another source confirms the base's rule).
   */
  readonly showCite: boolean;
}

/** A row: one option, a cell per column in column order. */
export interface LooMatrixRow {
  readonly option: LooOptionId;
  readonly cells: readonly LooMatrixCell[];
  /** Some cell differs from its base. */
  readonly differs: boolean;
}

/** The family of a rule set: five-card when its chain of bases reaches fiveCard, else three-card. */
export function looFamily(rules: LooRules): LooFamily {
  for (let r: LooRules | undefined = rules; r; r = r.base ? LOO_RULES[r.base] : undefined) {
    if (r.id === LOO_FAMILIES.five) return 'five';
  }
  return 'three';
}

/**
 * The columns in reading order: for each family its base, then the seed's variants of that family in the
 * seed's order (SEED_VARIANTS), then the other sources' rule sets in LOO_RULES order. `peer` is left out.
 */
export function looMatrixColumns(): LooMatrixColumn[] {
  const all = Object.values(LOO_RULES).filter((r) => !LOO_MATRIX_EXCLUDED.includes(r.id));
  const seed: readonly string[] = SEED_VARIANTS;
  const out: LooMatrixColumn[] = [];
  for (const family of Object.keys(LOO_FAMILIES) as LooFamily[]) {
    const base = LOO_FAMILIES[family];
    const members = all.filter((r) => looFamily(r) === family && r.id !== base);
    const ordered = [
      LOO_RULES[base]!,
      ...members.filter((r) => seed.includes(r.id)).sort((a, b) => seed.indexOf(a.id) - seed.indexOf(b.id)),
      ...members.filter((r) => !seed.includes(r.id)),
    ];
    for (const rules of ordered) out.push({ rules, family, isBase: rules.id === base, isSeed: seed.includes(rules.id) });
  }
  return out;
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** Two citations are the same: source, section, evidence and the unconfirmed mark. */
export function sameCitation(a: LooCitation, b: LooCitation): boolean {
  return a.source === b.source && a.section === b.section && a.evidence === b.evidence && !!a.unconfirmed === !!b.unconfirmed;
}

/** The matrix: the groups of LOO_MATRIX_GROUPS, each with a row per option over `columns`. */
export function looVariantsMatrix(columns: readonly LooMatrixColumn[] = looMatrixColumns()): { id: string; rows: LooMatrixRow[] }[] {
  return LOO_MATRIX_GROUPS.map((g) => ({
    id: g.id,
    rows: g.options.map((option) => {
      const cells = columns.map((column): LooMatrixCell => {
        const base = LOO_RULES[LOO_FAMILIES[column.family]]!;
        const value = column.rules.options[option];
        const cite = column.rules.cite[option];
        const applies = looOptionApplies(column.rules.options, option);
        const baseApplies = looOptionApplies(base.options, option);
        // A cell whose option plays no part is greyed out, not compared.
        const differs = !column.isBase && applies && (!baseApplies || !same(value, base.options[option]));
        return { column, value, cite, applies, differs, showCite: applies && (column.isBase || differs || !sameCitation(cite, base.cite[option])) };
      });
      return { option, cells, differs: cells.some((c) => c.differs) };
    }),
  }));
}
