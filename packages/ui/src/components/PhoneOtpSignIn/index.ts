export { PhoneOtpSignIn, phoneOtpSignInSteps, phoneOtpVerifyResults } from './PhoneOtpSignIn';
export type { PhoneOtpSignInProps, PhoneOtpSignInStep, PhoneOtpVerifyResult } from './PhoneOtpSignIn';
