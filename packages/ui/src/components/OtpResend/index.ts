export { OtpResend, RESEND_CODE_LABEL, formatCountdown } from './OtpResend';
export type { OtpResendProps } from './OtpResend';
