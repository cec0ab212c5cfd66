/**
 * Pairing two sequences by equal keys, for comparing two plays of one deal under two rule sets (both
 * games' compare modules): a longest common subsequence, so that a move one rule set adds does not shift
 * every later step out of line.
 */

/**
 * The index pairs `[i, j]` with `a[i] === b[j]` of a longest common subsequence of `a` and `b`, in order
 * (ties broken towards `a`'s earlier steps). Quadratic in time and memory: meant for deals of a few dozen
 * steps.
 */
export function alignKeys(a: readonly string[], b: readonly string[]): Array<readonly [number, number]> {
  const n = a.length;
  const m = b.length;
  const lcs: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) lcs[i]![j] = a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  }
  const out: Array<readonly [number, number]> = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (a[i] === b[j]) out.push([i++, j++] as const);
    else if (lcs[i + 1]![j]! >= lcs[i]![j + 1]!) i++;
    else j++;
  }
  return out;
}

/**
 * The places two aligned sequences part: each gap of the alignment (`kind` `play`: steps of one or both
 * without a counterpart) and each aligned pair whose `same(i, j)` is false (`kind` `events`: the same key,
 * other consequences). Start indices and lengths in each sequence.
 */
export function partings(
  n: number,
  m: number,
  pairs: ReadonlyArray<readonly [number, number]>,
  same: (i: number, j: number) => boolean,
): { kind: 'play' | 'events'; a: number; lengthA: number; b: number; lengthB: number }[] {
  const out: { kind: 'play' | 'events'; a: number; lengthA: number; b: number; lengthB: number }[] = [];
  let i = 0;
  let j = 0;
  for (const [pi, pj] of [...pairs, [n, m] as const]) {
    if (pi > i || pj > j) out.push({ kind: 'play', a: i, lengthA: pi - i, b: j, lengthB: pj - j });
    if (pi < n && pj < m && !same(pi, pj)) out.push({ kind: 'events', a: pi, lengthA: 1, b: pj, lengthB: 1 });
    i = pi + 1;
    j = pj + 1;
  }
  return out;
}

/**
 * The rows on which two aligned sequences step together: aligned pairs side by side, and in each gap the
 * steps of both paired in order until the longer run ends (null: no step of that sequence on the row).
 * `divergence(kind, i, j)` gives each row the index of the parting it belongs to, or null.
 */
export function togetherRows(
  n: number,
  m: number,
  pairs: ReadonlyArray<readonly [number, number]>,
  divergence: (kind: 'play' | 'events', i: number, j: number) => number | null,
): { a: number | null; b: number | null; divergence: number | null }[] {
  const rows: { a: number | null; b: number | null; divergence: number | null }[] = [];
  let i = 0;
  let j = 0;
  for (const [pi, pj] of [...pairs, [n, m] as const]) {
    if (pi > i || pj > j) {
      const d = divergence('play', i, j);
      for (let k = 0; k < Math.max(pi - i, pj - j); k++) rows.push({ a: i + k < pi ? i + k : null, b: j + k < pj ? j + k : null, divergence: d });
    }
    if (pi < n && pj < m) rows.push({ a: pi, b: pj, divergence: divergence('events', pi, pj) });
    i = pi + 1;
    j = pj + 1;
  }
  return rows;
}
