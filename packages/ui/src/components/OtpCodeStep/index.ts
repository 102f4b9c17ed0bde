export { OTP_CODE_LABEL, OTP_CODE_MISSING_MESSAGE, OtpCodeStep } from './OtpCodeStep';
export type { OtpCodeStepProps } from './OtpCodeStep';
