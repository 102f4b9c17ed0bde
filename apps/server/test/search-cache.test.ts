// The doctor-search cache: answers live for their time to live, the least recently used goes first when full,
// and a time to live of 0 stores nothing. The search's own use of it is tested in catalogue-doctors.test.ts.
import { describe, expect, it } from 'vitest';
import { createSearchCache } from '../src/routes/searchCache';

function clock() {
  let time = 1_000;
  return {
    now: () => time,
    advance(ms: number) {
      time += ms;
    },
  };
}

describe('createSearchCache', () => {
  it('answers a stored value until its time to live has passed, then misses', () => {
    const time = clock();
    const cache = createSearchCache<string>({ ttlMs: 100, maxEntries: 10, now: time.now });
    cache.set('karachi', 'page 1');
    time.advance(99);
    expect(cache.get('karachi')).toBe('page 1');
    time.advance(1);
    expect(cache.get('karachi')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('drops the least recently used answer when full', () => {
    const time = clock();
    const cache = createSearchCache<number>({ ttlMs: 1_000, maxEntries: 2, now: time.now });
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1); // `a` is now the most recently used
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
  });

  it('replaces an answer stored again, with a new time to live', () => {
    const time = clock();
    const cache = createSearchCache<string>({ ttlMs: 100, maxEntries: 10, now: time.now });
    cache.set('q', 'old');
    time.advance(80);
    cache.set('q', 'new');
    time.advance(80);
    expect(cache.get('q')).toBe('new');
  });

  it('stores nothing with a time to live of 0', () => {
    const cache = createSearchCache<string>({ ttlMs: 0, maxEntries: 10 });
    cache.set('q', 'answer');
    expect(cache.get('q')).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});
