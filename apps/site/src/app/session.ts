import { clearSession, readSession, type SessionRecord } from '@aafiyat/domain';
import { useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();
let cached: { raw: string | null; record: SessionRecord | null } = { raw: null, record: null };

function snapshot(): SessionRecord | null {
  const raw = window.localStorage.getItem('authToken');
  if (raw !== cached.raw) cached = { raw, record: readSession(window.localStorage) };
  return cached.record;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/**
 * The stored `authToken` record (read through the domain: a malformed record means logged out). The server's
 * snapshot is "logged out", so prerendered pages hydrate without a mismatch and the header updates after.
 */
export function useSession(): SessionRecord | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}

/** Tells every reader of the session that the stored record changed (a sign-in in this tab). */
export function notifySessionChanged(): void {
  for (const listener of listeners) listener();
}

/**
 * Signs out as the spec says: the realtime socket is disconnected, the logout call is made (a failure is
 * ignored), the record is removed, and the browser goes to / and reloads.
 */
export async function signOut(disconnectRealtime: () => void = () => undefined): Promise<void> {
  disconnectRealtime();
  // The API client is not in the first load of a page; sign-out fetches it.
  await import('./api').then(({ api }) => api.logout()).catch(() => undefined);
  clearSession(window.localStorage);
  notifySessionChanged();
  window.location.assign('/');
}
