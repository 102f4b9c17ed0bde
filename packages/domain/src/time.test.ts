import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  addCalendarDays,
  isCalendarDate,
  isValidTimeString,
  millisecondsUntilTimeOfDay,
  nextAvailableDate,
  PAKISTAN_UTC_OFFSET_MS,
  pakistanDate,
  pakistanInstant,
  pakistanTimeOfDay,
  parseTimeString,
  to12HourTime,
  pakistanWeekday,
  toPakistanWallClock,
} from './time';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const TWELVE_HOUR_TIME = /^(1[0-2]|[1-9]):[0-5]\d (AM|PM)$/;

const twoDigits = (max: number) => fc.integer({ min: 0, max }).map((n) => String(n).padStart(2, '0'));
const validTime = fc
  .tuple(twoDigits(23), twoDigits(59), fc.option(twoDigits(59), { nil: undefined }))
  .map(([h, m, s]) => (s === undefined ? `${h}:${m}` : `${h}:${m}:${s}`));
const fixedDates = fc.date({
  min: new Date('2000-01-01T00:00:00Z'),
  max: new Date('2100-01-01T00:00:00Z'),
  noInvalidDate: true,
});

// Reads a 12-hour text back into 24-hour hours and minutes.
function from12Hour(text: string): { hours: number; minutes: number } {
  const [clock = '', period] = text.split(' ');
  const [hour = '', minutes = ''] = clock.split(':');
  const hour12 = Number(hour) % 12;
  return { hours: period === 'PM' ? hour12 + 12 : hour12, minutes: Number(minutes) };
}

describe('isValidTimeString', () => {
  it.each(['00:00', '09:15', '12:00', '23:59', '13:30:15', '00:00:00', '23:59:59'])('accepts %s', (text) => {
    expect(isValidTimeString(text)).toBe(true);
  });

  it.each([
    '24:00',
    '23:60',
    '12:00:60',
    '9:15',
    '09:5',
    '0915',
    '09:15:',
    '09:15:5',
    ' 09:15',
    '09:15 ',
    '09:15 AM',
    '',
    '٠٩:١٥',
  ])('rejects %j', (text) => {
    expect(isValidTimeString(text)).toBe(false);
  });

  it('rejects non-strings', () => {
    expect(isValidTimeString(915)).toBe(false);
    expect(isValidTimeString(null)).toBe(false);
  });
});

describe('parseTimeString', () => {
  it('splits hours, minutes and seconds, with 0 seconds when absent', () => {
    expect(parseTimeString('13:30:15')).toEqual({ hours: 13, minutes: 30, seconds: 15 });
    expect(parseTimeString('07:05')).toEqual({ hours: 7, minutes: 5, seconds: 0 });
  });

  it('gives null for invalid input', () => {
    expect(parseTimeString('25:00')).toBeNull();
    expect(parseTimeString(undefined)).toBeNull();
  });
});

describe('to12HourTime', () => {
  it.each([
    ['00:05', '12:05 AM'],
    ['00:00', '12:00 AM'],
    ['09:15', '9:15 AM'],
    ['11:59', '11:59 AM'],
    ['12:00', '12:00 PM'],
    ['12:30', '12:30 PM'],
    ['13:30:15', '1:30 PM'],
    ['23:59:59', '11:59 PM'],
  ])('%s → %s', (input, expected) => {
    expect(to12HourTime(input)).toBe(expected);
  });

  it('gives null for invalid input', () => {
    expect(to12HourTime('24:00')).toBeNull();
    expect(to12HourTime('9:15')).toBeNull();
    expect(to12HourTime(42)).toBeNull();
  });

  it('turns every valid time into h:MM AM/PM that reads back as the same hour and minute', () => {
    fc.assert(
      fc.property(validTime, (text) => {
        const result = to12HourTime(text);
        expect(result).toMatch(TWELVE_HOUR_TIME);
        const parsed = parseTimeString(text);
        expect(from12Hour(result ?? '')).toEqual({ hours: parsed?.hours, minutes: parsed?.minutes });
      }),
    );
  });

  it('never throws on arbitrary strings and answers null exactly when the text is invalid', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(to12HourTime(text) === null).toBe(!isValidTimeString(text));
      }),
    );
  });
});

describe('pakistanWeekday', () => {
  it("reads the weekday on Pakistan's clock, five hours ahead of UTC", () => {
    // Sunday 19:30 UTC is Monday 00:30 in Pakistan; Monday 18:59 UTC is still Monday there.
    expect(pakistanWeekday(new Date('2024-06-02T19:30:00Z'))).toBe(1);
    expect(pakistanWeekday(new Date('2024-06-02T18:59:00Z'))).toBe(0);
    expect(pakistanWeekday(new Date('2024-06-03T18:59:00Z'))).toBe(1);
  });
});

