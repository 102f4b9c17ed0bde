import { FALLBACK_ERROR_MESSAGE } from '@aafiyat/domain';
import { describe, expect, it } from 'vitest';
import type { FieldWordings } from '../primitives/Field/serverFieldErrors';
import { firstFieldInError, keptErrors, readFormRefusal } from './formErrors';
import { builtInCatalogs } from '../i18n/builtIn';
import { createTranslator } from '../i18n/translator';

const english = createTranslator('en', builtInCatalogs.en);

type Field = 'name' | 'password' | 'confirm';

describe('keptErrors', () => {
  const shown = {
    errors: { name: 'Enter your name.', password: 'Too short.', confirm: 'The two passwords do not match.' },
    fromServer: [] as Field[],
  };

  it('keeps a message while the check still gives it, and adds none while typing', () => {
    expect(keptErrors(shown, { ...shown.errors }, ['name'])).toEqual(shown);
    expect(keptErrors({ errors: {}, fromServer: [] }, { name: 'Enter your name.' }, ['name'])).toEqual({
      errors: {},
      fromServer: [],
    });
  });

  it('drops a message once the check no longer gives it, even on a field that was not edited', () => {
    // Fixing the first password can fix the confirmation's mismatch.
    expect(keptErrors(shown, { name: 'Enter your name.' }, ['password'])).toEqual({
      errors: { name: 'Enter your name.' },
      fromServer: [],
    });
  });

  it('drops a message the check now words differently', () => {
    expect(
      keptErrors(shown, { ...shown.errors, name: 'Another sentence.' }, ['name']).errors,
    ).not.toHaveProperty('name');
  });

  it('keeps the server’s message until its own field is edited', () => {
    const fromServer = {
      errors: { name: 'Name must be at most 100 characters.' },
      fromServer: ['name'] as Field[],
    };
    expect(keptErrors(fromServer, {}, ['password'])).toEqual(fromServer);
    expect(keptErrors(fromServer, {}, ['name'])).toEqual({ errors: {}, fromServer: [] });
  });
});

describe('firstFieldInError', () => {
  it('is the first field in the order shown, not in the order of the messages', () => {
    const fields: Field[] = ['name', 'password', 'confirm'];
    expect(firstFieldInError(fields, { confirm: 'x', password: 'y' })).toBe('password');
    expect(firstFieldInError(fields, {})).toBeUndefined();
  });
});

describe('readFormRefusal', () => {
  const wordings = {
    name: { property: 'name', label: 'Name' },
    password: { property: 'password', label: 'Password' },
  } satisfies FieldWordings<'name' | 'password'>;

  it('puts each field problem under its field in the field’s words, with no alert', () => {
    const error = Object.assign(new Error('must NOT have more than 100 characters'), {
      fields: [
        {
          path: 'body/name',
          code: 'too_long',
          limit: 100,
          message: 'must NOT have more than 100 characters',
        },
      ],
    });
    expect(readFormRefusal(english, error, wordings)).toEqual({
      errors: { name: 'Name must be at most 100 characters.' },
      alert: undefined,
    });
  });

  it('says a refusal that names no field through the failure message, the error’s own by default', () => {
    expect(readFormRefusal(english, new Error('Slot taken.'), wordings)).toEqual({
      errors: {},
      alert: 'Slot taken.',
    });
    expect(readFormRefusal(english, null, wordings)).toEqual({ errors: {}, alert: FALLBACK_ERROR_MESSAGE });
    expect(readFormRefusal(english, new Error('x'), wordings, () => 'Please try again.').alert).toBe(
      'Please try again.',
    );
  });

  it('puts nothing under a field when the form gave no wordings', () => {
    const error = Object.assign(new Error('Name is too long.'), {
      fields: [{ path: 'body/name', code: 'too_long', limit: 100, message: 'Name is too long.' }],
    });
    expect(readFormRefusal(english, error, undefined)).toEqual({ errors: {}, alert: 'Name is too long.' });
  });
});
