export { otpCodeLabel, otpCodeMissingMessage, OtpCodeStep } from './OtpCodeStep';
export type { OtpCodeStepProps } from './OtpCodeStep';
