/**
 * The move of one side that the steppers' step `row` shows (1-based; 0 before the first), as an index into that
 * side's own list of moves, or null before its first move. The two comparisons (Laugh and Lie Down's readings,
 * Loo's rule sets) step both sides together (`rows`, one per step: each side's move index or null where it makes
 * none), while each side's list numbers its own moves; the list marks this one (an English newcomer read "Step 33"
 * beside lists of 28 and 29 moves, with nothing to match them up).
 */
export function currentMove(rows: readonly { readonly a: number | null; readonly b: number | null }[], row: number, side: 'a' | 'b'): number | null {
  for (let k = Math.min(row, rows.length) - 1; k >= 0; k--) {
    const i = rows[k]![side];
    if (i !== null) return i;
  }
  return null;
}

/**
 * Scrolls the list box `box` (a comparison's scrolling list, not the page) just enough to show its marked move
 * (`li[aria-current="step"]`), so that the mark stays in sight as the reader steps. Does nothing without a mark.
 */
export function showCurrent(box: Element | null): void {
  const li = box?.querySelector('li[aria-current="step"]');
  if (!box || !li) return;
  const b = box.getBoundingClientRect();
  const r = li.getBoundingClientRect();
  if (r.top < b.top) box.scrollTop -= b.top - r.top;
  else if (r.bottom > b.bottom) box.scrollTop += Math.min(r.bottom - b.bottom, r.top - b.top);
}
