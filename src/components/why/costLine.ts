/** The coach's cost line, apart from the coach's widget so that the hint (play/weighedHint.ts) can use it alone. */
import type { TFunction } from 'i18next';
import { numberFormat } from '~/i18n/numberFormat.ts';

/**
 * A costly move in words (`coach.costly`, both games; the hint's `play.hintNumbers`, Loo's `loo.play.hintNumbers`, says the same from the
 * better choice's side): its cost in chips to one decimal, the better choice (`better`, already in words) and
 * the number of simulated deals per choice behind the figure.
 */
export function costLine(t: TFunction, lang: string, cost: number, rollouts: number, better: string, key: 'coach.costly' | 'coach.costlyShared' | 'play.hintNumbers' | 'loo.play.hintNumbers' = 'coach.costly'): string {
  const digits = { maximumFractionDigits: 1, minimumFractionDigits: 1 };
  const value = numberFormat(lang, digits).format(cost);
  // The plural form goes by the figure as shown, one decimal: „1,0 фишки“, not „1,0 фишка“ (as Analysis.tsx).
  const form = new Intl.PluralRules(lang, digits).select(Number(cost.toFixed(1)));
  return t(key, { count: rollouts, n: numberFormat(lang).format(rollouts), better, cost: t(`analysis.chips_${form}`, { value, defaultValue: t('analysis.chips_other', { value }) }) });
}
