import { useId, type ReactNode, type Ref } from 'react';
import { Icon } from '../../icons/icons';
import { dataAttributes } from '../Button/Button';
import { joinIds } from '../Field/Field';
import { error as errorClass, hint as hintClass } from '../Field/Field.css';
import { useControllableState } from '../Field/useControllableState';
import * as styles from './Checkbox.css';

export interface CheckboxProps {
  /** The label beside the box; clicking it ticks the box. */
  label: ReactNode;
  /** Help under the label. */
  hint?: ReactNode;
  /** What is wrong ("Please accept the terms"), shown after submit with `aria-invalid`. */
  error?: string | undefined;
  /** Whether it is ticked, when the caller keeps it (controlled). */
  checked?: boolean | undefined;
  /** Whether it starts ticked, when the checkbox keeps it (uncontrolled). */
  defaultChecked?: boolean;
  /** Called with the new state. */
  onChange?: (change: { checked: boolean; value: string }) => void;
  /** The form field name. */
  name?: string | undefined;
  /** The value sent when ticked; `on` by default. */
  value?: string;
  /** It must be ticked (terms); announced with `aria-required`. */
  required?: boolean;
  /** The checkbox cannot be used. */
  disabled?: boolean | undefined;
  /** The input's id; one is made when omitted. */
  id?: string;
  /** Test and analytics hooks, rendered as `data-*` attributes on the input. */
  data?: Record<string, string>;
  /** Forwarded to the input. */
  ref?: Ref<HTMLInputElement>;
  /** Ids of further descriptions read with the box (a surrounding group's message). */
  'aria-describedby'?: string | undefined;
  /** Marks the box invalid, as a group with an error does for each of its boxes. */
  'aria-invalid'?: true | undefined;
}

/** A native checkbox with its label beside it, and an optional hint and error. */
export function Checkbox({
  label,
  hint,
  error,
  checked,
  defaultChecked = false,
  onChange,
  name,
  value = 'on',
  required = false,
  disabled,
  id,
  data,
  ref,
  'aria-describedby': groupDescribedBy,
  'aria-invalid': groupInvalid,
}: CheckboxProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const [isChecked, setChecked] = useControllableState(checked, defaultChecked, (next: boolean) => {
    onChange?.({ checked: next, value });
  });
  return (
    <div className={styles.root}>
      {/* The label wraps its box, which ties them together: a `for` beside that is redundant. */}
      <label className={styles.row}>
        <input
          ref={ref}
          id={inputId}
          type="checkbox"
          className={styles.input}
          name={name}
          value={value}
          checked={isChecked}
          disabled={disabled}
          aria-required={required || undefined}
          aria-invalid={error || groupInvalid ? true : undefined}
          aria-describedby={joinIds(hintId, errorId, groupDescribedBy)}
          onChange={(event) => {
            setChecked(event.target.checked);
          }}
          {...dataAttributes(data)}
        />
        <span className={styles.label}>{label}</span>
      </label>
      {hint || error ? (
        <div className={styles.messages}>
          {hint ? (
            <div id={hintId} className={hintClass}>
              {hint}
            </div>
          ) : null}
          {error ? (
            <div id={errorId} className={errorClass} data-state="error">
              <Icon name="alertCircle" />
              <span>{error}</span>
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
