import { describe, expect, it } from 'vitest';

import {
  FIELD_PROBLEM_CODES,
  MOBILE_NUMBER_INPUT_MAX_LENGTH,
  fieldNameOf,
  fieldProblemsOf,
  isFieldProblemCode,
  isValidPmdcNumber,
} from './fields';
import { normalizeMobileNumber } from './phone';

describe('field problem codes', () => {
  it('are distinct machine words', () => {
    expect(new Set(FIELD_PROBLEM_CODES).size).toBe(FIELD_PROBLEM_CODES.length);
    for (const code of FIELD_PROBLEM_CODES) expect(code).toMatch(/^[a-z][a-z0-9_]{1,63}$/);
  });

  it('tells a listed code from anything else', () => {
    expect(isFieldProblemCode('too_long')).toBe(true);
    expect(isFieldProblemCode('date_in_past')).toBe(false);
    expect(isFieldProblemCode(3)).toBe(false);
  });
});

describe('fieldProblemsOf', () => {
  it('reads the problems of an error body or an error carrying one', () => {
    const body = {
      message: 'Name must be at most 100 characters.',
      fields: [
        { path: 'body/name', code: 'too_long', limit: 100, message: 'Name must be at most 100 characters.' },
        { path: 'body/email', code: 'required', message: 'Email is required.' },
      ],
    };
    expect(fieldProblemsOf(body)).toEqual(body.fields);
    expect(fieldProblemsOf(Object.assign(new Error('x'), { fields: body.fields }))).toEqual(body.fields);
  });

  it('gives a problem without a code the code `invalid`, and drops entries of another shape', () => {
    expect(
      fieldProblemsOf({
        fields: [{ path: 'body/date', message: 'Pick a later date.' }, { path: 'body/x' }, null, 'body/y', 7],
      }),
    ).toEqual([{ path: 'body/date', code: 'invalid', message: 'Pick a later date.' }]);
  });

  it('finds none in anything else', () => {
    for (const failure of [undefined, null, 'text', new Error('x'), { fields: 'body/name' }]) {
      expect(fieldProblemsOf(failure)).toEqual([]);
    }
  });
});

describe('fieldNameOf', () => {
  it('names the property a path starts with', () => {
    expect(fieldNameOf({ path: 'body/phone_number' })).toBe('phone_number');
    expect(fieldNameOf({ path: 'body/chronic_diseases/3' })).toBe('chronic_diseases');
    expect(fieldNameOf({ path: 'body' })).toBe('');
  });
});

describe('MOBILE_NUMBER_INPUT_MAX_LENGTH', () => {
  it('leaves room for a number typed with +92, brackets, spaces and dashes', () => {
    const typed = '+92 (0) 300 - 123 - 4567';
    expect(typed.length).toBeLessThanOrEqual(MOBILE_NUMBER_INPUT_MAX_LENGTH);
    expect(normalizeMobileNumber(typed)).toBe('03001234567');
  });
});

describe('isValidPmdcNumber', () => {
  it.each(['45321-P', '7788-S', '123', `1${'P'.repeat(19)}`])('takes %s', (value) => {
    expect(isValidPmdcNumber(value)).toBe(true);
  });

  it.each(['', '12', 'P-45321', 'search', '45321 P', '45321/P', `1${'P'.repeat(20)}`])(
    'refuses %j',
    (value) => {
      expect(isValidPmdcNumber(value)).toBe(false);
    },
  );
});
