// Dates, money and lists in words of the translator's language. English writes them exactly as the domain does
// (`formatPKR`, `formatWeekdayDayMonth`, the spec's weekday abbreviations; format.test.ts pins the two together);
// Urdu in its own words, with Western digits. No `Intl` date format: its first use loads ICU's calendar data, a
// long task on a slow phone (see `@aafiyat/domain`'s dates).
import { formatWholeNumber, isCalendarDate, type WeekdayNumber } from '@aafiyat/domain';
import type { MessageKey, Translate } from './translator';

const WEEKDAYS: readonly MessageKey[] = [
  'Weekday.0',
  'Weekday.1',
  'Weekday.2',
  'Weekday.3',
  'Weekday.4',
  'Weekday.5',
  'Weekday.6',
];

const WEEKDAYS_SHORT: readonly MessageKey[] = [
  'Weekday.short.0',
  'Weekday.short.1',
  'Weekday.short.2',
  'Weekday.short.3',
  'Weekday.short.4',
  'Weekday.short.5',
  'Weekday.short.6',
];

const MONTHS: readonly MessageKey[] = [
  'Month.0',
  'Month.1',
  'Month.2',
  'Month.3',
  'Month.4',
  'Month.5',
  'Month.6',
  'Month.7',
  'Month.8',
  'Month.9',
  'Month.10',
  'Month.11',
];

/** A weekday's name ("Monday", "پیر"). */
export function weekdayName(t: Translate, day: WeekdayNumber): string {
  return t(WEEKDAYS[day] ?? 'Weekday.0');
}

/** A weekday's short name: the spec's abbreviation in English ("Mon"), the whole name in Urdu ("پیر"). */
export function weekdayShortName(t: Translate, day: WeekdayNumber): string {
  return t(WEEKDAYS_SHORT[day] ?? 'Weekday.short.0');
}

/** A day with its weekday, in the device's calendar ("Thursday 26 November", "جمعرات، 26 نومبر"); "" if invalid. */
export function formatDayWithWeekday(t: Translate, date: Date): string {
  if (Number.isNaN(date.getTime())) return '';
  return t('Format.weekdayDayMonth', {
    weekday: weekdayName(t, date.getDay() as WeekdayNumber),
    day: date.getDate(),
    month: t(MONTHS[date.getMonth()] ?? 'Month.0'),
  });
}

/**
 * A calendar date written `YYYY-MM-DD`, in words ("2 June 2026", "2 جون 2026"), the same in every time zone; `null`
 * when the text is not such a date.
 */
export function formatIsoDate(t: Translate, text: string): string | null {
  // The domain's rule for a calendar date (30 February is none).
  if (!isCalendarDate(text)) return null;
  const date = new Date(`${text}T00:00:00Z`);
  return t('Format.dayMonthYear', {
    day: date.getUTCDate(),
    month: t(MONTHS[date.getUTCMonth()] ?? 'Month.0'),
    year: String(date.getUTCFullYear()),
  });
}

const MONTHS_SHORT: readonly MessageKey[] = [
  'Month.short.0',
  'Month.short.1',
  'Month.short.2',
  'Month.short.3',
  'Month.short.4',
  'Month.short.5',
  'Month.short.6',
  'Month.short.7',
  'Month.short.8',
  'Month.short.9',
  'Month.short.10',
  'Month.short.11',
];

/** A month's short name (0 = January) in the translator's language: "Nov", "نومبر". */
export function monthShortName(t: Translate, month: number): string {
  return t(MONTHS_SHORT[month] ?? 'Month.short.0');
}

/**
 * A day in short, as a list of days shows it ("Sat 28 Nov", "ہفتہ، 28 نومبر"), read from a date's UTC fields (a
 * wall-clock date, such as the domain's `toPakistanWallClock` gives).
 */
export function formatShortDay(t: Translate, wall: Date): string {
  return t('Format.shortDay', {
    weekday: weekdayShortName(t, wall.getUTCDay() as WeekdayNumber),
    day: wall.getUTCDate(),
    month: monthShortName(t, wall.getUTCMonth()),
  });
}

/** An amount in whole rupees ("Rs 1,500", "1,500 روپے"). */
export function formatRupees(t: Translate, amount: number): string {
  return t('Format.rupees', { amount: formatWholeNumber(amount) });
}

/** Items joined as a list in the language's punctuation ("Mon, Wed", "پیر، بدھ"). */
export function joinList(t: Translate, items: readonly string[]): string {
  return items.join(t('Format.listSeparator'));
}
