// Dates and read times on Hindi pages: Intl's hi-IN, digits 0-9; English as it always was.
import { formatLongDate, formatReadTime, formatShortDate } from '@/lib/format';
import { articleClient as en } from '@/lib/i18n/dictionaries/en/client/article';
import { articleClient as hi } from '@/lib/i18n/dictionaries/hi/client/article';

describe('dates in Hindi', () => {
  it('are written "26 नवंबर 2026", on cards and pages alike', () => {
    expect(formatLongDate('2026-11-26', 'hi')).toBe('26 नवंबर 2026');
    expect(formatShortDate('2026-11-26', 'hi')).toBe('26 नवंबर 2026');
    expect(formatLongDate('2024-01-05', 'hi')).toBe('5 जनवरी 2024');
  });

  it('keep the day whatever the time zone, and refuse what is not a day', () => {
    expect(formatLongDate('2026-12-31', 'hi')).toBe('31 दिसंबर 2026');
    expect(() => formatLongDate('2026-13-01', 'hi')).toThrow('"2026-13-01"');
  });

  it('leave English as it was', () => {
    expect(formatLongDate('2026-11-26')).toBe('November 26, 2026');
    expect(formatLongDate('2026-11-26', 'en')).toBe('November 26, 2026');
    expect(formatShortDate('2026-11-26', 'en')).toBe('Nov 26, 2026');
  });
});

describe('read times', () => {
  it('are "8 मिनट" in Hindi and "8 min" in English', () => {
    expect(formatReadTime('8 min', hi.card.readTime)).toBe('8 मिनट');
    expect(formatReadTime('8 min', en.card.readTime)).toBe('8 min');
  });

  it('are shown as written when in another form', () => {
    expect(formatReadTime('about an hour', hi.card.readTime)).toBe('about an hour');
  });
});
