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

/**
 * A query's parameters (with or without its `?`), each as written (names and values still encoded), in order. The
 * domain runs where `URLSearchParams` may not be declared, and needs only this much.
 */
function queryParts(query: string): { name: string; part: string }[] {
  return query
    .replace(/^\?/, '')
    .split('&')
    .filter((part) => part !== '')
    .map((part) => {
      const equals = part.indexOf('=');
      return { name: decodeQuery(equals < 0 ? part : part.slice(0, equals)), part };
    });
}

/** A query's name or value, decoded as a form writes it (`+` is a space); what cannot be decoded stays as it is. */
function decodeQuery(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/** The first value of `name` in a query, decoded, or null. */
function queryValue(query: string, name: string): string | null {
  const found = queryParts(query).find((entry) => entry.name === name);
  return found === undefined
    ? null
    : decodeQuery(found.part.slice(found.part.indexOf('=') + 1 || found.part.length));
}

/** A query's parameters other than a booking intent's, as written. */
function otherParts(query: string): string[] {
  return queryParts(query)
    .filter((entry) => !(BOOKING_INTENT_QUERY as readonly string[]).includes(entry.name))
    .map((entry) => entry.part);
}

/** A page's path and query with `intent` in its query (any intent it had given way to this one). */
export function withBookingIntent(path: string, intent: BookingIntent): string {
  const at = path.indexOf('?');
  const pathname = at < 0 ? path : path.slice(0, at);
  const parts = otherParts(at < 0 ? '' : path.slice(at + 1));
  parts.push(`book=${intent.type}`);
  if (intent.slot) {
    parts.push(
      `date=${encodeURIComponent(intent.slot.date)}`,
      `time=${encodeURIComponent(intent.slot.time)}`,
    );
  }
  return `${pathname}?${parts.join('&')}`;
}

/**
 * The booking intent a query holds, or null for none: `book` must be a kind of visit; a date and time are kept
 * only when both are valid (a slot half given is no slot).
 */
export function readBookingIntent(query: string): BookingIntent | null {
  const type = queryValue(query, 'book');
  if (!(APPOINTMENT_TYPES as readonly string[]).includes(type ?? '')) return null;
  const date = queryValue(query, 'date');
  const time = queryValue(query, 'time');
  const slot = isCalendarDate(date) && isValidTimeString(time) ? { date, time } : null;
  return { type: type as AppointmentType, ...(slot ? { slot } : {}) };
}

/** A query without any booking intent, as it was before one was added (`''` when nothing is left). */
export function withoutBookingIntent(query: string): string {
  const rest = otherParts(query).join('&');
  return rest === '' ? '' : `?${rest}`;
}
