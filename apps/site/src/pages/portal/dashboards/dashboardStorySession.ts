import { sessions } from '@aafiyat/api/mocks';
import { readPathMemory } from '@aafiyat/domain';

/** Stores a signed-in record as the sign-in pages do, and returns the cleanup that removes it. */
export function signedInAs(record: Record<string, unknown>): () => () => void {
  return () => {
    window.localStorage.setItem('authToken', JSON.stringify(record));
    return () => {
      window.localStorage.removeItem('authToken');
    };
  };
}

/**
 * The clinic owner of the mock data (Shifa Family Clinic, DHA Phase 6). A story stores it and has the mocks'
 * `GET /api/auth/me` answer it (`createHandlers({ session })`), as the server answers the person signed in.
 */
export const CLINIC_OWNER_RECORD = sessions.clinicOwner;

/** The doctor of the mock data, stored and answered the same way. */
export const DOCTOR_RECORD = sessions.doctor;

/** The pages the path memory holds: the guarded page must be one of them, so sign-in comes back to it. */
export function rememberedPaths(): readonly (string | null)[] {
  const memory = readPathMemory(window.sessionStorage);
  return [memory.previous, memory.current];
}
