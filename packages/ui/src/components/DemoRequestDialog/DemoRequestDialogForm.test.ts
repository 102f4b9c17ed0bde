import {
  DEMO_INVALID_EMAIL_MESSAGE,
  DEMO_INVALID_PHONE_MESSAGE,
  DEMO_MISSING_FIELDS_MESSAGE,
  DEMO_REQUEST_FAILED_MESSAGE,
  FALLBACK_ERROR_MESSAGE,
} from '@aafiyat/domain';
import { describe, expect, it } from 'vitest';
import { checkDemoRequest, demoRequestFailureMessage } from './DemoRequestDialogForm';
import { builtInCatalogs } from '../../i18n/builtIn';
import { createTranslator } from '../../i18n/translator';

const english = createTranslator('en', builtInCatalogs.en);

const filled = { name: 'Ayesha Khan', email: 'ayesha@example.pk', phone: '0300 1234567' };

describe('checkDemoRequest', () => {
  it('hands back the request in the server’s shape', () => {
    expect(checkDemoRequest(english, filled, 'hospital')).toEqual({
      ok: true,
      value: {
        name: 'Ayesha Khan',
        email: 'ayesha@example.pk',
        phone_number: '03001234567',
        demo_for: 'hospital',
      },
    });
  });

  it('puts the missing-fields message under every blank field, spaces counting as blank', () => {
    expect(checkDemoRequest(english, { name: '  ', email: 'a@b.pk', phone: '' }, 'clinic')).toEqual({
      ok: false,
      errors: { name: DEMO_MISSING_FIELDS_MESSAGE, phone: DEMO_MISSING_FIELDS_MESSAGE },
    });
  });

  it('puts the phone and email messages under their fields', () => {
    expect(checkDemoRequest(english, { ...filled, phone: '12345' }, 'clinic')).toEqual({
      ok: false,
      errors: { phone: DEMO_INVALID_PHONE_MESSAGE },
    });
    expect(checkDemoRequest(english, { ...filled, email: 'ayesha@' }, 'clinic')).toEqual({
      ok: false,
      errors: { email: DEMO_INVALID_EMAIL_MESSAGE },
    });
  });
});

describe('demoRequestFailureMessage', () => {
  it('says the duplicate message for { duplicate: true } and the error’s own message otherwise', () => {
    expect(demoRequestFailureMessage(english, { duplicate: true })).toBe(DEMO_REQUEST_FAILED_MESSAGE);
    expect(demoRequestFailureMessage(english, new Error(DEMO_REQUEST_FAILED_MESSAGE))).toBe(
      DEMO_REQUEST_FAILED_MESSAGE,
    );
    expect(demoRequestFailureMessage(english, new Error('The server is busy.'))).toBe('The server is busy.');
    expect(demoRequestFailureMessage(english, { duplicate: 'yes' })).toBe(FALLBACK_ERROR_MESSAGE);
    expect(demoRequestFailureMessage(english, undefined)).toBe(FALLBACK_ERROR_MESSAGE);
  });
});
