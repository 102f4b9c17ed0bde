import type { OperationId } from '@aafiyat/api';
import type { FastifyRequest } from 'fastify';

/** A per-IP limit: at most `max` requests in `timeWindow` milliseconds, counted per {@link clientAddress}. */
export interface RouteLimit {
  max: number;
  timeWindow: number;
  keyGenerator: (request: FastifyRequest) => string;
}

/**
 * The address a limit counts against. In production the server sits behind one load balancer (`trustProxy`),
 * which appends the address it saw to `X-Forwarded-For`: that last entry is the client. The entries before it
 * are whatever the client sent, and `request.ip` (the first entry, when every hop is trusted) would let a client
 * pick a new key for each request and never be limited. Without a trusted proxy it is the socket's address.
 */
export function clientAddress(request: FastifyRequest): string {
  // Closest first: the socket's address, then X-Forwarded-For from its last entry back.
  const hops = request.ips;
  return hops?.[1] ?? request.ip;
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
  const keyGenerator = clientAddress;
  if (SENDS_SMS.includes(id)) return { max: 5, timeWindow: MINUTE, keyGenerator };
  if (CHECKS_SECRET.includes(id)) return { max: 10, timeWindow: MINUTE, keyGenerator };
  if (PUBLIC_FORMS.includes(id)) return { max: 20, timeWindow: MINUTE, keyGenerator };
  return undefined;
}
