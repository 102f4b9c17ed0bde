/**
 * The error bodies of the error scenarios. Wording follows the document's examples and the domain's
 * messages, so a screen shows in a story exactly what it shows against the server.
 */

import {
  ATTACHMENT_MESSAGES,
  DEMO_INVALID_PHONE_MESSAGE,
  DEMO_REQUEST_FAILED_MESSAGE,
  FALLBACK_ERROR_MESSAGE,
  HELPLINE_INVALID_PHONE_MESSAGE,
  OTP_RESEND_AFTER_MS,
} from '@aafiyat/domain';

import type { ErrorBody, FieldError, OperationId, ResponseStatus } from './types';

type OperationsWith<Status extends number> = {
  [K in OperationId]: Status extends ResponseStatus<K> ? K : never;
}[OperationId];

// Each problem carries the code (and limit) the server gives it, so a form turns it into its own sentence.
const phone = (message = 'Enter a valid mobile number, e.g. 03001234567.'): FieldError => ({
  path: 'body/phone_number',
  code: 'invalid_format',
  message,
});
const wholeNumber = (path: string): FieldError => ({
  path,
  code: 'too_small',
  limit: 1,
  message: 'Must be a whole number from 1.',
});
const login: FieldError = {
  path: 'body/login',
  code: 'invalid_format',
  message: 'Enter your email address or mobile number.',
};
const doctorLogin: FieldError = {
  path: 'body/login',
  code: 'invalid_format',
  message: 'Enter your PMDC number or mobile number.',
};
const code: FieldError = {
  path: 'body/code',
  code: 'invalid_format',
  message: 'Enter the 6-digit code from the SMS.',
};
const password: FieldError = {
  path: 'body/password',
  code: 'too_short',
  limit: 8,
  message: 'Use at least 8 characters.',
};
const resetTokenField: FieldError = {
  path: 'body/reset_token',
  code: 'invalid_format',
  message: 'This reset link is not valid.',
};
const email: FieldError = {
  path: 'body/email',
  code: 'invalid_format',
  message: 'Enter a valid email address.',
};
const idQuery = wholeNumber('query/id');
const labIdQuery = wholeNumber('query/lab_id');
const pageQuery: FieldError = {
  path: 'query/page',
  code: 'too_large',
  limit: 10_000,
  message: 'Must be a whole number from 1 to 10000.',
};
const filterQuery: FieldError = {
  path: 'query/filter',
  code: 'invalid_choice',
  message: 'Must be 0, 1, 2 or 3.',
};
const pathId = wholeNumber('path/id');
const appointmentId = wholeNumber('body/appointment_id');

