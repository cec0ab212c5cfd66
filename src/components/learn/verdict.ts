import type { TFunction } from 'i18next';
import { capitalised } from '~/i18n/capitalised.ts';

/**
 * A lesson's success text without its opening verdict ("Right: the fourth nine takes all three…" → "The fourth
 * nine takes all three…"), for "Show me": the reader did not answer, so the lesson explains without praising.
 * Every success text opens with `learn.ui.right` ("Right:", „Richtig:“, « Exact : », «Верно:»; checked by
 * tests/unit/learn-widget.test.tsx); a text that does not is returned whole.
 */
export function explanationOf(t: TFunction, lang: string, success: string): string {
  const right = String(t('learn.ui.right'));
  if (!success.startsWith(right)) return success;
  const rest = success.slice(right.length).trimStart();
  return capitalised(rest, lang);
}

