export {
  PASSWORD_MIN_LENGTH,
  PASSWORD_MISMATCH_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
  PasswordReset,
  passwordResetSteps,
} from './PasswordReset';
export type { PasswordResetCodeSent, PasswordResetProps, PasswordResetStep } from './PasswordReset';