describe('toPakistanWallClock', () => {
  it('adds exactly 5 hours (18,000,000 ms), Pakistan’s fixed UTC offset', () => {
    expect(PAKISTAN_UTC_OFFSET_MS).toBe(18_000_000);
    const instant = new Date('2024-01-15T20:30:00Z');
    const wall = toPakistanWallClock(instant);
    expect(wall.getTime() - instant.getTime()).toBe(18_000_000);
    // 20:30 UTC on the 15th is 01:30 on the 16th in Karachi.
    expect([wall.getUTCDate(), wall.getUTCHours(), wall.getUTCMinutes()]).toEqual([16, 1, 30]);
  });

  it('returns a new date and leaves the argument alone', () => {
    const instant = new Date('2024-06-01T00:00:00Z');
    const wall = toPakistanWallClock(instant);
    expect(wall).not.toBe(instant);
    expect(instant.toISOString()).toBe('2024-06-01T00:00:00.000Z');
  });

  it('keeps an invalid date invalid', () => {
    expect(Number.isNaN(toPakistanWallClock(new Date(Number.NaN)).getTime())).toBe(true);
  });
});

describe('millisecondsUntilTimeOfDay', () => {
  describe('in local time (default)', () => {
    // Built with the local-time constructor so the expectations hold in any time zone.
    const now = new Date(2024, 0, 15, 10, 0, 0);

    it('is positive for a time still ahead today', () => {
      expect(millisecondsUntilTimeOfDay('10:30', now)).toBe(30 * MINUTE);
      expect(millisecondsUntilTimeOfDay('23:59:59', now)).toBe(14 * HOUR - 1000);
    });

    it('is negative for a time already past and 0 for now', () => {
      expect(millisecondsUntilTimeOfDay('09:00', now)).toBe(-HOUR);
      expect(millisecondsUntilTimeOfDay('00:00', now)).toBe(-10 * HOUR);
      expect(millisecondsUntilTimeOfDay('10:00:00', now)).toBe(0);
    });

    it('ignores milliseconds on the target but not on now', () => {
      const later = new Date(2024, 0, 15, 10, 0, 0, 250);
      expect(millisecondsUntilTimeOfDay('10:00', later)).toBe(-250);
    });
  });

  describe('in Pakistan time', () => {
    it('measures against the Karachi wall clock whatever the device zone', () => {
      const now = new Date('2024-01-15T05:00:00Z'); // 10:00 in Karachi
      expect(millisecondsUntilTimeOfDay('10:30', now, { zone: 'pakistan' })).toBe(30 * MINUTE);
      expect(millisecondsUntilTimeOfDay('09:00', now, { zone: 'pakistan' })).toBe(-HOUR);
    });

    it('uses the Karachi calendar day when it differs from the UTC day', () => {
      const now = new Date('2024-01-15T20:00:00Z'); // 01:00 on the 16th in Karachi
      expect(millisecondsUntilTimeOfDay('00:30', now, { zone: 'pakistan' })).toBe(-30 * MINUTE);
      expect(millisecondsUntilTimeOfDay('23:00', now, { zone: 'pakistan' })).toBe(22 * HOUR);
    });
  });

  it('gives null for an invalid time or an invalid now', () => {
    const now = new Date(2024, 0, 15, 10, 0, 0);
    expect(millisecondsUntilTimeOfDay('24:00', now)).toBeNull();
    expect(millisecondsUntilTimeOfDay('10:00', new Date(Number.NaN))).toBeNull();
  });

  it('stays within one day either way for every valid time and date', () => {
    fc.assert(
      fc.property(
        validTime,
        fixedDates,
        fc.constantFrom('local' as const, 'pakistan' as const),
        (time, now, zone) => {
          const difference = millisecondsUntilTimeOfDay(time, now, { zone });
          expect(difference).not.toBeNull();
          // One extra hour allows for a daylight-saving change in the device's zone.
          expect(Math.abs(difference ?? Infinity)).toBeLessThan(DAY + HOUR);
        },
      ),
    );
  });
});

