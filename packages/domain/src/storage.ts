/**
 * The storage the session record and the path memory live in. Browsers' `localStorage` and
 * `sessionStorage` satisfy it; tests and the server pass a Map-backed object.
 *
 * Storage can throw: Safari in private mode and browsers with storage blocked throw on access, and a
 * full quota throws on write. The helpers below turn every such failure into "nothing stored", because
 * a storage failure must never break a page.
 */

/** The part of the Web Storage interface this package uses. */
export interface KeyValueStorage {
  /** The stored string, or `null` when the key is absent. */
  getItem(key: string): string | null;
  /** Stores `value` under `key`. */
  setItem(key: string, value: string): void;
  /** Deletes `key`. */
  removeItem(key: string): void;
}

/** `storage.getItem(key)`, or `null` if the storage throws. */
export function readStorageItem(storage: KeyValueStorage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

/** `storage.setItem(key, value)`; false if the storage throws. */
export function writeStorageItem(storage: KeyValueStorage, key: string, value: string): boolean {
  try {
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** `storage.removeItem(key)`; false if the storage throws. */
export function removeStorageItem(storage: KeyValueStorage, key: string): boolean {
  try {
    storage.removeItem(key);
    return true;
  } catch {
    return false;
  }
}
