export {
  PhoneOtpSignIn,
  phoneOtpSignInSteps,
  phoneOtpVerifyResults,
  SIGN_IN_INVALID_PHONE_MESSAGE,
  SIGN_IN_NAME_MISSING_MESSAGE,
} from './PhoneOtpSignIn';
export type { PhoneOtpSignInProps, PhoneOtpSignInStep, PhoneOtpVerifyResult } from './PhoneOtpSignIn';
