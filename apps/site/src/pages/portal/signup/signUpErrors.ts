import { isApiError } from '@aafiyat/api';
import { extractErrorMessage } from '@aafiyat/domain';
import type { BusinessSignUpErrors, BusinessSignUpRejection } from '@aafiyat/ui';
import type { SiteTranslate } from '../../../i18n/language';

/**
 * The wait message of a 429: how long, from `Retry-After`, in the sign-in's words (seconds up to two minutes, then
 * minutes); the server's words when it sent no wait.
 */
export function waitMessage(t: SiteTranslate, error: unknown): string | null {
  if (!isApiError(error, 429)) return null;
  const seconds = error.retryAfterSeconds;
  if (seconds === null || seconds <= 0) return error.message;
  return seconds >= 120
    ? t('SignIn.error.waitMinutes', { minutes: Math.ceil(seconds / 60) })
    : t('SignIn.error.waitSeconds', { seconds });
}

/**
 * Turns a failed sign-up into what the form shows: a clash with a registered mobile number or email (409
 * `phone_taken` / `email_taken`) goes under that field as well as above the form; a 400's field problems go
 * on to the form, which says them under their fields; a 429 says how long to wait. Everything else is the server's message.
 */
export function signUpRejection(t: SiteTranslate, error: unknown): BusinessSignUpRejection {
  const wait = waitMessage(t, error);
  if (wait !== null) return { message: wait };
  if (!isApiError(error)) return { message: extractErrorMessage(error) };
  const fieldErrors: BusinessSignUpErrors = {};
  if (error.status === 409) {
    if (error.code === 'email_taken') fieldErrors.email = error.message;
    else fieldErrors.phone_number = error.message;
  }
  // A 400's field problems go on as they are: the form says each in its field's words under it.
  return { message: error.message, fieldErrors, fields: error.fields };
}

/** A failed code check or resend, as the code step shows it (a 429 with its wait). */
export function otpFailure(t: SiteTranslate, error: unknown): Error {
  return new Error(waitMessage(t, error) ?? extractErrorMessage(error));
}
