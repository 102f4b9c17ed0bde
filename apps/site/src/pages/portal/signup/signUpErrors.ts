import { isApiError } from '@aafiyat/api';
import type { BusinessSignUpErrors, BusinessSignUpRejection } from '@aafiyat/ui';
import type { SiteTranslate } from '../../../i18n/language';

/**
 * A failure in the page's language: the server's own sentence on an English page, the library's sentence for its
 * code elsewhere (`useRefusalMessage` of `@aafiyat/ui`).
 */
export type Refuse = (failure: unknown) => string;

/**
 * The wait message of a 429: how long, from `Retry-After`, in the sign-in's words (seconds up to two minutes, then
 * minutes); the refusal's own words when it sent no wait.
 */
export function waitMessage(t: SiteTranslate, refuse: Refuse, error: unknown): string | null {
  if (!isApiError(error, 429)) return null;
  const seconds = error.retryAfterSeconds;
  if (seconds === null || seconds <= 0) return refuse(error);
  return seconds >= 120
    ? t('SignIn.error.waitMinutes', { minutes: Math.ceil(seconds / 60) })
    : t('SignIn.error.waitSeconds', { seconds });
}

/**
 * Turns a failed sign-up into what the form shows: a clash with a registered mobile number or email (409
 * `phone_taken` / `email_taken`) goes under that field as well as above the form; a 400's field problems go
 * on to the form, which says them under their fields; a 429 says how long to wait. Everything else is the refusal
 * in the page's language (`refuse`).
 */
export function signUpRejection(t: SiteTranslate, refuse: Refuse, error: unknown): BusinessSignUpRejection {
  const wait = waitMessage(t, refuse, error);
  if (wait !== null) return { message: wait };
  const message = refuse(error);
  if (!isApiError(error)) return { message };
  const fieldErrors: BusinessSignUpErrors = {};
  if (error.status === 409) {
    if (error.code === 'email_taken') fieldErrors.email = message;
    else fieldErrors.phone_number = message;
  }
  // A 400's field problems go on as they are: the form says each in its field's words under it.
  return { message, fieldErrors, fields: error.fields };
}

/** A failed code check or resend, as the code step shows it (a 429 with its wait). */
export function otpFailure(t: SiteTranslate, refuse: Refuse, error: unknown): Error {
  return new Error(waitMessage(t, refuse, error) ?? refuse(error));
}
