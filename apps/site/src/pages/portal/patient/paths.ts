/** The patient's profile page. */
export const PATIENT_PROFILE_PATH = '/patient/profile';

/** The checkout page of an appointment (the server's JazzCash return redirects here too). */
export function checkoutPath(appointmentId: number): string {
  return `/appointment/payment/checkout/${String(appointmentId)}`;
}
