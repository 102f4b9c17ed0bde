import { EMAIL_MAX_LENGTH } from '@aafiyat/domain';
import { TextField, type TextFieldProps } from '../TextField/TextField';

export interface EmailFieldProps extends Omit<
  TextFieldProps,
  'type' | 'inputMode' | 'autoComplete' | 'dir' | 'spellCheck' | 'autoCapitalize'
> {
  /** What the browser may fill in; `email` by default, `username` on sign-in forms that take an email. */
  autoComplete?: 'email' | 'username' | 'off';
}

/**
 * An email field: the email keyboard, the browser's saved address, no spell-check or capitals, kept left
 * to right in Urdu. Checking the address is the caller's job (@aafiyat/domain's `isValidEmail`).
 */
export function EmailField({
  autoComplete = 'email',
  maxLength = EMAIL_MAX_LENGTH,
  ...props
}: EmailFieldProps) {
  return (
    <TextField
      {...props}
      type="email"
      inputMode="email"
      autoComplete={autoComplete}
      autoCapitalize="none"
      spellCheck={false}
      dir="ltr"
      maxLength={maxLength}
    />
  );
}
