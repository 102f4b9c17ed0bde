import { useId, type ReactNode } from 'react';
import { Icon } from '../../icons/icons';
import { dataAttributes } from '../Button/Button';
import { CharacterCount } from './CharacterCount';
import * as styles from './Field.css';

/** What a field hands its control: the id its label points at and the ARIA that links the messages. */
export interface FieldControlProps {
  /** The control's id; the label's `for` points at it and the label's own id is `${id}-label`. */
  id: string;
  /** The hint and the error, in that order, when shown. */
  'aria-describedby': string | undefined;
  /** Set while an error is shown. */
  'aria-invalid': true | undefined;
  /** Set when the field must be filled (announced; no browser validation bubble). */
  'aria-required': true | undefined;
}

/** The props every field shares: label, hint, error and required marker. */
export interface FieldFrameProps {
  /** The visible label. Every control has one (STYLE.md); use `labelHidden` only where a heading says it. */
  label: ReactNode;
  /** Hides the label from sight but keeps it as the control's accessible name. */
  labelHidden?: boolean | undefined;
  /** Help shown under the label ("We call you back on this number"). */
  hint?: ReactNode;
  /**
   * What is wrong, shown after the person submits (the caller's words, from @aafiyat/domain). Sets
   * `aria-invalid` and is read with the control through `aria-describedby`.
   */
  error?: string | undefined;
  /** The field must be filled: a marker beside the label and `aria-required` on the control. */
  required?: boolean | undefined;
  /** The control's id; one is made with `useId` when omitted. */
  id?: string | undefined;
  /** Test and analytics hooks, rendered as `data-*` attributes on the field. */
  data?: Record<string, string> | undefined;
}

export interface FieldProps extends FieldFrameProps {
  /**
   * Shows how many characters are left under the control (long text: a message, an address): the text's
   * length now and the control's `maxLength`. The limit joins the control's description.
   */
  characterCount?: { length: number; maxLength: number } | undefined;
  /** Renders the control with the props the field hands it (spread them onto the element). */
  children: (control: FieldControlProps) => ReactNode;
  /**
   * `group` renders a fieldset whose legend is the label, for a set of controls (checkbox lists); the
   * messages then describe the group.
   */
  as?: 'field' | 'group';
  /** Ids of further descriptions of the control (a chosen file's name), read after the hint. */
  describedBy?: string | undefined;
}

/** Joins ids for `aria-describedby`, or `undefined` when there are none. */
export function joinIds(...ids: (string | false | null | undefined)[]): string | undefined {
  const present = ids.filter((id): id is string => typeof id === 'string' && id !== '');
  return present.length > 0 ? present.join(' ') : undefined;
}

/**
 * The frame every form control shares: the label, an optional hint, the error message and the required
 * marker, with ids wired so the control is named by its label and described by its hint and error.
 */
export function Field({
  label,
  labelHidden = false,
  hint,
  error,
  required = false,
  id,
  data,
  children,
  as = 'field',
  describedBy,
  characterCount,
}: FieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const countId = characterCount ? `${controlId}-count` : undefined;
  const describedByIds = joinIds(hintId, describedBy, countId, errorId);
  const labelClass = labelHidden ? `${styles.label} ${styles.labelHidden}` : styles.label;
  // Decorative: the control itself carries aria-required, so screen readers hear "required" once. It sits
  // outside the <label> so the label's text stays exactly the field's name.
  const marker = required ? (
    <span className={styles.requiredMarker} aria-hidden="true">
      *
    </span>
  ) : null;
  const hintNode = hint ? (
    <div id={hintId} className={styles.hint}>
      {hint}
    </div>
  ) : null;
  const errorNode = error ? (
    <div id={errorId} className={styles.error} data-state="error">
      <Icon name="alertCircle" />
      <span>{error}</span>
    </div>
  ) : null;
  const control: FieldControlProps = {
    id: controlId,
    'aria-describedby': as === 'group' ? undefined : describedByIds,
    'aria-invalid': error && as === 'field' ? true : undefined,
    'aria-required': required && as === 'field' ? true : undefined,
  };

  if (as === 'group') {
    return (
      <fieldset
        className={styles.root}
        aria-describedby={describedByIds}
        data-invalid={error ? 'true' : undefined}
        {...dataAttributes(data)}
      >
        <legend id={`${controlId}-label`} className={labelClass}>
          {label}
          {marker}
        </legend>
        {hintNode}
        {children(control)}
        {errorNode}
      </fieldset>
    );
  }
  return (
    <div className={styles.root} data-invalid={error ? 'true' : undefined} {...dataAttributes(data)}>
      <div className={labelHidden ? styles.labelHidden : styles.labelRow}>
        <label htmlFor={controlId} id={`${controlId}-label`} className={styles.label}>
          {label}
        </label>
        {marker}
      </div>
      {hintNode}
      {children(control)}
      {characterCount && countId ? (
        <CharacterCount length={characterCount.length} maxLength={characterCount.maxLength} id={countId} />
      ) : null}
      {errorNode}
    </div>
  );
}
