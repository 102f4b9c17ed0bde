// Who may book: a signed-in patient gets the booking dialog; anyone else goes to the patient sign-in, which brings
// them back to the page they were on. Free of React: the booking buttons' component and the doctor search's own
// script on a page of islands (which draws the same buttons) both ask here.
import { SIGN_IN_ROUTES, recordNavigation, type LoggedInRole } from '@aafiyat/domain';
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
