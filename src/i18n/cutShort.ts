/** Wording of notation errors, shared by both games' error texts (play/describe.ts errorText, loo/looText.ts). */

/**
 * A notation syntax error that is the text stopping short (fewer fields than the grammar needs), not a bad
 * character: nothing was found to quote. Too many chips carried and a text too long also quote nothing, but
 * are not cut off.
 */
export function cutShort(e: { readonly part: string; readonly column: number; readonly text: string }): boolean {
  return e.text === '' && e.column > 0 && e.part !== 'carried' && e.part !== 'extra' && e.part !== 'moves';
}
