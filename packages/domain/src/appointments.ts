/**
 * Which dates an appointment (or a lab visit) can be booked for: from today to 60 days ahead, Pakistan
 * time. Later dates are refused so that nobody books a year nobody will see.
 */

import { addCalendarDays, isCalendarDate, pakistanDate } from './time';

/** How many days ahead of today a booking may be: today plus the next 60 days. */
export const BOOKING_WINDOW_DAYS = 60;

/** The first and last bookable dates, `YYYY-MM-DD`, both included. */
export interface BookableDateRange {
  /** Today in Pakistan. */
  readonly first: string;
  /** {@link BOOKING_WINDOW_DAYS} days after today. */
  readonly last: string;
}

/** The dates a booking made at `now` may be for. */
export function bookableDateRange(now: Date): BookableDateRange {
  const first = pakistanDate(now);
  return { first, last: addCalendarDays(first, BOOKING_WINDOW_DAYS) };
}

/** Where a date falls against the booking window: inside it, before today, or past its last day. */
export type BookableDateCheck = 'bookable' | 'in_past' | 'too_far' | 'invalid';

/** Checks a `YYYY-MM-DD` date against the booking window of `now` (text that is not a date is `invalid`). */
export function checkBookableDate(date: string, now: Date): BookableDateCheck {
  if (!isCalendarDate(date)) return 'invalid';
  const { first, last } = bookableDateRange(now);
  if (date < first) return 'in_past';
  if (date > last) return 'too_far';
  return 'bookable';
}

/** True when `date` is within the booking window of `now`. */
export function isBookableDate(date: string, now: Date): boolean {
  return checkBookableDate(date, now) === 'bookable';
}

/** What a person reads when a date is past the booking window. */
export const DATE_OUT_OF_RANGE_MESSAGE = `Please pick a date within the next ${String(BOOKING_WINDOW_DAYS)} days.`;
