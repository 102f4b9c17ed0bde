import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { extractErrorMessage, FALLBACK_ERROR_MESSAGE } from './errors';

class HttpError extends Error {
  constructor(
    message: string,
    readonly response: unknown,
  ) {
    super(message);
  }
}

describe('extractErrorMessage', () => {
  it("falls back to the spec's generic failure text", () => {
    expect(FALLBACK_ERROR_MESSAGE).toBe('Something went wrong try again!');
  });

  it("prefers the server's response.data.message (axios shape)", () => {
    const error = new HttpError('Request failed with status code 409', {
      status: 409,
      data: { message: 'Demo request already exist!' },
    });
    expect(extractErrorMessage(error)).toBe('Demo request already exist!');
  });

  it('reads data.message when the body is carried as data', () => {
    expect(extractErrorMessage({ data: { message: 'Clinic not found' }, message: 'Not Found' })).toBe(
      'Clinic not found',
    );
  });

  it("uses the error's own message next", () => {
    expect(extractErrorMessage(new Error('Network Error'))).toBe('Network Error');
    expect(extractErrorMessage(new HttpError('timeout of 5000ms exceeded', { data: {} }))).toBe(
      'timeout of 5000ms exceeded',
    );
    expect(extractErrorMessage({ message: 'Invalid OTP' })).toBe('Invalid OTP');
  });

  it('skips blank and non-string messages at each level', () => {
    const error = new HttpError('Request failed', { data: { message: '   ' } });
    expect(extractErrorMessage(error)).toBe('Request failed');
    expect(
      extractErrorMessage({ response: { data: { message: ['a', 'b'] } }, message: ' Bad request ' }),
    ).toBe('Bad request');
    expect(extractErrorMessage({ response: { data: 'Bad Gateway' }, message: 'Request failed' })).toBe(
      'Request failed',
    );
  });

  it('uses the string form of thrown strings, numbers, booleans, bigints and symbols', () => {
    expect(extractErrorMessage('  Session expired  ')).toBe('Session expired');
    expect(extractErrorMessage(404)).toBe('404');
    expect(extractErrorMessage(false)).toBe('false');
    expect(extractErrorMessage(10n)).toBe('10');
    expect(extractErrorMessage(Symbol('boom'))).toBe('Symbol(boom)');
  });

  it('uses an object’s own toString, but not the default "[object …]"', () => {
    expect(extractErrorMessage({ toString: () => 'Custom failure' })).toBe('Custom failure');
    expect(extractErrorMessage({})).toBe(FALLBACK_ERROR_MESSAGE);
    expect(extractErrorMessage([])).toBe(FALLBACK_ERROR_MESSAGE);
    expect(extractErrorMessage(new Map())).toBe(FALLBACK_ERROR_MESSAGE);
  });

  it('falls back for null, undefined, blank strings and functions; an Error without message gives its name', () => {
    expect(extractErrorMessage(null)).toBe(FALLBACK_ERROR_MESSAGE);
    expect(extractErrorMessage(undefined)).toBe(FALLBACK_ERROR_MESSAGE);
    expect(extractErrorMessage('   ')).toBe(FALLBACK_ERROR_MESSAGE);
    expect(extractErrorMessage(new Error(''))).toBe('Error');
    expect(extractErrorMessage(() => 'source code')).toBe(FALLBACK_ERROR_MESSAGE);
  });

  it('survives throwing getters, throwing toString and hostile proxies', () => {
    const throwingGetter = Object.defineProperty({}, 'response', {
      get() {
        throw new Error('getter exploded');
      },
    });
    expect(extractErrorMessage(throwingGetter)).toBe(FALLBACK_ERROR_MESSAGE);
    const badToString = {
      toString() {
        throw new Error('no');
      },
    };
    expect(extractErrorMessage(badToString)).toBe(FALLBACK_ERROR_MESSAGE);
    const hostile = new Proxy(
      {},
      {
        get() {
          throw new Error('trap');
        },
      },
    );
    expect(extractErrorMessage(hostile)).toBe(FALLBACK_ERROR_MESSAGE);
    expect(extractErrorMessage(Object.create(null))).toBe(FALLBACK_ERROR_MESSAGE);
    expect(extractErrorMessage({ toString: () => 42 })).toBe(FALLBACK_ERROR_MESSAGE);
  });

  it('never throws and never returns a blank string for anything', () => {
    fc.assert(
      fc.property(
        fc.anything({ withBigInt: true, withMap: true, withSet: true, withNullPrototype: true }),
        (value) => {
          const message = extractErrorMessage(value);
          expect(typeof message).toBe('string');
          expect(message.trim()).not.toBe('');
        },
      ),
    );
  });
});
