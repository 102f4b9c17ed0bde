import type { OperationId } from '@aafiyat/api';

/** A per-IP limit: at most `max` requests in `timeWindow` milliseconds. */
export interface RouteLimit {
  max: number;
  timeWindow: number;
}

const MINUTE = 60_000;

// Anything that sends an SMS: a few per minute per IP (the OTP service also limits each phone number).
const SENDS_SMS: readonly OperationId[] = [
  'sendVerificationCode',
  'clinicSignup',
  'hospitalSignup',
  'pharmacySignup',
  'clinicForgetPassword',
  'drForgetPassword',
  'checkPasswordExists',
];

// Anything that checks a password or a code: enough for typos, too few for guessing.
const CHECKS_SECRET: readonly OperationId[] = [
  'verifyOtpCodePatient',
  'clinicLogin',
  'checkClinicBranches',
  'validateBranchCode',
  'drLogin',
  'staffLogin',
  'hospitalLogin',
  'pharmacyLogin',
  'verifyClinicSignupOtp',
  'verifyHospitalSignupOtp',
  'verifyPharmacySignupOtp',
  'verifyDrSignupOtp',
  'clinicForgetOtpVerify',
  'drForgetOtpVerify',
  'clinicResetPassword',
  'drResetPassword',
];

// Forms that store what strangers send.
const PUBLIC_FORMS: readonly OperationId[] = [
  'addDemoRequest',
  'addHelplineCallback',
  'addContactUs',
  'clinicContactUs',
  'bookLabTest',
];

/** The rate limit of an operation, if it has one. */
export function rateLimitFor(id: OperationId): RouteLimit | undefined {
  if (SENDS_SMS.includes(id)) return { max: 5, timeWindow: MINUTE };
  if (CHECKS_SECRET.includes(id)) return { max: 10, timeWindow: MINUTE };
  if (PUBLIC_FORMS.includes(id)) return { max: 20, timeWindow: MINUTE };
  return undefined;
}
