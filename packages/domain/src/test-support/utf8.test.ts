import { describe, expect, it } from 'vitest';

import { utf8Bytes } from './utf8';

describe('utf8Bytes (test helper)', () => {
  it('encodes one- to four-byte characters', () => {
    expect(utf8Bytes('A')).toEqual([0x41]);
    expect(utf8Bytes('é')).toEqual([0xc3, 0xa9]);
    expect(utf8Bytes('€')).toEqual([0xe2, 0x82, 0xac]);
    expect(utf8Bytes('🌷')).toEqual([0xf0, 0x9f, 0x8c, 0xb7]);
  });
});
