export { PASSWORD_MIN_LENGTH, PasswordReset, passwordResetSteps } from './PasswordReset';
export type { PasswordResetCodeSent, PasswordResetProps, PasswordResetStep } from './PasswordReset';
