import { describe, expect, it } from 'vitest';
import { formatMissedCallTime } from './MissedCallList';

describe('formatMissedCallTime', () => {
  it('writes the time on Pakistan’s clock (UTC+5), whatever zone the machine is in', () => {
    expect(formatMissedCallTime('2026-06-02T10:30:00Z')).toBe('3:30 PM');
    expect(formatMissedCallTime('2026-06-02T15:30:00+05:00')).toBe('3:30 PM');
  });

  it('writes noon, midnight and the morning in 12-hour form with a capital period', () => {
    expect(formatMissedCallTime('2026-06-02T07:00:00Z')).toBe('12:00 PM');
    expect(formatMissedCallTime('2026-06-02T19:05:00Z')).toBe('12:05 AM');
    expect(formatMissedCallTime('2026-06-02T04:09:00Z')).toBe('9:09 AM');
  });

  it('shows a value that is not a date as given rather than throwing', () => {
    expect(formatMissedCallTime('soon')).toBe('soon');
  });
});
