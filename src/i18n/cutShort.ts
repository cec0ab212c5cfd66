/** Wording of notation errors, shared by both games' error texts (play/describe.ts errorText, loo/looText.ts). */

/**
 * A notation syntax error that is the text stopping short (fewer fields than the grammar needs, or a field begun and
 * not finished), not a bad
 * character: nothing was found to quote. Too many chips carried and a text too long also quote nothing, but
 * are not cut off.
 */
export function cutShort(e: { readonly part: string; readonly column: number; readonly text: string; readonly cut?: true }): boolean {
  // `cut`: the text stops inside a field it had begun (a half card, a move begun: Loo's notation says so).
  if (e.cut) return true;
  return e.text === '' && e.column > 0 && e.part !== 'carried' && e.part !== 'extra' && e.part !== 'moves';
}
