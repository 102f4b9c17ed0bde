export { OTP_INCOMPLETE_MESSAGE } from './SignUpOtpStep';
export { resendCountdownText } from './SignUpOtpStep';
export { SignUpOtpStep } from './SignUpOtpStep';
export type { SignUpOtpStepProps } from './SignUpOtpStep';
