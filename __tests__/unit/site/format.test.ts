import { formatLongDate, formatShortDate, plural } from '@/lib/format';

describe('dates and counts', () => {
  it('shows card dates as "Jan 15, 2024" whatever the machine time zone', () => {
    expect(formatShortDate('2024-01-15')).toBe('Jan 15, 2024');
    expect(formatShortDate('2024-12-31')).toBe('Dec 31, 2024');
  });

  it('shows the article date in long US format', () => {
    expect(formatLongDate('2024-01-15')).toBe('January 15, 2024');
  });

  it('writes every month as Intl.DateTimeFormat does in en-US', () => {
    const intl = (month: 'short' | 'long') =>
      new Intl.DateTimeFormat('en-US', { month, day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    for (let month = 1; month <= 12; month += 1) {
      for (const day of ['01', '09', '28']) {
        const isoDay = `2025-${String(month).padStart(2, '0')}-${day}`;
        const date = new Date(`${isoDay}T00:00:00Z`);
        expect(formatShortDate(isoDay)).toBe(intl('short').format(date));
        expect(formatLongDate(isoDay)).toBe(intl('long').format(date));
      }
    }
  });

  it('names a value that is not a YYYY-MM-DD day', () => {
    expect(() => formatShortDate('2024-13-01')).toThrow('"2024-13-01"');
  });

  it('says "1 article" and "N articles"', () => {
    expect(plural(1, 'article')).toBe('1 article');
    expect(plural(0, 'article')).toBe('0 articles');
    expect(plural(2, 'result')).toBe('2 results');
  });
});
