/** Source dates as each language writes them (a German editor found "(1996-08-22)" in running text). */
import { describe, expect, it } from 'vitest';
import { sourceDate } from '~/components/ref/sourceDate.ts';

describe('sourceDate', () => {
  it('spells out a day and a month in each language, and keeps years and ranges', () => {
    // Kept on one line (no-break spaces): a Russian editor found «1996» / «г.» apart.
    expect(sourceDate('1996-08-22', 'en')).toBe('22\u00a0August\u00a01996');
    expect(sourceDate('1996-08-22', 'de')).toBe('22.\u00a0August\u00a01996');
    expect(sourceDate('1996-08-22', 'fr')).toBe('22\u00a0août\u00a01996');
    expect(sourceDate('1996-08-22', 'ru')).toBe('22\u00a0августа\u00a01996\u00a0г.');
    expect(sourceDate('2010-09', 'de')).toBe('September\u00a02010');
    expect(sourceDate('1875–1889', 'ru')).toBe('1875–1889');
    expect(sourceDate('c.1665', 'fr')).toBe('c.1665');
  });
});
