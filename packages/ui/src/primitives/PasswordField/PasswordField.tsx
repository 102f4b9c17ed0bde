import { PASSWORD_MAX_LENGTH } from '@aafiyat/domain';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type Ref } from 'react';
import { Icon } from '../../icons/icons';
import { dataAttributes } from '../Button/Button';
import { Field } from '../Field/Field';
import { control } from '../Field/Field.css';
import { useControllableState } from '../Field/useControllableState';
import type { TextFieldProps } from '../TextField/TextField';
import * as styles from './PasswordField.css';
import { useMessages } from '../../i18n/I18nContext';

export interface PasswordFieldProps extends Omit<
  TextFieldProps,
  'type' | 'inputMode' | 'autoComplete' | 'dir' | 'spellCheck' | 'autoCapitalize' | 'ref'
> {
  /** `current-password` on sign-in forms, `new-password` where one is chosen (lets managers suggest one). */
  autoComplete?: 'current-password' | 'new-password';
  /** The toggle's name; translate it for the Urdu site. */
  showLabel?: string;
  /** Forwarded to the input. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A password input with a toggle that shows what was typed. Pressing the toggle keeps focus where it was
 * and the caret where it was, and the password is hidden again when its form is submitted, so the browser
 * never stores it as plain text.
 */
export function PasswordField({
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
  autoComplete = 'current-password',
  showLabel,
  maxLength = PASSWORD_MAX_LENGTH,
  disabled,
  data,
  ref,
  ...input
}: PasswordFieldProps) {
  const t = useMessages();
  const [current, setCurrent] = useControllableState(value, defaultValue, (next: string) => {
    onChange?.({ value: next });
  });
  const [revealed, setRevealed] = useState(false);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const selection = useRef<[number, number] | null>(null);

  // Changing an input's type resets its selection in some browsers: put the caret back.
  useLayoutEffect(() => {
    const element = inputRef.current;
    const saved = selection.current;
    if (element && saved && document.activeElement === element) element.setSelectionRange(...saved);
    selection.current = null;
  }, [revealed]);

  useEffect(() => {
    const form = inputRef.current?.form;
    if (!form) return undefined;
    const hide = () => {
      setRevealed(false);
    };
    form.addEventListener('submit', hide);
    return () => {
      form.removeEventListener('submit', hide);
    };
  }, []);

  const setRefs = useCallback(
    (element: HTMLInputElement | null) => {
      inputRef.current = element;
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    },
    [ref],
  );

  return (
    <Field label={label} labelHidden={labelHidden} hint={hint} error={error} required={required} id={id}>
      {(field) => (
        <div className={styles.frame}>
          <input
            ref={setRefs}
            className={`${control} ${styles.input}`}
            type={revealed ? 'text' : 'password'}
            autoComplete={autoComplete}
            autoCapitalize="none"
            spellCheck={false}
            dir="ltr"
            disabled={disabled}
            value={current}
            onChange={(event) => {
              setCurrent(event.target.value);
            }}
            onBlur={(event) => onBlur?.({ value: event.target.value })}
            maxLength={maxLength}
            {...field}
            {...input}
            {...dataAttributes(data)}
          />
          <button
            type="button"
            className={styles.toggle}
            aria-label={showLabel ?? t('PasswordField.show')}
            title={showLabel ?? t('PasswordField.show')}
            aria-pressed={revealed}
            aria-controls={field.id}
            disabled={disabled}
            data-state={revealed ? 'revealed' : 'hidden'}
            // A pointer press must not take focus from the input, or the caret would be lost.
            onMouseDown={(event) => {
              if (document.activeElement === inputRef.current) event.preventDefault();
            }}
            onClick={() => {
              const element = inputRef.current;
              if (element && element.selectionStart !== null && element.selectionEnd !== null) {
                selection.current = [element.selectionStart, element.selectionEnd];
              }
              setRevealed((shown) => !shown);
            }}
          >
            <Icon name={revealed ? 'eyeOff' : 'eye'} />
          </button>
        </div>
      )}
    </Field>
  );
}