/** The field each operation's `validationError` scenario reports. */
export const validationFields: { readonly [K in OperationsWith<400>]: FieldError } = {
  sendVerificationCode: phone(),
  verifyOtpCodePatient: code,
  checkClinicBranches: login,
  validateBranchCode: {
    path: 'body/branch_code',
    code: 'invalid_format',
    message: 'Enter the branch code, e.g. SFC-KHI-06.',
  },
  clinicLogin: password,
  clinicSignup: email,
  verifyClinicSignupOtp: code,
  clinicForgetPassword: login,
  clinicForgetOtpVerify: code,
  clinicResetPassword: password,
  clinicContactUs: { path: 'body/message', code: 'required', message: 'Please write your message.' },
  getClinicDashboard: filterQuery,
  hospitalLogin: login,
  hospitalSignup: phone(),
  verifyHospitalSignupOtp: code,
  pharmacyLogin: login,
  pharmacySignup: phone(),
  verifyPharmacySignupOtp: code,
  drLogin: doctorLogin,
  checkPasswordExists: doctorLogin,
  verifyDrSignupOtp: password,
  drForgetPassword: doctorLogin,
  drForgetOtpVerify: code,
  drResetPassword: resetTokenField,
  searchDoctors: {
    path: 'query/page_size',
    code: 'too_large',
    limit: 50,
    message: 'Must be a whole number from 1 to 50.',
  },
  getDoctor: { path: 'path/pmdc', code: 'invalid_format', message: 'Enter a PMDC number such as 45321-P.' },
  listDoctorSlots: {
    path: 'query/days',
    code: 'too_large',
    limit: 14,
    message: 'Must be a whole number from 1 to 14.',
  },
  listDoctorReviews: {
    path: 'query/page_size',
    code: 'too_large',
    limit: 50,
    message: 'Must be a whole number from 1 to 50.',
  },
  payAtClinic: { path: 'path/id', code: 'too_small', limit: 1, message: 'Must be a whole number from 1.' },
  reviewAppointment: {
    path: 'body/rating',
    code: 'required',
    message: 'Choose a rating from 1 to 5 stars.',
  },
  staffLogin: login,
  addHelplineCallback: phone(HELPLINE_INVALID_PHONE_MESSAGE),
  addContactUs: email,
  addDemoRequest: phone(DEMO_INVALID_PHONE_MESSAGE),
  getLabInfo: labIdQuery,
  listLabBranches: labIdQuery,
  listLabCategories: wholeNumber('query/lab_branch_id'),
  bookLabTest: {
    path: 'body/preferred_date',
    code: 'date_in_past',
    message: 'Choose today or a later date.',
  },
  getClinicImage: idQuery,
  getPatientImage: idQuery,
  getDoctorImage: {
    path: 'query/pmdc',
    code: 'invalid_format',
    message: 'Enter a PMDC number such as 45321-P.',
  },
  getLabLogo: labIdQuery,
  getSpecialityImage: { path: 'query/name', code: 'required', message: 'Enter a specialty name.' },
  updatePatientProfile: {
    path: 'body/chronic_diseases/0',
    code: 'duplicate',
    message: 'Choose each condition once.',
  },
  uploadPatientAttachment: {
    path: 'body/file',
    code: 'file_type_not_allowed',
    message: ATTACHMENT_MESSAGES.notAllowed,
  },
  getPatientAttachment: pathId,
  deletePatientAttachment: pathId,
  listPatientAppointments: pageQuery,
  createAppointment: {
    path: 'body/time',
    code: 'outside_timings',
    message: "Choose a time within the doctor's hours.",
  },
  getAppointmentCheckout: pathId,
  startJazzcashPayment: appointmentId,
  jazzcashReturn: {
    path: 'body/pp_SecureHash',
    code: 'invalid_format',
    message: 'Must be 64 hexadecimal digits.',
  },
  getPaymentStatus: wholeNumber('path/appointment_id'),
  startCall: appointmentId,
  markCallReady: { path: 'path/call_id', code: 'invalid_format', message: 'Must be a call id (UUID).' },
  getDevOutbox: {
    path: 'query/phone',
    code: 'invalid_format',
    message: 'Enter a valid mobile number, e.g. 03001234567.',
  },
};

/** The clash each operation's `conflict` scenario reports (the demo request has `duplicate`). */
export const conflictBodies: { readonly [K in Exclude<OperationsWith<409>, 'addDemoRequest'>]: ErrorBody } = {
  clinicSignup: { message: 'An account with this mobile number already exists.', code: 'phone_taken' },
  hospitalSignup: { message: 'An account with this mobile number already exists.', code: 'phone_taken' },
  pharmacySignup: { message: 'An account with this email address already exists.', code: 'email_taken' },
  verifyDrSignupOtp: {
    message: 'You have already set a password. Please sign in.',
    code: 'password_already_set',
  },
  bookLabTest: {
    message: 'You have already booked these tests at this branch for that date.',
    code: 'booking_exists',
  },
  createAppointment: {
    message: 'This time is no longer available. Please pick another.',
    code: 'slot_unavailable',
  },
  startJazzcashPayment: { message: 'This appointment is already paid.', code: 'already_paid' },
  startCall: {
    message: 'This appointment cannot be called now: it is not an online appointment of today.',
    code: 'call_not_allowed',
  },
  markCallReady: { message: 'This call is still ringing or connected.', code: 'call_not_missed' },
  reviewAppointment: { message: 'You have already reviewed this visit.', code: 'already_reviewed' },
  payAtClinic: { message: 'This appointment is already paid.', code: 'already_paid' },
};

