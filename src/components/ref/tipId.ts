let n = 0;
/** A tooltip id unique across the build (and so within every page). */
export function nextTipId(term: string): string {
  n += 1;
  return `tip-${term}-${n}`;
}
