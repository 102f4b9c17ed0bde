import type { ReactNode } from 'react';
import { Field } from '../Field/Field';
import { useControllableState } from '../Field/useControllableState';
import { Checkbox } from './Checkbox';
import * as styles from './Checkbox.css';

/** One choice of a checkbox group; a plain string is both the value and the label. */
export type CheckboxGroupOption = string | { value: string; label: string; disabled?: boolean };

export interface CheckboxGroupProps {
  /** The question, as the group's legend ("Chronic diseases"). */
  label: ReactNode;
  /** Help under the legend ("Tick all that apply."). */
  hint?: ReactNode;
  /** What is wrong, shown after submit; describes the group and marks each box invalid. */
  error?: string | undefined;
  /** The choices (`CHRONIC_DISEASES`), in order. */
  options: readonly CheckboxGroupOption[];
  /** The ticked values, when the caller keeps them (controlled). */
  value?: readonly string[] | undefined;
  /** The values ticked at the start, when the group keeps them (uncontrolled). */
  defaultValue?: readonly string[];
  /** Called with every ticked value, in the options' order. */
  onChange?: (change: { value: string[] }) => void;
  /** The form field name each box is sent under. */
  name?: string;
  /** At least one must be ticked: a marker beside the legend. */
  required?: boolean;
  /** No box can be used. */
  disabled?: boolean;
  /** The group's id; one is made when omitted. */
  id?: string;
  /** Test and analytics hooks, rendered as `data-*` attributes on the fieldset. */
  data?: Record<string, string>;
}

function normalise(option: CheckboxGroupOption) {
  return typeof option === 'string' ? { value: option, label: option, disabled: false } : option;
}

/** A multi-select list of checkboxes in a fieldset whose legend asks the question (the chronic diseases). */
export function CheckboxGroup({
  label,
  hint,
  error,
  options,
  value,
  defaultValue = [],
  onChange,
  name,
  required,
  disabled,
  id,
  data,
}: CheckboxGroupProps) {
  const choices = options.map(normalise);
  const [ticked, setTicked] = useControllableState<readonly string[]>(value, defaultValue, (next) => {
    onChange?.({ value: [...next] });
  });
  return (
    <Field as="group" label={label} hint={hint} error={error} required={required} id={id} data={data}>
      {(field) => (
        <ul className={styles.options}>
          {choices.map((choice, index) => (
            <li key={choice.value}>
              <Checkbox
                id={`${field.id}-${String(index)}`}
                label={choice.label}
                name={name}
                value={choice.value}
                disabled={disabled || choice.disabled}
                checked={ticked.includes(choice.value)}
                aria-invalid={error ? true : undefined}
                onChange={({ checked }) => {
                  const next = new Set(ticked);
                  if (checked) next.add(choice.value);
                  else next.delete(choice.value);
                  setTicked(choices.map((item) => item.value).filter((item) => next.has(item)));
                }}
              />
            </li>
          ))}
        </ul>
      )}
    </Field>
  );
}
