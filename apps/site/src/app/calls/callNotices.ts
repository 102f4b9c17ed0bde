import { toastTones, type ToastData } from '@aafiyat/ui';

/** Where a call's notices wait while the page changes (session storage: this tab only). */
export const CALL_NOTICES_KEY = 'aafiyat.callNotices';

const isTone = (tone: unknown): tone is NonNullable<ToastData['tone']> =>
  (toastTones as readonly unknown[]).includes(tone);

/**
 * The notices a call left for the next page of this tab: after a call on a page of islands, "back to the profile"
 * is a page load, and its notice ("… ended the call.") must still be read there. Anything malformed is dropped.
 */
export function readCallNotices(storage: Storage): ToastData[] {
  let stored: unknown;
  try {
    stored = JSON.parse(storage.getItem(CALL_NOTICES_KEY) ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((notice: unknown) => {
    if (typeof notice !== 'object' || notice === null) return [];
    const { id, message, tone } = notice as Record<string, unknown>;
    return typeof id === 'string' && typeof message === 'string' && isTone(tone)
      ? [{ id, message, tone }]
      : [];
  });
}

/** Keeps the notices still on screen for the next page (called as the page goes), or forgets them. */
export function keepCallNotices(storage: Storage, notices: readonly ToastData[]): void {
  if (notices.length === 0) storage.removeItem(CALL_NOTICES_KEY);
  else
    storage.setItem(
      CALL_NOTICES_KEY,
      JSON.stringify(notices.map(({ id, message, tone }) => ({ id, message, tone }))),
    );
}
