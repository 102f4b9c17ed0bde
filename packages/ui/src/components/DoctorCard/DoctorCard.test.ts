import { describe, expect, it } from 'vitest';
import { builtInCatalogs } from '../../i18n/builtIn';
import { createTranslator } from '../../i18n/translator';
import { experienceLabel, timingsLabel, workingDaysLabel } from './doctorCardLabels';

const t = createTranslator('en', builtInCatalogs.en);
const urdu = createTranslator('ur', builtInCatalogs.ur);

describe('workingDaysLabel', () => {
  it('lists the days Sunday first, each once, abbreviated', () => {
    expect(workingDaysLabel(t, [6, 1, 3, 1])).toBe('Mon, Wed, Sat');
    expect(workingDaysLabel(t, [0, 1, 2, 3, 4, 5, 6])).toBe('Sun, Mon, Tue, Wed, Thu, Fri, Sat');
  });

  it('ignores numbers that are not weekdays and gives null when none is left', () => {
    expect(workingDaysLabel(t, [7, -1, 2.5, 5])).toBe('Fri');
    expect(workingDaysLabel(t, [])).toBeNull();
    expect(workingDaysLabel(t, [9])).toBeNull();
  });
});

describe('timingsLabel', () => {
  it('writes both times in 12-hour form', () => {
    expect(timingsLabel(t, { start: '09:30', end: '13:00' })).toBe('9:30 AM to 1:00 PM');
    expect(timingsLabel(t, { start: '00:00', end: '12:00:00' })).toBe('12:00 AM to 12:00 PM');
  });

  it('gives null when either time is not valid', () => {
    expect(timingsLabel(t, { start: '25:00', end: '13:00' })).toBeNull();
    expect(timingsLabel(t, { start: '09:00', end: '' })).toBeNull();
  });
});

describe('experienceLabel', () => {
  it('says years in words', () => {
    expect(experienceLabel(t, 12)).toBe('12 years');
    expect(experienceLabel(t, 1)).toBe('1 year');
    expect(experienceLabel(t, 1.8)).toBe('1 year');
  });

  it('says less than a year for none, negative or broken numbers', () => {
    expect(experienceLabel(t, 0)).toBe('Less than a year');
    expect(experienceLabel(t, -3)).toBe('Less than a year');
    expect(experienceLabel(t, Number.NaN)).toBe('Less than a year');
  });
});

describe('in Urdu', () => {
  it('names the working days in full, with the Urdu comma', () => {
    expect(workingDaysLabel(urdu, [5, 1, 3])).toBe('پیر، بدھ، جمعہ');
  });

  it('says the hours from … to …, the times as written in English', () => {
    // Each time kept left to right inside the Urdu sentence (LRI … PDI), so "5:00 PM" never reads "PM 5:00".
    expect(timingsLabel(urdu, { start: '17:00', end: '21:00' })).toBe(
      '\u20665:00 PM\u2069 سے \u20669:00 PM\u2069 تک',
    );
  });

  it('says years in Urdu, with Western digits', () => {
    expect(experienceLabel(urdu, 12)).toBe('12 سال');
    expect(experienceLabel(urdu, 0)).toBe('ایک سال سے کم');
  });
});
