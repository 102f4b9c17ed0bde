import { normalizeMobileNumber, MOBILE_NUMBER_INPUT_MAX_LENGTH } from '@aafiyat/domain';
import { TextField, type TextFieldProps } from '../TextField/TextField';
import { useControllableState } from '../Field/useControllableState';

/** The example shown in an empty phone field: the shape of a Pakistani mobile number. */
export const PHONE_PLACEHOLDER = '03XX XXXXXXX';

export interface PhoneFieldProps extends Omit<
  TextFieldProps,
  'type' | 'inputMode' | 'autoComplete' | 'dir' | 'spellCheck'
> {
  /**
   * On leaving the field, rewrites a number typed in any common shape (`+92 300 1234567`, `0300-1234567`,
   * Urdu digits) as `03XXXXXXXXX` with @aafiyat/domain's `normalizeMobileNumber`. Text that is not a mobile
   * number is left as typed, so the person can see and fix it.
   */
  normalize?: boolean;
  /** What the browser may fill in; `tel` by default, `tel-national` for a national number only. */
  autoComplete?: 'tel' | 'tel-national' | 'off';
}

/**
 * A mobile-number field: the phone keypad, the browser's saved number, digits kept left to right in Urdu.
 * The error message comes from the caller (the helpline and demo forms word it differently).
 */
export function PhoneField({
  value,
  defaultValue = '',
  onChange,
  onBlur,
  normalize = false,
  autoComplete = 'tel',
  placeholder = PHONE_PLACEHOLDER,
  maxLength = MOBILE_NUMBER_INPUT_MAX_LENGTH,
  ...props
}: PhoneFieldProps) {
  const [current, setCurrent] = useControllableState(value, defaultValue, (next: string) => {
    onChange?.({ value: next });
  });
  return (
    <TextField
      {...props}
      type="tel"
      inputMode="tel"
      autoComplete={autoComplete}
      dir="ltr"
      spellCheck={false}
      placeholder={placeholder}
      maxLength={maxLength}
      value={current}
      onChange={({ value: next }) => {
        setCurrent(next);
      }}
      onBlur={({ value: typed }) => {
        const normalized = normalize ? normalizeMobileNumber(typed) : null;
        if (normalized !== null && normalized !== typed) setCurrent(normalized);
        onBlur?.({ value: normalized ?? typed });
      }}
    />
  );
}
