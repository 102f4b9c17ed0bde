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

/** The clinic owner of the mock data (Shifa Family Clinic, DHA Phase 6). */
export const CLINIC_OWNER_RECORD = {
  verified: true,
  name: 'Imran Qureshi',
  role: 'clinic_owner',
  user_id: 77,
  clinic_id: 12,
};

/** The doctor of the mock data. */
export const DOCTOR_RECORD = {
  verified: true,
  name: 'Dr. Sana Mirza',
  role: 'doctor',
  user_id: 311,
  pmdc: '45321-P',
};

/** The pages the path memory holds: the guarded page must be one of them, so sign-in comes back to it. */
export function rememberedPaths(): readonly (string | null)[] {
  const memory = readPathMemory(window.sessionStorage);
  return [memory.previous, memory.current];
}
