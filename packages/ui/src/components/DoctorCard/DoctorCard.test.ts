import { describe, expect, it } from 'vitest';
import { experienceLabel, timingsLabel, workingDaysLabel } from './doctorCardLabels';

describe('workingDaysLabel', () => {
  it('lists the days Sunday first, each once, abbreviated', () => {
    expect(workingDaysLabel([6, 1, 3, 1])).toBe('Mon, Wed, Sat');
    expect(workingDaysLabel([0, 1, 2, 3, 4, 5, 6])).toBe('Sun, Mon, Tue, Wed, Thu, Fri, Sat');
  });

  it('ignores numbers that are not weekdays and gives null when none is left', () => {
    expect(workingDaysLabel([7, -1, 2.5, 5])).toBe('Fri');
    expect(workingDaysLabel([])).toBeNull();
    expect(workingDaysLabel([9])).toBeNull();
  });
});

describe('timingsLabel', () => {
  it('writes both times in 12-hour form', () => {
    expect(timingsLabel({ start: '09:30', end: '13:00' })).toBe('9:30 AM to 1:00 PM');
    expect(timingsLabel({ start: '00:00', end: '12:00:00' })).toBe('12:00 AM to 12:00 PM');
  });

  it('gives null when either time is not valid', () => {
    expect(timingsLabel({ start: '25:00', end: '13:00' })).toBeNull();
    expect(timingsLabel({ start: '09:00', end: '' })).toBeNull();
  });
});

describe('experienceLabel', () => {
  it('says years in words', () => {
    expect(experienceLabel(12)).toBe('12 years');
    expect(experienceLabel(1)).toBe('1 year');
    expect(experienceLabel(1.8)).toBe('1 year');
  });

  it('says less than a year for none, negative or broken numbers', () => {
    expect(experienceLabel(0)).toBe('Less than a year');
    expect(experienceLabel(-3)).toBe('Less than a year');
    expect(experienceLabel(Number.NaN)).toBe('Less than a year');
  });
});
