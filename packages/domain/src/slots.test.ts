import { describe, expect, it } from 'vitest';
import {
  APPOINTMENT_SLOT_MINUTES,
  CARD_SLOT_COUNT,
  firstOpenSlots,
  openSlots,
  slotBookingType,
  slotTimes,
} from './slots';

describe('slotTimes', () => {
  it('starts a slot every half hour from the start of the timings, none at or after their end', () => {
    expect(APPOINTMENT_SLOT_MINUTES).toBe(30);
    expect(slotTimes({ start: '17:00', end: '19:00' })).toEqual(['17:00', '17:30', '18:00', '18:30']);
    expect(slotTimes({ start: '09:15', end: '10:00' })).toEqual(['09:15', '09:45']);
  });

  it('wraps hours that run past midnight, in the day’s order', () => {
    expect(slotTimes({ start: '23:00', end: '00:30' })).toEqual(['00:00', '23:00', '23:30']);
  });

  it('gives none for unreadable or empty timings', () => {
    expect(slotTimes({ start: '9', end: '13:00' })).toEqual([]);
    expect(slotTimes({ start: '10:00', end: '10:00' })).toEqual([]);
  });
});

describe('openSlots', () => {
  // Monday 30 November 2026, 17:10 in Pakistan (12:10 UTC).
  const now = new Date('2026-11-30T12:10:00Z');
  const timings = { start: '17:00', end: '19:00' };

  it("gives each working day's slots over the coming days, today's still to come", () => {
    expect(openSlots({ workingDays: [1, 3], timings, taken: new Set(), now })).toEqual([
      { date: '2026-11-30', times: ['17:30', '18:00', '18:30'] },
      { date: '2026-12-02', times: ['17:00', '17:30', '18:00', '18:30'] },
    ]);
  });

  it('leaves out what is booked, and a day with nothing left', () => {
    const taken = new Set(['2026-11-30 17:30', '2026-11-30 18:00', '2026-11-30 18:30', '2026-12-02 17:00']);
    expect(openSlots({ workingDays: [1, 3], timings, taken, now, days: 3 })).toEqual([
      { date: '2026-12-02', times: ['17:30', '18:00', '18:30'] },
    ]);
  });

  it('counts days in Pakistan whatever the instant: late at night in UTC is already tomorrow there', () => {
    // Monday 30 November 2026, 21:00 UTC is Tuesday 1 December, 02:00 in Pakistan.
    const [first] = openSlots({
      workingDays: [2],
      timings,
      taken: new Set(),
      now: new Date('2026-11-30T21:00:00Z'),
    });
    expect(first).toEqual({ date: '2026-12-01', times: ['17:00', '17:30', '18:00', '18:30'] });
  });

  it('never goes past the booking window, however many days are asked for', () => {
    const days = openSlots({ workingDays: [0, 1, 2, 3, 4, 5, 6], timings, taken: new Set(), now, days: 90 });
    expect(days).toHaveLength(61);
    expect(days.at(-1)?.date).toBe('2027-01-29');
  });

  it('gives nothing for no working days, unreadable timings or an invalid clock', () => {
    expect(openSlots({ workingDays: [], timings, taken: new Set(), now })).toEqual([]);
    expect(
      openSlots({ workingDays: [1], timings: { start: 'x', end: '19:00' }, taken: new Set(), now }),
    ).toEqual([]);
    expect(openSlots({ workingDays: [1], timings, taken: new Set(), now: new Date(Number.NaN) })).toEqual([]);
  });
});

describe('firstOpenSlots', () => {
  it("takes a card's first open slots across days, in order", () => {
    const days = [
      { date: '2026-11-30', times: ['17:30'] },
      { date: '2026-12-01', times: ['17:00', '17:30', '18:00'] },
    ];
    expect(CARD_SLOT_COUNT).toBe(3);
    expect(firstOpenSlots(days)).toEqual([
      { date: '2026-11-30', time: '17:30' },
      { date: '2026-12-01', time: '17:00' },
      { date: '2026-12-01', time: '17:30' },
    ]);
    expect(firstOpenSlots(days, 1)).toEqual([{ date: '2026-11-30', time: '17:30' }]);
    expect(firstOpenSlots([])).toEqual([]);
  });
});

describe('slotBookingType', () => {
  it('books a picked time at the clinic, unless the doctor is online only', () => {
    expect(slotBookingType({ hasClinic: true, isOnline: true })).toBe('in_clinic');
    expect(slotBookingType({ hasClinic: true, isOnline: false })).toBe('in_clinic');
    expect(slotBookingType({ hasClinic: false, isOnline: true })).toBe('online');
    expect(slotBookingType({ hasClinic: false, isOnline: false })).toBe('in_clinic');
  });
});
