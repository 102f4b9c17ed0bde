/**
 * Named scenarios: the answers a handler can give. Every operation offers `success`, `slow` and
 * `networkError`; the others only where the operation's responses in openapi.yaml list their status
 * (the types below check that against the generated contract, and the test suite against the YAML).
 */

import type { OperationId, ResponseStatus, SessionOperationId, SuccessStatus } from './types';

/**
 * Every scenario and the status it answers: `'success'` for the operation's own success status, `null`
 * for a network failure (no response at all).
 */
export const scenarioStatuses = {
  /** The operation's success answer, computed from the fixtures and the request. */
  success: 'success',
  /** The success answer after a delay (`delayMs`, default 2000 ms): loading states. */
  slow: 'success',
  /** No response: the request fails as if the network were down. */
  networkError: null,
  /** A list (or a dashboard's day) with nothing in it. */
  empty: 200,
  /** A clinic login with a single branch (the site skips the choice). */
  singleBranch: 200,
  /** A patient sign-in that created the account (`is_new: true`). */
  newPatient: 200,
  /** A doctor without a password: a code was sent to set one. */
  noPassword: 200,
  /** A helpline call-back from a number that already asked today: 200 `already_received`, nothing stored. */
  alreadyReceived: 200,
  /** The appointment's payment is pending at JazzCash. */
  paymentPending: 200,
  /** The appointment's payment failed. */
  paymentFailed: 200,
  /** An image the client already holds (304, matching `If-None-Match`). */
  notModified: 304,
  /** 400 `validation_failed` with a `fields` entry. */
  validationError: 400,
  /** 400 `clinic_required`: several branches and no `clinic_id`. */
  clinicRequired: 400,
  /** 400 `otp_invalid`: the code is wrong. */
  otpInvalid: 400,
  /** 400 `otp_expired`: the code is too old. */
  otpExpired: 400,
  /** 401 `unauthenticated`: no live session. */
  unauthenticated: 401,
  /** 401 `invalid_credentials`: wrong login or password. */
  invalidCredentials: 401,
  /** 403 `forbidden`: the session's role or ownership does not allow this. */
  forbidden: 403,
  /** 403 `verification_pending`: the sign-up code was never verified. */
  verificationPending: 403,
  /** 403 `password_not_set`: the doctor has no password yet. */
  passwordNotSet: 403,
  /** 404 `not_found`. */
  notFound: 404,
  /** 409 with the operation's own clash (slot taken, number registered, already paid…). */
  conflict: 409,
  /** 409 'Demo request already exist!' (`demo_request_exists`). */
  duplicate: 409,
  /** 413 `file_too_large`. */
  fileTooLarge: 413,
  /** 422 `name_required`: a new number verified a code without a name. */
  nameRequired: 422,
  /** 429 `rate_limited` with `Retry-After`. */
  rateLimited: 429,
  /** 429 `otp_exhausted` with `Retry-After`: too many wrong codes. */
  otpExhausted: 429,
  /** 500 'Something went wrong try again!' (`server_error`). */
  serverError: 500,
  /** 503 `sms_failed` with `Retry-After`: the SMS with the one-time code could not be sent. */
  smsFailed: 503,
} as const;

/** The name of a scenario. */
export type ScenarioName = keyof typeof scenarioStatuses;

/** Every scenario name, in the order of {@link scenarioStatuses}. */
export const scenarioNames = Object.keys(scenarioStatuses) as readonly ScenarioName[];

type OtpCheckOperationId =
  | 'verifyOtpCodePatient'
  | 'verifyClinicSignupOtp'
  | 'clinicForgetOtpVerify'
  | 'verifyHospitalSignupOtp'
  | 'verifyPharmacySignupOtp'
  | 'verifyDrSignupOtp'
  | 'drForgetOtpVerify';

type ListOperationId =
  | 'searchDoctors'
  | 'listSpecialities'
  | 'listMedicalTestLabs'
  | 'listLabBranches'
  | 'listLabCategories'
  | 'listPharmacyPackages'
  | 'listBasicPackages'
  | 'listPatientAttachments'
  | 'listPatientAppointments'
  | 'getDevOutbox'
  | 'listMissedCalls'
  | 'getIceServers'
  | 'getClinicDashboard'
  | 'getDoctorDashboard'
  | 'listDoctorSlots'
  | 'listDoctorReviews';

