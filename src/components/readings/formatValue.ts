import type { TFunction } from 'i18next';
import type { DealSpec, RuleId } from '~/engine/lld/options.ts';

/**
 * A rule option's value in the reader's language: yes/no, a named choice (`readings.values.<key>.<value>`),
 * chips, or a deal (hand, table, stakes, bonus, break-even). `undefined` (a deal the reading lacks) is
 * "not given".
 */
export function formatValue(t: TFunction, key: RuleId | 'deal', value: unknown): string {
  if (value === undefined) return t('readings.values.notDefined');
  if (key === 'deal') {
    const d = value as DealSpec;
    return t('readings.values.deal', { hand: d.hand, table: d.table, dealer: d.dealerStake, other: d.otherStake, bonus: d.bonus, breakEven: d.breakEven });
  }
  if (key === 'lieDownPayment') {
    const n = value as number;
    return n === 0 ? t('readings.values.lieDownPayment.none') : t('readings.values.lieDownPayment.chips', { count: n });
  }
  if (key === 'wonFaceDown') return t(`readings.values.wonFaceDown.${String(value)}`);
  if (typeof value === 'boolean') return t(value ? 'readings.values.yes' : 'readings.values.no');
  return t(`readings.values.${key}.${String(value)}`);
}
