export { OtpInput, OTP_LENGTH, otpDigits } from './OtpInput';
export type { OtpInputProps } from './OtpInput';
