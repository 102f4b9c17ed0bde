export { OtpResend, formatCountdown } from './OtpResend';
export type { OtpResendProps } from './OtpResend';
