/**
 * A booked time while it is paid for: a new appointment holds its time for {@link SLOT_HOLD_MINUTES} (again from
 * each payment started), and keeps it once paid, pending at JazzCash, or (in the clinic only) to be paid at the
 * clinic. An online consultation is confirmed only once paid. A time whose hold ran out may be booked by another
 * patient, which releases the first booking.
 */
import { PaymentStatus } from './enums';

/** How long a new booking, or a payment started, holds the time for the patient. */
export const SLOT_HOLD_MINUTES = 15;

/** Where a booking stands (see the file's head). */
export const BOOKING_STATES = ['confirmed', 'pay_at_clinic', 'held', 'lapsed', 'released'] as const;

/** One of {@link BOOKING_STATES}. */
export type BookingState = (typeof BOOKING_STATES)[number];

/** When a hold begun at `from` ends. */
export function slotHoldUntil(from: Date): Date {
  return new Date(from.getTime() + SLOT_HOLD_MINUTES * 60_000);
}

/** What decides where a booking stands. */
export interface HeldBooking {
  paymentStatus: number;
  /** The patient chose to pay at the clinic (an in-clinic visit only). */
  payAtClinic: boolean;
  /** When its hold ends; null for one never held (booked before holds). */
  heldUntil: Date | null;
  /** Another patient booked its time after its hold ran out. */
  released: boolean;
}

/**
 * Where a booking stands at `now`: `confirmed` once paid or pending at JazzCash, `pay_at_clinic` when the patient
 * pays there, `released` once its time went to another patient, `held` while its hold lasts, else `lapsed` (not
 * paid, its time still free until someone books it).
 */
export function bookingState(booking: HeldBooking, now: Date): BookingState {
  if (booking.paymentStatus === PaymentStatus.SUCCESS || booking.paymentStatus === PaymentStatus.PENDING)
    return 'confirmed';
  if (booking.released) return 'released';
  if (booking.payAtClinic) return 'pay_at_clinic';
  return booking.heldUntil !== null && booking.heldUntil.getTime() > now.getTime() ? 'held' : 'lapsed';
}

/** True when a booking in `state` keeps its time from other patients. */
export function holdsItsTime(state: BookingState): boolean {
  return state === 'confirmed' || state === 'pay_at_clinic' || state === 'held';
}

/**
 * Whether the patient may choose to pay at the clinic: an in-clinic visit not yet paid nor released. An online
 * consultation must be paid before it is confirmed.
 */
export function mayPayAtClinic(type: 'in_clinic' | 'online', state: BookingState): boolean {
  return type === 'in_clinic' && (state === 'held' || state === 'lapsed');
}
