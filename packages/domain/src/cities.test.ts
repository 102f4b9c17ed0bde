import { describe, expect, it } from 'vitest';

import { ALL_CITIES_VALUE, CITY_OPTIONS, isKnownCity, PAKISTAN_CITIES, withAllOption } from './cities';

describe('PAKISTAN_CITIES', () => {
  it('holds about 120 cities', () => {
    expect(PAKISTAN_CITIES.length).toBeGreaterThanOrEqual(110);
    expect(PAKISTAN_CITIES.length).toBeLessThanOrEqual(130);
  });

  it('has no duplicates and no blank or padded names', () => {
    expect(new Set(PAKISTAN_CITIES).size).toBe(PAKISTAN_CITIES.length);
    for (const city of PAKISTAN_CITIES) expect(city).toMatch(/^\S(.*\S)?$/);
  });

  it('is sorted with English collation', () => {
    const sorted = [...PAKISTAN_CITIES].sort((a, b) => a.localeCompare(b, 'en'));
    expect(PAKISTAN_CITIES).toEqual(sorted);
  });

  it('covers the capital, every province, Azad Kashmir and Gilgit-Baltistan', () => {
    for (const city of ['Islamabad', 'Lahore', 'Karachi', 'Peshawar', 'Quetta', 'Muzaffarabad', 'Gilgit']) {
      expect(PAKISTAN_CITIES).toContain(city);
    }
  });
});

describe('CITY_OPTIONS', () => {
  it('uses the city name as both value and label, in list order', () => {
    expect(CITY_OPTIONS.map((option) => option.value)).toEqual(PAKISTAN_CITIES);
    for (const option of CITY_OPTIONS) expect(option.label).toBe(option.value);
  });
});

describe('withAllOption', () => {
  it("puts { value: 'All', label: 'All' } first and keeps the rest in order", () => {
    const options = withAllOption(CITY_OPTIONS);
    expect(options[0]).toEqual({ value: 'All', label: 'All' });
    expect(options.slice(1)).toEqual(CITY_OPTIONS);
    expect(ALL_CITIES_VALUE).toBe('All');
  });

  it('does not change the list it was given', () => {
    const options = [{ value: 'Lahore', label: 'Lahore' }];
    withAllOption(options);
    expect(options).toEqual([{ value: 'Lahore', label: 'Lahore' }]);
  });

  it('gives just the All option for an empty list', () => {
    expect(withAllOption([])).toEqual([{ value: 'All', label: 'All' }]);
  });
});

describe('isKnownCity', () => {
  it('accepts listed cities exactly as spelled', () => {
    expect(isKnownCity('Karachi')).toBe(true);
    expect(isKnownCity('Dera Ismail Khan')).toBe(true);
  });

  it('rejects other spellings, the All option and non-strings', () => {
    for (const value of ['karachi', ' Karachi', 'All', 'London', '', null, undefined, 42]) {
      expect(isKnownCity(value)).toBe(false);
    }
  });
});
