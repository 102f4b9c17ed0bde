import { describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES } from '../src/app';
import { headBytes, MAX_HEAD_BYTES, refusedUnread, type RawRequest } from '../verify/fuzz-schema';

const post = (headers: Record<string, string>, bytes: number): RawRequest => ({
  method: 'POST',
  path: '/api/calls',
  headers,
  body: Buffer.alloc(bytes, 'x'),
});
const json = { 'content-type': 'application/json' };

describe('the contract fuzz: requests the server refuses before reading them (a reset is then the refusal)', () => {
  it('a head over Node’s limit', () => {
    const request = post({ ...json, 'x-long': 'a'.repeat(MAX_HEAD_BYTES) }, 10);
    expect(refusedUnread(request, headBytes(request))).toBe(true);
  });

  it('a body, not multipart, over the server’s body limit, and not one at it', () => {
    const over = post(json, BODY_LIMIT_BYTES + 1);
    expect(refusedUnread(over, headBytes(over))).toBe(true);
    const at = post(json, BODY_LIMIT_BYTES);
    expect(refusedUnread(at, headBytes(at))).toBe(false);
  });

  it('not a multipart upload over the JSON limit: uploads have their own, read as they stream', () => {
    const upload = post({ 'content-type': 'multipart/form-data; boundary=x' }, BODY_LIMIT_BYTES * 2);
    expect(refusedUnread(upload, headBytes(upload))).toBe(false);
  });
});
