import { describe, expect, it } from 'vitest';
import {
  bookingState,
  holdsItsTime,
  mayPayAtClinic,
  SLOT_HOLD_MINUTES,
  slotHoldUntil,
  type HeldBooking,
} from './bookingHold';
import { PaymentStatus } from './enums';

const now = new Date('2026-11-29T10:00:00Z');
const unpaid: HeldBooking = {
  paymentStatus: PaymentStatus.NOT_STARTED,
  payAtClinic: false,
  heldUntil: slotHoldUntil(now),
  released: false,
};

describe('slotHoldUntil', () => {
  it('holds a time for 15 minutes', () => {
    expect(SLOT_HOLD_MINUTES).toBe(15);
    expect(slotHoldUntil(now).toISOString()).toBe('2026-11-29T10:15:00.000Z');
  });
});

describe('bookingState', () => {
  it('holds a new booking for its 15 minutes, then lets it lapse', () => {
    expect(bookingState(unpaid, now)).toBe('held');
    expect(bookingState(unpaid, new Date('2026-11-29T10:14:59Z'))).toBe('held');
    expect(bookingState(unpaid, new Date('2026-11-29T10:15:00Z'))).toBe('lapsed');
    expect(bookingState({ ...unpaid, heldUntil: null }, now)).toBe('lapsed');
    for (const status of [PaymentStatus.STARTED, PaymentStatus.FAILURE]) {
      expect(bookingState({ ...unpaid, paymentStatus: status }, now)).toBe('held');
    }
  });

  it('confirms a paid or pending booking, and one paid at the clinic, whatever its hold', () => {
    const later = new Date('2026-11-30T10:00:00Z');
    expect(bookingState({ ...unpaid, paymentStatus: PaymentStatus.SUCCESS }, later)).toBe('confirmed');
    expect(bookingState({ ...unpaid, paymentStatus: PaymentStatus.PENDING, released: true }, later)).toBe(
      'confirmed',
    );
    expect(bookingState({ ...unpaid, payAtClinic: true }, later)).toBe('pay_at_clinic');
  });

  it('says a booking whose time went to another patient is released', () => {
    expect(bookingState({ ...unpaid, released: true }, now)).toBe('released');
  });
});

describe('holdsItsTime', () => {
  it('keeps the time of a confirmed, pay-at-clinic or held booking only', () => {
    expect(['confirmed', 'pay_at_clinic', 'held'].every((state) => holdsItsTime(state as never))).toBe(true);
    expect(holdsItsTime('lapsed')).toBe(false);
    expect(holdsItsTime('released')).toBe(false);
  });
});

describe('mayPayAtClinic', () => {
  it('lets an in-clinic visit not yet paid be paid at the clinic, never an online one', () => {
    expect(mayPayAtClinic('in_clinic', 'held')).toBe(true);
    expect(mayPayAtClinic('in_clinic', 'lapsed')).toBe(true);
    expect(mayPayAtClinic('online', 'held')).toBe(false);
    for (const state of ['confirmed', 'pay_at_clinic', 'released'] as const) {
      expect(mayPayAtClinic('in_clinic', state)).toBe(false);
    }
  });
});
