/** @jest-environment node */
import { formatLongDate, formatShortDate, plural } from '@/lib/format';

describe('dates and counts', () => {
  it('shows card dates as "Jan 15, 2024" whatever the machine time zone', () => {
    expect(formatShortDate('2024-01-15')).toBe('Jan 15, 2024');
    expect(formatShortDate('2024-12-31')).toBe('Dec 31, 2024');
  });

  it('shows the article date in long US format', () => {
    expect(formatLongDate('2024-01-15')).toBe('January 15, 2024');
  });

  it('says "1 article" and "N articles"', () => {
    expect(plural(1, 'article')).toBe('1 article');
    expect(plural(0, 'article')).toBe('0 articles');
    expect(plural(2, 'result')).toBe('2 results');
  });
});
