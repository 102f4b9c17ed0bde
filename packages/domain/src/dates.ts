import type { WeekdayNumber } from './weekdays';

/**
 * Dates in words, as the site writes them in English ("Thursday 26 November", "2 June 2026"): day before month,
 * as read in Pakistan, with no ambiguous numeric date.
 *
 * Written by hand rather than by `Intl.DateTimeFormat`: a page's first date format loads ICU's calendar data, one
 * task of about 120–200 ms at Lighthouse's 4× slower CPU (30–50 ms on the 2-core test machine), which landed in the
 * middle of the doctor search page's start. For another language, use `Intl.DateTimeFormat` itself.
 */

/** Weekday names; the index is the weekday number (`Date#getDay()`, 0 = Sunday). */
export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/** Month names; the index is the month number (`Date#getMonth()`, 0 = January). */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** A month number as `Date#getMonth()` gives it: 0 = January … 11 = December. */
type MonthIndex = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11;

/**
 * A day with its weekday, in the device's calendar: "Thursday 26 November" (as `Intl.DateTimeFormat('en-GB',
 * { weekday: 'long', day: 'numeric', month: 'long' })` writes it). An invalid date gives an empty string.
 */
export function formatWeekdayDayMonth(date: Date): string {
  if (Number.isNaN(date.getTime())) return '';
  return `${WEEKDAY_NAMES[date.getDay() as WeekdayNumber]} ${String(date.getDate())} ${MONTH_NAMES[date.getMonth() as MonthIndex]}`;
}

/**
 * A calendar date written `YYYY-MM-DD`, in words: `'2026-06-02'` → `'2 June 2026'` (as `Intl.DateTimeFormat('en-GB',
 * { day: 'numeric', month: 'long', year: 'numeric' })` writes it). The same on the server and in every time zone,
 * as no clock is involved. `null` when the text is not such a date (`'2026-02-30'`, `'soon'`).
 */
export function formatIsoDateInWords(text: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // Date.UTC rolls an impossible day over (30 February is 2 March): the round trip must give the same day back.
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return `${String(day)} ${MONTH_NAMES[(month - 1) as MonthIndex]} ${String(year)}`;
}
