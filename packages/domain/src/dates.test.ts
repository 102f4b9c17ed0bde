import { describe, expect, it } from 'vitest';
import { formatIsoDateInWords, formatWeekdayDayMonth, MONTH_NAMES, WEEKDAY_NAMES } from './dates';

const intlDay = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long' });
const intlDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

describe('formatWeekdayDayMonth', () => {
  it('writes the weekday, day and month in the device calendar', () => {
    expect(formatWeekdayDayMonth(new Date(2026, 10, 26, 23, 59))).toBe('Thursday 26 November');
    expect(formatWeekdayDayMonth(new Date(2027, 0, 3))).toBe('Sunday 3 January');
  });

  it('writes what Intl writes for en-GB, every day of a leap year', () => {
    for (let day = 0; day < 366; day += 1) {
      const date = new Date(2028, 0, 1 + day, 12);
      expect(formatWeekdayDayMonth(date)).toBe(intlDay.format(date));
    }
  });

  it('gives an empty string for an invalid date', () => {
    expect(formatWeekdayDayMonth(new Date(Number.NaN))).toBe('');
  });
});

describe('formatIsoDateInWords', () => {
  it('writes the day, month and year', () => {
    expect(formatIsoDateInWords('2026-06-02')).toBe('2 June 2026');
    expect(formatIsoDateInWords('2026-12-31')).toBe('31 December 2026');
    expect(formatIsoDateInWords('2028-02-29')).toBe('29 February 2028');
  });

  it('writes what Intl writes for en-GB, every day of two years', () => {
    for (let day = 0; day < 731; day += 1) {
      const date = new Date(Date.UTC(2027, 0, 1 + day));
      const text = date.toISOString().slice(0, 10);
      expect(formatIsoDateInWords(text)).toBe(intlDate.format(date));
    }
  });

  it.each([
    'soon',
    '',
    '2026-13-01',
    '2026-00-10',
    '2026-02-30',
    '2027-02-29',
    '2026-6-2',
    '2026-06-02T00:00',
  ])('answers null for %j', (text) => {
    expect(formatIsoDateInWords(text)).toBeNull();
  });

  it('names every month and weekday once', () => {
    expect(new Set(MONTH_NAMES).size).toBe(12);
    expect(new Set(WEEKDAY_NAMES).size).toBe(7);
  });
});
