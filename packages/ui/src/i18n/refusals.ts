// A failure as a person reads it, in the page's language: the server answers with a stable `code` (and a sentence
// in English, written for people); the network fails or times out. On an English page the failure's own sentence
// stands, by the domain's rule (`extractErrorMessage`: it may say more, "You have 2 tries left."); in any other
// language the catalog's sentence for the code, else for the kind of failure or the HTTP status, else the general
// one; an error the page worded itself (no code, no kind) is already in its language. The library knows no API
// client: it reads the failure's shape (`@aafiyat/api`'s ApiError has it).
import { extractErrorMessage } from '@aafiyat/domain';
import type { Locale } from './locales';
import type { MessageKey, Translate } from './translator';

/** What a failure may say about itself: an ApiError's fields, or any error. */
interface FailureShape {
  kind?: unknown;
  code?: unknown;
  status?: unknown;
  message?: unknown;
}

/** The catalog's sentence for each code the server answers with. */
const codeKeys: Readonly<Record<string, MessageKey>> = {
  already_paid: 'Refusal.alreadyPaid',
  already_reviewed: 'Refusal.alreadyReviewed',
  bad_request: 'Refusal.badRequest',
  booking_exists: 'LabProfile.alreadyBooked',
  booking_released: 'Refusal.bookingReleased',
  call_not_allowed: 'Refusal.callNotAllowed',
  call_not_missed: 'Refusal.callNotMissed',
  clinic_required: 'Refusal.clinicRequired',
  conflict: 'Refusal.conflict',
  date_in_past: 'Refusal.dateInPast',
  date_out_of_range: 'Refusal.dateOutOfRange',
  doctor_not_online: 'Refusal.doctorNotOnline',
  email_taken: 'Refusal.emailTaken',
  file_too_large: 'Refusal.fileTooLarge',
  file_type_not_allowed: 'Refusal.fileTypeNotAllowed',
  forbidden: 'Refusal.forbidden',
  invalid_credentials: 'Refusal.invalidCredentials',
  malformed_request: 'Refusal.badRequest',
  name_required: 'Refusal.nameRequired',
  not_found: 'Refusal.notFound',
  not_working_day: 'Refusal.notWorkingDay',
  online_must_be_paid: 'Refusal.onlineMustBePaid',
  otp_exhausted: 'Refusal.otpExhausted',
  otp_expired: 'Refusal.otpExpired',
  otp_invalid: 'Refusal.otpInvalid',
  outside_timings: 'Refusal.outsideTimings',
  password_already_set: 'Refusal.passwordAlreadySet',
  password_not_set: 'Refusal.passwordNotSet',
  patient_time_taken: 'Refusal.patientTimeTaken',
  payload_too_large: 'Refusal.tooLarge',
  payment_pending: 'Refusal.paymentPending',
  phone_taken: 'Refusal.phoneTaken',
  rate_limited: 'Refusal.rateLimited',
  request_timeout: 'Refusal.timeout',
  reset_token_invalid: 'Refusal.resetTokenInvalid',
  review_not_allowed: 'Refusal.reviewNotAllowed',
  server_error: 'Refusal.failed',
  slot_unavailable: 'Refusal.slotUnavailable',
  sms_failed: 'Refusal.smsFailed',
  unauthenticated: 'Refusal.unauthenticated',
  validation_failed: 'Refusal.validationFailed',
  verification_pending: 'Refusal.verificationPending',
};

/** The catalog's sentence for an HTTP status without a known code. */
function statusKey(status: number): MessageKey {
  if (status === 401) return 'Refusal.unauthenticated';
  if (status === 403) return 'Refusal.forbidden';
  if (status === 404) return 'Refusal.notFound';
  if (status === 409) return 'Refusal.conflict';
  if (status === 413) return 'Refusal.tooLarge';
  if (status === 429) return 'Refusal.rateLimited';
  if (status >= 400 && status < 500) return 'Refusal.badRequest';
  return 'Refusal.failed';
}

/** The catalog's sentence for a server's code, or undefined for a code it does not know. */
export function codeMessage(t: Translate, code: string): string | undefined {
  const key = codeKeys[code];
  return key === undefined ? undefined : t(key);
}

/** A failure's words in `locale` (see the file's head). */
export function refusalMessage(t: Translate, locale: Locale, failure: unknown): string {
  if (locale === 'en') return extractErrorMessage(failure);
  const shape: FailureShape = typeof failure === 'object' && failure !== null ? failure : {};
  // A failure the page worded itself (an Error without an API call's shape) is already in its language.
  if (!('kind' in shape) && !('code' in shape) && typeof shape.message === 'string' && shape.message !== '') {
    return shape.message;
  }
  if (shape.kind === 'network') return t('Refusal.network');
  if (shape.kind === 'timeout') return t('Refusal.timeout');
  if (shape.kind === 'aborted') return t('Refusal.aborted');
  const byCode = typeof shape.code === 'string' ? codeMessage(t, shape.code) : undefined;
  if (byCode !== undefined) return byCode;
  if (typeof shape.status === 'number') return t(statusKey(shape.status));
  return t('Refusal.failed');
}
