import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  isValidMobileNumber,
  MOBILE_NUMBER_PATTERN,
  MOBILE_NUMBER_REGEX,
  normalizeMobileNumber,
  toE164MobileNumber,
} from './phone';

const nationalNumber = fc
  .array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 })
  .map((digits) => `3${digits.join('')}`);
const prefix = fc.constantFrom('0', '+92', '0092', '92', '', '+92 0', '+92 (0)');
const separator = fc.constantFrom('', '', '', ' ', '-', '  ', ' - ', '.', '\u00a0', '\u2013');

// Types a number the way people do: a prefix, then the digits with a random separator after each.
const typedNumber = fc
  .tuple(prefix, nationalNumber, fc.array(separator, { minLength: 11, maxLength: 11 }), separator)
  .map(([start, national, separators, gap]) => ({
    national,
    typed:
      start +
      gap +
      national
        .split('')
        .map((digit, index) => digit + (separators[index] ?? ''))
        .join(''),
  }));

describe('MOBILE_NUMBER_PATTERN', () => {
  it("is the spec's rule: optional 0, then 3, then 9 digits", () => {
    expect(MOBILE_NUMBER_PATTERN).toBe('^0?3[0-9]{9}$');
    expect(MOBILE_NUMBER_REGEX.source).toBe(MOBILE_NUMBER_PATTERN);
  });

  it.each(['03001234567', '3001234567'])('matches %s', (text) => {
    expect(MOBILE_NUMBER_REGEX.test(text)).toBe(true);
  });

  it.each(['0300123456', '030012345678', '04001234567', '003001234567', '+923001234567'])(
    'does not match %s',
    (text) => {
      expect(MOBILE_NUMBER_REGEX.test(text)).toBe(false);
    },
  );
});

describe('normalizeMobileNumber', () => {
  it.each([
    ['03001234567', '03001234567'],
    ['3001234567', '03001234567'],
    ['0300-1234567', '03001234567'],
    ['0300 123 4567', '03001234567'],
    ['  0300 1234567  ', '03001234567'],
    ['+92 300 1234567', '03001234567'],
    ['+923001234567', '03001234567'],
    ['0092 300 1234567', '03001234567'],
    ['92 300 1234567', '03001234567'],
    ['923451234567', '03451234567'],
    ['+92 (300) 123-4567', '03001234567'],
    ['+92 (0)300 1234567', '03001234567'],
    ['0300.123.4567', '03001234567'],
    ['0300/1234567', '03001234567'],
    ['۰۳۰۰۱۲۳۴۵۶۷', '03001234567'],
    ['٠٣٠٠١٢٣٤٥٦٧', '03001234567'],
  ])('%j → %s', (input, expected) => {
    expect(normalizeMobileNumber(input)).toBe(expected);
  });

  it.each([
    '',
    '   ',
    '0300123456',
    '030012345678',
    '04001234567',
    '0423 1234567',
    '+44 300 1234567',
    '+3001234567',
    '92+3001234567',
    '0300-123456a',
    '0300_1234567',
    '00923',
    'not a number',
  ])('rejects %j', (input) => {
    expect(normalizeMobileNumber(input)).toBeNull();
  });

  it('rejects non-strings', () => {
    expect(normalizeMobileNumber(3001234567)).toBeNull();
    expect(normalizeMobileNumber(null)).toBeNull();
    expect(normalizeMobileNumber(undefined)).toBeNull();
  });

  it('brings any valid number typed with separators and a country-code prefix back to 03XXXXXXXXX', () => {
    fc.assert(
      fc.property(typedNumber, ({ national, typed }) => {
        expect(normalizeMobileNumber(typed)).toBe(`0${national}`);
      }),
    );
  });

  it('never throws, and whatever it returns matches the pattern in 11-digit form', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ unit: 'binary' }), fc.stringMatching(/^[+0-9 ()-]{0,20}$/)),
        (text) => {
          const result = normalizeMobileNumber(text);
          expect(result === null || (MOBILE_NUMBER_REGEX.test(result) && /^03[0-9]{9}$/.test(result))).toBe(
            true,
          );
        },
      ),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(typedNumber, ({ typed }) => {
        const once = normalizeMobileNumber(typed);
        expect(normalizeMobileNumber(once)).toBe(once);
      }),
    );
  });
});

describe('isValidMobileNumber', () => {
  it('accepts mobile numbers in any common shape', () => {
    expect(isValidMobileNumber('03001234567')).toBe(true);
    expect(isValidMobileNumber('+92 345 1234567')).toBe(true);
    expect(isValidMobileNumber('3001234567')).toBe(true);
  });

  it('rejects landlines, short numbers, blanks and non-strings', () => {
    expect(isValidMobileNumber('021 1234567')).toBe(false);
    expect(isValidMobileNumber('0300123')).toBe(false);
    expect(isValidMobileNumber('')).toBe(false);
    expect(isValidMobileNumber(undefined)).toBe(false);
  });

  it('agrees with normalisation on arbitrary input', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(isValidMobileNumber(text)).toBe(normalizeMobileNumber(text) !== null);
      }),
    );
  });
});

describe('toE164MobileNumber', () => {
  it.each([
    ['03001234567', '+923001234567'],
    ['0345-1234567', '+923451234567'],
    ['+92 300 1234567', '+923001234567'],
    ['3001234567', '+923001234567'],
  ])('%j → %s', (input, expected) => {
    expect(toE164MobileNumber(input)).toBe(expected);
  });

  it('gives null for anything that is not a mobile number', () => {
    expect(toE164MobileNumber('021 1234567')).toBeNull();
    expect(toE164MobileNumber(undefined)).toBeNull();
  });

  it('is +92 and the 10-digit national number of the normalised form', () => {
    fc.assert(
      fc.property(typedNumber, ({ national, typed }) => {
        expect(toE164MobileNumber(typed)).toBe(`+92${national}`);
      }),
    );
  });
});
