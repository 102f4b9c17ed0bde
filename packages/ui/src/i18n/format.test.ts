import { describe, expect, it } from 'vitest';
import { formatPKR, formatWeekdayDayMonth, WEEKDAY_ABBREVIATIONS, type WeekdayNumber } from '@aafiyat/domain';
import { builtInCatalogs } from './builtIn';
import {
  formatDayWithWeekday,
  formatRupees,
  joinList,
  monthShortName,
  weekdayName,
  weekdayShortName,
} from './format';
import { createTranslator } from './translator';

const english = createTranslator('en', builtInCatalogs.en);
const urdu = createTranslator('ur', builtInCatalogs.ur);
const weekdays = [0, 1, 2, 3, 4, 5, 6] as const satisfies readonly WeekdayNumber[];

describe('English, as the domain writes it', () => {
  it('the weekday abbreviations are the spec’s', () => {
    expect(weekdays.map((day) => weekdayShortName(english, day))).toEqual([...WEEKDAY_ABBREVIATIONS]);
  });

  it('every day of a year with its weekday, as formatWeekdayDayMonth', () => {
    for (let day = 0; day < 366; day += 1) {
      const date = new Date(2028, 0, 1 + day);
      expect(formatDayWithWeekday(english, date)).toBe(formatWeekdayDayMonth(date));
    }
    expect(formatDayWithWeekday(english, new Date(Number.NaN))).toBe(
      formatWeekdayDayMonth(new Date(Number.NaN)),
    );
  });

  it('amounts in rupees, as formatPKR', () => {
    for (const amount of [0, 5, 999, 1500, 25_000, 1_234_567, 1499.6, Number.NaN])
      expect(formatRupees(english, amount)).toBe(formatPKR(amount));
  });
});

describe('Urdu', () => {
  it('names the weekdays and months in Urdu, with Western digits', () => {
    expect(weekdayName(urdu, 1)).toBe('پیر');
    expect(formatDayWithWeekday(urdu, new Date(2026, 10, 26))).toBe('جمعرات، 26 نومبر');
  });

  it('writes rupees after the amount, with Western digits and commas', () => {
    expect(formatRupees(urdu, 25_000)).toBe('25,000 روپے');
  });

  it('joins a list with the Urdu comma', () => {
    expect(joinList(urdu, ['پیر', 'بدھ'])).toBe('پیر، بدھ');
    expect(joinList(english, ['Mon', 'Wed'])).toBe('Mon, Wed');
  });
});

describe('monthShortName', () => {
  it('names a month in short in either language', () => {
    expect(monthShortName(createTranslator('en', builtInCatalogs.en), 10)).toBe('Nov');
    expect(monthShortName(createTranslator('ur', builtInCatalogs.ur), 10)).toBe(
      createTranslator('ur', builtInCatalogs.ur)('Month.short.10'),
    );
  });
});
