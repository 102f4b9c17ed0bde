import { ApiError } from '@aafiyat/api';
import { createTranslator, englishCatalog, refusalMessage, urduCatalog } from '@aafiyat/ui';
import { describe, expect, it } from 'vitest';
import { english } from '../../../i18n/english';
import { siteTranslator } from '../../../i18n/language';
import { urdu } from '../../../i18n/urdu';
import { findChosenPackage } from './BusinessSignUp';
import { otpFailure, signUpRejection, waitMessage } from './signUpErrors';

const t = siteTranslator(english);
const enUi = createTranslator('en', englishCatalog);
const urUi = createTranslator('ur', urduCatalog);
/** Refusals as an English page says them (the server's own words) and as an Urdu page does (the catalog's). */
const refuseEn = (failure: unknown) => refusalMessage(enUi, 'en', failure);
const refuseUr = (failure: unknown) => refusalMessage(urUi, 'ur', failure);

const conflict = (code: string, message: string) =>
  new ApiError({ operationId: 'pharmacySignup', kind: 'http', status: 409, body: { message, code } });

describe('signUpRejection', () => {
  it('puts a registered number or email under its field, with the server’s words', () => {
    const phone = 'An account with this mobile number already exists. Please sign in instead.';
    expect(signUpRejection(t, refuseEn, conflict('phone_taken', phone))).toEqual({
      message: phone,
      fieldErrors: { phone_number: phone },
      fields: [],
    });
    const email = 'An account with this email already exists. Please sign in instead.';
    expect(signUpRejection(t, refuseEn, conflict('email_taken', email))).toEqual({
      message: email,
      fieldErrors: { email },
      fields: [],
    });
  });

  it('hands a 400’s field problems to the form, which says each in its field’s words under it', () => {
    const error = new ApiError({
      operationId: 'clinicSignup',
      kind: 'http',
      status: 400,
      body: {
        message: 'City must be one of the listed choices.',
        code: 'validation_failed',
        fields: [
          {
            path: 'body/address',
            code: 'too_long',
            limit: 300,
            message: 'Must NOT have more than 300 characters',
          },
          {
            path: 'body/package_id',
            code: 'invalid',
            message: 'Please choose one of the packages on offer.',
          },
        ],
      },
    });
    expect(signUpRejection(t, refuseEn, error)).toEqual({
      message: 'City must be one of the listed choices.',
      fieldErrors: {},
      fields: [
        {
          path: 'body/address',
          code: 'too_long',
          limit: 300,
          message: 'Must NOT have more than 300 characters',
        },
        { path: 'body/package_id', code: 'invalid', message: 'Please choose one of the packages on offer.' },
      ],
    });
  });

  it('says how long to wait on a 429 and reads anything else with the domain’s rule', () => {
    const limited = new ApiError({
      operationId: 'hospitalSignup',
      kind: 'http',
      status: 429,
      body: { message: 'Too many attempts.', code: 'rate_limited' },
      retryAfterSeconds: 45,
    });
    expect(signUpRejection(t, refuseEn, limited)).toEqual({
      message: 'Too many attempts. Please wait 45 seconds and try again.',
    });
    expect(signUpRejection(t, refuseEn, new Error('offline'))).toEqual({ message: 'offline' });
  });

  it('says a refusal in the page’s language, above the form and under its field', () => {
    const phone = 'An account with this mobile number already exists. Please sign in instead.';
    const urduPhone = urUi('Refusal.phoneTaken');
    expect(urduPhone).toMatch(/[\u0600-\u06FF]/);
    expect(signUpRejection(siteTranslator(urdu), refuseUr, conflict('phone_taken', phone))).toEqual({
      message: urduPhone,
      fieldErrors: { phone_number: urduPhone },
      fields: [],
    });
    const failed = new ApiError({
      operationId: 'pharmacySignup',
      kind: 'http',
      status: 500,
      body: { message: 'Something went wrong try again!', code: 'server_error' },
    });
    expect(otpFailure(siteTranslator(urdu), refuseUr, failed).message).toBe(urUi('Refusal.failed'));
  });
});

describe('waitMessage', () => {
  it('counts seconds, rounds long waits up to minutes, and falls back to the server’s words', () => {
    const limited = (retryAfterSeconds: number | null) =>
      new ApiError({
        operationId: 'verifyPharmacySignupOtp',
        kind: 'http',
        status: 429,
        body: { message: 'Too many wrong codes.', code: 'otp_exhausted' },
        retryAfterSeconds,
      });
    expect(waitMessage(t, refuseEn, limited(60))).toBe(
      'Too many attempts. Please wait 60 seconds and try again.',
    );
    expect(waitMessage(t, refuseEn, limited(601))).toBe(
      'Too many attempts. Please wait 11 minutes and try again.',
    );
    expect(waitMessage(t, refuseEn, limited(null))).toBe('Too many wrong codes.');
    expect(waitMessage(t, refuseEn, new Error('nope'))).toBeNull();
    expect(otpFailure(t, refuseEn, limited(30)).message).toBe(
      'Too many attempts. Please wait 30 seconds and try again.',
    );
  });

  it('says the wait in the page’s language, with Western digits', () => {
    const limited = new ApiError({
      operationId: 'verifyClinicSignupOtp',
      kind: 'http',
      status: 429,
      body: { message: 'Too many wrong codes.', code: 'otp_exhausted' },
      retryAfterSeconds: 601,
    });
    expect(waitMessage(siteTranslator(urdu), refuseUr, limited)).toBe(
      'بہت زیادہ کوششیں ہو چکی ہیں۔ براہِ کرم 11 منٹ انتظار کریں اور دوبارہ کوشش کریں۔',
    );
  });
});

describe('findChosenPackage', () => {
  const list = [
    { id: 1, package_name: 'Basic' },
    { id: 2, package_name: 'Standard' },
  ].map((entry) => ({
    ...entry,
    tier: 0 as const,
    title: entry.package_name,
    package_amount: 2000,
    package_discount: 500,
    package_duration: 1,
    is_btn: true,
    all_sub: [],
  }));

  it('finds a package by id or by name, any case', () => {
    expect(findChosenPackage(list, '2')?.package_name).toBe('Standard');
    expect(findChosenPackage(list, 'standard')?.id).toBe(2);
  });

  it('ignores a missing or unknown package', () => {
    expect(findChosenPackage(list, null)).toBeNull();
    expect(findChosenPackage(list, ' ')).toBeNull();
    expect(findChosenPackage(list, '999')).toBeNull();
  });
});
