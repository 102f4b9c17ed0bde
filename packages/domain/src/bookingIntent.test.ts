import { describe, expect, it } from 'vitest';
import { readBookingIntent, withBookingIntent, withoutBookingIntent } from './bookingIntent';

const path = '/doctors/lahore/dermatologist/dr-hira-naveed-60112-p';

describe('withBookingIntent', () => {
  it('adds the kind of visit and the slot to a page’s query, keeping the rest', () => {
    expect(withBookingIntent(path, { type: 'in_clinic', slot: { date: '2026-12-02', time: '17:30' } })).toBe(
      `${path}?book=in_clinic&date=2026-12-02&time=17%3A30`,
    );
    expect(
      withBookingIntent('/doctors/search?city=Lahore&book=online&date=2026-12-01', { type: 'in_clinic' }),
    ).toBe('/doctors/search?city=Lahore&book=in_clinic');
  });
});

describe('readBookingIntent', () => {
  it('reads back what withBookingIntent wrote', () => {
    for (const intent of [
      { type: 'in_clinic', slot: { date: '2026-12-02', time: '17:30' } },
      { type: 'online' },
    ] as const) {
      const query = withBookingIntent(path, intent).split('?')[1] ?? '';
      expect(readBookingIntent(query)).toEqual(intent);
    }
  });

  it('is null without a kind of visit it knows, and drops a slot half given or not a slot', () => {
    expect(readBookingIntent('')).toBeNull();
    expect(readBookingIntent('book=home_visit&date=2026-12-02&time=17:30')).toBeNull();
    expect(readBookingIntent('book=online&date=2026-12-02')).toEqual({ type: 'online' });
    expect(readBookingIntent('book=online&date=2026-02-30&time=17:30')).toEqual({ type: 'online' });
    expect(readBookingIntent('?book=online&date=2026-12-02&time=25:00')).toEqual({ type: 'online' });
    // Written by a form or by hand: encoded or not, a name without a value, a stray ampersand, bad escapes.
    expect(readBookingIntent('&book=in_clinic&date=2026-12-02&time=17%3A30&x')).toEqual({
      type: 'in_clinic',
      slot: { date: '2026-12-02', time: '17:30' },
    });
    expect(readBookingIntent('book&date=%E0%A4')).toBeNull();
    expect(readBookingIntent('book=online&date=%E0%A4&time=17:30')).toEqual({ type: 'online' });
    expect(readBookingIntent('q=dil+ka&book=online')).toEqual({ type: 'online' });
  });
});

describe('withoutBookingIntent', () => {
  it('takes the intent off a query, and leaves nothing when nothing else was there', () => {
    expect(withoutBookingIntent('?city=Lahore&book=in_clinic&date=2026-12-02&time=17:30')).toBe(
      '?city=Lahore',
    );
    expect(withoutBookingIntent('?book=in_clinic')).toBe('');
    expect(withoutBookingIntent('q=dil+ka&book=online&page=2')).toBe('?q=dil+ka&page=2');
  });
});
