/**
 * Weekdays as doctors' working days are stored: the JavaScript weekday number (0 = Sunday … 6 = Saturday),
 * shown with a three-letter abbreviation.
 */

/** Abbreviated weekday names; the index is the weekday number (`Date#getDay()`). */
export const WEEKDAY_ABBREVIATIONS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** One of {@link WEEKDAY_ABBREVIATIONS}. */
export type WeekdayAbbreviation = (typeof WEEKDAY_ABBREVIATIONS)[number];

/** A weekday number: 0 = Sunday … 6 = Saturday. */
export type WeekdayNumber = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** True when `value` is an integer from 0 (Sunday) to 6 (Saturday). */
export function isWeekdayNumber(value: unknown): value is WeekdayNumber {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 6;
}

/** The abbreviation of a weekday number, e.g. 1 → 'Mon'. */
export function weekdayAbbreviation(day: WeekdayNumber): WeekdayAbbreviation {
  return WEEKDAY_ABBREVIATIONS[day];
}
