import { describe, expect, it } from 'vitest';

import { isWeekdayNumber, WEEKDAY_ABBREVIATIONS, weekdayAbbreviation } from './weekdays';

describe('WEEKDAY_ABBREVIATIONS', () => {
  it('abbreviates Sun..Sat, indexed by the JavaScript weekday number', () => {
    expect(WEEKDAY_ABBREVIATIONS).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    // 2024-01-07 was a Sunday.
    expect(WEEKDAY_ABBREVIATIONS[new Date(Date.UTC(2024, 0, 7)).getUTCDay()]).toBe('Sun');
  });
});

describe('weekdayAbbreviation', () => {
  it('names each weekday number', () => {
    expect(weekdayAbbreviation(0)).toBe('Sun');
    expect(weekdayAbbreviation(1)).toBe('Mon');
    expect(weekdayAbbreviation(6)).toBe('Sat');
  });
});

describe('isWeekdayNumber', () => {
  it('accepts the integers 0 to 6', () => {
    for (const day of [0, 1, 2, 3, 4, 5, 6]) expect(isWeekdayNumber(day)).toBe(true);
  });

  it('rejects out-of-range numbers, fractions, NaN and non-numbers', () => {
    for (const value of [-1, 7, 1.5, Number.NaN, Infinity, '1', null, undefined]) {
      expect(isWeekdayNumber(value)).toBe(false);
    }
  });
});
