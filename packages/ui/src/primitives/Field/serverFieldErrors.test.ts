import { DEMO_INVALID_PHONE_MESSAGE, FIELD_PROBLEM_CODES } from '@aafiyat/domain';
import { describe, expect, it } from 'vitest';
import {
  fieldProblemMessage,
  refusalAlert,
  serverFieldErrors,
  type FieldWordings,
} from './serverFieldErrors';
import { builtInCatalogs } from '../../i18n/builtIn';
import { createTranslator } from '../../i18n/translator';

const english = createTranslator('en', builtInCatalogs.en);
const urdu = createTranslator('ur', builtInCatalogs.ur);

const wordings = {
  name: { property: 'name', label: 'Name' },
  phone: {
    property: 'phone_number',
    label: 'Mobile number',
    messages: { invalid_format: DEMO_INVALID_PHONE_MESSAGE },
  },
  message: { property: 'message', label: 'Message' },
} satisfies FieldWordings<'name' | 'phone' | 'message'>;

/** A refusal as the API client rejects with it: an error carrying the body's `fields`. */
function refusal(fields: unknown[]) {
  return Object.assign(new Error('Must NOT have more than 100 characters.'), { fields });
}

describe('fieldProblemMessage', () => {
  it('says a length problem in the field’s name with its limit', () => {
    const problem = {
      path: 'body/name',
      code: 'too_long',
      limit: 100,
      message: 'must NOT have more than 100',
    };
    expect(fieldProblemMessage(english, problem, wordings.name)).toBe('Name must be at most 100 characters.');
    expect(fieldProblemMessage(english, { ...problem, code: 'too_short', limit: 1 }, wordings.name)).toBe(
      'Name must be at least 1 character.',
    );
    expect(
      fieldProblemMessage(english, { ...problem, path: 'body/message', limit: 2000 }, wordings.message),
    ).toBe('Message must be at most 2,000 characters.');
  });

  it('uses the field’s own sentence where it has one', () => {
    const problem = { path: 'body/phone_number', code: 'invalid_format', message: 'must match pattern' };
    expect(fieldProblemMessage(english, problem, wordings.phone)).toBe(DEMO_INVALID_PHONE_MESSAGE);
    expect(fieldProblemMessage(english, { ...problem, code: 'required' }, wordings.phone)).toBe(
      'Mobile number is required.',
    );
  });

  it('has a sentence naming the field for every code, never the server’s words', () => {
    for (const code of FIELD_PROBLEM_CODES) {
      const sentence = fieldProblemMessage(
        english,
        { path: 'body/name', code, limit: 3, message: 'SERVER WORDS' },
        wordings.name,
      );
      expect(sentence, code).toContain('Name');
      expect(sentence, code).not.toContain('SERVER WORDS');
    }
  });

  it('keeps the server’s sentence for a rule of the operation', () => {
    const problem = {
      path: 'body/date',
      code: 'date_in_past',
      message: 'Please pick today or a later date.',
    };
    expect(fieldProblemMessage(english, problem, wordings.name)).toBe('Please pick today or a later date.');
  });
});

describe('fieldProblemMessage in Urdu', () => {
  it('says the problem in Urdu around the field’s Urdu name, the limit in Western digits', () => {
    const problem = { path: 'body/name', code: 'too_long', limit: 2000, message: 'too long' };
    expect(fieldProblemMessage(urdu, problem, { label: 'پیغام' })).toBe(
      'پیغام زیادہ سے زیادہ 2,000 حروف کا ہو سکتا ہے۔',
    );
    expect(fieldProblemMessage(urdu, { ...problem, code: 'required' }, { label: 'نام' })).toBe(
      'نام درج کرنا ضروری ہے۔',
    );
  });

  it('gives every problem code of the contract an Urdu sentence', () => {
    for (const code of FIELD_PROBLEM_CODES) {
      const sentence = fieldProblemMessage(
        urdu,
        { path: 'body/name', code, limit: 3, message: 'x' },
        { label: 'نام' },
      );
      expect(sentence).toMatch(/^[^A-Za-z]*نام[^A-Za-z]*۔$/);
    }
  });
});

describe('serverFieldErrors', () => {
  it('puts each problem under the field it names, the first one of each field', () => {
    const failure = refusal([
      { path: 'body/name', code: 'too_long', limit: 100, message: 'Name must be at most 100 characters.' },
      { path: 'body/name', code: 'invalid_format', message: 'x' },
      { path: 'body/phone_number', code: 'invalid_format', message: 'Enter a valid Mobile Number' },
    ]);
    expect(serverFieldErrors(english, failure, wordings)).toEqual({
      errors: { name: 'Name must be at most 100 characters.', phone: DEMO_INVALID_PHONE_MESSAGE },
      unplaced: [],
    });
  });

  it('keeps a problem of a field the form does not show for the alert, never under another field', () => {
    const failure = refusal([
      {
        path: 'body/demo_for',
        code: 'invalid_choice',
        message: 'Demo for must be one of the listed choices.',
      },
      { path: 'query/page', code: 'too_large', limit: 5, message: 'Page must be at most 5.' },
    ]);
    expect(serverFieldErrors(english, failure, wordings)).toEqual({
      errors: {},
      unplaced: ['Demo for must be one of the listed choices.', 'Page must be at most 5.'],
    });
  });

  it('finds nothing in a failure without field problems', () => {
    expect(serverFieldErrors(english, new Error('offline'), wordings)).toEqual({ errors: {}, unplaced: [] });
  });
});

describe('refusalAlert', () => {
  it('is quiet when every problem is under its field, and says the rest or the fallback otherwise', () => {
    expect(refusalAlert({ errors: { name: 'Name is required.' }, unplaced: [] }, 'Refused.')).toBeUndefined();
    expect(refusalAlert({ errors: { name: 'x' }, unplaced: ['Page must be at most 5.'] }, 'Refused.')).toBe(
      'Page must be at most 5.',
    );
    expect(refusalAlert({ errors: {}, unplaced: [] }, 'Refused.')).toBe('Refused.');
  });
});
