/** A place two plays part, as both games' comparisons give it (engine lld/compare.ts Divergence, loo/compare.ts LooDivergence). */
interface Parting {
  readonly a: number;
  readonly lengthA: number;
  readonly b: number;
  readonly lengthB: number;
}

/** The place two plays part that step `i` (0-based) of side `side` lies in, if any: both comparisons mark and explain steps by it. */
export function divergenceAt<D extends Parting>(divergences: readonly D[], side: 'a' | 'b', i: number): D | undefined {
  return divergences.find((d) => {
    const at = side === 'a' ? d.a : d.b;
    return i >= at && i < at + (side === 'a' ? d.lengthA : d.lengthB);
  });
}
