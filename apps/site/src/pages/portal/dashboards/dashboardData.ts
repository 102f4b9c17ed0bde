import type { Schema } from '@aafiyat/api';
import type { AppointmentListItem } from '@aafiyat/ui';

/**
 * A schedule entry of the dashboard's `date` as the ui list shows it; `withDoctor` for a clinic's list across its
 * doctors.
 */
export function toAppointmentItem(
  entry: Schema<'ScheduleItem'>,
  date: string,
  withDoctor: boolean,
): AppointmentListItem {
  return {
    id: entry.appointment_id,
    date,
    time: entry.time,
    type: entry.type,
    patientName: entry.patient.name,
    doctorName: withDoctor ? entry.doctor.name : undefined,
    paymentStatus: entry.payment_status,
  };
}

const longDate = new Intl.DateTimeFormat('en-PK', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A calendar date of the API (`2026-11-23`) in words ("Monday, 23 November 2026"); the API's text if odd. */
export function formatCalendarDate(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : longDate.format(parsed);
}
