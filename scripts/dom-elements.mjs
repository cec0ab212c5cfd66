// The DOM element count of a built page, for scripts/size-budget.mjs (issue 19: ≤ 1,400 per page).
/**
 * The number of elements the browser builds from `html` (before any script runs): start tags, with
 * comments and raw-text elements' contents skipped and a <template>'s contents left out (they live
 * in a document fragment). The <template> element itself counts.
 */
export function domElements(html) {
  const text = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style|textarea|title)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '<$1>');
  let n = 0;
  let inTemplate = 0;
  for (const m of text.matchAll(/<(\/?)([a-zA-Z][a-zA-Z0-9-]*)\b[^>]*>/g)) {
    const closing = m[1] === '/';
    if (m[2].toLowerCase() === 'template') {
      if (closing) inTemplate = Math.max(0, inTemplate - 1);
      else {
        if (inTemplate === 0) n += 1;
        inTemplate += 1;
      }
      continue;
    }
    if (!closing && inTemplate === 0) n += 1;
  }
  return n;
}