/** What a `notFound` answer says, where the operation knows what was missing. */
const notFoundMessages: Partial<Record<OperationId, string>> = {
  getDoctor: 'We could not find that doctor.',
  listDoctorSlots: 'We could not find that doctor.',
  listDoctorReviews: 'We could not find that doctor.',
  getDoctorImage: 'We could not find that doctor.',
  checkClinicBranches: 'No clinic account uses this email or mobile number.',
  clinicForgetPassword: 'No clinic account uses this email or mobile number.',
  checkPasswordExists: 'No doctor is registered with this PMDC or mobile number.',
  drForgetPassword: 'No doctor is registered with this PMDC or mobile number.',
  getLabInfo: 'We could not find that lab.',
  listLabBranches: 'We could not find that lab.',
  getLabLogo: 'We could not find that lab.',
  listLabCategories: 'We could not find that lab branch.',
  getAppointmentCheckout: 'We could not find that appointment.',
  getPaymentStatus: 'We could not find that appointment.',
};

/** Seconds a rate-limited client waits: the domain's resend wait. */
export const RETRY_AFTER_SECONDS = OTP_RESEND_AFTER_MS / 1000;

/** The body of a 400 `validation_failed` naming `field`. */
export function validationBody(field: FieldError): ErrorBody {
  return { message: field.message, code: 'validation_failed', fields: [field] };
}

/** The body of a 404 for `operationId`. */
export function notFoundBody(operationId: OperationId): ErrorBody {
  return { message: notFoundMessages[operationId] ?? 'We could not find that.', code: 'not_found' };
}

/** Fixed bodies of the scenarios whose answer does not depend on the operation. */
export const errorBodies = {
  clinicRequired: {
    message: 'Please choose the clinic branch to sign in to.',
    code: 'clinic_required',
    fields: [{ path: 'body/clinic_id', code: 'clinic_required', message: 'Choose a branch.' }],
  },
  otpInvalid: { message: 'The code is incorrect. Please check the SMS and try again.', code: 'otp_invalid' },
  otpExpired: { message: 'The code has expired. Please request a new one.', code: 'otp_expired' },
  unauthenticated: { message: 'Please sign in to continue.', code: 'unauthenticated' },
  invalidCredentials: { message: 'The login or password is incorrect.', code: 'invalid_credentials' },
  forbidden: { message: 'You do not have access to this page.', code: 'forbidden' },
  verificationPending: {
    message: 'Please verify your mobile number to finish signing up.',
    code: 'verification_pending',
  },
  passwordNotSet: { message: 'Please set your password first.', code: 'password_not_set' },
  duplicate: { message: DEMO_REQUEST_FAILED_MESSAGE, code: 'demo_request_exists' },
  fileTooLarge: { message: ATTACHMENT_MESSAGES.tooLarge, code: 'file_too_large' },
  nameRequired: {
    message: 'Please enter your name to create your account.',
    code: 'name_required',
    fields: [{ path: 'body/name', code: 'name_required', message: 'Please enter your name.' }],
  },
  rateLimited: { message: 'Too many attempts. Please try again in a minute.', code: 'rate_limited' },
  otpExhausted: { message: 'Too many wrong codes. Please request a new code.', code: 'otp_exhausted' },
  serverError: { message: FALLBACK_ERROR_MESSAGE, code: 'server_error' },
  smsFailed: { message: 'We could not send the SMS just now. Please try again shortly.', code: 'sms_failed' },
} satisfies Record<string, ErrorBody>;
