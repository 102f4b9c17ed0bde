import { describe, expect, it } from 'vitest';
import { BOOKING_WINDOW_DAYS, bookableDateRange } from '@aafiyat/domain';
import { bookingDates, bookingTimes } from './bookingSlots';
import { builtInCatalogs } from '../../i18n/builtIn';
import { createTranslator } from '../../i18n/translator';

const english = createTranslator('en', builtInCatalogs.en);
const urdu = createTranslator('ur', builtInCatalogs.ur);

const timings = { start: '17:00', end: '19:00' };

describe('bookingTimes', () => {
  it('gives 30-minute slots from the start, each before the end, with 12-hour labels', () => {
    expect(bookingTimes(timings)).toEqual([
      { value: '17:00', label: '5:00 PM' },
      { value: '17:30', label: '5:30 PM' },
      { value: '18:00', label: '6:00 PM' },
      { value: '18:30', label: '6:30 PM' },
    ]);
  });

  it('keeps only the slots at or after a time of day', () => {
    expect(bookingTimes(timings, '17:45').map((slot) => slot.value)).toEqual(['18:00', '18:30']);
  });

  it('wraps hours that run past midnight and ignores unreadable hours', () => {
    expect(bookingTimes({ start: '23:00', end: '00:30' }).map((slot) => slot.value)).toEqual([
      '00:00',
      '23:00',
      '23:30',
    ]);
    expect(bookingTimes({ start: 'evening', end: '21:00' })).toEqual([]);
    expect(bookingTimes({ start: '09:00', end: '09:00' })).toEqual([]);
  });
});

describe('bookingDates', () => {
  // Saturday 21 November 2026, 10:00 in Pakistan (05:00 UTC).
  const saturdayMorning = new Date('2026-11-21T05:00:00Z');

  it('starts at the next available date and lists only working days within two weeks', () => {
    const dates = bookingDates(english, [1, 6], timings, saturdayMorning);
    expect(dates.map((date) => date.value)).toEqual(['2026-11-21', '2026-11-23', '2026-11-28', '2026-11-30']);
    expect(dates[0]?.label).toBe('Today, Sat 21 Nov');
    expect(dates[1]?.label).toBe('Mon 23 Nov');
  });

  it('names the days in Urdu for an Urdu page, with Western digits', () => {
    const dates = bookingDates(urdu, [1, 6], timings, saturdayMorning);
    expect(dates[0]?.label).toBe('آج، ہفتہ، 21 نومبر');
    expect(dates[1]?.label).toBe('پیر، 23 نومبر');
  });

  it('writes English days as en-GB does, every day of the booking window', () => {
    const shortDay = new Intl.DateTimeFormat('en-GB', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
    const dates = bookingDates(english, [0, 1, 2, 3, 4, 5, 6], timings, saturdayMorning, 366);
    for (const date of dates.slice(1))
      expect(date.label).toBe(shortDay.format(new Date(`${date.value}T00:00:00Z`)));
  });

  it('drops today once its last slot has passed, in Pakistan time whatever the device says', () => {
    // 18:40 in Pakistan: no slot of 17:00–19:00 is left today.
    const evening = new Date('2026-11-21T13:40:00Z');
    expect(bookingDates(english, [6], timings, evening).map((date) => date.value)).toEqual(['2026-11-28']);
  });

  it('gives nothing for a doctor without working days', () => {
    expect(bookingDates(english, [], timings, saturdayMorning)).toEqual([]);
  });

  it('never offers a day past the booking window, however many days are asked for', () => {
    const dates = bookingDates(english, [0, 1, 2, 3, 4, 5, 6], timings, saturdayMorning, 100);
    const { first, last } = bookableDateRange(saturdayMorning);
    expect(dates.at(0)?.value).toBe(first);
    expect(dates.at(-1)?.value).toBe(last);
    expect(dates).toHaveLength(BOOKING_WINDOW_DAYS + 1);
  });
});
