// Sign-in, sign-up, sessions and password resets of every role (the contract's `auth` operations).
import type { AppContext } from '../context';
import type { OperationHandlers } from '../http/operation';
import { businessAuthHandlers } from './auth/business';
import { clinicAuthHandlers } from './auth/clinic';
import { doctorAuthHandlers } from './auth/doctor';
import { patientAuthHandlers } from './auth/patient';
import { sessionHandlers } from './auth/session';

type AuthOperation =
  | 'sendVerificationCode'
  | 'verifyOtpCodePatient'
  | 'logout'
  | 'getSession'
  | 'checkClinicBranches'
  | 'validateBranchCode'
  | 'clinicLogin'
  | 'clinicSignup'
  | 'verifyClinicSignupOtp'
  | 'clinicForgetPassword'
  | 'clinicForgetOtpVerify'
  | 'clinicResetPassword'
  | 'hospitalLogin'
  | 'hospitalSignup'
  | 'verifyHospitalSignupOtp'
  | 'pharmacyLogin'
  | 'pharmacySignup'
  | 'verifyPharmacySignupOtp'
  | 'drLogin'
  | 'checkPasswordExists'
  | 'verifyDrSignupOtp'
  | 'drForgetPassword'
  | 'drForgetOtpVerify'
  | 'drResetPassword'
  | 'staffLogin'
  | 'getDevOutbox';

/** Every sign-in, sign-up, session and password-reset operation, and the development outbox. */
export function authHandlers(context: AppContext): Pick<OperationHandlers, AuthOperation> {
  return {
    ...patientAuthHandlers(context),
    ...sessionHandlers(context),
    ...clinicAuthHandlers(context),
    ...businessAuthHandlers(context),
    ...doctorAuthHandlers(context),
  };
}
