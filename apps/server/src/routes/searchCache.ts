// A small in-process cache of doctor-search answers. The catalogue changes only when doctors are added (the seed
// and the administrators' import, never through the API), so a search answered a few seconds ago is still right;
// the search page's common queries (a city, a specialty in a city) are then answered without the database. Each
// process has its own cache: after an import, every process shows the new doctors within `ttlMs`.

export interface SearchCache<T> {
  /** The stored answer for `key` if it is younger than the time to live. */
  get(key: string): T | undefined;
  set(key: string, value: T): void;
  /** How many answers are held (for tests and the benchmark's report). */
  readonly size: number;
}

/**
 * A cache of at most `maxEntries` answers, each kept `ttlMs`; when full, the least recently used answer goes.
 * A `ttlMs` of 0 turns it off (every `get` misses, nothing is stored).
 */
export function createSearchCache<T>(options: {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}): SearchCache<T> {
  const now = options.now ?? Date.now;
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  const entries = new Map<string, { value: T; expires: number }>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (entry.expires <= now()) return undefined;
      entries.set(key, entry);
      return entry.value;
    },
    set(key, value) {
      if (options.ttlMs <= 0) return;
      entries.delete(key);
      entries.set(key, { value, expires: now() + options.ttlMs });
      while (entries.size > options.maxEntries) {
        const oldest = entries.keys().next();
        if (oldest.done) break;
        entries.delete(oldest.value);
      }
    },
    get size() {
      return entries.size;
    },
  };
}
