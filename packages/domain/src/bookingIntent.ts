/**
 * A booking a visitor started before signing in: the kind of visit and, when they picked one, the slot. It rides
 * in the query of the page the sign-in returns to (`?book=in_clinic&date=2026-12-02&time=17:30`), so the page
 * opens the booking again as they left it.
 */
import { isCalendarDate, isValidTimeString } from './time';

/** The kinds of visit a patient books (the contract's `AppointmentType`). */
export const APPOINTMENT_TYPES = ['in_clinic', 'online'] as const;

/** One of {@link APPOINTMENT_TYPES}. */
export type AppointmentType = (typeof APPOINTMENT_TYPES)[number];

/** The kind of visit, and the slot when one was picked. */
export interface BookingIntent {
  type: AppointmentType;
  slot?: { date: string; time: string };
}

/** The query names a booking intent takes. */
export const BOOKING_INTENT_QUERY = ['book', 'date', 'time'] as const;

/** A page's path and query with `intent` in its query (any intent it had given way to this one). */
export function withBookingIntent(path: string, intent: BookingIntent): string {
  const [pathname = '', query = ''] = path.split('?');
  const params = new URLSearchParams(query);
  for (const name of BOOKING_INTENT_QUERY) params.delete(name);
  params.set('book', intent.type);
  if (intent.slot) {
    params.set('date', intent.slot.date);
    params.set('time', intent.slot.time);
  }
  return `${pathname}?${params.toString()}`;
}

/**
 * The booking intent a query holds, or null for none: `book` must be a kind of visit; a date and time are kept
 * only when both are valid (a slot half given is no slot).
 */
export function readBookingIntent(query: string | URLSearchParams): BookingIntent | null {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const type = params.get('book');
  if (!(APPOINTMENT_TYPES as readonly string[]).includes(type ?? '')) return null;
  const date = params.get('date');
  const time = params.get('time');
  const slot = isCalendarDate(date) && isValidTimeString(time) ? { date, time } : null;
  return { type: type as AppointmentType, ...(slot ? { slot } : {}) };
}

/** A query without any booking intent, as it was before one was added (`''` when nothing is left). */
export function withoutBookingIntent(query: string): string {
  const params = new URLSearchParams(query);
  for (const name of BOOKING_INTENT_QUERY) params.delete(name);
  const rest = params.toString();
  return rest === '' ? '' : `?${rest}`;
}
