/** The demo patient's stored `authToken` record, as the patient sign-in writes it. */
export const PATIENT_RECORD = {
  verified: true,
  name: 'Ayesha Khan',
  role: 'patient',
  user_id: 5021,
} as const;

/**
 * A story's `beforeEach`: signs the demo patient in (the stored record) and signs out again afterwards, so no
 * other story starts signed in.
 */
export function signedInAsPatient(): () => void {
  window.localStorage.setItem('authToken', JSON.stringify(PATIENT_RECORD));
  return () => {
    window.localStorage.removeItem('authToken');
  };
}
