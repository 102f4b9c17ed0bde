import type { Ref } from 'react';
import { dataAttributes } from '../Button/Button';
import { Field, type FieldFrameProps } from '../Field/Field';
import { control } from '../Field/Field.css';
import { useControllableState } from '../Field/useControllableState';

/** Input types a text field takes. */
export const textFieldTypes = ['text', 'email', 'tel', 'password', 'url', 'search'] as const;
/** Virtual keyboards a text field can ask for. */
export const textFieldInputModes = ['text', 'tel', 'email', 'numeric', 'decimal', 'url', 'search'] as const;

export interface TextFieldProps extends Omit<FieldFrameProps, 'data'> {
  /** The text, when the caller keeps it (controlled); pair with `onChange`. */
  value?: string | undefined;
  /** The starting text, when the field keeps it (uncontrolled). */
  defaultValue?: string;
  /** Called with the new text on every change. */
  onChange?: (change: { value: string }) => void;
  /** Called when focus leaves, with the text at that moment. */
  onBlur?: (change: { value: string }) => void;
  /** The input type. */
  type?: (typeof textFieldTypes)[number];
  /** What the browser may fill in (`name`, `tel`, `email`, `one-time-code`…). */
  autoComplete?: string;
  /** Which virtual keyboard phones show. */
  inputMode?: (typeof textFieldInputModes)[number];
  /** The form field name. */
  name?: string;
  /** The most characters that can be typed: the contract's limit, from @aafiyat/domain (`NAME_MAX_LENGTH`…). */
  maxLength?: number;
  /** Shows how many characters are left under the field (long text such as an address); needs `maxLength`. */
  showCount?: boolean;
  /** An example of the expected shape ("03XX XXXXXXX"); never a substitute for the label. */
  placeholder?: string;
  /** The field cannot be used and is skipped by the keyboard. */
  disabled?: boolean;
  /** The text can be read and copied but not changed. */
  readOnly?: boolean;
  /**
   * Text direction of the input itself: `ltr` keeps numbers and addresses in order inside an Urdu page
   * (a phone number's digit groups would otherwise swap places).
   */
  dir?: 'ltr' | 'rtl' | 'auto';
  /** Whether the browser checks spelling (off for names, numbers and addresses). */
  spellCheck?: boolean;
  /** Whether phones capitalise what is typed (`none` for emails). */
  autoCapitalize?: 'none' | 'sentences' | 'words';
  /** Test and analytics hooks, rendered as `data-*` attributes on the input. */
  data?: Record<string, string>;
  /** Forwarded to the input. */
  ref?: Ref<HTMLInputElement>;
}

/** A labelled single-line text input with hint and error. */
export function TextField({
  label,
  labelHidden,
  hint,
  error,
  required,
  id,
  value,
  defaultValue = '',
  onChange,
  onBlur,
  type = 'text',
  data,
  ref,
  showCount = false,
  ...input
}: TextFieldProps) {
  const [current, setCurrent] = useControllableState(value, defaultValue, (next: string) => {
    onChange?.({ value: next });
  });
  const { maxLength } = input;
  return (
    <Field
      label={label}
      labelHidden={labelHidden}
      hint={hint}
      error={error}
      required={required}
      id={id}
      characterCount={
        showCount && maxLength !== undefined ? { length: current.length, maxLength } : undefined
      }
    >
      {(field) => (
        <input
          ref={ref}
          className={control}
          type={type}
          value={current}
          onChange={(event) => {
            setCurrent(event.target.value);
          }}
          onBlur={(event) => onBlur?.({ value: event.target.value })}
          {...field}
          {...input}
          {...dataAttributes(data)}
        />
      )}
    </Field>
  );
}
