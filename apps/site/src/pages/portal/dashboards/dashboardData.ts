import type { Schema } from '@aafiyat/api';
import type { WeekdayNumber } from '@aafiyat/domain';
import { formatIsoDate, weekdayName, type AppointmentListItem, type Translate } from '@aafiyat/ui';
import type { SiteTranslate } from '../../../i18n/language';

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

/**
 * A calendar date of the API (`2026-11-23`) in words, with its weekday ("Monday, 23 November 2026", "پیر، 23 نومبر
 * 2026"), the same day whatever the machine's time zone; the API's text if it is not a date. `t` is the site's
 * words, `ui` the library's (the names of days and months).
 */
export function formatCalendarDate(t: SiteTranslate, ui: Translate, date: string): string {
  const inWords = formatIsoDate(ui, date);
  if (inWords === null) return date;
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay() as WeekdayNumber;
  return t('Dashboard.date', { weekday: weekdayName(ui, weekday), date: inWords });
}
