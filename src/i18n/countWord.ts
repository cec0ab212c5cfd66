import type { TFunction } from 'i18next';
import { capitalised } from './capitalised.ts';

/**
 * A count of choices or captures as running text writes it: two to twelve in words
 * (`analysis.countWords.<n>`: "two", „zwei“, « deux », «два»), any other count as a figure. `n` for the
 * middle of a sentence, `N` for its start. A German reader stumbled on „Die 2 Möglichkeiten“ and
 * „2 Fänge passen gleich gut“, where German (like English and French) spells small numbers out.
 */
export function countWord(t: TFunction, count: number, lang?: string): { n: string; N: string } {
  const n = String(t(`analysis.countWords.${count}`, { defaultValue: String(count) }));
  return { n, N: capitalised(n, lang) };
}
