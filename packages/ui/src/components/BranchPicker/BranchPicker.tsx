import { useRefusalMessage } from '../../i18n/useRefusalMessage';
import { useId, useRef, useState, type SubmitEvent } from 'react';
import { Button } from '../../primitives/Button';
import { dataAttributes } from '../../primitives/Button/Button';
import { InlineAlert } from '../../primitives/InlineAlert';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import * as styles from './BranchPicker.css';
import { useMessages } from '../../i18n/I18nContext';

/** A clinic branch an owner can sign in to. */
export interface BranchPickerBranch {
  /** The branch's clinic id. */
  id: number;
  /** The clinic's name ("Shifa Family Clinic"). */
  clinicName: string;
  /** The branch's name ("DHA Phase 6"). */
  branchName: string;
  /** Its city. */
  city: string;
  /** Its street address. */
  address: string;
}

export interface BranchPickerProps {
  /** The branches to choose from, in the order to show them. */
  branches: readonly BranchPickerBranch[];
  /**
   * Signs in to the chosen branch. Resolve when signed in; reject with an `Error` whose message is shown (the
   * choice is kept for another try).
   */
  onSubmit: (choice: { branchId: number }) => Promise<unknown>;
  /** Goes back to the sign-in form (another login); the button is left out without it. */
  onBack?: () => void;
  /** Test and analytics hooks, rendered as `data-*` attributes on the form. */
  data?: Record<string, string>;
}

/**
 * The branch choice of a clinic owner with several branches: one radio group, each branch a whole-card target
 * with its name, city and address, then Continue.
 */
export function BranchPicker({ branches, onSubmit, onBack, data }: BranchPickerProps) {
  const t = useMessages();
  const refusalWords = useRefusalMessage();
  const [chosen, setChosen] = useState<number | null>(null);
  const [missing, setMissing] = useState(false);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [pending, setPending] = useState(false);
  const firstRef = useRef<HTMLInputElement>(null);
  const name = useId();
  const errorId = `${name}-error`;

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setFailure(undefined);
    if (chosen === null) {
      setMissing(true);
      firstRef.current?.focus();
      return;
    }
    setMissing(false);
    setPending(true);
    try {
      await onSubmit({ branchId: chosen });
    } catch (error) {
      setFailure(refusalWords(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => void submit(event)}
      {...dataAttributes(data)}
    >
      <fieldset className={styles.fieldset} aria-describedby={missing ? errorId : undefined}>
        <legend className={styles.legend}>{t('BranchPicker.legend')}</legend>
        {missing ? (
          <p id={errorId} className={styles.error}>
            {t('BranchPicker.missing')}
          </p>
        ) : null}
        <div className={styles.options}>
          {branches.map((branch, index) => (
            <label
              key={branch.id}
              className={styles.option}
              htmlFor={`${name}-${String(branch.id)}`}
              data-invalid={missing ? 'true' : undefined}
            >
              <input
                id={`${name}-${String(branch.id)}`}
                ref={index === 0 ? firstRef : undefined}
                className={styles.radio}
                type="radio"
                name={name}
                value={String(branch.id)}
                checked={chosen === branch.id}
                required
                onChange={() => {
                  setChosen(branch.id);
                  setMissing(false);
                }}
              />
              <span className={styles.name}>{`${branch.clinicName}, ${branch.branchName}`}</span>
              <span className={styles.address}>{`${branch.address}, ${branch.city}`}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {failure === undefined ? null : (
        <InlineAlert tone="critical" announce>
          {failure}
        </InlineAlert>
      )}
      <div className={styles.actions}>
        <Button type="submit" size="large" pending={pending}>
          {t('BranchPicker.continue')}
        </Button>
        {onBack === undefined ? null : (
          <Button variant="ghost" onClick={onBack}>
            {t('BranchPicker.anotherAccount')}
          </Button>
        )}
      </div>
      <div role="status">
        <VisuallyHidden>{pending ? t('BranchPicker.signingIn') : ''}</VisuallyHidden>
      </div>
    </form>
  );
}
