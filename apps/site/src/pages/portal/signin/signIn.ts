import { isApiError } from '@aafiyat/api';
import {
  isValidEmail,
  isValidMobileNumber,
  isValidPmdcNumber,
  normalizeMobileNumber,
  parseSessionRecord,
  type SessionRecord,
} from '@aafiyat/domain';

/** Wrong credentials: one sentence for every case, so it never tells which part was wrong. */
export const WRONG_CREDENTIALS_MESSAGE =
  'That sign-in did not work. Check your login and password and try again.';

/** A stored record the server answered that the domain does not accept (should not happen). */
export const UNEXPECTED_ANSWER_MESSAGE = 'Something went wrong try again!';

/** "Please wait 45 seconds" or "Please wait a minute": the wait of a rate-limit answer, in words. */
export function waitMessage(seconds: number | null): string {
  if (seconds === null || seconds <= 0) return 'Too many attempts. Please wait a minute and try again.';
  if (seconds < 60) return `Too many attempts. Please wait ${String(seconds)} seconds and try again.`;
  const minutes = Math.ceil(seconds / 60);
  return `Too many attempts. Please wait ${String(minutes)} minute${minutes === 1 ? '' : 's'} and try again.`;
}

/**
 * The error a sign-in form shows for a failed call: wrong credentials (401, or an unknown login where the answer
 * would tell that it exists) become one neutral sentence, a rate limit says how long to wait, anything else keeps
 * the server's message.
 */
export function signInFailure(
  error: unknown,
  options: { unknownLoginIsWrongCredentials?: boolean } = {},
): Error {
  if (isApiError(error, 401)) return new Error(WRONG_CREDENTIALS_MESSAGE);
  if (options.unknownLoginIsWrongCredentials && isApiError(error, 404))
    return new Error(WRONG_CREDENTIALS_MESSAGE);
  if (isApiError(error, 429)) return new Error(waitMessage(error.retryAfterSeconds));
  if (error instanceof Error) return error;
  return new Error(UNEXPECTED_ANSWER_MESSAGE);
}

/** The record of a role the header knows, checked by the domain; throws when the answer is not one. */
export function sessionRecordOf(answer: unknown): SessionRecord {
  const record = parseSessionRecord(answer);
  if (record === null) throw new Error(UNEXPECTED_ANSWER_MESSAGE);
  return record;
}

/** A mobile number typed in any common shape becomes `03XXXXXXXXX`; anything else is kept as typed. */
export function normalizeLogin(login: string): string {
  return normalizeMobileNumber(login) ?? login.trim();
}

/** Clinic, staff, hospital and pharmacy logins: an email or a mobile number. */
export function checkEmailOrPhone(login: string): string | undefined {
  if (login === '') return 'Enter your email or mobile number.';
  return isValidEmail(login) || isValidMobileNumber(login)
    ? undefined
    : 'Enter an email address, or a mobile number like 0300 1234567.';
}

/** Doctor logins: a PMDC number or a mobile number. */
export function checkPmdcOrPhone(login: string): string | undefined {
  if (login === '') return 'Enter your PMDC number or mobile number.';
  return isValidMobileNumber(login) || isValidPmdcNumber(login)
    ? undefined
    : 'Enter a PMDC number like 45321-P, or a mobile number like 0300 1234567.';
}
