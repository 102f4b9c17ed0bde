import { describe, expect, it } from 'vitest';

import {
  CALL_CLOSES_AFTER_MS,
  CALL_OPENS_BEFORE_MS,
  CALL_REFUSAL_MESSAGES,
  CALL_REFUSAL_REASONS,
  callPermission,
} from './calls';
import { PaymentStatus } from './enums';

const MINUTE = 60_000;
const paidOnline = {
  type: 'online',
  paymentStatus: PaymentStatus.SUCCESS,
  date: '2026-11-27',
  time: '17:15',
};
// 17:15 in Pakistan is 12:15 UTC.
const slot = new Date('2026-11-27T12:15:00Z').getTime();
const at = (offsetMs: number) => new Date(slot + offsetMs);

describe('callPermission', () => {
  it('allows a paid online consultation from 10 minutes before its time to 30 minutes after', () => {
    expect(CALL_OPENS_BEFORE_MS).toBe(10 * MINUTE);
    expect(CALL_CLOSES_AFTER_MS).toBe(30 * MINUTE);
    for (const offset of [-10 * MINUTE, -MINUTE, 0, 29 * MINUTE, 30 * MINUTE]) {
      expect(callPermission(paidOnline, at(offset))).toEqual({ allowed: true });
    }
  });

  it('is too early before the window and too late after it', () => {
    expect(callPermission(paidOnline, at(-10 * MINUTE - 1))).toEqual({ allowed: false, reason: 'too_early' });
    // The case: a 5:15 PM slot at 11 AM.
    expect(callPermission(paidOnline, new Date('2026-11-27T06:00:00Z'))).toEqual({
      allowed: false,
      reason: 'too_early',
    });
    expect(callPermission(paidOnline, at(30 * MINUTE + 1))).toEqual({ allowed: false, reason: 'too_late' });
    // The day before and the day after, at the same clock time.
    expect(callPermission(paidOnline, at(-24 * 60 * MINUTE)).allowed).toBe(false);
    expect(callPermission(paidOnline, at(24 * 60 * MINUTE))).toEqual({ allowed: false, reason: 'too_late' });
  });

  it('reads the time in Pakistan, seconds included', () => {
    const withSeconds = { ...paidOnline, time: '17:15:30' };
    expect(callPermission(withSeconds, at(-10 * MINUTE + 30_000))).toEqual({ allowed: true });
    expect(callPermission(withSeconds, at(-10 * MINUTE + 29_999)).allowed).toBe(false);
  });

  it('refuses anything but a paid consultation', () => {
    for (const status of [
      PaymentStatus.PENDING,
      PaymentStatus.FAILURE,
      PaymentStatus.NOT_STARTED,
      PaymentStatus.STARTED,
    ]) {
      expect(callPermission({ ...paidOnline, paymentStatus: status }, at(0))).toEqual({
        allowed: false,
        reason: 'not_paid',
      });
    }
  });

  it('refuses an in-clinic appointment before anything else', () => {
    expect(
      callPermission({ ...paidOnline, type: 'in_clinic', paymentStatus: PaymentStatus.FAILURE }, at(0)),
    ).toEqual({ allowed: false, reason: 'not_online' });
  });

  it('never allows an appointment whose date or time is not valid', () => {
    expect(callPermission({ ...paidOnline, time: '25:00' }, at(0))).toEqual({
      allowed: false,
      reason: 'too_late',
    });
    expect(callPermission({ ...paidOnline, date: '2026-02-30' }, at(0)).allowed).toBe(false);
  });

  it('has words for every reason', () => {
    for (const reason of CALL_REFUSAL_REASONS) expect(CALL_REFUSAL_MESSAGES[reason]).toMatch(/\.$/);
  });
});