describe('nextAvailableDate', () => {
  describe('in local time (default)', () => {
    const monday = new Date(2024, 0, 15, 9, 30); // Monday 15 January 2024, 09:30

    it('is today when today is a working day', () => {
      expect(nextAvailableDate([1], monday)).toEqual(monday);
    });

    it('is the first working day ahead, at the same time of day', () => {
      expect(nextAvailableDate([3], monday)).toEqual(new Date(2024, 0, 17, 9, 30));
      expect(nextAvailableDate([6, 0], monday)).toEqual(new Date(2024, 0, 20, 9, 30));
      expect(nextAvailableDate([0], monday)).toEqual(new Date(2024, 0, 21, 9, 30));
    });

    it('crosses month and year ends', () => {
      const sunday = new Date(2023, 11, 31, 18, 0); // Sunday 31 December 2023
      expect(nextAvailableDate([2], sunday)).toEqual(new Date(2024, 0, 2, 18, 0));
    });

    it('ignores entries that are not weekday numbers', () => {
      expect(nextAvailableDate([9, -1, 2.5, 2], monday)).toEqual(new Date(2024, 0, 16, 9, 30));
    });

    it('does not change its argument', () => {
      nextAvailableDate([5], monday);
      expect(monday).toEqual(new Date(2024, 0, 15, 9, 30));
    });
  });

  describe('in Pakistan time', () => {
    // 20:00 UTC on Sunday 14 January is 01:00 on Monday 15 January in Karachi.
    const lateSundayUtc = new Date('2024-01-14T20:00:00Z');

    it('reads the weekday on the Karachi calendar', () => {
      expect(nextAvailableDate([1], lateSundayUtc, { zone: 'pakistan' })).toEqual(lateSundayUtc);
      expect(nextAvailableDate([0], lateSundayUtc, { zone: 'pakistan' })).toEqual(
        new Date('2024-01-20T20:00:00Z'),
      );
    });
  });

  it('gives null for an empty list, a list with no usable day, or an invalid date', () => {
    const monday = new Date(2024, 0, 15, 9, 30);
    expect(nextAvailableDate([], monday)).toBeNull();
    expect(nextAvailableDate([7, -1, 0.5, Number.NaN], monday)).toBeNull();
    expect(nextAvailableDate([1], new Date(Number.NaN))).toBeNull();
  });

  it('finds, within 7 days, the first day whose Karachi weekday is in the list', () => {
    const workingDays = fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 });
    fc.assert(
      fc.property(workingDays, fixedDates, (days, from) => {
        const result = nextAvailableDate(days, from, { zone: 'pakistan' });
        expect(result).not.toBeNull();
        const ahead = (result?.getTime() ?? Number.NaN) - from.getTime();
        expect(ahead % DAY).toBe(0);
        expect(ahead).toBeGreaterThanOrEqual(0);
        expect(ahead).toBeLessThan(7 * DAY);
        const weekdayOn = (offset: number) =>
          toPakistanWallClock(new Date(from.getTime() + offset)).getUTCDay();
        expect(days).toContain(weekdayOn(ahead));
        for (let earlier = 0; earlier < ahead; earlier += DAY) expect(days).not.toContain(weekdayOn(earlier));
      }),
    );
  });

  it('finds, within 7 days, a day whose local weekday is in the list', () => {
    const workingDays = fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 });
    fc.assert(
      fc.property(workingDays, fixedDates, (days, from) => {
        const result = nextAvailableDate(days, from);
        expect(result).not.toBeNull();
        expect(days).toContain(result?.getDay());
        const ahead = (result?.getTime() ?? Number.NaN) - from.getTime();
        expect(ahead).toBeGreaterThanOrEqual(-HOUR);
        expect(ahead).toBeLessThan(7 * DAY);
      }),
    );
  });

  it('gives null for an empty list on any date', () => {
    fc.assert(
      fc.property(fixedDates, (from) => {
        expect(nextAvailableDate([], from)).toBeNull();
      }),
    );
  });
});

describe('Pakistan calendar dates', () => {
  it('reads today in Pakistan whatever the UTC date', () => {
    expect(pakistanDate(new Date('2026-11-27T18:59:59Z'))).toBe('2026-11-27');
    expect(pakistanDate(new Date('2026-11-27T19:00:00Z'))).toBe('2026-11-28');
    expect(pakistanTimeOfDay(new Date('2026-11-27T19:05:00Z'))).toBe('00:05');
  });

  it('names the instant of a Pakistan date and time', () => {
    expect(pakistanInstant('2026-11-27', '17:15')?.toISOString()).toBe('2026-11-27T12:15:00.000Z');
    expect(pakistanInstant('2026-11-28', '00:05:30')?.toISOString()).toBe('2026-11-27T19:05:30.000Z');
    expect(pakistanInstant('2026-11-27', '7:15')).toBeNull();
    expect(pakistanInstant('2026-13-01', '07:15')).toBeNull();
  });

  it('round-trips any instant to the minute', () => {
    fc.assert(
      fc.property(fixedDates, (date) => {
        const minute = new Date(Math.floor(date.getTime() / MINUTE) * MINUTE);
        expect(pakistanInstant(pakistanDate(minute), pakistanTimeOfDay(minute))?.getTime()).toBe(
          minute.getTime(),
        );
      }),
    );
  });

  it('knows a real calendar date', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-2-01')).toBe(false);
    expect(isCalendarDate(20261127)).toBe(false);
  });

  it('adds days across months and years', () => {
    expect(addCalendarDays('2026-11-27', 60)).toBe('2027-01-26');
    expect(addCalendarDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
