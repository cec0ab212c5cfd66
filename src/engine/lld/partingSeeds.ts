/**
 * The default deal of each ordered pair of readings in the comparison: partingSeed(a, b) for every pair the
 * engine has, searched ahead of time because the search can play a thousand deals (Parlett against the
 * French rules, whose play never parts), too slow for a page. tests/unit/compare-parting.test.ts runs the
 * search again and fails when an entry is no longer what it finds. null: the two never part (Parlett and du
 * Coeur differ only in who deals first). Keys `<a>|<b>` by reading id; the seed is comparisonDeal's.
 */
export const PARTING_SEEDS: Readonly<Record<string, number | null>> = {
  'parlett|french': 2,
  'parlett|porges': 1,
  'parlett|ducoeur': null,
  'parlett|caid': 1,
  'parlett|simplified': 1,
  'french|parlett': 2,
  'french|porges': 1,
  'french|ducoeur': 2,
  'french|caid': 1,
  'french|simplified': 1,
  'porges|parlett': 1,
  'porges|french': 1,
  'porges|ducoeur': 1,
  'porges|caid': 1,
  'porges|simplified': 1,
  'ducoeur|parlett': null,
  'ducoeur|french': 2,
  'ducoeur|porges': 1,
  'ducoeur|caid': 1,
  'ducoeur|simplified': 1,
  'caid|parlett': 1,
  'caid|french': 1,
  'caid|porges': 1,
  'caid|ducoeur': 1,
  'caid|simplified': 1,
  'simplified|parlett': 1,
  'simplified|french': 1,
  'simplified|porges': 1,
  'simplified|ducoeur': 1,
  'simplified|caid': 1,
};
