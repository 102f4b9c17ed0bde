/**
 * Time-of-day and calendar helpers. None of them reads the clock: "now" is always a parameter, so the
 * same call gives the same answer in a test, in the browser and on the server.
 *
 * Pakistan Standard Time is UTC+5 all year (no daylight saving since 2009), which is what makes the
 * fixed-offset arithmetic of the `'pakistan'` zone exact.
 */

import { isWeekdayNumber } from './weekdays';

/** Pakistan Standard Time's offset from UTC: +5 hours, in milliseconds (the spec's 18,000,000 ms). */
export const PAKISTAN_UTC_OFFSET_MS = 18_000_000;

const MS_PER_SECOND = 1000;
const MS_PER_MINUTE = 60 * MS_PER_SECOND;
const MS_PER_HOUR = 60 * MS_PER_MINUTE;
const MS_PER_DAY = 24 * MS_PER_HOUR;
const DAYS_PER_WEEK = 7;

/** `HH:MM` or `HH:MM:SS`, 24-hour, two digits each: hours 00–23, minutes and seconds 00–59. */
export const TIME_STRING_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;

/** A time of day split into its parts. */
export interface TimeOfDay {
  /** 0–23. */
  readonly hours: number;
  /** 0–59. */
  readonly minutes: number;
  /** 0–59; 0 when the text had no seconds. */
  readonly seconds: number;
}

/**
 * Which calendar a date's day and weekday are read in: `'local'` is the device's (or server process's)
 * time zone, `'pakistan'` is Pakistan Standard Time whatever the device says. The server should pass
 * `'pakistan'`; its own time zone is usually UTC.
 */
export type CalendarZone = 'local' | 'pakistan';

/** Options of the calendar helpers. */
export interface CalendarOptions {
  /** Calendar to read days and weekdays in. Default `'local'`. */
  readonly zone?: CalendarZone;
}

/** True when `value` is a 24-hour `HH:MM` or `HH:MM:SS` time string (see {@link TIME_STRING_PATTERN}). */
export function isValidTimeString(value: unknown): value is string {
  return typeof value === 'string' && TIME_STRING_PATTERN.test(value);
}

/** Splits a valid `HH:MM(:SS)` string into numbers; `null` for anything else. */
export function parseTimeString(value: unknown): TimeOfDay | null {
  if (typeof value !== 'string') return null;
  const match = TIME_STRING_PATTERN.exec(value);
  if (match === null) return null;
  return {
    hours: Number(match[1]),
    minutes: Number(match[2]),
    seconds: match[3] === undefined ? 0 : Number(match[3]),
  };
}

/**
 * Converts 24-hour text to 12-hour text: `'00:05'` → `'12:05 AM'`, `'09:15'` → `'9:15 AM'`,
 * `'12:00'` → `'12:00 PM'`, `'13:30:15'` → `'1:30 PM'`. The hour is not zero-padded, minutes always
 * are, seconds are dropped (appointment slots are shown to the minute). Invalid input gives `null`.
 */
export function to12HourTime(value: unknown): string | null {
  const time = parseTimeString(value);
  if (time === null) return null;
  const period = time.hours < 12 ? 'AM' : 'PM';
  const hour12 = time.hours % 12 === 0 ? 12 : time.hours % 12;
  return `${hour12}:${String(time.minutes).padStart(2, '0')} ${period}`;
}

/**
 * Shifts a date by +5 hours so that its UTC fields (`getUTCHours()`, `getUTCDate()`, `getUTCDay()`, …)
 * read as the wall-clock time in Pakistan. This is the spec's "adds 5 hours (18,000,000 ms)" helper.
 * The result is not the same instant: use it only to read fields, never to compare or store.
 * An invalid date gives an invalid date.
 */
export function toPakistanWallClock(date: Date): Date {
  return new Date(date.getTime() + PAKISTAN_UTC_OFFSET_MS);
}

/** The weekday of an instant in Pakistan (0 = Sunday … 6 = Saturday), whatever the device's time zone. */
export function pakistanWeekday(instant: Date): number {
  return toPakistanWallClock(instant).getUTCDay();
}

