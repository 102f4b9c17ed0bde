import type { Ref } from 'react';
import { dataAttributes } from '../Button/Button';
import { Field, type FieldFrameProps } from '../Field/Field';
import { control } from '../Field/Field.css';
import { useControllableState } from '../Field/useControllableState';
import { textArea } from './TextAreaField.css';

export interface TextAreaFieldProps extends Omit<FieldFrameProps, 'data'> {
  /** The text, when the caller keeps it (controlled); pair with `onChange`. */
  value?: string | undefined;
  /** The starting text, when the field keeps it (uncontrolled). */
  defaultValue?: string;
  /** Called with the new text on every change. */
  onChange?: (change: { value: string }) => void;
  /** The form field name. */
  name?: string;
  /** The most characters that can be typed: the contract's limit, from @aafiyat/domain. */
  maxLength: number;
  /** Shows how many characters are left under the field; on by default. */
  showCount?: boolean;
  /** Visible lines of text before it scrolls. */
  rows?: number;
  /** Whether the browser checks spelling. */
  spellCheck?: boolean;
  /** What the browser may fill in (`street-address`…). */
  autoComplete?: string;
  /** The field cannot be used and is skipped by the keyboard. */
  disabled?: boolean;
  /** Test and analytics hooks, rendered as `data-*` attributes on the text area. */
  data?: Record<string, string>;
  /** Forwarded to the text area. */
  ref?: Ref<HTMLTextAreaElement>;
}

/**
 * A labelled multi-line text field (a message, an address) with hint, error and, by default, how many of its
 * `maxLength` characters are left.
 */
export function TextAreaField({
  label,
  labelHidden,
  hint,
  error,
  required,
  id,
  value,
  defaultValue = '',
  onChange,
  maxLength,
  showCount = true,
  rows = 6,
  data,
  ref,
  ...textarea
}: TextAreaFieldProps) {
  const [current, setCurrent] = useControllableState(value, defaultValue, (next: string) => {
    onChange?.({ value: next });
  });
  return (
    <Field
      label={label}
      labelHidden={labelHidden}
      hint={hint}
      error={error}
      required={required}
      id={id}
      characterCount={showCount ? { length: current.length, maxLength } : undefined}
    >
      {(field) => (
        <textarea
          ref={ref}
          className={`${control} ${textArea}`}
          rows={rows}
          maxLength={maxLength}
          value={current}
          onChange={(event) => {
            setCurrent(event.target.value);
          }}
          {...field}
          {...textarea}
          {...dataAttributes(data)}
        />
      )}
    </Field>
  );
}
