/**
 * A doctor's appointment slots: every {@link APPOINTMENT_SLOT_MINUTES} from the start of their timings, and the
 * open ones of the coming days (their working days, not yet past, not yet booked). The booking dialog offers them
 * and the server answers them (`GET /api/doctors/{pmdc}/slots`), so both count slots the same way.
 */
import { isBookableDate } from './appointments';
import { addCalendarDays, pakistanDate, pakistanTimeOfDay, parseTimeString } from './time';

/** Length of one appointment slot, in minutes. */
export const APPOINTMENT_SLOT_MINUTES = 30;

/** How many days of open slots a doctor's page shows, counting today. */
export const OPEN_SLOT_DAYS = 7;

const MINUTES_PER_DAY = 24 * 60;

const minutesOf = (time: string): number | null => {
  const parsed = parseTimeString(time);
  return parsed === null ? null : parsed.hours * 60 + parsed.minutes;
};

const timeText = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The start of each slot within a doctor's timings (`{ start: '17:00', end: '19:00' }` gives 17:00, 17:30, 18:00,
 * 18:30), 24-hour `HH:MM` in the day's order; hours that run past midnight wrap. Unreadable or empty timings give
 * none.
 */
export function slotTimes(timings: { start: string; end: string }): string[] {
  const start = minutesOf(timings.start);
  const end = minutesOf(timings.end);
  if (start === null || end === null || start === end) return [];
  const span = end > start ? end - start : end + MINUTES_PER_DAY - start;
  const times: string[] = [];
  for (let offset = 0; offset < span; offset += APPOINTMENT_SLOT_MINUTES) {
    times.push(timeText((start + offset) % MINUTES_PER_DAY));
  }
  return times.sort();
}

/** A day's open slots. */
export interface OpenSlotDay {
  /** `YYYY-MM-DD`, Pakistan's calendar. */
  date: string;
  /** 24-hour `HH:MM`, in the day's order. */
  times: string[];
}

/**
 * The open slots of a doctor over `days` days from today (Pakistan's calendar, at `now`): each working day (0 =
 * Sunday) with its slots that are not past and not `taken` (`'YYYY-MM-DD HH:MM'`), within the booking window;
 * days without any are left out.
 */
export function openSlots({
  workingDays,
  timings,
  taken,
  now,
  days = OPEN_SLOT_DAYS,
}: {
  workingDays: readonly number[];
  timings: { start: string; end: string };
  taken: ReadonlySet<string>;
  now: Date;
  days?: number;
}): OpenSlotDay[] {
  if (Number.isNaN(now.getTime())) return [];
  const today = pakistanDate(now);
  const times = slotTimes(timings);
  const result: OpenSlotDay[] = [];
  for (let ahead = 0; ahead < days; ahead += 1) {
    const date = addCalendarDays(today, ahead);
    if (!isBookableDate(date, now)) break;
    // The weekday of a calendar date (its noon, in UTC, is on the same date).
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    if (!workingDays.includes(weekday)) continue;
    const later = ahead === 0 ? pakistanTimeOfDay(now) : null;
    const open = times.filter((time) => (later === null || time >= later) && !taken.has(`${date} ${time}`));
    if (open.length > 0) result.push({ date, times: open });
  }
  return result;
}

/** How many open slots a doctor's card in the search offers, from today and tomorrow. */
export const CARD_SLOT_COUNT = 3;

/** How many days a card's slots come from: today and tomorrow. */
export const CARD_SLOT_DAYS = 2;

/** An open slot: a Pakistan date and a 24-hour `HH:MM` time. */
export interface OpenSlot {
  date: string;
  time: string;
}

/** The first `count` open slots of `days` (as {@link openSlots} gives them), in order. */
export function firstOpenSlots(days: readonly OpenSlotDay[], count: number = CARD_SLOT_COUNT): OpenSlot[] {
  return days.flatMap(({ date, times }) => times.map((time) => ({ date, time }))).slice(0, count);
}

/**
 * The kind of visit an open time books when a patient picks one without choosing: at the clinic, unless the doctor
 * sees patients online only (no clinic listed).
 */
export function slotBookingType(doctor: { hasClinic: boolean; isOnline: boolean }): 'in_clinic' | 'online' {
  return !doctor.hasClinic && doctor.isOnline ? 'online' : 'in_clinic';
}
