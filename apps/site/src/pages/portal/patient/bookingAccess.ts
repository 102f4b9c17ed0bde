// Who may book: a signed-in patient gets the booking dialog; anyone else goes to the patient sign-in, which brings
// them back to the page they were on. Free of React: the booking buttons' component and the doctor search's own
// script on a page of islands (which draws the same buttons) both ask here.
import type { Schema } from '@aafiyat/api';
import {
  addCalendarDays,
  SIGN_IN_ROUTES,
  recordNavigation,
  slotBookingType,
  to12HourTime,
  type LoggedInRole,
} from '@aafiyat/domain';
import type { SiteTranslate } from '../../../i18n/language';

/**
 * The words a booking button says, hidden, after its visible ones ("Book in-clinic"): whom it books, " with Dr. …"
 * in English. What `BookingActions` renders, and what the doctor search's own script writes into its copies.
 */
export function bookingButtonSuffix(t: SiteTranslate, doctorName: string): string {
  return t('Patient.book.withDoctor', { doctor: doctorName });
}

/**
 * True when a person with `role` may open the booking dialog. Otherwise this page is remembered (as `RequireRole`
 * does) and `navigate` opens the patient sign-in, which returns here, and the answer is false.
 */
export function mayBookOrSignIn(
  role: LoggedInRole | undefined,
  currentPath: string,
  navigate: (path: string) => void,
): boolean {
  if (role === 'patient') return true;
  recordNavigation(window.sessionStorage, currentPath);
  navigate(SIGN_IN_ROUTES.patient);
  return false;
}

/** The kind of visit a picked time books (the domain's `slotBookingType`). */
export function slotType(
  doctor: Pick<Schema<'Doctor'>, 'clinic_id' | 'is_online'>,
): Schema<'AppointmentType'> {
  return slotBookingType({ hasClinic: doctor.clinic_id !== undefined, isOnline: doctor.is_online });
}

/**
 * A card's open time as its button says it: "Today 5:30 PM", "Tomorrow 9:00 AM" (`today` is Pakistan's date by
 * the page's clock), or its date for another day. What `BookingActions` renders on a card, and what the doctor
 * search's own script writes into its copies.
 */
export function cardSlotLabel(t: SiteTranslate, slot: { date: string; time: string }, today: string): string {
  const time = to12HourTime(slot.time) ?? slot.time;
  if (slot.date === today) return t('Doctors.card.slotToday', { time });
  if (slot.date === addCalendarDays(today, 1)) return t('Doctors.card.slotTomorrow', { time });
  return t('Doctors.card.slotOn', { date: slot.date, time });
}
