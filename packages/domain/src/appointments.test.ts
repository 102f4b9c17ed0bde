import { describe, expect, it } from 'vitest';

import {
  BOOKING_WINDOW_DAYS,
  DATE_OUT_OF_RANGE_MESSAGE,
  bookableDateRange,
  checkBookableDate,
  isBookableDate,
} from './appointments';

// 23:30 UTC on the 27th is 04:30 on the 28th in Pakistan.
const lateEvening = new Date('2026-11-27T23:30:00Z');

describe('the booking window', () => {
  it('runs from today in Pakistan to 60 days ahead', () => {
    expect(BOOKING_WINDOW_DAYS).toBe(60);
    expect(bookableDateRange(lateEvening)).toEqual({ first: '2026-11-28', last: '2027-01-27' });
  });

  it('says where a date falls', () => {
    expect(checkBookableDate('2026-11-28', lateEvening)).toBe('bookable');
    expect(checkBookableDate('2027-01-27', lateEvening)).toBe('bookable');
    expect(checkBookableDate('2026-11-27', lateEvening)).toBe('in_past');
    expect(checkBookableDate('2027-01-28', lateEvening)).toBe('too_far');
    expect(checkBookableDate('3204-01-01', lateEvening)).toBe('too_far');
    expect(checkBookableDate('2026-11-31', lateEvening)).toBe('invalid');
    expect(checkBookableDate('28/11/2026', lateEvening)).toBe('invalid');
  });

  it('answers yes or no', () => {
    expect(isBookableDate('2026-12-25', lateEvening)).toBe(true);
    expect(isBookableDate('3204-01-01', lateEvening)).toBe(false);
  });

  it('names the window in its message', () => {
    expect(DATE_OUT_OF_RANGE_MESSAGE).toBe('Please pick a date within the next 60 days.');
  });
});
