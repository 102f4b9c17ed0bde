import { describe, expect, it } from 'vitest';
import { labIdFromParams, parseLabId } from './labData';

describe('parseLabId', () => {
  it('reads whole numbers from 1 to the largest 32-bit id', () => {
    expect(parseLabId('3')).toBe(3);
    expect(parseLabId('2147483647')).toBe(2_147_483_647);
  });

  it('refuses anything the contract’s Id cannot be', () => {
    for (const text of [undefined, '', '0', '03', '-3', '3.5', 'abc', '2147483648', '99999999999']) {
      expect(parseLabId(text)).toBeNull();
    }
  });
});

describe('labIdFromParams', () => {
  it('reads the id from the shell’s splat route', () => {
    expect(labIdFromParams({ '*': 'labs/4' })).toBe(4);
    expect(labIdFromParams({ '*': 'labs/4/' })).toBe(4);
    expect(labIdFromParams({ '*': 'labs/x' })).toBeNull();
    expect(labIdFromParams({ '*': 'about' })).toBeNull();
  });

  it('prefers a route’s own :id', () => {
    expect(labIdFromParams({ id: '5', '*': 'labs/4' })).toBe(5);
  });
});
