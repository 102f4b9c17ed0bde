import { ApiError } from '@aafiyat/api';
import { describe, expect, it } from 'vitest';
import { DEMO_INVALID_EMAIL_MESSAGE } from '@aafiyat/domain';
import { createTranslator, englishCatalog, serverFieldErrors, urduCatalog } from '@aafiyat/ui';
import { english as englishSite } from '../../i18n/english';
import { siteTranslator } from '../../i18n/language';
import { urdu as urduSite } from '../../i18n/urdu';
import { checkContactMessage, contactFieldWordings, emptyContactValues } from './contactForm';

const english = createTranslator('en', englishCatalog);
const siteEnglish = siteTranslator(englishSite);
const urdu = createTranslator('ur', urduCatalog);
const siteUrdu = siteTranslator(urduSite);

const filled = {
  name: ' Ayesha Khan ',
  email: 'ayesha@example.pk',
  phone: '+92 300 1234567',
  subject: 'Sales',
  message: 'Please call me about the clinic system.',
};

describe('the contact form', () => {
  it('sends trimmed values with the number in the 03XXXXXXXXX form', () => {
    expect(checkContactMessage(english, filled)).toEqual({
      ok: true,
      value: {
        name: 'Ayesha Khan',
        email: 'ayesha@example.pk',
        phone_number: '03001234567',
        subject: 'Sales',
        message: 'Please call me about the clinic system.',
      },
    });
  });

  it('puts the spec’s required-fields message under every blank field', () => {
    const check = checkContactMessage(english, { ...emptyContactValues, name: '   ' });
    expect(check).toEqual({
      ok: false,
      errors: {
        name: 'Please fill in all the fields.',
        email: 'Please fill in all the fields.',
        phone: 'Please fill in all the fields.',
        subject: 'Please fill in all the fields.',
        message: 'Please fill in all the fields.',
      },
    });
  });

  it('uses the domain’s messages for a bad email and a bad mobile number', () => {
    const check = checkContactMessage(english, { ...filled, email: 'ayesha@', phone: '0412345678' });
    expect(check).toEqual({
      ok: false,
      errors: { email: 'Enter a valid email address', phone: 'Enter a valid Mobile Number' },
    });
  });

  it('places the server’s field problems under their fields, in each field’s words', () => {
    const error = new ApiError({
      operationId: 'addContactUs',
      kind: 'http',
      status: 400,
      body: {
        message: 'Name must be at most 100 characters.',
        fields: [
          {
            path: 'body/name',
            code: 'too_long',
            limit: 100,
            message: 'Name must be at most 100 characters.',
          },
          { path: 'body/email', code: 'invalid_format', message: 'Email is not in the right format.' },
          { path: 'body/phone_number', code: 'required', message: 'Phone number is required.' },
          { path: 'body/subject', code: 'required', message: 'Subject is required.' },
          { path: 'body/unknown', code: 'not_allowed', message: '"unknown" is not an accepted field.' },
        ],
      },
    });
    expect(serverFieldErrors(english, error, contactFieldWordings(english, siteEnglish))).toEqual({
      errors: {
        name: 'Name must be at most 100 characters.',
        email: DEMO_INVALID_EMAIL_MESSAGE,
        phone: 'Mobile number is required.',
        subject: 'Subject is required.',
      },
      unplaced: ['"unknown" is not an accepted field.'],
    });
  });

  it('speaks the page’s language: the Urdu words of the same messages', () => {
    const check = checkContactMessage(urdu, { ...filled, name: '', email: 'ayesha@' });
    expect(check).toEqual({
      ok: false,
      errors: { name: 'براہِ کرم تمام خانے پُر کریں۔', email: 'درست ای میل ایڈریس درج کریں' },
    });
    const error = new ApiError({
      operationId: 'addContactUs',
      kind: 'http',
      status: 400,
      body: {
        message: 'Message is required.',
        fields: [{ path: 'body/message', code: 'required', message: 'Message is required.' }],
      },
    });
    expect(serverFieldErrors(urdu, error, contactFieldWordings(urdu, siteUrdu)).errors).toEqual({
      message: 'پیغام درج کرنا ضروری ہے۔',
    });
  });
});
