import { isApiError } from '@aafiyat/api';
import {
  isValidEmail,
  isValidMobileNumber,
  isValidPmdcNumber,
  normalizeMobileNumber,
  parseSessionRecord,
  type SessionRecord,
} from '@aafiyat/domain';
import type { SiteTranslate } from '../../../i18n/language';

/**
 * "Please wait 45 seconds" or "Please wait a minute": the wait of a rate-limit answer, in words. (The sign-up's
 * wait says the same words: ../signup/signUpErrors.ts.)
 */
export function waitMessage(t: SiteTranslate, seconds: number | null): string {
  if (seconds === null || seconds <= 0) return t('SignIn.error.waitAMinute');
  if (seconds < 60) return t('SignIn.error.waitSeconds', { seconds });
  return t('SignIn.error.waitMinutes', { minutes: Math.ceil(seconds / 60) });
}

/**
 * The error a sign-in form shows for a failed call: wrong credentials (401, or an unknown login where the answer
 * would tell that it exists) become one neutral sentence, so it never tells which part was wrong; a rate limit
 * says how long to wait; anything else keeps the server's message.
 */
export function signInFailure(
  t: SiteTranslate,
  error: unknown,
  options: { unknownLoginIsWrongCredentials?: boolean } = {},
): Error {
  if (isApiError(error, 401)) return new Error(t('SignIn.error.wrongCredentials'));
  if (options.unknownLoginIsWrongCredentials && isApiError(error, 404))
    return new Error(t('SignIn.error.wrongCredentials'));
  if (isApiError(error, 429)) return new Error(waitMessage(t, error.retryAfterSeconds));
  if (error instanceof Error) return error;
  return new Error(t('SignIn.error.unexpected'));
}

/**
 * The record of a role the header knows, checked by the domain; throws when the answer is not one (a stored
 * record the domain does not accept: should not happen).
 */
export function sessionRecordOf(t: SiteTranslate, answer: unknown): SessionRecord {
  const record = parseSessionRecord(answer);
  if (record === null) throw new Error(t('SignIn.error.unexpected'));
  return record;
}

/** A mobile number typed in any common shape becomes `03XXXXXXXXX`; anything else is kept as typed. */
export function normalizeLogin(login: string): string {
  return normalizeMobileNumber(login) ?? login.trim();
}

/** Clinic, staff, hospital and pharmacy logins: an email or a mobile number. */
export function emailOrPhoneCheck(t: SiteTranslate): (login: string) => string | undefined {
  return (login) => {
    if (login === '') return t('SignIn.error.loginMissing');
    return isValidEmail(login) || isValidMobileNumber(login) ? undefined : t('SignIn.error.loginInvalid');
  };
}

/** Doctor logins: a PMDC number or a mobile number. */
export function pmdcOrPhoneCheck(t: SiteTranslate): (login: string) => string | undefined {
  return (login) => {
    if (login === '') return t('SignIn.error.pmdcMissing');
    return isValidMobileNumber(login) || isValidPmdcNumber(login) ? undefined : t('SignIn.error.pmdcInvalid');
  };
}
