import {
  APPOINTMENT_SLOT_MINUTES,
  isBookableDate,
  nextAvailableDate,
  pakistanDate,
  pakistanTimeOfDay,
  slotTimes,
  to12HourTime,
  toPakistanWallClock,
} from '@aafiyat/domain';
import { formatShortDay } from '../../i18n/format';
import type { Translate } from '../../i18n/translator';

/** Length of one appointment slot, in minutes (the domain's rule). */
export const BOOKING_SLOT_MINUTES = APPOINTMENT_SLOT_MINUTES;

/** How many days ahead, counting today, the dialog offers dates. */
export const BOOKING_DAYS_AHEAD = 14;

const MS_PER_DAY = 24 * 60 * 60 * 1000;

/** A doctor's hours, as the API gives them (`'17:00'`, `'21:00'`). */
export interface BookingTimings {
  /** First slot, 24-hour `HH:MM`. */
  start: string;
  /** End of the last slot, 24-hour `HH:MM` (a slot never starts at or after it). */
  end: string;
}

/** One time a person can pick. */
export interface BookingTime {
  /** Sent to the API: 24-hour `HH:MM`. */
  value: string;
  /** Shown: 12-hour (`'5:30 PM'`). */
  label: string;
}

/** One date a person can pick, with its free times. */
export interface BookingDate {
  /** Sent to the API: `YYYY-MM-DD` (Pakistan's calendar). */
  value: string;
  /** Shown: `'Today, Sat 21 Nov'`, `'Mon 23 Nov'`. */
  label: string;
  /** The slots of that day still to come. */
  times: readonly BookingTime[];
}

/**
 * The slots within a doctor's timings, every {@link BOOKING_SLOT_MINUTES} from `start`, each starting before `end`
 * (hours that run past midnight wrap). With `after`, only slots at or after that `HH:MM` (later today).
 * Unreadable timings give no slots.
 */
export function bookingTimes(timings: BookingTimings, after?: string): BookingTime[] {
  return slotTimes(timings)
    .filter((value) => after === undefined || value >= after)
    .map((value) => ({ value, label: to12HourTime(value) ?? value }));
}

/**
 * The dates a patient can book, in Pakistan's calendar: starting from the doctor's next available date
 * (`nextAvailableDate` of @aafiyat/domain) and every working day after it within {@link BOOKING_DAYS_AHEAD} days,
 * each with its slots, and never past the domain's booking window (today to 60 days ahead); today keeps only the
 * slots still to come, and a day without any is left out.
 */
export function bookingDates(
  t: Translate,
  workingDays: readonly number[],
  timings: BookingTimings,
  now: Date,
  daysAhead: number = BOOKING_DAYS_AHEAD,
): BookingDate[] {
  if (Number.isNaN(now.getTime())) return [];
  const today = pakistanDate(now);
  const nowTime = pakistanTimeOfDay(now);
  const last = now.getTime() + (daysAhead - 1) * MS_PER_DAY;
  const dates: BookingDate[] = [];
  let from = now;
  // Each round moves at least one day on, so `daysAhead` rounds cover the whole window.
  for (let round = 0; round < daysAhead; round += 1) {
    const day = nextAvailableDate(workingDays, from, { zone: 'pakistan' });
    if (day === null || day.getTime() > last) break;
    const wall = toPakistanWallClock(day);
    const value = pakistanDate(day);
    // Never past the booking window (today to 60 days ahead), however many days were asked for.
    if (!isBookableDate(value, now)) break;
    const times = bookingTimes(timings, value === today ? nowTime : undefined);
    if (times.length > 0) {
      const label = formatShortDay(t, wall);
      dates.push({ value, label: value === today ? t('BookingDialog.today', { day: label }) : label, times });
    }
    from = new Date(day.getTime() + MS_PER_DAY);
  }
  return dates;
}