/** Which operations a scenario can apply to at all, before its status is checked. */
interface ScenarioOperations {
  success: OperationId;
  slow: OperationId;
  networkError: OperationId;
  empty: ListOperationId;
  singleBranch: 'checkClinicBranches';
  newPatient: 'verifyOtpCodePatient';
  noPassword: 'checkPasswordExists';
  alreadyReceived: 'addHelplineCallback';
  paymentPending: 'getPaymentStatus';
  paymentFailed: 'getPaymentStatus';
  notModified: OperationId;
  validationError: OperationId;
  clinicRequired: 'clinicLogin';
  otpInvalid: OtpCheckOperationId;
  otpExpired: OtpCheckOperationId;
  unauthenticated: SessionOperationId;
  invalidCredentials: Exclude<OperationId, SessionOperationId>;
  forbidden: SessionOperationId;
  verificationPending: 'clinicLogin' | 'hospitalLogin' | 'pharmacyLogin';
  passwordNotSet: 'drLogin';
  notFound: OperationId;
  conflict: Exclude<OperationId, 'addDemoRequest'>;
  duplicate: 'addDemoRequest';
  fileTooLarge: OperationId;
  nameRequired: OperationId;
  rateLimited: OperationId;
  otpExhausted: OtpCheckOperationId;
  serverError: OperationId;
  smsFailed: OperationId;
}

type ScenarioStatus<N extends ScenarioName> = (typeof scenarioStatuses)[N] extends 'success'
  ? SuccessStatus
  : (typeof scenarioStatuses)[N] extends null
    ? number
    : (typeof scenarioStatuses)[N];

/** The scenarios the document allows for operation `K`: the right operation, and a listed status. */
export type AllowedScenario<K extends OperationId> = {
  [N in ScenarioName]: K extends ScenarioOperations[N]
    ? [Extract<ResponseStatus<K>, ScenarioStatus<N>>] extends [never]
      ? never
      : N
    : never;
}[ScenarioName];

