import { describe, expect, it } from 'vitest';
import { numberFormat } from '~/i18n/numberFormat.ts';

// Russian typesetting leaves a four-digit number whole and groups from five digits with a (no-break) space
// (Мильчин, «Справочник издателя и автора»); the other languages keep their usual separators.
describe('numberFormat', () => {
  it('does not group a four-digit number in Russian', () => {
    expect(numberFormat('ru').format(4266)).toBe('4266');
    expect(numberFormat('ru').format(14266)).toBe('14\u00a0266');
    expect(numberFormat('ru', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(1234.5)).toBe('1234,50');
  });
  it('keeps the grouping of English, German and French', () => {
    expect(numberFormat('en').format(4266)).toBe('4,266');
    expect(numberFormat('de').format(4266)).toBe('4.266');
    expect(numberFormat('fr').format(4266)).toBe('4\u202f266');
  });
  it('lets a caller switch grouping off in Russian too', () => {
    expect(numberFormat('ru', { useGrouping: false }).format(14266)).toBe('14266');
  });
});
