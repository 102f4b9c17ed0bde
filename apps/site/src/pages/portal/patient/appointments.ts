import type { Schema } from '@aafiyat/api';
import { PaymentStatus, to12HourTime } from '@aafiyat/domain';

type Appointment = Schema<'Appointment'>;

/** How a payment status reads on the profile and at checkout, and the badge tone that goes with it. */
export const PAYMENT_STATUS_DISPLAY = {
  [PaymentStatus.SUCCESS]: { label: 'Paid', tone: 'positive' },
  [PaymentStatus.PENDING]: { label: 'Payment pending', tone: 'caution' },
  [PaymentStatus.FAILURE]: { label: 'Payment failed', tone: 'critical' },
  [PaymentStatus.NOT_STARTED]: { label: 'Not paid', tone: 'neutral' },
  [PaymentStatus.STARTED]: { label: 'Payment not finished', tone: 'info' },
} as const satisfies Record<PaymentStatus, { label: string; tone: string }>;

/** The display of a status code; an unknown code reads as not paid, never as paid. */
export function paymentStatusDisplay(status: number): (typeof PAYMENT_STATUS_DISPLAY)[PaymentStatus] {
  return Object.hasOwn(PAYMENT_STATUS_DISPLAY, status)
    ? PAYMENT_STATUS_DISPLAY[status as PaymentStatus]
    : PAYMENT_STATUS_DISPLAY[PaymentStatus.NOT_STARTED];
}

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** `'2026-11-23'` → `'Mon, 23 Nov 2026'`; text that is not a date comes back as it is. */
export function appointmentDateLabel(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(parsed.getTime())
    ? dateFormat.format(parsed)
    : date;
}

/** `'18:30'` → `'6:30 PM'`. */
export function appointmentTimeLabel(time: string): string {
  return to12HourTime(time) ?? time;
}

/** How the appointment happens: `'Online consultation'` or `'Clinic visit, Shifa Family Clinic'`. */
export function appointmentTypeLabel(type: Appointment['type'], clinicName?: string): string {
  if (type === 'online') return 'Online consultation';
  return clinicName === undefined ? 'Clinic visit' : `Clinic visit, ${clinicName}`;
}

/**
 * Splits appointments into upcoming (today or later in Pakistan, soonest first) and past (latest first).
 * `today` is `YYYY-MM-DD`.
 */
export function splitAppointments(
  appointments: readonly Appointment[],
  today: string,
): { upcoming: Appointment[]; past: Appointment[] } {
  const key = (appointment: Appointment) => `${appointment.date} ${appointment.time}`;
  const upcoming = appointments
    .filter((appointment) => appointment.date >= today)
    .sort((a, b) => key(a).localeCompare(key(b)));
  const past = appointments
    .filter((appointment) => appointment.date < today)
    .sort((a, b) => key(b).localeCompare(key(a)));
  return { upcoming, past };
}