/** The scenarios of every operation. Checked both ways against {@link AllowedScenario}. */
// prettier-ignore
export const scenarioTable = {
  sendVerificationCode: ['success', 'slow', 'networkError', 'validationError', 'rateLimited', 'serverError', 'smsFailed'],
  verifyOtpCodePatient: ['success', 'slow', 'networkError', 'newPatient', 'validationError', 'otpInvalid', 'otpExpired', 'nameRequired', 'rateLimited', 'otpExhausted', 'serverError'],
  logout: ['success', 'slow', 'networkError', 'serverError'],
  getSession: ['success', 'slow', 'networkError', 'unauthenticated', 'serverError'],
  checkClinicBranches: ['success', 'slow', 'networkError', 'singleBranch', 'validationError', 'notFound', 'rateLimited', 'serverError'],
  validateBranchCode: ['success', 'slow', 'networkError', 'validationError', 'rateLimited', 'serverError'],
  clinicLogin: ['success', 'slow', 'networkError', 'validationError', 'clinicRequired', 'invalidCredentials', 'verificationPending', 'rateLimited', 'serverError'],
  clinicSignup: ['success', 'slow', 'networkError', 'validationError', 'conflict', 'rateLimited', 'serverError', 'smsFailed'],
  verifyClinicSignupOtp: ['success', 'slow', 'networkError', 'validationError', 'otpInvalid', 'otpExpired', 'notFound', 'rateLimited', 'otpExhausted', 'serverError'],
  clinicForgetPassword: ['success', 'slow', 'networkError', 'validationError', 'notFound', 'rateLimited', 'serverError', 'smsFailed'],
  clinicForgetOtpVerify: ['success', 'slow', 'networkError', 'validationError', 'otpInvalid', 'otpExpired', 'notFound', 'rateLimited', 'otpExhausted', 'serverError'],
  clinicResetPassword: ['success', 'slow', 'networkError', 'validationError', 'rateLimited', 'serverError'],
  clinicContactUs: ['success', 'slow', 'networkError', 'validationError', 'fileTooLarge', 'rateLimited', 'serverError'],
  getClinicDashboard: ['success', 'slow', 'networkError', 'empty', 'validationError', 'unauthenticated', 'forbidden', 'serverError'],
  hospitalLogin: ['success', 'slow', 'networkError', 'validationError', 'invalidCredentials', 'verificationPending', 'rateLimited', 'serverError'],
  hospitalSignup: ['success', 'slow', 'networkError', 'validationError', 'conflict', 'rateLimited', 'serverError', 'smsFailed'],
  verifyHospitalSignupOtp: ['success', 'slow', 'networkError', 'validationError', 'otpInvalid', 'otpExpired', 'notFound', 'rateLimited', 'otpExhausted', 'serverError'],
  pharmacyLogin: ['success', 'slow', 'networkError', 'validationError', 'invalidCredentials', 'verificationPending', 'rateLimited', 'serverError'],
  pharmacySignup: ['success', 'slow', 'networkError', 'validationError', 'conflict', 'rateLimited', 'serverError', 'smsFailed'],
  verifyPharmacySignupOtp: ['success', 'slow', 'networkError', 'validationError', 'otpInvalid', 'otpExpired', 'notFound', 'rateLimited', 'otpExhausted', 'serverError'],
  drLogin: ['success', 'slow', 'networkError', 'validationError', 'invalidCredentials', 'passwordNotSet', 'rateLimited', 'serverError'],
  checkPasswordExists: ['success', 'slow', 'networkError', 'noPassword', 'validationError', 'notFound', 'rateLimited', 'serverError', 'smsFailed'],
  verifyDrSignupOtp: ['success', 'slow', 'networkError', 'validationError', 'otpInvalid', 'otpExpired', 'notFound', 'conflict', 'rateLimited', 'otpExhausted', 'serverError'],
  drForgetPassword: ['success', 'slow', 'networkError', 'validationError', 'notFound', 'rateLimited', 'serverError', 'smsFailed'],
  drForgetOtpVerify: ['success', 'slow', 'networkError', 'validationError', 'otpInvalid', 'otpExpired', 'notFound', 'rateLimited', 'otpExhausted', 'serverError'],
  drResetPassword: ['success', 'slow', 'networkError', 'validationError', 'rateLimited', 'serverError'],
  getDoctorDashboard: ['success', 'slow', 'networkError', 'empty', 'unauthenticated', 'forbidden', 'serverError'],
  searchDoctors: ['success', 'slow', 'networkError', 'empty', 'validationError', 'serverError'],
  getDoctor: ['success', 'slow', 'networkError', 'validationError', 'notFound', 'serverError'],
  listDoctorSlots: ['success', 'slow', 'networkError', 'empty', 'validationError', 'notFound', 'serverError'],
  listDoctorReviews: ['success', 'slow', 'networkError', 'empty', 'validationError', 'notFound', 'serverError'],
  listSpecialities: ['success', 'slow', 'networkError', 'empty', 'serverError'],
  staffLogin: ['success', 'slow', 'networkError', 'validationError', 'invalidCredentials', 'rateLimited', 'serverError'],
  addHelplineCallback: ['success', 'slow', 'networkError', 'alreadyReceived', 'validationError', 'rateLimited', 'serverError'],
  addContactUs: ['success', 'slow', 'networkError', 'validationError', 'fileTooLarge', 'rateLimited', 'serverError'],
  addDemoRequest: ['success', 'slow', 'networkError', 'validationError', 'duplicate', 'rateLimited', 'serverError'],
  listMedicalTestLabs: ['success', 'slow', 'networkError', 'empty', 'serverError'],
  getLabInfo: ['success', 'slow', 'networkError', 'validationError', 'notFound', 'serverError'],
  listLabBranches: ['success', 'slow', 'networkError', 'empty', 'validationError', 'notFound', 'serverError'],
  listLabCategories: ['success', 'slow', 'networkError', 'empty', 'validationError', 'notFound', 'serverError'],
  bookLabTest: ['success', 'slow', 'networkError', 'validationError', 'notFound', 'conflict', 'rateLimited', 'serverError'],
  listPharmacyPackages: ['success', 'slow', 'networkError', 'empty', 'serverError'],
  listBasicPackages: ['success', 'slow', 'networkError', 'empty', 'serverError'],
  getClinicImage: ['success', 'slow', 'networkError', 'notModified', 'validationError', 'notFound', 'serverError'],
  getPatientImage: ['success', 'slow', 'networkError', 'notModified', 'validationError', 'unauthenticated', 'forbidden', 'notFound', 'serverError'],
  getDoctorImage: ['success', 'slow', 'networkError', 'notModified', 'validationError', 'notFound', 'serverError'],
  getLabLogo: ['success', 'slow', 'networkError', 'notModified', 'validationError', 'notFound', 'serverError'],
  getSpecialityImage: ['success', 'slow', 'networkError', 'notModified', 'validationError', 'notFound', 'serverError'],
  getPatientProfile: ['success', 'slow', 'networkError', 'unauthenticated', 'forbidden', 'serverError'],
  updatePatientProfile: ['success', 'slow', 'networkError', 'validationError', 'unauthenticated', 'forbidden', 'serverError'],
  listPatientAttachments: ['success', 'slow', 'networkError', 'empty', 'unauthenticated', 'forbidden', 'serverError'],
  uploadPatientAttachment: ['success', 'slow', 'networkError', 'validationError', 'unauthenticated', 'forbidden', 'fileTooLarge', 'serverError'],
  getPatientAttachment: ['success', 'slow', 'networkError', 'validationError', 'unauthenticated', 'forbidden', 'notFound', 'serverError'],
  deletePatientAttachment: ['success', 'slow', 'networkError', 'validationError', 'unauthenticated', 'forbidden', 'notFound', 'serverError'],
  listPatientAppointments: ['success', 'slow', 'networkError', 'empty', 'validationError', 'unauthenticated', 'forbidden', 'serverError'],
  createAppointment: ['success', 'slow', 'networkError', 'validationError', 'unauthenticated', 'forbidden', 'notFound', 'conflict', 'serverError'],
  payAtClinic: ['success', 'slow', 'networkError', 'validationError', 'unauthenticated', 'forbidden', 'notFound', 'conflict', 'serverError'],
  reviewAppointment: ['success', 'slow', 'networkError', 'validationError', 'unauthenticated', 'forbidden', 'notFound', 'conflict', 'serverError'],
  getAppointmentCheckout: ['success', 'slow', 'networkError', 'validationError', 'unauthenticated', 'forbidden', 'notFound', 'serverError'],
  startJazzcashPayment: ['success', 'slow', 'networkError', 'validationError', 'unauthenticated', 'forbidden', 'notFound', 'conflict', 'serverError'],
  jazzcashReturn: ['success', 'slow', 'networkError', 'validationError', 'notFound', 'serverError'],
  getPaymentStatus: ['success', 'slow', 'networkError', 'paymentPending', 'paymentFailed', 'validationError', 'unauthenticated', 'forbidden', 'notFound', 'serverError'],
  startCall: ['success', 'slow', 'networkError', 'validationError', 'unauthenticated', 'forbidden', 'notFound', 'conflict', 'serverError'],
  getIceServers: ['success', 'slow', 'networkError', 'empty', 'unauthenticated', 'forbidden', 'serverError'],
  listMissedCalls: ['success', 'slow', 'networkError', 'empty', 'unauthenticated', 'forbidden', 'serverError'],
  markCallReady: ['success', 'slow', 'networkError', 'validationError', 'unauthenticated', 'forbidden', 'notFound', 'conflict', 'serverError'],
  getDevOutbox: ['success', 'slow', 'networkError', 'empty', 'validationError', 'notFound', 'serverError'],

} as const satisfies { readonly [K in OperationId]: readonly AllowedScenario<K>[] };

/** The scenarios operation `K` offers. */
export type ScenarioFor<K extends OperationId> = (typeof scenarioTable)[K][number];

// The table must also be complete: a scenario the document allows but the table leaves out fails here.
type Unlisted = { [K in OperationId]: Exclude<AllowedScenario<K>, ScenarioFor<K>> }[OperationId];
type AssertNever<T extends never> = T;
type _EveryAllowedScenarioIsListed = AssertNever<Unlisted>;

/** The scenarios `operationId` offers, `success` first. */
export function scenariosFor<K extends OperationId>(operationId: K): readonly ScenarioFor<K>[] {
  return scenarioTable[operationId];
}
