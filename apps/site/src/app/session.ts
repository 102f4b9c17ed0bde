import {
  SESSION_STORAGE_KEY,
  SIGN_IN_ROUTES,
  clearSession,
  parseSessionRecord,
  readSession,
  readStorageItem,
  writeSession,
  type LoggedInRole,
  type SessionRecord,
  localeOfPath,
  pathInLocale,
} from '@aafiyat/domain';
import { useEffect, useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();
let cached: { raw: string | null; record: SessionRecord | null } = { raw: null, record: null };

function snapshot(): SessionRecord | null {
  const raw = readStorageItem(window.localStorage, SESSION_STORAGE_KEY);
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
 * The session ended on the server (an API call answered 401): forget the stored record and send the person to
 * their sign-in page, remembering this page so they come back to it.
 */
export function sessionExpired(role: LoggedInRole, navigate: (path: string) => void): void {
  clearSession(window.localStorage);
  notifySessionChanged();
  navigate(SIGN_IN_ROUTES[role]);
}

/**
 * Brings the stored record in line with the server's session (`GET /api/auth/me`): the live record replaces the
 * stored one (a name changed since sign-in, say), a 401 means the session is over and the record goes, and a
 * failure to reach the server keeps the record, so a moment offline does not sign anyone out. Only a stored
 * record is checked: a visitor who never signed in costs no call. An answer that arrives after the record
 * changed in this tab (a sign-in or sign-out meanwhile) is dropped.
 */
export async function refreshSession(): Promise<void> {
  const stored = readStorageItem(window.localStorage, SESSION_STORAGE_KEY);
  if (stored === null || readSession(window.localStorage) === null) return;
  // The API client is not in the first load of a page; a page with a stored record fetches it.
  const { api, isApiError } = await import('./api');
  let live: SessionRecord | null;
  try {
    live = parseSessionRecord(await api.getSession());
    // An answer the domain does not accept says nothing about the person: the record stays.
    if (live === null) return;
  } catch (error) {
    if (!isApiError(error, 401)) return;
    live = null;
  }
  if (readStorageItem(window.localStorage, SESSION_STORAGE_KEY) !== stored) return;
  if (live === null) clearSession(window.localStorage);
  else writeSession(window.localStorage, live);
  notifySessionChanged();
}

/**
 * Re-checks the stored record with the server once, when the page has loaded: after hydration (an effect), so the
 * prerendered header (signed out) hydrates as it was rendered and changes afterwards.
 */
export function useSessionRefresh(): void {
  useEffect(() => {
    void refreshSession();
  }, []);
}

/**
 * Signs out as the spec says: the realtime socket is disconnected, the logout call is made (a failure is
 * ignored), the record is removed, and the browser goes to the home page (in the page's language) and reloads.
 */
export async function signOut(disconnectRealtime: () => void = () => undefined): Promise<void> {
  disconnectRealtime();
  // The API client is not in the first load of a page; sign-out fetches it.
  await import('./api').then(({ api }) => api.logout()).catch(() => undefined);
  clearSession(window.localStorage);
  notifySessionChanged();
  window.location.assign(pathInLocale('/', localeOfPath(window.location.pathname)));
}
