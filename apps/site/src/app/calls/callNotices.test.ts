import { describe, expect, it } from 'vitest';
import { CALL_NOTICES_KEY, keepCallNotices, readCallNotices } from './callNotices';

/** Session storage's interface over a map. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => {
      items.clear();
    },
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => {
      items.delete(key);
    },
    setItem: (key, value) => {
      items.set(key, value);
    },
  };
}

describe('a call notice across a page load', () => {
  it('is kept as the page goes and read on the next page', () => {
    const storage = memoryStorage();
    keepCallNotices(storage, [
      { id: 'a', message: 'Dr. Sana Malik ended the call.', tone: 'info', title: 'dropped', duration: 10 },
    ]);
    expect(readCallNotices(storage)).toEqual([
      { id: 'a', message: 'Dr. Sana Malik ended the call.', tone: 'info' },
    ]);
  });

  it('is forgotten when none is left on screen', () => {
    const storage = memoryStorage();
    keepCallNotices(storage, [{ id: 'a', message: 'Gone.', tone: 'info' }]);
    keepCallNotices(storage, []);
    expect(storage.getItem(CALL_NOTICES_KEY)).toBeNull();
    expect(readCallNotices(storage)).toEqual([]);
  });

  it('drops what is not a notice', () => {
    const storage = memoryStorage();
    storage.setItem(CALL_NOTICES_KEY, '{not json');
    expect(readCallNotices(storage)).toEqual([]);
    storage.setItem(CALL_NOTICES_KEY, '{"id":"a"}');
    expect(readCallNotices(storage)).toEqual([]);
    storage.setItem(
      CALL_NOTICES_KEY,
      JSON.stringify([
        null,
        { id: 1, message: 'x', tone: 'info' },
        { id: 'b', message: 'x', tone: 'loud' },
        { id: 'c', message: 'The call was lost.', tone: 'critical' },
      ]),
    );
    expect(readCallNotices(storage)).toEqual([{ id: 'c', message: 'The call was lost.', tone: 'critical' }]);
  });
});
