import type { Ref } from 'react';
import { Icon } from '../../icons/icons';
import { dataAttributes } from '../Button/Button';
import { Field, type FieldFrameProps } from '../Field/Field';
import { control } from '../Field/Field.css';
import { useControllableState } from '../Field/useControllableState';
import * as styles from './Select.css';

/** One choice of a select: the value sent and the label shown (a domain `CityOption` fits). */
export interface SelectOption {
  /** The value sent with the form. */
  value: string;
  /** What the person reads. */
  label: string;
  /** The choice is shown but cannot be picked. */
  disabled?: boolean;
}

export interface SelectProps extends Omit<FieldFrameProps, 'data'> {
  /** The choices, in order. */
  options: readonly SelectOption[];
  /** The chosen value, when the caller keeps it (controlled). */
  value?: string | undefined;
  /** The starting value, when the select keeps it (uncontrolled). */
  defaultValue?: string;
  /** Called with the chosen value. */
  onChange?: (change: { value: string }) => void;
  /**
   * A first, empty choice that asks for a pick ("Choose a city"); without it the first option is chosen
   * from the start.
   */
  placeholder?: string | undefined;
  /** The form field name. */
  name?: string;
  /** What the browser may fill in (`address-level2` for a city). */
  autoComplete?: string;
  /** The select cannot be used. */
  disabled?: boolean;
  /** Test and analytics hooks, rendered as `data-*` attributes on the select. */
  data?: Record<string, string>;
  /** Forwarded to the select. */
  ref?: Ref<HTMLSelectElement>;
}

/**
 * The browser's own select, styled: the most reliable picker on phones (the system's wheel or sheet) and
 * for screen readers. For long lists a person wants to type into, use `Combobox`.
 */
export function Select({
  label,
  labelHidden,
  hint,
  error,
  required,
  id,
  options,
  value,
  defaultValue,
  onChange,
  placeholder,
  data,
  ref,
  ...select
}: SelectProps) {
  const initial = defaultValue ?? (placeholder === undefined ? (options[0]?.value ?? '') : '');
  const [current, setCurrent] = useControllableState(value, initial, (next: string) => {
    onChange?.({ value: next });
  });
  return (
    <Field label={label} labelHidden={labelHidden} hint={hint} error={error} required={required} id={id}>
      {(field) => (
        <div className={styles.frame}>
          <select
            ref={ref}
            className={`${control} ${styles.select}`}
            value={current}
            onChange={(event) => {
              setCurrent(event.target.value);
            }}
            {...field}
            {...select}
            {...dataAttributes(data)}
          >
            {placeholder === undefined ? null : (
              <option value="" disabled={required}>
                {placeholder}
              </option>
            )}
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </select>
          <span className={styles.chevron}>
            <Icon name="chevronDown" />
          </span>
        </div>
      )}
    </Field>
  );
}
