import { PaymentStatus } from '@aafiyat/domain';
import { sql, type SQL } from 'drizzle-orm';
import { appointments } from './schema';

/** The columns the domain's `bookingState` reads, under its names. */
export const bookingStateColumns = {
  paymentStatus: appointments.paymentStatus,
  payAtClinic: appointments.payAtClinic,
  heldUntil: appointments.heldUntil,
  released: appointments.released,
};

/**
 * True in SQL for a booking that keeps its time from other patients (`holdsItsTime(bookingState(…))` of
 * `@aafiyat/domain`): paid or pending at JazzCash, to be paid at the clinic, or still held. Every statement that
 * counts a slot as taken asks this; a test pins it to the domain's rule.
 */
export const holdsItsTime: SQL = sql`(${appointments.paymentStatus} in (${sql.raw(String(PaymentStatus.SUCCESS))}, ${sql.raw(String(PaymentStatus.PENDING))}) or (not ${appointments.released} and (${appointments.payAtClinic} or coalesce(${appointments.heldUntil} > now(), false))))`;
