import { describe, expect, it } from 'vitest';

import { readStorageItem, removeStorageItem, writeStorageItem } from './storage';
import { memoryStorage, throwingStorage } from './test-support/memoryStorage';

describe('storage helpers', () => {
  it('read, write and remove through the storage', () => {
    const storage = memoryStorage();
    expect(readStorageItem(storage, 'key')).toBeNull();
    expect(writeStorageItem(storage, 'key', 'value')).toBe(true);
    expect(readStorageItem(storage, 'key')).toBe('value');
    expect(removeStorageItem(storage, 'key')).toBe(true);
    expect(storage.entries.has('key')).toBe(false);
  });

  it('turn a throwing storage into "nothing stored" instead of an exception', () => {
    const storage = throwingStorage();
    expect(readStorageItem(storage, 'key')).toBeNull();
    expect(writeStorageItem(storage, 'key', 'value')).toBe(false);
    expect(removeStorageItem(storage, 'key')).toBe(false);
  });
});
