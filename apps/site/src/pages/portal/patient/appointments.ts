import type { Schema } from '@aafiyat/api';
import { PaymentStatus, isCalendarDate, to12HourTime, type WeekdayNumber } from '@aafiyat/domain';
import { monthShortName, weekdayShortName, type Translate } from '@aafiyat/ui';
import type { SiteMessageKey } from '../../../i18n/compiled/keys';
import type { SiteTranslate } from '../../../i18n/language';

type Appointment = Schema<'Appointment'>;

/** How a payment status reads on the profile and at checkout (its catalog key), and the badge tone that goes with it. */
export const PAYMENT_STATUS_DISPLAY = {
  [PaymentStatus.SUCCESS]: { label: 'Patient.payment.paid', tone: 'positive' },
  [PaymentStatus.PENDING]: { label: 'Patient.payment.pending', tone: 'caution' },
  [PaymentStatus.FAILURE]: { label: 'Patient.payment.failed', tone: 'critical' },
  [PaymentStatus.NOT_STARTED]: { label: 'Patient.payment.notPaid', tone: 'neutral' },
  [PaymentStatus.STARTED]: { label: 'Patient.payment.notFinished', tone: 'info' },
} as const satisfies Record<PaymentStatus, { label: SiteMessageKey; tone: string }>;

type PaymentTone = (typeof PAYMENT_STATUS_DISPLAY)[PaymentStatus]['tone'];

/** The display of a status code in the page's language; an unknown code reads as not paid, never as paid. */
export function paymentStatusDisplay(t: SiteTranslate, status: number): { label: string; tone: PaymentTone } {
  const display = Object.hasOwn(PAYMENT_STATUS_DISPLAY, status)
    ? PAYMENT_STATUS_DISPLAY[status as PaymentStatus]
    : PAYMENT_STATUS_DISPLAY[PaymentStatus.NOT_STARTED];
  return { label: t(display.label), tone: display.tone };
}

/**
 * `'2026-11-23'` → `'Mon, 23 Nov 2026'` (`'پیر، 23 نومبر 2026'`): the weekday and month from the component
 * library's words (`ui`), the order from the site's. Text that is not a date comes back as it is.
 */
export function appointmentDateLabel(t: SiteTranslate, ui: Translate, date: string): string {
  if (!isCalendarDate(date)) return date;
  const parsed = new Date(`${date}T00:00:00Z`);
  return t('Patient.appointment.date', {
    weekday: weekdayShortName(ui, parsed.getUTCDay() as WeekdayNumber),
    day: parsed.getUTCDate(),
    month: monthShortName(ui, parsed.getUTCMonth()),
    year: String(parsed.getUTCFullYear()),
  });
}

/** `'18:30'` → `'6:30 PM'` (as the component library writes times in both languages). */
export function appointmentTimeLabel(time: string): string {
  return to12HourTime(time) ?? time;
}

/** How the appointment happens: `'Online consultation'` or `'Clinic visit, Shifa Family Clinic'`. */
export function appointmentTypeLabel(
  t: SiteTranslate,
  type: Appointment['type'],
  clinicName?: string,
): string {
  if (type === 'online') return t('Patient.appointment.online');
  return clinicName === undefined
    ? t('Patient.appointment.clinic')
    : t('Patient.appointment.clinicAt', { clinic: clinicName });
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
