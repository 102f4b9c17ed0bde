/**
 * Page-to-page path memory: the current and previous path, kept in session storage so a sign-in page
 * can send the person back where they came from. Because a stored path ends up as a redirect, only
 * same-site paths are ever stored or returned.
 */

import { readStorageItem, removeStorageItem, writeStorageItem, type KeyValueStorage } from './storage';

/** Storage keys of the two remembered paths. */
export const PATH_MEMORY_KEYS = {
  current: 'currentPath',
  previous: 'previousPath',
} as const;

/** The remembered paths; `null` when absent or not a safe path. */
export interface PathMemory {
  /** The page being shown. */
  readonly current: string | null;
  /** The page shown before it. */
  readonly previous: string | null;
}

/**
 * True when `path` is a same-site path: a string starting with exactly one `/`. Rejected: `//host`
 * and `/\host` (browsers read both as another site), absolute URLs (`https:…`, `javascript:…`),
 * backslashes anywhere, and control characters or whitespace (browsers strip tabs and newlines from
 * URLs, so `/\t/evil.example` would become `//evil.example`).
 */
export function isSameSitePath(path: unknown): path is string {
  return typeof path === 'string' && /^\/(?![/\\])[^\\\s\p{Cc}]*$/u.test(path);
}

/** `path` if it is a same-site path (see {@link isSameSitePath}), otherwise `fallback`. Use for redirects. */
export function safeReturnPath(path: unknown, fallback: string): string {
  return isSameSitePath(path) ? path : fallback;
}

/** Reads the remembered paths. Malformed or unsafe entries read as `null`; never throws. */
export function readPathMemory(storage: KeyValueStorage): PathMemory {
  return {
    current: safeOrNull(readStorageItem(storage, PATH_MEMORY_KEYS.current)),
    previous: safeOrNull(readStorageItem(storage, PATH_MEMORY_KEYS.previous)),
  };
}

/**
 * Records a navigation to `path`: the current path becomes the previous one and `path` becomes
 * current. Navigating to the path already current changes nothing (a reload or re-render is not a
 * move). An unsafe `path` is ignored. Returns the memory as it now reads; never throws (a storage
 * that refuses writes simply keeps what it had).
 */
export function recordNavigation(storage: KeyValueStorage, path: string): PathMemory {
  const memory = readPathMemory(storage);
  if (!isSameSitePath(path) || memory.current === path) return memory;
  if (memory.current === null) removeStorageItem(storage, PATH_MEMORY_KEYS.previous);
  else writeStorageItem(storage, PATH_MEMORY_KEYS.previous, memory.current);
  writeStorageItem(storage, PATH_MEMORY_KEYS.current, path);
  return readPathMemory(storage);
}

function safeOrNull(path: string | null): string | null {
  return isSameSitePath(path) ? path : null;
}