/**
 * Milliseconds from `now` to the given time of day on `now`'s calendar day: positive when the time is
 * still ahead today, negative when it has passed, 0 when it is now. This is the spec's clock-time
 * helper. Invalid time text or an invalid `now` gives `null`.
 *
 * In the `'local'` zone a time skipped by a daylight-saving change is moved the way `Date#setHours`
 * moves it; Pakistan has no such gaps.
 */
export function millisecondsUntilTimeOfDay(
  time: string,
  now: Date,
  options: CalendarOptions = {},
): number | null {
  const parts = parseTimeString(time);
  const nowMs = now.getTime();
  if (parts === null || Number.isNaN(nowMs)) return null;
  const offsetInDay =
    parts.hours * MS_PER_HOUR + parts.minutes * MS_PER_MINUTE + parts.seconds * MS_PER_SECOND;
  if (options.zone === 'pakistan') {
    const wall = toPakistanWallClock(now);
    const wallMidnight = Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate());
    return wallMidnight - PAKISTAN_UTC_OFFSET_MS + offsetInDay - nowMs;
  }
  const target = new Date(nowMs);
  target.setHours(parts.hours, parts.minutes, parts.seconds, 0);
  return target.getTime() - nowMs;
}

/**
 * The first date, starting from `from` itself (today) and looking at most 7 days ahead, whose weekday
 * number (0 = Sunday … 6 = Saturday) is one of `workingDays`: a doctor's next available date.
 *
 * The result keeps `from`'s time of day (on the wall clock of the chosen zone); callers that need a
 * whole day take its date part. Entries that are not integers 0–6 are ignored. `null` when no entry
 * is usable (including an empty list) or `from` is an invalid date; it never loops.
 */
export function nextAvailableDate(
  workingDays: readonly number[],
  from: Date,
  options: CalendarOptions = {},
): Date | null {
  const days = workingDays.filter(isWeekdayNumber);
  if (days.length === 0 || Number.isNaN(from.getTime())) return null;
  const pakistan = options.zone === 'pakistan';
  const today = pakistan ? pakistanWeekday(from) : from.getDay();
  // Seven consecutive days hold every weekday once, so the nearest working day is at most 6 days ahead.
  const ahead = days.reduce(
    (nearest, day) => Math.min(nearest, (day - today + DAYS_PER_WEEK) % DAYS_PER_WEEK),
    DAYS_PER_WEEK,
  );
  return pakistan ? new Date(from.getTime() + ahead * MS_PER_DAY) : addLocalDays(from, ahead);
}

// Calendar arithmetic rather than adding 24 h, so the wall-clock time survives daylight-saving changes.
function addLocalDays(date: Date, days: number): Date {
  const result = new Date(date.getTime());
  result.setDate(result.getDate() + days);
  return result;
}

/** A calendar date, `YYYY-MM-DD`: four-digit year, two-digit month and day. */
export const CALENDAR_DATE_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/**
 * The calendar date in Pakistan at an instant, `YYYY-MM-DD`: "today" for the browser and the server alike,
 * whatever zone the device or the server process is set to.
 */
export function pakistanDate(instant: Date): string {
  return toPakistanWallClock(instant).toISOString().slice(0, 10);
}

/** The time of day in Pakistan at an instant, `HH:MM` (24-hour). */
export function pakistanTimeOfDay(instant: Date): string {
  return toPakistanWallClock(instant).toISOString().slice(11, 16);
}

/**
 * The instant a Pakistan date and time of day name (`'2026-11-27'`, `'17:15'`). `null` when either is not
 * valid text (a date like `2026-02-30` included).
 */
export function pakistanInstant(date: string, time: string): Date | null {
  const parts = parseTimeString(time);
  if (parts === null || !isCalendarDate(date)) return null;
  const midnight = Date.parse(`${date}T00:00:00Z`);
  return new Date(
    midnight -
      PAKISTAN_UTC_OFFSET_MS +
      parts.hours * MS_PER_HOUR +
      parts.minutes * MS_PER_MINUTE +
      parts.seconds * MS_PER_SECOND,
  );
}

/** True when `value` is a real calendar date written `YYYY-MM-DD` (so not `2026-02-30`). */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string' || !CALENDAR_DATE_PATTERN.test(value)) return false;
  return new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;
}

/** The calendar date `days` after `date` (before it when negative); `YYYY-MM-DD` in, `YYYY-MM-DD` out. */
export function addCalendarDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * MS_PER_DAY).toISOString().slice(0, 10);
}
