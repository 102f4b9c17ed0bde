import type { Ref } from 'react';
import { dataAttributes } from '../Button/Button';
import { Field, type FieldFrameProps } from '../Field/Field';
import { control } from '../Field/Field.css';
import { useControllableState } from '../Field/useControllableState';
import * as styles from './OtpInput.css';

/** How many digits the codes have. */
export const OTP_LENGTH = 6;

// Urdu and Arabic keyboards type their own digits (۰–۹, ٠–٩); they are read as the same ASCII digits.
const EASTERN_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

/** Keeps the digits of typed or pasted text (`'123 456'`, `'Code: 123-456'`), at most `length` of them. */
export function otpDigits(text: string, length: number = OTP_LENGTH): string {
  return text
    .replace(EASTERN_DIGITS, (digit) => String(digit.charCodeAt(0) & 0xf))
    .replace(/[^0-9]/g, '')
    .slice(0, length);
}

export interface OtpInputProps extends Omit<FieldFrameProps, 'data'> {
  /** How many digits the code has. */
  length?: number;
  /** The digits, when the caller keeps them (controlled). */
  value?: string | undefined;
  /** The starting digits, when the input keeps them (uncontrolled). */
  defaultValue?: string;
  /** Called with the digits on every change (anything else typed or pasted is dropped). */
  onChange?: (change: { value: string }) => void;
  /** Called once the last digit is entered, typed or pasted, so the form can verify at once. */
  onComplete?: (result: { code: string }) => void;
  /** The form field name. */
  name?: string;
  /** The input cannot be used (while the code is checked). */
  disabled?: boolean;
  /** Test and analytics hooks, rendered as `data-*` attributes on the input. */
  data?: Record<string, string>;
  /** Forwarded to the input. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * The one-time code sent by SMS. One input, so the phone can offer the code from the message
 * (`autocomplete="one-time-code"`), pasting a whole code works and screen readers hear one field.
 */
export function OtpInput({
  label,
  labelHidden,
  hint,
  error,
  required,
  id,
  length = OTP_LENGTH,
  value,
  defaultValue = '',
  onChange,
  onComplete,
  name,
  disabled,
  data,
  ref,
}: OtpInputProps) {
  const [digits, setDigits] = useControllableState(value, otpDigits(defaultValue, length), (next: string) => {
    onChange?.({ value: next });
  });
  return (
    <Field label={label} labelHidden={labelHidden} hint={hint} error={error} required={required} id={id}>
      {(field) => (
        <input
          ref={ref}
          className={`${control} ${styles.input}`}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="one-time-code"
          // No maxLength: a pasted '123-456' must reach the filter whole before it is cut to six digits.
          dir="ltr"
          name={name}
          disabled={disabled}
          value={digits}
          data-state={digits.length === length ? 'complete' : 'incomplete'}
          onChange={(event) => {
            const next = otpDigits(event.target.value, length);
            if (next === digits) return;
            setDigits(next);
            if (next.length === length) onComplete?.({ code: next });
          }}
          {...field}
          {...dataAttributes(data)}
        />
      )}
    </Field>
  );
}
