import type { KeyValueStorage } from '../storage';

/** A Map-backed {@link KeyValueStorage} for tests, with the map exposed for inspection. */
export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & {
  readonly entries: Map<string, string>;
} {
  const entries = new Map(Object.entries(initial));
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => {
      entries.set(key, value);
    },
    removeItem: (key) => {
      entries.delete(key);
    },
  };
}

/** A storage that throws on every call, as Safari's private mode and blocked storage do. */
export function throwingStorage(): KeyValueStorage {
  const fail = (): never => {
    throw new Error('SecurityError: storage is not available');
  };
  return { getItem: fail, setItem: fail, removeItem: fail };
}

/** A storage that reads normally but throws on writes, as a full quota does. */
export function readOnlyStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const storage = memoryStorage(initial);
  return {
    getItem: (key) => storage.getItem(key),
    setItem: () => {
      throw new Error('QuotaExceededError');
    },
    removeItem: () => {
      throw new Error('QuotaExceededError');
    },
  };
}
